"""`regicide bench engine --game baisch`: the Baisch engine's speed through its public API.

Whole games of the instant player at every table size (2 to 6 seats): `steps_per_second`
times `Game.submit` alone (validation, events and the new state included),
`moves_per_second` `legal_moves` alone (the full list a seat may choose from, which the
setup's thousands of choices dominate). `replay_ms` is the median time to validate and replay
the longest of those games from its plain record data (`read_record` and `replay`, every
stored event compared): the shell's long record is Regicide's, so Baisch replays its own.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import Game, read_record, record_data, record_of, replay, view

GAMES_PER_TABLE = 8
TABLES = (2, 3, 4, 5, 6)
REPLAY_RUNS = 15
TURN_CAP = 400  # as the simulations: bots may stall


def measure_engine() -> dict[str, Any]:
    """Play the games, time their steps, replay the longest."""
    submit = listing = 0.0
    steps = 0
    longest: Game | None = None
    player = make_player("instant")
    for players in TABLES:
        for seed in range(GAMES_PER_TABLE):
            game, seconds = _play(players, seed, player)
            submit += seconds[0]
            listing += seconds[1]
            steps += len(game.history)
            if longest is None or len(game.history) > len(longest.history):
                longest = game
    assert longest is not None
    replay_ms = _replay_ms(longest)
    return {
        "steps_per_second": round(steps / submit),
        "moves_per_second": round(steps / listing),
        "games": GAMES_PER_TABLE * len(TABLES),
        "steps": steps,
        "replay_ms": round(replay_ms, 2),
        "replay_moves": len(longest.history),
    }


def _play(players: int, seed: int, player: Any) -> tuple[Game, tuple[float, float]]:
    """One game of instant players; the seconds spent in submit and in legal_moves."""
    game = Game.new(players, seed=seed)
    rng = random.Random(seed)
    submit = listing = 0.0
    while game.outcome is None and game.state.turn < TURN_CAP:
        seat = game.state.to_act
        assert seat is not None
        started = time.perf_counter()
        game.legal_moves()
        listing += time.perf_counter() - started
        command = player.choose(view(game.state, seat), rng)
        started = time.perf_counter()
        game.submit(command)
        submit += time.perf_counter() - started
    return game, (submit, listing)


def _replay_ms(game: Game) -> float:
    data = record_data(record_of(game))
    runs = []
    for _ in range(REPLAY_RUNS):
        started = time.perf_counter()
        replay(read_record(data))
        runs.append(time.perf_counter() - started)
    return statistics.median(runs) * 1000


def describe_engine(result: dict[str, Any]) -> str:
    return "\n".join(
        [
            f"engine steps/s (submit only): {result['steps_per_second']:,}",
            f"legal_moves lists/s: {result['moves_per_second']:,}",
            f"{result['games']} games of the instant player, {result['steps']:,} steps",
            f"replay of a {result['replay_moves']}-move record: {result['replay_ms']} ms",
        ]
    )
