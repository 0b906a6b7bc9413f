"""Cards, their values and notation (R-COMP-1, R-VAL-1, R-VAL-2; FORMAT.md "Card notation")."""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable
from enum import Enum
from operator import attrgetter

from regicide.games.regicide.engine.errors import NotationError, said


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


class Card:
    """One card. The Jester has rank 0 and no suit; every other card has both.

    Cards are interned: `Card(rank, suit)` returns the one object of that card, whose fields
    (value, kind, enemy stats, sort key, text) were computed once. So cards compare and hash
    by identity, which keeps the sets, counters and lookups of the rules and of search cheap;
    like the frozen dataclass they replace, they are immutable, and copies and pickles stay
    the same object.
    """

    __slots__ = (
        "_text",
        "enemy_attack",
        "enemy_health",
        "is_ace",
        "is_jester",
        "is_number",
        "is_royal",
        "rank",
        "sort_key",
        "suit",
        "value",
    )
    __match_args__ = ("rank", "suit")

    rank: int
    suit: Suit | None
    value: int  # R-VAL-1: attack and discard value: 2–10 face, Ace 1, Jester 0, J 10, Q 15, K 20
    is_jester: bool
    is_ace: bool
    is_royal: bool
    is_number: bool  # a number card 2–10: the only cards that form combos (R-PLAY-3)
    #: Stable order for hands and move lists: by rank (Ace low, Jester last), then suit.
    sort_key: tuple[int, int]
    enemy_attack: int  # R-VAL-2: a royal's attack as an enemy (0 for other cards)
    enemy_health: int  # R-VAL-2: a royal's health as an enemy (0 for other cards)
    _text: str

    def __new__(cls, rank: int, suit: Suit | None) -> Card:
        card = _INTERNED.get((rank, suit))
        if card is None:
            card = _INTERNED.get((rank, _as_suit(suit)))
        if card is None:
            raise ValueError(f"there is no card of rank {rank!r} and suit {suit!r}")
        return card

    @classmethod
    def _create(cls, rank: int, suit: Suit | None) -> Card:
        """The one object of a card, with its derived fields (used once per card)."""
        card = object.__new__(cls)
        attack, health = _ENEMY_STATS.get(rank, (0, 0))
        fields = {
            "rank": rank,
            "suit": suit,
            "value": _VALUES[rank],
            "is_jester": rank == JESTER_RANK,
            "is_ace": rank == ACE,
            "is_royal": rank >= JACK,
            "is_number": 2 <= rank <= 10,
            "sort_key": (14, 0) if suit is None else (rank, _SUIT_ORDER[suit]),
            "_text": "JKR" if suit is None else RANK_NAMES[rank] + suit.value,
            "enemy_attack": attack,
            "enemy_health": health,
        }
        for name, value in fields.items():
            object.__setattr__(card, name, value)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cards are immutable (cannot set {name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cards are immutable (cannot delete {name})")

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit | None]]:
        return (Card, (self.rank, self.suit))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self})"


_INTERNED: dict[tuple[int, Suit | None], Card] = {
    (rank, suit): Card._create(rank, suit) for suit in Suit for rank in range(ACE, KING + 1)
} | {(JESTER_RANK, None): Card._create(JESTER_RANK, None)}

JESTER = Card(JESTER_RANK, None)


def parse_card(text: str) -> Card:
    """Read one card in FORMAT.md notation: case-insensitive, `T` for 10, suit symbols allowed."""
    word = text.strip().upper()
    if word == "JKR":
        return JESTER
    if len(word) < 2:
        raise NotationError(text, said("is not a card (write rank then suit, like 7H or 10S)"))
    rank_name, suit_name = word[:-1], word[-1]
    rank = _RANK_BY_NAME.get(rank_name)
    suit = _SUIT_BY_SYMBOL.get(suit_name) or _as_suit(suit_name)
    if rank is None or suit is None:
        raise NotationError(text, said("is not a card (ranks A 2-10 J Q K, suits C D H S, or JKR)"))
    return Card(rank, suit)


def _as_suit(letter: object) -> Suit | None:
    """The suit of this letter ("H"), or None."""
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


_sort_key = attrgetter("sort_key")
_value = attrgetter("value")


def sort_cards(cards: Iterable[Card], *, reverse: bool = False) -> tuple[Card, ...]:
    """The cards in their stable order (see Card.sort_key), or the reverse of it."""
    return tuple(sorted(cards, key=_sort_key, reverse=reverse))


def with_cards(hand: Iterable[Card], drawn: Iterable[Card]) -> tuple[Card, ...]:
    """A sorted hand with each drawn card added in its place, after any equal card (draws,
    in order): the same as sorting the hand again, without the sort."""
    cards = list(hand)
    for card in drawn:
        insort(cards, card, key=_sort_key)
    return tuple(cards)


def without(cards: Iterable[Card], removed: Iterable[Card]) -> tuple[Card, ...]:
    """`cards` less one copy of each removed card (they must all be there). A hand less
    itself (a solo token's discard, R-SOLO-2) is empty at once."""
    if removed is cards:
        return ()
    remaining = list(cards)
    for card in removed:
        remaining.remove(card)
    return tuple(remaining)


def cards_value(cards: Iterable[Card]) -> int:
    """Total value of some cards (R-VAL-1)."""
    return sum(map(_value, cards))


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
