"""The computer seats at the table, and hints: thinking off the UI thread, at a readable pace.

`ComputerTurns` watches its session: when a computer seat (or, with autoplay, any seat) is to
act, it starts that player's `BackgroundChoice` on the seat's own view (R-INFO: never the whole
state) once the cards are at rest, and hands the chosen command back after a short pause has
let the player see the position. Undo, leaving the table or a changed position cancel the search.
After a Jester (R-JEST-4) the computer seats say whether they would like the next turn; the
chooser hears them. A hint is the strong player's choice for the human seat to act, with the
sentence that explains it (narrate/hints.py); asking for one marks the game assisted.
"""

from __future__ import annotations

import random

from regicide.games.regicide.ai import BackgroundChoice, Hint, explain, make_player, wish
from regicide.games.regicide.engine import Command, Phase
from regicide.play.session import ComputerPlayer, Session

PACE_SECONDS = 0.7  # a pause after the cards settle, so each computer move can be followed
HINT_SECONDS = 1.0
HELPER_PLAYER = "strong"


class ComputerTurns:
    """Plays the computer seats of one session and answers hints (no pygame here)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.autoplay: ComputerPlayer | None = None  # plays the human seats too, when on
        self.job: BackgroundChoice | None = None
        self.job_turn = -1  # the number of moves made when the job started
        self.idle = 0.0  # seconds the table has been at rest since this position
        self.rushed = False
        self.hint_job: BackgroundChoice | None = None
        self.hint_turn = -1
        self.helper = HELPER_PLAYER  # who gives hints and plays autoplay (tests: "instant")
        self._said: tuple[tuple[int, int], dict[int, bool]] = ((-1, -1), {})

    # -- who plays now ------------------------------------------------------------------------

    def player_of(self, seat: int) -> ComputerPlayer | None:
        """The computer that plays `seat` now: its own, or the autoplay's."""
        return self.session.seat(seat).player or self.autoplay

    @property
    def acting_seat(self) -> int | None:
        """The seat a computer plays now, or None (a human's turn, or the game is over)."""
        if self.session.over:
            return None
        seat = self.session.state.current
        return seat if self.player_of(seat) is not None else None

    @property
    def thinking(self) -> bool:
        return self.job is not None and not self.job.done

    @property
    def _turn(self) -> int:
        return len(self.session.game.history)

    # -- the computer's turns -------------------------------------------------------------------

    def update(self, dt: float, at_rest: bool, pace: float) -> Command | None:
        """Think about the current position once the cards are at rest (a search on the worker
        thread would take frames from a moving animation); return the command to play once it
        is chosen and the table has rested `pace` seconds."""
        seat = self.acting_seat
        if seat is None or (self.job is not None and self.job_turn != self._turn):
            self._drop_job()
        if seat is None:
            return None
        if self.job is None and at_rest:
            self._start(seat)  # at rest: a search shares the interpreter, cards moving never
        self.idle = self.idle + dt if at_rest else 0.0
        job = self.job
        if job is None or not job.done or not at_rest or (self.idle < pace and not self.rushed):
            return None
        self.job = None
        self.rushed = False
        return self._result(job, seat)

    def _start(self, seat: int) -> None:
        player = self.player_of(seat)
        assert player is not None
        view = self.session.view(seat)
        wishes = self.wishes(seat) if view.phase is Phase.CHOOSE_NEXT else None
        self.job = BackgroundChoice(player, view, self._seed(), wishes)
        self.job_turn = self._turn
        self.idle = 0.0

    def _seed(self) -> str:
        """The same position, the same choice: replays and tests see the same game."""
        return f"{self.session.game.seed}:{self._turn}"

    def _result(self, job: BackgroundChoice, seat: int) -> Command:
        try:
            return job.result
        except Exception:  # a failed search must not stop the game: the instant player decides
            view = self.session.view(seat)
            return make_player("instant").choose(view, random.Random(self._seed()))

    def wishes(self, chooser: int) -> dict[int, bool]:
        """R-JEST-4: what each computer seat other than `chooser` says about going next (said
        once per position: the table asks every frame)."""
        key = (id(self.session.state), chooser)  # states are kept by the game: ids are stable
        if self._said[0] != key:
            said = {}
            for seat in range(1, self.session.state.players + 1):
                player = self.session.seat(seat).player
                if seat != chooser and player is not None:
                    said[seat] = wish(player, self.session.view(seat))
            self._said = (key, said)
        return self._said[1]

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
            self.autoplay = make_player(self.helper, think=HINT_SECONDS)
            self.session.mark_assisted()
        else:
            self.autoplay = None
            self.cancel()
        return self.autoplay is not None

    # -- hints ---------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Start thinking about the move for the human seat to act (marks the game assisted)."""
        self.cancel_hint()
        seat = self.session.state.current
        player = make_player(self.helper, think=HINT_SECONDS)
        self.hint_job = BackgroundChoice(player, self.session.view(seat), self._seed())
        self.hint_turn = self._turn
        self.session.mark_assisted()

    @property
    def hint_pending(self) -> bool:
        return self.hint_job is not None

    def hint_ready(self) -> Hint | None:
        """The hint, once found for the position it was asked in (else None)."""
        job = self.hint_job
        if job is None or not job.done:
            return None
        self.hint_job = None
        if self.hint_turn != self._turn or job.cancelled:
            return None
        seat = self.session.state.current
        command = self._result(job, seat)
        return Hint(command, explain(self.session.view(seat), command))

    def cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()
        self.hint_job = None
