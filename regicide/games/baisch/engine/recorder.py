"""Folder and Recorder: what the rules emit events into as they decide them. Each event is
folded at once (later parts of a move depend on earlier ones); a Recorder also keeps them.
Both run the same rules, so search's fast path is not a second implementation."""

from __future__ import annotations

from regicide.games.baisch.engine.chance import Chance
from regicide.games.baisch.engine.events import Event
from regicide.games.baisch.engine.evolve import HANDLERS
from regicide.games.baisch.engine.state import GameState


class Folder:
    """Folds each emitted event into `state` and forgets it. `trusted`: the command came
    from `legal_moves` of this state, so its checks may be skipped."""

    __slots__ = ("chance", "state", "trusted")

    def __init__(self, state: GameState, chance: Chance, *, trusted: bool = False) -> None:
        self.state = state
        self.chance = chance
        self.trusted = trusted

    def emit(self, event: Event) -> None:
        self.state = HANDLERS[type(event)](self.state, event)


class Recorder(Folder):
    """A Folder that keeps every event, in order."""

    __slots__ = ("events",)

    def __init__(self, state: GameState, chance: Chance) -> None:
        super().__init__(state, chance)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        super().emit(event)
