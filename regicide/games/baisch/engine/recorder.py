"""Baisch's Folder and Recorder (the kernel's, folding with Baisch's evolve handlers): what
the rules emit events into as they decide them. Each event is folded at once (later parts of
a move depend on earlier ones); a Recorder also keeps them."""

from __future__ import annotations

from regicide.games import kernel
from regicide.games.baisch.engine.events import Event
from regicide.games.baisch.engine.evolve import HANDLERS
from regicide.games.baisch.engine.state import GameState


class Folder(kernel.Folder[GameState, Event]):
    """Folds each emitted event into `state` and forgets it."""

    __slots__ = ()
    handlers = HANDLERS


class Recorder(kernel.Recorder[GameState, Event], Folder):
    """A Folder that keeps every event, in order."""

    __slots__ = ()
