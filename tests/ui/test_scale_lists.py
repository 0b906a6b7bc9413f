"""The list scenes (records, saves, replay) at a big UI scale, headless: the words drawn stay
inside their panels and the window, rows do not overlap, a list shows fewer (taller) rows
but every row is still reached by keys and the wheel, and 100% keeps its layout."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import date
from itertools import combinations, pairwise
from typing import Any

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.scenes import records
from regicide.games.regicide.ui.scenes.records import RecordsScene
from regicide.store.archive import games_dir
from regicide.store.library import saves_dir
from regicide.store.saves import save_game
from regicide.ui import charts, replay_parts, widgets
from regicide.ui.replay_parts import ReplayLayout
from regicide.ui.scenes import replay, saves
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SaveActions, SavesScene, save_columns
from tests.archive_samples import sample_archive, won_record
from tests.builders import REGICIDE
from tests.ui.driver import Ui

SIZES = ((960, 540), (1280, 720))
ACTIONS = SaveActions()


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


@contextmanager
def _recording(
    modules: tuple[object, ...], keep: Callable[[pygame.Rect, pygame.Surface], Any]
) -> Iterator[list[Any]]:
    """What `keep` makes of each label `modules` blit (through their `blit_text`) meanwhile:
    its rect and the surface it went on."""
    drawn: list[Any] = []
    real = widgets.blit_text

    def record(
        surface: pygame.Surface, text: pygame.Surface, anchor: str, at: tuple[float, float]
    ) -> pygame.Rect:
        rect = real(surface, text, anchor, at)
        drawn.append(keep(rect, surface))
        return rect

    patch = pytest.MonkeyPatch()
    for module in modules:
        patch.setattr(module, "blit_text", record)
    try:
        yield drawn
    finally:
        patch.undo()


def _drawn_words(*modules: object) -> AbstractContextManager[list[pygame.Rect]]:
    """The rectangles of the words `modules` blit (through their `blit_text`) meanwhile."""
    return _recording(modules, lambda rect, surface: rect)


def _apart(rects: list[pygame.Rect], slack: int = 2) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The pairs of rectangles that overlap by more than `slack` px each way."""
    shrunk = [rect.inflate(-2 * slack, -2 * slack) for rect in rects]
    return [(a, b) for a, b in combinations(shrunk, 2) if a.colliderect(b)]


def _wheel(ui: Ui, y: int) -> None:
    ui.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)])


# -- records ------------------------------------------------------------------------------


def _records(ui: Ui, size: tuple[int, int], scale: int, page: int) -> RecordsScene:
    """The sample archive, its newest game a daily deal won with help: its marks ("daily 24
    Nov · assisted") are the longest, the column a big UI scale drops first."""
    _resize(ui, size, scale)
    sample_archive(games_dir())
    newest = games_dir() / "2026-12-31_120000.json"
    newest.write_text(won_record(1, assisted=True, daily="2026-11-24"), encoding="utf-8")
    scene = RecordsScene(ui.ctx, date(2026, 11, 23))
    ui.app.start(scene)
    ui.press(pygame.K_1 + page)
    ui.frames(1)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_games_list_at_200_percent_shows_taller_rows_all_reachable(
    ui: Ui, size: tuple[int, int]
) -> None:
    scene = _records(ui, size, 200, 1)
    count, shown = len(scene.rows()), scene.rows_shown()
    assert 3 <= shown < records.ROWS < count
    rects = [scene._row_rect(index) for index in range(shown)]
    buttons = scene.laid_out()
    panel = ui.ctx.frame.rect(40, 20, 1200, 680)
    assert all(panel.contains(rect) for rect in rects)
    assert not _apart(rects, 0)
    assert rects[-1].bottom <= min(button.rect.top for button in buttons)
    words = ui.ctx.text.body_font(ui.ctx.frame.px(saves.CELL)).get_linesize()
    assert rects[0].height >= words  # a row is as tall as its words
    placed = scene._columns()
    for left, right in pairwise(placed):
        assert left.left + left.width <= right.left  # columns do not collide
    with _drawn_words(records, saves) as drawn:
        ui.frames(1)
    window = ui.ctx.window.surface.get_rect()
    assert drawn and all(panel.contains(rect) and window.contains(rect) for rect in drawn)
    for index in range(1, count):  # ↓ walks every row into view
        ui.press(pygame.K_DOWN)
        assert scene.chosen == index and scene.first <= index < scene.first + shown
    for _ in range(count):
        _wheel(ui, 1)
    assert scene.first == 0
    for _ in range(count):
        _wheel(ui, -1)
    assert scene.first == count - shown


