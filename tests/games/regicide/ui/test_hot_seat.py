"""The hot-seat cover (ARCHITECTURE.md, view.py): with 2+ people at one screen, every hand is
hidden before each new seat's turn until that seat takes the screen; open hands never cover."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import Game, Rules
from tests.builders import game_at
from tests.ui.driver import Ui


def _two_seats(rules: Rules | None = None) -> Game:
    return game_at(2, rules=rules, enemy="JC", hands=["9D 8H 2S", "7S 6D 3C"])


def _covered_while_hidden(ui: Ui) -> bool:
    """Covered, and the viewer's cards face down (in the layout and on screen)."""
    table = ui.table
    keys = table.hand_keys()
    goals = ui.placements()
    hidden = all(goals[key].face == 0 and table.board.sprites[key].face == 0 for key in keys)
    return table.covered and hidden


def _turn_round(ui: Ui) -> list[bool]:
    """Seat 1 plays 9D and discards 8H 2S, then seat 2 plays 7S: was the table covered at the
    start of each of those turns?"""
    seen = []
    for cards in ("9D", "8H 2S", "7S"):
        seen.append(ui.table.covered)
        if ui.table.covered:
            ui.uncover()
        ui.play_by_keys(cards)
    seen.append(ui.table.covered)
    return seen


def test_the_cover_shows_before_each_new_seat_in_a_hot_seat_game(ui: Ui) -> None:
    ui.open(_two_seats())
    assert _covered_while_hidden(ui)
    seen = _turn_round(ui)
    # seat 1 starts covered; its discard is still its turn; seat 2 is covered when it comes;
    # seat 2's discard (JC attacks 10 - shield 7) is again the same turn
    assert seen == [True, False, True, False]
    assert ui.state.current == 2


def test_open_hands_never_cover(ui: Ui) -> None:
    ui.open(_two_seats(Rules(open_hands=True)))
    assert _turn_round(ui) == [False, False, False, False]
    assert ui.table.viewer == ui.state.current == 2


def test_a_solo_game_is_never_covered(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["9D 8H"]))
    assert not ui.table.covered


def test_enter_or_a_click_uncovers(ui: Ui) -> None:
    ui.open(_two_seats())
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert not ui.table.covered and not ui.misplaced()
    ui.play_by_keys("9D")
    ui.play_by_keys("8H 2S")
    assert ui.table.covered and ui.state.current == 2
    ui.click((5, 300))
    ui.settle()
    assert not ui.table.covered and ui.table.viewer == 2 and not ui.misplaced()
    assert ui.hand() == list(ui.state.hand(2))


def test_choosing_another_seat_after_a_jester_covers_for_that_seat(ui: Ui) -> None:
    ui.set_speed("normal")
    ui.open(game_at(3, enemy="JC", hands=["JKR 4D 9S", "6C 3D", "5S 7C"]))
    ui.uncover()
    ui.drag_cards("JKR", ui.table.board.layout.enemy.center)
    ui.click(ui.table.board.layout.seat_choice(2).center)
    ui.settle()
    assert ui.state.current == 2
    assert ui.table.viewer == 2 and ui.table.covered


def test_a_yield_stopped_by_the_shield_covers_for_the_next_seat(ui: Ui) -> None:
    ui.set_speed("normal")
    ui.open(game_at(2, enemy="JC", hands=["4D 9S", "6C 3D"], shield=10))
    ui.uncover()
    ui.press(pygame.K_y)
    ui.settle()
    assert ui.state.current == 2
    assert ui.table.viewer == 2 and ui.table.covered
