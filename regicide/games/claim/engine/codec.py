"""Events to and from plain data (`{"type": "CardPlayed", "seat": 2, "card": "KNI7"}`), for
records. Decoding is strict: a known type, every field present with the right shape."""

from __future__ import annotations

from typing import Any

from regicide.games.claim.engine.cards import Card
from regicide.games.claim.engine.events import EVENT_TYPES, Event
from regicide.games.claim.engine.reading import (
    card,
    text,
    whole,
)
from regicide.games.claim.engine.state import Margin
from regicide.games.kernel import EventCodec, member

MAX_ITEMS = 60  # no field of any event holds more cards than the deck list


_READERS: dict[Any, Any] = {
    int: whole,
    str: text,
    Card: card,
    Margin: member(Margin, "a way to win a faction"),
}

_CODEC = EventCodec(EVENT_TYPES, _READERS, as_text=(Card,), max_items=MAX_ITEMS)


def encode_event(event: Event) -> dict[str, Any]:
    return _CODEC.encode(event)


def decode_event(value: object, where: str) -> Event:
    event: Event = _CODEC.decode(value, where)
    return event
