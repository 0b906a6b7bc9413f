"""`regicide bench scans`: Records and Load over 100 large records (issue 24, item 4).

Each record is a game of Regicide played to its end by random legal moves (1 to 4 players),
written as YAML with an unknown key of a few thousand small values (kept, as FORMAT.md says),
so that every file is 60-120 KB and under every limit of a record: the heaviest files a
player may have, each a tenth of a second or more to read. The same 100 files are the archive
(games/) and the saves (saves/). Measured: `records_of` and `list_saves` with no cache and with
it, then the app (dummy video driver) opening Records and Load: the seconds until the screen
shows its list (the scan runs off the frame) and the slowest frame meanwhile.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from regicide.games.registry import DEFAULT, game_named
from regicide.store.archive import archive_name
from regicide.store.library import list_saves, saves_cache
from regicide.store.records import cache_path, records_of
from regicide.store.saves import game_text

COUNT = 100
SHOWN_WITHIN = 120.0  # seconds a screen may take to show its list before the bench gives up


def large_records(home: Path, count: int = COUNT) -> list[int]:
    """`count` large records in `home`/games and `home`/saves; returns their sizes."""
    game = game_named(DEFAULT)
    sizes = []
    for folder in (home / "games", home / "saves"):
        folder.mkdir(parents=True, exist_ok=True)
    for number in range(count):
        match = game.new_match(number % 4 + 1, number)
        chooser = random.Random(number)
        while game.to_act(match.state) is not None:
            match.submit(chooser.choice(match.legal_moves()))
        document = json.loads(game_text(game, match))
        document["notes"] = [value % 10 for value in range(22_000 + 60 * number)]
        text = yaml.safe_dump(document, default_flow_style=number % 2 == 0, width=80)
        when = datetime.fromtimestamp(1_700_000_000 + number * 60)
        name = archive_name(when).replace(".json", ".yaml")
        (home / "games" / name).write_text(text, encoding="utf-8")
        (home / "saves" / f"Game {number:03}.yaml").write_text(text, encoding="utf-8")
        sizes.append(len(text.encode()))
    return sizes


def measure_scans() -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="regicide-scans-") as temporary:
        home = Path(temporary)
        sizes = large_records(home)
        figures: dict[str, Any] = {"files": len(sizes), "min_kb": min(sizes) // 1024}
        figures["max_kb"] = max(sizes) // 1024
        for cached in ("cold", "cached"):
            figures[f"records_{cached}_s"] = _timed(
                lambda: records_of(home / "games", cache_path(home))
            )
            figures[f"load_{cached}_s"] = _timed(
                lambda: list_saves(home / "saves", saves_cache(home))
            )
        for path in (cache_path(home), saves_cache(home)):
            path.unlink()
        figures |= _screens(home)
    return figures


def _timed(work: Any) -> float:
    started = time.perf_counter()
    work()
    return round(time.perf_counter() - started, 2)


def _screens(home: Path) -> dict[str, Any]:
    """The app opening Records, then Load, twice each (cold, then from the caches)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["REGICIDE_HOME"] = str(home)
    import pygame  # noqa: PLC0415 (pygame only here)

    from regicide.ui.app import THREAD_SWITCH_SECONDS, App, create_context  # noqa: PLC0415

    pygame.init()
    sys.setswitchinterval(THREAD_SWITCH_SECONDS)  # as App.run does
    app = App(create_context())
    figures: dict[str, Any] = {}
    for label in ("Records", "Load"):
        figures |= _open(app, label, "cold")
    records_of(home / "games", cache_path(home))  # the caches filled whole, as after a look
    list_saves(home / "saves", saves_cache(home))
    for label in ("Records", "Load"):
        figures |= _open(app, label, "cached")
    pygame.quit()
    return figures


def _open(app: Any, label: str, cached: str) -> dict[str, Any]:
    """Open `label` from the title: the seconds until its list shows (or its scan stops at
    its budget), and its frames meanwhile (the first includes the scan's short wait)."""
    app.to_title()
    app.ctx.stack.apply()
    app.step(1 / 60, [])
    started = time.perf_counter()
    button = next(item for item in app.ctx.stack.top.more_buttons() if item.label == label)
    button.press()
    app.ctx.stack.apply()
    frames = [time.perf_counter() - started]
    scene = app.ctx.stack.top
    while getattr(scene, "reading", None) is not None:
        frame = time.perf_counter()
        app.step(1 / 60, [])
        frames.append(time.perf_counter() - frame)
        if time.perf_counter() - started > SHOWN_WITHIN:
            break
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - frame)))
    ordered = sorted(frames)
    key = f"{label.lower()}_screen_{cached}"
    return {
        f"{key}_s": round(time.perf_counter() - started, 2),
        f"{key}_frames": len(frames),
        f"{key}_p50_ms": round(ordered[len(ordered) // 2] * 1000, 1),
        f"{key}_p95_ms": round(ordered[int(len(ordered) * 0.95)] * 1000, 1),
        f"{key}_worst_frame_ms": round(ordered[-1] * 1000, 1),
        f"{key}_feedback": getattr(scene, "feedback", ""),
    }


def describe_scans(result: dict[str, Any]) -> str:
    lines = [
        f"{result['files']} records of {result['min_kb']}-{result['max_kb']} KB, as the archive "
        "and as the saves:",
        f"  records_of: {result['records_cold_s']} s cold, {result['records_cached_s']} s cached; "
        f"list_saves: {result['load_cold_s']} s cold, {result['load_cached_s']} s cached",
    ]
    for label in ("records", "load"):
        for cached in ("cold", "cached"):
            key = f"{label}_screen_{cached}"
            lines.append(
                f"  {label.title()} screen, {cached}: list shown after {result[key + '_s']} s "
                f"({result[key + '_frames']} frames: p50 {result[key + '_p50_ms']} ms, p95 "
                f"{result[key + '_p95_ms']} ms, slowest {result[key + '_worst_frame_ms']} ms)"
                + (f"; told: {result[key + '_feedback']}" if result[key + "_feedback"] else "")
            )
    return "\n".join(lines)
