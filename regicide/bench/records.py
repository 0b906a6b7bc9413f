"""`regicide bench records`: the statistics over an archive of 1,000 games, cold and cached."""

from __future__ import annotations

import random
import statistics as stats
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from regicide.engine import Game, legal_moves
from regicide.store.archive import archive_name
from regicide.store.records import records_of
from regicide.store.saves import game_text

GAMES = 1000
RUNS = 5


def _archive(folder: Path, games: int) -> int:
    """`games` finished games of 1-4 players (random legal play), as the app archives them."""
    chooser = random.Random(7)
    moves = 0
    for number in range(games):
        game = Game.new(number % 4 + 1, seed=number)
        while game.outcome is None:
            game.submit(chooser.choice(legal_moves(game.state)))
        moves += len(game.history)
        name = archive_name(datetime.fromtimestamp(1_700_000_000 + number * 60))
        (folder / name).write_text(game_text(game), encoding="utf-8")
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
    return {
        "games": result.games,
        "archive_moves": moves,
        "archive_bytes": size,
        "cold_ms": round(stats.median(cold) * 1000, 1),
        "cached_ms": round(stats.median(cached) * 1000, 1),
    }


def describe_records(result: dict[str, Any]) -> str:
    return (
        f"records over {result['games']} archived games ({result['archive_moves']:,} moves, "
        f"{result['archive_bytes'] / 1e6:.1f} MB): cold {result['cold_ms']} ms, "
        f"cached {result['cached_ms']} ms (median of {RUNS})"
    )