def test_the_games_list_at_200_percent_tells_the_dropped_column_under_it(ui: Ui) -> None:
    scene = _records(ui, (1280, 720), 200, 1)
    assert [place.index for place in scene._columns()] == [0, 1, 2]  # the marks give way
    with _drawn_words(saves) as drawn:
        ui.frames(1)  # the first row, chosen, is a daily deal
    assert scene.row is not None and scene.row.cells[3].startswith("daily")
    (detail,) = drawn
    last = scene._row_rect(scene.first + scene.rows_shown() - 1)
    assert detail.top >= last.bottom and detail.bottom <= scene.laid_out()[0].rect.top


@pytest.mark.parametrize("size", SIZES)
def test_the_lists_keep_their_layout_at_100_percent(ui: Ui, size: tuple[int, int]) -> None:
    scene = _records(ui, size, 100, 1)
    assert scene.rows_shown() == records.ROWS
    assert [place.left for place in scene._columns()] == list(records.COLUMNS)
    assert scene._row_rect(scene.first) == ui.ctx.frame.rect(70, 176, 1140, 34)
    save_game(REGICIDE, Game.new(1, seed=3), saves_dir() / "One.yaml")
    listing = SavesScene(ui.ctx, ACTIONS)
    ui.app.start(listing)
    ui.frames(1)
    assert listing.rows_shown() == saves.ROWS
    assert [place.left for place in listing._columns()] == list(saves.COLUMNS)
    assert listing.buttons()[0].rect.top == ui.ctx.frame.rect(0, 592, 1, 1).top


@pytest.mark.parametrize("size", SIZES)
def test_the_summary_at_200_percent_overlaps_nothing_and_scrolls_to_its_end(
    ui: Ui, size: tuple[int, int]
) -> None:
    scene = _records(ui, size, 200, 0)
    frame = ui.ctx.frame
    area = frame.rect(42, records.SUMMARY_TOP, 1196, records.SUMMARY_BOTTOM - records.SUMMARY_TOP)
    panel = frame.rect(40, 20, 1200, 680)
    with _drawn_words(records, charts) as drawn:
        ui.frames(1)
    assert scene._summary_limit() > 0  # taller than its room: it scrolls
    assert len(drawn) > 20 and not _apart(drawn)
    assert all(panel.left <= rect.left and rect.right <= panel.right for rect in drawn)
    assert scene.tips and all(area.contains(rect) for rect, _ in scene.tips)
    ui.press(pygame.K_END)
    with _drawn_words(records, charts) as drawn:
        ui.frames(1)
    assert scene.summary_scroll == scene._summary_limit()
    assert not _apart(drawn)
    last = max(drawn, key=lambda rect: rect.bottom)  # the unreadable file's line
    assert area.contains(last)
    ui.press(pygame.K_HOME)
    assert scene.summary_scroll == 0
    _wheel(ui, -1)
    assert scene.summary_scroll > 0
    fresh = RecordsScene(ui.ctx, date(2026, 11, 23))
    ui.app.start(fresh)
    ui.press(pygame.K_END)  # before it was ever drawn
    ui.frames(1)
    assert fresh.summary_scroll == fresh._summary_limit() == scene._summary_limit()


def test_the_summary_fits_without_scrolling_at_100_percent(ui: Ui) -> None:
    scene = _records(ui, (1280, 720), 100, 0)
    with _drawn_words(records, charts) as drawn:
        ui.frames(1)
    assert scene._summary_limit() == 0 and not _apart(drawn)


# -- saves --------------------------------------------------------------------------------

LONG = "A long evening with four players and a dog"


@pytest.mark.parametrize("size", SIZES)
def test_the_saves_list_at_200_percent(ui: Ui, size: tuple[int, int]) -> None:
    _resize(ui, size, 200)
    for index in range(11):
        save_game(
            REGICIDE, Game.new(1 + index % 4, seed=index), saves_dir() / f"Save {index:02}.yaml"
        )
    save_game(REGICIDE, Game.new(4, seed=40), saves_dir() / f"{LONG}.yaml")
    scene = SavesScene(ui.ctx, ACTIONS)
    ui.app.start(scene)
    ui.frames(1)
    count, shown = len(scene.entries), scene.rows_shown()
    assert 2 <= shown < saves.ROWS < count
    panel = ui.ctx.frame.rect(190, 30, 900, 660)
    rects = [scene._row_rect(index) for index in range(shown)]
    buttons = scene.buttons()
    assert all(panel.contains(rect) for rect in rects) and not _apart(rects, 0)
    assert rects[-1].bottom <= min(button.rect.top for button in buttons)
    assert all(panel.contains(button.rect) for button in buttons)
    for index in range(1, count):
        ui.press(pygame.K_DOWN)
        assert scene.first <= scene.chosen == index < scene.first + shown
    for _ in range(count - 1 - [entry.name for entry in scene.entries].index(LONG)):
        ui.press(pygame.K_UP)  # newest first: where it is depends on the clock's second
    assert scene.entry is not None and scene.entry.name == LONG
    with _drawn_words(saves) as drawn:
        ui.frames(1)
    window = ui.ctx.window.surface.get_rect()
    assert drawn and all(panel.contains(rect) and window.contains(rect) for rect in drawn)
    assert not _apart(drawn)
    cells = save_columns(scene.entry)
    told = saves.untold(saves.SAVE_COLUMNS, scene._columns(), cells, scene._look)
    assert f"Name: {LONG}" in told  # cut short in its row, whole under the list


