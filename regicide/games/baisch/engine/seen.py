"""What a seat may know of each event (BAISCH.md §16): `seen_by` returns the event itself
or a redacted twin (`...Unseen`) with the hidden cards left out. `seat=None` is a spectator,
`ALL_SEATS` what the seats know together (never the draw pile's order nor face-down Harvest
cards, which nobody knows)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeAlias

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.evolve import evolve
from regicide.games.baisch.engine.state import GameState, Target
from regicide.games.baisch.engine.view import ALL_SEATS


@dataclass(frozen=True, slots=True)
class DeckShuffledUnseen:
    size: int


@dataclass(frozen=True, slots=True)
class HandsDealtUnseen:
    """The sizes of the dealt hands, and the seat's own (empty for a spectator)."""

    sizes: tuple[int, ...]
    seat: int | None
    hand: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SetupChosenUnseen:
    seat: int


@dataclass(frozen=True, slots=True)
class StacksBuiltUnseen:
    stacks: tuple[tuple[Card | None, ...], ...]


@dataclass(frozen=True, slots=True)
class AttackDeclaredUnseen:
    """Target, source kind, number of cards (and their own slots), figures (§16)."""

    seat: int
    target: Target
    count: int
    slots: tuple[int, ...]
    joker: bool
    king: bool
    mercs: int
    reserves: int


@dataclass(frozen=True, slots=True)
class CardsMovedUnseen:
    """Plunder winnings, a taken-back slot or refilled Mage slot: None for each card the
    seat does not know."""

    kind: str
    seat: int
    place: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class CardHiddenUnseen:
    """One face-down card moved (a cover, a placement, a Fortified card, a Merchant draw)."""

    kind: str
    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class GraveyardReshuffledUnseen:
    size: int


@dataclass(frozen=True, slots=True)
class PlayerConqueredUnseen:
    seat: int
    by: int
    count: int


@dataclass(frozen=True, slots=True)
class PriestDrewUnseen:
    seat: int
    victim: int
    kept: bool


UNSEEN_TYPES = (
    DeckShuffledUnseen,
    HandsDealtUnseen,
    SetupChosenUnseen,
    StacksBuiltUnseen,
    AttackDeclaredUnseen,
    CardsMovedUnseen,
    CardHiddenUnseen,
    GraveyardReshuffledUnseen,
    PlayerConqueredUnseen,
    PriestDrewUnseen,
)
SeenEvent: TypeAlias = (
    ev.Event
    | DeckShuffledUnseen
    | HandsDealtUnseen
    | SetupChosenUnseen
    | StacksBuiltUnseen
    | AttackDeclaredUnseen
    | CardsMovedUnseen
    | CardHiddenUnseen
    | GraveyardReshuffledUnseen
    | PlayerConqueredUnseen
    | PriestDrewUnseen
)


def _knows(seat: int | None, *owners: int) -> bool:
    return seat is not None and (seat == ALL_SEATS or seat in owners)


def _faces(cards: tuple[Card, ...], up: Iterable[bool]) -> tuple[Card | None, ...]:
    return tuple(card if face else None for card, face in zip(cards, up, strict=False))


def _dealt(e: ev.HandsDealt, seat: int | None, _: GameState) -> SeenEvent:
    if seat == ALL_SEATS:
        return e
    own = e.hands[seat - 1] if seat else ()
    return HandsDealtUnseen(tuple(len(hand) for hand in e.hands), seat, own)


def _stacks(e: ev.StacksBuilt, _: int | None, __: GameState) -> SeenEvent:
    return StacksBuiltUnseen(tuple(_faces(stack.cards, stack.up) for stack in e.stacks))


def _declared(e: ev.AttackDeclared, seat: int | None, _: GameState) -> SeenEvent:
    if _knows(seat, e.seat) or e.king:
        return e
    joker = len(e.cards) == 1 and e.cards[0].card.is_joker
    slots = tuple(played.slot for played in e.cards)
    return AttackDeclaredUnseen(
        e.seat, e.target, len(e.cards), slots, joker, e.king, e.mercs, e.reserves
    )


