"""The strong player: determinized Monte Carlo search (perfect-information sampling) over the
seat's view (C-VIS-11).

Each iteration deals the unseen cards once (`determinize`) and plays every candidate move in
that same deal, each followed by a rollout of the greedy policy to the end of the game, with
the same luck; so candidates are compared on paired deals. A rollout is worth 1 for a win,
0.5 for a draw and 0 for a loss, plus a little for each faction of margin (C-SCORE-5), so
that among lost or won deals the closer result still counts. The candidate with the best
mean is played; only the few moves the instant player likes best are searched.

The budget is a time (`think` seconds a decision) or an exact number of iterations
(`iterations`: deterministic for a given generator). A `cancel` event stops the search
between rollouts (each takes a few milliseconds) by raising `Cancelled`.
"""

from __future__ import annotations

import random
import threading
import time

from regicide.games.claim.ai.players import SeatPlayer, average_scores
from regicide.games.claim.ai.rollouts import evaluate_moves
from regicide.games.claim.engine import Command, SeatView

CANDIDATES = 5  # the instant player's favourites that are searched
MAX_ITERATIONS = 1_000_000  # a time budget's bound on deals drawn up front


class Cancelled(Exception):
    """The search was cancelled before it chose (an undo, or leaving the table)."""


class StrongPlayer(SeatPlayer):
    """Determinized search with greedy rollouts (see the module docstring)."""

    name = "strong"

    def __init__(
        self,
        think: float | None = 1.0,
        iterations: int | None = None,
        candidates: int = CANDIDATES,
    ) -> None:
        self.think = 1.0 if think is None and iterations is None else think
        self.iterations = iterations
        self.candidates = candidates

    def decide(
        self,
        view: SeatView,
        moves: list[Command],
        rng: random.Random,
        cancel: threading.Event | None,
    ) -> Command:
        started = time.perf_counter()
        shortlist = self.shortlist(view, moves, rng)
        if len(shortlist) == 1:
            return shortlist[0]
        count = self.iterations if self.iterations is not None else MAX_ITERATIONS
        seed = rng.getrandbits(63)
        deadline = None if self.think is None else started + self.think
        totals, done = evaluate_moves(
            view, shortlist, seed, count, deadline=deadline, cancel=cancel
        )
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        return shortlist[max(range(len(shortlist)), key=lambda index: totals[index] / done)]

    def shortlist(self, view: SeatView, moves: list[Command], rng: random.Random) -> list[Command]:
        """The `candidates` moves the greedy policy scores best on two deals, best first."""
        if len(moves) <= self.candidates:
            return moves
        scores = average_scores(view, moves, rng, 2)
        order = sorted(range(len(moves)), key=lambda index: -scores[index])
        return [moves[index] for index in order[: self.candidates]]
