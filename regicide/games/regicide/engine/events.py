"""Events: past-tense facts, one visible fact each. `evolve` folds them into states.

Every random outcome (the deal, a heal's shuffle) is written into an event, so folding the
events of a game replays it with no random generator. `REVEALING` lists the events that show
hidden cards: undoing past one marks the game assisted.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeAlias, get_args

from regicide.games.regicide.engine.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class CastleBuilt:
    """R-SETUP-1: the castle, top first (Jacks, then Queens, then Kings, each shuffled)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TavernShuffled:
    """R-SETUP-2: the tavern, top first."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandsDealt:
    """R-SETUP-4: each seat's hand, dealt from the top of the tavern."""

    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class MulliganTaken:
    """R-SETUP-6 (variant): all hands went back; the tavern was reshuffled into this order."""

    tavern: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class EnemyRevealed:
    """The castle's top card became the enemy: no damage, no shield, immune (R-DEF-2)."""

    enemy: Card


@dataclass(frozen=True, slots=True)
class TurnBegan:
    """`seat` starts a turn at step 1 (R-TURN-1, R-TURN-2)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsPlayed:
    """`seat` played these cards onto the table as one play (R-PLAY-7); a non-yield turn."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Yielded:
    """`seat` yielded (R-YIELD-1)."""

    seat: int


@dataclass(frozen=True, slots=True)
class PowerBlocked:
    """The enemy's immunity stopped this suit's power (R-POW-2)."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class DiscardShuffled:
    """R-HEART-1: the discard pile was shuffled into this order (bottom first)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TavernHealed:
    """R-HEART-1: these cards left the top of the discard pile for the tavern's bottom.

    `cards` is in tavern order (top first); empty when there was nothing to heal.
    """

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """`seat` drew the tavern's top card (R-DIAM-1, R-SOLO-2)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class ShieldRaised:
    """R-SPADE-1, R-JEST-2: the shared shield grew by `amount`."""

    amount: int


@dataclass(frozen=True, slots=True)
class ImmunityCancelled:
    """R-JEST-1: a Jester cancelled the enemy's immunity for the rest of its life."""

    enemy: Card


@dataclass(frozen=True, slots=True)
class NextSeatChoiceOffered:
    """R-JEST-4: `seat` must now name who takes the next turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class DamageDealt:
    """R-DMG-1: the enemy took `amount` (already doubled when Clubs were active)."""

    amount: int
    doubled: bool


@dataclass(frozen=True, slots=True)
class EnemyDefeated:
    """R-DEF-1/2: the enemy went on top of the tavern (exact) or onto the discard pile."""

    enemy: Card
    exact: bool


@dataclass(frozen=True, slots=True)
class TableCleared:
    """R-DEF-1: all table cards went to the discard pile in play order."""


@dataclass(frozen=True, slots=True)
class EnemyAttacked:
    """R-SUF-1: `seat` must discard `damage` (0: the shield stopped it all)."""

    seat: int
    damage: int


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """`seat` put these cards onto the discard pile, in this order (R-SUF-2, R-SOLO-2)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TokenFlipped:
    """R-SOLO-2: a solo Jester token was used."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """R-END-1: the last enemy fell."""


class Stuck(str, Enum):
    """R-END-2: what the seat that had to act lacked (narrate words it)."""

    SHORT = "short"  # it had to discard `due`, its hand was worth only `held`
    NO_CARDS = "no_cards"  # it had to discard `due` and had no card left
    NO_PLAY = "no_play"  # it had no card to play and could not yield


class SoloEnd(str, Enum):
    """R-SOLO-2/3: why no Jester token saved a solo player ("": a game of 2 to 4)."""

    TEAM = ""
    NO_TOKEN = "no_token"  # both tokens were used
    EMPTY_TAVERN = "empty_tavern"  # a token was left, but the hand and the tavern were empty


@dataclass(frozen=True, slots=True)
class GameLost:
    """R-END-2: `seat` had to act and had no legal move: `reason` (a `Stuck` value) says what
    it lacked, `due` the damage it had to discard (0 in step 1), `held` what its hand was
    worth, `solo` (a `SoloEnd` value) why no Jester token helped. Facts only: narrate words
    them. (A file written before these facts kept a sentence in `reason`: codec.py.)"""

    seat: int
    reason: str
    due: int = 0
    held: int = 0
    solo: str = ""


Event: TypeAlias = (
    CastleBuilt
    | TavernShuffled
    | HandsDealt
    | MulliganTaken
    | EnemyRevealed
    | TurnBegan
    | CardsPlayed
    | Yielded
    | PowerBlocked
    | DiscardShuffled
    | TavernHealed
    | CardDrawn
    | ShieldRaised
    | ImmunityCancelled
    | NextSeatChoiceOffered
    | DamageDealt
    | EnemyDefeated
    | TableCleared
    | EnemyAttacked
    | CardsDiscarded
    | TokenFlipped
    | GameWon
    | GameLost
)

EVENT_TYPES: tuple[type, ...] = get_args(Event)

#: Events that show cards that were hidden before (a draw, a reveal, a reshuffled discard top).
REVEALING: tuple[type, ...] = (CardDrawn, EnemyRevealed, DiscardShuffled, HandsDealt)
