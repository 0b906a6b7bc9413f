"""Typed reads from untrusted plain data (a loaded record), each error naming the key: the
kernel's reads, lists capped at MAX_LIST items, and Baisch's cards and heroes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from regicide.games import kernel
from regicide.games.baisch.engine.cards import Card, parse_card
from regicide.games.baisch.engine.errors import NotationError, RecordError
from regicide.games.baisch.engine.heroes import Hero, parse_hero
from regicide.games.kernel import at, describe, flag, known_keys, mapping, number_text, text, whole

T = TypeVar("T")
MAX_LIST = 200  # no list of a position or event holds more (55 cards, 12 heroes)

__all__ = [
    "MAX_LIST",
    "at",
    "card",
    "cards",
    "describe",
    "each",
    "flag",
    "hero",
    "heroes",
    "known_keys",
    "listing",
    "mapping",
    "number_text",
    "text",
    "whole",
]


def listing(value: object, where: str, limit: int = MAX_LIST) -> list[Any]:
    """A list of at most `limit` items (MAX_LIST unless said)."""
    return kernel.listing(value, where, limit)


def each(value: object, where: str, read: Callable[[object, str], T]) -> tuple[T, ...]:
    """A list of at most MAX_LIST items read item by item, each error naming its index."""
    return kernel.each(value, where, read, MAX_LIST)


def card(value: object, where: str) -> Card:
    try:
        return parse_card(text(value, where))
    except NotationError as error:
        raise RecordError(where, error.said or str(error)) from None


def cards(value: object, where: str) -> tuple[Card, ...]:
    return each(value, where, card)


def hero(value: object, where: str) -> Hero:
    try:
        return parse_hero(text(value, where))
    except NotationError as error:
        raise RecordError(where, error.said or str(error)) from None


def heroes(value: object, where: str) -> tuple[Hero, ...]:
    return each(value, where, hero)
