"""All-computer games on fixed seeds and their statistics (`regicide simulate --game baisch`
plays them through `GameDef.simulate`).

Game k is dealt from seed S + k; one `bot` player sits among `opponent` players, its seat
rotating game by game (seat 1 + k mod N). Every move goes through `Game.submit`, every player
sees only its view. A game that reaches TURN_CAP turns is stopped and counts as not won (the
rules end a game only with one player left; bots can stall).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from regicide.games.baisch.ai.make import make_player
from regicide.games.baisch.engine import Game, Options, view
from regicide.games.tally import wilson

TURN_CAP = 400


@dataclass(frozen=True)
class Settings:
    """What to simulate: the table, the bot, its opponents and the bot's budget."""

    players: int
    bot: str
    opponent: str
    think: float | None = None
    iterations: int | None = None
    options: Options = field(default_factory=Options)


@dataclass(frozen=True)
class GameResult:
    seed: int
    bot_seat: int
    won: bool
    capped: bool
    turns: int
    bot_moves: int
    bot_seconds: float


def play_game(settings: Settings, seed: int, index: int) -> GameResult:
    """One game from `seed`; the bot sits at seat 1 + index mod players."""
    bot_seat = 1 + index % settings.players
    bot = make_player(settings.bot, think=settings.think, iterations=settings.iterations)
    other = make_player(settings.opponent, think=settings.think, iterations=settings.iterations)
    game = Game.new(settings.players, seed=seed, options=settings.options)
    rng = random.Random(f"baisch-bot/{seed}")
    moves, seconds = 0, 0.0
    while game.outcome is None and game.state.turn < TURN_CAP:
        seat = game.state.to_act
        assert seat is not None
        player = bot if seat == bot_seat else other
        started = time.perf_counter()
        command = player.choose(view(game.state, seat), rng)
        if seat == bot_seat:
            seconds += time.perf_counter() - started
            moves += 1
        game.submit(command)
    outcome = game.outcome
    won = outcome is not None and outcome.winners == (bot_seat,)
    return GameResult(seed, bot_seat, won, outcome is None, game.state.turn, moves, seconds)


def _play(job: tuple[Settings, int, int]) -> GameResult:
    return play_game(*job)


def run_games(settings: Settings, seed: int, games: int, workers: int = 1) -> Iterator[GameResult]:
    """The games in seed order; in `workers` processes when more than one."""
    jobs = [(settings, seed + k, k) for k in range(games)]
    if workers <= 1:
        yield from map(_play, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_play, jobs)


def summary(settings: Settings, seed: int, results: list[GameResult]) -> dict[str, Any]:
    games = len(results)
    wins = sum(result.won for result in results)
    moves = sum(result.bot_moves for result in results)
    low, high = wilson(wins, games)
    return {
        "game": "baisch",
        "players": settings.players,
        "bot": settings.bot,
        "opponent": settings.opponent,
        "seed": seed,
        "think": settings.think,
        "iterations": settings.iterations,
        "games": games,
        "wins": wins,
        "win_rate": wins / games if games else 0.0,
        "ci95": [low, high],
        "seconds_per_move": sum(r.bot_seconds for r in results) / moves if moves else 0.0,
        "average_turns": sum(r.turns for r in results) / games if games else 0.0,
        "capped": sum(result.capped for result in results),
        "turn_cap": TURN_CAP,
    }


def simulate(
    players: int,
    bot: str,
    opponent: str,
    games: int,
    seed: int,
    *,
    think: float | None = None,
    iterations: int | None = None,
    workers: int = 1,
    options: Options | None = None,
    progress: Callable[[int, int, int], None] | None = None,
) -> dict[str, Any]:
    """Play `games` games and return the statistics; `progress(done, games, wins)`."""
    settings = Settings(players, bot, opponent, think, iterations, options or Options())
    return play_settings(settings, games, seed, workers=workers, progress=progress)


def play_settings(
    settings: Settings,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    progress: Callable[[int, int, int], None] | None = None,
) -> dict[str, Any]:
    """`simulate` for settings already made."""
    results = []
    for result in run_games(settings, seed, games, workers):
        results.append(result)
        if progress is not None:
            progress(len(results), games, sum(r.won for r in results))
    return summary(settings, seed, results)


def describe(report: dict[str, Any]) -> str:
    low, high = report["ci95"]
    return "\n".join(
        (
            f"baisch: {report['bot']} among {report['opponent']}, {report['players']} players, "
            f"{report['games']} games from seed {report['seed']}",
            f"wins {report['wins']}  win_rate {report['win_rate']:.3f}  "
            f"ci95 [{low:.3f}, {high:.3f}]",
            f"seconds_per_move {report['seconds_per_move']:.4f}  "
            f"average_turns {report['average_turns']:.1f}  capped {report['capped']}",
        )
    )
