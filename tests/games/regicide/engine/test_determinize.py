"""R-INFO-1/2 for search: `determinize(view, rng)` deals the cards a seat cannot see at random,
keeping everything it can. Random game prefixes (fresh deals and stated positions, 1–4
players, every variant), each seat's view of them."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, note
from hypothesis import strategies as st

from regicide.games.regicide.engine import (
    TOTAL_ENEMIES,
    Game,
    GameState,
    Phase,
    Rules,
    SeatView,
    deck_for,
    determinize,
    format_move,
    legal_moves,
    position_data,
    read_position,
    sort_cards,
    view,
)
from tests.builders import game_at, play
from tests.strategies import GameSpec, examples, game_specs, play_out, randoms


def prefix(spec: GameSpec, rnd: random.Random, data: st.DataObject) -> GameState:
    """The state after some moves of a random game of `spec`."""
    game = play_out(spec.new_game(), rnd)
    moves = data.draw(st.integers(0, len(game.history)), label="moves played")
    note(f"moves: {[format_move(command) for command in game.moves[:moves]]}")
    return game.state_after(moves)


def check_guess(state: GameState, seat: int, guess: GameState) -> None:
    """Everything the seat knows is kept; the deck is whole; the castle is J, Q, K."""
    assert view(guess, seat) == view(state, seat)  # every public fact, own hand, legal moves
    assert Counter(guess.all_cards()) == Counter(deck_for(state.players))
    assert guess.hand(seat) == state.hand(seat)
    assert [len(hand) for hand in guess.hands] == [len(hand) for hand in state.hands]
    assert all(hand == sort_cards(hand) for hand in guess.hands)
    assert sort_cards(guess.castle) == sort_cards(state.castle)
    assert [card.rank for card in guess.castle] == sorted(card.rank for card in state.castle)
    known = state.tavern_known
    assert guess.tavern_known == known and guess.tavern[:known] == state.tavern[:known]
    assert guess.discard[-1:] == state.discard[-1:] and len(guess.discard) == len(state.discard)
    assert (guess.phase, guess.status, guess.current, guess.tokens_used) == (
        state.phase,
        state.status,
        state.current,
        state.tokens_used,
    )
    assert guess.enemies_defeated + len(guess.castle) + (guess.enemy is not None) == 12
    if state.rules.open_hands:
        assert guess.hands == state.hands


@examples(400)
@given(spec=game_specs, rnd=randoms, data=st.data())
def test_determinize_keeps_all_a_seat_knows(
    spec: GameSpec, rnd: random.Random, data: st.DataObject
) -> None:
    state = prefix(spec, rnd, data)
    for seat in range(1, spec.players + 1):
        guess = determinize(view(state, seat), random.Random(rnd.getrandbits(32)))
        check_guess(state, seat, guess)


@examples(300)
@given(spec=game_specs, rnd=randoms, data=st.data())
def test_states_differing_only_in_hidden_cards_look_the_same(
    spec: GameSpec, rnd: random.Random, data: st.DataObject
) -> None:
    """Honesty: a state that differs only in what the seat cannot see gives an equal view,
    and determinizing equal views with equally seeded generators gives equal states."""
    state = prefix(spec, rnd, data)
    seat = data.draw(st.integers(1, spec.players), label="seat")
    twin = determinize(view(state, seat), random.Random(rnd.getrandbits(32)))
    assert view(twin, seat) == view(state, seat)
    seed = rnd.getrandbits(32)
    from_state = determinize(view(state, seat), random.Random(seed))
    assert from_state == determinize(view(twin, seat), random.Random(seed))


@examples(150)
@given(spec=game_specs, rnd=randoms, data=st.data())
def test_a_determinized_game_plays_on_to_its_end(
    spec: GameSpec, rnd: random.Random, data: st.DataObject
) -> None:
    """A guess is a real game: the seat to act has the same legal moves, and random play from
    it keeps the deck whole until the game ends."""
    state = prefix(spec, rnd, data)
    guess = determinize(view(state, state.current), random.Random(rnd.getrandbits(32)))
    assert legal_moves(guess) == legal_moves(state)
    game = play_out(Game.from_position(guess, seed=spec.seed), rnd)
    assert Counter(game.state.all_cards()) == Counter(deck_for(spec.players))
    assert game.state.phase is Phase.OVER


@examples(100)
@given(spec=game_specs, rnd=randoms, data=st.data())
def test_a_guess_at_step_1_is_a_valid_position(
    spec: GameSpec, rnd: random.Random, data: st.DataObject
) -> None:
    """FORMAT.md position rules (the whole deck once, hands within the limit) hold."""
    state = prefix(spec, rnd, data)
    if state.phase is not Phase.PLAY or state.enemy is None:
        return
    guess = determinize(view(state, 1), random.Random(rnd.getrandbits(32)))
    read = read_position(position_data(guess), spec.players, spec.rules)
    assert (read.castle, read.tavern, read.discard, read.hands, read.table) == (
        guess.castle,
        guess.tavern,
        guess.discard,
        guess.hands,
        guess.table,
    )


# --- examples -------------------------------------------------------------------------------


def test_the_view_shows_the_castle_sorted_not_its_order() -> None:
    game = Game.new(2, seed=11)
    seen = game.view(1)
    assert seen.castle_cards == sort_cards(game.state.castle)
    assert [card.rank for card in seen.castle_cards] == [11] * 3 + [12] * 4 + [13] * 4
    assert seen.castle_size == TOTAL_ENEMIES - 1


def test_unseen_cards_really_move() -> None:
    """A fresh 3-player deal: the other hands, the tavern and the castle order vary."""
    seen = Game.new(3, seed=5).view(2)
    guesses = [determinize(seen, random.Random(seed)) for seed in range(6)]
    assert len({guess.hands[0] for guess in guesses}) > 1
    assert len({guess.tavern for guess in guesses}) > 1
    assert len({guess.castle for guess in guesses}) > 1
    assert {guess.hands[1] for guess in guesses} == {seen.hand}


def test_public_tavern_top_and_discard_top_stay() -> None:
    """R-INFO-1: the exact-killed royals on the tavern and the discard pile's top are kept."""
    game = game_at(2, enemy="JC", castle="JH QS", hands=["10S 10C AD 9H", "2C"], damage=10)
    play(game, "play 10S", "play 10C")  # two exact kills: JH on JC on top of the tavern
    state = game.state
    for seed in range(5):
        guess = determinize(game.view(2), random.Random(seed))
        assert guess.tavern[:2] == state.tavern[:2] and guess.tavern_known == 2
        assert guess.discard[-1] == state.discard[-1]


def test_open_hands_keep_every_hand() -> None:
    game = Game.new(4, seed=3, rules=Rules(open_hands=True))
    assert determinize(game.view(3), random.Random(1)).hands == game.state.hands


def test_a_view_that_cannot_be_filled_is_refused() -> None:
    seen = Game.new(2, seed=1).view(1)
    broken = SeatView(**{**_fields(seen), "hand_sizes": (7, 9)})
    with pytest.raises(ValueError, match="unseen cards"):
        determinize(broken, random.Random(0))


def _fields(seen: SeatView) -> dict[str, object]:
    return {name: getattr(seen, name) for name in SeatView.__dataclass_fields__}
