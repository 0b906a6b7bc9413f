"""The game in progress, saved after every move without stalling a frame.

`RecordText` holds a game's record (FORMAT.md) as pieces of JSON text: the header, then one
piece per move and one per move's events. A move costs the UI thread one small encoding, O(1)
however long the game is; the `Autosaver`'s worker thread owns the pieces, joins them and writes
the file atomically (temporary file, flush, fsync, rename). JSON is valid YAML, so the autosave
is an ordinary record file.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from regicide.engine import Game, Turn, encode_event, format_move, record_data, record_of
from regicide.store.documents import write_text_atomic

Op = Callable[["RecordText | None"], "RecordText | None"]


def turn_pieces(turn: Turn) -> tuple[str, str]:
    """One move's text in the record: its notation, and its events."""
    events = [encode_event(event) for event in turn.events]
    return _json(format_move(turn.command)), _json(events)


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


class RecordText:
    """A record as text pieces that grow and shrink one move at a time."""

    def __init__(self, game: Game, extra: Mapping[str, Any]) -> None:
        data = record_data(record_of(game, extra))
        events = data.pop("events")
        moves = data.pop("moves")
        self.assisted: bool = data.pop("assisted")
        self.extra = {key: data.pop(key) for key in extra}
        self.header = data  # format, version, players, rules, seed, start or first_seat
        self.setup = _json(events[0])
        self.moves = [_json(move) for move in moves]
        self.events = [_json(step) for step in events[1:]]

    def push(self, move: str, events: str) -> None:
        self.moves.append(move)
        self.events.append(events)

    def pop(self) -> None:
        self.moves.pop()
        self.events.pop()

    def text(self, saved_at: str) -> str:
        """The whole record, one move per line (keys in the order of `record_data`)."""
        head = ", ".join(f"{_json(key)}: {_json(value)}" for key, value in self.header.items())
        tail = {**self.extra, "saved_at": saved_at}
        lines = [
            "{" + head + ",",
            '"moves": [' + ",\n".join(self.moves) + "],",
            f'"assisted": {_json(self.assisted)},',
            '"events": [' + ",\n".join([self.setup, *self.events]) + "],",
            ", ".join(f"{_json(key)}: {_json(value)}" for key, value in tail.items()) + "}",
        ]
        return "\n".join(lines) + "\n"


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
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: str | None = None  # the last failure, for the table to show
        self._ops: list[Op] = []
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    def start(self, game: Game, extra: Mapping[str, Any]) -> None:
        """Save `game` from now on (its whole record is encoded once, here)."""
        record = RecordText(game, extra)
        self._queue(lambda _: record)

    def pushed(self, turn: Turn, assisted: bool, extra: Mapping[str, Any]) -> None:
        """A move was made (or redone); `extra` updates the app's own keys (time played)."""
        move, events = turn_pieces(turn)
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
            for op in ops:
                record = op(record)
            self._write(record)
            with self._lock:
                self._busy = False
                self._lock.notify_all()

    def _write(self, record: RecordText | None) -> None:
        if record is None:
            return
        try:
            write_text_atomic(self.path, record.text(time.strftime("%Y-%m-%dT%H:%M:%S")))
        except OSError as error:
            self.error = f"Could not save the game: {error.strerror or error}"
