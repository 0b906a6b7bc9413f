"""Where Baisch's Expert should spend its budget (issue 34): on more worlds, or on more plans?

The positions are seat 1's first decision of each play turn (up to six a game) in
two-player games of Strong (10 worlds a decision) against Casual, from the seeds given.

- `worlds`: for each position an oracle of `--oracle` worlds scores Strong's plans; then
  `--repeats` searches of 40 and of 120 worlds each choose a plan. A choice's regret is
  the oracle's best score less the chosen plan's (scores are between 0 and 1).
- `plans`: two oracles of `--oracle` worlds each (different worlds) score Expert's plans.
  The first chooses the best of Strong's plans and the best of all of Expert's; the second
  scores both choices, so the gain is not just the noise of the larger set's best.

    PYTHONPATH=. .venv/bin/python benchmarks/baisch_plans.py worlds 1 9
    PYTHONPATH=. .venv/bin/python benchmarks/baisch_plans.py plans 12 20

Each row is printed as it is done; the run is saved under benchmarks/levels/screens/.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from regicide.games.baisch.ai.make import make_player
from regicide.games.baisch.ai.personality import Personality
from regicide.games.baisch.ai.search import EXPERT_PLANS, PLANS, StrongPlayer
from regicide.games.baisch.engine import Game, Phase, SeatView, view
from regicide.games.computers import legal_choices

SCREENS = Path(__file__).resolve().parent / "levels" / "screens"
PER_GAME = 6  # positions taken from one game
TURN_LIMIT = 200  # a game that runs longer gives no more positions
BUDGETS = (40, 120)  # Strong's worlds, and Expert's before the fourteenth stop


def positions(seeds: range) -> list[SeatView]:
    """Seat 1's first decision of each of its play turns with a choice, PER_GAME a game."""
    found: list[SeatView] = []
    for seed in seeds:
        game = Game.new(2, seed=seed)
        strong, casual = make_player("strong", iterations=10), make_player("casual")
        rng = random.Random(seed)
        turns: set[int] = set()
        while game.outcome is None and game.state.turn < TURN_LIMIT and len(turns) < PER_GAME:
            seat = game.state.to_act
            assert seat is not None
            seen = view(game.state, seat)
            fresh = seat == 1 and seen.phase is Phase.PLAY and seen.turn not in turns
            if fresh and len(legal_choices(seen)) > 1:
                turns.add(seen.turn)
                found.append(seen)
            game.submit((strong if seat == 1 else casual).choose(seen, rng))
    return found


def scores(seen: SeatView, plans: tuple[Personality, ...], worlds: int, seed: int) -> list[float]:
    """Each plan's mean score over `worlds` sampled worlds (the same worlds for all)."""
    return StrongPlayer(None, worlds, plans).plan_scores(seen, random.Random(seed))


def best(values: list[float], among: int | None = None) -> int:
    """The index of the highest of the first `among` values (all by default)."""
    return max(range(among or len(values)), key=values.__getitem__)


def worlds_row(index: int, seen: SeatView, oracle_worlds: int, repeats: int) -> dict[str, Any]:
    """How far the choices of BUDGETS' searches fall short of the oracle's, on average."""
    oracle = scores(seen, PLANS, oracle_worlds, 10_000 + index)
    top = max(oracle)
    row: dict[str, Any] = {"turn": seen.turn, "oracle": oracle, "spread": top - min(oracle)}
    for worlds in BUDGETS:
        picks = [best(scores(seen, PLANS, worlds, 1000 * r + index)) for r in range(repeats)]
        row[str(worlds)] = {
            "regret": sum(top - oracle[pick] for pick in picks) / repeats,
            "agree": sum(oracle[pick] == top for pick in picks) / repeats,
        }
    return row


def plans_row(index: int, seen: SeatView, oracle_worlds: int, repeats: int) -> dict[str, Any]:
    """What the best of Expert's plans scores over the best of Strong's, checked apart."""
    chosen = scores(seen, EXPERT_PLANS, oracle_worlds, 777 + index)
    checked = scores(seen, EXPERT_PLANS, oracle_worlds, 99_777 + index)
    narrow, wide = best(chosen, len(PLANS)), best(chosen)
    return {
        "turn": seen.turn,
        "scores": chosen,
        "check": checked,
        "gain": checked[wide] - checked[narrow],
        "best": EXPERT_PLANS[wide].name,
    }


def summary(mode: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The means over the positions."""
    count = max(len(rows), 1)
    if mode == "worlds":
        return {
            str(worlds): {
                key: sum(row[str(worlds)][key] for row in rows) / count
                for key in ("regret", "agree")
            }
            for worlds in BUDGETS
        }
    return {
        "mean_gain": sum(row["gain"] for row in rows) / count,
        "wider_best": sum(row["gain"] > 0 for row in rows),
        "wider_worse": sum(row["gain"] < 0 for row in rows),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("worlds", "plans"))
    parser.add_argument("first", type=int)
    parser.add_argument("end", type=int, help="the seed after the last")
    parser.add_argument("--oracle", type=int, default=None, help="worlds (400 or 300)")
    parser.add_argument("--repeats", type=int, default=4)
    args = parser.parse_args()
    oracle = args.oracle or (400 if args.mode == "worlds" else 300)
    make_row = worlds_row if args.mode == "worlds" else plans_row
    rows, started = [], time.process_time()
    for index, seen in enumerate(positions(range(args.first, args.end))):
        rows.append(make_row(index, seen, oracle, args.repeats))
        shown = {k: v for k, v in rows[-1].items() if k not in ("scores", "check", "oracle")}
        print(index, json.dumps(shown), flush=True)
    report = {
        "mode": args.mode,
        "seeds": [args.first, args.end - 1],
        "oracle_worlds": oracle,
        "positions": len(rows),
        "cpu_seconds": round(time.process_time() - started, 1),
        **summary(args.mode, rows),
        "rows": rows,
    }
    print(json.dumps({k: v for k, v in report.items() if k != "rows"}))
    SCREENS.mkdir(parents=True, exist_ok=True)
    name = f"baisch-{args.mode}-seeds{args.first}-{args.end - 1}.json"
    (SCREENS / name).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
