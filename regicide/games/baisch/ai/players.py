"""The computer players: `name` and `choose(view, rng, *, cancel=None) -> Command`, reading
only the seat's view (B-INFO-1), never a state. Plain picklable objects (the performance
work runs them in worker processes)."""

from __future__ import annotations

import random

from regicide.games.baisch.ai.personality import PERSONALITIES, Personality
from regicide.games.baisch.ai.policy import choose as scripted
from regicide.games.baisch.engine import Command, SeatView
from regicide.games.computers import Cancel, any_move, legal_choices


class RandomPlayer:
    """Any legal move, uniformly: the baseline. Unlike the shared `computers.RandomPlayer` it
    draws even for a forced move (its games' figures were measured so)."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random, *, cancel: Cancel = None) -> Command:
        return any_move(legal_choices(view), rng)


class InstantPlayer:
    """The scripted personality of §20, honest: microseconds to a few milliseconds."""

    def __init__(self, personality: Personality = PERSONALITIES["balanced"]) -> None:
        self.personality = personality
        self.name = "instant" if personality.name == "balanced" else personality.name

    def choose(self, view: SeatView, rng: random.Random, *, cancel: Cancel = None) -> Command:
        legal = set(legal_choices(view))
        return scripted(view, self.personality, legal.__contains__)
