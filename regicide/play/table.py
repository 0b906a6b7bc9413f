"""The game at the table, headless: who acts, who faces the screen, the cover between people,
undo and redo back to the last person's decision, computer turns, hints and autoplay.

Every game's table scene keeps only its input and its drawing: it asks a `TablePlay` what to
show (whose turn, whether a person or a computer acts, whether the screen is covered) and hands
it the person's commands; what changed comes back as a `Change` for the board to animate. The
tests and the command line drive the same object without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.protocol import Command, Event, Result, ResultKind, State
from regicide.i18n import N_, _, ngettext, word_list
from regicide.play.seating import addressed_seat
from regicide.play.session import Session
from regicide.play.turns import PACE_SECONDS, ComputerTurns, Hint, thinking_share

#: Why Undo and Hint are off with no person at the table (every game's buttons say it).
ONLY_COMPUTERS_UNDO = N_("Only computers play: no person's move to take back.")
ONLY_COMPUTERS_HINT = N_("Only computers play: no one to give a hint to.")


@dataclass(frozen=True)
class Moved:
    """The game moved from `before` by `events` (a move made, or redone): animate them."""

    before: State
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Rewound:
    """The game went back from `before` to `after` (undo): slide the cards back. `hidden`:
    another person faces the screen now, so show the new position at once, unseen."""

    before: State
    after: State
    hidden: bool


def verdict_words(result: Result, people: tuple[int, ...]) -> str:
    """The verdict for the people at the table (`verdict`), from the game's result: one
    person is "you"; people who won or lost together are "you both" ("you all" for three or
    more); people with different results are named, the winners first, and thanked together
    ("Seat 2 wins — well played, both"); with no person, the winners are named."""
    if not result.winners and result.kind is ResultKind.DRAW:
        return _("A draw")
    if not people:
        return named_winners(result.winners) if result.winners else _("Nobody wins")
    together = {seat in result.winners for seat in people}
    if len(together) == 1:
        won = together == {True}
        if len(people) == 1:
            return _("You win!") if won else _("You lose")
        if len(people) == 2:
            return _("You both win!") if won else _("You both lose")
        return _("You all win!") if won else _("You all lose")
    thanks = (
        _("{winners} — well played, both")
        if len(people) == 2
        else _("{winners} — well played, all")
    )
    return thanks.format(winners=named_winners(result.winners))


def named_winners(winners: tuple[int, ...]) -> str:
    """ "Seat 2 wins", "Seat 1 and Seat 3 win"."""
    named = word_list([_("Seat {seat}").format(seat=seat) for seat in winners])
    return ngettext("{seats} wins", "{seats} win", len(winners)).format(seats=named)


def pace(speed: float) -> float:
    """The least seconds from one computer move to the next at an animation speed (0: at
    once)."""
    return PACE_SECONDS / speed if speed else 0.0


class TablePlay:
    """A session at the table: its computer seats, and the person facing the screen."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.computers = ComputerTurns(session)
        self.watched: int | None = None  # the seat an onlooker chose (None: every hand shown)
        self.viewer = self.facing(session.to_act or 1, None)
        self.covered = self.needs_cover()
        if not session.human_seats and session.history_lock is None:
            session.history_lock = _(ONLY_COMPUTERS_UNDO)  # no person's move to take back

    # -- who acts, who looks --------------------------------------------------------------------

    @property
    def acting_seat(self) -> int | None:
        """The seat to act, or None once the game is over."""
        return self.session.to_act

    @property
    def computer_acting(self) -> bool:
        """A computer decides now (its own seat, or any seat under autoplay)."""
        return self.computers.acting_seat is not None

    @property
    def person_acting(self) -> bool:
        """A person at the screen decides now: only then does the table show a person's
        controls and address them."""
        return self.acting_seat is not None and not self.computer_acting

    def facing(self, seat: int, viewer: int | None) -> int:
        """Who faces the screen when `seat` is to act. While any person sits at the table it
        is a person's seat, under autoplay too (autoplay plays the person's seat; it does not
        take the person's chair): the seat to act if a person plays it and autoplay is off,
        else the person who looked last (never a computer's hand). With no person at all, the
        table is watched from the seat the onlooker chose, or else (every hand shown) from
        the seat to act."""
        people = self.session.human_seats
        if not people:
            return self.watched or seat
        if seat in people and self.computers.autoplay is None:
            return seat
        return viewer if viewer in people else people[0]

    @property
    def addressed(self) -> int | None:
        """The seat the table's words call "you" (`seating.addressed_seat`: the one person at
        the table, who always faces the screen; None between people sharing it, and to an
        onlooker)."""
        return addressed_seat(self.session.seats)

    @property
    def watching(self) -> bool:
        """No person sits at the table: the screen shows the computers' game to an onlooker."""
        return not self.session.human_seats

    @property
    def all_hands(self) -> bool:
        """No person sits at the table and the onlooker chose no seat: every seat's hand is
        shown (the board draws them all face up; nobody at the table can be spoiled)."""
        return self.watching and self.watched is None

    def watch_next(self) -> bool:
        """With no person at the table: watch one seat's view, the next seat's, ..., and
        after the last every hand again (`watched`). False (nothing changes) while a person
        sits."""
        if not self.watching:
            return False
        seats = self.session.game.players(self.session.state)
        self.watched = None if self.watched == seats else (self.watched or 0) + 1
        self.look_from(self.facing(self.acting_seat or self.viewer, self.viewer))
        return True

    def verdict(self) -> str:
        """The end screen's title, from the game's result, worded for the people at the table
        (`verdict_words`); "" while the game goes on."""
        result = self.session.result
        if result is None:
            return ""
        return verdict_words(result, self.session.human_seats)

    def needs_cover(self) -> bool:
        """Between people sharing the screen (never while autoplay plays every seat)."""
        return self.session.hot_seat and not self.session.over and self.computers.autoplay is None

    def hand_over(self) -> bool:
        """At rest: give the screen to the seat that must act (covered first between people).
        True when someone else faces the screen now."""
        seat = self.acting_seat
        if seat is None:
            return False
        facing = self.facing(seat, self.viewer)
        if facing == self.viewer:
            return False
        self.look_from(facing)
        return True

    def look_from(self, seat: int) -> None:
        """`seat` now faces the screen (covered first in a hot-seat game)."""
        self.viewer = seat
        self.covered = self.needs_cover()

    def uncover(self) -> None:
        """The person to play has taken the screen."""
        self.covered = False

    # -- moves ----------------------------------------------------------------------------------

    def submit(self, command: Command) -> Moved:
        """Play a command for the seat to act; raises the game's illegal-move error (with a
        reason to show) and then changes nothing."""
        before = self.session.state
        events = self.session.submit(command)
        return Moved(before, events)

    def undo(self) -> Rewound | str:
        """Take back the last command, and the computers' moves before it, back to the last
        decision a person made; or why nothing was undone."""
        self.computers.cancel()
        before = self.session.state
        if self.session.undo() is None:
            return self.session.history_lock or _("Nothing to undo.")
        while self._computer_seat_to_act() and self.session.can_undo:
            self.session.undo()
        facing = self.facing(self.acting_seat or self.viewer, self.viewer)
        hidden = facing != self.viewer and self.session.hot_seat
        self.look_from(facing)
        return Rewound(before, self.session.state, hidden)

    def redo(self) -> Moved | str:
        """Make the undone command again, and the computers' answers after it as they were
        made; or why nothing was redone."""
        self.computers.cancel()
        before = self.session.state
        turn = self.session.redo()
        if turn is None:
            return self.session.history_lock or _("Nothing to redo.")
        events = list(turn.events)
        while self._computer_seat_to_act() and self.session.can_redo:
            again = self.session.redo()
            if again is not None:
                events += again.events
        return Moved(before, tuple(events))

    def _computer_seat_to_act(self) -> bool:
        """A computer's own seat is to act, with people at the table (undo and redo pass over
        the computers' moves to the last decision a person made)."""
        seat = self.acting_seat
        session = self.session
        return seat is not None and not session.seat(seat).is_human and bool(session.human_seats)

    def computer_move(self, dt: float, at_rest: bool, speed: float) -> Moved | None:
        """Let a computer seat play at a readable pace (`speed` 0: at once)."""
        rest = at_rest and not self.covered
        command = self.computers.update(dt, rest, pace(speed), thinking_share(speed))
        return None if command is None else self.submit(command)

    def computer_due(self, speed: float) -> float | None:
        """Seconds until a chosen computer move is due once the cards rest (0: now); None
        while no computer has chosen (a choice wakes the app when it is made) or while the
        screen is covered (a person must take it first)."""
        return None if self.covered else self.computers.due_in(pace(speed))

    # -- help -------------------------------------------------------------------------------------

    def hint_problem(self) -> str | None:
        """Why no hint can be asked for now, or None."""
        if not self.session.human_seats:
            return _(ONLY_COMPUTERS_HINT)
        if self.session.over or self.covered:
            return _("No hint now.")
        if self.computer_acting:
            return _("A computer seat is playing.")
        if self.computers.hint_pending:
            return _("Thinking…")
        return None

    def ask_hint(self) -> str | None:
        """Start thinking about the person's move (the game becomes assisted); or say why
        not."""
        problem = self.hint_problem()
        if problem is None:
            self.computers.ask_hint()
        return problem

    def hint_ready(self) -> Hint | None:
        return self.computers.hint_ready()

    def toggle_autoplay(self) -> bool:
        """The computer plays every seat from here (the game becomes assisted), or stops."""
        on = self.computers.toggle_autoplay()
        if on:
            self.covered = False  # the computer plays every seat now: nothing to hide
        return on

    @property
    def autoplay(self) -> bool:
        return self.computers.autoplay is not None

    def leave(self) -> None:
        """The table is left (a menu over it, or another scene): stop thinking, keep the time."""
        self.computers.cancel()
        self.session.note_time()
