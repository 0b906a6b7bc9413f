"""The daily deal's grade, kept for the day (issue 34): `<data folder>/cache/daily-grade.json`
holds one game's grade of one day's deal and the line that says it ("winnable; the Strong AI
wins it 7 times in 10"), never a card. Computing it takes minutes (`regicide daily --grade`,
or the app's worker process between its computer players' choices), so it is done once a day
and read back; while it is worked out the file holds its progress without a line (the games
played so far), so the work goes on where it stopped when the app starts again. A file of
another day, another deal, or one damaged, is no grade at all."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from regicide.store.caches import cache_folder
from regicide.store.documents import DocumentError, read_bytes, write_text_atomic

GRADE_NAME = "daily-grade.json"
GRADE_LIMIT = 64 * 1024  # a grade is a few hundred bytes


def grade_path(data_folder: Path) -> Path:
    return cache_folder(data_folder) / GRADE_NAME


def read_grade(data_folder: Path, game: str, day: str, seed: int) -> dict[str, Any] | None:
    """The kept grade of `game`'s deal of `day` (seed `seed`), or None when none is kept."""
    data = read_progress(data_folder, game, day, seed)
    line = None if data is None else data.get("line")
    return data if isinstance(line, str) and line else None


def read_progress(data_folder: Path, game: str, day: str, seed: int) -> dict[str, Any] | None:
    """What is kept of the grade of `game`'s deal of `day` (seed `seed`), finished or not (a
    grade still being worked out has no `line`), or None."""
    try:
        data = json.loads(read_bytes(grade_path(data_folder), GRADE_LIMIT))
    except (DocumentError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or (data.get("game"), data.get("day")) != (game, day):
        return None
    return data if data.get("seed") == seed else None


def keep_grade(data_folder: Path, grade: dict[str, Any]) -> None:
    """Best effort: a grade that cannot be kept is worked out again next time."""
    with contextlib.suppress(OSError):
        write_text_atomic(grade_path(data_folder), json.dumps(grade))
