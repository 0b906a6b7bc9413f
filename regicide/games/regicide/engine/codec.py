"""Events to and from plain data ({"type": "CardDrawn", "seat": 2, "card": "7H"}), for records.

Decoding is strict: the type must be known and every field present with the right shape.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import Any, get_args, get_origin, get_type_hints

from regicide.games.kernel import at, describe, flag, listing, mapping, text, whole
from regicide.games.regicide.engine.cards import Card, Suit
from regicide.games.regicide.engine.errors import RecordError
from regicide.games.regicide.engine.events import EVENT_TYPES, Event
from regicide.games.regicide.engine.reading import read_card

_BY_NAME: dict[str, type] = {kind.__name__: kind for kind in EVENT_TYPES}


def encode_event(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for field in fields(event):
        data[field.name] = _encode(getattr(event, field.name))
    return data


def _encode(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Suit):
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
    unknown = set(data) - set(hints) - {"type"}
    if unknown:
        raise RecordError(where, f"unknown field {describe(min(unknown, key=str))} for {name}")
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
        items = listing(value, where)
        return tuple(_decode(item_hint, item, at(where, index)) for index, item in enumerate(items))
    return _READERS[hint](value, where)


def _read_suit(value: object, where: str) -> Suit:
    letter = text(value, where)
    try:
        return Suit(letter)
    except ValueError:
        raise RecordError(where, f"{describe(letter)} is not a suit (C, D, H or S)") from None


_READERS: dict[Any, Any] = {
    int: whole,
    bool: flag,
    str: text,
    Card: read_card,
    Suit: _read_suit,
}
