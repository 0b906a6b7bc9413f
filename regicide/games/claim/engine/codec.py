"""Events to and from plain data (`{"type": "CardPlayed", "seat": 2, "card": "KNI7"}`), for
records. Decoding is strict: a known type, every field present with the right shape."""

from __future__ import annotations

from typing import Any

from regicide.games.claim.engine.cards import Card
from regicide.games.claim.engine.errors import RecordError
from regicide.games.claim.engine.events import EVENT_TYPES, Event
from regicide.games.claim.engine.reading import (
    card,
    describe,
    text,
    whole,
)
from regicide.games.claim.engine.state import Margin
from regicide.games.kernel import EventCodec

MAX_ITEMS = 60  # no field of any event holds more cards than the deck list


def _read_margin(value: object, where: str) -> Margin:
    word = text(value, where)
    try:
        return Margin(word)
    except ValueError:
        raise RecordError(where, f"{describe(word)} is not a way to win a faction") from None


_READERS: dict[Any, Any] = {
    int: whole,
    str: text,
    Card: card,
    Margin: _read_margin,
}

_CODEC = EventCodec(EVENT_TYPES, _READERS, as_text=(Card,), max_items=MAX_ITEMS)


def encode_event(event: Event) -> dict[str, Any]:
    return _CODEC.encode(event)


def decode_event(value: object, where: str) -> Event:
    event: Event = _CODEC.decode(value, where)
    return event
