"""`regicide bench engine`: Regicide's rules engine's speed through its public API.

Random legal games for 1–4 players: `steps_per_second` times `Game.submit` alone
(validation, events and the new state included); `loop_steps_per_second` and
`games_per_second` also include asking `legal_moves` and choosing one.
`rollout_steps_per_second` is what a search gets: the same random games played through the
fastest public path, `legal_moves`, a choice with a seeded `random.Random`, then
`advance(..., trusted=True)` (no events kept, no checks) with one `RandomChance` per game;
the deals are made beforehand and the best of ROLLOUT_PASSES passes is reported. `replay_ms`
is the median time to validate and replay a 300-move record (the benchmarks' long game) from
its plain data; `replay_file_ms` adds reading the YAML file (the command hands the reading in:
the engine's bench reads no file itself).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from regicide.games.regicide.engine import (
    Game,
    GameState,
    RandomChance,
    Status,
    advance,
    legal_moves,
    read_record,
    replay,
)

GAMES_PER_PLAYER_COUNT = 300
REPLAY_RUNS = 25
ROLLOUT_PASSES = 5


def measure_engine(long_game: Callable[[], object]) -> dict[str, Any]:
    submit_seconds = 0.0
    steps = 0
    games_per_second: dict[str, float] = {}
    picker = random.Random(2026)
    for players in (1, 2, 3, 4):
        started = time.perf_counter()
        for seed in range(GAMES_PER_PLAYER_COUNT):
            seconds, moves = _play_random_game(players, seed, picker)
            submit_seconds += seconds
            steps += moves
        games_per_second[str(players)] = GAMES_PER_PLAYER_COUNT / (time.perf_counter() - started)
    loop_seconds = sum(GAMES_PER_PLAYER_COUNT / rate for rate in games_per_second.values())
    replay_ms, replay_file_ms, replay_moves = _measure_replay(long_game)
    return {
        "steps_per_second": round(steps / submit_seconds),
        "loop_steps_per_second": round(steps / loop_seconds),
        "rollout_steps_per_second": round(_measure_rollouts()),
        "games_per_second": {key: round(rate, 1) for key, rate in games_per_second.items()},
        "games": GAMES_PER_PLAYER_COUNT * 4,
        "steps": steps,
        "replay_ms": round(replay_ms, 2),
        "replay_file_ms": round(replay_file_ms, 2),
        "replay_moves": replay_moves,
    }


def _play_random_game(players: int, seed: int, picker: random.Random) -> tuple[float, int]:
    """Play one game of uniformly random legal moves; returns (seconds in submit, moves)."""
    game = Game.new(players, seed=seed)
    seconds = 0.0
    moves = 0
    while game.state.status is Status.PLAYING:
        move = picker.choice(game.legal_moves())
        started = time.perf_counter()
        game.submit(move)
        seconds += time.perf_counter() - started
        moves += 1
    return seconds, moves


def _measure_rollouts() -> float:
    """Steps per second of random rollouts through the fastest public path (the best pass)."""
    starts = [
        Game.new(players, seed=seed).state
        for players in (1, 2, 3, 4)
        for seed in range(GAMES_PER_PLAYER_COUNT)
    ]
    return max(_rollouts(starts, random.Random(2026)) for _ in range(ROLLOUT_PASSES))


def _rollouts(starts: list[GameState], picker: random.Random) -> float:
    started = time.perf_counter()
    steps = sum(
        _rollout(start, picker, RandomChance(random.Random(index)))
        for index, start in enumerate(starts)
    )
    return steps / (time.perf_counter() - started)


def _rollout(state: GameState, picker: random.Random, chance: RandomChance) -> int:
    """Play one game to its end with random legal moves; returns the number of steps."""
    playing = Status.PLAYING
    steps = 0
    while state.status is playing:
        moves = legal_moves(state)
        state = advance(state, moves[int(picker.random() * len(moves))], chance, trusted=True)
        steps += 1
    return steps


def _measure_replay(long_game: Callable[[], object]) -> tuple[float, float, int]:
    """The median milliseconds to replay the long record's data, and to read it from its
    file and replay it (`long_game()` reads it), and its moves."""
    data = long_game()
    in_memory, from_file = [], []
    moves = 0
    for _ in range(REPLAY_RUNS):
        started = time.perf_counter()
        game = replay(read_record(data))
        in_memory.append(time.perf_counter() - started)
        started = time.perf_counter()
        replay(read_record(long_game()))
        from_file.append(time.perf_counter() - started)
        moves = len(game.history)
    return statistics.median(in_memory) * 1000, statistics.median(from_file) * 1000, moves


def describe_engine(result: dict[str, Any]) -> str:
    per_count = ", ".join(f"{key}p {rate:,.0f}" for key, rate in result["games_per_second"].items())
    return "\n".join(
        [
            f"engine steps/s (submit only): {result['steps_per_second']:,}   (target >= 20,000)",
            f"engine steps/s (with legal_moves and choice): {result['loop_steps_per_second']:,}",
            f"rollout steps/s (legal_moves, choice, trusted advance): "
            f"{result['rollout_steps_per_second']:,}   (target >= 60,000)",
            f"games/s: {per_count}   ({result['games']} games, {result['steps']:,} steps)",
            f"replay of a {result['replay_moves']}-move record: {result['replay_ms']} ms"
            f"   (target < 20 ms; {result['replay_file_ms']} ms including reading the YAML file)",
        ]
    )
