"""The state of a Baisch game: immutable, a fold of events (evolve.py).

Seats are numbered 1..N (B-PLAY-1); `seats[n - 1]` is seat n. Cards: the draw pile top first;
the graveyard oldest first (B-DECK-3); Harvest stacks and Fortified pairs bottom first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, TypeVar

from regicide.games.baisch.engine.cards import Card, Suit
from regicide.games.baisch.engine.heroes import Hero

MIN_PLAYERS, MAX_PLAYERS = 2, 6
SLOTS = 3
STACK_NAMES = ("A", "B")
DEAL, MIN_DEAL, MAX_DEAL, SPEED_DEAL = 8, 6, 10, 6
TURN_LIMIT = 400  # B-WIN-3: the game ends in a draw once this turn is completed
TURN_LIMIT_WARNING = 380  # B-WIN-3: the table warns of the limit from this turn on
REPETITIONS = 3  # B-WIN-2: the third occurrence of a position draws the game


class Status(str, Enum):
    PLAYING = "playing"
    OVER = "over"


class DrawReason(str, Enum):
    """Why a game ended in a shared draw (D48)."""

    REPETITION = "repetition"  # B-WIN-2: the same position a third time
    TURNS = "turns"  # B-WIN-3: the 400th turn was completed


class Phase(str, Enum):
    """Whose decision of what kind the game waits for (`GameState.to_act`)."""

    SETUP = "setup"  # B-SETUP-3/4: each seat's secret choice
    DRAFT = "draft"  # B-DRAFT-2: a chooser gives a hero
    START = "start"  # B-SETUP-7: the first drafter names the starting player
    PLAY = "play"  # B-TURN-2: the active player acts
    BATTERY = "battery"  # B-HERO-BAT-1: the defender blocks or allows (A4)
    RESERVE = "reserve"  # B-HERO-RES-4: the attacker's A7 window
    SPOILS = "spoils"  # B-ELIM-1: the attacker picks one hero of the eliminated
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Options:
    """B-VAR-BASIC-1, B-VAR-SPEED-1 and the compatibility options of B-VAR-OPT-1."""

    basic: bool = False
    speed: bool = False
    starting_cards: int | None = None
    harvest_extra_card: bool = False
    king_tie_eliminates: bool = False
    hero_immediate: bool = False
    reservists_defend_king: bool = False

    @property
    def deal(self) -> int:
        """Cards dealt to each player: 8, 6 for Speed-Baisch, or `starting_cards`."""
        if self.starting_cards is not None:
            return self.starting_cards
        return SPEED_DEAL if self.speed else DEAL

    def enabled(self) -> dict[str, bool | int]:
        """The options that differ from the default, by name."""
        return {
            item.name: getattr(self, item.name)
            for item in fields(self)
            if getattr(self, item.name) not in (False, None)
        }


@dataclass(frozen=True, slots=True)
class Slot:
    """B-COMP-4, B-DEF-1: a defence slot: no card, one card, or a Fortified pair."""

    cards: tuple[Card, ...] = ()
    up: tuple[bool, ...] = ()
    mercs: int = 0  # B-HERO-MERC-5: Mercenaries placed on it
    saboteur: int = 0  # B-HERO-SAB-1: the seat whose Saboteur sits on it (0: none)
    locked: bool = False  # B-HERO-BAT-4: a blocked Lieutenant card came back this turn

    @property
    def value(self) -> int:
        """B-ATTACK-2: card values (a Joker 1) plus placed Mercenaries."""
        return sum(card.defense_value for card in self.cards) + self.mercs

    @property
    def hidden(self) -> bool:
        """True when a card of the slot is face down."""
        return not all(self.up)


EMPTY_SLOT = Slot()


@dataclass(frozen=True, slots=True)
class Stack:
    """B-SETUP-5: a Harvest stack, bottom first, each card face up or down."""

    cards: tuple[Card, ...] = ()
    up: tuple[bool, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatState:
    """One player's cards, heroes and figures. `public` and `locked` are sub-multisets of
    `hand`: the hand cards everybody knows (B-INFO-1), the ones locked this turn (B-PREY-1,
    B-HERO-BAT-4). `peeks` are (seat, card): hand cards another seat has seen (a returned
    Priest draw, B-HERO-PRIEST-2)."""

    hand: tuple[Card, ...] = ()
    public: tuple[Card, ...] = ()
    locked: tuple[Card, ...] = ()
    peeks: tuple[tuple[int, Card], ...] = ()
    king: Card | None = None
    king_up: bool = False
    slots: tuple[Slot, ...] = (EMPTY_SLOT,) * SLOTS
    heroes: tuple[Hero, ...] = ()  # usable (B-HERO-2)
    waiting: tuple[Hero, ...] = ()  # received, usable from the next own turn (B-HERO-2)
    idle: tuple[Hero, ...] = ()  # recruit nothing at the next turn start (B-HERO-MERC-3)
    mercs_ready: int = 0
    mercs_supply: int = 0
    reserves_ready: int = 0
    saboteurs_ready: int = 0
    battery_active: bool = False
    out: bool = False

    def owns(self, hero: Hero) -> bool:
        """Owned, usable or not."""
        return hero in self.heroes or hero in self.waiting

    @property
    def defense_cards(self) -> int:
        return sum(len(slot.cards) for slot in self.slots)

    @property
    def usable(self) -> tuple[Card, ...]:
        """Hand cards that are neither prey nor blocked (BAISCH.md notation)."""
        if not self.locked:
            return self.hand
        rest = list(self.hand)
        for card in self.locked:
            rest.remove(card)
        return tuple(rest)


@dataclass(frozen=True, slots=True)
class Usage:
    """The active player's per-turn facts, public (B-HERO-1, B-TURN-1)."""

    symbol: Suit | None = None  # B-ATK-3
    plundered: bool = False  # B-PLUNDER-1
    king_attacked: bool = False  # B-KING-2
    takes: int = 0  # B-DEF-4
    places: int = 0
    attacked: bool = False  # B-ATK-9: an attack on an opponent was made
    attacks: int = 0  # attacks declared this turn, plunders included
    spy_reveals: int = 0  # B-HERO-SPY-1/3
    spy_extended: bool = False
    merchant: bool = False  # B-HERO-MERCH-1
    priest_draws: int = 0  # B-HERO-PRIEST-2
    priest_done: bool = False
    fortified: bool = False  # B-HERO-FORT-1
    mage: bool = False  # B-HERO-MAGE-1


