"""What the daily deal's grade costs (issue 34): `regicide daily --grade` in a fresh data
folder, its processor time (the child's user + system seconds) and the grade it kept, saved
as one JSON file under benchmarks/daily_grade/ (benchmarks/daily_grade.md says them).

    nice -n 19 .venv/bin/python benchmarks/daily_grade.py --date 2026-11-29 [--games N]
        [--label after] [--code DIR]

`--code DIR` runs another copy of the package (e.g. `git archive OLD regicide | tar -x -C
DIR`, the grade before a change); `--games N` plays N of the grade's games, for a before
whose whole grade would cost too long on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--date", required=True)
    parser.add_argument("--games", type=int)
    parser.add_argument("--label", default="after")
    parser.add_argument("--code", type=Path, help="a folder holding another `regicide` package")
    args = parser.parse_args()
    command = [sys.executable, "-m", "regicide", "daily", "--grade", "--json", "--date", args.date]
    if args.games:
        command += ["--games", str(args.games)]
    env, folder = dict(os.environ), None
    if args.code is not None:  # run from there, so that its package comes first
        env["PYTHONPATH"] = folder = str(args.code.resolve())
    with tempfile.TemporaryDirectory() as home:
        env["REGICIDE_HOME"] = home
        before, started, load = _children(), time.monotonic(), os.getloadavg()[0]
        done = subprocess.run(
            command, env=env, cwd=folder, capture_output=True, text=True, check=False
        )
        cpu, wall = _children() - before, time.monotonic() - started
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return done.returncode
    report = {
        "label": args.label, "date": args.date, "command": command[1:],
        "cpu_seconds": round(cpu, 1), "wall_seconds": round(wall, 1),
        "load": [round(load, 2), round(os.getloadavg()[0], 2)],
        "grade": json.loads(done.stdout),
    }  # fmt: skip
    out = HERE / "daily_grade" / f"{args.date}-{args.label}.json"
    out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report))
    return 0


def _children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    sys.exit(main())
