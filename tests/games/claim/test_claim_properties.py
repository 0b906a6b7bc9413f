"""Property tests: many random legal games over every kind of deck (C-DECK), checking the
invariants of CLAIM.md as they go: cards conserved, 26 tricks, 13 followers each after phase
one, consistent scoring, replay equals live play, undo/redo, honest views and determinize."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from regicide.games.claim.engine import (
    BASE_FACTIONS,
    FACTIONS_TO_WIN,
    UND,
    Card,
    CardPlayed,
    Game,
    GameState,
    Options,
    RandomChance,
    SeededChance,
    TrickBegan,
    advance,
    claim,
    determinize,
    legal_moves,
    read_record,
    record_data,
    record_of,
    replay,
    valid_decks,
    view,
)
from tests.games.claim.claim_builders import random_game

DECKS = st.sampled_from(valid_decks())
SEEDS = st.integers(min_value=0, max_value=2**32)


def play_out(
    game: Game, rng: random.Random, each_move: Callable[[GameState], None] | None = None
) -> None:
    """Random legal moves to the end, calling `each_move` on every state reached."""
    while game.outcome is None:
        moves = game.legal_moves()
        game.submit(moves[int(rng.random() * len(moves))])
        if each_move is not None:
            each_move(game.state)


def hidden_from(state: GameState, seat: int) -> Counter[Card]:
    """Exactly the cards `seat` may not see: the other hand and blind followers (less what it
    showed), the deck (less a top card this seat peeked), face-down discards it does not know
    and the Shadows out."""
    mate = 2 - seat
    hidden = Counter(state.hands[mate]) + Counter(state.followers[mate])
    hidden -= Counter(state.exposed[mate])
    hidden += Counter(state.deck[1:] if state.peeker == seat else state.deck)
    hidden += Counter(state.removed)
    hidden += Counter(state.discard[i] for i, knower in state.discard_hidden if knower != seat)
    return hidden


def check_state(state: GameState) -> None:
    assert Counter(state.all_cards()) == Counter(state.deck_list.cards)
    for seat in (1, 2):
        seen = view(state, seat)
        assert Counter(seen.unseen) == hidden_from(state, seat)
        assert seen.hand == state.hand(seat)


@settings(max_examples=1000, deadline=None)
@given(factions=DECKS, seed=SEEDS)
def test_every_random_game_keeps_the_invariants(factions: tuple[str, ...], seed: int) -> None:
    game = Game.new(seed=seed, options=Options(factions))
    play_out(game, random.Random(seed), check_state)
    history = game.history
    began = [e for turn in history for e in turn.events if isinstance(e, TrickBegan)]
    assert [e.number for e in began] == list(range(2, 27))  # C-CONV-6: 26 tricks
    end_of_phase_one = next(i for i, e in enumerate(began) if e.number == 14)
    assert end_of_phase_one == 12
    phase_two = next(n for n in range(len(history) + 1) if game.state_after(n).phase == 2)
    assert [len(hand) for hand in game.state_after(phase_two).hands] == [13, 13]  # C-P1-8
    state = game.state
    for result in state.results:
        assert claim(result.faction, state) == (result.seat, result.margin)
    won = [sum(result.seat == seat for result in state.results) for seat in (1, 2)]
    assert (state.victor != 0) == (max(won) >= FACTIONS_TO_WIN)


@settings(max_examples=250, deadline=None)
@given(seed=SEEDS)
def test_base_games_score_twenty_six_plus_phase_one_undead(seed: int) -> None:
    game = Game.new(seed=seed)
    play_out(game, random.Random(seed))
    undead = sum(
        isinstance(e, CardPlayed) and e.card.faction == UND
        for turn in game.history
        for e in turn.events
    )
    undead_phase_one = sum(
        isinstance(e, CardPlayed) and e.card.faction == UND and game.state_after(n).phase == 1
        for n, turn in enumerate(game.history)
        for e in turn.events
    )
    assert undead <= 10
    assert sum(map(len, game.state.scores)) == 26 + undead_phase_one  # C-SCORE-8


@settings(max_examples=250, deadline=None)
@given(factions=DECKS, seed=SEEDS, stop=st.integers(min_value=0, max_value=120))
def test_replay_of_the_record_is_the_live_game(
    factions: tuple[str, ...], seed: int, stop: int
) -> None:
    game = random_game(seed, factions, moves=stop)
    data = record_data(record_of(game))
    again = replay(read_record(data))
    assert again.state == game.state
    assert again.history == game.history
    assert record_data(record_of(again)) == data


@settings(max_examples=250, deadline=None)
@given(factions=DECKS, seed=SEEDS)
def test_undo_all_then_redo_all_is_the_identity(factions: tuple[str, ...], seed: int) -> None:
    game = Game.new(seed=seed, options=Options(factions))
    play_out(game, random.Random(seed))
    final, history = game.state, game.history
    while game.undo() is not None:
        pass
    assert game.state == game.start
    while game.redo() is not None:
        pass
    assert (game.state, game.history) == (final, history)
    assert game.assisted


@settings(max_examples=250, deadline=None)
@given(factions=DECKS, seed=SEEDS)
def test_the_fast_path_reaches_the_same_states(factions: tuple[str, ...], seed: int) -> None:
    game = Game.new(seed=seed, options=Options(factions))
    play_out(game, random.Random(seed))
    state = game.start
    for number, turn in enumerate(game.history, 1):
        state = advance(state, turn.command, SeededChance(seed, number), trusted=True)
        assert state == game.state_after(number)


@settings(max_examples=200, deadline=None)
@given(factions=DECKS, seed=SEEDS, stop=st.integers(min_value=0, max_value=110))
def test_determinize_is_consistent_with_the_view(
    factions: tuple[str, ...], seed: int, stop: int
) -> None:
    game = random_game(seed, factions, moves=stop)
    for seat in (1, 2):
        seen = view(game.state, seat)
        world = determinize(seen, random.Random(seed))
        assert view(world, seat) == seen
        assert determinize(seen, random.Random(seed)) == world
        for opponent_hand in world.hands[2 - seat]:
            assert opponent_hand.faction not in seen.voids[2 - seat]
        if world.status.value == "playing":  # a sampled world plays on to its own end
            while world.to_act is not None:
                world = advance(
                    world, legal_moves(world)[0], RandomChance(random.Random(seed)), trusted=True
                )


def test_the_base_factions_are_among_the_decks_drawn() -> None:
    assert tuple(sorted(BASE_FACTIONS)) in valid_decks()
