"""The daily deal's grade worked out inside the app (issue 34): in the computer players'
worker process between their choices, a step at a time that gives way the moment a choice
arrives, with the same grade as `regicide daily --grade` however often it gave way; its
progress kept as it goes (never a card), taken up again where it stopped, and the title told
once the grade is kept."""

from __future__ import annotations

import json
import os
import re
import sys
import threading
import time
from datetime import date
from pathlib import Path

import pytest

from regicide.games.regicide import GAME as REGICIDE
from regicide.games.regicide.ai.grade import GradeWork, grade_deal
from regicide.play.grading import GradeJob, GradeRequest, grade_request
from regicide.play.thinking import ThreadThinker
from regicide.play.worker import GRADE_NICENESS, Grader, WorkerThinker, lower_this_thread
from regicide.store.daily_grade import grade_path, keep_grade, read_grade, read_progress

SEED = 11
TINY = {"games": 2, "iterations": 2, "limit": 3000}
CARD = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")


class ArrivesAfter(threading.Event):
    """A choice that arrives after the search has looked `looks` times at its flag."""

    def __init__(self, looks: int) -> None:
        super().__init__()
        self.looks = looks

    def is_set(self) -> bool:
        self.looks -= 1
        return self.looks < 0


def worked_out(work: GradeWork, interrupted: bool) -> GradeWork:
    """Step `work` to its end; with `interrupted`, every other step has a choice arrive
    part-way through (its first look, the solve's first, a decision's third)."""
    for number in range(10_000):
        if work.done:
            return work
        cancel = ArrivesAfter(number % 3) if interrupted and number % 2 == 0 else threading.Event()
        work.step(cancel)
    raise AssertionError("the grade never finished")


def test_a_grade_that_gave_way_again_and_again_is_the_grade_worked_out_at_once() -> None:
    whole = grade_deal(SEED, **TINY)
    fresh = GradeWork(SEED, **TINY)
    stepped = worked_out(fresh, interrupted=False)
    interrupted = worked_out(GradeWork(SEED, **TINY), interrupted=True)
    for work in (stepped, interrupted):
        assert (work.verdict, work.wins, work.played) == (whole.verdict, whole.wins, whole.games)


def test_an_interrupted_solve_has_no_verdict_yet_and_gives_way_at_once() -> None:
    work = GradeWork(SEED, games=1, iterations=1, limit=200_000)
    cancel = threading.Event()
    cancel.set()
    assert work.step(cancel) is False and work.verdict is None


def test_progress_is_taken_up_where_it_stopped_and_only_for_its_own_deal_and_budget() -> None:
    first = GradeWork(SEED, **TINY)
    while first.played < 1:
        first.step(threading.Event())
    kept = first.kept()
    assert kept["played"] == 1 and "line" not in kept and not CARD.search(json.dumps(kept))
    again = GradeWork(SEED, **TINY)
    again.resume(kept)
    assert (again.verdict, again.wins, again.played) == (first.verdict, first.wins, 1)
    assert worked_out(again, interrupted=False).wins == grade_deal(SEED, **TINY).wins
    for other in ({**kept, "seed": SEED + 1}, {**kept, "iterations": 9}, {**kept, "wins": 5}):
        fresh = GradeWork(SEED, **TINY)
        fresh.resume(other)
        assert (fresh.verdict, fresh.played) == (None, 0)


def test_a_job_keeps_its_progress_and_at_its_end_the_grade_the_title_reads(
    tmp_path: Path,
) -> None:
    request = GradeRequest("regicide", "2026-11-21", SEED, tmp_path, tuple(TINY.items()))
    job = GradeJob(request)
    while job.work.verdict is None:
        job.step(threading.Event())
    assert read_progress(tmp_path, "regicide", "2026-11-21", SEED) is not None
    assert read_grade(tmp_path, "regicide", "2026-11-21", SEED) is None  # no line yet
    while not job.step(threading.Event()):
        pass
    grade = read_grade(tmp_path, "regicide", "2026-11-21", SEED)
    assert grade is not None
    expected = REGICIDE.grade(SEED, TINY, lambda done: None)
    assert grade["line"] == expected["line"] and not CARD.search(grade_path(tmp_path).read_text())
    assert GradeJob(request).work.done  # taken up again: nothing left to do


