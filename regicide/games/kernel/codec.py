"""Events to and from plain data (`{"type": "CardDrawn", "seat": 2, "card": "7H"}`), for
records. A game names its event classes and how to read each field's type; the rest is the
same for every game: the type by its class name, no unknown field, none missing, a tuple as a
list of its items. Decoding is strict, and every refusal is a RecordError naming the key."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields
from enum import Enum
from functools import cache
from typing import Any, get_args, get_origin, get_type_hints

from regicide.games.kernel.errors import RecordError
from regicide.games.kernel.reading import at, describe, listing, mapping

Reader = Callable[[object, str], object]  # (value, where) -> the value read, or RecordError


class EventCodec:
    """One game's events as plain data: `kinds` are its event classes (frozen dataclasses),
    `readers` read each field type that is not a tuple, values of the `as_text` classes (its
    cards) are written as their text, enums as their value; a tuple holds at most
    `max_items` items when given."""

    def __init__(
        self,
        kinds: Sequence[type],
        readers: Mapping[Any, Reader],
        *,
        as_text: tuple[type, ...] = (),
        max_items: int | None = None,
    ) -> None:
        self._by_name = {kind.__name__: kind for kind in kinds}
        self._readers = readers
        self._as_text = as_text
        self._max_items = max_items

    def encode(self, event: Any) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(event).__name__}
        for field in fields(event):
            data[field.name] = self._encode(getattr(event, field.name))
        return data

    def _encode(self, value: object) -> object:
        if isinstance(value, self._as_text):
            return str(value)
        if isinstance(value, Enum):
            return value.value
        if isinstance(value, tuple):
            return [self._encode(item) for item in value]
        return value

    def decode(self, value: object, where: str) -> Any:
        data = mapping(value, where)
        name = data.get("type")
        kind = self._by_name.get(name) if isinstance(name, str) else None
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
            values[field_name] = self._decode(hint, data[field_name], at(where, field_name))
        return kind(**values)

    def _decode(self, hint: Any, value: object, where: str) -> object:
        if get_origin(hint) is tuple:
            item_hint = get_args(hint)[0]
            items = listing(value, where, self._max_items)
            return tuple(
                self._decode(item_hint, item, at(where, index)) for index, item in enumerate(items)
            )
        return self._readers[hint](value, where)


@cache
def _hints(kind: type) -> dict[str, Any]:
    return get_type_hints(kind)
