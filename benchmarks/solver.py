"""The open-hand solver over many solo deals (issue 34): the share of deals winnable with
every card known, and how many the solver could not settle within its node limit.

    .venv/bin/python benchmarks/solver.py SEED COUNT [--limit N] [--chunk C]
        # saves benchmarks/solver/*.json; with --chunk, C seeds at a time, resumable

Each deal is `regicide solve --seed S --limit N`: winnable (a line found), lost (every line
searched) or unknown (the limit came first). The full run the issue asks for is 200 seeds;
`--limit` trades time for fewer unknowns (about 25,000 states a second of one core).
With `--chunk C` each C seeds are saved under benchmarks/solver/chunks/ as they finish and
merged into the run's JSON (marked partial until every seed is in); the same command again
solves only the seeds still missing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from regicide.games.regicide.ai.solver import NODE_LIMIT, solution_report
from regicide.games.tally import wilson

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


def chunked(first: int, count: int, limit: int, chunk: int) -> dict[str, object]:
    """`run` C seeds at a time, each chunk kept as it finishes and skipped when kept; the
    chunks kept so far merged into one report, saved after every chunk."""
    folder = RESULTS / "chunks" / f"seeds{first}-{first + count - 1}-limit{limit}"
    folder.mkdir(parents=True, exist_ok=True)
    report: dict[str, object] = {}
    for start in range(first, first + count, chunk):
        size = min(chunk, first + count - start)
        kept = folder / f"seed{start:06d}-{size}.json"
        if not kept.exists():
            kept.write_text(json.dumps(run(start, size, limit), indent=1), encoding="utf-8")
        report = merged(first, count, limit, folder)
        saved_path(first, count, limit).write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def merged(first: int, count: int, limit: int, folder: Path) -> dict[str, object]:
    """The chunks of `folder` as one report of `run`'s shape, with the seeds planned."""
    parts = [json.loads(one.read_text(encoding="utf-8")) for one in sorted(folder.glob("*.json"))]
    deals = [deal for part in parts for deal in part["deals"]]
    tally = Counter(deal["verdict"] for deal in deals)
    return {
        "first": first,
        "count": len(deals),
        "planned": count,
        "partial": len(deals) < count,
        "limit": limit,
        "verdicts": dict(tally),
        "winnable_ci95": list(wilson(tally["winnable"], len(deals))),
        "medals": dict(Counter(str(deal["medal"]) for deal in deals if deal["medal"])),
        "cpu_seconds": round(sum(part["cpu_seconds"] for part in parts), 1),
        "deals": deals,
    }


def saved_path(first: int, count: int, limit: int) -> Path:
    """Where a run of seeds first..first+count-1 at `limit` is saved."""
    RESULTS.mkdir(exist_ok=True)
    return RESULTS / f"seeds{first}-{first + count - 1}-limit{limit}.json"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("first", type=int)
    parser.add_argument("count", type=int)
    parser.add_argument("--limit", type=int, default=NODE_LIMIT)
    parser.add_argument("--chunk", type=int, help="seeds a chunk, each kept as it finishes")
    args = parser.parse_args(argv)
    if args.chunk:
        report = chunked(args.first, args.count, args.limit, args.chunk)
    else:
        report = run(args.first, args.count, args.limit)
        path = saved_path(args.first, args.count, args.limit)
        path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    shown = {key: value for key, value in report.items() if key != "deals"}
    print(json.dumps(shown))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
