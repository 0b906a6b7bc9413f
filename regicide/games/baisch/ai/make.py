"""Computer players by name."""

from __future__ import annotations

import random
import threading
from typing import Protocol

from regicide.games.baisch.ai.personality import PERSONALITIES
from regicide.games.baisch.ai.players import InstantPlayer, RandomPlayer
from regicide.games.baisch.ai.search import StrongPlayer
from regicide.games.baisch.engine import Command, SeatView

PLAYER_NAMES = ("random", "instant", "strong", "passive", "aggressive", "tactician")


class Player(Protocol):
    """What every computer player offers (engine_api.md)."""

    name: str

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        """The seat's next command, from its view only."""


def make_player(name: str, *, think: float | None = 1.0, iterations: int | None = None) -> Player:
    """A player by name: `strong` thinks `think` seconds a decision, or exactly `iterations`
    sampled worlds (deterministic for a given generator) when given."""
    if name == "random":
        return RandomPlayer()
    if name == "instant":
        return InstantPlayer()
    if name in PERSONALITIES:
        return InstantPlayer(PERSONALITIES[name])
    if name == "strong":
        return StrongPlayer(
            think=1.0 if think is None and iterations is None else think, iterations=iterations
        )
    raise ValueError(
        f"no Baisch player is called {name!r}; choose one of {', '.join(PLAYER_NAMES)}"
    )
