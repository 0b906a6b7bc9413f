"""Recorder: collects the events `decide` emits and keeps the state they lead to.

Rules often depend on the effect of an earlier part of the same play (a heal refills the
tavern before Diamonds draw from it), so each event is folded as soon as it is emitted.
The state reached is exactly the fold of the events, so the game reuses it.
"""

from __future__ import annotations

from regicide.engine.events import Event
from regicide.engine.evolve import evolve
from regicide.engine.state import GameState


class Recorder:
    __slots__ = ("events", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
