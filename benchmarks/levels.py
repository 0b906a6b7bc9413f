"""The levels' benchmark (issue 34): `regicide simulate` for each game's levels, each level
against the one below it and against Casual, and Regicide solo by level; one JSON file per
run under benchmarks/levels/, and the Markdown table of benchmarks/levels.md made from them.

    .venv/bin/python benchmarks/levels.py plan [--full]      # the runs, as commands
    .venv/bin/python benchmarks/levels.py run GAME BOT [OPPONENT] --games N [--players P]
        [--iterations I] [--seed S]
    .venv/bin/python benchmarks/levels.py paired LEVEL BELOW --games N [--players P]
        [--iterations I] [--seed S]                          # Regicide: two levels, same deals
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
from typing import Any

from regicide.games.regicide.ai.simulate import Settings, play_game, wilson

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


def paired(
    bot: str, below: str, *, games: int, players: int, iterations: int | None, seed: int
) -> Path:
    """Regicide's levels on the same deals (its players are one team, so two levels never
    meet): per deal, whether `bot` defeated more enemies than `below`, fewer, or as many,
    and the share of the deals that differ that `bot` took, with its Wilson interval."""
    seeds = range(seed, seed + games)
    ours = [play_game(Settings(bot, players, iterations=iterations), one) for one in seeds]
    theirs = [play_game(Settings(below, players, iterations=iterations), one) for one in seeds]
    better = sum(a.enemies > b.enemies for a, b in zip(ours, theirs, strict=True))
    worse = sum(a.enemies < b.enemies for a, b in zip(ours, theirs, strict=True))
    low, high = wilson(better, better + worse)
    report = {
        "game": "regicide",
        "players": players,
        "bot": bot,
        "opponent": below,
        "iterations": iterations,
        "seeds": [seed, seed + games - 1],
        "games": better + worse,
        "wins": better,
        "win_rate": better / (better + worse) if better + worse else 0.0,
        "ci95": [round(low, 4), round(high, 4)],
        "ties": games - better - worse,
        "enemies": {bot: [r.enemies for r in ours], below: [r.enemies for r in theirs]},
        "measure": "deals where it defeated more enemies, of those where the two differ",
    }
    RESULTS.mkdir(exist_ok=True)
    tag = f"regicide-{players}p-{bot}-vs-{below}" + (f"-it{iterations}" if iterations else "")
    path = RESULTS / f"{tag}-{games}-from{seed}.json"
    path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return path


def table() -> str:
    """The Markdown table of every saved run: game, table, pairing, budget, games, result."""
    rows = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(RESULTS.glob("*.json"))]
    lines = [
        "| game | players | level | against | Strong's deals a decision | games | wins "
        "| win rate (95% Wilson) | medals (gold/silver/bronze) | enemies defeated (mean, 95%) |",
        "|---|---|---|---|---|---|---|---|---|---|",
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
            f"| {100 * row['win_rate']:.1f}% ({100 * low:.1f}–{100 * high:.1f}) | {medal_text} "
            f"| {_enemies_text(row)} |"
        )
    return "\n".join(lines)


def _enemies_text(row: dict[str, Any]) -> str:
    """Regicide solo: the mean number of enemies defeated and its interval; a paired run:
    the deals the two levels tied on; anything else: a dash."""
    if "ties" in row:
        return f"{row['ties']} of {row['ties'] + row['games']} deals tied"
    bounds = row.get("mean_enemies_ci95")
    if row.get("game") != "regicide" or not isinstance(bounds, list):
        return "—"
    return f"{row['mean_enemies']:.2f} ({bounds[0]:.2f}–{bounds[1]:.2f})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    planned = commands.add_parser("plan")
    planned.add_argument("--full", action="store_true")
    one = commands.add_parser("run")
    one.add_argument("game")
    one.add_argument("bot")
    one.add_argument("opponent", nargs="?")
    two = commands.add_parser("paired")
    two.add_argument("bot")
    two.add_argument("below")
    for sub, players in ((one, 2), (two, 1)):
        sub.add_argument("--games", type=int, required=True)
        sub.add_argument("--players", type=int, default=players)
        sub.add_argument("--iterations", type=int)
        sub.add_argument("--seed", type=int, default=1)
    commands.add_parser("table")
    args = parser.parse_args(argv)
    sample: dict[str, Any] = {
        "games": getattr(args, "games", 0),
        "players": getattr(args, "players", 1),
        "iterations": getattr(args, "iterations", None),
        "seed": getattr(args, "seed", 1),
    }
    if args.command == "plan":
        for arguments in plan(args.full):
            print(" ".join([".venv/bin/python benchmarks/levels.py run", *arguments]))
    elif args.command == "run":
        print(run(args.game, args.bot, args.opponent, **sample))
    elif args.command == "paired":
        print(paired(args.bot, args.below, **sample))
    else:
        print(table())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
