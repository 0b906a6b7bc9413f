"""The strong player: determinized Monte Carlo search (perfect-information sampling) over the
seat's view (C-VIS-11).

Each iteration deals the unseen cards once (`determinize`) and plays every legal move in
that same deal, with the same luck; so moves are compared on paired deals. In phase two,
once the hands hold at most EXACT_CARDS, each deal is solved exactly (endgame.py: perfect
play to the end, valued by the game's result); before that each move is followed by a
rollout of the epsilon-greedy policy (mostly the greedy policy, a random move with chance
EPSILON, so rollouts differ) to the end of the game. Both are worth 1 for a win, 0.5 for a
draw and 0 for a loss (a rollout adds a little for each faction of margin, C-SCORE-5). The
move with the best mean is played; among equals, the one the greedy policy likes best.

The first third of the budget compares every legal move; the rest compares the FINALISTS
best on new deals (successive halving: the close calls get most of the samples). The budget
is a time (`think` seconds a decision) or an exact number of iterations (`iterations`:
deterministic for a given generator). A `cancel` event stops the search between rollouts
(each takes a few milliseconds) or between exact deals (tens of milliseconds at 8 cards) by
raising `Cancelled` (`regicide.games.computers`).
"""

from __future__ import annotations

import random

from regicide.games.claim.ai.players import average_scores
from regicide.games.claim.ai.rollouts import MIN_ITERATIONS, Style, evaluate_moves
from regicide.games.claim.engine import Command, SeatView
from regicide.games.computers import (
    Cancel,
    SearchBudget,
    SeatPlayer,
    deadline_after,
    stop_if_cancelled,
)

FINALISTS = 3  # the moves searched again, on more deals, after the first third of the budget
#: a rollout's chance of a random legal move instead of the greedy one: 0.3 won 269 of the
#: 400 games against Casual where 0.1 won 262 (issue 34, benchmarks/levels.md)
EPSILON = 0.3
EXACT_CARDS = 8  # phase-two hands this small are solved exactly on each deal
STYLE = Style(epsilon=EPSILON, exact_cards=EXACT_CARDS)
PRIOR_WORLDS = 2  # the deals the greedy policy ranks the moves on before the search
MAX_ITERATIONS = 1_000_000  # a time budget's bound on deals drawn up front


class StrongPlayer(SearchBudget, SeatPlayer[SeatView, Command]):
    """Determinized search with exact endgames and epsilon-greedy rollouts (see the module
    docstring)."""

    name = "strong"

    def __init__(
        self,
        think: float | None = 1.0,
        iterations: int | None = None,
        *,
        style: Style = STYLE,
        finalists: int = FINALISTS,
        candidates: int | None = None,
        prior_worlds: int = PRIOR_WORLDS,
    ) -> None:
        super().__init__(think, iterations)
        self.style = style
        self.finalists = finalists
        self.candidates = candidates
        self.prior_worlds = prior_worlds

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        think = self.think
        ends = (None, None) if think is None else (deadline_after(think / 3), deadline_after(think))
        shortlist = ranked(view, moves, rng, self.prior_worlds)[: self.candidates]
        count = self.iterations if self.iterations is not None else MAX_ITERATIONS
        first_count = max(MIN_ITERATIONS, count // 3)
        first = evaluate_moves(
            view,
            shortlist,
            rng.getrandbits(63),
            first_count,
            deadline=ends[0],
            cancel=cancel,
            style=self.style,
        )
        finalists = _best(shortlist, first, self.finalists)
        second = evaluate_moves(
            view,
            [shortlist[index] for index in finalists],
            rng.getrandbits(63),
            max(MIN_ITERATIONS, count - first_count),
            deadline=ends[1],
            cancel=cancel,
            style=self.style,
        )
        stop_if_cancelled(cancel)
        totals = [first[0][index] + second[0][rank] for rank, index in enumerate(finalists)]
        best = max(range(len(finalists)), key=totals.__getitem__)
        return shortlist[finalists[best]]


def ranked(
    view: SeatView, moves: list[Command], rng: random.Random, worlds: int = PRIOR_WORLDS
) -> list[Command]:
    """Every legal move, those the greedy policy scores best on `worlds` deals first (so that
    it breaks ties between moves the search finds equal)."""
    scores = average_scores(view, moves, rng, worlds)
    order = sorted(range(len(moves)), key=lambda index: -scores[index])
    return [moves[index] for index in order]


def _best(moves: list[Command], results: tuple[list[float], int], count: int) -> list[int]:
    """The indexes of the `count` moves with the best sums (all deals are shared)."""
    totals = results[0]
    return sorted(range(len(moves)), key=lambda index: -totals[index])[:count]
