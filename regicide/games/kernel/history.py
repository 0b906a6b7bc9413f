"""A game in play: a start, the log of commands with the events each caused, and unlimited
undo and redo. The state after any number of moves is the fold of the logged events over the
start; every intermediate state is kept, so undo is instant. Redo re-applies the recorded
events (no re-rolled luck); the luck of move k comes from (the game, its seed, k).

Each engine's `Game` is a `History` that says how its rules step and fold, and which event
types show hidden cards (undoing one of those helps the player: the game becomes assisted).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from regicide.games.kernel.chance import Chance, SeededChance

S = TypeVar("S")  # a game's state
C = TypeVar("C")  # a game's command
E = TypeVar("E")  # a game's event


@dataclass(frozen=True, slots=True)
class Turn(Generic[C, E]):
    """One logged command and the events it caused."""

    command: C
    events: tuple[E, ...]


class History(Generic[S, C, E]):
    """The history of one game; an engine's `Game` supplies `chance`, `fold`, `step` and
    `revealing` (or its own `reveals`)."""

    #: the game's seeded luck (its `SeededChance`, which names the game)
    chance: type[SeededChance] = SeededChance
    #: the game's event types that show hidden cards (or luck that was to come)
    revealing: tuple[type, ...] = ()

    def __init__(self, origin: S, setup: Sequence[E], seed: int) -> None:
        """`origin` is the state before `setup` (the deal's events, or none for a position)."""
        self.origin = origin
        self.setup: tuple[E, ...] = tuple(setup)
        self.seed = seed
        self.assisted = False
        self._states = [self.fold(origin, self.setup)]
        self._turns: list[Turn[C, E]] = []
        self._redo: list[Turn[C, E]] = []

    # -- what an engine says ------------------------------------------------------------------

    def fold(self, state: S, events: Sequence[E]) -> S:
        """The state after `events`."""
        raise NotImplementedError

    def step(self, state: S, command: C, chance: Chance) -> tuple[tuple[E, ...], S]:
        """The events `command` causes and the state after them; raises IllegalMove."""
        raise NotImplementedError

    def reveals(self, events: Sequence[E]) -> bool:
        """Whether these events showed cards that were hidden (or luck that was to come): one
        of them is of a `revealing` type."""
        return any(isinstance(event, self.revealing) for event in events)

    # -- the history ----------------------------------------------------------------------------

    @property
    def state(self) -> S:
        return self._states[-1]

    @property
    def start(self) -> S:
        """The state once set up, before the first move."""
        return self._states[0]

    def state_after(self, moves: int) -> S:
        """The state after the first `moves` logged moves (0 = the start)."""
        return self._states[moves]

    @property
    def history(self) -> tuple[Turn[C, E], ...]:
        return tuple(self._turns)

    @property
    def moves(self) -> tuple[C, ...]:
        return tuple(turn.command for turn in self._turns)

    @property
    def logged_events(self) -> tuple[tuple[E, ...], ...]:
        """The setup's events, then each logged move's: what a record stores as `events`."""
        return (self.setup, *(turn.events for turn in self._turns))

    def submit(self, command: C) -> tuple[E, ...]:
        """Play `command` for the seat to act; raises IllegalMove and then changes nothing."""
        chance = self.chance(self.seed, len(self._turns) + 1)
        events, state = self.step(self.state, command, chance)
        turn = Turn(command, tuple(events))
        self._turns.append(turn)
        self._states.append(state)
        self._redo.clear()
        return turn.events

    @property
    def can_undo(self) -> bool:
        return bool(self._turns)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Turn[C, E] | None:
        """Return to the state before the last command. Undoing a command that showed hidden
        cards marks the game assisted."""
        if not self._turns:
            return None
        turn = self._turns.pop()
        self._states.pop()
        self._redo.append(turn)
        if self.reveals(turn.events):
            self.assisted = True
        return turn

    @property
    def undo_reveals(self) -> bool:
        """Undoing the last command would take back cards it showed: such an undo marks the
        game assisted."""
        return bool(self._turns) and self.reveals(self._turns[-1].events)

    def redo(self) -> Turn[C, E] | None:
        """Re-apply the last undone command's recorded events."""
        if not self._redo:
            return None
        turn = self._redo.pop()
        self._turns.append(turn)
        self._states.append(self.fold(self.state, turn.events))
        return turn
