"""The strong player: determinized Monte Carlo search (perfect-information sampling) over the
seat's view (C-VIS-11).

Each iteration deals the unseen cards once (`determinize`) and plays every candidate move in
that same deal, each followed by a rollout of the greedy policy to the end of the game, with
the same luck; so candidates are compared on paired deals. A rollout is worth 1 for a win,
0.5 for a draw and 0 for a loss, plus a little for each faction of margin (C-SCORE-5), so
that among lost or won deals the closer result still counts. The candidate with the best
mean is played; only the few moves the instant player likes best are searched.

The first third of the budget compares every candidate; the rest compares the two best on
new deals (successive halving: the close call gets most of the samples). The budget is a
time (`think` seconds a decision) or an exact number of iterations (`iterations`:
deterministic for a given generator). A `cancel` event stops the search
between rollouts (each takes a few milliseconds) by raising `Cancelled`.
"""

from __future__ import annotations

import random
import threading
import time

from regicide.games.claim.ai.players import SeatPlayer, average_scores
from regicide.games.claim.ai.rollouts import MIN_ITERATIONS, evaluate_moves
from regicide.games.claim.engine import Command, SeatView

CANDIDATES = 5  # the instant player's favourites that are searched
FINALISTS = 2  # those searched again, on more deals, after the first third of the budget
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
        first_count = max(MIN_ITERATIONS, count // 3)
        ends = (
            (None, None) if self.think is None else (started + self.think / 3, started + self.think)
        )
        first = evaluate_moves(
            view, shortlist, rng.getrandbits(63), first_count, deadline=ends[0], cancel=cancel
        )
        finalists = _best(shortlist, first, FINALISTS)
        second = evaluate_moves(
            view,
            [shortlist[index] for index in finalists],
            rng.getrandbits(63),
            max(MIN_ITERATIONS, count - first_count),
            deadline=ends[1],
            cancel=cancel,
        )
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        totals = [first[0][index] + second[0][rank] for rank, index in enumerate(finalists)]
        best = max(range(len(finalists)), key=totals.__getitem__)
        return shortlist[finalists[best]]

    def shortlist(self, view: SeatView, moves: list[Command], rng: random.Random) -> list[Command]:
        """The `candidates` moves the greedy policy scores best on two deals, best first."""
        if len(moves) <= self.candidates:
            return moves
        scores = average_scores(view, moves, rng, 2)
        order = sorted(range(len(moves)), key=lambda index: -scores[index])
        return [moves[index] for index in order[: self.candidates]]


def _best(moves: list[Command], results: tuple[list[float], int], count: int) -> list[int]:
    """The indexes of the `count` moves with the best sums (all deals are shared)."""
    totals = results[0]
    return sorted(range(len(moves)), key=lambda index: -totals[index])[:count]
