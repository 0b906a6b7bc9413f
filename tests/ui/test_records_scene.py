"""The Records scene, driven by real events: medals and numbers from the archive, the games
list opening replays, the daily page, unreadable files named and left alone; and a game
finished at the table lands in the archive."""

from __future__ import annotations

import copy
import itertools
import json
from datetime import date
from pathlib import Path

import pygame
import pytest

from regicide.games.protocol import GameDef
from regicide.games.regicide.narrate import game_columns
from regicide.games.regicide.records import medal_of
from regicide.games.regicide.ui.scenes.records import (
    LIST_END,
    RecordsScene,
    unmedalled_words,
)
from regicide.games.registry import BAISCH, GAMES, game_named
from regicide.i18n import _, long_day, use_language
from regicide.store.archive import archived_files, games_dir
from regicide.store.records import read_archive
from regicide.store.saves import game_text
from regicide.ui.charts import Bar, ChartInk, draw_bars
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import CELL, HEAD
from regicide.ui.scenes.standings import (
    DETAIL_WIDTH,
    REASON,
    RESULT,
    SUMMARY_TEXT,
    SUMMARY_WIDTH,
    StandingsScene,
    problem_places,
)
from regicide.ui.widgets import line_height, wrap_parts
from tests.archive_samples import LAST_KING, fill, sample_archive, won_record
from tests.builders import game_at
from tests.games.claim.claim_builders import random_game
from tests.toy.higher_card import GAME as TOY
from tests.ui.driver import Ui


def _open_records(ui: Ui) -> RecordsScene:
    ui.to_title()
    ui.click_button("Records")
    scene = ui.top
    assert isinstance(scene, RecordsScene)
    return scene


def _open_page(ui: Ui, game: GameDef, language: str | None = None) -> StandingsScene:
    """Records, then the tab of `game` (not Regicide: its page is the shell's standings),
    read in `language` when given (the title's buttons are found in English)."""
    records = _open_records(ui)
    if language is not None:
        assert use_language(language) is None
    ui.frames(1)
    ui.click_button_of(records.tabs, game.title)
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, StandingsScene) and scene.game.name == game.name
    return scene


def test_summary_counts_the_archive(ui: Ui, home: Path) -> None:
    sample_archive(games_dir())
    scene = _open_records(ui)
    stats = scene.stats
    assert stats is not None
    assert stats.medals == {"gold": 2, "silver": 2, "bronze": 1}
    assert stats.games == 11 and stats.assisted == 1  # the assisted win counts apart
    assert scene.archive.unreadable[0].file == "zz-broken.yaml"
    ui.frames(2)  # draws without error


def test_the_wins_without_a_medal_are_counted_in_the_language_s_plural(ui: Ui, home: Path) -> None:
    """Read in French (issue 35): "Victoires sans médaille (non comptées) : 1 assistées", a
    plural after one; the count takes the language's plural form."""
    sample_archive(games_dir())
    stats = _open_records(ui).stats
    assert stats is not None and stats.assisted_wins == 1
    use_language("fr")
    assert (
        unmedalled_words(stats) == "Victoires sans médaille (non comptées)\u00a0: 1\u00a0assistée"
    )
    use_language("es")  # at 200% it wrapped "(no cuentan): 1 / con ayuda": kept whole
    assert unmedalled_words(stats).endswith(": 1\u00a0con\u00a0ayuda")


def test_the_games_list_watches_a_replay_and_names_a_bad_file(ui: Ui, home: Path) -> None:
    sample_archive(games_dir())
    before = {path.name: path.read_bytes() for path in games_dir().iterdir()}
    scene = _open_records(ui)
    ui.press(pygame.K_2)
    assert scene.page == 1
    ui.press(pygame.K_END)
    row = scene.row
    assert row is not None and row.problem and "version" in row.problem
    ui.press(pygame.K_RETURN)
    assert ui.top is scene and scene.feedback  # the reason, not a replay
    ui.press(pygame.K_HOME)
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, ReplayScene)
    ui.press(pygame.K_ESCAPE)
    assert {path.name: path.read_bytes() for path in games_dir().iterdir()} == before


