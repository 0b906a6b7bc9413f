"""The game in progress, saved after every move without stalling a frame.

A game's record is kept as `RecordText` (store/record_text.py): the header, then one piece of
JSON per move and one per move's events. A move costs the UI thread one small encoding, O(1)
however long the game is; the `Autosaver`'s worker thread owns the pieces, joins them and writes
the file atomically (temporary file, flush, fsync, rename). JSON is valid YAML, so the autosave
is an ordinary record file.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from regicide.games.protocol import GameDef, Match, Turn
from regicide.i18n import _
from regicide.store.documents import write_text_atomic
from regicide.store.handover import make_way
from regicide.store.paths import GAMES_NAME
from regicide.store.record_text import RecordText, turn_pieces
from regicide.support.terminal import tell_terminal

Op = Callable[["RecordText | None"], "RecordText | None"]


def _changing(change: Callable[[RecordText], None], assisted: bool, extra: Mapping[str, Any]) -> Op:
    """An operation for the worker: change the record, then note its flags."""
    fixed = dict(extra)

    def apply(record: RecordText | None) -> RecordText | None:
        if record is not None:
            change(record)
            record.assisted = assisted
            record.extra.update(fixed)
        return record

    return apply


class Autosaver:
    """Keeps one file up to date with the game in progress.

    The UI thread only queues small operations (a new game, a move pushed, a move popped); a
    worker thread applies them to its `RecordText` and writes the file. `flush` waits until
    everything queued is on disk (the app flushes before it closes).

    Before the first write of each game started, the file found at `path` is made way for
    (`store/handover.py`): one this version cannot read is set aside, and a finished game the
    archive lacks is archived, never overwritten. When that fails, that game runs unsaved
    (`held` says why; the next game tries again). With `read_only` set (another instance
    holds the folder, or the old file could not be kept) nothing is ever written.
    """

    def __init__(self, path: Path, read_only: str | None = None) -> None:
        self.path = path
        self._error: str | None = None
        self.error = read_only  # the last failure or notice, for the table to show
        self.read_only = read_only  # why nothing may be written, or None
        self.held: str | None = None  # why this game may not be written over the file there
        self._made_way = False
        self._ops: list[Op] = []
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self._game: GameDef | None = None  # the kind of game being saved

    @property
    def error(self) -> str | None:
        """The last failure or notice not yet shown (the table shows it, then clears it)."""
        return self._error

    @error.setter
    def error(self, notice: str | None) -> None:
        self._error = notice
        if notice is not None:  # started from a terminal: said there too
            tell_terminal(notice)

    def start(self, game: GameDef, match: Match, extra: Mapping[str, Any]) -> None:
        """Save `match` from now on (its whole record is encoded once, here)."""
        record = RecordText(game, match, extra)
        self._game = game
        self._queue(lambda _: self._fresh(record))

    def pushed(self, turn: Turn, assisted: bool, extra: Mapping[str, Any]) -> None:
        """A move was made (or redone); `extra` updates the app's own keys (time played)."""
        assert self._game is not None, "a move pushed before the game was started"
        move, events = turn_pieces(self._game, turn)
        self._queue(_changing(lambda record: record.push(move, events), assisted, extra))

    def popped(self, assisted: bool, extra: Mapping[str, Any]) -> None:
        """The last move was undone."""
        self._queue(_changing(RecordText.pop, assisted, extra))

    def noted(self, assisted: bool, extra: Mapping[str, Any]) -> None:
        """Nothing moved, but the app's own keys changed (the time played, on leaving)."""
        self._queue(_changing(lambda record: None, assisted, extra))

    def flush(self) -> None:
        """Return once everything asked for is on disk (or failed)."""
        with self._lock:
            self._lock.wait_for(lambda: not self._ops and not self._busy)

    def _queue(self, op: Op) -> None:
        with self._lock:
            self._ops.append(op)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        record: RecordText | None = None
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._ops))
                ops, self._ops, self._busy = self._ops, [], True
            record = self._apply(ops, record)
            with self._lock:
                self._busy = False
                self._lock.notify_all()

    def _apply(self, ops: list[Op], record: RecordText | None) -> RecordText | None:
        """Apply the queued operations and write; a failure is reported, and the worker lives
        on (a dead worker would make `flush` wait for ever)."""
        try:
            for op in ops:
                record = op(record)
            self._write(record)
        except Exception as error:  # a bug, not a full disk: report it, never hang the app
            self.error = _("Could not save the game ({problem})").format(
                problem=f"{type(error).__name__}: {error}"
            )
        return record

    def _fresh(self, record: RecordText) -> RecordText:
        """A new game: make way for it again before its first write (on the worker)."""
        self._made_way, self.held = False, None
        return record

    def stop_writing(self, reason: str) -> None:
        """Never write the file from now on (the old one could not be kept)."""
        self.read_only = reason

    def _write(self, record: RecordText | None) -> None:
        if record is None or self.read_only is not None or not self._make_way():
            return
        try:
            write_text_atomic(self.path, record.text(time.strftime("%Y-%m-%dT%H:%M:%S")))
        except OSError as error:
            self.error = _("Could not save the game: {problem}").format(
                problem=error.strerror or error
            )

    def _make_way(self) -> bool:
        """Once per game, before its first write: keep the file found there if it cannot be
        read, or if it is a finished game the archive lacks. False when it could not be kept
        (then nothing is written over it)."""
        if not self._made_way:
            self._made_way = True
            handover = make_way(self.path, games=self.path.parent / GAMES_NAME)
            if handover.notices:
                self.error = " ".join(handover.notices)
            self.held = handover.unsaved
        return self.held is None
