"""Rollouts: candidate moves compared by playing each out to the end of the game with the
greedy policy, on the same deals of the unseen cards (`determinize`) and with the same luck,
so that the comparison is paired. A game played out is worth 1 for a win, 0.5 for a draw and
0 for a loss, plus a little for each faction of margin (C-SCORE-5), so that among won or lost
deals the closer result still counts.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence

from regicide.games.claim.ai.policy import greedy_move
from regicide.games.claim.engine import (
    Command,
    GameState,
    RandomChance,
    SeatView,
    advance,
    determinize,
)

MARGIN_WEIGHT = 0.02  # per faction of margin, next to 1 for a win
MIN_ITERATIONS = 2  # even on a tiny time budget, compare on at least this many deals


def evaluate_moves(
    view: SeatView,
    moves: Sequence[Command],
    seed: int,
    count: int,
    *,
    deadline: float | None = None,
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
