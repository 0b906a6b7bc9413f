"""Issue 29 item 8: what the window tells the player (a read-only home, a full disk, a second
instance, a computer player given up on) is told on standard error too when the app was
started from a terminal: each notice once, on one line; nothing when it was not."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from pathlib import Path

import pytest

from regicide.store.autosave import Autosaver
from regicide.support.terminal import Notices


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def told(act: Callable[[], object]) -> list[str]:
    """What `act` prints on standard error when that is a terminal (swapped in the test's own
    frame: pytest's capture takes standard error back between a fixture and the test)."""
    stream = Terminal()
    with contextlib.redirect_stderr(stream):
        act()
    return stream.getvalue().splitlines()


def test_a_notice_is_told_on_the_terminal_once() -> None:
    notices = Notices()

    def come() -> None:
        notices.extend(["Another Regicide is open on this folder (test 1)."])
        notices.append("A computer player stopped answering (test 1).")
        notices.append("A computer player stopped answering (test 1).")

    assert told(come) == [
        "regicide: Another Regicide is open on this folder (test 1).",
        "regicide: A computer player stopped answering (test 1).",
    ]
    assert len(notices) == 3  # the window still shows each as it comes


def test_nothing_is_printed_without_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    Notices(["Your saves folder is read-only (test 2)."])
    assert capsys.readouterr().err == ""


def test_the_autosaver_s_trouble_is_told_on_the_terminal(tmp_path: Path) -> None:
    """A read-only home (no autosave at all) and a full disk (each failed write)."""

    def trouble() -> None:
        Autosaver(tmp_path / "a.yaml", read_only="Nothing will be saved: read-only (test 3)")
        saver = Autosaver(tmp_path / "b.yaml")
        saver.error = "Could not save the game: No space left on device (test 3)"
        saver.error = None  # shown on the table and cleared: nothing more to say

    assert told(trouble) == [
        "regicide: Nothing will be saved: read-only (test 3)",
        "regicide: Could not save the game: No space left on device (test 3)",
    ]


def test_the_app_s_notices_go_through_the_terminal() -> None:
    from regicide.ui.context import AppContext  # noqa: PLC0415 (pygame only here)

    notices = AppContext.__dataclass_fields__["notices"].default_factory()  # type: ignore[misc]
    assert told(lambda: notices.append("The computer players stopped (test 4).")) == [
        "regicide: The computer players stopped (test 4)."
    ]
