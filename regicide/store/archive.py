"""The archive: every finished game kept as a record file in `<data folder>/games/`.

The archive is the source of truth for the player's history: statistics and medals are a
projection of it (`store/records.py`). File names start with the local date and time, so the
folder sorts by time; a name is never reused, so nothing in the archive is ever overwritten
by another game.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from regicide.store.documents import write_text_atomic
from regicide.store.paths import GAMES_NAME, data_dir

SUFFIX = ".json"  # the autosave's JSON layout: JSON is valid YAML, so a FORMAT.md record


def games_dir() -> Path:
    """Where finished games are kept (`REGICIDE_HOME/games/` when that is set)."""
    return data_dir() / GAMES_NAME


def archive_name(when: datetime, number: int = 0) -> str:
    """`2026-11-23_104512.json`, or `…_104512_02.json` for the second game of that second
    (a `.` sorts before `_`, so the names keep their order)."""
    stamp = when.strftime("%Y-%m-%d_%H%M%S")
    return f"{stamp}{'' if number == 0 else f'_{number + 1:02}'}{SUFFIX}"


def new_archive_path(folder: Path, when: datetime | None = None) -> Path:
    """A name in `folder` that no file has yet, sorting after every earlier game."""
    when = when or datetime.now()
    number = 0
    while os.path.lexists(folder / archive_name(when, number)):
        number += 1
    return folder / archive_name(when, number)


_NAME = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{6}(_[0-9]{2,})?(-[0-9]+)?\.json$")


def is_archive_name(name: object) -> bool:
    """Whether `name` is one `archive_name` makes (a plain name inside games/, never a path)."""
    return isinstance(name, str) and _NAME.match(name) is not None


def retry_names(name: str) -> list[str]:
    """Where the game named `name` may be kept: `name`, then `<stem>-2.json`, `-3`... for
    when a file not of this game took the name."""
    stem = name.removesuffix(SUFFIX)
    return [name, *(f"{stem}-{number}{SUFFIX}" for number in range(2, MAX_RETRY_NAMES + 1))]


MAX_RETRY_NAMES = 100


def archive_text(text: str, when: datetime | None = None, folder: Path | None = None) -> Path:
    """Keep a record's text as a new file of the archive; returns its path.

    Raises OSError when the folder cannot be written (the caller tells the player)."""
    folder = folder or games_dir()
    return keep_as(new_archive_path(folder, when), text)


def keep_as(path: Path, text: str) -> Path:
    """Write a record's text as the archive file `path` (its folder made if need be); raises
    OSError when it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
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
