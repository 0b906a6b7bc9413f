"""A small run of the file fuzz (benchmarks/fuzz_files.py, issue 7) in CI: mutated records,
saves, settings and themes through `regicide check` and the app's loaders, then hostile file
names and hostile command lines (issue 24). No reader may raise what it must not, every
message is one printable line, nothing hangs. How fast each reader is, is for the benchmark
run alone on a quiet machine to say, not a test (a time fails on the next slow machine)."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_alone(module: str, call: str, tmp_path: Path) -> Any:
    """`benchmarks.<module>.<call>`'s report, made in an interpreter of its own: the fuzz forks
    a child per case, and forking this test process (which earlier tests may have left with
    threads) could deadlock a child on a lock a thread held."""
    kept = tmp_path / "report.pickle"
    code = (
        "import pathlib, pickle, sys\n"
        f"from benchmarks.{module} import *\n"
        f"pathlib.Path(sys.argv[1]).write_bytes(pickle.dumps({call}))"
    )
    subprocess.run([sys.executable, "-c", code, str(kept)], cwd=ROOT, check=True)
    return pickle.loads(kept.read_bytes())


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per file")
def test_a_small_fuzz_run_finds_no_failure(tmp_path: Path) -> None:
    report = run_alone("fuzz_files", "fuzz(80, seed=2026, slow=None)", tmp_path)
    assert report.failures == []
    assert report.files == 80 and sum(report.check_exits.values()) == 80
    assert set(report.check_exits) <= {"0", "1", "2"}
    assert report.check_exits["2"] < 80  # the mutations reach beyond the parser too


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per case")
def test_a_small_run_of_hostile_names_finds_no_failure(tmp_path: Path) -> None:
    """Records under names that are not UTF-8 or hold escapes, through every command and
    list that names a file, on strict UTF-8 output (benchmarks/fuzz_names.py, issue 24)."""
    report = run_alone("fuzz_names", "fuzz_names(24, seed=2026)", tmp_path)
    assert report.failures == [] and report.names == 24
    assert report.outcomes["load"]["loaded"] > 0  # most names hold a readable record


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per case")
def test_a_small_run_of_hostile_command_lines_finds_no_failure(tmp_path: Path) -> None:
    """Command lines of every command's options and hostile values: never exit 70, never a
    usage block (benchmarks/fuzz_arguments.py, issue 24)."""
    report = run_alone("fuzz_arguments", "fuzz_arguments(50, seed=2026)", tmp_path)
    assert report.failures == [] and report.lines == 50
    assert set(report.exits) <= {"0", "1", "2", "None"} and report.exits["0"] > 0


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per case")
def test_the_fuzz_runs_as_the_readme_starts_it(tmp_path: Path) -> None:
    """`python benchmarks/fuzz_files.py` (a script, not a module of a package) with names and
    command lines too, from any folder."""
    script = Path(__file__).parents[1] / "benchmarks" / "fuzz_files.py"
    done = subprocess.run(
        [sys.executable, str(script), "--files", "2", "--names", "1", "--arguments", "2", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=tmp_path,
        env={**os.environ, "REGICIDE_HOME": str(tmp_path / "home")},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert (report["files"]["files"], report["names"]["names"]) == (2, 1)
    assert report["arguments"]["lines"] == 2
