"""Typed reads from untrusted dict data (a loaded record), each error naming the key at fault."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from regicide.games.regicide.engine.cards import Card, parse_card
from regicide.games.regicide.engine.errors import NotationError, RecordError

MISSING: Any = object()


def where_join(where: str, key: str | int) -> str:
    """`start` + `hands` -> `start.hands`; `moves` + 3 -> `moves[3]`."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def describe(value: object) -> str:
    """A short, safe description of a bad value for an error message."""
    text = number_text(value) if type(value) is int else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def number_text(value: int) -> str:
    """An integer as text, or "a number of about N digits" when it is too long to show (and
    to convert at all: Python refuses integers of more than 4,300 digits with a ValueError)."""
    if abs(value) < 10**30:
        return str(value)
    return f"a number of about {int(abs(value).bit_length() * 0.30103) + 1:,} digits"


def require_present(data: Mapping[str, Any], key: str, where: str = "") -> Any:
    """The value of a required key; a missing key is reported as missing."""
    if key not in data or data[key] is None:
        raise RecordError(where_join(where, key), "missing")
    return data[key]


def plural(count: int, word: str) -> str:
    """'1 player', '3 players'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def require_mapping(value: object, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(where, f"expected a mapping of keys, found {describe(value)}")
    return value


def require_list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(where, f"expected a list, found {describe(value)}")
    return value


def require_int(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (not a bool) within [low, high]."""
    if type(value) is not int:
        raise RecordError(where, f"expected a whole number, found {describe(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"from {low}" if high is None else f"from {low} to {high}"
        raise RecordError(where, f"{number_text(value)} is out of range ({bounds})")
    return value


def require_bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(where, f"expected true or false, found {describe(value)}")
    return value


def require_str(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(where, f"expected text, found {describe(value)}")
    return value


def read_card(value: object, where: str) -> Card:
    try:
        return parse_card(require_str(value, where))
    except NotationError as error:
        raise RecordError(where, str(error)) from None


def read_cards(value: object, where: str) -> tuple[Card, ...]:
    items = require_list(value, where)
    return tuple(read_card(item, where_join(where, index)) for index, item in enumerate(items))


def check_keys(data: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    """Refuse keys that are not in `known` (a typo would otherwise be silently ignored)."""
    for key in data:
        if key not in known:
            raise RecordError(
                where_join(where, str(key)), f"unknown key (known keys: {', '.join(known)})"
            )
