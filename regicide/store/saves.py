"""Saved games: written and read as FORMAT.md records; unreadable ones kept aside."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from regicide.games.regicide.engine import Game, RecordError, read_record, replay
from regicide.store.documents import DocumentError, read_document, write_text_atomic
from regicide.store.files import move_aside
from regicide.store.record_text import RecordText
from regicide.support.oneline import one_line


class SaveError(Exception):
    """A saved game that cannot be loaded; the message is for the player."""


def game_text(game: Game, extra: Mapping[str, Any] | None = None) -> str:
    """The whole game (moves and events) as a record, in the autosave's JSON layout (JSON is
    valid YAML, so this is an ordinary FORMAT.md record file)."""
    return RecordText(game, extra or {}).text(time.strftime("%Y-%m-%dT%H:%M:%S"))


def save_game(game: Game, path: Path, extra: Mapping[str, Any] | None = None) -> None:
    """Write the game now, atomically."""
    write_text_atomic(path, game_text(game, extra))


def load_game(path: Path) -> Game:
    """The saved game, every move re-checked; raises SaveError saying what is wrong."""
    return load_saved(path)[0]


def load_saved(path: Path) -> tuple[Game, dict[str, Any]]:
    """The saved game and the keys of its file this version does not know (kept on save, as
    FORMAT.md asks); raises SaveError saying what is wrong."""
    try:
        record = read_record(read_document(path))
        return replay(record), dict(record.extra)
    except (DocumentError, RecordError) as error:
        raise SaveError(one_line(f"{path.name}: {error}")) from None


def set_aside(path: Path) -> Path | None:
    """Keep an unreadable save under a new name rather than overwrite it
    (`autosave-unreadable-<date>-<time>[-N].yaml`, never replacing another file); returns the
    new path, or None when there was nothing to keep. Raises OSError when it cannot be renamed
    (a read-only folder): then nothing may be written in its place."""
    if not os.path.lexists(path):
        return None
    return move_aside(path, "unreadable")
