"""The other seats sit round the table (issue 20, item 15): the next seat on the viewer's
left, nearest the viewer, and on round, the last before the viewer on the right, each with
its face, its name and a small fan of its cards; never over the piles, the banner, the side
panel or each other, and never at the cost of the side panel's words (every seat sits on the
left where the right column has no room for one)."""

from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui import layout as layout_module
from regicide.games.regicide.ui.lanes import table_band
from regicide.games.regicide.ui.layout import Zone, card_keys
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 125, 150, 175, 200]


def _table(ui: Ui, size: tuple[int, int], scale: int, players: int) -> TableScene:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    seats = seats_of(REGICIDE, ["human"] + ["strong"] * (players - 1))
    table = TableScene(ui.ctx, Session(REGICIDE, Game.new(players, seed=5), seats))
    ui.app.start(table)
    ui.settle()
    table.computers.cancel()
    return table


def test_four_seats_sit_left_across_and_right_in_turn_order(ui: Ui) -> None:
    layout = _table(ui, (1280, 720), 100, 4).board.layout
    assert layout.seat_sides(1) == ([2, 3], [4])
    assert layout.seat_sides(3) == ([4, 1], [2])  # hot seat: round from whoever faces it
    nearest, further, right = (layout.seat_panel(seat, 1) for seat in (2, 3, 4))
    assert nearest.top > further.bottom  # the next seat sits nearest the viewer's hand
    assert right.left > layout.table_area.centerx > nearest.right


def test_a_replay_measured_first_leaves_the_table_its_right_seat(ui: Ui) -> None:
    """The layout's remembered measures tell a replay's layout (every seat on the left) from
    the table's: a replay measured first once left a 4-seat table with no seat on the right."""
    layout = _table(ui, (1280, 720), 100, 4).board.layout
    layout_module._MEASURED.clear()
    assert dataclasses.replace(layout, seats_right=False).seat_sides(1) == ([2, 3, 4], [])
    assert layout.seat_sides(1) == ([2, 3], [4])


def test_three_seats_sit_on_either_side(ui: Ui) -> None:
    layout = _table(ui, (960, 540), 100, 3).board.layout
    assert layout.seat_sides(1) == ([2], [3])
    assert layout.seat_panel(2, 1).right < layout.seat_panel(3, 1).left


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seats_keep_clear_of_everything_and_the_side_panel_keeps_its_words(
    ui: Ui, size: tuple[int, int], scale: int, players: int
) -> None:
    table = _table(ui, size, scale, players)
    layout = table.board.layout
    plates = [layout.seat_panel(seat, 1) for seat in range(2, players + 1)]
    for one, other in itertools.combinations(plates, 2):
        assert not one.colliderect(other)
    title, lines = table.preview()
    labels = [button.label for button in table.action_buttons()]
    panel = table._chrome().preview_panel(title, lines, labels)
    assert panel.whole, (size, scale)
    captions = [
        layout.pile_caption_spot(pile, f"{name} · 40")
        for pile, name in ((layout.tavern, "Tavern"), (layout.discard, "Discard"))
    ]
    furniture = [panel.rect, layout.banner, layout.own_label(), *captions]
    furniture += [layout.tavern, layout.discard, layout.castle, layout.enemy_panel]
    for plate in plates:
        assert layout.frame.rect(0, 0, 1280, 720).contains(plate)
        assert plate.collidelist(furniture) == -1, (plate, size, scale)


@pytest.mark.parametrize(("size", "scale"), [((960, 540), 100), ((1920, 1080), 200)])
def test_each_seat_shows_its_face_and_its_cards_fan_inside_its_plate(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    table = _table(ui, size, scale, 4)
    layout, state = table.board.layout, table.state
    keys = card_keys(state)
    for seat in (2, 3, 4):
        plate = layout.seat_panel(seat, 1)
        face = layout.seat_face(plate)
        assert plate.contains(face) and face.height >= plate.height * 3 // 4
        backs = [
            place for key, place in ui.placements().items() if keys[key][:2] == (Zone.HAND, seat)
        ]
        assert len(backs) == len(state.hand(seat))
        assert all(face.right < back.x - back.width / 2 for back in backs)
        assert max(back.x + back.width / 2 for back in backs) <= plate.right


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_seat_chooser_keeps_its_words_beside_the_seats(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """R-JEST-4's chooser (four buttons, and what two computers would like) stays whole."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    game = game_at(4, enemy="JC", hands=["JKR 7H 9D", "3S 5C", "4C 4D 8H", "2C 6S"])
    seats = seats_of(REGICIDE, ["human", "instant", "instant", "instant"])
    table = TableScene(ui.ctx, Session(REGICIDE, game, seats))
    ui.app.start(table)
    ui.settle()
    ui.play_by_keys("JKR")
    ui.settle()
    title, lines = table.preview()
    below = ui.ctx.frame.px(table.board.layout.chooser_room())
    panel = table._chrome().preview_panel(title, lines, [], below)
    assert panel.whole, (lines, panel.rows)
    for seat in (2, 3, 4):
        assert not table.board.layout.seat_panel(seat, 1).colliderect(panel.rect)


@pytest.mark.parametrize(("seat", "side"), [(2, "left"), (4, "right")])
def test_words_about_a_seat_float_on_its_side_of_the_table(ui: Ui, seat: int, side: str) -> None:
    """R-SUF-1: after a computer seat's play the enemy strikes it, and "Seat 4 takes 10
    damage" shows on the right of the table, where Seat 4 sits; Seat 2's on the left."""
    ui.ctx.update_settings(ui_scale=100)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))])
    hands = ["7H 9D 2S", "3S 5C 4H", "4C 4D 3H", "2C 3D 2H"]
    game = game_at(4, enemy="KS", hands=hands, current=seat)
    seats = seats_of(REGICIDE, ["human", "instant", "instant", "instant"])
    table = TableScene(ui.ctx, Session(REGICIDE, game, seats))
    ui.app.start(table)
    band = table_band(table.board.layout)
    words: set[tuple[int, int, int, int]] = set()
    for _ in range(900):
        ui.step()
        words |= {tuple(b.rect) for b in table.board.lanes.bookings if b.rect.top >= band.top}
        if table.state.current != seat and not table.board.busy:
            break
    assert words  # the enemy's strike on that seat was said
    for left, _, width, _ in words:
        middle = left + width / 2
        assert (middle < band.centerx) if side == "left" else (middle > band.centerx)
