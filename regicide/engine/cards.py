"""Cards, their values and notation (R-COMP-1, R-VAL-1, R-VAL-2; FORMAT.md "Card notation")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from regicide.engine.errors import NotationError


class Suit(str, Enum):
    """The four suits, in the order hands and legal-move lists are sorted by."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def label(self) -> str:
        """The suit's name for players: "Clubs"."""
        return self.name.title()


JESTER_RANK = 0
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANK_NAMES = {ACE: "A", JACK: "J", QUEEN: "Q", KING: "K"} | {r: str(r) for r in range(2, 11)}
_RANK_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()} | {"T": 10}
_SUIT_BY_SYMBOL = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}
#: R-VAL-1: attack and discard value of a card in hand, by rank (the Jester is rank 0).
_VALUES = {JESTER_RANK: 0, ACE: 1, JACK: 10, QUEEN: 15, KING: 20} | {r: r for r in range(2, 11)}
#: R-VAL-2: (attack, health) of an enemy royal.
_ENEMY_STATS = {JACK: (10, 20), QUEEN: (15, 30), KING: (20, 40)}


@dataclass(frozen=True, slots=True)
class Card:
    """One card. The Jester has rank 0 and no suit; every other card has both."""

    rank: int
    suit: Suit | None

    @property
    def value(self) -> int:
        """Attack and discard value (R-VAL-1): 2–10 face, Ace 1, Jester 0, J 10, Q 15, K 20."""
        return _VALUES[self.rank]

    @property
    def is_jester(self) -> bool:
        return self.rank == JESTER_RANK

    @property
    def is_ace(self) -> bool:
        return self.rank == ACE

    @property
    def is_royal(self) -> bool:
        return self.rank >= JACK

    @property
    def is_number(self) -> bool:
        """A number card 2–10: the only cards that form combos (R-PLAY-3)."""
        return 2 <= self.rank <= 10

    @property
    def enemy_attack(self) -> int:
        """R-VAL-2: a royal's attack as an enemy."""
        return _ENEMY_STATS[self.rank][0]

    @property
    def enemy_health(self) -> int:
        """R-VAL-2: a royal's health as an enemy."""
        return _ENEMY_STATS[self.rank][1]

    @property
    def sort_key(self) -> tuple[int, int]:
        """Stable order for hands and move lists: by rank (Ace low, Jester last), then suit."""
        if self.suit is None:
            return (14, 0)
        return (self.rank, _SUIT_ORDER[self.suit])

    def __str__(self) -> str:
        if self.suit is None:
            return "JKR"
        return RANK_NAMES[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self})"


JESTER = Card(JESTER_RANK, None)


def parse_card(text: str) -> Card:
    """Read one card in FORMAT.md notation: case-insensitive, `T` for 10, suit symbols allowed."""
    word = text.strip().upper()
    if word == "JKR":
        return JESTER
    if len(word) < 2:
        raise NotationError(text, "is not a card (write rank then suit, like 7H or 10S)")
    rank_name, suit_name = word[:-1], word[-1]
    rank = _RANK_BY_NAME.get(rank_name)
    suit = _SUIT_BY_SYMBOL.get(suit_name) or _suit_by_letter(suit_name)
    if rank is None or suit is None:
        raise NotationError(text, "is not a card (ranks A 2-10 J Q K, suits C D H S, or JKR)")
    return Card(rank, suit)


def _suit_by_letter(letter: str) -> Suit | None:
    try:
        return Suit(letter)
    except ValueError:
        return None


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read cards from a space-separated string or from a list of card strings."""
    words = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(word) for word in words)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in canonical notation, space-separated: "AS 8H"."""
    return " ".join(str(card) for card in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards in their stable order (see Card.sort_key)."""
    return tuple(sorted(cards, key=_sort_key))


def _sort_key(card: Card) -> tuple[int, int]:
    return card.sort_key


def without(cards: Iterable[Card], removed: Iterable[Card]) -> tuple[Card, ...]:
    """`cards` less one copy of each removed card (they must all be there)."""
    remaining = list(cards)
    for card in removed:
        remaining.remove(card)
    return tuple(remaining)


def cards_value(cards: Iterable[Card]) -> int:
    """Total value of some cards (R-VAL-1)."""
    return sum(card.value for card in cards)


def royals(rank: int) -> tuple[Card, ...]:
    """The four royals of one rank, in suit order."""
    return tuple(Card(rank, suit) for suit in Suit)


def tavern_cards(jesters: int) -> tuple[Card, ...]:
    """R-COMP-2: the 36 number cards, the 4 Aces and `jesters` Jesters."""
    numbers = tuple(Card(rank, suit) for suit in Suit for rank in range(ACE, 11))
    return numbers + (JESTER,) * jesters


def full_deck(jesters: int) -> tuple[Card, ...]:
    """R-COMP-1: every card of a game with `jesters` Jesters in play."""
    return tavern_cards(jesters) + royals(JACK) + royals(QUEEN) + royals(KING)
