"""Undo and redo from the table (ARCHITECTURE.md "Undo, honesty and records"): exact states,
assisted after undoing hidden information, redo replays the recorded events."""

from __future__ import annotations

import pygame

from tests.builders import game_at
from tests.ui.driver import Ui


def test_undo_button_returns_to_the_exact_state_before_the_play(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    before = ui.state
    ui.play_by_keys("3S 3C")
    assert ui.state != before
    ui.click_button("Undo")
    ui.settle()
    assert ui.state == before and ui.game.history == ()
    assert not ui.game.assisted  # nothing hidden was shown
    assert ui.table.selection == set() and not ui.misplaced()


def test_undoing_a_draw_marks_the_game_assisted(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    before = ui.state
    ui.play_by_keys("9D")  # Diamonds draw from the tavern: hidden cards seen
    assert len(ui.state.hand(1)) == 8
    ui.click_button("Undo")
    ui.settle()
    assert ui.state == before and ui.game.assisted


def test_redo_reapplies_the_same_events(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("9D")
    played, events = ui.state, ui.game.history[-1].events
    ui.click_button("Undo")
    ui.settle()
    ui.click_button("Redo")
    ui.settle()
    assert ui.state == played and ui.game.history[-1].events == events
    assert not ui.misplaced()


def test_the_undo_and_redo_buttons_are_disabled_with_nothing_to_do(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D"]))
    assert not ui.button("Undo").enabled and not ui.button("Redo").enabled
    ui.click_button("Undo")
    assert ui.table.tooltip() == "Nothing to undo." and ui.table.current_message == ""
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    assert ui.table.current_message == "Nothing to undo."
    ui.press(pygame.K_y, pygame.KMOD_CTRL)
    assert ui.table.current_message == "Nothing to redo."


def test_a_new_play_after_undo_clears_redo(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    ui.click_button("Undo")
    ui.settle()
    ui.play_by_keys("3S 3C")
    assert not ui.game.can_redo and not ui.button("Redo").enabled


def test_undo_back_to_the_previous_seat_covers_for_it(ui: Ui) -> None:
    """Hot seat: stepping back into seat 1's turn hides seat 2's hand again."""
    ui.open(game_at(2, enemy="JC", hands=["9D 8H 2S", "7S 6D 3C"], tavern=""))
    ui.uncover()
    ui.play_by_keys("9D")
    ui.play_by_keys("8H 2S")
    assert ui.state.current == 2 and ui.table.covered
    ui.uncover()
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    ui.settle()
    assert ui.state.current == 1 and ui.table.viewer == 1 and ui.table.covered
    ui.uncover()
    assert ui.hand() == list(ui.state.hand(1)) and not ui.misplaced()
