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
from collections.abc import Sequence

from regicide.games.claim.ai.players import SeatPlayer, average_scores
from regicide.games.claim.ai.policy import greedy_move
from regicide.games.claim.engine import (
    Command,
    GameState,
    RandomChance,
    SeatView,
    advance,
    determinize,
)

CANDIDATES = 5  # the instant player's favourites that are searched
MARGIN_WEIGHT = 0.02  # per faction of margin, next to 1 for a win
MIN_ITERATIONS = 2  # even on a tiny time budget, compare on at least this many deals
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


def evaluate_moves(
    view: SeatView,
    moves: Sequence[Command],
    seed: int,
    count: int,
    *,
    deadline: float | None,
    cancel: threading.Event | None = None,
) -> tuple[list[float], int]:
    """The summed rollout values of each move over up to `count` deals drawn from `seed`
    (fewer when the deadline passes, after at least MIN_ITERATIONS, or the search is
    cancelled), and how many deals were played."""
    totals = [0.0] * len(moves)
    deals = random.Random(seed)
    for done in range(count):
        if done >= MIN_ITERATIONS and deadline is not None and time.perf_counter() > deadline:
            return totals, done
        world_seed = deals.getrandbits(63)
        world = determinize(view, random.Random(world_seed))
        for index, move in enumerate(moves):
            if cancel is not None and cancel.is_set():
                return totals, max(done, 1)
            chance = RandomChance(random.Random(world_seed + 1))
            totals[index] += rollout(advance(world, move, chance, trusted=True), chance, view.seat)
    return totals, count


def rollout(state: GameState, chance: RandomChance, seat: int) -> float:
    """Play the greedy policy from `state` to the end; the result's value for `seat`."""
    while state.current and state.victor == 0 and not state.results:
        state = advance(state, greedy_move(state), chance, trusted=True)
    return result_value(state, seat)


def result_value(state: GameState, seat: int) -> float:
    """A finished game's worth to `seat`: the win, and the margin in factions won."""
    margin = sum((result.seat == seat) - (result.seat == 3 - seat) for result in state.results)
    win = 1.0 if state.victor == seat else 0.5 if state.victor == 0 else 0.0
    return win + MARGIN_WEIGHT * margin
