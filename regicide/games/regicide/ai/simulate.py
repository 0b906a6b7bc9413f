"""All-computer games on fixed seeds, and their statistics (`regicide simulate`).

Game k is dealt from seed S + k (`Game.new`), every seat is played by the same kind of player
through `Game.submit` (so every move is checked by the rules), and each seat sees only its view.
The player's generator for a game comes from its seed too, so with `iterations` the whole run
is reproducible. Medals are the engine's (R-SOLO-5).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.engine import TOTAL_ENEMIES, Game, Rules, Status, view
from regicide.games.tally import Z95, wilson


@dataclass(frozen=True)
class Settings:
    """What to simulate: the player, the table and the budget."""

    bot: str
    players: int = 1
    think: float | None = None
    iterations: int | None = None
    rules: Rules = field(default_factory=Rules)


@dataclass(frozen=True)
class GameResult:
    seed: int
    won: bool
    enemies: int
    medal: str | None
    moves: int
    seconds: float  # spent choosing, all moves together
    slowest: float = 0.0  # the longest single decision
    times: tuple[float, ...] = ()  # every decision's seconds, in order
    cpu_times: tuple[float, ...] = ()  # the same in processor time of the choosing thread


def play_game(settings: Settings, seed: int) -> GameResult:
    """One game from `seed`, every seat a computer player of `settings.bot`."""
    player = make_player(settings.bot, think=settings.think, iterations=settings.iterations)
    game = Game.new(settings.players, seed=seed, rules=settings.rules)
    rng = random.Random(f"regicide-bot/{seed}")
    seconds, moves, slowest = 0.0, 0, 0.0
    times, cpu_times = [], []
    while game.state.status is Status.PLAYING:
        seen = view(game.state, game.state.current)
        started, cpu_started = time.perf_counter(), time.thread_time()
        command = player.choose(seen, rng)
        spent = time.perf_counter() - started
        cpu_times.append(time.thread_time() - cpu_started)
        seconds += spent
        slowest = max(slowest, spent)
        times.append(spent)
        game.submit(command)
        moves += 1
    state = game.state
    return GameResult(
        seed=seed,
        won=state.status is Status.WON,
        enemies=state.enemies_defeated,
        medal=state.medal.value if state.medal else None,
        moves=moves,
        seconds=seconds,
        slowest=slowest,
        times=tuple(times),
        cpu_times=tuple(cpu_times),
    )


def run_games(settings: Settings, seeds: range, workers: int = 1) -> Iterator[GameResult]:
    """The games of `seeds`, in seed order; with `workers` > 1, in that many processes."""
    if workers <= 1:
        for seed in seeds:
            yield play_game(settings, seed)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_play_game_star, [(settings, seed) for seed in seeds])


def _play_game_star(job: tuple[Settings, int]) -> GameResult:
    return play_game(*job)


def mean_ci(values: list[int]) -> tuple[float, float]:
    """The mean's normal 95% confidence interval."""
    count = len(values)
    if count < 2:
        mean = float(values[0]) if values else 0.0
        return (mean, mean)
    mean = sum(values) / count
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    half = Z95 * math.sqrt(variance / count)
    return (mean - half, mean + half)


def summary(settings: Settings, results: list[GameResult]) -> dict[str, Any]:
    """The statistics `regicide simulate` prints (issue 10's keys, and a few more)."""
    games = len(results)
    wins = sum(result.won for result in results)
    enemies = [result.enemies for result in results]
    histogram = [0] * (TOTAL_ENEMIES + 1)
    for count in enemies:
        histogram[count] += 1
    moves = sum(result.moves for result in results)
    seconds = sum(result.seconds for result in results)
    low, high = wilson(wins, games)
    medals = None
    if settings.players == 1:
        medals = {
            name: sum(r.medal == name for r in results) for name in ("gold", "silver", "bronze")
        }
    return {
        "bot": settings.bot,
        "players": settings.players,
        "think": settings.think,
        "iterations": settings.iterations,
        "variants": list(settings.rules.enabled()),
        "seeds": [results[0].seed, results[-1].seed] if results else [],
        "games": games,
        "wins": wins,
        "win_rate": wins / games if games else 0.0,
        "ci95": [round(low, 4), round(high, 4)],
        "mean_enemies": sum(enemies) / games if games else 0.0,
        "mean_enemies_ci95": [round(bound, 3) for bound in mean_ci(enemies)],
        "enemies_histogram": histogram,
        "medals": medals,
        "moves": moves,
        "seconds_per_move": seconds / moves if moves else 0.0,
        "max_seconds_per_move": max((r.slowest for r in results), default=0.0),
        "p99_seconds_per_move": _percentile([t for r in results for t in r.times], 0.99),
        # processor time of the choosing thread: what a decision costs on an idle core
        "cpu_seconds_per_move": sum(t for r in results for t in r.cpu_times) / moves
        if moves
        else 0.0,
        "p99_cpu_seconds_per_move": _percentile([t for r in results for t in r.cpu_times], 0.99),
    }


def _percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` lie (nearest rank); 0.0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def run_simulation(
    settings: Settings,
    games: int,
    seed: int,
    workers: int,
    progress: Callable[[int, int], None],
) -> dict[str, Any]:
    """Play `games` deals from `seed` on, tell `progress` (games done, games won) after each,
    and return the summary."""
    results = []
    wins = 0
    for done, result in enumerate(run_games(settings, range(seed, seed + games), workers), 1):
        results.append(result)
        wins += result.won
        progress(done, wins)
    return summary(settings, results)


def describe(report: Mapping[str, Any]) -> str:
    """The summary for people."""
    low, high = report["ci95"]
    lines = [
        f"bot {report['bot']}, {report['players']} player(s), {report['games']} games",
        f"wins {report['wins']}  win_rate {report['win_rate']:.3f}  ci95 [{low:.3f}, {high:.3f}]",
        f"mean_enemies {report['mean_enemies']:.2f}  "
        f"(ci95 {report['mean_enemies_ci95'][0]:.2f}–{report['mean_enemies_ci95'][1]:.2f})",
        "enemies_histogram " + " ".join(str(count) for count in report["enemies_histogram"]),
        f"seconds_per_move {report['seconds_per_move']:.4f}",
    ]
    if report["medals"] is not None:
        lines.append("medals " + ", ".join(f"{k} {v}" for k, v in report["medals"].items()))
    return "\n".join(lines)