def test_the_daily_page_lists_daily_deals_newest_first(ui: Ui, home: Path) -> None:
    sample_archive(games_dir())
    scene = _open_records(ui)
    ui.press(pygame.K_3)
    days = [long_day(date(2026, 11, 23)), long_day(date(2026, 11, 22))]
    assert [row.cells[0] for row in scene.rows()] == days
    ui.frames(1)


def test_an_empty_archive_shows_the_way_to_a_first_medal(ui: Ui, home: Path) -> None:
    scene = _open_records(ui)
    assert scene.stats is not None and scene.stats.games == 0
    ui.frames(1)
    ui.press(pygame.K_ESCAPE)
    assert not isinstance(ui.top, RecordsScene)


def test_a_game_won_at_the_table_is_archived_once(ui: Ui, home: Path) -> None:
    """Won from a stated position: kept and counted as a win, but it earns no medal (the
    engine's Gold is recorded as a fact, not counted)."""
    ui.open(game_at(**LAST_KING))
    ui.play_by_keys("2C")
    ui.settle()
    (path,) = archived_files(games_dir())
    (game,) = read_archive(games_dir()).games
    assert game.file == path.name and game.won and game.origin == "position"
    assert game.details["medal"] == "gold" and medal_of(game) is None


def test_every_medal_on_the_summary_has_a_tooltip(ui: Ui, home: Path) -> None:
    sample_archive(games_dir())
    scene = _open_records(ui)
    ui.frames(1)
    words = [text for _, text in scene.tips]
    assert words[:3] == [
        "Gold: a solo win with no Jester token used: won 2 times",
        "Silver: a solo win with one Jester token used: won 2 times",
        "Bronze: a solo win with both Jester tokens used: won 1 time",
    ]
    assert words[3].endswith("(the newest)") and len(words) == 3 + 5
    for rect, text in scene.tips:
        ui.step(
            [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))]
        )
        assert next(tip for spot, tip in scene.tips if spot.collidepoint(scene.mouse)) == text


def test_an_assisted_win_says_assisted_once_in_its_row(home: Path) -> None:
    fill(games_dir(), [won_record(0, assisted=True)])
    (game,) = read_archive(games_dir()).games
    assert game_columns(game)[2:] == ("Won", "assisted")


def test_the_page_shown_has_its_tab_marked(ui: Ui, home: Path) -> None:
    sample_archive(games_dir())
    scene = _open_records(ui)
    accent = pygame.Color(*ui.ctx.theme.colors.accent)
    for page in (0, 2):
        ui.press(pygame.K_1 + page)
        ui.frames(1)
        tabs = [button.rect for button in scene.laid_out()[:3]]
        under = [(tab.centerx, tab.bottom + ui.ctx.frame.px(6)) for tab in tabs]
        marked = [ui.ctx.window.surface.get_at(spot) == accent for spot in under]
        assert marked == [index == page for index in range(3)]


def test_a_few_bars_stay_slim_and_rise_from_zero(ui: Ui) -> None:
    surface = pygame.Surface((600, 200))
    ink = ChartInk(ui.ctx.text, (200, 200, 200), (90, 90, 90), 13)
    bars = [Bar(9 / 12, (255, 0, 0), "9"), Bar(12 / 12, (255, 0, 0), "12")]
    draw_bars(surface, surface.get_rect(), bars, ink, [(4 / 12, "4")])
    red = [x for x in range(600) if surface.get_at((x, 150))[:3] == (255, 0, 0)]
    assert 0 < len(red) <= 2 * 13 * 3  # two slim bars, not two blobs filling the chart
    tall = [y for y in range(200) if surface.get_at((red[-1], y))[:3] == (255, 0, 0)]
    short = [y for y in range(200) if surface.get_at((red[0], y))[:3] == (255, 0, 0)]
    assert len(short) / len(tall) == pytest.approx(9 / 12, abs=0.05)  # from a zero baseline


