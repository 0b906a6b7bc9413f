"""Who sits in each seat, kept in the game's record so a continued game keeps its computer
teammates: `"seats": ["human", "strong", "instant"]` among the app's own record keys."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regicide.games.regicide.ai import make_player
from regicide.play.session import HUMAN, SEATS_KEY, Seat, SeatKind

#: What the new-game screen offers for a seat, in the order a click cycles through them.
SEAT_CHOICES = (HUMAN, "instant", "strong")


def seats_of(names: Sequence[str], think: float = 1.0) -> tuple[Seat, ...]:
    """Seats from their names (a computer player thinks `think` seconds a decision)."""
    return tuple(
        Seat() if name == HUMAN else Seat(SeatKind.COMPUTER, make_player(name, think=think))
        for name in names
    )


def seats_from_record(extra: Mapping[str, Any], players: int) -> tuple[Seat, ...]:
    """The seats a saved game was played with; anything unknown or odd is a human seat (a
    file never makes a seat a computer that the player did not choose)."""
    names = extra.get(SEATS_KEY)
    if not isinstance(names, list) or len(names) != players:
        return (Seat(),) * players
    return seats_of([name if name in SEAT_CHOICES else HUMAN for name in names])
