"""Rollouts: candidate moves compared on the same deals of the unseen cards (`determinize`)
and with the same luck, so that the comparison is paired. Each move is played out to the end
of the game by the greedy policy, which may now and then (`Style.epsilon`) play a random
legal move instead, so that deals differ in play as well as in cards; a game played out is
worth 1 for a win, 0.5 for a draw and 0 for a loss, plus a little for each faction of margin
(C-SCORE-5), so that among won or lost deals the closer result still counts. A deal of phase
two with small hands (`Style.exact_cards`) may be solved exactly instead (endgame.py): its
value is then the result of perfect play.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import NamedTuple

from regicide.games.claim.ai.endgame import solvable, solve_moves
from regicide.games.claim.ai.policy import greedy_move
from regicide.games.claim.engine import (
    Card,
    Command,
    GameState,
    PlayCard,
    RandomChance,
    SeatView,
    advance,
    determinize,
    legal_moves,
)

MARGIN_WEIGHT = 0.02  # per faction of margin, next to 1 for a win
MIN_ITERATIONS = 2  # even on a tiny time budget, compare on at least this many deals


class Style(NamedTuple):
    """How a deal is played out: `epsilon`, a rollout's chance of a random legal move instead
    of the greedy one; `exact_cards`, the largest phase-two hand solved exactly (about 20 ms a
    deal at 8 cards; 0: never)."""

    epsilon: float = 0.0
    exact_cards: int = 0


GREEDY = Style()  # the instant player's look ahead: greedy play-outs only


def evaluate_moves(
    view: SeatView,
    moves: Sequence[Command],
    seed: int,
    count: int,
    *,
    deadline: float | None = None,
    cancel: threading.Event | None = None,
    style: Style = GREEDY,
) -> tuple[list[float], int]:
    """The summed values of each move over up to `count` deals drawn from `seed` (fewer when
    the deadline passes, after at least MIN_ITERATIONS, or the search is cancelled), and how
    many deals were played; `style` says how a deal is played out."""
    totals = [0.0] * len(moves)
    deals = random.Random(seed)
    for done in range(count):
        if done >= MIN_ITERATIONS and deadline is not None and time.perf_counter() > deadline:
            return totals, done
        if cancel is not None and cancel.is_set():
            return totals, max(done, 1)
        values = deal_values(view, moves, deals.getrandbits(63), style, cancel)
        for index, value in enumerate(values):
            totals[index] += value
    return totals, count


def deal_values(
    view: SeatView,
    moves: Sequence[Command],
    seed: int,
    style: Style,
    cancel: threading.Event | None,
) -> list[float]:
    """Each move's value on one deal of the unseen cards drawn from `seed`: exact when the
    style allows and the deal is small enough to solve, else a paired rollout."""
    world = determinize(view, random.Random(seed))
    if len(view.hand) <= style.exact_cards and solvable(world):
        return solve_moves(world, [_card(move) for move in moves])
    values = []
    for move in moves:
        if cancel is not None and cancel.is_set():
            break
        chance = RandomChance(random.Random(seed + 1))
        played = advance(world, move, chance, trusted=True)
        luck = random.Random(seed + 2)
        values.append(rollout(played, chance, view.seat, luck, style.epsilon))
    return values


def rollout(
    state: GameState, chance: RandomChance, seat: int, rng: random.Random, epsilon: float
) -> float:
    """Play the epsilon-greedy policy from `state` to the end; the result's value for `seat`."""
    while state.current and state.victor == 0 and not state.results:
        if rng.random() < epsilon:
            options = legal_moves(state)
            move = options[int(rng.random() * len(options))]
        else:
            move = greedy_move(state)
        state = advance(state, move, chance, trusted=True)
    return result_value(state, seat)


def _card(move: Command) -> Card:
    assert isinstance(move, PlayCard)
    return move.card


def result_value(state: GameState, seat: int) -> float:
    """A finished game's worth to `seat`: the win, and the margin in factions won."""
    margin = sum((result.seat == seat) - (result.seat == 3 - seat) for result in state.results)
    win = 1.0 if state.victor == seat else 0.5 if state.victor == 0 else 0.0
    return win + MARGIN_WEIGHT * margin
