"""Which cards changed places between two Claim states, and the table between them while
those cards are in the air (for the table's card flights, flights.py).

A place is a zone of the state and its seat (0 for a shared zone): the hands, follower piles,
score piles and Gnome rows belong to a seat; the deck, the trick (`table`), the discard pile,
the Troll pool, the Shadows out and the prize slot are shared. Cards are matched by value, so
a card that left one place and reached another is one transfer; the engine's events (C-P1-3..5,
C-UND-1, C-P2-1, C-P2-4, C-DWA-1, ...) say only where cards went, and this finds the way.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from regicide.games.claim.engine import Card, GameState

SEATED = ("hands", "followers", "scores", "gnome_rows")
SHARED = ("deck", "table", "discard", "troll_pool", "removed")


class Place(NamedTuple):
    """A zone of the state (a GameState field, or "prize") and its seat (0: shared)."""

    zone: str
    seat: int = 0


class Transfer(NamedTuple):
    """`card` left `source` (at `source_index` of that place before) for `target` (at
    `target_index` of it after)."""

    card: Card
    source: Place
    source_index: int
    target: Place
    target_index: int


def holdings(state: GameState) -> dict[Place, tuple[Card, ...]]:
    """Every place of the state and its cards, in the state's order."""
    places = {
        Place(zone, seat): getattr(state, zone)[seat - 1]
        for zone in SEATED
        for seat in range(1, state.players + 1)
    }
    places.update({Place(zone): getattr(state, zone) for zone in SHARED})
    places[Place("prize")] = (state.prize,) if state.prize is not None else ()
    return places


def transfers(before: GameState, after: GameState) -> list[Transfer]:
    """Each card that left one place for another between the two states (a card that only
    appeared or only vanished, as a deal does, has no transfer)."""
    old, new = holdings(before), holdings(after)
    leaving = [
        (card, place, _index(cards, card))
        for place, cards in old.items()
        for card in (Counter(cards) - Counter(new[place])).elements()
    ]
    found = []
    for place, cards in new.items():
        for card in (Counter(cards) - Counter(old[place])).elements():
            source = next((item for item in leaving if item[0] == card), None)
            if source is not None:
                leaving.remove(source)
                found.append(Transfer(card, source[1], source[2], place, _index(cards, card)))
    return found


def in_air(before: GameState, after: GameState) -> GameState:
    """`after` with the cards that moved taken out of every place: the table while they fly,
    so no pile counts a card before it lands, nor still holds one that has left."""
    old, new = holdings(before), holdings(after)

    def staying(place: Place) -> tuple[Card, ...]:
        """The place's cards before that are still there after, in their order."""
        left = Counter(new[place])
        kept = []
        for card in old[place]:
            if left[card]:
                left[card] -= 1
                kept.append(card)
        return tuple(kept)

    zones: dict[str, Any] = {
        zone: tuple(staying(Place(zone, seat)) for seat in range(1, after.players + 1))
        for zone in SEATED
    }
    zones.update({zone: staying(Place(zone)) for zone in SHARED})
    prize = before.prize if before.prize == after.prize else None
    return after._replace(prize=prize, **zones)


def _index(cards: tuple[Card, ...], card: Card) -> int:
    """Where `card` lies in `cards` (its last copy: the one that came or goes)."""
    return len(cards) - 1 - cards[::-1].index(card)
