"""A game's record as text pieces: the header, then one piece per move and one per move's
events, so that a move costs O(1) to add or take back however long the game is (the autosave
joins the pieces in its worker thread). JSON text: JSON is valid YAML, so the result is an
ordinary FORMAT.md record file."""

from __future__ import annotations

import base64
import json
import math
import re
from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from regicide.games.protocol import GameDef, Match, Turn


def turn_pieces(game: GameDef, turn: Turn) -> tuple[str, str]:
    """One move's text in the record: its notation, and its events."""
    events = [game.encode_event(event) for event in turn.events]
    return _json(game.format_move(turn.command)), _json(events)


def _json(value: object) -> str:
    """JSON text that UTF-8 can hold: a lone surrogate (JSON may write `"\\udcff"`, and keys
    kept from a record are written back) stays an escape, never a character."""
    return _SURROGATE.sub(_escaped, json.dumps(value, ensure_ascii=False, allow_nan=False))


_SURROGATE = re.compile("[\ud800-\udfff]")


def _escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def plain(value: object) -> Any:
    """A value of a user's key as JSON can hold it (FORMAT.md: unknown keys are kept on save).

    YAML reads dates, bytes (`!!binary`), sets, NaN and keys that are not text, which JSON
    cannot write: they are kept as text (ISO dates, base64, 'nan'), a set as a list."""
    if isinstance(value, dict):
        return {_key(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [plain(item) for item in value]
        return items if isinstance(value, (list, tuple)) else sorted(items, key=repr)
    return _plain_scalar(value)


def _plain_scalar(value: object) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    return value


def _key(key: object) -> str:
    return key if isinstance(key, str) else json.dumps(plain(key)).strip('"')


class RecordText:
    """A record as text pieces that grow and shrink one move at a time."""

    def __init__(self, game: GameDef, match: Match, extra: Mapping[str, Any]) -> None:
        data = game.record_data(match, extra)
        events = data.pop("events")
        moves = data.pop("moves")
        self.assisted: bool = data.pop("assisted")
        self.extra = {_key(key): plain(data.pop(key)) for key in extra}
        self.header = data  # the game's own keys: format, version, players, seed, start...
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
