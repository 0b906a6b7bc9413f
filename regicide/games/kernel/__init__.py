"""What every game's engine shares, pure (standard library only, no game's rules): the errors
an engine raises, typed reads of untrusted record data, the seeded luck of a game's steps,
and the history of a game in play (undo, redo). An engine may import this package and the
standard library, nothing else (tests/test_import_contract.py); sharing it here keeps three
engines from carrying three copies of the same careful code."""

from regicide.games.kernel.chance import Chance, RandomChance, SeededChance, shuffled
from regicide.games.kernel.codec import EventCodec
from regicide.games.kernel.errors import GameError, IllegalMove, NotationError, RecordError
from regicide.games.kernel.history import History, Turn
from regicide.games.kernel.reading import (
    at,
    describe,
    each,
    flag,
    known_keys,
    listing,
    mapping,
    number_text,
    plural,
    present,
    text,
    whole,
)

__all__ = [
    "Chance",
    "EventCodec",
    "GameError",
    "History",
    "IllegalMove",
    "NotationError",
    "RandomChance",
    "RecordError",
    "SeededChance",
    "Turn",
    "at",
    "describe",
    "each",
    "flag",
    "known_keys",
    "listing",
    "mapping",
    "number_text",
    "plural",
    "present",
    "shuffled",
    "text",
    "whole",
]