def test_the_guides_labels_keep_a_margin_of_their_own_left_of_the_bars(ui: Ui) -> None:
    """A guide's number is never drawn under a bar (the last games' chart at 200%)."""
    surface = pygame.Surface((600, 200))
    ink = ChartInk(ui.ctx.text, (200, 200, 200), (90, 90, 90), 26)
    bars = [Bar(1.0, (255, 0, 0), "12")] * 12
    draw_bars(surface, surface.get_rect(), bars, ink, [(8 / 12, "8"), (1.0, "12")])
    label_width = ui.ctx.text.body("12", 26, (0, 0, 0)).get_width()
    red = [x for x in range(600) if surface.get_at((x, 100))[:3] == (255, 0, 0)]
    assert min(red) > label_width


def test_the_game_tabs_mark_this_game_s_page_as_the_page_tabs_do(ui: Ui, home: Path) -> None:
    """The page's own game tab is drawn like the others (not faded: it is not unavailable),
    with the accent bar under it."""
    scene = _open_records(ui)
    ui.frames(1)
    accent = pygame.Color(*ui.ctx.theme.colors.accent)
    tabs = scene.tabs.buttons()
    assert all(tab.enabled for tab in tabs)
    under = [(tab.rect.centerx, tab.rect.bottom + ui.ctx.frame.px(6)) for tab in tabs]
    marked = [ui.ctx.window.surface.get_at(spot) == accent for spot in under]
    assert marked == [True, False, False]


@pytest.mark.parametrize("scale", [100, 200])
def test_another_game_s_page_keeps_its_lines_apart_at_every_scale(
    ui: Ui, home: Path, scale: int
) -> None:
    """Claim's page (the shell's standings) at 960x540: each line of its statistics under the
    last, however big the UI scale draws them, and the list under them all; with nothing to
    replay or continue the focus rests on a button that does something."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    claim = game_named("claim")
    fill(games_dir(), [game_text(claim, random_game(3))])
    page = StandingsScene(ui.ctx, claim)
    ui.app.start(page)
    ui.frames(3)
    rows = page.summary_rows()
    assert len(rows) == len(page.lines) >= 2
    step = line_height(ui.ctx.text, ui.ctx.frame, SUMMARY_TEXT)
    for (top, height, _words), (below, _h, _w) in itertools.pairwise(rows):
        assert height >= step - 0.5 and below >= top + height
    assert page._list_top() > rows[-1][0] + rows[-1][1]
    focused = page.laid_out()[page.focus.index or 0]
    assert focused.enabled


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_a_statistic_s_label_and_figure_stay_on_one_line(ui: Ui, home: Path, code: str) -> None:
    """Read in German at 1280x720 200% (issue 35): Baisch's page broke "ausgeschieden:" at
    a line's end from its "0" on the next; a label keeps its figure on its line."""
    assert use_language(code) is None
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))])
    page = StandingsScene(ui.ctx, game_named("baisch"))
    ui.app.start(page)
    ui.frames(2)
    lines = [
        line for words in page.lines for line in page.wrapped(words, SUMMARY_TEXT, SUMMARY_WIDTH)
    ]
    assert not [line for line in lines if line.rstrip().endswith(":")], lines


