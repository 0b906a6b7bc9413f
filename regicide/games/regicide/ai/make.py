"""Computer players by name, for the new-game screen and the command line."""

from __future__ import annotations

from regicide.games.protocol import ComputerPlayer
from regicide.games.regicide.ai.players import InstantPlayer, RandomPlayer
from regicide.games.regicide.ai.search import StrongPlayer

PLAYER_NAMES = ("random", "instant", "strong")


def make_player(
    name: str, *, think: float | None = 1.0, iterations: int | None = None, workers: int = 1
) -> ComputerPlayer:
    """A computer player by name. `strong` searches for `think` seconds a decision, or for
    exactly `iterations` sampled deals (deterministic for a given generator) when given;
    `workers` > 1 spreads its search over that many processes."""
    if name == "random":
        return RandomPlayer()
    if name == "instant":
        return InstantPlayer()
    if name == "strong":
        return StrongPlayer(think=think, iterations=iterations, workers=workers)
    raise ValueError(
        f"no computer player is called {name!r}; choose one of {', '.join(PLAYER_NAMES)}"
    )
