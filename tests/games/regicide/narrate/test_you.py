"""Issue 33, item 4: the one person among computer teammates is "you" in whole sentences of
narrate's own ("Your turn: play cards or yield", "You take 10 damage", "You yield", "You
played…"), never "Seat 1" and never a renamed "Seat 1" ("You takes"); the seat called "you" is
the table's to decide (`you`); between people every seat keeps its name."""

from __future__ import annotations

from regicide.games.protocol import ALL_SEATS
from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import EnemyAttacked, Game, Yield, Yielded, view
from regicide.games.regicide.narrate import (
    addressee,
    banner_text,
    effect_text,
    hand_caption,
    next_choice_text,
)
from regicide.games.regicide.narrate.ending import move_line
from tests.builders import game_at, play


def _three(current: int = 1):  # type: ignore[no-untyped-def]
    return game_at(3, enemy="QH", hands=["7H 9D 3S", "3C 5C", "4C 4D 8H"], current=current)


def test_the_banner_says_your_turn_to_the_seat_addressed() -> None:
    seen = view(_three().state, 1)
    assert banner_text(seen, True, False, you=1) == "Your turn: play cards or yield"
    assert banner_text(seen, True, False) == "Seat 1: play cards or yield"  # hot seat
    other = view(_three(current=2).state, 1)
    assert banner_text(other, True, False, you=1) == "Seat 2: play cards or yield"


def test_the_floating_words_conjugate_for_you() -> None:
    assert effect_text(EnemyAttacked(1, 10), 3, you=1) == "You take 10 damage"
    assert effect_text(EnemyAttacked(2, 10), 3, you=1) == "Seat 2 takes 10 damage"
    assert effect_text(Yielded(1), 3, you=1) == "You yield"
    assert effect_text(Yielded(3), 3, you=1) == "Seat 3 yields"
    assert effect_text(EnemyAttacked(1, 10), 3) == "Seat 1 takes 10 damage"  # hot seat


def test_the_log_says_you_in_whole_sentences() -> None:
    game = play(_three(), "play 7H")
    names = ("You", "Rowan", "Mira")
    log = [words for words, _ in GAME.turn_lines(game, 0, 1, names)]
    assert log[0].startswith("You played 7♥"), log
    assert "you must discard" in log[0] and "Seat 1" not in " ".join(log), log
    assert log[-1] == "Defeat: You had to discard 15 but held only 12.", log
    dealt = Game.new(3, seed=5)
    setup = " ".join(words for words, _ in GAME.setup_lines(dealt, 1, names))
    assert "You hold " in setup and "Seat 1" not in setup, setup
    everyone = " ".join(words for words, _ in GAME.setup_lines(dealt, ALL_SEATS, names))
    assert "You were dealt " in everyone and "Rowan was dealt " in everyone, everyone
    hot = [words for words, _ in GAME.turn_lines(game, 0, 1, ("Seat 1", "Seat 2", "Seat 3"))]
    assert hot[0].startswith("Seat 1 played 7♥"), hot


def test_a_yield_and_the_jester_choice_speak_to_you() -> None:
    assert move_line(1, 3, Yield(), you=1) == "You: Yield"
    assert next_choice_text(2, 1, 3, you=1) == "Seat 2 chose you to go next"
    assert next_choice_text(2, 1, 3) == "Seat 2 chose Seat 1 to go next"


def test_the_hand_caption_is_yours_in_a_replay_too() -> None:
    seen = view(_three().state, 1)
    assert hand_caption(seen, watching=True, you=1) == "Your hand (3 of 6)"
    assert hand_caption(seen, watching=True) == "Seat 1's hand (3 of 6)"
    assert hand_caption(seen, you=1) == "Your hand (3 of 6)"
    assert hand_caption(seen) == "Seat 1: your hand (3 of 6)"


def test_the_seat_called_you_is_the_one_the_table_names_you() -> None:
    assert addressee(("Rowan", "You", "Mira")) == 2
    assert addressee(("Seat 1", "Seat 2")) is None