@pytest.mark.parametrize(("size", "scale"), [((960, 540), 200), ((1280, 720), 100)])
@pytest.mark.parametrize("extra", [1, 4])
def test_the_game_tabs_fit_any_number_of_games_left_of_the_title(
    ui: Ui, home: Path, size: tuple[int, int], scale: int, extra: int
) -> None:
    """A fourth game's tab (and a seventh's) never covers the page's title: the tabs share
    the room left of it, apart, inside the panel."""
    toys = [copy.copy(TOY) for _ in range(extra)]
    for number, toy in enumerate(toys, start=1):
        toy.title = f"Toy game {number}"  # type: ignore[misc]
    GAMES.extend(toys)
    try:
        ui.ctx.update_settings(ui_scale=scale)
        ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
        for scene in (_open_records(ui), StandingsScene(ui.ctx, game_named("claim"))):
            ui.app.start(scene)
            heading = ui.ctx.text.title(scene.tabs.heading(), ui.ctx.frame.px(40), (0, 0, 0))
            title_left = ui.ctx.frame.point(640, 0)[0] - heading.get_width() / 2
            tabs = [tab.rect for tab in scene.tabs.buttons()]
            assert len(tabs) == len(GAMES)
            assert tabs[-1].right < title_left
            assert all(a.right < b.left for a, b in itertools.pairwise(tabs))
            assert tabs[0].left >= ui.ctx.frame.rect(40, 20, 1200, 680).left
    finally:
        for toy in toys:
            GAMES.remove(toy)


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 200), ((960, 540), 200), ((1920, 1080), 100)]
)
@pytest.mark.parametrize("language", ["en", "de"])
def test_an_unreadable_file_s_reason_has_its_room_in_the_row(
    ui: Ui, home: Path, size: tuple[int, int], scale: int, language: str
) -> None:
    """At 1280x720 200% the reason sat in the marks column, a sliver at the row's right edge
    ("v…"): it now takes all the room after "could not be read", to the row's end, never
    over the words before it."""
    sample_archive(games_dir())
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    scene = _open_records(ui)
    use_language(language)
    ui.press(pygame.K_2)
    (row,) = [row for row in scene.rows() if row.problem]
    places = {
        place.index: place for place in problem_places(scene._columns(), row.cells, scene._look)
    }
    said, reason = places[RESULT], places[REASON]
    assert said.left + scene._look.width(row.cells[RESULT], CELL, bold=True) < reason.left
    assert reason.left + reason.width <= LIST_END
    assert reason.width >= 300
    ui.frames(2)


def _broken_baisch_beside_a_game() -> None:
    """Baisch's deal 5 kept unfinished, a broken Baisch record beside it (a move giving to
    no one), and a file that names no game."""
    record = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    record.pop("events", None)
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2026-11-23_150000.json").write_text(json.dumps(record), "utf-8")
    broken = json.dumps({**record, "moves": ["give nobody"]})
    (folder / "2026-11-23_160000.json").write_text(broken, "utf-8")
    (folder / "zz-not-a-record.yaml").write_text("a: [1, 2\n", "utf-8")


