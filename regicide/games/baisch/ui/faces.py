"""Baisch's cards as the shell's card painters see them (`regicide.ui.playing_card`): the
engine's card counts an Ace 14 and a Joker 0 (B-COMP-2); the painters want a rank 1 to 13,
the Ace's 1, and a Joker as the wild card, so every theme and image card set draws Baisch's
cards too. A Baisch Ace carries no caption under its pip; a Joker is captioned JOKER."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from regicide.games.baisch.engine import Card, Suit
from regicide.i18n import _

ACE = 14


@dataclass(frozen=True, slots=True)
class Face:
    """One Baisch card, painted."""

    card: Card

    @property
    def rank(self) -> int:
        return 1 if self.card.rank == ACE else self.card.rank

    @property
    def suit(self) -> Suit | None:
        return self.card.suit

    @property
    def is_jester(self) -> bool:
        return self.card.is_joker

    @property
    def is_royal(self) -> bool:
        return 11 <= self.card.rank <= 13

    @property
    def is_ace(self) -> bool:
        return self.card.rank == ACE

    @property
    def caption(self) -> str:
        """Under the picture: a Joker is named; an Ace is only an Ace."""
        return _("JOKER") if self.card.is_joker else ""

    def __str__(self) -> str:
        return self.card.text


@cache
def face(card: Card) -> Face:
    """The painted face of `card` (one object per card)."""
    return Face(card)
