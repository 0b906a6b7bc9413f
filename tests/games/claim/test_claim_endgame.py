"""The strong player's exact endgame solver (C-P2, C-TRICK-5..8, C-DWA-1, C-SCORE-2..6): on
small phase-two deals it finds the same result as a plain minimax over the engine itself."""

from __future__ import annotations

import random

from regicide.games.claim.ai.endgame import solvable, solve_moves
from regicide.games.claim.engine import (
    GameState,
    Options,
    PlayCard,
    RandomChance,
    Status,
    advance,
    legal_moves,
)
from tests.games.claim.claim_builders import random_game


def engine_minimax(state: GameState, seat: int) -> float:
    """The result for `seat` of perfect play, worked out with the engine's own rules."""
    if state.status is not Status.PLAYING:
        return 1.0 if state.victor == seat else 0.5 if state.victor == 0 else 0.0
    chance = RandomChance(random.Random(0))
    values = [engine_minimax(advance(state, move, chance), seat) for move in legal_moves(state)]
    return max(values) if state.current == seat else min(values)


def test_the_solver_agrees_with_the_engine_on_small_endgames() -> None:
    checked = 0
    for seed in range(24):
        state = random_game(seed, moves=52 - 8 - seed % 2).state  # 4 tricks left, either seat
        assert solvable(state)
        seat = state.current
        moves = legal_moves(state)
        chance = RandomChance(random.Random(0))
        expected = [engine_minimax(advance(state, move, chance), seat) for move in moves]
        cards = [move.card for move in moves if isinstance(move, PlayCard)]
        assert solve_moves(state, cards) == expected
        checked += len(set(expected)) > 1
    assert checked  # some positions where the choice matters


def test_the_solver_leaves_phase_one_and_expansions_to_rollouts() -> None:
    assert not solvable(random_game(1, moves=10).state)
    expanded = random_game(1, factions=("GNO", "GIA", "SEE", "GHO", "TRO"), moves=40).state
    assert expanded.options != Options() and not solvable(expanded)
