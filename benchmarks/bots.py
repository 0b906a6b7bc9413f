"""The computer players' benchmark (issue 10): `regicide simulate` for random, instant and
strong with 1–4 players on the same seeds, one JSON file per run under benchmarks/bots/, and
the table of benchmarks/README.md made from them.

    .venv/bin/python benchmarks/bots.py run BOT PLAYERS GAMES [--think S | --iterations I]
    .venv/bin/python benchmarks/bots.py table      # prints the Markdown table of all runs

Every run deals from seed 1 (FIRST_SEED), so the runs of one player count share their deals.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from regicide.games.regicide.ai.simulate import mean_ci
from regicide.games.tally import wilson

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "bots"
FIRST_SEED = 1


def run(
    bot: str,
    players: int,
    games: int,
    *,
    think: float | None,
    iterations: int | None,
    workers: int,
    first: int = FIRST_SEED,
) -> Path:
    """One `regicide simulate --json` run, saved as JSON; returns the file."""
    budget = ["--workers", str(workers)]
    tag = ""
    if think is not None:
        budget, tag = [*budget, "--think", str(think)], f"-think{think}"
    if iterations is not None:
        budget, tag = [*budget, "--iterations", str(iterations)], f"-it{iterations}"
    command = [sys.executable, "-m", "regicide", "simulate", "--bot", bot, "--players"]
    command += [str(players), "--games", str(games), "--seed", str(first), "--json", *budget]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    RESULTS.mkdir(exist_ok=True)
    start = "" if first == FIRST_SEED else f"-from{first}"
    path = RESULTS / f"{bot}{tag}-{players}p-{games}{start}.json"
    path.write_text(done.stdout, encoding="utf-8")
    return path


def table() -> str:
    """The Markdown table of every saved run, by players then bot."""
    rows = merged([json.loads(path.read_text(encoding="utf-8")) for path in RESULTS.glob("*.json")])
    order = {"random": 0, "instant": 1, "strong": 2}
    rows.sort(key=lambda r: (r["players"], order.get(r["bot"], 3), r["think"] or 0, r["games"]))
    lines = [
        "| players | bot | budget | games | wins | win rate (95% CI) | mean enemies (95% CI) "
        "| wall s / decision (mean, p99) | CPU s / decision (mean, p99) "
        "| solo medals (gold/silver/bronze) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        budget = _budget(r)
        low, high = r["ci95"]
        elow, ehigh = r["mean_enemies_ci95"]
        medals = "/".join(str((r["medals"] or {}).get(m)) for m in ("gold", "silver", "bronze"))
        lines.append(
            f"| {r['players']} | {r['bot']} | {budget} | {r['games']} | {r['wins']} "
            f"| {100 * r['win_rate']:.1f}% ({100 * low:.1f}–{100 * high:.1f}) "
            f"| {r['mean_enemies']:.2f} ({elow:.2f}–{ehigh:.2f}) "
            f"| {_seconds(r['seconds_per_move'])}, {_p99(r, 'p99_seconds_per_move')} "
            f"| {_p99(r, 'cpu_seconds_per_move')}, {_p99(r, 'p99_cpu_seconds_per_move')} "
            f"| {medals if r['medals'] else '—'} |"
        )
    return "\n".join(lines)


def merged(reports: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Runs of the same player, table and budget on different seeds, as one row."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for report in reports:
        key = (report["bot"], report["players"], report["think"], report["iterations"])
        groups.setdefault(key, []).append(report)
    return [_merge(group) if len(group) > 1 else group[0] for group in groups.values()]


def _merge(group: list[dict[str, Any]]) -> dict[str, Any]:
    games = sum(r["games"] for r in group)
    wins = sum(r["wins"] for r in group)
    histogram = [
        sum(counts) for counts in zip(*(r["enemies_histogram"] for r in group), strict=True)
    ]
    enemies = [count for count, times in enumerate(histogram) for _ in range(times)]
    moves = sum(r["moves"] for r in group)
    medals = None
    if group[0]["medals"] is not None:
        medals = {name: sum(r["medals"][name] for r in group) for name in group[0]["medals"]}
    timings = {
        key: max(r[key] for r in group)
        for key in ("p99_seconds_per_move", "p99_cpu_seconds_per_move")
        if all(key in r for r in group)
    }
    timed = ("p99_seconds_per_move", "cpu_seconds_per_move", "p99_cpu_seconds_per_move")
    base = {key: value for key, value in group[0].items() if key not in timed}
    return {
        **base,
        "games": games,
        "wins": wins,
        "win_rate": wins / games,
        "ci95": list(wilson(wins, games)),
        "mean_enemies": sum(enemies) / games,
        "mean_enemies_ci95": list(mean_ci(enemies)),
        "enemies_histogram": histogram,
        "medals": medals,
        "moves": moves,
        "seconds_per_move": sum(r["seconds_per_move"] * r["moves"] for r in group) / moves,
        **timings,
    }


def _budget(report: dict[str, object]) -> str:
    if report["bot"] != "strong":
        return "—"
    if report["iterations"]:
        return f"{report['iterations']} deals"
    return f"{report['think'] or 1.0} s"


def _p99(report: dict[str, Any], key: str) -> str:
    """A timing the run recorded (older runs lack the newer keys)."""
    seconds = report.get(key)
    return "—" if seconds is None else _seconds(seconds)


def _seconds(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms" if seconds < 0.1 else f"{seconds:.2f} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run")
    runner.add_argument("bot")
    runner.add_argument("players", type=int)
    runner.add_argument("games", type=int)
    runner.add_argument("--think", type=float)
    runner.add_argument("--iterations", type=int)
    runner.add_argument("--workers", type=int, default=1)
    runner.add_argument("--first", type=int, default=FIRST_SEED, help="the first seed")
    commands.add_parser("table")
    args = parser.parse_args()
    if args.command == "run":
        print(
            run(
                args.bot,
                args.players,
                args.games,
                think=args.think,
                iterations=args.iterations,
                workers=args.workers,
                first=args.first,
            )
        )
    else:
        print(table())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
