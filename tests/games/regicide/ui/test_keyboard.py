"""The table by keyboard alone: 1–8 select, Enter plays, Y yields, F flips, Tab and the
arrows move the focus ring and Space activates it, Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z undo and
redo, Esc pauses."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import ChooseNext, FlipToken, Phase, PlayCards, Yield
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.ui.scenes.pause import PauseScene
from tests.builders import cards, game_at
from tests.ui.driver import Ui

CTRL, SHIFT = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT


def _solo(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))


def test_number_keys_toggle_the_cards_of_the_hand(ui: Ui) -> None:
    _solo(ui)
    keys = ui.table.hand_keys()
    ui.press(pygame.K_1)
    ui.press(pygame.K_3)
    assert ui.table.selection == {keys[0], keys[2]}
    ui.press(pygame.K_1)
    assert ui.table.selection == {keys[2]}
    ui.press(pygame.K_8)  # beyond the hand: nothing
    assert ui.table.selection == {keys[2]}


def test_enter_plays_the_selection(ui: Ui) -> None:
    _solo(ui)
    ui.select("3S 3C")
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert ui.game.history[-1].command == PlayCards(cards("3C 3S"))
    assert ui.state.hand(1) == cards("7H 9D 10S")


def test_enter_with_nothing_selected_explains(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_RETURN)
    assert ui.game.history == () and "Select cards" in ui.table.current_message


def test_y_yields_in_a_game_of_two(ui: Ui) -> None:
    ui.open(game_at(2, enemy="JC", hands=["9D 8H 2S", "7S 6D 3C"]))
    ui.uncover()
    ui.press(pygame.K_y)
    ui.settle()
    assert ui.game.history[-1].command == Yield()
    assert (ui.state.phase, ui.state.damage_due, ui.state.current) == (Phase.SUFFER, 10, 1)


def test_y_in_a_solo_game_is_refused(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_y)
    assert ui.game.history == () and ui.table.current_message == "A solo player may not yield."


def test_f_flips_a_jester_token_in_a_solo_game(ui: Ui) -> None:
    _solo(ui)
    tavern = ui.state.tavern
    ui.flip_token()
    assert ui.game.history[-1].command == FlipToken()
    assert ui.state.tokens_used == 1 and set(ui.state.hand(1)) == set(tavern[:8])


def test_tab_and_arrows_walk_the_focus_ring(ui: Ui) -> None:
    _solo(ui)
    focus = ui.table
    ui.press(pygame.K_TAB)
    assert focus.keys.focus.index == 0 and _label(ui) == "card 3C"
    ui.press(pygame.K_RIGHT)
    ui.press(pygame.K_DOWN)
    assert _label(ui) == "card 7H"
    ui.press(pygame.K_LEFT)
    assert _label(ui) == "card 3S"
    ui.press(pygame.K_TAB, SHIFT)
    ui.press(pygame.K_UP)
    assert focus.keys.focus.index == len(focus.focusables()) - 1
    labels = [item.label for item in focus.focusables()]
    assert labels[5:] == ["token", "Play", "Flip token", "Menu", "Log", "Redo", "Undo", "Hint"]


def test_space_activates_the_focused_card_then_the_play_button(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_TAB)
    ui.press(pygame.K_RIGHT)  # 3S
    ui.press(pygame.K_SPACE)
    ui.settle()
    assert ui.table.selected_cards() == cards("3S")
    _focus(ui, "Play")
    ui.press(pygame.K_SPACE)
    ui.settle()
    assert ui.game.history[-1].command == PlayCards(cards("3S"))


def test_space_on_the_focused_token_flips_it(ui: Ui) -> None:
    _solo(ui)
    _focus(ui, "token")
    ui.press(pygame.K_SPACE)
    ui.answer("Spend the token")
    ui.settle()
    assert ui.game.history[-1].command == FlipToken()


def test_ctrl_z_undoes_and_ctrl_y_and_ctrl_shift_z_redo(ui: Ui) -> None:
    _solo(ui)
    start = ui.state
    ui.play_by_keys("10S")  # shield 10 stops JC's attack: no discard
    first = ui.state
    ui.play_by_keys("3S 3C")
    second = ui.state
    assert len(ui.game.history) == 2

    _history_key(ui, pygame.K_z, CTRL)
    assert ui.state == first and len(ui.game.history) == 1
    _history_key(ui, pygame.K_y, CTRL)
    assert ui.state == second and len(ui.game.history) == 2
    _history_key(ui, pygame.K_z, CTRL)
    _history_key(ui, pygame.K_z, CTRL)
    assert ui.state == start and ui.game.history == ()
    _history_key(ui, pygame.K_z, CTRL | SHIFT)
    assert ui.state == first and len(ui.game.history) == 1
    assert not ui.misplaced()


def _history_key(ui: Ui, key: int, mod: int) -> None:
    ui.press(key, mod)
    ui.settle()


def _jester_played(ui: Ui) -> None:
    ui.open(game_at(3, enemy="JC", hands=["JKR 4D 9S", "6C 3D", "5S 7C"]))
    ui.uncover()
    ui.play_by_keys("JKR")
    assert ui.state.phase is Phase.CHOOSE_NEXT


def test_after_a_jester_a_number_key_names_the_next_seat(ui: Ui) -> None:
    _jester_played(ui)
    ui.press(pygame.K_RETURN)
    assert ui.table.current_message == "Choose the next seat: click it or press its number."
    ui.press(pygame.K_4)  # there is no seat 4
    assert ui.state.phase is Phase.CHOOSE_NEXT
    ui.press(pygame.K_1)
    ui.settle()
    assert ui.game.history[-1].command == ChooseNext(1)
    assert ui.state.phase is Phase.PLAY and ui.state.current == 1


def test_after_a_jester_tab_reaches_the_seats_and_space_chooses(ui: Ui) -> None:
    _jester_played(ui)
    _focus(ui, "seat 1")
    ui.press(pygame.K_SPACE)
    ui.settle()
    assert ui.game.history[-1].command == ChooseNext(1)


def test_escape_pauses_and_escape_resumes(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.press(pygame.K_1)  # keys go to the menu now, not to the hand
    assert ui.table.selection == set()
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TableScene)
    ui.press(pygame.K_1)
    assert len(ui.table.selection) == 1


def test_a_key_during_an_animation_only_finishes_it(ui: Ui) -> None:
    _solo(ui)
    ui.set_speed("normal")
    ui.select("10S")
    ui.press(pygame.K_RETURN)
    assert ui.table.animating
    ui.press(pygame.K_1)
    assert not ui.table.animating and ui.table.selection == set()
    ui.settle()
    assert not ui.misplaced()


def _label(ui: Ui) -> str:
    focused = ui.table.focused()
    assert focused is not None
    return focused.label


def _focus(ui: Ui, label: str) -> None:
    """Tab until `label` has the focus."""
    for _ in range(len(ui.table.focusables())):
        ui.press(pygame.K_TAB)
        if _label(ui) == label:
            return
    raise AssertionError(f"Tab never reached {label!r}")


def test_cards_that_cannot_join_the_selection_are_shaded(ui: Ui) -> None:
    """With 2♥ chosen, only the other Twos and the Ace can join it (R-PLAY-2/3)."""
    ui.open(game_at(enemy="JC", hands=["AC 2H 2S 2D 7H 9D"]))
    ui.select("2H")
    ui.step()
    sprites = ui.table.board.sprites
    shaded = {str(key[0]) for key in ui.table.hand_keys() if sprites[key].dim}
    assert shaded == {"7H", "9D"}
    ui.select("2H")  # nothing chosen: nothing shaded
    ui.step()
    assert not any(sprites[key].dim for key in ui.table.hand_keys())


def test_no_card_is_shaded_while_discarding(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["AC 2H 2S 2D 7H 9D"]))
    ui.play_by_keys("7H")
    ui.select("2H")
    ui.step()
    assert not any(ui.table.board.sprites[key].dim for key in ui.table.hand_keys())
