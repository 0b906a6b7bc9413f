"""The computer players: `name` and `choose(view, rng, *, cancel=None) -> Command`, reading
only the seat's view (B-INFO-1), never a state. Plain picklable objects (the performance
work runs them in worker processes)."""

from __future__ import annotations

import random
import threading

from regicide.games.baisch.ai.personality import PERSONALITIES, Personality
from regicide.games.baisch.ai.policy import choose as scripted
from regicide.games.baisch.engine import Command, SeatView


def legal_choices(view: SeatView) -> list[Command]:
    """The seat's legal moves; asking a seat with no decision is a caller's bug."""
    if not view.legal_moves:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return list(view.legal_moves)


class RandomPlayer:
    """Any legal move, uniformly: the baseline."""

    name = "random"

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        moves = legal_choices(view)
        return moves[int(rng.random() * len(moves))]


class InstantPlayer:
    """The scripted personality of §20, honest: microseconds to a few milliseconds."""

    def __init__(self, personality: Personality = PERSONALITIES["balanced"]) -> None:
        self.personality = personality
        self.name = "instant" if personality.name == "balanced" else personality.name

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        legal = set(legal_choices(view))
        return scripted(view, self.personality, legal.__contains__)