def test_a_grade_is_asked_for_only_where_a_game_grades_and_none_is_kept(tmp_path: Path) -> None:
    day = date(2026, 11, 21)
    assert grade_request("claim", day, tmp_path) is None
    asked = grade_request("regicide", day, tmp_path)
    assert asked is not None and asked.day == "2026-11-21"
    keep_grade(tmp_path, {"game": "regicide", "day": asked.day, "seed": asked.seed, "line": "x"})
    assert grade_request("regicide", day, tmp_path) is None
    ThreadThinker().grade(asked)  # on threads no grade is worked out (nothing happens)


def test_the_worker_grades_between_choices_and_says_when_it_is_kept(tmp_path: Path) -> None:
    woken = threading.Event()
    thinker = WorkerThinker(print, woken.set)
    try:
        thinker.grade(GradeRequest("regicide", "2026-11-21", SEED, tmp_path, tuple(TINY.items())))
        game = REGICIDE.new_match(1, seed=3)
        player = REGICIDE.make_player("strong", iterations=4)
        choice = thinker.choose(player, game.view(1), 1, {})
        assert choice.wait(60) and choice.result in game.legal_moves()
        deadline = time.monotonic() + 120
        while thinker.graded == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert thinker.graded == 1 and woken.is_set()
    finally:
        thinker.close()
    grade = read_grade(tmp_path, "regicide", "2026-11-21", SEED)
    assert grade is not None and grade["line"] == REGICIDE.grade(SEED, TINY, print)["line"]


@pytest.mark.parametrize("budget", [(), (("games", 3),)])
def test_a_request_travels_with_its_budget(budget: tuple[tuple[str, int], ...]) -> None:
    import pickle  # noqa: PLC0415

    request = GradeRequest("regicide", "2026-11-21", SEED, Path("x"), budget)
    assert pickle.loads(pickle.dumps(request)) == request


class CountedJob:
    """A grade's job that counts its steps (each one short, never done)."""

    def __init__(self) -> None:
        self.stepped = threading.Event()
        self.during_a_choice = 0
        self.grader: Grader | None = None

    def step(self, cancel: threading.Event) -> bool:
        if self.grader is not None and self.grader.arrived.is_set() and not cancel.is_set():
            self.during_a_choice += 1
        self.stepped.set()
        return False


class Unsent:
    """The answers' end of a pipe: what the grader sends goes nowhere."""

    def send(self, message: object) -> None:
        pass


def test_the_grade_steps_only_while_no_choice_waits() -> None:
    grader = Grader(Unsent())  # type: ignore[arg-type]
    job = CountedJob()
    job.grader = grader
    try:
        grader.asked()  # a choice is asked for before the grade is
        grader.take(job)  # type: ignore[arg-type]
        assert not job.stepped.wait(0.3)  # the grade waits for the choice
        with grader.choosing():
            pass  # the choice is made and answered
        assert job.stepped.wait(10)  # then the grade goes on
        grader.asked()
        with grader.choosing():  # a step under way gives way first; none begins meanwhile
            job.stepped.clear()
            assert not job.stepped.wait(0.3)
        assert job.stepped.wait(10) and job.during_a_choice == 0
    finally:
        grader.stop()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's own priority")
def test_the_grade_s_thread_is_lowered_and_the_choices_thread_is_not() -> None:
    seen: list[int] = []

    def lowered() -> None:
        assert lower_this_thread()
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    before = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    thread = threading.Thread(target=lowered)
    thread.start()
    thread.join()
    assert seen == [max(before, GRADE_NICENESS)]
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == before
