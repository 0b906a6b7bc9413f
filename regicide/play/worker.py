"""The computer players' own process (issue 21): while they think, the frame loop keeps its core.

`WorkerThinker` starts one process, with the spawn start method on every system (the same
behaviour on Linux, macOS, Windows and in the frozen app, whose `__main__` calls
`multiprocessing.freeze_support()`), the first time it is needed or asked to (`start`), and
keeps it while it answers. A choice travels to it as a message (the player, its seat's view,
the seed and the table talk, pickled here), its answer comes back as a message read on a
thread of this process (which settles the choice and wakes the app), and a cancel is a
message too. The process answers one choice at a time, in order. Between choices it works
out the daily deal's grade when asked (`grade`, regicide/play/grading.py), a short step at a
time that gives way the moment a choice arrives, and says when the grade is kept (`graded`).

Each choice has a budget (its player's thinking time, at least `LEAST_BUDGET`). A watchdog
thread gives up on a process that owes an answer for `GIVE_UP_BUDGETS` budgets with no word
from it (stopped, swapped out, stuck): the process is ended, the choices it owed fail (the
table's quick fallback player decides them), the player is told once in plain words, and the
next choice starts a fresh process. A process that dies is treated alike (issue 29). After
`MOST_STARTS` processes, or when none can be made, or a player cannot be sent, a choice runs
on a thread instead (`ThreadThinker`), told once: never a crash, never a choice left waiting
for ever. `close` stops the process (the app's exit).
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
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from regicide.games.protocol import Command, ComputerPlayer, View
from regicide.i18n import _
from regicide.play.grading import GradeJob, GradeRequest
from regicide.play.thinking import Choice, PendingChoice, ThreadThinker, Wake

NICENESS = 10  # the process's priority below the app's: where cores are scarce, frames first
GRADE_NICENESS = 19  # the grade's thread's priority (Linux): only the time nothing else wants
STOP_SECONDS = 0.5  # how long `close` waits for the process to end before terminating it
LEAST_BUDGET = 1.0  # seconds: the budget of a choice whose player names less (or none)
GIVE_UP_BUDGETS = 4  # a process silent this many budgets while it owes an answer is hung
START_SECONDS = 20.0  # how long a fresh process may take to say it is ready
MOST_STARTS = 3  # processes started for one app; after that the players think on threads
READY = 0  # the number of the message a fresh process sends once it can take choices
GRADED = -1  # the number of the message that says a grade asked for is kept
Answer = tuple[Command | None, BaseException | None]
HUNG = "stopped answering"
DIED = "stopped unexpectedly"


def lost_words(what: str, owed: bool) -> str:
    """What the player is told when the computer players' process is given up on (`what`:
    HUNG or DIED)."""
    if what == HUNG:
        if owed:
            return _(
                "A computer player stopped answering, so a quick move was made instead; it "
                "starts afresh for its next move."
            )
        return _("A computer player stopped answering; it starts afresh for its next move.")
    if owed:
        return _(
            "A computer player stopped unexpectedly, so a quick move was made instead; it "
            "starts afresh for its next move."
        )
    return _("A computer player stopped unexpectedly; it starts afresh for its next move.")


def inside_words(why: str) -> str:
    """What the player is told when a computer player thinks on a thread of the app."""
    return _(
        "The computer players think inside the app, not in a process of their own ({why}): "
        "the table may pause while they think."
    ).format(why=why)


def budget_of(player: ComputerPlayer) -> float:
    """The seconds `player` is meant to think about a choice (`think`), at least LEAST_BUDGET."""
    think = getattr(player, "think", None)
    return max(LEAST_BUDGET, think if isinstance(think, (int, float)) else 0.0)


class ProcessChoice(PendingChoice):
    """A choice being made in the worker process; cancelling it sends the cancel there."""

    def __init__(self, view: View, woken: Wake | None, send_cancel: Callable[[], object]) -> None:
        super().__init__(view, woken)
        self._send_cancel = send_cancel

    def cancel(self) -> None:
        if not self.cancelled and not self.done:
            self._send_cancel()
        super().cancel()


@dataclass(frozen=True)
class Owed:
    """A choice sent to the process and not answered yet: its budget, and when it was sent."""

    choice: ProcessChoice
    budget: float
    sent: float


class WorkerThinker:
    """Computer players think in one worker process (threads when it cannot be had)."""

    def __init__(self, notice: Callable[[str], None], woken: Wake | None = None) -> None:
        self._notice = notice
        self._woken = woken
        self._threads = ThreadThinker(woken)
        self._told: set[str] = set()
        self._lock = threading.Condition()  # guards what follows; notified when it changes
        self._pending: dict[int, Owed] = {}
        self._numbers = itertools.count(1)
        self._link: Link | None = None
        self._failed: str | None = None  # why choices run on threads now
        self._starts = 0
        self._watchdog: threading.Thread | None = None
        self._closed = False
        self.answered = 0  # choices the process made (the smoke test counts them)
        self.graded = 0  # grades the process worked out and kept (the title reads them again)

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
        if self._starts >= MOST_STARTS:
            self._fall_back(_("their process stopped {count} times").format(count=self._starts))
            return
        self._starts += 1
        try:
            link = Link(self._heard, self._lost)
        except Exception as error:  # no process, for any reason: the players use threads
            self._fall_back(_("no process could be started: {problem}").format(problem=error))
            return
        with self._lock:
            self._link, self._closed = link, False
            self._lock.notify_all()
        if self._watchdog is None or not self._watchdog.is_alive():
            self._watchdog = threading.Thread(
                target=self._watch, name="regicide-thinker-watchdog", daemon=True
            )
            self._watchdog.start()

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
            why = _("the {player} player cannot be sent to it ({problem})")
            self._tell(inside_words(why.format(player=player.name, problem=error)))
            return self._threads.choose(player, view, seed, talk)
        number = next(self._numbers)
        choice = ProcessChoice(view, self._woken, lambda: self._send(("cancel", number)))
        with self._lock:
            sent = self._failed is None and self._link is not None
            if sent:
                self._pending[number] = Owed(choice, budget_of(player), time.monotonic())
                self._lock.notify_all()
        if sent and self._send(("choose", number, payload)):
            return choice
        return self._threads.choose(player, view, seed, talk)

    def grade(self, request: GradeRequest) -> None:
        """Ask the process to work out a grade between its choices (nothing on threads: there
        it would take the frames' interpreter); `graded` counts it once kept."""
        self.start()
        if self._failed is None:
            self._send(("grade", GRADED, pickle.dumps(request, pickle.HIGHEST_PROTOCOL)))

    def close(self) -> None:
        """Stop the process (at the app's exit); later choices would start another."""
        with self._lock:
            link, self._link, self._closed = self._link, None, True
            self._lock.notify_all()
        if link is not None:
            link.close()

    # -- messages -------------------------------------------------------------------------------

    def _send(self, message: tuple[Any, ...]) -> bool:
        link = self._link
        if link is None:
            return False
        try:
            link.send(message)
        except (OSError, ValueError):  # the process is gone: given up on, said once
            self._lost(link)
            return False
        return True

    def _heard(self, number: int, answer: Answer) -> None:
        """A message came (on the reader thread): settle its choice (READY settles none;
        GRADED counts a grade kept and wakes the app to show it)."""
        if number == GRADED:
            self.graded += 1
            if self._woken is not None:
                self._woken()
        with self._lock:
            owed = self._pending.pop(number, None)
            self._lock.notify_all()  # the watchdog counts from the process's last word
        if owed is not None:
            if answer[0] is not None:
                self.answered += 1
            owed.choice.settle(*answer)

    # -- a process given up on -------------------------------------------------------------------

    def _watch(self) -> None:
        """The watchdog: give up on a process that owes an answer past its patience."""
        with self._lock:
            while not self._closed:
                link, left = self._link, self._overdue_in()
                if link is None or left is None or left > 0:
                    self._lock.wait(left)
                    continue
                self._lock.release()
                try:
                    self._lost(link, HUNG)
                finally:
                    self._lock.acquire()

    def _overdue_in(self) -> float | None:
        """Seconds until the process is hung (0 or less: now); None while it owes nothing.
        Called with the lock held."""
        link = self._link
        if link is None or not self._pending:
            return None
        now = time.monotonic()
        if link.ready_at is None:
            return link.started + START_SECONDS - now
        oldest = self._pending[min(self._pending)]  # the one it answers next
        since = max(oldest.sent, link.ready_at, link.heard_at)
        return since + GIVE_UP_BUDGETS * oldest.budget - now

    def _lost(self, link: Link, what: str = DIED) -> None:
        """Give up on `link`'s process (it died, or `what`): end it; every choice it owed
        fails (the table's quick fallback player then decides); the next choice starts a
        fresh process. Said once, in words a player understands."""
        with self._lock:
            if self._link is not link:
                return  # already given up on
            self._link = None
            owed, self._pending = list(self._pending.values()), {}
            self._lock.notify_all()
        link.end()
        self._tell(lost_words(what, bool(owed)))
        for each in owed:
            each.choice.settle(None, RuntimeError(f"the computer players' process {what}"))

    def _fall_back(self, why: str) -> None:
        with self._lock:
            self._failed = why
        self._tell(inside_words(why))

    def _tell(self, words: str) -> None:
        """Say `words` to the player once."""
        if words not in self._told:
            self._told.add(words)
            self._notice(words)


class Link:
    """The worker process, the two pipes to it and the thread that reads its answers."""

    def __init__(self, heard: Callable[[int, Answer], None], lost: Callable[[Link], None]) -> None:
        context = multiprocessing.get_context("spawn")
        self.started = time.monotonic()
        self.ready_at: float | None = None  # when the process said it takes choices
        self.heard_at = 0.0  # when it last answered
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
        self._reader = threading.Thread(
            target=self._read, args=(heard, lost), name="regicide-thinker-answers", daemon=True
        )
        self._reader.start()

    def send(self, message: tuple[Any, ...]) -> None:
        with self._send_lock:
            self._requests.send(message)

    def _read(self, heard: Callable[[int, Answer], None], lost: Callable[[Link], None]) -> None:
        try:
            while True:
                number, payload = self._answers.recv()
                self.heard_at = time.monotonic()
                if number == READY:
                    self.ready_at = self.heard_at
                heard(number, _unpacked(payload))
        except Exception:  # EOF, a broken pipe or a garbled message: the process is lost
            if not self._closing:
                lost(self)
        finally:  # the reader alone closes the answers' end: two threads closing one
            with contextlib.suppress(OSError):  # descriptor could close another's too
                self._answers.close()

    def close(self) -> None:
        """Ask the process to stop, wait a little, then make sure it has. Its end of the
        answers' pipe closes as it stops, so the reader reads the end and closes ours."""
        self._closing = True
        with contextlib.suppress(OSError, ValueError):  # already gone
            self.send(("stop",))
        self.process.join(STOP_SECONDS)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(STOP_SECONDS)
        self._close_requests()
        if self._reader is not threading.current_thread():
            self._reader.join(STOP_SECONDS)

    def end(self) -> None:
        """End the process at once, whatever it is doing (stopped, stuck or dead)."""
        self._closing = True
        with contextlib.suppress(OSError, ValueError):
            self.process.kill()  # SIGKILL reaches a stopped process too
        self.process.join(STOP_SECONDS)
        self._close_requests()

    def _close_requests(self) -> None:
        """Close the requests' end once, under the lock a send holds (`close` and `end` may
        run on different threads); a send still stuck on a pipe nobody reads keeps it open."""
        if not self._send_lock.acquire(timeout=STOP_SECONDS):
            return
        try:
            with contextlib.suppress(OSError):
                self._requests.close()
        finally:
            self._send_lock.release()


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
    is gone. Requests are read on a thread, so a cancel reaches a search while it runs; a
    grade asked for is worked out on a thread of its own (`Grader`) while no choice waits."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the app
    step_back()
    import regicide.games.registry  # noqa: F401, PLC0415 (every game's front door, before READY)

    answers.send((READY, _packed((None, None))))
    jobs: queue.SimpleQueue[tuple[int, bytes] | None] = queue.SimpleQueue()
    cancels = Cancels()
    grader = Grader(answers)
    threading.Thread(
        target=_take_requests, args=(requests, jobs, cancels, grader), daemon=True
    ).start()
    while (job := jobs.get()) is not None:  # None: told to stop, or the app is gone
        number, payload = job
        if number == GRADED:
            grader.take(_grade_job(payload))
            continue
        with grader.choosing():
            answer = _packed(_answer(payload, cancels.flag(number)))
            cancels.close(number)
            try:
                answers.send((number, answer))
            except OSError:
                return  # the app is gone


class Grader:
    """The daily grade worked out in the worker process on a thread of its own, at the
    lowest priority the system gives a thread (GRADE_NICENESS, Linux: `lower_this_thread`),
    and only while no choice is asked for: a choice that arrives makes the step under way
    give way (the step is done again later), and the thread waits until every choice asked
    for is answered, so a table's computers never share the interpreter with the grade."""

    def __init__(self, answers: Connection) -> None:
        self._answers = answers
        self._lock = threading.Condition()  # guards what follows; notified when it changes
        self._job: GradeJob | None = None
        self._asked = 0  # choices asked for and not answered yet
        self._stopped = False
        self.arrived = threading.Event()  # set while a choice is asked for: a step gives way
        self._stepping = threading.Lock()  # held by a step, and by a choice with its answer
        threading.Thread(target=self._run, name="regicide-grader", daemon=True).start()

    def take(self, job: GradeJob | None) -> None:
        """Work out `job` from now on (None, a grade that cannot be had: nothing changes)."""
        with self._lock:
            self._job = job or self._job
            self._lock.notify_all()

    def asked(self) -> None:
        """A choice was asked for: the step under way gives way, no other begins."""
        with self._lock:
            self._asked += 1
            self.arrived.set()

    def answered(self) -> None:
        """A choice asked for was answered: once none waits, the grade goes on."""
        with self._lock:
            self._asked -= 1
            if self._asked <= 0 and not self._stopped:
                self.arrived.clear()
                self._lock.notify_all()

    def stop(self) -> None:
        """The process is leaving: the step under way ends, and no other begins."""
        with self._lock:
            self._stopped = True
            self.arrived.set()
            self._lock.notify_all()

    @contextlib.contextmanager
    def choosing(self) -> Iterator[None]:
        """Around a choice and the sending of its answer: no step of the grade meanwhile (a
        step under way gives way first: `asked` set its flag)."""
        try:
            with self._stepping:
                yield
        finally:
            self.answered()

    def _run(self) -> None:
        lower_this_thread()
        while True:
            with self._lock:
                while not self._stopped and (self._job is None or self._asked > 0):
                    self._lock.wait()
                if self._stopped:
                    return
                job = self._job
            with self._stepping:
                if self.arrived.is_set():
                    continue  # a choice came meanwhile: it goes first
                if _graded_a_step(job, self.arrived, self._answers) is None:
                    with self._lock:
                        self._job = None if self._job is job else self._job


def _grade_job(payload: bytes) -> GradeJob | None:
    """The grade asked for, taken up from what was kept (None if it cannot be)."""
    try:
        request = pickle.loads(payload)
        return GradeJob(request) if isinstance(request, GradeRequest) else None
    except Exception:  # a grade is a nicety: the choices go on without it
        return None


def _graded_a_step(
    grading: GradeJob | None, arrived: threading.Event, answers: Connection
) -> GradeJob | None:
    """One step of `grading`; None once it is done (the app is told) or failed."""
    if grading is None:
        return None
    try:
        if not grading.step(arrived):
            return grading
    except Exception:  # a grade is a nicety: the choices go on without it
        return None
    with contextlib.suppress(OSError):
        answers.send((GRADED, _packed((None, None))))
    return None


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


def lower_this_thread(niceness: int = GRADE_NICENESS) -> bool:
    """Lower the calling thread's own priority to `niceness` where a thread has one of its
    own (Linux, where `setpriority` on a thread's id changes that thread only); whether it
    was lowered. Elsewhere the thread keeps the process's priority (`step_back`'s)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), niceness)
    except (AttributeError, OSError):
        return False
    return True


def _take_requests(
    requests: Connection,
    jobs: queue.SimpleQueue[tuple[int, bytes] | None],
    cancels: Cancels,
    grader: Grader,
) -> None:
    try:
        while (message := requests.recv())[0] != "stop":
            if message[0] == "choose":
                cancels.open(message[1])
                grader.asked()  # before the choice is queued: the grade gives way to it
                jobs.put((message[1], message[2]))
            elif message[0] == "grade":
                jobs.put((GRADED, message[2]))
            else:
                cancels.cancel(message[1])
    except (EOFError, OSError):
        pass  # the app is gone: stop too
    cancels.cancel_all()  # a search under way ends now, not when its time is up
    grader.stop()
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
