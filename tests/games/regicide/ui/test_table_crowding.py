"""Crowding at a small window and a big UI scale (issue 20, item 11): a count is never broken
across lines, the banner wraps evenly, and the progress caption keeps its place in the top bar
beside the game's marks."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.regicide.ui import overlays
from regicide.games.regicide.ui.layout import longest_banner
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui

SMALL_AND_BIG = [((960, 540), 200), ((1280, 720), 200), ((960, 540), 150)]


def _table(ui: Ui, size: tuple[int, int], scale: int, players: int = 4) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    hands = ["7H 9D 2S 3S 5C", "3C", "4C", "2C"][:players]
    ui.open(game_at(players, enemy="JS", hands=hands))
    ui.frames(1)
    if ui.table.covered:  # four people share the screen: the first takes it
        ui.table.uncover()
        ui.frames(1)


@pytest.mark.parametrize(("size", "scale"), SMALL_AND_BIG)
def test_the_hand_caption_keeps_its_count_whole(ui: Ui, size: tuple[int, int], scale: int) -> None:
    _table(ui, size, scale)
    lines = ui.table.board.layout.own_label_lines("Seat 1: your hand (5 of 5)")
    assert any("(5\u00a0of\u00a05)" in line for line in lines), lines


@pytest.mark.parametrize(("size", "scale"), SMALL_AND_BIG)
def test_the_banner_wraps_evenly(ui: Ui, size: tuple[int, int], scale: int) -> None:
    _table(ui, size, scale)
    lines, _ = ui.table.board.layout.banner_lines(longest_banner())
    assert len(lines) <= 2 and all(len(line.split()) > 1 for line in lines), lines


@pytest.mark.parametrize(("size", "scale"), SMALL_AND_BIG)
def test_the_progress_caption_stays_beside_a_mark(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """A stated position is marked in the top bar; the "x of 12" caption (or its short
    "x/12") keeps its place beside the mark (the crowns give way first)."""
    _table(ui, size, scale)
    ui.frames(1)
    crowns, _ = ui.table.badges[0]
    tips = [tip for _, tip in ui.table.badges]
    assert any(mark.tip in tips for mark in ui.table.marks())
    assert crowns.width > ui.ctx.frame.px(30)  # the caption "0/12" at least


@pytest.mark.parametrize(("size", "scale"), [*SMALL_AND_BIG, ((1920, 1080), 100)])
def test_the_jester_chooser_keeps_each_label_clear_of_its_number(
    ui: Ui, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen at 1280x720 200%: "②Seat 2 (you)", the label touching its number's ring on
    the left and the button's edge on the right."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    game = game_at(3, enemy="JH", hands=["3S 4S", "JKR 2H 5C", "4C 6D"], current=2)
    seats = seats_of(REGICIDE, ["human", "human", "casual"])
    ui.app.start(TableScene(ui.ctx, Session(REGICIDE, game, seats)))
    ui.settle()
    ui.uncover()
    ui.play_by_keys("JKR")  # seat 2 chooses: "Seat 2 (you)" beside "Mira"
    drawn: list[tuple[pygame.Rect, pygame.Rect]] = []  # each button and its label's ink
    blit = overlays.blit_text

    def kept(surface: pygame.Surface, image: pygame.Surface, anchor: str, at: object) -> object:
        rect = blit(surface, image, anchor, at)  # type: ignore[arg-type]
        drawn.append((rect, image.get_bounding_rect().move(rect.topleft)))
        return rect

    monkeypatch.setattr(overlays, "blit_text", kept)
    ui.frames(1)
    choices = ui.table.chooser().choices
    assert choices and len(drawn) == 2 * len(choices)
    frame = ui.ctx.frame
    for index, choice in enumerate(choices):
        (number, _ink), (_, label) = drawn[2 * index : 2 * index + 2]
        ring_right = number.centerx + max(7, frame.px(10), number.height // 2 + 1)
        assert label.left - ring_right >= frame.px(6), (choice.label, number, label)
        assert choice.rect.right - label.right >= frame.px(6), (choice.label, label)
