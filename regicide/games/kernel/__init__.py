"""What every game's engine shares, pure (standard library only, no game's rules): the errors
an engine raises, typed reads of untrusted record data, the seeded luck of a game's steps,
the history of a game in play (undo, redo), the reading and replaying of a record, the
Folder and Recorder its rules emit events into, and why its rules refuse a move as facts
(`Refusal`, each game's own kinds of why). An engine may import this package and the
standard library, nothing else (tests/test_import_contract.py); sharing it here keeps three
engines from carrying three copies of the same careful code."""

from regicide.games.kernel.chance import Chance, RandomChance, SeededChance, shuffled
from regicide.games.kernel.codec import EventCodec
from regicide.games.kernel.errors import (
    Count,
    GameError,
    IllegalMove,
    NotationError,
    RecordError,
    RefusedMove,
    Said,
    said,
)
from regicide.games.kernel.folding import Folder, Handlers, Recorder
from regicide.games.kernel.history import History, Turn
from regicide.games.kernel.reading import (
    about_digits,
    at,
    describe,
    each,
    flag,
    known_keys,
    listing,
    mapping,
    member,
    number_text,
    plural,
    present,
    text,
    whole,
)
from regicide.games.kernel.records import (
    EventCheck,
    RecordKind,
    check_events,
    read_events,
    read_moves,
    refused,
    replay_moves,
)
from regicide.games.kernel.refusals import Refusal, Refusals

__all__ = [
    "Chance",
    "Count",
    "EventCheck",
    "EventCodec",
    "Folder",
    "GameError",
    "Handlers",
    "History",
    "IllegalMove",
    "NotationError",
    "RandomChance",
    "RecordError",
    "RecordKind",
    "Recorder",
    "Refusal",
    "Refusals",
    "RefusedMove",
    "Said",
    "SeededChance",
    "Turn",
    "about_digits",
    "at",
    "check_events",
    "describe",
    "each",
    "flag",
    "known_keys",
    "listing",
    "mapping",
    "member",
    "number_text",
    "plural",
    "present",
    "read_events",
    "read_moves",
    "refused",
    "replay_moves",
    "said",
    "shuffled",
    "text",
    "whole",
]
