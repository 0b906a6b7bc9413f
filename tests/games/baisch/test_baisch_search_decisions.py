"""Baisch's search may be made faster only without changing a decision (issue 34): whole
games of Strong and Expert at small exact budgets (`iterations`: no clock is read), two and
four players, make the very moves recorded before any speed-up
(data/baisch-search-decisions.json, written by this module run as a program).

To record again after a change that is *meant* to change decisions:
`.venv/bin/python -m tests.games.baisch.test_baisch_search_decisions`.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from regicide.games.baisch.ai.make import make_player
from regicide.games.baisch.engine import Game, format_move, view
from tests.recorded_search import recorded, recording, write

DATA = Path(__file__).resolve().parent / "data" / "baisch-search-decisions.json"
#: (level in seat 1, the others' level, players, seed, iterations): whole games.
GAMES = [
    ("strong", "casual", 2, 1, 3),
    ("expert", "strong", 2, 2, 1),
    ("strong", "casual", 4, 3, 2),
]
TURNS = 60  # a game that runs longer is recorded up to here


def game_moves(level: str, others: str, players: int, seed: int, iterations: int) -> list[str]:
    """Every move of one game (up to TURNS turns), `level` in seat 1, `others` elsewhere."""
    first = make_player(level, iterations=iterations)
    other = make_player(others, iterations=iterations)
    game = Game.new(players, seed=seed)
    rng = random.Random(f"baisch-decisions/{seed}")
    moves = []
    while game.outcome is None and game.state.turn < TURNS:
        seat = game.state.to_act
        assert seat is not None
        command = (first if seat == 1 else other).choose(view(game.state, seat), rng)
        moves.append(format_move(command))
        game.submit(command)
    return moves


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_makes_the_recorded_moves(spec: tuple[str, str, int, int, int]) -> None:
    assert game_moves(*spec) == recorded(DATA, "games", spec)


if __name__ == "__main__":
    write(DATA, recording(GAMES, game_moves))
