"""A small run of the file fuzz (benchmarks/fuzz_files.py, issue 7) in CI: mutated records,
saves, settings and themes through `regicide check` and the app's loaders, then hostile file
names and hostile command lines (issue 24). No reader may raise what it must not, every
message is one printable line, nothing hangs or is slow."""

from __future__ import annotations

import os

import pytest

from benchmarks.fuzz_arguments import fuzz_arguments
from benchmarks.fuzz_files import fuzz
from benchmarks.fuzz_names import fuzz_names


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per file")
def test_a_small_fuzz_run_finds_no_failure() -> None:
    report = fuzz(200, seed=2026)
    assert report.failures == []
    assert report.files == 200 and sum(report.check_exits.values()) == 200
    assert set(report.check_exits) <= {"0", "1", "2"}
    assert report.check_exits["2"] < 200  # the mutations reach beyond the parser too


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per case")
def test_a_small_run_of_hostile_names_finds_no_failure() -> None:
    """Records under names that are not UTF-8 or hold escapes, through every command and
    list that names a file, on strict UTF-8 output (benchmarks/fuzz_names.py, issue 24)."""
    report = fuzz_names(24, seed=2026)
    assert report.failures == [] and report.names == 24
    assert report.outcomes["load"]["loaded"] > 0  # most names hold a readable record


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per case")
def test_a_small_run_of_hostile_command_lines_finds_no_failure() -> None:
    """Command lines of every command's options and hostile values: never exit 70, never a
    usage block (benchmarks/fuzz_arguments.py, issue 24)."""
    report = fuzz_arguments(80, seed=2026)
    assert report.failures == [] and report.lines == 80
    assert set(report.exits) <= {"0", "1", "2", "None"} and report.exits["0"] > 0
