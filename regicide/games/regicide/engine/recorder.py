"""Folder and Recorder: what `decide` emits its events into, as it decides them.

Rules often depend on the effect of an earlier part of the same play (a heal refills the
tavern before Diamonds draw from it), so each event is folded as soon as it is emitted.
A Recorder also keeps the events (for the game's log and its record); a Folder keeps only
the state they lead to, which is all a search needs. Both run the same deciders, so the
fast path is the same rules, not a second implementation of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from regicide.games.regicide.engine.cards import Card
from regicide.games.regicide.engine.events import CardDrawn, Event
from regicide.games.regicide.engine.evolve import HANDLERS, drawn
from regicide.games.regicide.engine.state import GameState


class Folder:
    """Folds each emitted event into `state` and forgets it.

    `trusted` says the command came from `legal_moves` of the state it is applied to, so
    the deciders skip checking it (the rules it obeys were checked when it was listed).
    """

    __slots__ = ("state", "trusted")

    def __init__(self, state: GameState, *, trusted: bool = False) -> None:
        self.state = state
        self.trusted = trusted

    def emit(self, event: Event) -> None:
        self.state = HANDLERS[type(event)](self.state, event)  # evolve(), one call less

    def draw(self, draws: Sequence[tuple[int, Card]]) -> None:
        """Each (seat, card) drawn from the top of the tavern, in order: one CardDrawn event
        each (R-DIAM-1, R-SOLO-2), folded here into one new state (`drawn`)."""
        if draws:
            self.state = drawn(self.state, draws)


class Recorder(Folder):
    """A Folder that also keeps every event, in order; the state is exactly their fold."""

    __slots__ = ("events",)

    def __init__(self, state: GameState) -> None:
        super().__init__(state)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        super().emit(event)

    def draw(self, draws: Sequence[tuple[int, Card]]) -> None:
        for seat, card in draws:
            self.emit(CardDrawn(seat, card))
