"""The computer players' own process (issue 21): while they think, the frame loop keeps its core.

`WorkerThinker` starts one process, with the spawn start method on every system (the same
behaviour on Linux, macOS, Windows and in the frozen app, whose `__main__` calls
`multiprocessing.freeze_support()`), the first time it is needed or asked to (`start`), and
keeps it for the app's life. A choice travels to it as a message (the player, its seat's view,
the seed and the table talk, pickled here), its answer comes back as a message read on a
thread of this process (which settles the choice and wakes the app), and a cancel is a
message too. The process answers one choice at a time, in order.

When no process can be made, when it stops, or when a player cannot be sent to it, the
choice runs on a thread instead (`ThreadThinker`) and the app is told once (`notice`): never
a crash, never a choice left waiting for ever. `close` stops the process (the app's exit).
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import pickle
import queue
import random
import signal
import threading
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from regicide.games.protocol import Command, ComputerPlayer, View
from regicide.play.thinking import Choice, PendingChoice, ThreadThinker, Wake

NICENESS = 10  # the process's priority below the app's: where cores are scarce, frames first
STOP_SECONDS = 0.5  # how long `close` waits for the process to end before terminating it
Answer = tuple[Command | None, BaseException | None]


class ProcessChoice(PendingChoice):
    """A choice being made in the worker process; cancelling it sends the cancel there."""

    def __init__(self, view: View, woken: Wake | None, send_cancel: Callable[[], object]) -> None:
        super().__init__(view, woken)
        self._send_cancel = send_cancel

    def cancel(self) -> None:
        if not self.cancelled and not self.done:
            self._send_cancel()
        super().cancel()


class WorkerThinker:
    """Computer players think in one worker process (threads when it cannot be had)."""

    def __init__(self, notice: Callable[[str], None], woken: Wake | None = None) -> None:
        self._notice = notice
        self._woken = woken
        self._threads = ThreadThinker(woken)
        self._told: set[str] = set()
        self._lock = threading.Lock()
        self._pending: dict[int, ProcessChoice] = {}
        self._numbers = itertools.count(1)
        self._link: Link | None = None
        self._failed: str | None = None  # why choices run on threads now
        self.answered = 0  # choices the process made (the smoke test counts them)

    @property
    def parallel(self) -> bool:
        """True while choices go to the process (or will, once it is started)."""
        return self._failed is None

    @property
    def running(self) -> bool:
        """Whether its process runs now."""
        return self._link is not None and self._link.process.is_alive()

    @property
    def pid(self) -> int | None:
        """The worker process's id, once it runs (benchmarks count its processor time)."""
        return self._link.process.pid if self._link is not None else None

    def start(self) -> None:
        """Start the process now, if it is not running (the app calls this after its first
        frame, so the first computer move does not wait for Python to start)."""
        if self._link is not None or self._failed is not None:
            return
        try:
            self._link = Link(self._heard, self._lost)
        except Exception as error:  # no process, for any reason: the players use threads
            self._fall_back(f"no process could be started: {error}")

    def choose(
        self, player: ComputerPlayer, view: View, seed: int | str, talk: Mapping[str, Any]
    ) -> Choice:
        """Send the choice to the process (a thread does it when the process cannot)."""
        self.start()
        if self._failed is not None:
            return self._threads.choose(player, view, seed, talk)
        try:
            payload = pickle.dumps((player, view, seed, dict(talk)), pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            self._tell(f"the {player.name} player cannot be sent to it ({error})")
            return self._threads.choose(player, view, seed, talk)
        number = next(self._numbers)
        choice = ProcessChoice(view, self._woken, lambda: self._send(("cancel", number)))
        with self._lock:
            sent = self._failed is None and self._link is not None
            if sent:
                self._pending[number] = choice
        if sent and self._send(("choose", number, payload)):
            return choice
        return self._threads.choose(player, view, seed, talk)

    def close(self) -> None:
        """Stop the process (at the app's exit); later choices would start another."""
        link, self._link = self._link, None
        if link is not None:
            link.close()

    # -- messages -------------------------------------------------------------------------------

    def _send(self, message: tuple[Any, ...]) -> bool:
        link = self._link
        if link is None:
            return False
        try:
            link.send(message)
        except (OSError, ValueError):  # the process is gone: its reader says so, once
            self._lost()
            return False
        return True

    def _heard(self, number: int, answer: Answer) -> None:
        """An answer came (on the reader thread): settle its choice."""
        with self._lock:
            choice = self._pending.pop(number, None)
        if choice is not None:
            if answer[0] is not None:
                self.answered += 1
            choice.settle(*answer)

    def _lost(self) -> None:
        """The process stopped: every choice it had fails (the table's fallback player then
        decides), and later ones run on threads."""
        with self._lock:
            if self._failed is not None:
                return
            self._failed = "its process stopped"
            pending, self._pending = list(self._pending.values()), {}
        self._tell("its process stopped")
        for choice in pending:
            choice.settle(None, RuntimeError("the computer players' process stopped"))

    def _fall_back(self, why: str) -> None:
        with self._lock:
            self._failed = why
        self._tell(why)

    def _tell(self, why: str) -> None:
        """Say once why computer players think inside the app."""
        if why not in self._told:
            self._told.add(why)
            self._notice(
                "The computer players think inside the app, not in a process of their own "
                f"({why}): the table may pause while they think."
            )


class Link:
    """The worker process, the two pipes to it and the thread that reads its answers."""

    def __init__(self, heard: Callable[[int, Answer], None], lost: Callable[[], None]) -> None:
        context = multiprocessing.get_context("spawn")
        their_requests, self._requests = context.Pipe(duplex=False)
        self._answers, their_answers = context.Pipe(duplex=False)
        self._closing = False
        self._send_lock = threading.Lock()
        self.process = context.Process(
            target=serve,
            args=(their_requests, their_answers),
            name="regicide-thinker",
            daemon=True,
        )
        try:
            self.process.start()
        except BaseException:
            self._requests.close()
            self._answers.close()
            raise
        finally:  # only the process keeps its ends: when it stops, reading here ends
            their_requests.close()
            their_answers.close()
        reader = threading.Thread(
            target=self._read, args=(heard, lost), name="regicide-thinker-answers", daemon=True
        )
        reader.start()

    def send(self, message: tuple[Any, ...]) -> None:
        with self._send_lock:
            self._requests.send(message)

    def _read(self, heard: Callable[[int, Answer], None], lost: Callable[[], None]) -> None:
        try:
            while True:
                number, payload = self._answers.recv()
                heard(number, _unpacked(payload))
        except Exception:  # EOF, a broken pipe or a garbled message: the process is lost
            if not self._closing:
                lost()

    def close(self) -> None:
        """Ask the process to stop, wait a little, then make sure it has."""
        self._closing = True
        with contextlib.suppress(OSError, ValueError):  # already gone
            self.send(("stop",))
        self.process.join(STOP_SECONDS)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(STOP_SECONDS)
        self._requests.close()
        self._answers.close()


def _unpacked(payload: bytes) -> Answer:
    try:
        result, error = pickle.loads(payload)
    except Exception as error:  # a garbled answer fails its choice, not the app
        return None, RuntimeError(f"the computer player's answer could not be read: {error}")
    return result, error


# -- the worker process ----------------------------------------------------------------------


class Cancels:
    """The cancel flag of each choice asked for and not yet answered (a cancel may come
    before its choice begins: the flag is made as the request is read)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flags: dict[int, threading.Event] = {}

    def open(self, number: int) -> None:
        with self._lock:
            self._flags[number] = threading.Event()

    def flag(self, number: int) -> threading.Event:
        with self._lock:
            return self._flags[number]

    def cancel(self, number: int) -> None:
        with self._lock:
            flag = self._flags.get(number)  # None: already answered
        if flag is not None:
            flag.set()

    def close(self, number: int) -> None:
        with self._lock:
            self._flags.pop(number, None)

    def cancel_all(self) -> None:
        """The app is leaving: every choice asked for ends at once."""
        with self._lock:
            flags = list(self._flags.values())
        for flag in flags:
            flag.set()


def serve(requests: Connection, answers: Connection) -> None:
    """The worker process's main: answer each choice in turn, until told to stop or the app
    is gone. Requests are read on a thread, so a cancel reaches a search while it runs."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the app
    step_back()
    jobs: queue.SimpleQueue[tuple[int, bytes] | None] = queue.SimpleQueue()
    cancels = Cancels()
    threading.Thread(target=_take_requests, args=(requests, jobs, cancels), daemon=True).start()
    while (job := jobs.get()) is not None:
        number, payload = job
        answer = _packed(_answer(payload, cancels.flag(number)))
        cancels.close(number)
        try:
            answers.send((number, answer))
        except OSError:
            return  # the app is gone


def step_back() -> None:
    """Give way to the app's frames where cores are scarce: a lower priority, and on Linux a
    session of its own, so that the scheduler's group of the app's session (its autogroup)
    is not charged for the search and the frame loop keeps its share against other programs;
    that group's priority is lowered too. Where any of it is not allowed, it is skipped."""
    with contextlib.suppress(AttributeError, OSError):  # no os.setsid / os.nice on Windows
        os.setsid()
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICENESS)
    with contextlib.suppress(OSError):  # Linux with autogroups only
        Path("/proc/self/autogroup").write_text(f"{NICENESS}\n", encoding="ascii")


