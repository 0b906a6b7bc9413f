"""Commands: what a seat asks to do (the action catalogue of BAISCH.md §5). Each is a frozen
dataclass; the seat is always `GameState.to_act` (B-TURN-6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.state import Played, SetupChoice, Target


@dataclass(frozen=True, slots=True)
class ChooseSetup:
    """B-SETUP-3: the seat's secret choice of King, defence and discards."""

    choice: SetupChoice


@dataclass(frozen=True, slots=True)
class GiveHero:
    """B-DRAFT-2: the chooser gives `hero` to the next eligible opponent clockwise."""

    hero: Hero


@dataclass(frozen=True, slots=True)
class ChooseStarter:
    """B-SETUP-7: the first drafter names the starting player."""

    seat: int


@dataclass(frozen=True, slots=True)
class Attack:
    """B-ATK-1: a plunder, defence attack or King assault with cards, a Joker (`cards`) or
    the own King (`king`), reinforced by `mercs` Mercenaries and `reserves` Reservists."""

    target: Target
    cards: tuple[Played, ...] = ()
    king: bool = False
    mercs: int = 0
    reserves: int = 0


@dataclass(frozen=True, slots=True)
class Battery:
    """B-HERO-BAT-1: the defender blocks (`block`) or allows the attack."""

    block: bool


@dataclass(frozen=True, slots=True)
class AddReservists:
    """B-HERO-RES-4: in the A7 window, add `count` ready Reservists (0 lets it resolve)."""

    count: int


@dataclass(frozen=True, slots=True)
class TakeDefense:
    """B-DEF-2: move every card of own slot `slot` to the hand."""

    slot: int


@dataclass(frozen=True, slots=True)
class PlaceDefense:
    """B-DEF-3: a usable hand card face down into an empty own slot."""

    card: Card
    slot: int


@dataclass(frozen=True, slots=True)
class JokerDrawHero:
    """B-JOKER-3: discard a Joker, take `hero` from the pool."""

    hero: Hero


@dataclass(frozen=True, slots=True)
class JokerTakeHero:
    """B-JOKER-4: discard a Joker, send opponent `seat`'s `hero` back to the pool."""

    seat: int
    hero: Hero


@dataclass(frozen=True, slots=True)
class Spy:
    """B-HERO-SPY-1/4: reveal a face-down card of an opponent's slot (or his King)."""

    target: Target


@dataclass(frozen=True, slots=True)
class SpyExtend:
    """B-HERO-SPY-3: discard a usable hand card for two more reveals."""

    card: Card


@dataclass(frozen=True, slots=True)
class MerchantTrade:
    """B-HERO-MERCH-1: discard a usable hand card, draw the top of the draw pile."""

    card: Card


@dataclass(frozen=True, slots=True)
class PriestDraw:
    """B-HERO-PRIEST-2: draw a random hand card of opponent `seat`."""

    seat: int


@dataclass(frozen=True, slots=True)
class Sabotage:
    """B-HERO-SAB-1: put a ready Saboteur on an opponent's occupied slot."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class RecallSaboteur:
    """B-HERO-SAB-2: take an own Saboteur back from an opponent's slot."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class Fortify:
    """B-HERO-FORT-1: a usable hand card face down on an own single card of its suit."""

    card: Card
    slot: int


@dataclass(frozen=True, slots=True)
class MageReplace:
    """B-HERO-MAGE-1: replace every card of an opponent's slot, face states inverted."""

    seat: int
    slot: int


@dataclass(frozen=True, slots=True)
class ChooseSpoil:
    """B-ELIM-1: the hero the attacker keeps of the eliminated player's."""

    hero: Hero


@dataclass(frozen=True, slots=True)
class Resign:
    """B-ELIM-4: the active player leaves the game (as B-ELIM-2)."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """B-TURN-4: Mercenaries placed on own slots as (slot, count), then the slot revealed
    by the no-attack rule (B-REVEAL-1), when it applies and there is a choice."""

    mercs: tuple[tuple[int, int], ...] = ()
    reveal: int | None = None


Command: TypeAlias = (
    ChooseSetup
    | GiveHero
    | ChooseStarter
    | Attack
    | Battery
    | AddReservists
    | TakeDefense
    | PlaceDefense
    | JokerDrawHero
    | JokerTakeHero
    | Spy
    | SpyExtend
    | MerchantTrade
    | PriestDraw
    | Sabotage
    | RecallSaboteur
    | Fortify
    | MageReplace
    | ChooseSpoil
    | Resign
    | EndTurn
)
