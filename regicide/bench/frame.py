"""`regicide bench frame`: frame times of the table at 1280x720 with animations running.

Under the dummy video driver, a seeded game is played through the table scene: whenever the
cards come to rest the next legal move is submitted (as a click would), so something is
always moving. Each frame (events, update, draw, flip) is timed; a warm-up is not counted.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

import pygame

from regicide.engine import Game, Status
from regicide.ui.app import App, create_context
from regicide.ui.scenes.table import TableScene
from regicide.ui.smoke import autoplay

FRAMES = 600
WARM_UP = 60


def measure_frames() -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(create_context())
    picker = random.Random(7)
    table = TableScene(app.ctx, Game.new(3, seed=11), animate_deal=True)
    app.start(table)
    times: list[float] = []
    moves = 0
    for frame in range(WARM_UP + FRAMES):
        started = time.perf_counter()
        moves += autoplay(table, picker)
        app.step(1 / 60, [])
        pygame.display.flip()
        if frame >= WARM_UP:
            times.append((time.perf_counter() - started) * 1000)
        if table.state.status is not Status.PLAYING and not table.timeline.busy:
            table = TableScene(app.ctx, Game.new(3, seed=frame), animate_deal=True)
            app.ctx.stack.reset(table)
            app.ctx.stack.apply()
    pygame.quit()
    return _summary(times, moves)


def _summary(times: list[float], moves: int) -> dict[str, Any]:
    ordered = sorted(times)

    def percentile(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)

    return {
        "frames": len(times),
        "moves": moves,
        "p50_ms": percentile(0.50),
        "p95_ms": percentile(0.95),
        "p99_ms": percentile(0.99),
        "max_ms": round(ordered[-1], 2),
        "mean_ms": round(statistics.fmean(times), 2),
    }


def describe_frames(result: dict[str, Any]) -> str:
    return (
        f"table frames at 1280x720, animations running ({result['frames']} frames, "
        f"{result['moves']} moves): p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms, "
        f"p99 {result['p99_ms']} ms (target p99 <= 8 ms), max {result['max_ms']} ms"
    )