def _take_requests(
    requests: Connection, jobs: queue.SimpleQueue[tuple[int, bytes] | None], cancels: Cancels
) -> None:
    try:
        while (message := requests.recv())[0] != "stop":
            if message[0] == "choose":
                cancels.open(message[1])
                jobs.put((message[1], message[2]))
            else:
                cancels.cancel(message[1])
    except (EOFError, OSError):
        pass  # the app is gone: stop too
    cancels.cancel_all()  # a search under way ends now, not when its time is up
    jobs.put(None)


def _answer(payload: bytes, cancel: threading.Event) -> Answer:
    """One choice, made here: the command, or what went wrong."""
    if cancel.is_set():
        return None, None  # cancelled before it began: nobody waits for it
    try:
        player, view, seed, talk = pickle.loads(payload)
        return player.choose(view, random.Random(seed), cancel=cancel, **talk), None
    except Exception as error:  # the app's fallback player decides instead
        return None, error


def _packed(answer: Answer) -> bytes:
    try:
        return pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
    except Exception as error:  # what will not pickle still says what went wrong
        result, raised = answer
        said = f"{type(raised).__name__}: {raised}" if raised else f"{result!r}: {error}"
        return pickle.dumps((None, RuntimeError(said)), pickle.HIGHEST_PROTOCOL)
