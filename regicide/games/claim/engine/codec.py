"""Events to and from plain data (`{"type": "CardPlayed", "seat": 2, "card": "KNI7"}`), for
records. Decoding is strict: a known type, every field present with the right shape."""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from functools import cache
from typing import Any, get_args, get_origin, get_type_hints

from regicide.games.claim.engine.cards import Card
from regicide.games.claim.engine.errors import RecordError
from regicide.games.claim.engine.events import EVENT_TYPES, Event
from regicide.games.claim.engine.reading import (
    at,
    card,
    describe,
    listing,
    mapping,
    text,
    whole,
)
from regicide.games.claim.engine.state import Margin

_BY_NAME: dict[str, type] = {kind.__name__: kind for kind in EVENT_TYPES}
MAX_ITEMS = 60  # no field of any event holds more cards than the deck list


def encode_event(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for field in fields(event):
        data[field.name] = _encode(getattr(event, field.name))
    return data


def _encode(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def decode_event(value: object, where: str) -> Event:
    data = mapping(value, where)
    name = data.get("type")
    kind = _BY_NAME.get(name) if isinstance(name, str) else None
    if kind is None:
        raise RecordError(at(where, "type"), f"unknown event type {describe(name)}")
    hints = _hints(kind)
    unknown = sorted(str(key) for key in set(data) - set(hints) - {"type"})
    if unknown:
        raise RecordError(where, f"unknown field {describe(unknown[0])} for {name}")
    values = {}
    for field_name, hint in hints.items():
        if field_name not in data:
            raise RecordError(at(where, field_name), "missing")
        values[field_name] = _decode(hint, data[field_name], at(where, field_name))
    event: Event = kind(**values)
    return event


@cache
def _hints(kind: type) -> dict[str, Any]:
    return get_type_hints(kind)


def _decode(hint: Any, value: object, where: str) -> object:
    if get_origin(hint) is tuple:
        item_hint = get_args(hint)[0]
        items = listing(value, where, MAX_ITEMS)
        return tuple(_decode(item_hint, item, at(where, index)) for index, item in enumerate(items))
    return _READERS[hint](value, where)


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
