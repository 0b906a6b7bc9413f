"""The levels' benchmark (issue 34): `regicide simulate` for each game's levels, each level
against the one below it and against Casual, and Regicide solo by level; one JSON file per
run under benchmarks/levels/, and the Markdown table of benchmarks/levels.md made from them.

    .venv/bin/python benchmarks/levels.py plan [--full]      # the runs, as commands
    .venv/bin/python benchmarks/levels.py run GAME BOT [OPPONENT] --games N [--players P]
        [--iterations I] [--seed S]
    .venv/bin/python benchmarks/levels.py table              # the table of every saved run

The searching levels play on a number of sampled deals a decision (`--iterations`: the
Strong budget; Expert plays three times as many), so the load of the machine does not change
a result. `plan --full` prints the issue's sample sizes (400 games a pairing, 200 at four
players, 200 solo seeds a level); `plan` alone the small samples this machine could afford.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "levels"
LEVELS = ("beginner", "casual", "strong", "expert")
SEARCHING = {"strong", "expert"}
#: the Strong level's sampled deals a decision, per game (the app's 1 s on a quiet machine)
STRONG_DEALS = {"regicide": 100, "claim": 60, "baisch": 40}


def pairings() -> list[tuple[str, str]]:
    """Each level against the one below it, and each against Casual (once)."""
    pairs = [(LEVELS[index], LEVELS[index - 1]) for index in range(1, len(LEVELS))]
    pairs += [(level, "casual") for level in LEVELS[2:]]
    return list(dict.fromkeys(pairs))


def plan(full: bool) -> list[list[str]]:
    """The runs of the benchmark as `run` arguments: the issue's samples with `full`, else
    the small ones measured on the shared development machine (benchmarks/levels.md)."""
    runs: list[list[str]] = []
    for game, players in (("claim", 2), ("baisch", 2), ("baisch", 4)):
        for bot, opponent in pairings():
            games = (400 if players == 2 else 200) if full else _small(game, bot, opponent)
            deals = STRONG_DEALS[game] if full else max(4, STRONG_DEALS[game] // 10)
            budget = ["--iterations", str(deals)] if {bot, opponent} & SEARCHING else []
            runs.append([game, bot, opponent, "--games", str(games), "--players", str(players)])
            runs[-1] += budget
    for level in LEVELS:
        seeds = 200 if full else (100 if level in ("beginner", "casual") else 4)
        deals = STRONG_DEALS["regicide"] if full else 10
        budget = ["--iterations", str(deals)] if level in ("strong", "expert") else []
        runs.append(["regicide", level, "--games", str(seeds), "--players", "1", *budget])
    return runs


def _small(game: str, bot: str, opponent: str) -> int:
    """A sample that costs at most about three minutes of one core."""
    if not {bot, opponent} & SEARCHING:
        return 200
    return 10 if game == "claim" else 6


def run(
    game: str,
    bot: str,
    opponent: str | None,
    *,
    games: int,
    players: int,
    iterations: int | None,
    seed: int,
) -> Path:
    """One `regicide simulate --json` run, saved as JSON; returns the file."""
    command = [sys.executable, "-m", "regicide", "simulate", "--game", game, "--bot", bot]
    command += ["--players", str(players), "--games", str(games), "--seed", str(seed), "--json"]
    tag = f"{game}-{players}p-{bot}"
    if opponent is not None:
        command += ["--opponent", opponent]
        tag += f"-vs-{opponent}"
    if iterations is not None:
        command += ["--iterations", str(iterations)]
        tag += f"-it{iterations}"
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{tag}-{games}-from{seed}.json"
    report = {**json.loads(done.stdout), "game": game, "players": players}
    path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return path


def table() -> str:
    """The Markdown table of every saved run: game, table, pairing, budget, games, result."""
    rows = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(RESULTS.glob("*.json"))]
    lines = [
        "| game | players | level | against | Strong's deals a decision | games | wins "
        "| win rate (95% Wilson) | medals (gold/silver/bronze) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        low, high = row["ci95"]
        medals = row.get("medals")
        medal_text = (
            "/".join(str(medals.get(name, 0)) for name in ("gold", "silver", "bronze"))
            if isinstance(medals, dict)
            else "—"
        )
        lines.append(
            f"| {row['game']} | {row['players']} | {row['bot']} | {row.get('opponent') or '—'} "
            f"| {row.get('iterations') or '—'} | {row['games']} | {row['wins']} "
            f"| {100 * row['win_rate']:.1f}% ({100 * low:.1f}–{100 * high:.1f}) | {medal_text} |"
        )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    planned = commands.add_parser("plan")
    planned.add_argument("--full", action="store_true")
    one = commands.add_parser("run")
    one.add_argument("game")
    one.add_argument("bot")
    one.add_argument("opponent", nargs="?")
    one.add_argument("--games", type=int, required=True)
    one.add_argument("--players", type=int, default=2)
    one.add_argument("--iterations", type=int)
    one.add_argument("--seed", type=int, default=1)
    commands.add_parser("table")
    args = parser.parse_args(argv)
    if args.command == "plan":
        for arguments in plan(args.full):
            print(" ".join([".venv/bin/python benchmarks/levels.py run", *arguments]))
    elif args.command == "run":
        made = run(
            args.game,
            args.bot,
            args.opponent,
            games=args.games,
            players=args.players,
            iterations=args.iterations,
            seed=args.seed,
        )
        print(made)
    else:
        print(table())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
