"""Claim's search may be made faster only without changing a decision (issue 34): whole
games of Strong and Expert at small exact budgets (`iterations`: no clock is read) make the
very moves recorded before any speed-up (data/claim-search-decisions.json, written by this
module's `record`), and the search's summed values at fixed positions, in phase one (epsilon-
greedy rollouts) and in phase two (exact endgames), are the same to the last bit.

To record again after a change that is *meant* to change decisions:
`.venv/bin/python -m tests.games.claim.test_claim_search_decisions`.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from regicide.games.claim.ai.make import make_player
from regicide.games.claim.ai.rollouts import evaluate_moves
from regicide.games.claim.ai.search import STYLE
from regicide.games.claim.engine import Game, format_move, legal_moves, view

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


def record() -> dict[str, Any]:
    """Everything this module checks, as played now."""
    return {
        "games": [[*spec, game_moves(*spec)] for spec in GAMES],
        "positions": [[*spec, position_totals(*spec)] for spec in POSITIONS],
    }


RECORDED = json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else {}


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_makes_the_recorded_moves(spec: tuple[str, str, int, int]) -> None:
    recorded = next(moves for *key, moves in RECORDED["games"] if tuple(key) == spec)
    assert game_moves(*spec) == recorded


@pytest.mark.parametrize("spec", POSITIONS, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_sums_the_recorded_values(spec: tuple[int, int]) -> None:
    recorded = next(totals for *key, totals in RECORDED["positions"] if tuple(key) == spec)
    assert position_totals(*spec) == recorded


if __name__ == "__main__":
    DATA.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
