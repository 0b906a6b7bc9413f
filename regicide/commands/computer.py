"""`regicide simulate` and `regicide hint` (issue 10): headless, never loads pygame.

simulate: K all-computer games from seeds S, S+1, …, a progress bar on standard error, the
statistics as text or one JSON object. hint: the suggested move for the seat to act at the end
of a record (FORMAT.md) and why; exit 2 for a file it cannot use (as `regicide check` loads
it, and a move in it that is illegal), 1 when the game there is over.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, TextIO

from regicide.games.regicide.ai.hints import hint
from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.simulate import Settings, run_games, summary
from regicide.games.regicide.engine import Game, Rules, format_move, view
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line

EXIT_OK, EXIT_OVER, EXIT_UNUSABLE = 0, 1, 2


def run_simulate(
    settings: Settings,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    as_json: bool = False,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """Play the games, show progress on `err`, print the summary on `out`."""
    results = []
    wins = 0
    for done, result in enumerate(run_games(settings, range(seed, seed + games), workers), 1):
        results.append(result)
        wins += result.won
        _progress(err, done, games, wins)
    err.write("\n")
    report = summary(settings, results)
    print(json.dumps(report) if as_json else describe(report), file=out)
    return EXIT_OK


def _progress(err: TextIO, done: int, total: int, wins: int) -> None:
    width = 30
    filled = width * done // max(total, 1)
    bar = "#" * filled + "." * (width - filled)
    err.write(f"\rsimulate [{bar}] {done}/{total} games, {wins} won")
    err.flush()


def describe(report: dict[str, Any]) -> str:
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


def simulate_settings(
    bot: str, players: int, think: float | None, iterations: int | None, variants: list[str]
) -> Settings:
    """The settings of a simulate run; unknown variant names raise ValueError."""
    unknown = [name for name in variants if name not in Rules.names()]
    if unknown:
        raise ValueError(f"unknown variant {unknown[0]!r} (see RULES.md)")
    rules = Rules(**dict.fromkeys(variants, True))
    return Settings(bot, players, think=think, iterations=iterations, rules=rules)


def run_hint(
    path: Path,
    *,
    bot: str = "strong",
    seed: int = 0,
    think: float | None = None,
    iterations: int | None = None,
    as_json: bool = False,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """`regicide hint FILE`: the move the `bot` suggests for the seat to act, and why."""
    game = _load(path, err)
    if game is None:
        return EXIT_UNUSABLE
    state = game.state
    if not view(state, state.current).legal_moves:
        print(
            one_line(f"regicide hint: {path.name}: the game is over ({state.status.value})"),
            file=err,
        )
        return EXIT_OVER
    player = make_player(bot, think=think if iterations is None else None, iterations=iterations)
    suggestion = hint(view(state, state.current), random.Random(seed), player)
    move = format_move(suggestion.command)
    if as_json:
        data = {"move": move, "reason": suggestion.reason, "seat": state.current, "bot": bot}
        print(json.dumps(data, ensure_ascii=False), file=out)
    else:
        print(f"{move}\n{suggestion.reason}", file=out)
    return EXIT_OK


def _load(path: Path, err: TextIO) -> Game | None:
    """The game at the end of the record at `path` (read as the app reads a save: every move
    and stored event checked), or None after one line on `err`."""
    try:
        return load_saved(path)[0]
    except SaveError as problem:
        print(one_line(f"regicide hint: {problem}"), file=err)
        return None
