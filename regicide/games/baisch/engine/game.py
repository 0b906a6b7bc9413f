"""Game: a start, the log of commands with their events, unlimited undo and redo.

The state after any number of moves is the fold of the logged events over the start; each
intermediate state is kept so undo is instant. Redo re-applies the recorded events (no
re-rolled luck); the luck of move k comes from (seed, k) (chance.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.baisch.engine.chance import SeededChance
from regicide.games.baisch.engine.commands import Command
from regicide.games.baisch.engine.events import REVEALING, DeckShuffled, Event
from regicide.games.baisch.engine.evolve import fold
from regicide.games.baisch.engine.moves import legal_moves
from regicide.games.baisch.engine.rules import step
from regicide.games.baisch.engine.setup import deal, empty_table, options_problem
from regicide.games.baisch.engine.state import GameState, Options, Status
from regicide.games.baisch.engine.view import SeatView, view


@dataclass(frozen=True, slots=True)
class Turn:
    """One logged command and the events it caused."""

    command: Command
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (B-WIN-1): the winner, then the others from the last
    eliminated to the first (`places`), the number of turns played."""

    winners: tuple[int, ...]
    places: tuple[int, ...]
    turns: int
    assisted: bool


class Game:
    """A game in play: `Game.new` (a fresh deal) or `Game.from_position`."""

    def __init__(self, origin: GameState, setup: Sequence[Event], seed: int) -> None:
        self.origin = origin
        self.setup: tuple[Event, ...] = tuple(setup)
        self.seed = seed
        self.assisted = False
        self.draft_order: tuple[int, ...] | None = None  # given to `new`, not drawn
        self._states = [fold(origin, self.setup)]
        self._turns: list[Turn] = []
        self._redo: list[Turn] = []

    @classmethod
    def new(
        cls,
        players: int,
        *,
        seed: int,
        options: Options | None = None,
        draft_order: Sequence[int] | None = None,
    ) -> Game:
        """A fresh deal from `seed` (B-SETUP-1/2); the draft order from the seed unless
        given (B-DRAFT-1). Raises ValueError for a table the rules do not allow."""
        options = options or Options()
        reason = options_problem(players, options) or _order_problem(players, draft_order)
        if reason:
            raise ValueError(reason)
        rec = deal(players, options, SeededChance(seed, 0), draft_order)
        game = cls(empty_table(players, options), rec.events, seed)
        game.draft_order = None if draft_order is None else tuple(draft_order)
        return game

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game from a stated (already validated) position."""
        return cls(position, (), seed)

    @property
    def state(self) -> GameState:
        return self._states[-1]

    @property
    def start(self) -> GameState:
        return self._states[0]

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game from a stated position."""
        return any(isinstance(event, DeckShuffled) for event in self.setup)

    def state_after(self, moves: int) -> GameState:
        return self._states[moves]

    @property
    def history(self) -> tuple[Turn, ...]:
        return tuple(self._turns)

    @property
    def moves(self) -> tuple[Command, ...]:
        return tuple(turn.command for turn in self._turns)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Play `command` for the seat to act; raises IllegalMove and then changes nothing."""
        events, state = step(self.state, command, SeededChance(self.seed, len(self._turns) + 1))
        turn = Turn(command, events)
        self._turns.append(turn)
        self._states.append(state)
        self._redo.clear()
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self._turns)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Turn | None:
        """Back to before the last command; undoing what showed hidden cards or luck marks
        the game assisted."""
        if not self._turns:
            return None
        turn = self._turns.pop()
        self._states.pop()
        self._redo.append(turn)
        if any(isinstance(event, REVEALING) for event in turn.events):
            self.assisted = True
        return turn

    def redo(self) -> Turn | None:
        """Re-apply the last undone command's recorded events."""
        if not self._redo:
            return None
        turn = self._redo.pop()
        self._turns.append(turn)
        self._states.append(fold(self.state, turn.events))
        return turn

    def legal_moves(self) -> list[Command]:
        return legal_moves(self.state)

    def view(self, seat: int) -> SeatView:
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        state = self.state
        if state.status is Status.PLAYING:
            return None
        winners = (state.winner,) if state.winner else ()
        return Outcome(winners, tuple(reversed(state.eliminated)), state.turn, self.assisted)


def _order_problem(players: int, order: Sequence[int] | None) -> str | None:
    if order is not None and sorted(order) != list(range(1, players + 1)):
        return f"The draft order names each seat 1 to {players} once (B-DRAFT-1)."
    return None
