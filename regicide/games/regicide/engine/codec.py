"""Events to and from plain data ({"type": "CardDrawn", "seat": 2, "card": "7H"}), for records.

Decoding is strict: the type must be known and every field present with the right shape.
"""

from __future__ import annotations

from typing import Any

from regicide.games.kernel import EventCodec, flag, member, text, whole
from regicide.games.regicide.engine.cards import Card, Suit
from regicide.games.regicide.engine.events import EVENT_TYPES, Event
from regicide.games.regicide.engine.reading import read_card

_READERS: dict[Any, Any] = {
    int: whole,
    bool: flag,
    str: text,
    Card: read_card,
    Suit: member(Suit, "a suit (C, D, H or S)"),
}

_CODEC = EventCodec(EVENT_TYPES, _READERS, as_text=(Card,))


def encode_event(event: Event) -> dict[str, Any]:
    return _CODEC.encode(event)


def decode_event(value: object, where: str) -> Event:
    event: Event = _CODEC.decode(_with_loss_facts(value), where)
    return event


def _with_loss_facts(value: object) -> object:
    """A GameLost written before a loss kept its facts (a sentence in `reason`, no `due`,
    `held` or `solo`) still reads: its facts are made again from the moves (record.py)."""
    if isinstance(value, dict) and value.get("type") == "GameLost":
        return {"due": 0, "held": 0, "solo": "", **value}
    return value
