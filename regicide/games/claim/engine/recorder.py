"""Folder and Recorder: what `decide` emits its events into, as it decides them.

A trick's resolution depends on what its earlier events did (the prize is gone once taken, so
the loser draws from the deck), so each event is folded as soon as it is emitted. A Recorder
also keeps the events (the game's log and record); a Folder keeps only the state, which is all
a search needs. Both run the same deciders: the fast path is the same rules.
"""

from __future__ import annotations

from regicide.games.claim.engine.chance import Chance
from regicide.games.claim.engine.events import Event
from regicide.games.claim.engine.evolve import HANDLERS
from regicide.games.claim.engine.state import GameState


class Folder:
    """Folds each emitted event into `state` and forgets it. `trusted`: the command came from
    `legal_moves` of this very state, so it need not be checked again."""

    __slots__ = ("chance", "state", "trusted")

    def __init__(self, state: GameState, chance: Chance, *, trusted: bool = False) -> None:
        self.state = state
        self.chance = chance
        self.trusted = trusted

    def emit(self, event: Event) -> None:
        self.state = HANDLERS[type(event)](self.state, event)


class Recorder(Folder):
    """A Folder that keeps every event, in order; the state is exactly their fold."""

    __slots__ = ("events",)

    def __init__(self, state: GameState, chance: Chance) -> None:
        super().__init__(state, chance)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        super().emit(event)
