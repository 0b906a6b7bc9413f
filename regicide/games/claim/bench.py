"""`regicide bench engine --game claim`: Claim's rules engine's speed through its public API.

Random legal games on every deck the seed codes name, in turn: `steps_per_second` times
`Game.submit` alone (validation, events and the new state), `games_per_second` also asking
`legal_moves` and choosing one. `replay_ms` is the median time to validate and replay a whole
game's record from its plain data: the long game's, when that file is a Claim record, else the
last random game's.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from regicide.games.claim.decks import factions_of, namable_decks
from regicide.games.claim.engine import (
    Game,
    Options,
    RecordError,
    read_record,
    record_data,
    record_of,
    replay,
)

GAMES = 400
REPLAY_RUNS = 25


def measure_engine(long_game: Callable[[], object]) -> dict[str, Any]:
    decks = namable_decks()
    picker = random.Random(2026)
    submit_seconds, steps, game = 0.0, 0, None
    started = time.perf_counter()
    for seed in range(GAMES):
        options = Options(factions_of(decks[seed % len(decks)]))
        game, seconds = _play_random_game(seed, options, picker)
        submit_seconds += seconds
        steps += len(game.history)
    elapsed = time.perf_counter() - started
    assert game is not None
    replay_ms, replay_moves = _measure_replay(_record_to_replay(long_game, game))
    return {
        "steps_per_second": round(steps / submit_seconds),
        "games_per_second": round(GAMES / elapsed, 1),
        "games": GAMES,
        "steps": steps,
        "replay_ms": replay_ms,
        "replay_moves": replay_moves,
    }


def _play_random_game(seed: int, options: Options, picker: random.Random) -> tuple[Game, float]:
    """One game of uniformly random legal moves, and the seconds spent in submit."""
    game = Game.new(seed=seed, options=options)
    seconds = 0.0
    while game.state.to_act is not None:
        move = picker.choice(game.legal_moves())
        started = time.perf_counter()
        game.submit(move)
        seconds += time.perf_counter() - started
    return game, seconds


def _record_to_replay(long_game: Callable[[], object], fallback: Game) -> object:
    """The long game's record data (`long_game()` reads it) when it is Claim's, else
    `fallback`'s."""
    data = long_game()
    try:
        read_record(data)
    except RecordError:
        return record_data(record_of(fallback))
    return data


def _measure_replay(data: object) -> tuple[float, int]:
    """The median milliseconds to read and replay the record's data, and its moves."""
    moves = len(read_record(data).moves)
    times = []
    for _ in range(REPLAY_RUNS):
        started = time.perf_counter()
        replay(read_record(data))
        times.append(time.perf_counter() - started)
    return round(statistics.median(times) * 1000, 2), moves


def describe_engine(result: dict[str, Any]) -> str:
    """Those figures for people."""
    replayed = f"replay of a whole game ({result['replay_moves']} moves): {result['replay_ms']} ms"
    return "\n".join(
        [
            f"Claim engine: {result['steps_per_second']:,} steps/s in submit, "
            f"{result['games_per_second']} random games/s ({result['games']} games, "
            f"{result['steps']:,} steps)",
            replayed,
        ]
    )
