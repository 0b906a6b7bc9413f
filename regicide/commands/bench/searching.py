"""Frames while a strong computer thinks during an animation (issue 21), for `bench frame`.

The same animation three ways, at 60 frames a second as the app's loop draws them: a seeded
3-seat game played through the table, the next legal move submitted whenever the cards come to
rest, so cards are always moving. With no search; with a strong player (1 s a decision)
searching all the while in the worker process, as the app thinks now; and with the same search
on a thread of the app's process, as it thought before. The three take turns, ROUNDS rounds
of SEARCH_FRAMES / ROUNDS frames each, so that a change in the machine's load (it is shared)
falls on all three alike. Only the frames in which cards moved are counted.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

import pygame

from regicide.commands.bench.figures import percentile
from regicide.games.registry import DEFAULT, game_named
from regicide.play.opening import deal_session
from regicide.play.thinking import Choice, Thinker, ThreadThinker
from regicide.play.worker import WorkerThinker
from regicide.ui.app import THREAD_SWITCH_SECONDS, App
from regicide.ui.smoke import autoplay

SEARCH_FRAMES = 900  # frames of each way, in all
ROUNDS = 3
STRONG_THINK = 1.0
FRAME = 1 / 60


def measure_search_frames(app: App) -> dict[str, Any]:
    """p50 and p99 of the animation's frames alone, beside a search in the worker process and
    beside a search on a thread; the process's p99 over the one alone."""
    notices: list[str] = []
    worker = WorkerThinker(notices.append)
    _warm(worker)
    figures: dict[str, Any] = {}
    thinkers: dict[str, Thinker | None] = {
        "alone": None,
        "process": worker,
        "thread": ThreadThinker(),
    }
    times: dict[str, list[float]] = {name: [] for name in thinkers}
    for _ in range(ROUNDS):
        for name, thinker in thinkers.items():
            times[name] += _animated_frames(app, thinker, SEARCH_FRAMES // ROUNDS)
    for name, frames in times.items():
        ordered = sorted(frames)
        figures[f"{name}_frames"] = len(ordered)
        figures[f"{name}_p50_ms"] = percentile(ordered, 0.50)
        figures[f"{name}_p99_ms"] = percentile(ordered, 0.99)
    worker.close()
    figures["process_over_alone_p99"] = round(
        figures["process_p99_ms"] / max(figures["alone_p99_ms"], 1e-9), 2
    )
    figures["worker_notices"] = notices
    return figures


def _warm(worker: WorkerThinker) -> None:
    """Start the process and let it import the players before anything is timed."""
    game = game_named(DEFAULT)
    session = deal_session(game, 3, seed=11)
    worker.choose(game.make_player("instant"), session.view(1), 0, {}).wait(60)


def _animated_frames(app: App, thinker: Thinker | None, count: int) -> list[float]:
    """Milliseconds of each of `count` frames that cards move in, a search running beside
    them all the while when there is a `thinker`."""
    sys.setswitchinterval(THREAD_SWITCH_SECONDS)  # as App.run does
    game = game_named(DEFAULT)
    strong = game.make_player("strong", think=STRONG_THINK)
    session = deal_session(game, 3, seed=11, saver=app.ctx.autosaver)
    table = app.ctx.navigation.open(session, animate_deal=True)
    app.ctx.stack.apply()
    picker = random.Random(7)
    search: Choice | None = None
    times = []
    for frame in range(count):
        started = time.perf_counter()
        if thinker is not None and (search is None or search.done):
            search = thinker.choose(strong, session.view(session.to_act or 1), frame, {})
        autoplay(table, picker)
        app.step(FRAME, [])
        pygame.display.flip()
        spent = time.perf_counter() - started
        if table.animating:
            times.append(spent * 1000)
        time.sleep(max(0.0, FRAME - spent))
    if search is not None:
        search.cancel()
        search.wait(5)
    return times


def describe_search_frames(result: dict[str, Any]) -> str:
    return (
        f"frames while cards move at 60 fps: alone p50 {result['alone_p50_ms']} / "
        f"p99 {result['alone_p99_ms']} ms; a strong search in the worker process beside them "
        f"p50 {result['process_p50_ms']} / p99 {result['process_p99_ms']} ms "
        f"({result['process_over_alone_p99']}x alone: target <= 1.5x and <= 12 ms); "
        f"the same search on a thread (as before) p50 {result['thread_p50_ms']} / "
        f"p99 {result['thread_p99_ms']} ms"
    )