@dataclass(frozen=True, slots=True)
class SetupChoice:
    """B-SETUP-3: one seat's secret choice: a King, up to three defence cards by slot (None:
    empty), two discards; the rest of the dealt cards is the hand."""

    king: Card
    defense: tuple[Card | None, ...]
    discard: tuple[Card, ...]


class TargetKind(str, Enum):
    STACK = "stack"
    SLOT = "slot"
    KING = "king"


@dataclass(frozen=True, slots=True)
class Target:
    """What an attack aims at (B-ATK-1): Harvest stack 0/1, a seat's slot 1..3, or a King."""

    kind: TargetKind
    seat: int = 0
    index: int = 0


@dataclass(frozen=True, slots=True)
class Played:
    """An attack card: from the hand (slot 0) or, with the Lieutenant, an own slot 1..3."""

    card: Card
    slot: int = 0


@dataclass(frozen=True, slots=True)
class PendingAttack:
    """An attack between its declaration and its resolution (B-ATK-7): waiting for the
    Battery decision (A4) or in the Reservist window (A7). Its cards stay where they were
    (hand or slot) until revealed at A5."""

    attacker: int
    target: Target
    cards: tuple[Played, ...]
    king: bool
    mercs: int
    reserves: int
    revealed: bool = False


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything about a game at one moment."""

    players: int
    options: Options = field(default_factory=Options)
    status: Status = Status.PLAYING
    phase: Phase = Phase.SETUP
    current: int = 1
    turn: int = 0
    draw: tuple[Card, ...] = ()
    graveyard: tuple[Card, ...] = ()
    stacks: tuple[Stack, ...] = (Stack(), Stack())
    seats: tuple[SeatState, ...] = ()
    pool: tuple[Hero, ...] = ()
    usage: Usage = Usage()
    attack: PendingAttack | None = None
    pending_setup: tuple[SetupChoice | None, ...] = ()  # hidden until all chose (B-SETUP-4)
    draft_order: tuple[int, ...] = ()
    draft_pos: int = 0
    draft_given: tuple[int, ...] = ()
    starter: int = 0
    spoils: tuple[Hero, ...] = ()  # B-ELIM-1: heroes the attacker picks one of
    eliminated: tuple[int, ...] = ()  # in order (B-WIN-1)
    winner: int = 0
    drawn: tuple[int, ...] = ()  # B-WIN-2/3: the seats sharing a draw
    draw_reason: DrawReason | None = None
    openings: tuple[int, ...] = ()  # B-WIN-2: each turn's opening position, as its key

    def repetitions(self) -> int:
        """B-WIN-2: how often the latest turn's opening position has occurred so far."""
        return self.openings.count(self.openings[-1]) if self.openings else 0

    def seat(self, number: int) -> SeatState:
        return self.seats[number - 1]

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is (1-based), None when the game is over."""
        phase = self.phase
        if phase is Phase.OVER:
            return None
        if phase is Phase.SETUP:
            return self.pending_setup.index(None) + 1
        if phase is Phase.DRAFT:
            return self.draft_order[self.draft_pos % self.players]
        if phase is Phase.START:
            return self.draft_order[0]
        if phase is Phase.BATTERY and self.attack is not None:
            return self.attack.target.seat
        return self.current

    def in_game(self) -> tuple[int, ...]:
        """The seats still playing, in seat order."""
        return tuple(n for n, seat in enumerate(self.seats, 1) if not seat.out)

    def opponents(self, seat: int) -> tuple[int, ...]:
        """B-PLAY-1 notation: every other seat still in the game."""
        return tuple(n for n in self.in_game() if n != seat)

    def next_seat(self, seat: int) -> int:
        """B-PLAY-2, B-TURN-7: the next seat clockwise that is still in the game."""
        for step in range(1, self.players + 1):
            candidate = (seat - 1 + step) % self.players + 1
            if not self.seat(candidate).out:
                return candidate
        return seat

    def usable_hero(self, seat: int, hero: Hero) -> bool:
        """B-HERO-2: the seat owns the hero and may use it now."""
        return hero in self.seats[seat - 1].heroes


_T = TypeVar("_T")
#: per dataclass of the engine: a function that copies one with changes (`_copier_of`) and
#: its field names, or None for a class `replace` leaves to `dataclasses.replace`
_Copier = tuple[Callable[[Any, dict[str, Any]], Any], frozenset[str]]
_COPIERS: dict[type, _Copier | None] = {}


def replace(obj: _T, /, **changes: Any) -> _T:
    """`dataclasses.replace`: a copy of `obj` with `changes`, the same object, at a third
    (GameState) to two fifths (SeatState) of its cost for the engine's frozen slotted
    dataclasses (each field written once through its slot, no keyword call of `__init__`):
    `evolve` makes one per event and search folds millions of events. Anything else, or a
    name that is not a field, goes to `dataclasses.replace` itself (and its error)."""
    kind = type(obj)
    if kind not in _COPIERS:
        _COPIERS[kind] = _copier_of(kind)
    copier = _COPIERS[kind]
    if copier is None or not changes.keys() <= copier[1]:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    made: _T = copier[0](obj, changes)
    return made


def _copier_of(kind: type) -> _Copier | None:
    """For a slotted dataclass whose `__init__` sets each field as given and nothing else
    (no `__post_init__`, no field outside `__init__`): a function of (obj, changes) that
    makes the copy, one line per field (`changes[name] if name in changes else obj.name`,
    written through the slot), generated once as `dataclasses` generates `__init__`; else
    None."""
    if not dataclasses.is_dataclass(kind) or hasattr(kind, "__post_init__"):
        return None
    found = fields(kind)
    if any(not item.init for item in found) or "__dict__" in dir(kind):
        return None
    names = [item.name for item in found]
    scope: dict[str, Any] = {"_new": object.__new__, "_kind": kind}
    lines = ["def copy(obj, changes):", "    made = _new(_kind)"]
    for number, name in enumerate(names):
        scope[f"_set{number}"] = getattr(kind, name).__set__
        value = f"changes[{name!r}] if {name!r} in changes else obj.{name}"
        lines.append(f"    _set{number}(made, {value})")
    lines.append("    return made")
    exec("\n".join(lines), scope)  # only the field names of our own dataclasses
    return scope["copy"], frozenset(names)
