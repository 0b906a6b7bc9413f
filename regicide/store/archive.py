"""The archive: every finished game kept as a record file in `<data folder>/games/`.

The archive is the source of truth for the player's history: statistics and medals are a
projection of it (`store/records.py`). File names start with the local date and time, so the
folder sorts by time; a name is never reused, so nothing in the archive is ever overwritten
by another game.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from regicide.store.documents import write_text_atomic
from regicide.store.paths import data_dir

SUFFIX = ".json"  # the autosave's JSON layout: JSON is valid YAML, so a FORMAT.md record


def games_dir() -> Path:
    """Where finished games are kept (`REGICIDE_HOME/games/` when that is set)."""
    return data_dir() / "games"


def archive_name(when: datetime, number: int = 0) -> str:
    """`2026-11-23_104512.json`, or `…_104512_02.json` for the second game of that second
    (a `.` sorts before `_`, so the names keep their order)."""
    stamp = when.strftime("%Y-%m-%d_%H%M%S")
    return f"{stamp}{'' if number == 0 else f'_{number + 1:02}'}{SUFFIX}"


def new_archive_path(folder: Path, when: datetime | None = None) -> Path:
    """A name in `folder` that no file has yet, sorting after every earlier game."""
    when = when or datetime.now()
    number = 0
    while (folder / archive_name(when, number)).exists() or (
        folder / archive_name(when, number)
    ).is_symlink():
        number += 1
    return folder / archive_name(when, number)


def archive_text(text: str, when: datetime | None = None, folder: Path | None = None) -> Path:
    """Keep a record's text as a new file of the archive; returns its path.

    Raises OSError when the folder cannot be written (the caller tells the player)."""
    folder = folder or games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = new_archive_path(folder, when)
    write_text_atomic(path, text)
    return path


def archived_files(folder: Path) -> list[Path]:
    """Every entry of the archive, oldest first (by name), hidden and temporary files aside.
    Whatever else is there is read as a record: a file that is not one is reported, not
    silently left out of the count."""
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return []
    return [folder / name for name in names if not name.startswith(".")]
