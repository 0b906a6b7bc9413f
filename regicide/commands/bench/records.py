"""`regicide bench records`: the statistics over an archive of 1,000 games, cold and cached;
opening the 297-move record in the replay viewer (read, replay, first frame) and stepping back
from its end to its start one move at a time (dummy video driver)."""

from __future__ import annotations

import os
import random
import statistics as stats
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from regicide.games.registry import DEFAULT, game_named
from regicide.store.archive import archive_name
from regicide.store.records import records_of
from regicide.store.saves import game_text, load_saved

REGICIDE = game_named(DEFAULT)
GAMES = 1000
RUNS = 5


def _archive(folder: Path, games: int) -> int:
    """`games` finished games of 1-4 players (random legal play), as the app archives them."""
    chooser = random.Random(7)
    moves = 0
    for number in range(games):
        game = REGICIDE.new_match(number % 4 + 1, number)
        while REGICIDE.to_act(game.state) is not None:
            game.submit(chooser.choice(game.legal_moves()))
        moves += len(game.history)
        name = archive_name(datetime.fromtimestamp(1_700_000_000 + number * 60))
        (folder / name).write_text(game_text(REGICIDE, game), encoding="utf-8")
    return moves


def measure_records() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as temporary:
        folder, cache = Path(temporary, "games"), Path(temporary, "cache", "records.json")
        folder.mkdir()
        moves = _archive(folder, GAMES)
        cold, cached = [], []
        for _ in range(RUNS):
            cache.unlink(missing_ok=True)
            started = time.perf_counter()
            records_of(folder, cache)
            cold.append(time.perf_counter() - started)
            started = time.perf_counter()
            _, result = records_of(folder, cache)
            cached.append(time.perf_counter() - started)
        size = sum(path.stat().st_size for path in folder.iterdir())
    return measure_replay() | {
        "games": result[REGICIDE.name].games,
        "archive_moves": moves,
        "archive_bytes": size,
        "cold_ms": round(stats.median(cold) * 1000, 1),
        "cached_ms": round(stats.median(cached) * 1000, 1),
    }


def measure_replay() -> dict[str, Any]:
    """Open the long record in the replay viewer, then step back from the end to the start."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from regicide.commands.bench.long_game import long_game_path  # noqa: PLC0415 (pygame only here)
    from regicide.ui.app import App, create_context  # noqa: PLC0415
    from regicide.ui.scenes.replay import ReplayScene  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as home:
        os.environ["REGICIDE_HOME"] = home
        app = App(create_context())
        started = time.perf_counter()
        saved = load_saved(long_game_path())
        scene = app.ctx.navigation.watch(saved, "bench")
        assert isinstance(scene, ReplayScene), "the long game is Regicide's"
        app.ctx.stack.apply()
        app.step(1 / 60, [])
        opened = time.perf_counter() - started
        scene.go_to(scene.moves)
        steps = []
        while scene.position > 0:
            started = time.perf_counter()
            scene.back()
            app.step(1 / 60, [])
            steps.append(time.perf_counter() - started)
        pygame.quit()
    return {
        "replay_moves": len(steps),
        "replay_open_ms": round(opened * 1000, 1),
        "step_back_p50_ms": round(stats.median(steps) * 1000, 2),
        "step_back_max_ms": round(max(steps) * 1000, 2),
        "step_back_all_ms": round(sum(steps) * 1000, 1),
    }


def describe_records(result: dict[str, Any]) -> str:
    return (
        f"replay of {result['replay_moves']} moves: opened in {result['replay_open_ms']} ms; "
        f"one step back (with its frame) {result['step_back_p50_ms']} ms median, "
        f"{result['step_back_max_ms']} ms at most, {result['step_back_all_ms']} ms end to start\n"
        f"records over {result['games']} archived games ({result['archive_moves']:,} moves, "
        f"{result['archive_bytes'] / 1e6:.1f} MB): cold {result['cold_ms']} ms, "
        f"cached {result['cached_ms']} ms (median of {RUNS})"
    )
