"""The levels' benchmark (issue 34): `regicide simulate` for each game's levels, each level
against the one below it and against Casual, and Regicide solo by level; one JSON file per
run under benchmarks/levels/, and the Markdown table of benchmarks/levels.md made from them.

    .venv/bin/python benchmarks/levels.py plan [--full]      # the runs, as commands
    .venv/bin/python benchmarks/levels.py run GAME BOT [OPPONENT] --games N [--players P]
        [--iterations I] [--seed S]
    .venv/bin/python benchmarks/levels.py paired LEVEL BELOW --games N [--players P]
        [--iterations I] [--seed S]                          # Regicide: two levels, same deals
    .venv/bin/python benchmarks/levels.py chunks GAME BOT [OPPONENT] --games N [--players P]
        [--iterations I] [--seed S] [--chunk C]              # the same, resumable
    .venv/bin/python benchmarks/levels.py table              # the table of every saved run
    .venv/bin/python benchmarks/levels.py ceiling SOLVER_JSON    # Regicide solo on winnable deals

The searching levels play on a number of sampled deals a decision (`--iterations`: the
Strong budget; Expert plays three times as many), so the load of the machine does not change
a result. `chunks` plays a long run a few games at a time (C, default 10), each chunk saved
under benchmarks/levels/chunks/ with its processor time and the load as it ran, and merges
what has finished into the run's one JSON after every chunk (marked partial, with the games
planned, until all are in): stop it at any time, and the same command later plays only the
chunks that are missing. The games are those of one `run` of the same size.

`plan --full` prints the issue's sample sizes (400 games a pairing, 200 at four players, 200
solo seeds a level); `plan` alone the small samples this machine could afford.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from regicide.games.regicide.ai.simulate import Settings, mean_ci, play_game
from regicide.games.tally import wilson

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "levels"
CHUNKS = RESULTS / "chunks"
LEVELS = ("beginner", "casual", "strong", "expert")
SEARCHING = {"strong", "expert"}
#: the Strong level's sampled deals a decision, per game (the app's 1 s on a quiet machine)
STRONG_DEALS = {"regicide": 100, "claim": 60, "baisch": 40}
#: the label of each Regicide searcher's runs made with its current search (Strong's endgame
#: search since the ninth stop, Expert's solver retry since the twelfth): the ceiling reads
#: only those, never an earlier version's
SOLO_SEARCH_LABELS = {"strong": "endgame", "expert": "solver"}


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


@dataclass(frozen=True)
class Pairing:
    """One run: `bot` (against `opponent`; Regicide: a table of `bot`), `games` games from
    `seed` at `players` seats, Strong's `iterations` a decision."""

    game: str
    bot: str
    opponent: str | None
    games: int
    players: int
    iterations: int | None
    seed: int
    label: str = ""  # which version of the players (a level changed since an earlier run)

    @property
    def tag(self) -> str:
        """The run's name, as its files are named (without its size)."""
        tag = f"{self.game}-{self.players}p-{self.bot}"
        tag += f"-vs-{self.opponent}" if self.opponent is not None else ""
        tag += f"-it{self.iterations}" if self.iterations is not None else ""
        return tag + (f"-{self.label}" if self.label else "")

    @property
    def path(self) -> Path:
        """Where the run's JSON is saved."""
        return RESULTS / f"{self.tag}-{self.games}-from{self.seed}.json"

    def command(self) -> list[str]:
        """Its `regicide simulate --json` command line."""
        command = [sys.executable, "-m", "regicide", "simulate", "--game", self.game]
        command += ["--bot", self.bot, "--players", str(self.players), "--games", str(self.games)]
        command += ["--seed", str(self.seed), "--json"]
        if self.opponent is not None:
            command += ["--opponent", self.opponent]
        if self.iterations is not None:
            command += ["--iterations", str(self.iterations)]
        return command


def run(pairing: Pairing) -> Path:
    """One `regicide simulate --json` run, saved as JSON; returns the file."""
    done = subprocess.run(pairing.command(), capture_output=True, text=True, check=True)
    RESULTS.mkdir(exist_ok=True)
    report = {**json.loads(done.stdout), "game": pairing.game, "players": pairing.players}
    pairing.path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return pairing.path


