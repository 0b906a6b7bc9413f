"""A lesson on a session, for any game's interactive tutorial (no pygame): it follows the
session through a script's steps. While a step waits for a move, the session's guard lets
only that move through (anything else is refused with the step's own instruction); the
step moves on when the move is made. Information steps wait for Next. Undo and redo are
locked while the lesson runs, so the steps and the game never part; after the last step the
game is the player's, with every rule back."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from regicide.games.protocol import Command, State
from regicide.i18n import N_, _
from regicide.play.session import Change, ChangeKind, Session

STEP_KEY = "tutorial_step"  # the record key that remembers how far the lesson got
LOCKED = N_("Not during the tutorial's lessons.")
READ = N_("Read this step, then press Next.")


class Taught(Protocol):
    """A step as the lesson sees it: the move it waits for (None: it waits for Next)."""

    @property
    def expect(self) -> Command | None: ...


T = TypeVar("T", bound=Taught)


def same_move(made: Command, expected: Command) -> bool:
    """The default test of a taught move: the very command."""
    return bool(made == expected)


class Lesson(Generic[T]):
    """Follows a session through `steps`; `words` says a move for the refusal; `same` says
    whether a move made is the one a step teaches (a game may accept, say, the same cards
    picked in any order); `waiting` says what a step without a move waits for (Next unless
    the game's step waits for something else on its screen)."""

    def __init__(
        self,
        steps: Sequence[T],
        words: Callable[[Command], str],
        step: int = 0,
        same: Callable[[Command, Command], bool] = same_move,
        waiting: Callable[[T], str] = lambda _step: READ,
    ) -> None:
        self.steps = steps
        self.words = words
        self.same = same
        self.waiting = waiting
        self.index = max(0, min(step, len(steps)))

    @property
    def step(self) -> T | None:
        """The step on now (None once the lesson is over)."""
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def over(self) -> bool:
        return self.step is None

    @property
    def number(self) -> str:
        return f"{self.index + 1} of {len(self.steps)}"

    def next(self, session: Session) -> None:
        """Next, on a step that waits for it."""
        step = self.step
        if step is not None and step.expect is None:
            self.index += 1
            self._remember(session)

    def guard(self, state: State, command: Command) -> str | None:
        """Only the move the step teaches may be made (any, once the lesson is over)."""
        step = self.step
        if step is None:
            return None
        if step.expect is None:
            return _(self.waiting(step))
        if not self.same(command, step.expect):
            return _("For this lesson: {move}.").format(move=self.words(step.expect))
        return None

    def changed(self, session: Session, change: Change) -> None:
        """The taught move was made: on to the next step."""
        step = self.step
        submitted = change.kind is ChangeKind.SUBMITTED
        expected = None if step is None else step.expect
        if submitted and expected is not None and self.same(change.turn.command, expected):
            self.index += 1
            self._remember(session)

    def attach(self, session: Session) -> None:
        """Teach on `session`: guard its moves and follow its changes."""
        session.guard = self.guard
        session.listeners.append(self)
        self._remember(session)

    def _remember(self, session: Session) -> None:
        """The step reached, in the session's notes and in its autosave at once (the move
        that reached it was saved before the lesson moved on: a window closed then left
        the step behind its moves, and the lesson began again from its first step)."""
        session.notes[STEP_KEY] = self.index
        session.note_time()
        session.history_lock = None if self.over else _(LOCKED)
        if self.over:
            session.guard = None
