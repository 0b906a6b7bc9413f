"""The search's speed-ups change no decision (issue 34): whole games of Strong and Expert at
small exact budgets (`iterations`: no clock is read) make the very moves recorded before the
search was made faster (data/search-decisions.json, written by this module run as a
program), and the search's summed rollout values at fixed positions are the same to the
last bit.

To record again after a change that is *meant* to change decisions:
`.venv/bin/python -m tests.games.regicide.ai.test_search_decisions`.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from regicide.games.regicide.ai.heuristic import TallyChance, greedy_move, greedy_step
from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.search import HORIZON, evaluate_moves
from regicide.games.regicide.engine import (
    Game,
    GameState,
    Status,
    advance,
    determinize,
    format_move,
    legal_moves,
    view,
)
from tests.recorded_search import recorded, recording, write

DATA = Path(__file__).resolve().parent / "data" / "search-decisions.json"
#: (level, players, seed, iterations): whole games, every seat that level.
GAMES = [
    ("strong", 1, 1, 4),
    ("strong", 1, 7, 4),
    ("strong", 2, 3, 3),
    ("strong", 4, 5, 2),
    ("expert", 1, 2, 2),
]
#: (players, seed, moves played first by Casual): positions whose every legal move is searched.
POSITIONS = [(1, 11, 6), (2, 12, 9), (3, 13, 4)]
POSITION_SEEDS = 8


def game_moves(level: str, players: int, seed: int, iterations: int) -> list[str]:
    """Every move of one game played by `level` at `iterations` sampled deals a decision."""
    player = make_player(level, iterations=iterations)
    game = Game.new(players, seed=seed)
    rng = random.Random(f"search-decisions/{seed}")
    moves = []
    while game.state.status is Status.PLAYING:
        command = player.choose(view(game.state, game.state.current), rng)
        moves.append(format_move(command))
        game.submit(command)
    return moves


def position_totals(players: int, seed: int, first: int) -> list[str]:
    """The summed rollout values of every legal move after `first` Casual moves, exact (hex)."""
    casual = make_player("casual")
    game = Game.new(players, seed=seed)
    rng = random.Random(f"search-positions/{seed}")
    for _ in range(first):
        game.submit(casual.choose(view(game.state, game.state.current), rng))
    seen = view(game.state, game.state.current)
    seeds = [rng.getrandbits(63) for _ in range(POSITION_SEEDS)]
    totals, done = evaluate_moves(seen, legal_moves(game.state), seeds, None, HORIZON)
    assert done == POSITION_SEEDS
    return [total.hex() for total in totals]


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_makes_the_recorded_moves(spec: tuple[str, int, int, int]) -> None:
    assert game_moves(*spec) == recorded(DATA, "games", spec)


@pytest.mark.parametrize("spec", POSITIONS, ids=lambda spec: "-".join(map(str, spec)))
def test_the_search_sums_the_recorded_values(spec: tuple[int, int, int]) -> None:
    assert position_totals(*spec) == recorded(DATA, "positions", spec)


def casual_states(players: int, seed: int) -> list[GameState]:
    """Every state of one Casual game, each dealt again as its seat would guess it."""
    casual = make_player("casual")
    game = Game.new(players, seed=seed)
    rng = random.Random(f"search-steps/{seed}")
    states = []
    while game.state.status is Status.PLAYING:
        seen = view(game.state, game.state.current)
        states.append(determinize(seen, random.Random(seed)))
        game.submit(casual.choose(seen, rng))
    return states


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_rollout_step_is_the_greedy_move_played_with_the_same_luck(players: int) -> None:
    """R-HEART-1's shuffle is the only luck of play: a step that takes the state worked out
    while scoring reaches the state, and leaves the generator, as playing the move again."""
    checked = reused = 0
    for seed in range(1, 6):
        for state in casual_states(players, seed):
            if state.status is not Status.PLAYING:
                continue
            plain = TallyChance(random.Random(seed))
            expected = advance(state, greedy_move(state, plain), plain, trusted=True)
            tally = TallyChance(random.Random(seed))
            after, answer = greedy_step(state, tally)
            assert after == expected
            assert tally.rng.random() == plain.rng.random()
            if answer is not None:  # the discard weighed there is the one it would choose
                follow, _ = greedy_step(after, TallyChance(random.Random(0)), answer)
                again = TallyChance(random.Random(0))
                assert follow == advance(after, greedy_move(after, again), again, trusted=True)
                reused += 1
            checked += 1
    assert checked > 100 and reused > 10


if __name__ == "__main__":
    write(DATA, recording(GAMES, game_moves, POSITIONS, position_totals))
