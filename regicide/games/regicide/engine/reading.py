"""Typed reads of Regicide's cards from untrusted record data; every other typed read is the
kernel's (`regicide.games.kernel.reading`)."""

from __future__ import annotations

from regicide.games.kernel import NotationError, RecordError, at, listing, text
from regicide.games.regicide.engine.cards import Card, parse_card


def read_card(value: object, where: str) -> Card:
    try:
        return parse_card(text(value, where))
    except NotationError as error:
        raise RecordError(where, error.said or str(error)) from None


def read_cards(value: object, where: str) -> tuple[Card, ...]:
    items = listing(value, where)
    return tuple(read_card(item, at(where, index)) for index, item in enumerate(items))
