"""The computer seats at the table, and hints: thinking off the frame loop, at a readable pace.

`ComputerTurns` watches its session: when a computer seat (or, with autoplay, any seat) is to
act, it starts that player's choice (`regicide.play.thinking`) on the seat's own view (never
the whole state) and what the other computers said in public (`GameDef.table_talk`). With a
worker process the choice starts at once, while the last move's cards still fly; on a thread
(which would take frames from a moving animation) only once they are at rest. The command is
handed back once it is chosen, the cards are at rest and the move has had its pace (from the
moment its position arose), so a computer move costs the longer of its thinking and the
previous move's animation, not their sum. Undo, leaving the table or a changed position
cancel the search. A hint is the game's helper player's choice for the person to act, with
the sentence that explains it (`GameDef.explain`); asking for one marks the game assisted.
No pygame here.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from regicide.games.protocol import Command, ComputerPlayer
from regicide.play.session import Session
from regicide.play.thinking import Choice, thinker

PACE_SECONDS = 0.7  # the least time from one computer move to the next, so each can be followed
HINT_SECONDS = 0.5  # a hint (the helper's search) shows within a second (issue 33, item 11)
#: The share of its search's seconds a computer thinks at a fast animation speed (or instant),
#: so that a Strong teammate's move takes well under a second there, as its cards fly.
FAST_THINKING = 0.5
#: At a fast animation speed every move's cards come to rest within this many seconds (a long
#: move, an enemy's fall and the next one's entrance, plays quicker), so that a computer move,
#: the larger of its thinking and the flight of the move before it, takes under a second.
FAST_MOVE_SECONDS = 0.75
FALLBACK_PLAYER = "instant"  # decides when a search fails, so the game goes on


def thinking_share(speed: float) -> float:
    """The share of its seconds a search takes at an animation speed: all of them at a
    normal or slow speed, FAST_THINKING at a fast one or at instant (`speed` 0)."""
    return FAST_THINKING if speed == 0 or speed > 1 else 1.0


def move_within(speed: float) -> float | None:
    """The most seconds a move's animation may take at an animation speed: FAST_MOVE_SECONDS
    at a fast one, None (its own length) at a normal or slow one, or at instant (`speed` 0,
    nothing moves)."""
    return FAST_MOVE_SECONDS if speed > 1 else None


def hurried(player: ComputerPlayer, share: float) -> ComputerPlayer:
    """`player` thinking `share` of its seconds (a search of so many seconds; a player with
    no clock, or a budget of iterations, is as it is)."""
    think = getattr(player, "think", None)
    if share >= 1 or not isinstance(think, float | int) or isinstance(think, bool):
        return player
    quick = copy.copy(player)
    quick.think = think * share  # type: ignore[attr-defined]
    return quick


@dataclass(frozen=True)
class Hint:
    """A suggested move and the sentence that says why."""

    command: Command
    reason: str


class ComputerTurns:
    """Plays the computer seats of one session and answers hints (no pygame here)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.autoplay: ComputerPlayer | None = None  # plays the human seats too, when on
        self.job: Choice | None = None
        self.job_turn = -1  # the number of moves made when the job started
        self.waited = 0.0  # seconds since the job started (its position arose, or came to rest)
        self.rushed = False
        self.hint_job: Choice | None = None
        self.hint_turn = -1
        self.hint_found: Hint | None = None  # a hint known already, to give at once
        self._hinted: tuple[tuple[Any, ...], Hint] | None = None  # the last, and its turns
        self.helper = session.game.helper_player  # gives hints, plays autoplay (tests: instant)
        self.share = 1.0  # of their seconds the searches think (`thinking_share`)
        self._said: tuple[tuple[int, int], dict[str, Any]] = ((-1, -1), {})

    # -- who plays now ------------------------------------------------------------------------

    def player_of(self, seat: int) -> ComputerPlayer | None:
        """The computer that plays `seat` now: its own, or the autoplay's."""
        return self.session.seat(seat).player or self.autoplay

    @property
    def acting_seat(self) -> int | None:
        """The seat a computer plays now, or None (a person's turn, or the game is over)."""
        seat = self.session.to_act
        return seat if seat is not None and self.player_of(seat) is not None else None

    @property
    def thinking(self) -> bool:
        return self.job is not None and not self.job.done

    @property
    def _turn(self) -> int:
        return len(self.session.match.history)

    # -- the computer's turns -------------------------------------------------------------------

    def update(self, dt: float, at_rest: bool, pace: float, share: float = 1.0) -> Command | None:
        """Think about the current position (at once in a worker process; on a thread, which
        shares the interpreter with the frames, once the cards are at rest) for `share` of the
        player's seconds; return the command to play once it is chosen, the cards are at rest
        and `pace` seconds have passed since the thinking began."""
        self.share = share
        seat = self.acting_seat
        if seat is None or (self.job is not None and self.job_turn != self._turn):
            self._drop_job()
        if seat is None:
            return None
        self.waited += dt
        if self.job is None and (at_rest or thinker().parallel):
            self._start(seat)
        job = self.job
        if job is None or not job.done or not at_rest or (self.waited < pace and not self.rushed):
            return None
        self.job = None
        self.rushed = False
        return self._result(job, seat)

    def due_in(self, pace: float) -> float | None:
        """Seconds until the chosen move is due, once the cards are at rest (0: now); None
        while nothing is chosen yet (the choice wakes the app when it is made)."""
        job = self.job
        if job is None or not job.done:
            return None
        return 0.0 if self.rushed else max(0.0, pace - self.waited)

    def _start(self, seat: int) -> None:
        player = self.player_of(seat)
        assert player is not None
        quick = hurried(player, self.share)
        self.job = thinker().choose(quick, self.session.view(seat), self._seed(), self.talk())
        self.job_turn = self._turn
        self.waited = 0.0

    def _seed(self) -> str:
        """The same position, the same choice: replays and tests see the same game."""
        return f"{self.session.match.seed}:{self._turn}"

    def _result(self, job: Choice, seat: int) -> Command:
        try:
            return job.result
        except Exception:  # a failed search must not stop the game: a quick player decides
            fallback = self.session.game.make_player(FALLBACK_PLAYER)
            rng = random.Random(self._seed())
            return fallback.choose(self.session.view(seat), rng, **self.talk())

    def talk(self) -> dict[str, Any]:
        """What the computer seats say in public now (`GameDef.table_talk`), said once per
        position: the table asks every frame."""
        session = self.session
        key = (id(session.state), session.to_act or 0)  # the game keeps its states: ids hold
        if self._said[0] != key:
            self._said = (key, session.game.table_talk(session.match, session.computer_seats))
        return self._said[1]

    def talk_lines(self) -> list[str]:
        """What the computer seats said, as the table shows it."""
        return self.session.game.talk_lines(self.session.match, self.talk())

    def rush(self) -> None:
        """The player is waiting: play the next computer move as soon as it is chosen."""
        self.rushed = True

    def cancel(self) -> None:
        """Stop thinking, about a move and about a hint (undo, leaving the table)."""
        self._drop_job()
        self.cancel_hint()

    def _drop_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.rushed = False

    # -- autoplay ----------------------------------------------------------------------------

    def toggle_autoplay(self) -> bool:
        """Let the computer play every seat (True), or hand the human seats back (False).
        Autoplay helps, so the game is assisted from then on."""
        if self.autoplay is None:
            self.autoplay = self.session.game.make_player(self.helper, think=HINT_SECONDS)
            self.session.mark_assisted()
        else:
            self.autoplay = None
            self.cancel()
        return self.autoplay is not None

    # -- hints ---------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Start thinking about the move for the person to act (marks the game assisted)."""
        self.cancel_hint()
        seat = self.session.to_act
        assert seat is not None, "no hint once the game is over"
        self.session.mark_assisted()
        if self._hinted is not None and self._hinted[0] == self.session.match.history:
            self.hint_found = self._hinted[1]  # asked again: the same advice, at once
            return
        player = self.session.game.make_player(self.helper, think=HINT_SECONDS)
        view = self.session.view(seat)
        self.hint_job = thinker().choose(player, view, self._seed(), self.talk())
        self.hint_turn = self._turn

    @property
    def hint_pending(self) -> bool:
        return self.hint_job is not None or self.hint_found is not None

    def hint_ready(self) -> Hint | None:
        """The hint, once found for the position it was asked in (else None). Asked again
        in the same position, it is the one given before: the search thinks for seconds, not
        a count of deals, and a second H once changed 9♣ into 7♣."""
        if self.hint_found is not None:
            hint, self.hint_found = self.hint_found, None
            return hint
        job = self.hint_job
        if job is None or not job.done:
            return None
        self.hint_job = None
        seat = self.session.to_act
        if self.hint_turn != self._turn or job.cancelled or seat is None:
            return None
        command = self._result(job, seat)
        hint = Hint(command, self.session.game.explain(self.session.view(seat), command))
        self._hinted = (self.session.match.history, hint)
        return hint

    def cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()
        self.hint_job = None
        self.hint_found = None
