"""A small run of the file fuzz (benchmarks/fuzz_files.py, issue 7) in CI: mutated records,
saves, settings and themes through `regicide check` and the app's loaders. No reader may
raise what it must not, every message is one printable line, nothing hangs or is slow."""

from __future__ import annotations

import os

import pytest

from benchmarks.fuzz_files import fuzz


@pytest.mark.skipif(os.name != "posix", reason="the fuzz forks a child per file")
def test_a_small_fuzz_run_finds_no_failure() -> None:
    report = fuzz(200, seed=2026)
    assert report.failures == []
    assert report.files == 200 and sum(report.check_exits.values()) == 200
    assert set(report.check_exits) <= {"0", "1", "2"}
    assert report.check_exits["2"] < 200  # the mutations reach beyond the parser too
