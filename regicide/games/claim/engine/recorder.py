"""Claim's Folder and Recorder (the kernel's, folding with Claim's evolve handlers): what
`decide` emits its events into, as it decides them. A trick's resolution depends on what its
earlier events did (the prize is gone once taken, so the loser draws from the deck), so each
event is folded as soon as it is emitted."""

from __future__ import annotations

from regicide.games import kernel
from regicide.games.claim.engine.events import Event
from regicide.games.claim.engine.evolve import HANDLERS
from regicide.games.claim.engine.state import GameState


class Folder(kernel.Folder[GameState, Event]):
    """Folds each emitted event into `state` and forgets it."""

    __slots__ = ()
    handlers = HANDLERS


class Recorder(kernel.Recorder[GameState, Event], Folder):
    """A Folder that keeps every event, in order."""

    __slots__ = ()
