"""Sections 1 and 2 of RULES.md: components, values and setup."""

from __future__ import annotations

from collections import Counter

import pytest

from regicide.games.regicide.engine import Card, Game, Rules, Suit, parse_card
from regicide.games.regicide.engine.cards import JESTER, full_deck
from regicide.games.regicide.engine.events import HandsDealt, MulliganTaken
from tests.builders import cards, game_at, play


def test_r_comp_1_fifty_four_cards() -> None:
    deck = full_deck(2)
    assert len(deck) == 54
    assert Counter(deck)[JESTER] == 2
    assert len(set(deck)) == 53  # 52 distinct cards plus the Jester twice


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_r_comp_2_castle_holds_the_royals_and_tavern_the_rest(players: int) -> None:
    state = Game.new(players, seed=7).state
    castle = [*state.castle, state.enemy]
    assert len(castle) == 12 and all(card is not None and card.is_royal for card in castle)
    in_play = state.tavern + tuple(card for hand in state.hands for card in hand)
    assert not any(card.is_royal for card in in_play)
    assert len(in_play) == 40 + {1: 0, 2: 0, 3: 1, 4: 2}[players]


def test_r_comp_3_zones_start_empty_except_castle_tavern_and_hands() -> None:
    state = Game.new(3, seed=2).state
    assert state.table == () and state.discard == ()
    assert state.enemy is not None and len(state.hands) == 3
    assert Game.new(1, seed=2).state.tokens_left == 2


@pytest.mark.parametrize(
    ("card", "value"),
    [("2C", 2), ("10H", 10), ("AS", 1), ("JKR", 0), ("JD", 10), ("QH", 15), ("KS", 20)],
)
def test_r_val_1_card_values(card: str, value: int) -> None:
    assert parse_card(card).value == value


@pytest.mark.parametrize(
    ("royal", "attack", "health"), [("JC", 10, 20), ("QD", 15, 30), ("KH", 20, 40)]
)
def test_r_val_2_enemy_attack_and_health(royal: str, attack: int, health: int) -> None:
    game = game_at(enemy=royal, hands=["AC"])
    assert (game.state.enemy_attack, game.state.enemy_health) == (attack, health)


def test_r_val_3_a_royal_in_hand_is_an_ordinary_card_of_its_suit() -> None:
    # KH in hand is a Heart worth 20: it heals 20 and deals 20 against a Club enemy.
    game = game_at(enemy="QC", hands=["KH 2C"], discard="3C 4C 5C")
    play(game, "play KH")
    assert game.state.damage == 20
    assert len(game.state.discard) == 0  # all three discards healed
    assert set(game.state.tavern[-3:]) == set(cards("3C 4C 5C"))


def test_r_setup_1_castle_is_jacks_then_queens_then_kings() -> None:
    state = Game.new(1, seed=11).state
    order = [state.enemy, *state.castle]
    assert [card.rank for card in order if card] == [11] * 4 + [12] * 4 + [13] * 4
    # each rank is shuffled: some seed puts the Jacks in a different order
    firsts = {Game.new(1, seed=seed).state.enemy for seed in range(20)}
    assert len(firsts) > 1


def test_r_setup_2_tavern_is_shuffled() -> None:
    taverns = {Game.new(2, seed=seed).state.tavern for seed in range(5)}
    assert len(taverns) == 5


@pytest.mark.parametrize(
    ("players", "jesters", "limit", "tavern"),
    [(1, 0, 8, 32), (2, 0, 7, 26), (3, 1, 6, 23), (4, 2, 5, 22)],
)
def test_r_setup_3_jesters_hand_size_and_tavern(
    players: int, jesters: int, limit: int, tavern: int
) -> None:
    state = Game.new(players, seed=3).state
    assert len(state.tavern) == tavern
    assert state.hand_limit == limit
    everywhere = state.tavern + tuple(card for hand in state.hands for card in hand)
    assert Counter(everywhere)[JESTER] == jesters


def test_r_setup_4_deal_to_the_limit_with_fresh_enemy() -> None:
    state = Game.new(4, seed=5).state
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert (state.shield, state.damage, state.immunity_cancelled) == (0, 0, False)


def test_r_setup_5_starting_seat_is_configurable() -> None:
    assert Game.new(3, seed=1).state.current == 1
    assert Game.new(3, seed=1, first_seat=2).state.current == 2


def test_r_setup_6_no_redeal_by_default() -> None:
    hands_without_diamonds = 0
    for seed in range(60):
        game = Game.new(1, seed=seed)
        assert not any(isinstance(event, MulliganTaken) for event in game.setup)
        hands_without_diamonds += not any(
            card.suit is Suit.DIAMONDS for card in game.state.hands[0]
        )
    assert hands_without_diamonds > 0  # such deals happen and are kept


def test_r_setup_6_variant_diamond_mulligan_redeals_until_a_diamond() -> None:
    redeals = 0
    for seed in range(60):
        game = Game.new(1, seed=seed, rules=Rules(diamond_mulligan=True))
        assert any(card.suit is Suit.DIAMONDS for card in game.state.hands[0])
        redeals += sum(isinstance(event, MulliganTaken) for event in game.setup)
        assert sum(isinstance(event, HandsDealt) for event in game.setup) >= 1
        assert len(game.state.hands[0]) == 8 and len(game.state.tavern) == 32
    assert redeals > 0


def test_cards_accept_every_notation_of_format_md() -> None:
    assert parse_card("10s") == parse_card("TS") == parse_card("10♠") == Card(10, Suit.SPADES)
    assert str(parse_card("a♥")) == "AH" and str(parse_card("jkr")) == "JKR"
