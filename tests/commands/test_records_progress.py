"""Issue 29 item 7: `regicide records` reads the whole archive however long it takes, and a
terminal sees its progress on standard error meanwhile (never mixed into the figures)."""

from __future__ import annotations

import io
import time
from pathlib import Path
from typing import Any

import pytest

from regicide.commands import records as command
from regicide.store.records import records_of
from regicide.store.scan import Watch

FILES = 3


class Terminal(io.StringIO):
    """Standard error as a terminal: the progress line is for people, not for pipes."""

    def isatty(self) -> bool:
        return True


def _slow_reading(folder: Path, cache: Path, *, watch: Watch) -> Any:
    """The archive read as a busy machine reads it: a few files, each taking a while."""
    watch.total = FILES
    for done in range(1, FILES + 1):
        time.sleep(0.15)
        watch.done = done
    return records_of(folder, cache, watch=watch)


@pytest.fixture
def slow_archive(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    monkeypatch.setattr(command, "records_of", _slow_reading)
    monkeypatch.setattr(command, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(command, "PROGRESS_EVERY", 0.02)


@pytest.mark.usefixtures("slow_archive")
def test_a_terminal_sees_the_reading_progress_then_a_clean_line() -> None:
    out, err = io.StringIO(), Terminal()
    assert command.run_records(False, out, err) == 0
    shown = err.getvalue()
    assert f"Reading your games: 1 of {FILES} files" in shown
    assert shown.endswith("\r") and "Reading" not in shown.rsplit("\r", 2)[-2]
    assert "Reading" not in out.getvalue() and "not read" not in out.getvalue()


@pytest.mark.usefixtures("slow_archive")
def test_a_pipe_gets_the_figures_only() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert command.run_records(True, out, err) == 0
    assert err.getvalue() == ""
    assert '"unread": 0' in out.getvalue()
