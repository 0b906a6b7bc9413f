"""Drag and drop (ARCHITECTURE.md "How a play flows"; after the Arcade solitaire tutorial):
a drop on the enemy plays, a refused drop snaps back, a drop elsewhere changes nothing, and
in the suffer step the discard pile takes the cards."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import Discard, Phase, PlayCards, can_play
from regicide.games.regicide.narrate import Tone, refusal_words
from regicide.games.regicide.ui.scenes.table import TableScene
from tests.builders import cards, game_at
from tests.ui.driver import Ui, motion_event, mouse_event


def _solo(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))


def test_a_legal_drag_onto_the_enemy_plays_the_cards(ui: Ui) -> None:
    _solo(ui)
    ui.drag_cards("3S 3C", ui.table.board.layout.enemy.center)
    assert ui.game.history[-1].command == PlayCards(cards("3C 3S"))
    assert ui.state.table == (cards("3C 3S"),)
    assert (ui.state.damage, ui.state.shield) == (6, 6)  # Clubs blocked by JC, Spades shield
    assert ui.table.selection == set() and not ui.misplaced()


def test_a_drag_onto_the_enemy_glows_while_legal(ui: Ui) -> None:
    """While a legal play hovers over the enemy, the enemy glows at full strength."""
    _solo(ui)
    table, enemy = ui.table, ui.table.board.layout.enemy.center
    start = ui.card_center("10S")
    ui.step([_down(start)])
    ui.step([_move(start, enemy)])
    assert table.drag.drag is not None and table.drag_problem() is None
    assert table.board.sprites[ui.key_of("10S")].x == enemy[0]
    assert table.board.sprites[ui.key_of("JC")].glow == 1.0


def test_an_illegal_drag_is_refused_with_the_engines_reason(ui: Ui) -> None:
    _solo(ui)
    before, history = ui.state, ui.game.history
    reason = can_play(before, cards("7H 9D"))
    assert reason is not None
    ui.drag_cards("7H 9D", ui.table.board.layout.enemy.center)
    assert ui.state is before and ui.game.history == history
    shown = refusal_words(reason)
    assert shown == str(reason).replace("7H 9D", "7♥ 9♦")
    assert ui.preview()[1] == [(shown, Tone.DANGER)]  # said once, in the preview panel
    assert ui.table.current_message == ""
    assert ui.table.selected_cards() == cards("7H 9D")  # still chosen, back in the hand
    assert not ui.misplaced()


def test_a_drag_released_away_from_the_enemy_snaps_back(ui: Ui) -> None:
    _solo(ui)
    before, history = ui.state, ui.game.history
    start = ui.card_center("10S")
    ui.drag(start, (640, 300))
    ui.settle()
    assert ui.state is before and ui.game.history == history
    assert ui.table.current_message == ""
    assert ui.card_center("10S") == start and not ui.misplaced()


def test_a_short_press_and_release_selects_instead_of_dragging(ui: Ui) -> None:
    _solo(ui)
    start = ui.card_center("9D")
    ui.drag(start, (start[0] + 4, start[1] - 3), steps=2)  # under the drag threshold
    ui.settle()
    assert ui.table.selected_cards() == cards("9D") and ui.game.history == ()


def test_dragging_cards_onto_the_discard_pile_suffers_the_damage(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["2H 9D 3S 10S"]))
    ui.play_by_keys("2H")
    assert (ui.state.phase, ui.state.damage_due) == (Phase.SUFFER, 10)
    ui.drag_cards("10S", ui.table.board.layout.discard.center)
    assert ui.game.history[-1].command == Discard(cards("10S"))
    assert ui.state.phase is Phase.PLAY and ui.state.discard[-1] == cards("10S")[0]
    assert not ui.misplaced()


def test_too_little_dropped_on_the_discard_pile_is_refused(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["2H 9D 3S 10S"]))
    ui.play_by_keys("2H")
    before = ui.state
    ui.drag_cards("3S", ui.table.board.layout.discard.center)
    assert ui.state is before and ui.table.current_message
    assert "10" in ui.table.current_message
    assert not ui.misplaced()


def test_in_the_suffer_step_the_enemy_is_no_drop_target(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["2H 9D 3S 10S"]))
    ui.play_by_keys("2H")
    before = ui.state
    ui.drag_cards("10S", ui.table.board.layout.enemy.center)
    assert ui.state is before and not ui.misplaced()


def _down(pos: tuple[float, float]) -> pygame.event.Event:
    return mouse_event(pygame.MOUSEBUTTONDOWN, pos)


def _move(start: tuple[float, float], end: tuple[float, float]) -> pygame.event.Event:
    return motion_event(end, (end[0] - start[0], end[1] - start[1]), held=True)


def test_escape_during_a_drag_cancels_it(ui: Ui) -> None:
    _solo(ui)
    start = ui.card_center("10S")
    ui.step([_down(start)])
    ui.step([_move(start, (640, 300))])
    assert ui.table.drag.drag is not None
    ui.press(pygame.K_ESCAPE)  # cancels the drag (and opens no menu)
    ui.step([mouse_event(pygame.MOUSEBUTTONUP, (640, 300))])
    ui.settle()
    assert isinstance(ui.top, TableScene)
    assert ui.table.drag.drag is None and not ui.misplaced()
    ui.click(ui.table.board.layout.enemy.center)
    ui.settle()
    assert ui.game.history == ()


def test_dragging_an_unselected_card_previews_it(ui: Ui) -> None:
    _solo(ui)
    start = ui.card_center("10S")
    ui.step([mouse_event(pygame.MOUSEBUTTONDOWN, start)])
    ui.step([motion_event((640, 300), (0, -200), held=True)])
    title, lines = ui.preview()
    assert title == "Play 10♠" and "♠ Shield +10" in [text for text, _ in lines]