def chunk_seeds(game: str, games: int, seed: int, chunk: int) -> Iterator[tuple[int, int]]:
    """(first seed, games) of each chunk of a run of `games` games from `seed`, so that the
    chunks play the run's own games: Claim's games 2k and 2k+1 share the deal of seed S+k
    (a chunk of C games covers C/2 deals, C even), Baisch's and Regicide's game k is seed S+k
    (Baisch's seat rotates with k: a chunk is a whole number of rotations)."""
    done = 0
    while done < games:
        size = min(chunk, games - done)
        yield (seed + done // 2 if game == "claim" else seed + done), size
        done += size


def chunks(pairing: Pairing, chunk: int = 10) -> Path:
    """A long run played chunk by chunk, resumable: each chunk not yet saved is played,
    saved, and merged with the others into the run's JSON; returns that file."""
    game, players = pairing.game, pairing.players
    if (game == "claim" and chunk % 2) or (game == "baisch" and chunk % players):
        raise ValueError(f"a {game} chunk must keep its seats' turns whole, not {chunk} games")
    folder = CHUNKS / pairing.path.stem
    folder.mkdir(parents=True, exist_ok=True)
    for first, size in chunk_seeds(game, pairing.games, pairing.seed, chunk):
        kept = folder / f"seed{first:06d}-{size}.json"
        if not kept.exists():
            report = _timed(replace(pairing, games=size, seed=first).command())
            kept.write_text(json.dumps({**report, "game": game, "players": players}, indent=1))
        _write_merged(pairing.path, folder, pairing.games, pairing.seed, pairing.label)
    _write_merged(pairing.path, folder, pairing.games, pairing.seed, pairing.label)
    return pairing.path


def _timed(command: list[str]) -> dict[str, Any]:
    """Run one `simulate --json` command; its report with the processor seconds it took, its
    wall seconds and the load average before and after."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load, started = os.getloadavg()[0], time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return {
        **json.loads(done.stdout),
        "cpu_seconds": round(cpu, 1),
        "wall_seconds": round(time.monotonic() - started, 1),
        "load": [round(load, 2), round(os.getloadavg()[0], 2)],
    }


def _write_merged(path: Path, folder: Path, planned: int, seed: int, label: str = "") -> None:
    """The saved chunks of `folder` merged into one run's report at `path`."""
    parts = [json.loads(one.read_text(encoding="utf-8")) for one in sorted(folder.glob("*.json"))]
    if parts:
        merged = merge(parts)
        merged.update(seed=seed, planned_games=planned, partial=merged["games"] < planned)
        if label:
            merged["label"] = label
        path.write_text(json.dumps(merged, indent=1), encoding="utf-8")


#: figures that name the run rather than count it: kept from the first chunk
_SAME = {"seed", "players", "iterations", "think", "turn_cap", "game", "bot", "opponent"}
#: times the chunks took, summed (not averaged as other figures in seconds are)
_TOTALS = {"cpu_seconds", "wall_seconds"}


def merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """Chunks' `simulate --json` reports (in seed order) as one run's: counts and the times
    they took (`_TOTALS`) summed, tallies summed key by key, the enemies' histogram bar by
    bar, averages weighted by games, the worst of each maximum; the win rate, its Wilson
    interval and Regicide's mean enemies worked out again from the sums; each chunk's seeds,
    time and load listed."""
    merged: dict[str, Any] = dict(parts[0])
    games = sum(part["games"] for part in parts)
    for key, first in parts[0].items():
        if key not in _SAME and not isinstance(first, bool):
            merged[key] = _merged_figure(key, [part.get(key) for part in parts], parts, games)
    if "seeds" in merged:
        merged["seeds"] = [parts[0]["seeds"][0], parts[-1]["seeds"][1]]
    decided = merged["wins"] + merged["losses"] if "losses" in merged else games
    merged["win_rate"] = merged["wins"] / decided if decided else 0.0
    merged["ci95"] = [round(bound, 4) for bound in wilson(merged["wins"], decided)]
    if "enemies_histogram" in merged:
        enemies = [
            count for count, many in enumerate(merged["enemies_histogram"]) for _ in range(many)
        ]
        merged["mean_enemies"] = sum(enemies) / games
        merged["mean_enemies_ci95"] = [round(bound, 3) for bound in mean_ci(enemies)]
    merged["chunks"] = [
        {
            key: part.get(key)
            for key in ("seed", "seeds", "games", "cpu_seconds", "wall_seconds", "load")
        }
        for part in parts
    ]
    return merged


def _merged_figure(key: str, values: list[Any], parts: list[dict[str, Any]], games: int) -> Any:
    """One figure of the run from the chunks' `values` of it (as `merge` says)."""
    first = values[0]
    if key in _TOTALS or isinstance(first, int):
        return round(sum(values), 1) if key in _TOTALS else sum(values)
    if isinstance(first, float):
        if key.startswith(("max_", "p99_")):
            return max(values)
        return sum(v * part["games"] for v, part in zip(values, parts, strict=True)) / games
    if isinstance(first, dict):
        return {name: sum(v.get(name, 0) for v in values) for name in first}
    if key == "enemies_histogram":
        return [sum(bars) for bars in zip(*values, strict=True)]
    return first


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


def ceiling(solved: Path) -> dict[str, Any]:
    """Each level's solo wins on the deals the open-hand solver (benchmarks/solver.py) found
    winnable, and on those it left unknown: Beginner and Casual played here on every seed
    solved; Strong and Expert read from their chunked solo runs of one seed a chunk (the
    seeds of those that finished), at Strong's budget, with their current search
    (SOLO_SEARCH_LABELS)."""
    report = json.loads(solved.read_text(encoding="utf-8"))
    verdicts = {deal["seed"]: deal["verdict"] for deal in report["deals"]}
    levels: dict[str, Any] = {}
    for level in LEVELS:
        if level in SEARCHING:
            won = _solo_chunks(level, STRONG_DEALS["regicide"])
        else:
            won = {seed: play_game(Settings(level, 1), seed).won for seed in verdicts}
        levels[level] = _by_verdict(won, verdicts)
    return {"solver": solved.name, "limit": report["limit"], "levels": levels}


def _solo_chunks(level: str, deals: int) -> dict[int, bool]:
    """Whether `level` won each seed of its chunked solo runs at `deals` (one seed a chunk),
    those of its current search only (SOLO_SEARCH_LABELS)."""
    won: dict[int, bool] = {}
    runs = f"regicide-1p-{level}-it{deals}-{SOLO_SEARCH_LABELS[level]}-*"
    for path in sorted(CHUNKS.glob(f"{runs}/seed*-1.json")):
        part = json.loads(path.read_text(encoding="utf-8"))
        won[part["seeds"][0]] = part["wins"] == 1
    return won


def _by_verdict(won: dict[int, bool], verdicts: dict[int, str]) -> dict[str, Any]:
    """Wins by the solver's verdict on the seeds both know, with the winnable share's
    Wilson interval."""
    counts: dict[str, Any] = {}
    for verdict in ("winnable", "unknown", "lost"):
        seeds = [seed for seed in won if verdicts.get(seed) == verdict]
        wins = sum(won[seed] for seed in seeds)
        counts[verdict] = {"deals": len(seeds), "wins": wins}
    winnable = counts["winnable"]
    low, high = wilson(winnable["wins"], winnable["deals"])
    winnable["ci95"] = [round(low, 4), round(high, 4)]
    return counts


def ceiling_table(report: dict[str, Any]) -> str:
    """The ceiling in Markdown: per level, its wins on the winnable deals and on the rest."""
    lines = [
        "| level | winnable deals played | won (95% Wilson) | unknown deals played | won |",
        "|---|---|---|---|---|",
    ]
    for level, counts in report["levels"].items():
        win, unknown = counts["winnable"], counts["unknown"]
        if not win["deals"] + unknown["deals"]:
            lines.append(f"| {level} | not measured | — | — | — |")
            continue
        low, high = win["ci95"]
        rate = 100 * win["wins"] / win["deals"] if win["deals"] else 0.0
        lines.append(
            f"| {level} | {win['deals']} | {win['wins']} ({rate:.1f}%, {100 * low:.1f}–"
            f"{100 * high:.1f}) | {unknown['deals']} | {unknown['wins']} |"
        )
    return "\n".join(lines)


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
            f"| {row['game']} | {row['players']} | {_level_text(row)} "
            f"| {row.get('opponent') or '—'} "
            f"| {row.get('iterations') or '—'} | {_games_text(row)} | {row['wins']} "
            f"| {100 * row['win_rate']:.1f}% ({100 * low:.1f}–{100 * high:.1f}) | {medal_text} "
            f"| {_enemies_text(row)} |"
        )
    return "\n".join(lines)


