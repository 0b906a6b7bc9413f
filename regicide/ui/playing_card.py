"""A card of the standard deck, as the card painters see it: any game's card that has a rank
and a French suit (Regicide's, Baisch's) is painted by the same painters and card sets."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

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
    which names it in a card set. A card type may also have a `caption`, or its game name one
    for it (`name_captions`): the words under the picture of its Aces and wild cards."""

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


#: The captions a game names for its card type (`name_captions`), by that type.
_CAPTIONS: dict[type, Callable[[Any], str]] = {}


def name_captions(kind: type, caption: Callable[[Any], str]) -> None:
    """A game's words under the pictures of its cards of type `kind` (Regicide: COMPANION
    under an Ace, JESTER under a Jester), for a card type of a pure engine that cannot carry
    words of its own."""
    _CAPTIONS[kind] = caption


def caption_of(card: PlayingCard) -> str:
    """The words under the picture of an Ace or a wild card: the card's own `caption`, else
    the one its game names for its type (`name_captions`), else none: no game's words are
    written on another game's cards."""
    own = getattr(card, "caption", None)
    if own is not None:
        return str(own)
    named = _CAPTIONS.get(type(card))
    return named(card) if named is not None else ""
