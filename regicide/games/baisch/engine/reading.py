"""Typed reads from untrusted plain data (a loaded record), each error naming the key."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from regicide.games.baisch.engine.cards import Card, parse_card
from regicide.games.baisch.engine.errors import NotationError, RecordError
from regicide.games.baisch.engine.heroes import Hero, parse_hero

T = TypeVar("T")
MAX_LIST = 200  # no list of a position or event holds more (55 cards, 12 heroes)


def at(where: str, key: str | int) -> str:
    """`start` + `seats` -> `start.seats`; `moves` + 3 -> `moves[3]`."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def describe(value: object) -> str:
    """A short, safe description of a bad value."""
    if type(value) is int:
        text = number_text(value)
    elif isinstance(value, str | int | float | bool) or value is None:
        text = repr(value)
    else:
        text = f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


def number_text(value: int) -> str:
    """An integer as text, or its size when it is too long to show (or even convert)."""
    if abs(value) < 10**30:
        return str(value)
    return f"a number of about {int(abs(value).bit_length() * 0.30103) + 1:,} digits"


def mapping(value: object, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(where, f"expected a mapping of keys, found {describe(value)}")
    return value


def listing(value: object, where: str, limit: int = MAX_LIST) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(where, f"expected a list, found {describe(value)}")
    if len(value) > limit:
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


def card(value: object, where: str) -> Card:
    try:
        return parse_card(text(value, where))
    except NotationError as error:
        raise RecordError(where, str(error)) from None


def cards(value: object, where: str) -> tuple[Card, ...]:
    return each(value, where, card)


def hero(value: object, where: str) -> Hero:
    try:
        return parse_hero(text(value, where))
    except NotationError as error:
        raise RecordError(where, str(error)) from None


def heroes(value: object, where: str) -> tuple[Hero, ...]:
    return each(value, where, hero)


def each(value: object, where: str, read: Callable[[object, str], T]) -> tuple[T, ...]:
    """A list read item by item, each error naming its index."""
    return tuple(read(item, at(where, index)) for index, item in enumerate(listing(value, where)))


def known_keys(data: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    """Refuse keys not in `known` (a typo would otherwise be ignored silently)."""
    for key in data:
        if key not in known:
            raise RecordError(at(where, str(key)), f"unknown key (known: {', '.join(known)})")
