"""Game: a start, the log of commands with their events, and unlimited undo and redo.

The state after any number of moves is the fold of the logged events over the start; the
game keeps each intermediate state so undo is instant. Redo re-applies the recorded events
(no re-rolled luck). The luck of move k comes from (seed, k) — see chance.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.regicide.engine.chance import SeededChance
from regicide.games.regicide.engine.commands import Command
from regicide.games.regicide.engine.events import REVEALING, CastleBuilt, Event
from regicide.games.regicide.engine.evolve import fold
from regicide.games.regicide.engine.recorder import Recorder
from regicide.games.regicide.engine.rules import end_if_stuck, legal_moves, step
from regicide.games.regicide.engine.setup import deal, empty_table
from regicide.games.regicide.engine.state import GameState, Medal, Rules, Status
from regicide.games.regicide.engine.view import SeatView, view


@dataclass(frozen=True, slots=True)
class Turn:
    """One logged command and the events it caused."""

    command: Command
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended. A win earns its medal (R-SOLO-5) only without help and
    from a fresh deal: an assisted game, or one begun from a stated position, earns none."""

    status: Status
    medal: Medal | None
    loss_reason: str | None
    enemies_defeated: int
    assisted: bool
    dealt: bool = True  # False: the game began from a stated position


class Game:
    """A game in play. Build one with `Game.new` (a fresh deal) or `Game.from_position`."""

    def __init__(self, origin: GameState, setup: Sequence[Event], seed: int) -> None:
        """`origin` is the state before `setup` (the deal's events, or none for a position)."""
        self.origin = origin
        self.setup: tuple[Event, ...] = tuple(setup)
        self.seed = seed
        self.assisted = False
        self._states = [fold(origin, self.setup)]
        self._turns: list[Turn] = []
        self._redo: list[Turn] = []

    @classmethod
    def new(
        cls, players: int = 1, *, seed: int, rules: Rules | None = None, first_seat: int = 1
    ) -> Game:
        """A fresh deal (R-SETUP) made from `seed`."""
        rules = rules or Rules()
        events, _ = deal(players, rules, SeededChance(seed, 0), first_seat)
        return cls(empty_table(players, rules, first_seat), events, seed)

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game that starts from a stated position (already validated)."""
        rec = Recorder(position)
        end_if_stuck(rec)  # a position may leave the player to act with no move at all
        return cls(position, rec.events, seed)

    @property
    def state(self) -> GameState:
        return self._states[-1]

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game that began from a stated position."""
        return any(isinstance(event, CastleBuilt) for event in self.setup)

    @property
    def start(self) -> GameState:
        """The state once set up, before the first move."""
        return self._states[0]

    def state_after(self, moves: int) -> GameState:
        """The state after the first `moves` logged moves (0 = the start)."""
        return self._states[moves]

    @property
    def history(self) -> tuple[Turn, ...]:
        return tuple(self._turns)

    @property
    def moves(self) -> tuple[Command, ...]:
        return tuple(turn.command for turn in self._turns)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Play `command` for the current seat; raises IllegalMove and then changes nothing."""
        events, state = step(self.state, command, SeededChance(self.seed, len(self._turns) + 1))
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

    def undo(self) -> Turn | None:
        """Return to the state before the last command. Undoing a command that showed hidden
        cards (a draw, a reveal, a reshuffled discard pile) marks the game assisted."""
        if not self._turns:
            return None
        self.assisted = self.assisted or self.undo_reveals
        turn = self._turns.pop()
        self._states.pop()
        self._redo.append(turn)
        return turn

    def redo(self) -> Turn | None:
        """Re-apply the last undone command's recorded events."""
        if not self._redo:
            return None
        turn = self._redo.pop()
        self._turns.append(turn)
        self._states.append(fold(self.state, turn.events))
        return turn

    @property
    def undo_reveals(self) -> bool:
        """Undoing the last command would take back cards it showed (a draw, a reveal, a
        reshuffle): such an undo marks the game assisted."""
        return bool(self._turns) and any(
            isinstance(event, REVEALING) for event in self._turns[-1].events
        )

    @property
    def medal_at_stake(self) -> bool:
        """R-SOLO-5: a win could earn a medal: a solo game from a fresh deal, under rules
        that do not ease it, without help so far (what would help costs it)."""
        state = self.state
        return state.is_solo and self.dealt and not self.assisted and not state.rules.eases_solo

    def legal_moves(self) -> list[Command]:
        return legal_moves(self.state)

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now (R-INFO)."""
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        state = self.state
        if state.status is Status.PLAYING:
            return None
        medal = None if self.assisted or not self.dealt else state.medal
        return Outcome(
            state.status,
            medal,
            state.loss_reason,
            state.enemies_defeated,
            self.assisted,
            self.dealt,
        )
