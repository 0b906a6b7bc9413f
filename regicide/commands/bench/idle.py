"""`regicide bench idle`: the app's processor time while nothing moves (issue 21).

Each scene is opened in the app's own loop (`App.loop`, as `regicide` runs it, its worker
process started), given WARM_UP seconds to finish its entrance (the deal, card art drawn
ahead), then left alone for SECONDS while the processor time of the app's process (every
thread) and of its worker process is counted: CPU seconds per wall second as a share of one
core, and the frames drawn. The scenes: the title, a table (a solo game, the person to play),
the Records, a replay paused at move 40 of the 297-move record, Settings, and the tutorial,
whose coach's ring pulses (an animation: drawn only when a pixel of it changes).

It runs once per video driver, each in a fresh process with an empty REGICIDE_HOME: the dummy
driver, then the real display when there is one (DISPLAY or WAYLAND_DISPLAY set).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from regicide.commands.bench.long_game import long_game_path
from regicide.games.registry import DEFAULT, game_named
from regicide.play.opening import deal_session
from regicide.store.saves import Saved, load_saved
from regicide.ui.app import App, create_context
from regicide.ui.kits import kit_of
from regicide.ui.scenes.settings import SettingsScene

WARM_UP = 3.0
SECONDS = 5.0
REPLAY_AT = 40


def measure_idle(theme: str = "classic", ui_scale: int = 100) -> dict[str, Any]:
    """Every scene at rest, with the dummy driver and (when there is one) the real display."""
    drivers = ["dummy"]
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        drivers.append("")  # SDL's own choice: the real display
    runs = [_run_driver(driver, theme, ui_scale) for driver in drivers]
    return {"theme": theme, "ui_scale": ui_scale, "seconds": SECONDS, "runs": runs}


def _run_driver(driver: str, theme: str, ui_scale: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="regicide-idle-") as home:
        settings = f"theme: {theme}\nui_scale: {ui_scale}\nsound: false\n"
        Path(home, "settings.yaml").write_text(settings, encoding="utf-8")
        env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "REGICIDE_HOME": home}
        env.pop("SDL_VIDEODRIVER", None)
        if driver:
            env["SDL_VIDEODRIVER"] = driver
        command = [sys.executable, "-m", "regicide.commands.bench.idle"]
        result = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    figures: dict[str, Any] = json.loads(result.stdout)
    return figures


def describe_idle(result: dict[str, Any]) -> str:
    lines = [f"at rest, {result['seconds']:.0f} s a scene (target <= 2% of a core):"]
    for run in result["runs"]:
        scenes = ", ".join(
            f"{name} {scene['core_percent']:.2f}% ({scene['frames']} frames)"
            for name, scene in run["scenes"].items()
        )
        lines.append(f"  {run['driver']}: {scenes}")
    return "\n".join(lines)


# -- in the measuring process ------------------------------------------------------------------


def _scenes() -> dict[str, Callable[[App], None]]:
    """How to open each scene on an app."""
    game = game_named(DEFAULT)

    def table(app: App) -> None:
        session = deal_session(game, 1, seed=3, saver=app.ctx.autosaver)
        app.ctx.navigation.open(session, animate_deal=True)

    def replay(app: App) -> None:
        kind, match, extra = load_saved(long_game_path())
        app.ctx.navigation.watch(Saved(kind, match, extra), "the long game", at=REPLAY_AT)

    return {
        "title": lambda app: app.to_title(),
        "table": table,
        "records": lambda app: app.ctx.stack.push(kit_of(game).records(app.ctx)),
        "replay": replay,
        "settings": lambda app: app.ctx.stack.push(SettingsScene(app.ctx)),
        "tutorial": lambda app: kit_of(game).tutorial(app.ctx),
    }


def measure_here() -> dict[str, Any]:
    """Every scene at rest in this process's app (its video driver from the environment)."""
    app = App(create_context())
    scenes: dict[str, Any] = {}
    with app.thinking() as worker:
        worker.start()
        for name, open_scene in _scenes().items():
            app.to_title()
            open_scene(app)
            app.loop(seconds=WARM_UP)
            scenes[name] = _rest(app, worker.pid)
    driver = pygame.display.get_driver()
    app.close()
    return {"driver": driver, "scenes": scenes}


def _rest(app: App, worker: int | None) -> dict[str, Any]:
    """The app's loop left alone for SECONDS: its share of a core and the frames drawn."""
    frames, wall, cpu = app.frames, time.perf_counter(), _cpu(worker)
    app.loop(seconds=SECONDS)
    wall, cpu = time.perf_counter() - wall, _cpu(worker) - cpu
    return {"core_percent": round(100 * cpu / wall, 2), "frames": app.frames - frames}


def _cpu(worker: int | None) -> float:
    """Processor seconds of this process (every thread) and of the worker process (Linux)."""
    spent = time.process_time()
    stat = Path(f"/proc/{worker}/stat")
    if worker is not None and stat.exists():
        fields = stat.read_text().rsplit(")", 1)[1].split()
        spent += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return spent


if __name__ == "__main__":
    argparse.ArgumentParser(description="the scenes at rest, with this driver").parse_args()
    print(json.dumps(measure_here()))
