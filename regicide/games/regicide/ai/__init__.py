"""Computer players (issue 10): they see one seat's view, never the game state (R-INFO-1/2).

- `make_player(name, think=, iterations=, workers=)`: "random", "instant" or "strong", each a
  `ComputerPlayer` of the game protocol (`choose(view, rng, cancel=)`; also `wishes=`).
- `hint(view, rng, player)`: the move it suggests and a sentence on why (`Hint`).
- `wish(view)`: after a Jester, whether this seat would like the next turn (R-JEST-4);
  the Jester's player takes the wishes as `choose(view, rng, wishes={seat: bool})`.
"""

from __future__ import annotations

from regicide.games.computers import Cancelled
from regicide.games.regicide.ai.hints import Hint, explain, hint
from regicide.games.regicide.ai.jester import choose_seat
from regicide.games.regicide.ai.jester import wish as seat_wish
from regicide.games.regicide.ai.make import PLAYER_NAMES, make_player
from regicide.games.regicide.ai.players import InstantPlayer, RandomPlayer
from regicide.games.regicide.ai.search import StrongPlayer
from regicide.games.regicide.engine import SeatView


def wish(view: SeatView) -> bool:
    """R-JEST-4: whether the seat of `view` would like to take the next turn after a Jester
    ("I'd like to go next" / "I'd rather not", `regicide.games.regicide.narrate.wish_text`).
    Decided from the seat's own hand and public facts only; every player kind says the same."""
    return seat_wish(view)


__all__ = [
    "PLAYER_NAMES",
    "Cancelled",
    "Hint",
    "InstantPlayer",
    "RandomPlayer",
    "StrongPlayer",
    "choose_seat",
    "explain",
    "hint",
    "make_player",
    "wish",
]
