"""Computer players by name, for the new-game screen and the command line."""

from __future__ import annotations

from regicide.games.claim.ai.players import InstantPlayer
from regicide.games.claim.ai.search import StrongPlayer
from regicide.games.claim.engine import Command, SeatView
from regicide.games.computers import RandomPlayer, SeatPlayer

PLAYER_NAMES = ("random", "instant", "strong")


def make_player(
    name: str, *, think: float | None = 1.0, iterations: int | None = None
) -> SeatPlayer[SeatView, Command]:
    """A computer player by name. `strong` searches for `think` seconds a decision, or for
    exactly `iterations` sampled deals (deterministic for a given generator) when given."""
    if name == "random":
        return RandomPlayer()
    if name == "instant":
        return InstantPlayer()
    if name == "strong":
        return StrongPlayer(think=None if iterations is not None else think, iterations=iterations)
    raise ValueError(
        f"no computer player is called {name!r}; choose one of {', '.join(PLAYER_NAMES)}"
    )
