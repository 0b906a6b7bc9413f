"""The open-hand solver over many solo deals (issue 34): the share of deals winnable with
every card known, and how many the solver could not settle within its node limit.

    .venv/bin/python benchmarks/solver.py SEED COUNT [--limit N]   # saves benchmarks/solver/*.json

Each deal is `regicide solve --seed S --limit N`: winnable (a line found), lost (every line
searched) or unknown (the limit came first). The full run the issue asks for is 200 seeds;
`--limit` trades time for fewer unknowns (about 25,000 states a second of one core).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from regicide.games.regicide.ai.simulate import wilson
from regicide.games.regicide.ai.solver import NODE_LIMIT, solution_report

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "solver"


def run(first: int, count: int, limit: int) -> dict[str, object]:
    """Solve seeds first..first+count-1; the answers (without their lines) and the tally."""
    answers = []
    started = time.process_time()
    for seed in range(first, first + count):
        answer = solution_report(seed, limit)
        answers.append({**answer, "moves": len(answer.pop("line"))})
    tally = Counter(answer["verdict"] for answer in answers)
    winnable = tally["winnable"]
    return {
        "first": first,
        "count": count,
        "limit": limit,
        "verdicts": dict(tally),
        "winnable_ci95": list(wilson(winnable, count)),
        "medals": dict(Counter(str(answer["medal"]) for answer in answers if answer["medal"])),
        "cpu_seconds": round(time.process_time() - started, 1),
        "deals": answers,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("first", type=int)
    parser.add_argument("count", type=int)
    parser.add_argument("--limit", type=int, default=NODE_LIMIT)
    args = parser.parse_args(argv)
    report = run(args.first, args.count, args.limit)
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"seeds{args.first}-{args.first + args.count - 1}-limit{args.limit}.json"
    path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    shown = {key: value for key, value in report.items() if key != "deals"}
    print(json.dumps(shown))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
