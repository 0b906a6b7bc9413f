"""Typed reads from untrusted plain data (a loaded record): each refusal is a RecordError that
names the key at fault and says what was found, never quoting more than a few characters."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from regicide.games.claim.engine.cards import Card, parse_card
from regicide.games.claim.engine.errors import NotationError, RecordError

T = TypeVar("T")
QUOTE_LIMIT = 40
_KINDS: dict[type, str] = {
    int: "a whole number",
    bool: "true or false",
    str: "text",
    list: "a list",
}


def at(where: str, key: str | int) -> str:
    """The address of an item: `start` + `hands` -> `start.hands`, `moves` + 3 -> `moves[3]`."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def describe(value: object) -> str:
    """A short, safe description of a value found in a file."""
    if isinstance(value, (bool, float)) or value is None:
        return repr(value)
    if isinstance(value, int):
        return str(value) if abs(value) < 10**20 else "a very long number"
    if isinstance(value, str):
        text = repr(value)
        return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 4] + "...'"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, Mapping):
        return "a mapping"
    return f"a value of type {type(value).__name__}"


def expect(value: object, kind: type[T], where: str) -> T:
    """`value` if it is of `kind` (a bool is not a whole number), else a RecordError."""
    wrong_bool = kind is int and isinstance(value, bool)
    if wrong_bool or not isinstance(value, kind):
        raise RecordError(where, f"expected {_KINDS[kind]}, found {describe(value)}")
    return value


def expect_mapping(value: object, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(where, f"expected a mapping of keys, found {describe(value)}")
    return value


def expect_list(
    value: object, where: str, size: int | None = None, most: int | None = None
) -> list[Any]:
    """A list of exactly `size` items, or of at most `most` (checked before any is read)."""
    items = expect(value, list, where)
    if size is not None and len(items) != size:
        raise RecordError(where, f"holds {_items(len(items))}; expected {size}")
    if most is not None and len(items) > most:
        raise RecordError(where, f"holds {_items(len(items))}; at most {most:,} are allowed")
    return items


def _items(count: int) -> str:
    return "1 item" if count == 1 else f"{count:,} items"


def expect_number(value: object, where: str, low: int, high: int) -> int:
    """A whole number from `low` to `high`."""
    number = expect(value, int, where)
    if not low <= number <= high:
        raise RecordError(where, f"{describe(number)} is out of range ({low} to {high})")
    return number


def expect_keys(data: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    """Refuse keys not in `known`: a misspelt key would otherwise be silently ignored."""
    for key in data:
        if key not in known:
            raise RecordError(
                at(where, str(key)[:QUOTE_LIMIT]), f"unknown key (known: {', '.join(known)})"
            )


def required(data: Mapping[str, Any], key: str, where: str = "") -> Any:
    """The value of a key that must be present."""
    if data.get(key) is None:
        raise RecordError(at(where, key), "missing")
    return data[key]


def read_card(value: object, where: str) -> Card:
    try:
        return parse_card(expect(value, str, where))
    except NotationError as error:
        raise RecordError(where, str(error)) from None


def read_cards(value: object, where: str, size: int) -> tuple[Card, ...]:
    """Exactly `size` cards."""
    items = expect_list(value, where, size=size)
    return tuple(read_card(item, at(where, index)) for index, item in enumerate(items))
