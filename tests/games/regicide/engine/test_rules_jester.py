"""Section 7 of RULES.md: the Jester in games of 3 and 4."""

from __future__ import annotations

import pytest

from regicide.games.regicide.engine import Phase
from regicide.games.regicide.engine.events import (
    CardsPlayed,
    DamageDealt,
    EnemyAttacked,
    ImmunityCancelled,
    NextSeatChoiceOffered,
    ShieldRaised,
)
from tests.builders import cards, game_at, play, refused


def test_r_jest_1_zero_attack_cancels_immunity_for_this_enemy_only() -> None:
    game = game_at(3, enemy="JH", hands=["JKR 10S", "9S", "8S"], damage=15)
    events = play(game, "play JKR").history[-1].events
    assert ImmunityCancelled(cards("JH")[0]) in events
    assert not any(isinstance(event, DamageDealt) for event in events)
    assert game.state.immunity_cancelled and game.state.damage == 15
    play(game, "next 1", "play 10S")  # kills JH (25 >= 20)
    assert game.state.enemies_defeated == 1 and not game.state.immunity_cancelled


def test_r_jest_2_earlier_spade_plays_add_their_x_once() -> None:
    # As worked example 5: [5S] and [AS 8H] were blocked; the Jester adds 5 + 9.
    game = game_at(
        4,
        enemy="JS",
        hands=["2C", "3C", "JKR JKR", "4C"],
        table=["5S", "AS 8H"],
        current=3,
        damage=14,
    )
    events = play(game, "play JKR").history[-1].events
    assert ShieldRaised(14) in events and game.state.shield == 14
    play(game, "next 3", "play JKR")
    assert game.state.shield == 14  # a second Jester adds nothing


def test_r_jest_2_earlier_clubs_hearts_and_diamonds_never_fire() -> None:
    game = game_at(
        3,
        enemy="JS",
        hands=["2C", "3C", "JKR"],
        table=["4C", "3H", "2D"],
        current=3,
        damage=11,
        discard="9C",
    )
    events = play(game, "play JKR").history[-1].events
    assert [type(event) for event in events] == [
        CardsPlayed,
        ImmunityCancelled,
        NextSeatChoiceOffered,
    ]
    assert game.state.damage == 11 and game.state.discard == cards("9C")


def test_r_jest_3_steps_3_and_4_are_skipped_and_the_jester_stays() -> None:
    game = game_at(3, enemy="KC", hands=["JKR", "2C", "3C"])
    events = play(game, "play JKR").history[-1].events
    assert not any(isinstance(event, EnemyAttacked) for event in events)
    assert game.state.table == (cards("JKR"),) and game.state.phase is Phase.CHOOSE_NEXT


@pytest.mark.parametrize("chosen", [1, 2, 3])
def test_r_jest_4_any_seat_then_clockwise(chosen: int) -> None:
    game = game_at(3, enemy="JC", hands=["JKR 2S", "3S", "4S"], shield=10)
    play(game, "play JKR", f"next {chosen}")
    assert game.state.current == chosen
    play(game, f"play {['2S', '3S', '4S'][chosen - 1]}")
    assert game.state.current == chosen % 3 + 1  # clockwise resumes


def test_r_jest_4_only_existing_seats_can_be_named() -> None:
    game = game_at(3, enemy="JC", hands=["JKR", "2C", "3C"])
    play(game, "play JKR")
    assert refused(game, "next 4") == "There is no seat 4; choose 1 to 3."
    assert refused(game, "play 2C") == "First choose who takes the next turn."


def test_r_jest_4_a_jester_turn_is_not_a_yield_turn() -> None:
    game = game_at(
        4, enemy="JC", hands=["2S", "3S", "JKR 4S", "5S"], shield=10, yields_in_a_row=2, current=3
    )
    play(game, "play JKR")
    assert game.state.yields_in_a_row == 0


def test_r_jest_5_a_jester_after_immunity_is_gone_only_hands_over() -> None:
    game = game_at(4, enemy="JD", hands=["JKR", "JKR", "2C", "3C"], immunity_cancelled=True)
    events = play(game, "play JKR").history[-1].events
    assert [type(event) for event in events] == [CardsPlayed, NextSeatChoiceOffered]
