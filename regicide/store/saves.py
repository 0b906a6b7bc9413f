"""The game in progress: autosaved after every command as a FORMAT.md record."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from regicide.engine import Game, RecordError, read_record, record_data, record_of, replay
from regicide.store.documents import DocumentError, read_document, write_text_atomic


class SaveError(Exception):
    """A saved game that cannot be loaded; the message is for the player."""


def game_text(game: Game) -> str:
    """The whole game (moves and events) as a record. JSON is valid YAML, so this is still a
    FORMAT.md record file, and its C encoder keeps saving out of the way of the animations."""
    data = record_data(record_of(game, {"saved_at": time.strftime("%Y-%m-%dT%H:%M:%S")}))
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def save_game(game: Game, path: Path) -> None:
    """Write the game now, atomically."""
    write_text_atomic(path, game_text(game))


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


class Autosaver:
    """Saves after every command without stalling a frame: the text is made at once, the disk
    write (and its fsync) happens on a worker thread. Only the newest text waits; `flush` waits
    for it (the app flushes before it closes)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: str | None = None  # the last failure, for the table to show
        self._pending: str | None = None
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    def save(self, game: Game) -> None:
        text = game_text(game)
        with self._lock:
            self._pending = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self) -> None:
        """Return once everything asked for is on disk (or failed)."""
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None)
                text, self._pending, self._busy = self._pending, None, True
            try:
                write_text_atomic(self.path, text or "")
            except OSError as error:
                self.error = f"Could not save the game: {error.strerror or error}"
            with self._lock:
                self._busy = False
                self._lock.notify_all()
