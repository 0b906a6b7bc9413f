"""Events as plain data and back, for the records' optional `events` key: a mapping with
`type` (the class name) and each field; cards as notation, heroes and suits by name."""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, Union

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine import reading as rd
from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.errors import RecordError, said

EVENTS_BY_NAME = {cls.__name__: cls for cls in ev.EVENT_TYPES}


def encode_value(value: object) -> Any:
    """Plain data for a field value."""
    if isinstance(value, Card):
        return value.text
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [encode_value(item) for item in value]
    return value


def encode_event(event: ev.Event) -> dict[str, Any]:
    """An event as a mapping: `type` first, then its fields."""
    data = encode_value(event)
    return {"type": type(event).__name__, **data}


def decode_event(data: object, where: str) -> ev.Event:
    """An event from plain data; RecordError names the key at fault."""
    fields = rd.mapping(data, where)
    name = rd.text(fields.get("type"), rd.at(where, "type"))
    cls = EVENTS_BY_NAME.get(name)
    if cls is None:
        raise RecordError(
            rd.at(where, "type"), said("'{name}' is not a Baisch event", name=name[:30])
        )
    event: ev.Event = decode_value(cls, fields, where)
    return event


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode_value(kind: Any, value: object, where: str) -> Any:  # noqa: PLR0911
    """`value` read as type `kind` (a field annotation)."""
    origin = typing.get_origin(kind)
    if origin in (Union, types.UnionType):
        options = typing.get_args(kind)
        if value is None and type(None) in options:
            return None
        return decode_value(next(o for o in options if o is not type(None)), value, where)
    if origin is tuple:
        return _decode_tuple(kind, value, where)
    if kind is Card:
        return rd.card(value, where)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _member(kind, value, where)
    if dataclasses.is_dataclass(kind):
        return _decode_dataclass(kind, value, where)
    if kind is bool:
        return rd.flag(value, where)
    if kind is int:
        return rd.whole(value, where, -(10**6), 10**6)
    return rd.text(value, where)


def _member(kind: type[Enum], value: object, where: str) -> Enum:
    """One of an enum's values, written as its text (a suit, a hero by its notation name)."""
    word = rd.text(value, where)
    try:
        return kind(word)
    except ValueError:
        problem = said("{word} is not a {kind}", word=rd.describe(word), kind=kind.__name__)
        raise RecordError(where, problem) from None


def _decode_tuple(kind: Any, value: object, where: str) -> tuple[Any, ...]:
    args = typing.get_args(kind)
    items = rd.listing(value, where)
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(decode_value(args[0], item, rd.at(where, i)) for i, item in enumerate(items))
    if len(items) != len(args):
        raise RecordError(
            where,
            said("expected {expected} items, found {found}", expected=len(args), found=len(items)),
        )
    pairs = enumerate(zip(args, items, strict=True))
    return tuple(decode_value(arg, item, rd.at(where, i)) for i, (arg, item) in pairs)


def _decode_dataclass(kind: Any, value: object, where: str) -> Any:
    data = rd.mapping(value, where)
    hints = _hints(kind)
    names = [f.name for f in dataclasses.fields(kind)]
    rd.known_keys(data, ("type", *names), where)
    missing = [name for name in names if name not in data]
    if missing:
        raise RecordError(rd.at(where, missing[0]), said("missing"))
    return kind(
        **{name: decode_value(hints[name], data[name], rd.at(where, name)) for name in names}
    )
