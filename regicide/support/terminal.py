"""What the app tells the player, told to the terminal too when it was started from one
(issue 29): a read-only home, a full disk, a second instance or a computer player given up on
is then seen where the command was typed, not only in the window. Each distinct notice once,
on one printable line, on standard error."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable

from regicide.support.oneline import one_line

_told: set[str] = set()
_lock = threading.Lock()


def tell_terminal(notice: str) -> None:
    """Print `notice` on standard error once, when that is a terminal (never a crash)."""
    stream = sys.stderr
    try:
        if stream is None or not stream.isatty():
            return
        with _lock:
            if notice in _told:
                return
            _told.add(notice)
        print(one_line(f"regicide: {notice}"), file=stream, flush=True)
    except (OSError, ValueError):  # a closed or broken terminal: the window still says it
        return


class Notices(list[str]):
    """The app's notices for the window (a list the tables read), each told to the terminal
    as it is added."""

    def __init__(self, notices: Iterable[str] = ()) -> None:
        super().__init__()
        self.extend(notices)

    def append(self, notice: str) -> None:
        super().append(notice)
        tell_terminal(notice)

    def extend(self, notices: Iterable[str]) -> None:
        for notice in notices:
            self.append(notice)
