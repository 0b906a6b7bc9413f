"""Game: a start, the log of commands with their events, and unlimited undo and redo.

The state after any number of moves is the fold of the logged events over the start; each
intermediate state is kept, so undo is instant. Redo re-applies the recorded events (no
re-drawn luck). The luck of move k comes from (seed, k) (chance.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.claim.engine.chance import SeededChance
from regicide.games.claim.engine.commands import Command
from regicide.games.claim.engine.errors import SetupError
from regicide.games.claim.engine.events import REVEALING, DeckShuffled, Event
from regicide.games.claim.engine.evolve import fold
from regicide.games.claim.engine.rules import legal_moves, step
from regicide.games.claim.engine.setup import deal, empty_table, opening
from regicide.games.claim.engine.state import (
    NO_ONE,
    PLAYERS,
    FactionResult,
    GameState,
    Options,
    Status,
)
from regicide.games.claim.engine.view import SeatView, view


@dataclass(frozen=True, slots=True)
class Turn:
    """One logged command and the events it caused."""

    command: Command
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winner (none for a draw, C-SCORE-6), who won each
    faction and how (C-SCORE-2..4), and how many factions each seat won."""

    status: Status
    winners: tuple[int, ...]
    factions: tuple[FactionResult, ...]
    factions_won: tuple[int, ...]
    assisted: bool


def check_players(players: int) -> None:
    """C-PLAYERS-1, C-MP-8: two players; the 3–4 player variant is provisional and not built."""
    if players != PLAYERS:
        raise SetupError(
            f"Claim is played here by 2 players, not {players}: the 3–4 player variant is "
            "provisional (CLAIM.md C-MP-8) and not available"
        )


class Game:
    """A game in play. Build one with `Game.new` (a fresh deal) or `Game.from_position`."""

    def __init__(self, origin: GameState, setup: Sequence[Event], seed: int) -> None:
        """`origin` is the state before `setup` (the deal's events, or a stated deal's
        opening)."""
        self.origin = origin
        self.setup: tuple[Event, ...] = tuple(setup)
        self.seed = seed
        self.assisted = False
        self._states = [fold(origin, self.setup)]
        self._turns: list[Turn] = []
        self._redo: list[Turn] = []

    @classmethod
    def new(cls, players: int = PLAYERS, *, seed: int, options: Options | None = None) -> Game:
        """A fresh deal made from `seed` (C-SETUP); raises SetupError for other player counts."""
        check_players(players)
        options = options or Options()
        return cls(empty_table(options), deal(options, SeededChance(seed, 0)), seed)

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game from a stated deal (`setup.stated_deal`, already validated); its leader
        leads trick 1 and the deck's top card is the first prize."""
        return cls(position, opening(position.leader, position.deck[0]), seed)

    @property
    def state(self) -> GameState:
        return self._states[-1]

    @property
    def start(self) -> GameState:
        """The state once set up, before the first move."""
        return self._states[0]

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game from a stated deal."""
        return any(isinstance(event, DeckShuffled) for event in self.setup)

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
        """Return to the state before the last command. Undoing a command whose events showed
        a hidden card (a prize, a blind card, a peek) marks the game assisted."""
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
        """What `seat` may know now (§9)."""
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        return outcome_of(self.state, self.assisted)


def outcome_of(state: GameState, assisted: bool = False) -> Outcome | None:
    """The outcome of a finished state; None while it is played."""
    if state.status is Status.PLAYING:
        return None
    won = tuple(sum(result.seat == seat for result in state.results) for seat in (1, 2))
    winners = () if state.victor == NO_ONE else (state.victor,)
    return Outcome(state.status, winners, state.results, won, assisted)
