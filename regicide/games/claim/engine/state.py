"""The game state: immutable, built only by `evolve` (and by `setup` for a stated deal).

Seats are 1 and 2 (C-CONV-2); per-seat fields are tuples indexed `seat - 1`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple, TypeVar

from regicide.games.claim.engine.cards import DOP, Card
from regicide.games.claim.engine.deck import BASE_FACTIONS, HAND_SIZE, Deck, build_deck

PLAYERS = 2  # C-PLAYERS-1
TRICKS = 2 * HAND_SIZE  # C-CONV-6: 13 tricks a phase
FACTIONS_TO_WIN = 3  # C-SCORE-5: of the 5 factions of every 2-player deck (C-DECK-5)
T = TypeVar("T")
NO_ONE = 0  # the seat of nobody (no trick winner yet, nobody knows a face-down card)


class Status(str, Enum):
    PLAYING = "playing"
    WON = "won"
    DRAW = "draw"  # C-SCORE-6


class Choice(str, Enum):
    """A decision a power asks of a seat, besides playing a card."""

    SEER = "seer"  # C-SEE-1: keep the prize or the peeked deck card
    GHOST = "ghost"  # C-GHO-1: keep the Ghost instead of the card one would take
    SMASH = "smash"  # C-GIA-1: smash an opponent's Gnome of a collected Giant's value


class Margin(str, Enum):
    """How a faction was decided at scoring (C-SCORE-2..4, C-CYC-1)."""

    MORE = "more"  # more cards of it
    HIGHEST = "highest"  # as many cards; the single highest card
    FEWER = "fewer"  # Cyclops: fewer cards (at least one)
    LOWEST = "lowest"  # Cyclops: as many cards; the lowest card
    ONLY = "only"  # Cyclops: the only seat holding any
    TIED = "tied"  # as many cards and equal best cards: nobody (C-SCORE-4)
    EMPTY = "empty"  # nobody has any (C-SCORE-4)


@dataclass(frozen=True)
class Options:
    """A game's settings: its factions (C-DECK), who leads trick 1 (`first_leader`, DEC-2: None
    draws it from the game's seed) and VAR `trolls_leftover_discarded` (C-TRO-3)."""

    factions: tuple[str, ...] = BASE_FACTIONS
    first_leader: int | None = None
    trolls_leftover_discarded: bool = False
    deck: Deck = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Builds the deck, so a bad choice of factions fails here (SetupError, C-DECK-4)."""
        deck = build_deck(self.factions)
        object.__setattr__(self, "factions", deck.factions)
        object.__setattr__(self, "deck", deck)
        if self.first_leader not in (None, 1, 2):
            raise ValueError(f"first_leader must be 1, 2 or None, not {self.first_leader!r}")


class Awaiting(NamedTuple):
    """A power's decision the game waits for: which, whose, and (Smash) which Gnome and
    the Giant that allows the smash (its place in the trick)."""

    choice: Choice
    seat: int
    card: Card | None = None
    giant: int = 0


class FactionResult(NamedTuple):
    """C-SCORE-2..4: who won a faction at the end (NO_ONE: nobody) and how."""

    faction: str
    seat: int
    margin: Margin


class GameState(NamedTuple):
    """Everything about a game at one moment (C-ZONE-1 and the expansions' public zones).

    A NamedTuple: as immutable and typed as a frozen dataclass, and cheaper to copy with changes,
    which matters because search folds millions of events.
    """

    players: int
    options: Options
    status: Status = Status.PLAYING
    phase: int = 1
    trick: int = 1  # 1..26, the trick being played (C-CONV-6)
    leader: int = 1
    current: int = NO_ONE  # the seat to act; NO_ONE before the deal and once over
    awaiting: Awaiting | None = None
    winner: int = NO_ONE  # the winner of the trick being resolved
    prize: Card | None = None
    plays: tuple[Card, ...] = ()  # this trick's cards in play order, leader first
    table: tuple[Card, ...] = ()  # those still lying in the trick area
    deck: tuple[Card, ...] = ()  # top first
    hands: tuple[tuple[Card, ...], ...] = ((), ())
    followers: tuple[tuple[Card, ...], ...] = ((), ())
    scores: tuple[tuple[Card, ...], ...] = ((), ())
    #: per seat, the cards of its follower pile (phase one) or hand (phase two) that the other
    #: seat knows: prizes, recruited Ghosts, a Seer's peeked card (C-VIS-3/5/7)
    exposed: tuple[tuple[Card, ...], ...] = ((), ())
    #: per seat, the factions it has shown it lacks this phase (a follow it could not make)
    voids: tuple[frozenset[str], ...] = (frozenset(), frozenset())
    discard: tuple[Card, ...] = ()  # in the order the cards went there
    #: face-down discards (a declined blind card, DEC-33): (index in `discard`, the seat that
    #: knows it, NO_ONE for none)
    discard_hidden: tuple[tuple[int, int], ...] = ()
    removed: tuple[Card, ...] = ()  # Shadows out of the game, unseen by all (C-SHA-1)
    gnome_rows: tuple[tuple[Card, ...], ...] = ((), ())  # C-GNO-1
    troll_pool: tuple[Card, ...] = ()  # C-TRO-1
    peeker: int = NO_ONE  # the seat that saw the deck's top card (C-SEE-1)
    results: tuple[FactionResult, ...] = ()  # C-SCORE, once scored
    victor: int = NO_ONE  # the seat that won the game

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is (a card to play or a power's choice); None when over."""
        return self.current if self.status is Status.PLAYING and self.current else None

    @property
    def deck_list(self) -> Deck:
        return self.options.deck

    @property
    def follower_seat(self) -> int:
        """The seat that follows in this trick (2 players: the one that did not lead)."""
        return 3 - self.leader

    @property
    def led(self) -> str | None:
        """C-CONV-3: the led faction, once the leader has played."""
        return self.plays[0].faction if self.plays else None

    @property
    def loser(self) -> int:
        """The seat that lost the trick being resolved."""
        return 3 - self.winner

    def played_by(self, seat: int) -> Card:
        """The card `seat` played to this trick."""
        return self.plays[0 if seat == self.leader else 1]

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat - 1]

    def score(self, seat: int) -> tuple[Card, ...]:
        return self.scores[seat - 1]

    def all_cards(self) -> list[Card]:
        """Every card in every zone: the deck list, each card once (C-COMP-1, C-SCORE-8)."""
        cards = [*self.deck, *self.table, *self.discard, *self.removed, *self.troll_pool]
        if self.prize is not None:
            cards.append(self.prize)
        for zone in (self.hands, self.followers, self.scores, self.gnome_rows):
            for pile in zone:
                cards.extend(pile)
        return cards


_POSITION = {name: index for index, name in enumerate(GameState._fields)}
_new_state = tuple.__new__


def changed(state: GameState, **changes: Any) -> GameState:
    """`state` with these fields replaced: `_replace` without its checks, at about half the
    cost (evolve makes one state per event, and a search folds millions of events)."""
    values = list(state)
    for name, value in changes.items():
        values[_POSITION[name]] = value
    return _new_state(GameState, values)


def counts_as_led(card: Card, led: str) -> bool:
    """C-CONV-4: a follower's card counts as the led faction if it is of that faction or a
    Doppelganger (C-DOP-1)."""
    return card.faction in (led, DOP)


def per_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """`values` (one entry a seat) with seat `seat`'s entry replaced by `value`."""
    return (value, values[1]) if seat == 1 else (values[0], value)


def without(cards: tuple[Card, ...], gone: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """`cards` less one copy of each card of `gone` (those absent are ignored)."""
    rest = list(cards)
    for card in gone:
        if card in rest:
            rest.remove(card)
    return tuple(rest)


def other(seat: int) -> int:
    return 3 - seat