# -- replay -------------------------------------------------------------------------------


def _ignore(game: Game) -> None:
    """A replay's branch that goes nowhere."""


def _played(moves: int = 40) -> Game:
    game = Game.new(2, seed=31)
    while game.legal_moves() and len(game.history) < moves:
        game.submit(game.legal_moves()[len(game.history) % len(game.legal_moves())])
    return game


@pytest.mark.parametrize("size", SIZES)
def test_the_move_list_at_200_percent_wraps_and_keeps_the_move_in_view(
    ui: Ui, size: tuple[int, int]
) -> None:
    _resize(ui, size, 200)
    game = _played()
    scene = ReplayScene(
        ui.ctx, REGICIDE, game, "a long title: 2026-11-23 · 4 players · Lost", branch=_ignore
    )
    ui.app.start(scene)
    ui.frames(1)
    for position in range(scene.moves + 1):
        scene.go_to(position)
        moves = scene._move_list()
        boxes = moves.boxes()
        assert position == 0 or any(index == position - 1 for index, _ in boxes)
        assert all(moves.rect.contains(box) for _, box in boxes)
        assert not _apart([box for _, box in boxes], 0)
    scene.go_to(6)
    ui.frames(1)
    with _drawn_words(replay_parts, replay) as drawn:
        ui.frames(1)
    moves = scene._move_list()
    assert moves.header > 0  # the title sits inside the list, above the moves
    inside = [rect for rect in drawn if moves.rect.colliderect(rect)]
    assert inside and all(moves.rect.contains(rect) for rect in inside)
    assert not _apart(inside)
    assert max(box.height for _, box in moves.boxes()) > moves.row_height  # a move wrapped
    index, box = moves.boxes()[0]
    ui.click(box.center)
    assert scene.position == index + 1


def test_the_move_list_keeps_its_rows_at_100_percent(ui: Ui) -> None:
    _resize(ui, (1280, 720), 100)
    scene = ReplayScene(ui.ctx, REGICIDE, _played(), "A sample game", branch=_ignore)
    ui.app.start(scene)
    moves = scene._move_list()
    assert moves.row_height == ui.ctx.frame.px(22) and moves.header == 0
    fit = (ReplayLayout(ui.ctx.frame).moves.height - 22) // 22
    assert moves.rows == min(len(moves.lines), fit)


def test_the_current_move_stays_in_view_when_the_next_leaves_no_room_for_it(ui: Ui) -> None:
    """Read in German at 1920x1080 200% (issue 35): at move 17 of 18 the list showed only
    move 18, the move to come, because 17's three lines and 18's two did not both fit."""
    font = ui.ctx.text.body_font(20, bold=True)
    lines = ["pass"] * 16 + ["chooses seat three as the next one " * 3, "passes the turn " * 2]
    row = font.get_linesize() + 4
    probe = replay_parts.MoveList(pygame.Rect(0, 0, 220, 10_000), lines, 16, row, font)
    current, coming = probe.height(16), probe.height(17)
    assert current > row and coming > row  # both wrap
    tall = row + current + coming - 1  # room for the current move, not for both
    moves = replay_parts.MoveList(pygame.Rect(0, 0, 220, tall), lines, 16, row, font)
    assert 16 in moves.shown


def test_a_file_s_name_too_wide_for_a_line_breaks_after_its_hyphens(ui: Ui) -> None:
    """Read at 1920x1080 200% (issue 35): a replay titled by its file's name,
    "First-release-three-players", ran past the list of moves and the window's edge; it
    breaks after a hyphen, glued back without a space, while a hyphen in running words
    ("Ein- und Ausgang") keeps its space."""
    font = ui.ctx.text.body_font(26, bold=True)
    name = "First-release-three-players"
    width = font.size("First-release-")[0] + 2
    lines = widgets.wrap_balanced(name, font, width)
    assert len(lines) == 2 and "".join(lines) == name
    assert all(font.size(line)[0] <= width for line in lines)
    running = widgets.wrap("Ein- und Ausgang", font, font.size("Ein- und Ausgang")[0] + 2)
    assert running == ["Ein- und Ausgang"]
