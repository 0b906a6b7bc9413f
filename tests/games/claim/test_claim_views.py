"""Hidden information (CLAIM.md §9): each seat's view, what events tell each seat, and
determinize. Scenarios T-30 and T-31."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from regicide.games.claim.engine import (
    ALL_SEATS,
    BlindCardTaken,
    BlindCardTakenUnseen,
    DeckShuffled,
    DeckShuffledUnseen,
    Game,
    HandsDealt,
    HandsDealtUnseen,
    PrizeRecruited,
    SeatView,
    determinize,
    seen_by,
    seen_events,
    view,
)
from tests.games.claim.claim_builders import cards, play, random_game, table


def names(pile: tuple[object, ...]) -> list[str]:
    return sorted(map(str, pile))


def test_t_30_a_blind_card_is_seen_by_its_taker_only() -> None:
    state = table("GOB2 UND1", "GOB6 UND2", prize="DWA7", deck="KNI5 DOP3 DOP4")
    _, state = play(state, "GOB2", "GOB6")
    loser, winner = view(state, 1), view(state, 2)
    assert names(loser.followers) == ["KNI5"]
    assert winner.follower_sizes == (1, 1)
    assert "KNI5" not in map(str, winner.exposed[0] + winner.followers + winner.hand)
    assert "KNI5" in map(str, winner.unseen)
    assert not any(field.name == "deck" for field in fields(SeatView))
    assert loser.deck_size == winner.deck_size == 1


def test_t_31_recruited_prizes_and_both_score_piles_are_public() -> None:
    state = table("UND7 GOB1", "UND2 GOB2", prize="DWA7", scores=("KNI2", "DOP4"))
    _, state = play(state, "UND7", "UND2")
    other = view(state, 2)
    assert names(other.exposed[0]) == ["DWA7"]
    for seat in (1, 2):
        seen = view(state, seat)
        assert names(seen.scores[0]) == ["KNI2", "UND2", "UND7"]
        assert names(seen.scores[1]) == ["DOP4"]
        assert seen.discard == state.discard


def test_c_vis_1_the_public_facts_are_in_every_view() -> None:
    game = random_game(3, moves=7)
    state = game.state
    for seat in (1, 2):
        seen = view(state, seat)
        assert seen.deck_size == len(state.deck)
        assert seen.prize == state.prize and seen.table == state.table
        assert seen.hand_sizes == tuple(map(len, state.hands))
        assert seen.follower_sizes == tuple(map(len, state.followers))
        assert seen.options.deck.cards == state.deck_list.cards


def test_c_vis_2_a_seat_sees_its_own_hand_and_the_other_count() -> None:
    state = Game.new(seed=4).state
    seen = view(state, 1)
    assert seen.hand == state.hand(1)
    assert all(card in seen.unseen for card in state.hand(2))


def test_c_vis_3_a_prize_taken_stays_public() -> None:
    event = PrizeRecruited(1, cards("DWA7")[0])
    state = table("", "")
    assert all(seen_by(event, seat, state) == event for seat in (1, 2, None))


def test_c_vis_4_the_blind_card_event_is_redacted_for_the_others() -> None:
    event = BlindCardTaken(2, cards("KNI5")[0])
    state = table("", "")
    assert seen_by(event, 2, state) == event
    assert seen_by(event, ALL_SEATS, state) == event
    assert seen_by(event, 1, state) == BlindCardTakenUnseen(2)
    assert seen_by(event, None, state) == BlindCardTakenUnseen(2)


def test_c_vis_5_the_owner_sees_its_whole_follower_pile() -> None:
    game = random_game(5, moves=20)
    state = game.state
    for seat in (1, 2):
        assert names(view(state, seat).followers) == names(state.followers[seat - 1])
        other = view(state, 3 - seat)
        assert set(other.exposed[seat - 1]) <= set(state.followers[seat - 1])


def test_c_vis_6_the_deck_order_is_hidden_from_everyone() -> None:
    game = Game.new(seed=6)
    shuffled = next(event for event in game.setup if isinstance(event, DeckShuffled))
    for seat in (1, 2, ALL_SEATS, None):
        assert seen_by(shuffled, seat, game.origin) == DeckShuffledUnseen(52)


def test_c_vis_7_in_phase_two_the_known_prizes_are_in_the_other_hand() -> None:
    state = table("GOB1", "GOB5", trick=13, deck="DOP1", prize="KNI9", followers=("UND1", ""))
    _, state = play(state, "GOB1", "GOB5")
    seen = view(state, 1)
    assert names(seen.exposed[1]) == ["KNI9"]
    assert set(seen.exposed[1]) <= set(state.hand(2))
    _, state = play(state, "KNI9")
    assert view(state, 1).exposed[1] == ()


def test_c_vis_8_both_score_piles_are_in_both_views() -> None:
    state = random_game(9, moves=40).state
    assert view(state, 1).scores == view(state, 2).scores == state.scores


def test_c_vis_9_the_shadows_out_are_in_no_view() -> None:
    from regicide.games.claim.engine import Options  # noqa: PLC0415

    game = Game.new(seed=2, options=Options(("GOB", "KNI", "SHA", "UND", "DWA")))
    for seat in (1, 2):
        seen = view(game.state, seat)
        assert seen.removed_count == 10
        assert all(card in seen.unseen for card in game.state.removed)


def test_c_vis_11_a_determinized_state_looks_the_same_to_the_seat() -> None:
    for seed in range(4):
        game = random_game(seed, moves=9 + 11 * seed)
        for seat in (1, 2):
            seen = view(game.state, seat)
            world = determinize(seen, random.Random(seed))
            assert view(world, seat) == seen


def test_the_deal_shows_each_seat_its_own_hand() -> None:
    game = Game.new(seed=10)
    dealt = next(event for event in game.setup if isinstance(event, HandsDealt))
    assert seen_by(dealt, 2, game.origin) == HandsDealtUnseen(2, dealt.hands[1], (13, 13))
    assert seen_by(dealt, None, game.origin) == HandsDealtUnseen(None, (), (13, 13))
    assert seen_by(dealt, ALL_SEATS, game.origin) == dealt


def test_seen_events_folds_as_it_tells() -> None:
    game = random_game(12, moves=2)
    told = seen_events(game.history[1].events, 1, game.state_after(1))
    assert len(told) == len(game.history[1].events)


def test_legal_moves_are_in_the_view_of_the_seat_to_act_only() -> None:
    state = Game.new(seed=13).state
    acting = state.to_act
    assert acting is not None
    assert view(state, acting).legal_moves
    assert view(state, 3 - acting).legal_moves == ()


def test_determinize_refuses_an_inconsistent_view() -> None:
    seen = view(Game.new(seed=1).state, 1)
    broken = seen.__class__(
        **{**{f.name: getattr(seen, f.name) for f in fields(seen)}, "deck_size": 3}
    )
    with pytest.raises(ValueError, match="unseen"):
        determinize(broken, random.Random(0))
