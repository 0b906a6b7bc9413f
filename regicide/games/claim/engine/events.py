"""Events: past-tense facts, one visible fact each. `evolve` folds them into states.

Every random outcome (the shuffle, the Shadows left out, the first leader, which Trickster of
a pair was fake) is written into an event, so a game replays with no random generator.
`REVEALING` lists the events that show a hidden card to some seat: undoing past one marks the
game assisted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias, get_args

from regicide.games.claim.engine.cards import Card
from regicide.games.claim.engine.state import Margin

# --- the setup (C-SETUP) ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShadowsRemoved:
    """C-SHA-1: these Shadows left the game face down, unseen by every seat (C-VIS-9)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DeckShuffled:
    """C-SETUP-1: the deck, top first."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandsDealt:
    """C-SETUP-2: 13 cards to each seat from the deck's top, one at a time, alternating."""

    hands: tuple[tuple[Card, ...], ...]


# --- each trick (§4–§6) ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrickBegan:
    """Trick `number` begins; `seat` leads it (C-SETUP-3, C-TRICK-8, C-DRA-1)."""

    number: int
    seat: int


@dataclass(frozen=True, slots=True)
class PrizeRevealed:
    """C-P1-1: the deck's top card went face up into the prize slot."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """C-TRICK-1: `seat` played `card` face up to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    """C-TRICK-5: `seat` won the trick."""

    seat: int


@dataclass(frozen=True, slots=True)
class SeerPeeked:
    """C-SEE-1: `seat` won with a Seer and looked at the deck's top card, `card`."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PrizeRecruited:
    """C-P1-3: `seat` put the face-up prize on its follower pile (C-VIS-3: public)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class BlindCardTaken:
    """C-P1-4: `seat` put the deck's top card face down on its follower pile (C-VIS-4)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class GhostChoiceOffered:
    """C-GHO-1: `seat` played a Ghost and may keep it instead of the card it would take."""

    seat: int


@dataclass(frozen=True, slots=True)
class GhostRecruited:
    """C-GHO-1: `seat` put its Ghost `card` from the trick on its follower pile."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PrizeDiscarded:
    """C-GHO-1: the prize nobody took went face up to the discard pile."""

    card: Card


@dataclass(frozen=True, slots=True)
class BlindCardDiscarded:
    """C-GHO-1, DEC-33: the deck's top card went face down to the discard pile, unseen."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardsScored:
    """These cards went from the trick face up to `seat`'s score pile (C-UND-1, C-P2-4,
    C-DWA-1)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """C-P1-5: these played cards went from the trick to the discard pile."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class GnomesLined:
    """C-GNO-1: these Gnomes went from the trick face up into `seat`'s Gnome row."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrollsPooled:
    """C-TRO-1: these Trolls went from the trick to the Troll pool."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrollsTaken:
    """C-TRO-1..3: `seat` took these Trolls from the pool into its score pile."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrollsDiscarded:
    """C-TRO-3 (VAR `trolls_leftover_discarded`): the pool's Trolls went to the discard pile."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SmashOffered:
    """C-GIA-1: `seat` collected the Giant played `giant`-th in the trick (0: the lead) and may
    smash the other seat's Gnome `card`, of the same value."""

    seat: int
    card: Card
    giant: int


@dataclass(frozen=True, slots=True)
class GnomeSmashed:
    """C-GIA-1: `seat` smashed the other seat's Gnome `card` (it went to the discard pile)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class GnomeSpared:
    """C-GIA-1 (DEC-34): `seat` chose not to smash the other seat's Gnome `card`."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PhaseTwoBegan:
    """C-P2-1: each seat picked up its follower pile as its hand."""


# --- the end (C-ORDER-6, §8) ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GnomesScored:
    """C-GNO-2: `seat`'s surviving Gnomes moved from its row to its score pile."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class FakeTrickstersRemoved:
    """C-TRI-2: these Tricksters of `seat`'s score pile were fakes; they were discarded."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class FactionClaimed:
    """C-SCORE-2..4, C-CYC-1: `seat` (0: nobody) won `faction`, by `margin`."""

    faction: str
    seat: int
    margin: Margin


@dataclass(frozen=True, slots=True)
class GameEnded:
    """C-SCORE-5/6: `seat` won the game (0: a draw)."""

    seat: int


Event: TypeAlias = (
    ShadowsRemoved
    | DeckShuffled
    | HandsDealt
    | TrickBegan
    | PrizeRevealed
    | CardPlayed
    | TrickWon
    | SeerPeeked
    | PrizeRecruited
    | BlindCardTaken
    | GhostChoiceOffered
    | GhostRecruited
    | PrizeDiscarded
    | BlindCardDiscarded
    | CardsScored
    | CardsDiscarded
    | GnomesLined
    | TrollsPooled
    | TrollsTaken
    | TrollsDiscarded
    | SmashOffered
    | GnomeSmashed
    | GnomeSpared
    | PhaseTwoBegan
    | GnomesScored
    | FakeTrickstersRemoved
    | FactionClaimed
    | GameEnded
)

EVENT_TYPES: tuple[type, ...] = get_args(Event)

#: Events that show a card some seat could not see before.
REVEALING: tuple[type, ...] = (
    HandsDealt,
    PrizeRevealed,
    SeerPeeked,
    BlindCardTaken,
    FakeTrickstersRemoved,
)
