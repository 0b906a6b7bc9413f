"""Frame times of every scene at rest, at a UI scale (issue 12): the gallery's stages (the same
scenes the screenshots show) drawn again and again headless, each frame timed whole (events,
update, draw and `display.flip()`).

`regicide bench frame` measures the table while cards fly; this measures the menus, lists and
dialogs too, whose words are measured and laid out again in every frame.

    .venv/bin/python benchmarks/scene_frames.py [--ui-scale 100 200] [--size 1280x720]
        [--frames 120] [--only title settings ...] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from regicide.ui.app import App, create_context
from tests.ui.driver import Ui
from tests.ui.gallery import STAGES

WARM_UP = 5


def scene_frames(stage: str, size: tuple[int, int], ui_scale: int, frames: int) -> list[float]:
    """Milliseconds of each of `frames` frames of one gallery stage, after a short warm-up."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["REGICIDE_HOME"] = home
        ctx = create_context()
        ctx.settings = replace(ctx.settings, animation_speed="instant", sound=False)
        ctx.update_settings(ui_scale=ui_scale)
        ui = Ui(App(ctx))
        ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
        STAGES[stage](ui)
        ui.frames(WARM_UP)
        times = []
        for _ in range(frames):
            started = time.perf_counter()
            ui.app.step(1 / 60, [])
            pygame.display.flip()
            times.append((time.perf_counter() - started) * 1000)
        pygame.quit()
    return sorted(times)


def _percentile(ordered: list[float], share: float) -> float:
    return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ui-scale", nargs="*", type=int, default=[100, 200])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--only", nargs="*", default=list(STAGES))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    results = []
    for stage in args.only:
        for ui_scale in args.ui_scale:
            ordered = scene_frames(stage, (width, height), ui_scale, args.frames)
            row = {
                "stage": stage,
                "ui_scale": ui_scale,
                "p50_ms": _percentile(ordered, 0.5),
                "p99_ms": _percentile(ordered, 0.99),
            }
            results.append(row)
            if not args.json:
                p50, p99 = row["p50_ms"], row["p99_ms"]
                print(f"{stage:15s} {ui_scale:3d}%  p50 {p50:6.2f}  p99 {p99:6.2f} ms")
    if args.json:
        print(json.dumps(results))


if __name__ == "__main__":
    main()
