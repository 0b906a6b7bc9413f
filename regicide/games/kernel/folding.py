"""A game's evolve (its `Handlers`: one per event type), and the Folder and Recorder its rules
emit their events into, as they decide them.

A rule often depends on what an earlier event of the same move did (a prize taken is gone
from the deck), so each event is folded as soon as it is emitted. A Recorder also keeps the
events (the game's log and record); a Folder keeps only the state, which is all a search
needs. Both run the same rules, so a search's fast path is not a second implementation.

A game names its fold once: a subclass of `Folder` whose `handlers` are its evolve handlers
(one per event type), and a `Recorder` that derives from both that subclass and this
module's `Recorder`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from regicide.games.kernel.chance import Chance

S = TypeVar("S")  # a game's state
E = TypeVar("E")  # a game's event
K = TypeVar("K")  # one event type


class Handlers(dict[type, Callable[[S, Any], S]]):
    """A game's evolve: the handler of each event type, (state, event) -> state. A handler
    never validates nor raises: the rules decided the event already."""

    def evolve(self, state: S, event: object) -> S:
        """The state after `event`."""
        return self[type(event)](state, event)

    def fold(self, state: S, events: Iterable[object]) -> S:
        """The state after all `events`, in order: a replay needs nothing else."""
        for event in events:
            state = self[type(event)](state, event)
        return state

    def handles(self, kind: type[K]) -> Callable[[Callable[[S, K], S]], Callable[[S, K], S]]:
        """A decorator: the function handles events of `kind`."""

        def register(handler: Callable[[S, K], S]) -> Callable[[S, K], S]:
            self[kind] = handler
            return handler

        return register


class Folder(Generic[S, E]):
    """Folds each emitted event into `state` and forgets it. `trusted`: the command came
    from `legal_moves` of this very state, so the rules may skip checking it again."""

    __slots__ = ("chance", "state", "trusted")

    #: the game's evolve handler of each event type (state, event) -> state
    handlers: ClassVar[Mapping[type, Callable[[Any, Any], Any]]] = {}

    def __init__(self, state: S, chance: Chance, *, trusted: bool = False) -> None:
        self.state = state
        self.chance = chance
        self.trusted = trusted

    def emit(self, event: E) -> None:
        self.state = self.handlers[type(event)](self.state, event)


class Recorder(Folder[S, E]):
    """A Folder that keeps every event, in order; the state is exactly their fold."""

    __slots__ = ("events",)

    def __init__(self, state: S, chance: Chance) -> None:
        super().__init__(state, chance)
        self.events: list[E] = []

    def emit(self, event: E) -> None:
        self.events.append(event)
        super().emit(event)
