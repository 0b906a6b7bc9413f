"""Computer against computer on fixed deals, and the statistics (`regicide simulate --game
claim`).

Games 2k and 2k+1 share the deal of seed S+k with the seats swapped, so neither player is
favoured by the cards. Every move goes through `Game.submit` (the rules check it) and each
player sees only its view. A player's generator comes from the seed too, so with
`iterations` the whole run is reproducible. Workers > 1 play games in that many processes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from regicide.games.claim.ai.make import make_player
from regicide.games.claim.engine import BASE_FACTIONS, Game, Options, view
from regicide.games.tally import wilson

Progress = Callable[[int, int, int], None]  # (games done, games in all, bot wins so far)


@dataclass(frozen=True)
class Match:
    """One game to play: who plays, on which deal, the bot in which seat, the budget."""

    bot: str
    opponent: str
    deal: int  # the seed of the deal
    bot_seat: int
    think: float | None
    iterations: int | None
    factions: tuple[str, ...] = BASE_FACTIONS


@dataclass(frozen=True)
class Result:
    """How one game went, for the bot."""

    won: bool
    drawn: bool
    factions: tuple[str, ...]  # the factions the bot won
    bot_moves: int
    bot_seconds: float
    opponent_moves: int
    opponent_seconds: float


def play_match(match: Match) -> Result:
    """Play one game of `match` to its end."""
    think = match.think if match.think is not None else 1.0
    players = {
        seat: make_player(name, think=think, iterations=match.iterations)
        for seat, name in ((match.bot_seat, match.bot), (3 - match.bot_seat, match.opponent))
    }
    rngs = {
        seat: random.Random(f"claim-bot/{match.deal}/{match.bot_seat}/{seat}") for seat in (1, 2)
    }
    game = Game.new(seed=match.deal, options=Options(match.factions))
    moves, seconds = {1: 0, 2: 0}, {1: 0.0, 2: 0.0}
    while (seat := game.state.to_act) is not None:
        started = time.perf_counter()
        command = players[seat].choose(view(game.state, seat), rngs[seat])
        seconds[seat] += time.perf_counter() - started
        moves[seat] += 1
        game.submit(command)
    state, bot, other = game.state, match.bot_seat, 3 - match.bot_seat
    return Result(
        won=state.victor == bot,
        drawn=state.victor == 0,
        factions=tuple(result.faction for result in state.results if result.seat == bot),
        bot_moves=moves[bot],
        bot_seconds=seconds[bot],
        opponent_moves=moves[other],
        opponent_seconds=seconds[other],
    )


def matches(bot: str, opponent: str, games: int, seed: int, **budget: Any) -> list[Match]:
    """Game 2k and 2k+1: the deal of seed + k, the bot in seat 1 then in seat 2."""
    return [
        Match(bot, opponent, seed + index // 2, 1 + index % 2, **budget) for index in range(games)
    ]


def play_all(jobs: list[Match], workers: int) -> Iterator[Result]:
    """The results in the jobs' order; with `workers` > 1, played in that many processes."""
    if workers <= 1:
        yield from map(play_match, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play_match, jobs)


def simulate(
    bot: str,
    opponent: str,
    games: int,
    seed: int,
    *,
    think: float | None = None,
    iterations: int | None = None,
    workers: int = 1,
    factions: tuple[str, ...] = BASE_FACTIONS,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Play `games` games of `bot` against `opponent` from deal `seed` on; the statistics."""
    jobs = matches(
        bot, opponent, games, seed, think=think, iterations=iterations, factions=factions
    )
    results: list[Result] = []
    for result in play_all(jobs, workers):
        results.append(result)
        if progress is not None:
            progress(len(results), games, sum(r.won for r in results))
    report = summary(results, factions)
    report.update(bot=bot, opponent=opponent, seed=seed, think=think, iterations=iterations)
    report["factions"] = list(factions)
    return report


def summary(results: list[Result], factions: tuple[str, ...]) -> dict[str, Any]:
    """Wins, losses and draws of the bot, its win rate over decided games with the Wilson 95%
    interval, the seconds a move of each side, and how often the bot won each faction."""
    wins = sum(result.won for result in results)
    draws = sum(result.drawn for result in results)
    decided = len(results) - draws
    low, high = wilson(wins, decided)
    bot_moves = sum(result.bot_moves for result in results)
    opponent_moves = sum(result.opponent_moves for result in results)
    return {
        "games": len(results),
        "wins": wins,
        "losses": decided - wins,
        "draws": draws,
        "win_rate": wins / decided if decided else 0.0,
        "ci95": [round(low, 4), round(high, 4)],
        "seconds_per_move": sum(r.bot_seconds for r in results) / bot_moves if bot_moves else 0.0,
        "opponent_seconds_per_move": (
            sum(r.opponent_seconds for r in results) / opponent_moves if opponent_moves else 0.0
        ),
        "factions_won": {code: sum(code in r.factions for r in results) for code in factions},
    }


def describe(report: dict[str, Any]) -> str:
    """The statistics for people: a few lines."""
    low, high = report["ci95"]
    won = ", ".join(f"{code} {count}" for code, count in report["factions_won"].items())
    return "\n".join(
        [
            f"{report['bot']} against {report['opponent']}, {report['games']} games "
            f"from seed {report['seed']}",
            f"wins {report['wins']}  losses {report['losses']}  draws {report['draws']}",
            f"win_rate {report['win_rate']:.3f}  ci95 [{low:.3f}, {high:.3f}]",
            f"seconds_per_move {report['seconds_per_move']:.4f} "
            f"(opponent {report['opponent_seconds_per_move']:.4f})",
            f"factions won by {report['bot']}: {won}",
        ]
    )
