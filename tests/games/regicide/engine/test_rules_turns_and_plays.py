"""Sections 3 and 4 of RULES.md: the turn and legal plays."""

from __future__ import annotations

import pytest

from regicide.games.regicide.engine import Phase, format_move, parse_move
from regicide.games.regicide.engine.events import CardsPlayed, DamageDealt, EnemyAttacked, TurnBegan
from regicide.games.regicide.engine.plays import play_problem
from tests.builders import cards, game_at, hand, play, refused


def test_r_turn_1_play_powers_damage_suffer_then_next_seat() -> None:
    game = game_at(3, enemy="JC", hands=["5H 10S", "2D", "3D"], discard="4C")
    events = game.submit(parse_move("play 5H"))
    kinds = [type(event).__name__ for event in events]
    assert kinds == [
        "CardsPlayed",
        "DiscardShuffled",
        "TavernHealed",
        "DamageDealt",
        "EnemyAttacked",
    ]
    assert game.state.phase is Phase.SUFFER and game.state.damage_due == 10
    play(game, "discard 10S")
    assert game.state.current == 2 and game.state.phase is Phase.PLAY


def test_r_turn_2_after_a_defeat_the_same_player_goes_again() -> None:
    game = game_at(2, enemy="JC", hands=["10S 2H", "3D"], damage=12)
    events = play(game, "play 10S").history[-1].events
    assert isinstance(events[-1], TurnBegan) and events[-1].seat == 1
    assert game.state.current == 1 and game.state.enemy != cards("JC")[0]


def test_r_turn_2_after_a_jester_its_player_names_the_next_seat() -> None:
    game = game_at(3, enemy="JC", hands=["JKR 2H", "3D", "4D"])
    play(game, "play JKR")
    assert game.state.phase is Phase.CHOOSE_NEXT and game.state.current == 1
    play(game, "next 3")
    assert game.state.current == 3 and game.state.phase is Phase.PLAY


def test_r_turn_3_only_a_yield_counts_as_a_yield_turn() -> None:
    game = game_at(3, enemy="JC", hands=["9S 8S", "JKR 7S", "6S 5S"], shield=10)
    play(game, "yield")
    assert game.state.yields_in_a_row == 1
    play(game, "play JKR", "next 3")  # a Jester turn is not a yield turn
    assert game.state.yields_in_a_row == 0


@pytest.mark.parametrize("single", ["7H", "AC", "QH", "JKR"])
def test_r_play_1_any_single_card(single: str) -> None:
    assert play_problem(cards(single)) is None


def test_r_play_1_value_of_a_single_card_is_its_damage() -> None:
    game = game_at(enemy="JS", hands=["QH 2C"])
    play(game, "play QH")
    assert game.state.damage == 15


@pytest.mark.parametrize(("pair", "damage"), [("AS KH", 21), ("AS AH", 2), ("AC 9D", 20)])
def test_r_play_2_ace_pairs_with_one_other_card(pair: str, damage: int) -> None:
    assert play_problem(cards(pair)) is None
    game = game_at(enemy="KS", hands=[pair])
    events = play(game, f"play {pair}").history[-1].events
    dealt = next(event for event in events if isinstance(event, DamageDealt))
    assert dealt.amount == damage  # X = 1 + the other card; AC 9D is doubled by Clubs


def test_r_play_2_an_ace_does_not_pair_with_a_jester() -> None:
    assert str(play_problem(cards("AS JKR"))) == "The Jester is always played alone."


@pytest.mark.parametrize("combo", ["2C 2D", "5H 5S", "3C 3D 3H", "2C 2D 2H 2S", "4C 4S"])
def test_r_play_3_combos_of_equal_rank_up_to_ten(combo: str) -> None:
    assert play_problem(cards(combo)) is None


@pytest.mark.parametrize("combo", ["6C 6D", "4C 4D 4H", "3C 3D 3H 3S"])
def test_r_play_3_combos_above_ten_are_refused_with_the_total(combo: str) -> None:
    total = sum(card.value for card in cards(combo))
    assert (
        str(play_problem(cards(combo)))
        == f"That combo totals {total}; combos may total at most 10."
    )


@pytest.mark.parametrize("cards_text", ["AC AD AH", "AC AD AH AS", "AC 2C 2D", "AS 3C 3D 3H"])
def test_r_play_4_aces_never_join_a_combo(cards_text: str) -> None:
    assert str(play_problem(cards(cards_text))) == (
        "An Ace pairs with exactly one other card; it never joins a combo."
    )


@pytest.mark.parametrize("with_jester", ["JKR 2C", "JKR AC", "JKR KH"])
def test_r_play_5_a_jester_is_played_alone(with_jester: str) -> None:
    assert str(play_problem(cards(with_jester))) == "The Jester is always played alone."


@pytest.mark.parametrize(
    ("illegal", "reason"),
    [
        ("7H 8C", "A combo needs cards of the same rank (7H 8C differ)."),
        ("JC QD", "A royal (JC) is played alone or with an Ace, never in a combo."),
        ("5C 5D 5H", "That combo totals 15; combos may total at most 10."),
        ("2C 2D 2H 2S 3C", "A play has at most 4 cards."),
        ("", "Choose at least one card to play, or yield."),
    ],
)
def test_r_play_6_everything_else_is_illegal(illegal: str, reason: str) -> None:
    assert str(play_problem(cards(illegal))) == reason


def test_r_play_6_an_illegal_play_changes_nothing() -> None:
    game = game_at(enemy="JC", hands=["7H 8C"])
    before = game.state
    assert refused(game, "play 7H 8C") == "A combo needs cards of the same rank (7H 8C differ)."
    assert game.state is before and not game.history


def test_r_play_6_cards_must_be_in_the_hand() -> None:
    game = game_at(enemy="JC", hands=["7H"])
    assert refused(game, "play 9H") == "You don't hold 9H."


def test_r_play_7_played_cards_go_to_the_table() -> None:
    game = game_at(2, enemy="JC", hands=["4C 4S 9H", "2C"], shield=10)
    play(game, "play 4C 4S")
    assert game.state.table == (cards("4C 4S"),)
    assert game.state.discard == ()
    assert hand(game, 1) == "9H"


def test_a_play_that_does_not_kill_leads_to_the_attack() -> None:
    game = game_at(2, enemy="JC", hands=["4D 9H", "2C"])
    events = play(game, "play 4D").history[-1].events
    assert isinstance(events[0], CardsPlayed)
    assert EnemyAttacked(1, 10) in events


def test_moves_round_trip_through_notation() -> None:
    for text in ["play AS 8H", "yield", "discard 10S 2C", "flip", "next 2", "play JKR"]:
        assert format_move(parse_move(text)) == text
