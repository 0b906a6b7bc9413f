"""The greedy policy's shortcuts change no choice (issue 34): it weighs the same seat's
discards after every move is played (they draw no luck, R-HEART-1 being the only luck of
play) and skips those that cannot beat the best move, yet it chooses exactly the move that
scoring every move in order chooses, the first of equals, and leaves the luck where that
leaves it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regicide.games.regicide.ai.evaluate import evaluate
from regicide.games.regicide.ai.heuristic import (
    TallyChance,
    best_discard,
    flip_unweighed,
    greedy_move,
    least_discard_cost,
    score_moves,
)
from regicide.games.regicide.engine import (
    JESTER,
    Card,
    Game,
    GameState,
    Phase,
    Status,
    full_deck,
    largest_discard,
    legal_moves,
    minimal_discards,
    parse_card,
    parse_cards,
    sort_cards,
)
from tests.games.regicide.ai.test_search_decisions import casual_states


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_greedy_move_is_the_best_scored_move_with_the_same_luck(players: int) -> None:
    checked = 0
    for seed in range(1, 5):
        for state in casual_states(players, seed):
            moves = legal_moves(state)
            if state.phase is not Phase.PLAY or len(moves) < 2:  # step 4: `best_discard`
                continue
            scoring = TallyChance(random.Random(seed))
            scores = score_moves(state, moves, scoring)
            chosen = TallyChance(random.Random(seed))
            assert greedy_move(state, chosen) == moves[scores.index(max(scores))]
            assert chosen.rng.random() == scoring.rng.random()
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("players", [1, 2])
def test_a_discard_said_to_weigh_no_flip_is_worth_no_more_than_its_bound(players: int) -> None:
    """`flip_unweighed` and `least_discard_cost` are what let a move be skipped: where no
    flip is weighed, the best discard (R-SUF-2, R-SOLO-2/3) is worth at most the evaluation
    of the state it is made in, less the least a discard there costs."""
    held = tightened = 0
    for seed in range(1, 7):
        for state in casual_states(players, seed):
            if state.status is not Status.PLAYING or state.phase is not Phase.SUFFER:
                continue
            if flip_unweighed(state):
                chance = TallyChance(random.Random(seed))
                most = evaluate(state) - least_discard_cost(state)
                assert best_discard(state, chance)[1] <= most + 1e-6
                held += 1
                tightened += least_discard_cost(state) > 0
    assert held > 20 and tightened > 5


hands = st.lists(st.sampled_from([*full_deck(0), JESTER]), max_size=9, unique=True)


@given(hand=hands, due=st.integers(min_value=-1, max_value=45))
def test_the_largest_discard_is_a_minimal_discard(hand: list[Card], due: int) -> None:
    """R-SUF-2: the largest cards, by falling value, until they cover `due`: one of the
    minimal discards, and none only when there is none at all."""
    found = largest_discard(hand, due)
    minimal = minimal_discards(hand, due)
    assert (found in minimal) if found else not minimal
    if found:
        rest = [card for card in hand if card not in found and card.value > 0]
        assert all(card.value <= min(chosen.value for chosen in found) for card in rest)


def suffering(hand: str, tokens_used: int) -> GameState:
    """A solo game in step 4 against the King of Spades (20 due, R-SUF-1) with `hand`."""
    state = Game.new(1, seed=1).state
    return state._replace(
        phase=Phase.SUFFER,
        enemy=parse_card("KS"),
        shield=0,
        hands=(sort_cards(parse_cards(hand)),),
        tokens_used=tokens_used,
    )


@pytest.mark.parametrize(
    ("hand", "tokens_used", "unweighed"),
    [
        ("10H 10D", 0, False),  # both cards go: more than half the hand, a flip is weighed
        ("KH 2C 3C 4D 5D 6H 7H 8S", 0, True),  # the King alone: less than half of eight
        ("10H 10D", 2, True),  # no token left to flip (R-SOLO-3)
        ("5H 4D", 0, False),  # nothing covers 20: only a flip could
    ],
)
def test_a_flip_is_weighed_unless_the_largest_discard_costs_half_the_hand_or_less(
    hand: str, tokens_used: int, unweighed: bool
) -> None:
    state = suffering(hand, tokens_used)
    assert flip_unweighed(state) is unweighed
    if unweighed:
        assert best_discard(state, TallyChance(random.Random(1)))[1] <= evaluate(state)
