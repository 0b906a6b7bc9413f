"""Components, seats, luck, the deck and the variants (BAISCH.md §1, §2, §15, §17)."""

from __future__ import annotations

from collections import Counter

import pytest

from regicide.games.baisch.engine import (
    DECK_COUNTS,
    JOKER,
    JOKER_ATTACK,
    Card,
    Force,
    Game,
    Hero,
    NotationError,
    Options,
    Phase,
    Suit,
    card_of_interop_id,
    full_deck,
    interop_id,
    parse_card,
    parse_hero,
)
from tests.games.baisch.baisch_builders import game_at, plain, play


def test_b_comp_1_the_deck_has_55_cards_with_three_jokers() -> None:
    deck = full_deck()
    assert len(deck) == 55 and deck.count(JOKER) == 3
    assert len(set(deck)) == 53


def test_b_comp_2_card_values() -> None:
    values = {text: parse_card(text).attack_value for text in ("2C", "10D", "JH", "QS", "KC", "AD")}
    assert values == {"2C": 2, "10D": 10, "JH": 11, "QS": 12, "KC": 13, "AD": 14}
    assert JOKER.suit is None and JOKER.attack_value == JOKER_ATTACK


def test_b_comp_3_twelve_heroes_in_two_forces() -> None:
    forces = Counter(hero.force for hero in Hero)
    assert forces == {Force.WHITE: 6, Force.DARK: 6}
    assert parse_hero("Banneret") is Hero.LIEUTENANT and parse_hero("watchtower") is Hero.FORTIFIED
    with pytest.raises(NotationError):
        parse_hero("bishop")


def test_b_comp_4_each_player_has_a_king_slot_and_three_defence_slots() -> None:
    game = game_at([plain("KSv", ["2Dv", None, "3Dv"]), plain("KCv")], options=Options(basic=True))
    seat = game.state.seat(1)
    assert len(seat.slots) == 3 and seat.king == parse_card("KS")
    assert len(game.state.stacks) == 2


def test_b_comp_5_interop_ids_round_trip() -> None:
    assert interop_id(parse_card("AC")) == 1 and interop_id(parse_card("KS")) == 52
    assert interop_id(JOKER, 2) == 54
    for number in range(1, 56):
        card = card_of_interop_id(number)
        assert card is JOKER if number > 52 else interop_id(card) == number


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_b_play_1_two_to_six_players(players: int) -> None:
    game = Game.new(players, seed=1)
    assert len(game.state.seats) == players and game.state.phase is Phase.SETUP


@pytest.mark.parametrize("players", [1, 7])
def test_b_play_1_other_counts_are_refused(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 6"):
        Game.new(players, seed=1)


def test_b_play_2_play_goes_clockwise_skipping_the_eliminated() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"]), {"out": True}, plain("KDv", ["3Dv"])],
        options=Options(basic=True),
        eliminated=[2],
    )
    play(game, "end reveal 1")
    assert game.state.current == 3


def test_b_play_3_every_seat_plays_by_the_same_rules() -> None:
    game = Game.new(3, seed=5)
    seats = set()
    while game.state.phase is Phase.SETUP:
        seats.add(game.state.to_act)
        game.submit(game.legal_moves()[0])
    assert seats == {1, 2, 3}


def test_b_rng_1_a_seed_and_its_moves_replay_exactly() -> None:
    first, second = Game.new(4, seed=77), Game.new(4, seed=77)
    assert first.setup == second.setup
    for _ in range(12):
        move = first.legal_moves()[-1]
        assert first.submit(move) == second.submit(move)
    assert first.state == second.state
    assert Game.new(4, seed=78).setup != first.setup


def test_b_deck_1_draws_take_the_top_card() -> None:
    game = game_at(
        [{**plain("KSv", ["3Sv"], ["2C"]), "heroes": ["merchant"]}, plain("KCv", ["8Cv"])]
    )
    pile = game.state.draw
    play(game, "merchant 2C")
    assert pile[0] in game.state.seat(1).hand and game.state.draw == pile[1:]


def test_b_deck_3_the_graveyard_keeps_the_order_cards_are_spent() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["6H", "4H"]), plain("KCv", ["8Cv"])],
        options=Options(basic=True),
        graveyard=["2S"],
    )
    play(game, "attack P2.1 6H 4H")
    assert [card.text for card in game.state.graveyard] == ["2S", "6H", "4H"]


def test_b_var_basic_1_basic_baisch_has_no_heroes() -> None:
    game = Game.new(2, seed=2, options=Options(basic=True))
    while game.state.phase is Phase.SETUP:
        game.submit(game.legal_moves()[0])
    assert game.state.phase is Phase.PLAY and not game.state.pool
    assert not any(seat.heroes for seat in game.state.seats)
    game = game_at([plain("KSv", ["2Dv"], ["JK"]), plain("KCv")], options=Options(basic=True))
    with pytest.raises(Exception, match="Basic-Baisch"):
        play(game, "joker draw spy")


def test_b_var_speed_1_speed_baisch_deals_six_cards() -> None:
    game = Game.new(3, seed=4, options=Options(speed=True))
    assert all(len(seat.hand) == 6 for seat in game.state.seats)


def test_b_var_opt_1_starting_cards_and_the_extra_harvest_card() -> None:
    game = Game.new(2, seed=4, options=Options(starting_cards=10, harvest_extra_card=True))
    assert all(len(seat.hand) == 10 for seat in game.state.seats)
    while game.state.phase is Phase.SETUP:
        game.submit(game.legal_moves()[0])
    sizes = sorted(len(stack.cards) for stack in game.state.stacks)
    assert sizes == [2, 3]
    low = min(game.state.stacks, key=lambda stack: stack.cards[0].defense_value)
    assert len(low.cards) == 3
    with pytest.raises(ValueError, match="more than 55"):
        Game.new(6, seed=1, options=Options(starting_cards=10))


def test_b_var_opt_1_king_tie_eliminates() -> None:
    game = game_at(
        [plain("9Sv", []), plain("KCv", ["9C^"]), plain("KDv", ["3Dv"])],
        options=Options(basic=True, king_tie_eliminates=True),
    )
    play(game, "attack P2.1 king")
    assert game.state.seat(1).out


def test_b_var_opt_1_hero_immediate_makes_a_drawn_hero_usable_at_once() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["JK"]), plain("KCv", ["8Cv"])],
        options=Options(hero_immediate=True),
    )
    play(game, "joker draw spy", "spy P2.1")
    assert game.state.seat(2).slots[0].up == (True,)


def test_b_var_opt_1_reservists_defend_the_king() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["QH"]), {"king": "JDv", "heroes": ["reservists"]}],
        options=Options(reservists_defend_king=True),
    )
    play(game, "attack P2.king QH")  # 12 against 11 + 2 ready Reservists
    assert not game.state.seat(2).out and game.state.seat(2).king_up


def test_b_comp_2_suits_have_no_order_in_play() -> None:
    assert {card.suit for card in full_deck() if card.suit} == set(Suit)
    assert DECK_COUNTS[Card(14, Suit.SPADES)] == 1