def test_a_broken_baisch_record_is_a_row_of_baisch_s_records_that_plays_nothing(
    ui: Ui, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen in German at 960x540 200%: a broken Baisch record was listed on Regicide's
    Records only, and Baisch's said "no game yet". It is a row of Baisch's page, in its
    danger colour, chosen with the keys; its reason is told whole under the list, Enter and
    Continue do nothing on it (Enter's refusal on one line, clear of the buttons); the file
    that names no game stays on Regicide's page."""
    _broken_baisch_beside_a_game()
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    regicide = _open_records(ui)
    ui.frames(1)
    assert [bad.file for bad in regicide.archive.unreadable_of(regicide.tabs.game)] == [
        "zz-not-a-record.yaml"
    ]
    lines: list[str] = []
    page = _open_page(ui, BAISCH, "de")
    monkeypatch.setattr(page, "line", lambda _surface, words, *_a, **_k: lines.append(words))
    _game, bad = page.rows()
    assert page.games and bad[:3] == ("2026-11-23_160000.json", "", _("could not be read"))
    ui.press(pygame.K_DOWN)
    assert page.row is None and "warlord)" in page.problem
    watch, go_on, _back = page.laid_out()
    assert not watch.enabled and not go_on.enabled and watch.reason == page.problem
    ui.press(pygame.K_RETURN)
    ui.press(pygame.K_c)
    assert ui.top is page
    ui.frames(1)  # Enter said the reason over the buttons, on three lines across them
    surface, danger = ui.ctx.window.surface, ui.ctx.theme.colors.danger[:3]
    spots = [
        (x, y)
        for button in page.laid_out()
        for x in range(button.rect.left, button.rect.right, 2)
        for y in range(button.rect.top, button.rect.bottom, 2)
    ]
    assert page.feedback == page.problem
    assert not [spot for spot in spots if surface.get_at(spot)[:3] == danger]
    words = page.detail_words()
    assert page.problem in words
    font = ui.ctx.text.body_font(ui.ctx.frame.px(HEAD))
    assert len(wrap_parts(words, font, ui.ctx.frame.px(DETAIL_WIDTH))) <= page._laid_out()[1]
    assert page.rows_shown() >= 2  # the game and the file, both in sight
    ui.frames(1)
    assert not [words for words in lines if "Baisch" in words and "Noch" in words], lines
    use_language("en")


def test_baisch_s_page_with_only_a_broken_record_lists_it_and_no_empty_note(
    ui: Ui, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No Baisch game was read, one file says it is one: the page shows that file's row,
    not "No games of Baisch yet"."""
    _broken_baisch_beside_a_game()
    (games_dir() / "2026-11-23_150000.json").unlink()
    page = _open_page(ui, BAISCH)
    lines: list[str] = []
    monkeypatch.setattr(page, "line", lambda _surface, words, *_a, **_k: lines.append(words))
    ui.frames(1)
    assert not page.games and [cells[0] for cells in page.rows()] == ["2026-11-23_160000.json"]
    assert lines and not [words for words in lines if "yet" in words], lines


def _focused(scene: RecordsScene | StandingsScene) -> str | None:
    """The label of the button the keyboard focus is on, None when the list's row holds it;
    a disabled button never holds it."""
    buttons = scene.laid_out()
    index = scene.focus.index
    if index is None:
        return None
    assert buttons[index].enabled, f"the focus stays on the disabled {buttons[index].label}"
    return buttons[index].label


def test_moving_onto_an_unreadable_file_s_row_takes_the_focus_off_watch(ui: Ui, home: Path) -> None:
    """Down from a game's row onto an unreadable file's row kept the focus on the disabled
    Watch replay (Regicide's games list and another game's page alike): the row holds it
    there (Enter says the file's reason, the page stays), and Watch takes it back on a game."""
    sample_archive(games_dir())
    _broken_baisch_beside_a_game()
    scene = _open_records(ui)
    ui.press(pygame.K_2)
    assert _focused(scene) == "Watch replay"
    ui.press(pygame.K_END)
    assert scene.row is not None and scene.row.problem
    assert _focused(scene) is None
    ui.press(pygame.K_RETURN)
    assert ui.top is scene and scene.feedback == scene.row.problem
    ui.press(pygame.K_HOME)
    assert _focused(scene) == "Watch replay"
    page = _open_page(ui, BAISCH)
    assert _focused(page) == "Watch replay"
    ui.press(pygame.K_DOWN)
    assert page.row is None and page.problem
    assert _focused(page) is None
    ui.press(pygame.K_TAB)
    assert _focused(page) == "Back"  # Tab still reaches what is usable
    ui.press(pygame.K_UP)
    assert _focused(page) == "Back"  # a usable button keeps the focus


@pytest.mark.parametrize("name", ["claim", "baisch"])
def test_a_game_never_played_has_its_page_say_so_without_a_row_of_zeros(
    ui: Ui, home: Path, name: str
) -> None:
    """Baisch's page with no game said "Games: 0 won 0 lost 0" and "average game: 0.0 turns"
    over "No games of Baisch yet": now only that, as Regicide's page says it."""
    page = StandingsScene(ui.ctx, game_named(name))
    ui.app.start(page)
    ui.frames(3)
    assert page.reading is None  # the archive was read
    assert page.lines == [] and page._summary() == [""]
