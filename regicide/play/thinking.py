"""Thinking off the UI thread: `BackgroundChoice` runs a player's `choose` on a worker thread,
so the window never freezes; the table polls `.done` each frame and cancels on undo or when
leaving the table. The search checks the cancel flag between rollouts (search.py), so a
cancelled choice ends within a few milliseconds."""

from __future__ import annotations

import random
import threading
from collections.abc import Mapping
from typing import Any

from regicide.games.protocol import Command, ComputerPlayer, View


class BackgroundChoice:
    """`player.choose(view, Random(seed))` running on a daemon thread."""

    def __init__(
        self,
        player: ComputerPlayer,
        view: View,
        seed: int | str,
        talk: Mapping[str, Any] | None = None,
    ) -> None:
        self.view = view
        self._cancel = threading.Event()
        self._result: Command | None = None
        self._error: BaseException | None = None
        self._finished = threading.Event()
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
        try:
            rng = random.Random(seed)
            self._result = player.choose(view, rng, cancel=self._cancel, **talk)
        except BaseException as error:  # kept for `.result`, never lost in the thread
            self._error = error
        finally:
            self._finished.set()

    @property
    def done(self) -> bool:
        """Whether the choice is made (or failed, or was cancelled)."""
        return self._finished.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def result(self) -> Command:
        """The chosen command; raises RuntimeError before it is done or once cancelled, and
        re-raises whatever the player raised."""
        if not self.done:
            raise RuntimeError("the computer player is still thinking")
        if self._cancel.is_set():
            raise RuntimeError("the choice was cancelled")
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result

    def cancel(self) -> None:
        """Ask the search to stop; `done` turns true shortly after."""
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done (for tests and the command line); whether it is done."""
        return self._finished.wait(timeout)
