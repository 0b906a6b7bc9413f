"""The table's type keeps its order at every size and UI scale (issue 20, the screenshot
pass): the enemy's figures stay well above their labels, and a label that would be drawn
much smaller than its neighbours is worded shorter instead ("Takes", "3/6")."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.regicide.narrate import TEAMMATE_NAMES
from regicide.games.regicide.ui.hud import SeatInfo
from regicide.games.regicide.ui.layout import STAT_LABEL
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_enemy_figures_stay_well_above_their_labels(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    _resize(ui, size, scale)
    ui.open(game_at(enemy="JS", hands=["AC 7H"]))
    layout = ui.table.board.layout
    assert layout.stat_value_px() >= 1.5 * layout.text_px(STAT_LABEL)


def test_the_third_stat_names_the_teammate_where_it_fits_and_says_takes_where_not(
    ui: Ui,
) -> None:
    _resize(ui, (1280, 720), 100)
    table = ui.computer_must_discard()
    hud, layout = table.board.hud, table.board.layout
    assert hud.stat_titles(layout, table.board.view) == ("Attack", "Shield", "Seat 2 takes")
    _resize(ui, (960, 540), 200)
    layout = table.board.layout
    assert hud.stat_titles(layout, table.board.view) == ("Attack", "Shield", "Takes")


def test_words_are_reworded_shorter_rather_than_drawn_much_smaller(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H"]))
    hud = ui.table.board.hud
    font = ui.ctx.text.body_font(20)
    long, short = "AI · 3/6 cards · yielded", "AI · 3/6 · yielded"
    assert hud.shortest_fitting((long, short), font.size(long)[0], 20) == long
    assert hud.shortest_fitting((long, short), font.size(short)[0], 20) == short
    assert hud.shortest_fitting((long, short), 10, 20) == short  # the last: fit_label cuts it


@pytest.mark.parametrize("size", SIZES)
def test_a_computer_with_its_badge_is_not_also_labelled_ai(ui: Ui, size: tuple[int, int]) -> None:
    """Its strength badge says it is a computer (issue 33, item 3: every face is a person's);
    the plate makes room for the face at every size, and says its strength in words only where
    the badge has no room."""
    _resize(ui, size, 100)
    ui.open(game_at(3, enemy="JS", hands=["7H 9D 2S", "3S 5C 8H", "4C 4D"]))
    board = ui.table.board
    info = SeatInfo("Seat 2", 6, 6, False, False, computer=True, face="seat-2", level="Strong")
    plate = board.layout.seat_panel(2, 1)
    assert board.layout.seat_words_left(plate) > board.layout.seat_face(plate).right
    assert board.hud.seat_words(info, with_badge=True) == "6/6 cards"
    assert board.hud.seat_words(info, with_badge=False) == "Strong · 6/6 cards"


@pytest.mark.parametrize(
    ("size", "scale", "word"), [((1280, 720), 100, " (computer)"), ((960, 540), 200, "")]
)
def test_the_chooser_names_the_seat_alone_where_computer_would_be_drawn_small(
    ui: Ui, size: tuple[int, int], scale: int, word: str
) -> None:
    """R-JEST-4's buttons look alike: "Rowan" where "Rowan (computer)" would shrink the
    label, never another word ("AI") at another size (issue 33, item 9)."""
    _resize(ui, size, scale)
    game = game_at(4, enemy="QH", hands=["JKR 7H 9D", "3S 5C", "4C 4D 8H", "2C 6S"], shield=5)
    seats = seats_of(REGICIDE, ["human", "instant", "instant", "instant"])
    table = TableScene(ui.ctx, Session(REGICIDE, game, seats))
    ui.app.start(table)
    ui.settle()
    ui.play_by_keys("JKR")
    labels = table.chooser()._labels(ui.ctx.text, ui.ctx.frame)
    assert labels[0] == "Seat 1 (you)"
    assert labels[1:] == [f"{TEAMMATE_NAMES[seat]}{word}" for seat in (2, 3, 4)]