def _plundered(e: ev.StackPlundered, seat: int | None, before: GameState) -> SeenEvent:
    if _knows(seat, e.seat):
        return e
    up = before.stacks[e.stack].up
    return CardsMovedUnseen("plunder", e.seat, e.stack, _faces(e.cards, up))


def _rebuilt(e: ev.StackRebuilt, _: int | None, __: GameState) -> SeenEvent:
    up = (True,) + (False,) * (len(e.cards) - 1)
    return CardsMovedUnseen("rebuild", 0, e.stack, _faces(e.cards, up))


def _taken(e: ev.DefenseTaken, seat: int | None, before: GameState) -> SeenEvent:
    if _knows(seat, e.seat):
        return e
    up = before.seat(e.seat).slots[e.slot - 1].up
    return CardsMovedUnseen("take", e.seat, e.slot, _faces(e.cards, up))


def _refilled(e: ev.SlotRefilled, seat: int | None, _: GameState) -> SeenEvent:
    if _knows(seat, e.victim):
        return e
    return CardsMovedUnseen("mage", e.victim, e.slot, _faces(e.cards, e.up))


def _conquered(e: ev.PlayerConquered, seat: int | None, _: GameState) -> SeenEvent:
    if _knows(seat, e.by):
        return e
    return PlayerConqueredUnseen(e.seat, e.by, len(e.cards))


def _priest(e: ev.PriestDrew, seat: int | None, _: GameState) -> SeenEvent:
    if _knows(seat, e.seat, e.victim):
        return e
    return PriestDrewUnseen(e.seat, e.victim, e.kept)


def _own(kind: str, seat_of: Callable[[Any], int], place_of: Callable[[Any], int]) -> Redactor:
    def redact(e: Any, seat: int | None, _: GameState) -> SeenEvent:
        owner = seat_of(e)
        return e if _knows(seat, owner) else CardHiddenUnseen(kind, owner, place_of(e))

    return redact


def _nobody(kind: str) -> Redactor:
    def redact(e: Any, _: int | None, __: GameState) -> SeenEvent:
        return CardHiddenUnseen(kind, 0, e.stack)

    return redact


Redactor = Callable[[Any, "int | None", GameState], SeenEvent]

REDACTORS: dict[type, Redactor] = {
    ev.DeckShuffled: lambda e, _, __: DeckShuffledUnseen(len(e.cards)),
    ev.HandsDealt: _dealt,
    ev.SetupChosen: lambda e, s, _: e if _knows(s, e.seat) else SetupChosenUnseen(e.seat),
    ev.StacksBuilt: _stacks,
    ev.AttackDeclared: _declared,
    ev.StackPlundered: _plundered,
    ev.StackCovered: _nobody("cover"),
    ev.StackRebuilt: _rebuilt,
    ev.GraveyardReshuffled: lambda e, _, __: GraveyardReshuffledUnseen(len(e.cards)),
    ev.PlayerConquered: _conquered,
    ev.DefenseTaken: _taken,
    ev.DefensePlaced: _own("place", lambda e: e.seat, lambda e: e.slot),
    ev.MerchantDrew: _own("merchant", lambda e: e.seat, lambda e: 0),
    ev.PriestDrew: _priest,
    ev.Fortified: _own("fortify", lambda e: e.seat, lambda e: e.slot),
    ev.SlotRefilled: _refilled,
}


def seen_by(event: ev.Event, seat: int | None, before: GameState) -> SeenEvent:
    """What `seat` may know of `event`, which happened in state `before`."""
    redact = REDACTORS.get(type(event))
    return event if redact is None else redact(event, seat, before)


def seen_events(
    events: Iterable[ev.Event], seat: int | None, before: GameState
) -> tuple[SeenEvent, ...]:
    """`seen_by` over a sequence of events starting from `before`."""
    seen = []
    state = before
    for event in events:
        seen.append(seen_by(event, seat, state))
        state = evolve(state, event)
    return tuple(seen)
