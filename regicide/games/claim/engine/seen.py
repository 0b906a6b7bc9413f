"""What an event tells a seat (C-VIS-1..9): the event itself, or a redacted form of it.

For the game log, computer players and a replay with its spoilers hidden. `seat=None` is a
spectator (who holds no cards); `ALL_SEATS` is what the seats know between them (every hand
and blind card, but still not the deck's order, the Shadows left out or a declined blind card
no one saw, C-VIS-6/9, DEC-33). Redacted events are for telling; they are never folded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeAlias

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.cards import Card
from regicide.games.claim.engine.evolve import evolve
from regicide.games.claim.engine.state import GameState

ALL_SEATS = 0


@dataclass(frozen=True, slots=True)
class ShadowsRemovedUnseen:
    """C-SHA-1, C-VIS-9: `count` Shadows left the game face down."""

    count: int


@dataclass(frozen=True, slots=True)
class DeckShuffledUnseen:
    """C-SETUP-1: the deck of `size` cards was shuffled; its order is hidden (C-VIS-6)."""

    size: int


@dataclass(frozen=True, slots=True)
class HandsDealtUnseen:
    """C-SETUP-2: the hands were dealt; the seat sees its own `hand` (none for a spectator)
    and the `sizes` of all, seat 1 first."""

    seat: int | None
    hand: tuple[Card, ...]
    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeerPeekedUnseen:
    """C-SEE-1: `seat` looked at the deck's top card, which the reader did not see."""

    seat: int


@dataclass(frozen=True, slots=True)
class BlindCardTakenUnseen:
    """C-VIS-4: `seat` took a blind card the reader does not know."""

    seat: int


@dataclass(frozen=True, slots=True)
class BlindCardDiscardedUnseen:
    """DEC-33: the deck's top card was discarded face down, unseen by the reader."""


SeenEvent: TypeAlias = (
    ev.Event
    | ShadowsRemovedUnseen
    | DeckShuffledUnseen
    | HandsDealtUnseen
    | SeerPeekedUnseen
    | BlindCardTakenUnseen
    | BlindCardDiscardedUnseen
)
Redactor = Callable[[Any, int | None, GameState], SeenEvent]


def seen_by(event: ev.Event, seat: int | None, before: GameState) -> SeenEvent:
    """What `seat` may know of `event`, given the state just before it."""
    redact = _REDACTORS.get(type(event))
    return event if redact is None else redact(event, seat, before)


def seen_events(events: Iterable[ev.Event], seat: int | None, before: GameState) -> list[SeenEvent]:
    """`seen_by` for each event of a batch (a move's, or the setup's) that starts at `before`."""
    seen = []
    for event in events:
        seen.append(seen_by(event, seat, before))
        before = evolve(before, event)
    return seen


def _knows(seat: int | None, *knowers: int) -> bool:
    """Whether `seat` knows a card seen by `knowers` (ALL_SEATS knows what any seat knows)."""
    return seat is not None and any(knower and seat in (knower, ALL_SEATS) for knower in knowers)


def _hands_dealt(event: ev.HandsDealt, seat: int | None, before: GameState) -> SeenEvent:
    if seat == ALL_SEATS:
        return event
    hand = event.hands[seat - 1] if seat is not None else ()
    return HandsDealtUnseen(seat, hand, tuple(len(dealt) for dealt in event.hands))


def _seer_peeked(event: ev.SeerPeeked, seat: int | None, before: GameState) -> SeenEvent:
    return event if _knows(seat, event.seat) else SeerPeekedUnseen(event.seat)


def _blind_taken(event: ev.BlindCardTaken, seat: int | None, before: GameState) -> SeenEvent:
    shown = _knows(seat, event.seat, before.peeker)
    return event if shown else BlindCardTakenUnseen(event.seat)


def _blind_discarded(
    event: ev.BlindCardDiscarded, seat: int | None, before: GameState
) -> SeenEvent:
    return event if _knows(seat, before.peeker) else BlindCardDiscardedUnseen()


_REDACTORS: dict[type, Redactor] = {
    ev.ShadowsRemoved: lambda event, seat, before: ShadowsRemovedUnseen(len(event.cards)),
    ev.DeckShuffled: lambda event, seat, before: DeckShuffledUnseen(len(event.cards)),
    ev.HandsDealt: _hands_dealt,
    ev.SeerPeeked: _seer_peeked,
    ev.BlindCardTaken: _blind_taken,
    ev.BlindCardDiscarded: _blind_discarded,
}
