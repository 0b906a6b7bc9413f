"""Commands: what a player asks to do. The acting seat is always the state's current seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from regicide.games.regicide.engine.cards import Card


@dataclass(frozen=True, slots=True)
class PlayCards:
    """Step 1: play one card, an Ace pair, a combo or the Jester (R-PLAY-1..6)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Yield:
    """Step 1: play nothing and suffer the full attack (R-YIELD-1)."""


@dataclass(frozen=True, slots=True)
class Discard:
    """Step 4: discard these cards to cover the damage due (R-SUF-2)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class FlipToken:
    """Solo: flip a Jester token to discard the hand and refill it (R-SOLO-2)."""


@dataclass(frozen=True, slots=True)
class ChooseNext:
    """After a Jester: name the seat that takes the next turn (R-JEST-4)."""

    seat: int


Command: TypeAlias = PlayCards | Yield | Discard | FlipToken | ChooseNext
