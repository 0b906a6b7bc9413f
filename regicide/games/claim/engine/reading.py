"""Typed reads from untrusted plain data (a loaded record), each refusal a RecordError naming
the key at fault: the kernel's reads, a list of an exact length, and Claim's cards."""

from __future__ import annotations

from typing import Any

from regicide.games.claim.engine.cards import Card, parse_card
from regicide.games.claim.engine.errors import NotationError, RecordError, said
from regicide.games.kernel import (
    at,
    describe,
    flag,
    known_keys,
    listing,
    mapping,
    present,
    text,
    whole,
)

__all__ = [
    "at",
    "card",
    "cards",
    "describe",
    "flag",
    "known_keys",
    "listing",
    "mapping",
    "present",
    "sized",
    "text",
    "whole",
]


def sized(value: object, where: str, size: int) -> list[Any]:
    """A list of exactly `size` items (checked before any is read)."""
    items = listing(value, where)
    if len(items) != size:
        count = len(items)
        if count == 1:
            raise RecordError(where, said("holds 1 item; expected {size}", size=size))
        raise RecordError(
            where, said("holds {count} items; expected {size}", count=count, size=size)
        )
    return items


def card(value: object, where: str) -> Card:
    try:
        return parse_card(text(value, where))
    except NotationError as error:
        raise RecordError(where, error.said or str(error)) from None


def cards(value: object, where: str, size: int) -> tuple[Card, ...]:
    """Exactly `size` cards."""
    items = sized(value, where, size)
    return tuple(card(item, at(where, index)) for index, item in enumerate(items))