def _level_text(row: dict[str, Any]) -> str:
    """The level that played, and which version of it when the run names one."""
    return f"{row['bot']} ({row['label']})" if row.get("label") else row["bot"]


def _games_text(row: dict[str, Any]) -> str:
    """The games played; for a run still going, also how many it will play."""
    if row.get("partial"):
        return f"{row['games']} of {row['planned_games']} (partial)"
    return str(row["games"])


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
    chunked = commands.add_parser("chunks")
    chunked.add_argument("game")
    chunked.add_argument("bot")
    chunked.add_argument("opponent", nargs="?")
    chunked.add_argument("--chunk", type=int, default=10)
    chunked.add_argument("--label", default="", help="the players' version, in the run's name")
    two = commands.add_parser("paired")
    two.add_argument("bot")
    two.add_argument("below")
    for sub, players in ((one, 2), (chunked, 2), (two, 1)):
        sub.add_argument("--games", type=int, required=True)
        sub.add_argument("--players", type=int, default=players)
        sub.add_argument("--iterations", type=int)
        sub.add_argument("--seed", type=int, default=1)
    commands.add_parser("table")
    ceiling_of = commands.add_parser("ceiling")
    ceiling_of.add_argument("solved", type=Path)
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
        print(run(Pairing(args.game, args.bot, args.opponent, **sample)))
    elif args.command == "chunks":
        pairing = Pairing(args.game, args.bot, args.opponent, **sample, label=args.label)
        print(chunks(pairing, args.chunk))
    elif args.command == "paired":
        print(paired(args.bot, args.below, **sample))
    elif args.command == "ceiling":
        report = ceiling(args.solved)
        saved = args.solved.with_name(f"ceiling-{args.solved.name}")
        saved.write_text(json.dumps(report, indent=1), encoding="utf-8")
        print(ceiling_table(report))
    else:
        print(table())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
