"""Claim's search may be made faster only without changing a decision (issue 34): whole
games of Strong and Expert at small exact budgets (`iterations`: no clock is read) make the
very moves recorded before any speed-up (data/claim-search-decisions.json, written by this
module run as a program), and the search's summed values at fixed positions, in phase one
(epsilon-greedy rollouts) and in phase two (exact endgames), are the same to the last bit.

To record again after a change that is *meant* to change decisions:
`.venv/bin/python -m tests.games.claim.test_claim_search_decisions`.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from regicide.games.claim.ai.make import make_player
from regicide.games.claim.ai.rollouts import evaluate_moves
from regicide.games.claim.ai.search import STYLE
from regicide.games.claim.engine import Game, format_move, legal_moves, view
from tests.recorded_search import recorded, recording, write

DATA = Path(__file__).resolve().parent / "data" / "claim-search-decisions.json"
#: (level, its opponent, deal, iterations): whole games, the level in seat 1.
GAMES = [
    ("strong", "casual", 1, 6),
    ("strong", "strong", 2, 4),
    ("expert", "casual", 3, 2),
]
#: (deal, moves played first by Casual): positions whose every legal move is searched.
POSITIONS = [(4, 3), (5, 14), (6, 30), (7, 38)]
POSITION_SEEDS = 6


def game_moves(level: str, opponent: str, deal: int, iterations: int) -> list[str]:
    """Every move of one game, `level` in seat 1 and `opponent` in seat 2."""
    players = {
        1: make_player(level, iterations=iterations),
        2: make_player(opponent, iterations=iterations),
    }
    rngs = {seat: random.Random(f"claim-decisions/{deal}/{seat}") for seat in (1, 2)}
    game = Game.new(seed=deal)
    moves = []
    while (seat := game.state.to_act) is not None:
        command = players[seat].choose(view(game.state, seat), rngs[seat])
        moves.append(format_move(command))
        game.submit(command)
    return moves


def position_totals(deal: int, first: int) -> list[str]:
    """The summed values of every legal move after `first` Casual moves, exact (hex)."""
    casual = make_player("casual")
    game = Game.new(seed=deal)
    rng = random.Random(f"claim-positions/{deal}")
    for _ in range(first):
        seat = game.state.to_act
        assert seat is not None
        game.submit(casual.choose(view(game.state, seat), rng))
    seat = game.state.to_act
    assert seat is not None
    totals, done = evaluate_moves(
        view(game.state, seat),
        legal_moves(game.state),
        rng.getrandbits(63),
        POSITION_SEEDS,
        style=STYLE,
    )
    assert done == POSITION_SEEDS
    return [total.hex() for total in totals]


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_makes_the_recorded_moves(spec: tuple[str, str, int, int]) -> None:
    assert game_moves(*spec) == recorded(DATA, "games", spec)


@pytest.mark.parametrize("spec", POSITIONS, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_sums_the_recorded_values(spec: tuple[int, int]) -> None:
    assert position_totals(*spec) == recorded(DATA, "positions", spec)


if __name__ == "__main__":
    write(DATA, recording(GAMES, game_moves, POSITIONS, position_totals))
