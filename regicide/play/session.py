"""One game being played: the game master outside pygame.

A `Session` owns the game in play (a `Match` of any game of the table, through the game
protocol), knows who sits in each seat (a human at this screen, or a computer
player that chooses from its seat's view), submits commands, undoes and redoes, keeps the
autosave up to date and tells its listeners what happened (the end of the game, for archiving;
hints and the tutorial hook in the same way). The table, the command line and the tests run
games only through a session, so each of them plays by exactly the same steps.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from regicide.games.protocol import (
    Command,
    ComputerPlayer,
    Event,
    GameDef,
    Match,
    Result,
    State,
    Turn,
    View,
)
from regicide.play.codes import CodeError, Deal, make_code
from regicide.store.keys import DAILY_KEY, HUMAN, SEATS_KEY, SECONDS_KEY, seconds_played


class SeatKind(str, Enum):
    HUMAN = "human"
    COMPUTER = "computer"


@dataclass(frozen=True)
class Seat:
    """Who sits in one seat. A computer seat names its player."""

    kind: SeatKind = SeatKind.HUMAN
    player: ComputerPlayer | None = None

    @property
    def is_human(self) -> bool:
        return self.kind is SeatKind.HUMAN


class Saver(Protocol):
    """Where the game in progress is kept (the autosave)."""

    def start(self, game: GameDef, match: Match, extra: Mapping[str, Any]) -> None: ...

    def pushed(self, turn: Turn, assisted: bool, extra: Mapping[str, Any]) -> None: ...

    def popped(self, assisted: bool, extra: Mapping[str, Any]) -> None: ...

    def noted(self, assisted: bool, extra: Mapping[str, Any]) -> None: ...


class Listener(Protocol):
    """Told about every change to the game (the archive, hints, the tutorial)."""

    def changed(self, session: Session, change: Change) -> None: ...


class ChangeKind(str, Enum):
    SUBMITTED = "submitted"
    UNDONE = "undone"
    REDONE = "redone"


@dataclass(frozen=True)
class Change:
    """What just happened: a command and its events went on, or came off, the game."""

    kind: ChangeKind
    turn: Turn
    before: State

    @property
    def events(self) -> tuple[Event, ...]:
        return self.turn.events


#: Asked before a command is submitted; returns why it may not be made now (the tutorial
#: uses it to wait for the move it is teaching), or None.
Guard = Callable[[State, Command], str | None]


@dataclass
class Session:
    """A game in play (`match`, of the kind `game`), its seats and its bookkeeping."""

    game: GameDef
    match: Match
    seats: tuple[Seat, ...] = ()
    saver: Saver | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)  # a loaded record's unknown keys
    listeners: list[Listener] = field(default_factory=list)
    guard: Guard | None = None
    seconds: float = 0.0  # time spent playing, kept in the record's `seconds_played`
    notes: dict[str, Any] = field(default_factory=dict)  # more of the app's own record keys
    history_lock: str | None = None  # why undo and redo are unavailable now (the tutorial)

    def __post_init__(self) -> None:
        players = self.players
        self.seconds = max(self.seconds, seconds_played(self.extra))
        if not self.seats:
            self.seats = (Seat(),) * players
        if len(self.seats) != players:
            raise ValueError(f"{len(self.seats)} seats for a game of {players}")
        if self.saver is not None:  # the first write already says who sits where
            self.saver.start(self.game, self.match, {**self.extra, **self.app_keys()})

    # -- what the game is now ---------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def players(self) -> int:
        return self.game.players(self.state)

    @property
    def to_act(self) -> int | None:
        """The seat whose decision it is; None once the game is over."""
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.to_act is None

    @property
    def result(self) -> Result | None:
        return self.game.result(self.match)

    def view(self, seat: int) -> View:
        """What `seat` may see now (its game's rules on hidden information)."""
        return self.match.view(seat)

    def seat(self, number: int) -> Seat:
        return self.seats[number - 1]

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(number for number, seat in enumerate(self.seats, 1) if seat.is_human)

    @property
    def hot_seat(self) -> bool:
        """More than one human shares the screen and their cards are hidden from each other,
        so the screen is covered between them."""
        return len(self.human_seats) > 1 and self.game.hands_hidden(self.state)

    @property
    def computer_to_act(self) -> bool:
        seat = self.to_act
        return seat is not None and not self.seat(seat).is_human

    @property
    def code(self) -> str | None:
        """The deal's seed code (docs/codes.md), for a fresh deal; None for a game that began
        from a stated position (a tutorial, a branch) or one no code can hold."""
        deal = self.game.deal_of(self.match)
        if deal is None:
            return None
        try:
            return make_code(Deal(*deal, self.game.name))
        except CodeError:
            return None

    @property
    def daily(self) -> str | None:
        """The date of the daily deal this game is, if it is one."""
        day = self.notes.get(DAILY_KEY, self.extra.get(DAILY_KEY))
        return day if isinstance(day, str) else None

    def record_data(self) -> dict[str, Any]:
        """The game as a record (FORMAT.md), with the keys it was loaded with and the app's."""
        return self.game.record_data(self.match, {**self.extra, **self.app_keys()})

    # -- changing it ------------------------------------------------------------------------

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Play `command` for the seat to act; raises the game's illegal-move error and then
        changes nothing."""
        if self.guard is not None:
            reason = self.guard(self.state, command)
            if reason is not None:
                raise self.game.illegal_move(reason)
        before = self.state
        events = self.match.submit(command)
        self._record(ChangeKind.SUBMITTED, self.match.history[-1], before)
        return events

    @property
    def can_undo(self) -> bool:
        return self.history_lock is None and self.match.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history_lock is None and self.match.can_redo

    def undo(self) -> Turn | None:
        """Take back the last command (an undo past hidden cards marks the game assisted).
        None when there is nothing to undo, or the history is locked."""
        if self.history_lock is not None:
            return None
        before = self.state
        turn = self.match.undo()
        if turn is not None:
            self._record(ChangeKind.UNDONE, turn, before)
        return turn

    def redo(self) -> Turn | None:
        """Make the last undone command again, with the same luck."""
        if self.history_lock is not None:
            return None
        before = self.state
        turn = self.match.redo()
        if turn is not None:
            self._record(ChangeKind.REDONE, turn, before)
        return turn

    def computer_choice(self, rng: random.Random) -> Command:
        """The command the computer seat to act chooses, from its own view and what the other
        computers said in public only."""
        number = self.to_act
        player = None if number is None else self.seat(number).player
        if number is None or player is None:
            raise ValueError(f"seat {number} is not a computer seat to act")
        talk = self.game.table_talk(self.match, self.computer_seats)
        return player.choose(self.view(number), rng, **talk)

    @property
    def computer_seats(self) -> tuple[int, ...]:
        return tuple(number for number, seat in enumerate(self.seats, 1) if not seat.is_human)

    def tick(self, seconds: float) -> None:
        """Count time spent at the table while the game goes on."""
        if not self.over:
            self.seconds += seconds

    def note_time(self) -> None:
        """Save the time played now (when leaving the table without a move)."""
        if self.saver is not None:
            self.saver.noted(self.match.assisted, self.app_keys())

    def app_keys(self) -> dict[str, Any]:
        """The app's own record keys now: the time played, who sits where (when a computer
        does) and any notes (the tutorial's step)."""
        keys = {**self.notes, SECONDS_KEY: round(self.seconds)}
        if not all(seat.is_human for seat in self.seats):
            keys[SEATS_KEY] = self.seat_names()
        return keys

    def seat_names(self) -> list[str]:
        """Each seat as the record names it: "human", or the computer player's name."""
        return [HUMAN if seat.player is None else seat.player.name for seat in self.seats]

    def mark_assisted(self) -> None:
        """A hint or autoplay helped: the game is assisted (no medal) from now on, and the
        autosave says so at once."""
        if not self.match.assisted:
            self.match.assisted = True
            self.note_time()

    def _record(self, kind: ChangeKind, turn: Turn, before: State) -> None:
        if self.saver is not None:
            if kind is ChangeKind.UNDONE:
                self.saver.popped(self.match.assisted, self.app_keys())
            else:
                self.saver.pushed(turn, self.match.assisted, self.app_keys())
        change = Change(kind, turn, before)
        for listener in list(self.listeners):
            listener.changed(self, change)
