"""Thinking off the frame loop: a computer player's choice runs beside the app, and the table
polls `.done` each frame and cancels it on undo or when leaving the table.

Where it runs is the `Thinker`'s business. The app's loop installs a worker process
(`regicide.play.worker`: the frame loop keeps its own core, so a computer may think while cards
fly); without one (the tests, the command line, or when no process could be made) a choice
runs on a thread (`BackgroundChoice`), which shares the interpreter with the frames, so the
table then lets a computer think only while nothing moves (`Thinker.parallel`). The search
checks the cancel flag between rollouts (search.py), so a cancelled choice ends within a few
milliseconds. A finished choice calls `woken`, so an app that sleeps between frames wakes.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol

from regicide.games.protocol import Command, ComputerPlayer, View

if TYPE_CHECKING:
    from regicide.play.grading import GradeRequest

Wake = Callable[[], None]  # called from any thread once a choice is made (or fails)


class Choice(Protocol):
    """A computer player's choice in the making."""

    view: View

    @property
    def done(self) -> bool:
        """Whether the choice is made (or failed, or was cancelled)."""
        ...

    @property
    def cancelled(self) -> bool: ...

    @property
    def result(self) -> Command:
        """The chosen command; raises RuntimeError before it is done or once cancelled, and
        re-raises whatever the player raised."""
        ...

    def cancel(self) -> None:
        """Ask the search to stop; `done` turns true shortly after."""
        ...

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for tests and the command line); whether it is done."""
        ...


class Thinker(Protocol):
    """Where computer players think."""

    @property
    def parallel(self) -> bool:
        """True when a choice runs beside the frame loop without slowing it (its own
        process): then a computer may think while cards are moving."""
        ...

    def choose(
        self, player: ComputerPlayer, view: View, seed: int | str, talk: Mapping[str, Any]
    ) -> Choice:
        """Start `player.choose(view, Random(seed), **talk)`."""
        ...

    @property
    def graded(self) -> int:
        """How many grades asked of it were worked out and kept (issue 34)."""
        ...

    def grade(self, request: GradeRequest) -> None:
        """Work out a daily deal's grade between choices, where that costs the frames nothing."""
        ...


class PendingChoice:
    """A choice's answer as it arrives from a thread or a process: the command, the error the
    player raised, or the cancel; `done` once settled."""

    def __init__(self, view: View, woken: Wake | None) -> None:
        self.view = view
        self._woken = woken
        self._cancel = threading.Event()
        self._result: Command | None = None
        self._error: BaseException | None = None
        self._finished = threading.Event()

    def settle(self, result: Command | None, error: BaseException | None) -> None:
        """The answer has come (on whichever thread it came): keep it, then wake the app."""
        self._result, self._error = result, error
        self._finished.set()
        if self._woken is not None:
            self._woken()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def result(self) -> Command:
        if not self.done:
            raise RuntimeError("the computer player is still thinking")
        if self._cancel.is_set():
            raise RuntimeError("the choice was cancelled")
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)


class BackgroundChoice(PendingChoice):
    """`player.choose(view, Random(seed))` running on a daemon thread."""

    def __init__(
        self,
        player: ComputerPlayer,
        view: View,
        seed: int | str,
        talk: Mapping[str, Any] | None = None,
        woken: Wake | None = None,
    ) -> None:
        super().__init__(view, woken)
        self._thread = threading.Thread(
            target=self._run,
            args=(player, view, seed, dict(talk or {})),
            daemon=True,
            name="regicide-ai",
        )
        self._thread.start()

    def _run(
        self,
        player: ComputerPlayer,
        view: View,
        seed: int | str,
        talk: dict[str, Any],
    ) -> None:
        result, error = None, None
        try:
            result = player.choose(view, random.Random(seed), cancel=self._cancel, **talk)
        except BaseException as raised:  # kept for `.result`, never lost in the thread
            error = raised
        self.settle(result, error)


class ThreadThinker:
    """Every choice on a thread of its own (it shares the interpreter with the frames)."""

    parallel = False
    graded = 0

    def __init__(self, woken: Wake | None = None) -> None:
        self.woken = woken

    def grade(self, request: GradeRequest) -> None:
        """No grade on a thread: minutes of search would take the frames' interpreter (the
        title says no grade; `regicide daily --grade` works one out)."""

    def choose(
        self, player: ComputerPlayer, view: View, seed: int | str, talk: Mapping[str, Any]
    ) -> Choice:
        return BackgroundChoice(player, view, seed, talk, self.woken)


_installed: list[Thinker] = [ThreadThinker()]


def thinker() -> Thinker:
    """Where computer players think now (threads, unless the app installed its worker)."""
    return _installed[-1]


@contextmanager
def thinking_with(chosen: Thinker) -> Iterator[Thinker]:
    """Computer players think with `chosen` until the block ends."""
    _installed.append(chosen)
    try:
        yield chosen
    finally:
        _installed.remove(chosen)
