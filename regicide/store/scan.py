"""Reading a folder off the frame: the archive for Records, the saves for Load.

A folder of large records takes seconds to read (a YAML record near the limits takes about a
tenth of a second to parse, and each is replayed); a scene must never wait for it inside a
frame. A `Scan` does the work on a thread of its own and the scene polls it each frame,
showing its progress. `Watch` is what the two threads share: how many files are done of how
many, and a time budget after which the work leaves the rest unread (a cache keeps what was
read, so the next look goes on from there).

The scan waits a moment (`GRACE_SECONDS`) before the scene's first frame: a small or cached
folder is read by then, and the scene shows its list at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

from regicide.i18n import _, ngettext
from regicide.support.oneline import one_line

T = TypeVar("T")

SCAN_SECONDS = 30.0  # a folder's scan stops reading after this; the rest waits for the next
GRACE_SECONDS = 0.15  # how long the scene's first frame waits for a scan that is quick


def unread_words(count: int, what: str) -> str:
    """What a scan cut short by its budget left for the next look."""
    return ngettext(
        "{count} file was not read: reading {what} took more than {seconds} s (what was read "
        "is kept; look again to read on)",
        "{count} files were not read: reading {what} took more than {seconds} s (what was "
        "read is kept; look again to read on)",
        count,
    ).format(count=count, what=what, seconds=f"{SCAN_SECONDS:g}")


class Watch:
    """A scan's progress and budget, written by the scanning thread, read by the viewer."""

    def __init__(self, budget: float | None = SCAN_SECONDS) -> None:
        self.total = 0
        self.done = 0
        self.budget = budget
        self._deadline = None if budget is None else time.monotonic() + budget
        self.cancelled = False

    @property
    def out_of_time(self) -> bool:
        """Whether the work should leave the rest unread (over budget, or nobody waits)."""
        late = self._deadline is not None and time.monotonic() > self._deadline
        return late or self.cancelled

    def cancel(self) -> None:
        self.cancelled = True


class Scan(Generic[T]):
    """`work(watch)` on a thread of its own; `result` once it is `finished`, or `failure`."""

    def __init__(
        self,
        work: Callable[[Watch], T],
        what: str,
        *,
        budget: float | None = SCAN_SECONDS,
        grace: float | None = None,
    ) -> None:
        self.what = what  # "your games", "the saves": for the progress line
        self.watch = Watch(budget)
        self.result: T | None = None
        self.failure: str | None = None
        self._finished = threading.Event()
        threading.Thread(target=self._run, args=(work,), name="scan", daemon=True).start()
        self._finished.wait(GRACE_SECONDS if grace is None else grace)

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the end (tests, the command line); True once finished."""
        return self._finished.wait(seconds)

    def cancel(self) -> None:
        """Nobody waits any more (the scene was left): stop soon, keeping what was read."""
        self.watch.cancel()

    @property
    def words(self) -> str:
        """The progress line: "Reading your games: 40 of 100 files…"."""
        watch = self.watch
        if watch.total:
            return _("Reading {what}: {done} of {total} files…").format(
                what=self.what, done=watch.done, total=watch.total
            )
        return _("Reading {what}…").format(what=self.what)

    def _run(self, work: Callable[[Watch], T]) -> None:
        try:
            self.result = work(self.watch)
        except OSError as error:
            self.failure = one_line(
                _("Could not read {what}: {problem}").format(
                    what=self.what, problem=error.strerror or error
                )
            )
        except Exception as error:  # a bug: say so on the screen rather than wait for ever
            self.failure = one_line(
                _("Could not read {what} ({problem})").format(
                    what=self.what, problem=f"{type(error).__name__}: {error}"
                )
            )
        finally:
            self._finished.set()
