"""`regicide bench startup`: from starting the process to the first drawn frame.

Starts `python -m regicide` (the title screen) in a fresh process with the dummy video and
audio drivers and an empty REGICIDE_HOME, which prints the wall-clock time of its first
frame. The median of several runs is reported (the first run also pays for cold caches).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

RUNS = 5


def measure_startup(theme: str = "classic", ui_scale: int = 100) -> dict[str, Any]:
    seconds = [_one_start(theme, ui_scale) for _ in range(RUNS)]
    return {
        "theme": theme,
        "ui_scale": ui_scale,
        "first_frame_seconds": round(statistics.median(seconds), 3),
        "runs": [round(value, 3) for value in seconds],
    }


def _one_start(theme: str, ui_scale: int) -> float:
    with tempfile.TemporaryDirectory() as home:
        settings = f"theme: {theme}\nui_scale: {ui_scale}\n"
        Path(home, "settings.yaml").write_text(settings, encoding="utf-8")
        env = {
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "REGICIDE_HOME": home,
        }
        started = time.time()
        result = subprocess.run(
            [sys.executable, "-m", "regicide", "--exit-after-first-frame"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            check=True,
        )
    stamp = next(line for line in result.stdout.splitlines() if line.startswith("first-frame "))
    return float(stamp.split()[1]) - started


def describe_startup(result: dict[str, Any]) -> str:
    runs = ", ".join(f"{value:.3f}" for value in result["runs"])
    return (
        f"process start to first drawn frame: {result['first_frame_seconds']:.3f} s median "
        f"(target <= 1.0 s; runs: {runs})"
    )
