"""Cards, their values and their notation (B-COMP-1, B-COMP-2, B-COMP-5, B-JOKER-2).

Cards are interned: `card(rank, suit)` returns the one object of that card, so cards compare
and hash by identity (cheap sets and counters in search) and pickle back to the same object.
Several Jokers are the same card (`JK`): a hand may hold it more than once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import Enum
from typing import ClassVar

from regicide.games.baisch.engine.errors import NotationError, said


class Suit(str, Enum):
    """The four suits; they have no order in play (B-COMP-2), only in sorted lists."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"


JOKER_RANK = 0
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
RANK_NAMES = {JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"} | {r: str(r) for r in range(2, 11)}
_RANK_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}
#: B-JOKER-2: a Joker's attack value is unbounded; this number beats every defence value a
#: game can reach (a slot's two cards and eight Mercenaries stay below 40).
JOKER_ATTACK = 1000
JOKERS_IN_DECK = 3


class Card:
    """One card: rank 2..14 with a suit, or the Joker (rank 0, no suit)."""

    __slots__ = ("is_joker", "rank", "sort_key", "suit", "text")

    _interned: ClassVar[dict[tuple[int, Suit | None], Card]] = {}

    rank: int
    suit: Suit | None
    is_joker: bool
    sort_key: tuple[int, int]
    text: str

    def __new__(cls, rank: int, suit: Suit | None) -> Card:
        known = cls._interned.get((rank, suit))
        if known is not None:
            return known
        self = super().__new__(cls)
        self.rank, self.suit, self.is_joker = rank, suit, suit is None
        suit_index = 4 if suit is None else list(Suit).index(suit)
        self.sort_key = (suit_index, rank)
        self.text = "JK" if suit is None else RANK_NAMES[rank] + suit.value
        cls._interned[(rank, suit)] = self
        return self

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit | None]]:
        return (Card, (self.rank, self.suit))

    def __repr__(self) -> str:
        return f"Card({self.text})"

    def __str__(self) -> str:
        return self.text

    @property
    def attack_value(self) -> int:
        """B-COMP-2, B-JOKER-2: face value, J 11 .. A 14; a Joker beats any defence."""
        return JOKER_ATTACK if self.is_joker else self.rank

    @property
    def defense_value(self) -> int:
        """B-JOKER-2: as a defence card or a King under attack a Joker counts 1."""
        return 1 if self.is_joker else self.rank


JOKER = Card(JOKER_RANK, None)


def full_deck() -> tuple[Card, ...]:
    """B-COMP-1: the 52 standard cards and three Jokers, in a fixed order."""
    standard = tuple(Card(rank, suit) for suit in Suit for rank in range(2, 15))
    return standard + (JOKER,) * JOKERS_IN_DECK


DECK_COUNTS: Counter[Card] = Counter(full_deck())


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the canonical order of hands and lists: by suit, then rank; Jokers last."""
    return tuple(sorted(cards, key=_key))


def _key(card: Card) -> tuple[int, int]:
    return card.sort_key


def parse_card(text: str) -> Card:
    """`7H`, `10S`, `QD`, `AC`, `JK` (case-insensitive) -> the card; NotationError otherwise."""
    code = text.strip().upper()
    if code == "JK":
        return JOKER
    rank = _RANK_BY_NAME.get(code[:-1])
    suit = {s.value: s for s in Suit}.get(code[-1:])
    if rank is None or suit is None:
        raise NotationError(text, said("is not a card (write e.g. 7H, 10S, QD, AC or JK)"))
    return Card(rank, suit)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as notation, separated by spaces."""
    return " ".join(card.text for card in cards)


def interop_id(card: Card, joker_number: int = 1) -> int:
    """B-COMP-5: the original code's card id (13 x suit index + rank with A = 1; Jokers
    53..55, told apart by `joker_number` 1..3)."""
    if card.suit is None:
        return 52 + joker_number
    rank = 1 if card.rank == ACE else card.rank
    return 13 * list(Suit).index(card.suit) + rank


def card_of_interop_id(number: int) -> Card:
    """B-COMP-5: the card of an original code's id 1..55."""
    if not 1 <= number <= 55:
        raise NotationError(str(number), said("is not a card id (1 to 55)"))
    if number > 52:
        return JOKER
    suit, rank = divmod(number - 1, 13)
    return Card(ACE if rank == 0 else rank + 1, list(Suit)[suit])


def contains_all(hand: Iterable[Card], cards: Iterable[Card]) -> bool:
    """True when `hand` holds every card of `cards`, counting copies (Jokers)."""
    return not Counter(cards) - Counter(hand)
