"""The game in progress: autosaved after every command as a FORMAT.md record."""

from __future__ import annotations

import time
from pathlib import Path

from regicide.engine import Game, RecordError, read_record, record_data, record_of, replay
from regicide.store.documents import DocumentError, read_document, write_document


class SaveError(Exception):
    """A saved game that cannot be loaded; the message is for the player."""


def save_game(game: Game, path: Path) -> None:
    """Write the whole game (moves and events) atomically."""
    extra = {"saved_at": time.strftime("%Y-%m-%dT%H:%M:%S")}
    write_document(path, record_data(record_of(game, extra)))


def load_game(path: Path) -> Game:
    """The saved game, every move re-checked; raises SaveError saying what is wrong."""
    try:
        return replay(read_record(read_document(path)))
    except (DocumentError, RecordError) as error:
        raise SaveError(f"{path.name}: {error}") from None


def set_aside(path: Path) -> Path | None:
    """Keep an unreadable save under a new name rather than overwrite it; returns the new path."""
    if not path.exists():
        return None
    kept = path.with_name(f"{path.stem}-unreadable-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    path.replace(kept)
    return kept
