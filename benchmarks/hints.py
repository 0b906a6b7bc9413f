"""Hints from the best level that answers within a second (issue 34): in every game, the
helper player the table asks for a hint (`helper_player`, at the hint's budget
`HINT_SECONDS`, as regicide/play/turns.py asks it) on positions of real games, timed from the
question to the move and its reason, wall clock and processor, on this process's thread (the
app asks its worker process: the same search, plus a message each way).

    .venv/bin/python benchmarks/hints.py [--positions N] [--json]

The positions: every few moves of Casual-against-Casual games from seeds 1, 2, ... (the
seat to act being the one hinted). A hint must show within 1 s on a quiet machine; the load
average is printed with the figures, since a time budget stretches with the load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.play.turns import HINT_SECONDS

EVERY = 5  # moves between two positions hinted


def positions(game: GameDef, count: int) -> list[Any]:
    """`count` views of the seat to act, every EVERY moves of Casual games, seeds 1, 2, …"""
    found: list[Any] = []
    casual = game.make_player("casual")
    for seed in range(1, 1000):
        match = game.new_match(game.default_players, seed=seed)
        rng = random.Random(seed)
        moves = 0
        while (seat := game.to_act(match.state)) is not None and len(found) < count:
            seen = match.view(seat)
            if moves % EVERY == 0 and len(match.legal_moves()) > 1:
                found.append(seen)
            match.submit(casual.choose(seen, rng))
            moves += 1
        if len(found) >= count:
            return found
    return found


def hint_times(game: GameDef, count: int) -> dict[str, Any]:
    """The seconds (wall, processor) each hint took, question to reason, and the reasons'
    share that is empty (it must be none)."""
    walls, cpus, empty = [], [], 0
    for index, seen in enumerate(positions(game, count)):
        started, cpu = time.perf_counter(), time.thread_time()
        player = game.make_player(game.helper_player, think=HINT_SECONDS)
        command = player.choose(seen, random.Random(index))
        reason = game.explain(seen, command)
        walls.append(time.perf_counter() - started)
        cpus.append(time.thread_time() - cpu)
        empty += not reason.strip()
    walls.sort()
    return {
        "game": game.name,
        "helper": game.helper_player,
        "budget_seconds": HINT_SECONDS,
        "hints": len(walls),
        "wall_p50": round(statistics.median(walls), 3),
        "wall_p95": round(walls[int(0.95 * (len(walls) - 1))], 3),
        "wall_max": round(walls[-1], 3),
        "cpu_p50": round(statistics.median(cpus), 3),
        "over_one_second": sum(wall > 1.0 for wall in walls),
        "without_a_reason": empty,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0]
    results = [hint_times(game, args.positions) for game in GAMES]
    report = {"load": [round(load, 2), round(os.getloadavg()[0], 2)], "games": results}
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"load average {report['load'][0]}–{report['load'][1]}")
    for row in results:
        print(
            f"{row['game']}: {row['hints']} hints by {row['helper']} at {row['budget_seconds']} s: "
            f"wall p50 {row['wall_p50']} s, p95 {row['wall_p95']} s, max {row['wall_max']} s "
            f"({row['over_one_second']} over 1 s); processor p50 {row['cpu_p50']} s; "
            f"{row['without_a_reason']} without a reason"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
