"""Typed reads from untrusted plain data (a loaded record), each error naming the key at fault
(`start.hands[1]`) and describing a bad value without ever printing a huge one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, TypeVar

from regicide.games.kernel.errors import RecordError

T = TypeVar("T")
N = TypeVar("N", bound=Enum)
DESCRIBED = 40  # characters of a bad value an error message shows at most


def at(where: str, key: str | int) -> str:
    """`start` + `hands` -> `start.hands`; `moves` + 3 -> `moves[3]`."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def describe(value: object) -> str:
    """A short, safe description of a bad value for an error message: a number or a short
    text as itself, anything else by its kind (never the repr of a huge list)."""
    if type(value) is int:
        shown = number_text(value)
    elif isinstance(value, str | float | bool) or value is None:
        shown = repr(value)
    else:
        shown = f"a {_KINDS.get(type(value), type(value).__name__)}"
    return shown if len(shown) <= DESCRIBED else shown[: DESCRIBED - 3] + "..."


_KINDS: dict[type, str] = {list: "list", dict: "mapping", tuple: "list", set: "set"}


def number_text(value: int) -> str:
    """An integer as text, or "a number of about N digits" when it is too long to show (and
    to convert at all: Python refuses integers of more than 4,300 digits with a ValueError)."""
    if abs(value) < 10**30:
        return str(value)
    return f"a number of about {about_digits(value):,} digits"


def about_digits(value: int) -> int:
    """About how many digits `value` has (counted without writing it)."""
    return int(abs(value).bit_length() * 0.30103) + 1


def plural(count: int, word: str) -> str:
    """'1 player', '3 players'."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def present(data: Mapping[str, Any], key: str, where: str = "") -> Any:
    """The value of a required key; a missing key is reported as missing."""
    if key not in data or data[key] is None:
        raise RecordError(at(where, key), "missing")
    return data[key]


def mapping(value: object, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(where, f"expected a mapping of keys, found {describe(value)}")
    return value


def listing(value: object, where: str, limit: int | None = None) -> list[Any]:
    """A list, of at most `limit` items when given."""
    if not isinstance(value, list):
        raise RecordError(where, f"expected a list, found {describe(value)}")
    if limit is not None and len(value) > limit:
        raise RecordError(where, f"holds {len(value):,} items; at most {limit:,} fit here")
    return value


def whole(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    """An integer (not a bool) within [low, high]."""
    if type(value) is not int:
        raise RecordError(where, f"expected a whole number, found {describe(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"from {low}" if high is None else f"from {low} to {high}"
        raise RecordError(where, f"{number_text(value)} is out of range ({bounds})")
    return value


def flag(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(where, f"expected true or false, found {describe(value)}")
    return value


def text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(where, f"expected text, found {describe(value)}")
    return value


def each(
    value: object, where: str, read: Callable[[object, str], T], limit: int | None = None
) -> tuple[T, ...]:
    """A list read item by item, each error naming its index."""
    items = listing(value, where, limit)
    return tuple(read(item, at(where, index)) for index, item in enumerate(items))


def known_keys(data: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    """Refuse keys that are not in `known` (a typo would otherwise be silently ignored)."""
    for key in data:
        if key not in known:
            raise RecordError(at(where, str(key)), f"unknown key (known keys: {', '.join(known)})")


def member(kind: type[N], what: str) -> Callable[[object, str], N]:
    """A reader of one of an enum's values, written as its text; any other text is refused
    as `not <what>` ("a suit (C, D, H or S)")."""

    def read(value: object, where: str) -> N:
        word = text(value, where)
        try:
            return kind(word)
        except ValueError:
            raise RecordError(where, f"{describe(word)} is not {what}") from None

    return read
