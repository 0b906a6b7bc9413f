"""A card of the standard deck, as the card painters see it: any game's card that has a rank
and a French suit (Regicide's, Baisch's) is painted by the same painters and card sets."""

from __future__ import annotations

from typing import Protocol

#: Rank 1 to 13 as the corners show them.
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"} | {rank: str(rank) for rank in range(2, 11)}
#: A suit's letter (the record notation's) as its symbol.
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class SuitLike(Protocol):
    """A suit: its `value` is its letter, C, D, H or S."""

    @property
    def value(self) -> str: ...


class PlayingCard(Protocol):
    """A standard card: rank 1 to 13 (a Jester or Joker has none worth painting and no suit:
    its `is_jester` is true); `str()` gives its record notation (`AH`, `10S`, `JKR`, `JK`),
    which names it in a card set. A card type may also have a `caption`: the words under the
    picture of its Aces and wild cards (`caption_of`)."""

    @property
    def rank(self) -> int: ...

    @property
    def suit(self) -> SuitLike | None: ...

    @property
    def is_jester(self) -> bool: ...

    @property
    def is_royal(self) -> bool: ...

    @property
    def is_ace(self) -> bool: ...


def caption_of(card: PlayingCard, usual: str) -> str:
    """The words under the picture of an Ace or a wild card: the card's own `caption` when
    its type has one ("" for none: Baisch's Ace, "JOKER"), else `usual` (Regicide's
    "COMPANION" and "JESTER")."""
    return str(getattr(card, "caption", usual))
