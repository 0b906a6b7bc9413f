"""The computer players of the session protocol (`name`, `choose(view, rng) -> Command`).

Each sees only its seat's view (R-INFO-1/2): it samples the cards it cannot see with the
engine's `determinize`, so positions that differ only in hidden cards give the same choice for
the same generator. `choose` also takes two optional keywords beyond the protocol: `wishes`,
what the other seats said after a Jester (R-JEST-4), and `cancel`, an event that stops a search.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Mapping

from regicide.games.regicide.ai.heuristic import score_moves
from regicide.games.regicide.ai.jester import choose_seat
from regicide.games.regicide.engine import (
    ChooseNext,
    Command,
    Phase,
    RandomChance,
    SeatView,
    determinize,
)


class SeatPlayer:
    """What every computer player does alike: a forced move is made at once, the next seat
    after a Jester is named by `choose_seat` (with the wishes, R-JEST-4), and any other
    decision goes to `decide`."""

    name = "computer"

    def choose(
        self,
        view: SeatView,
        rng: random.Random,
        wishes: Mapping[int, bool] | None = None,
        cancel: threading.Event | None = None,
    ) -> Command:
        moves = legal_choices(view)
        if len(moves) == 1:
            return moves[0]
        if view.phase is Phase.CHOOSE_NEXT:
            return ChooseNext(choose_seat(view, wishes))
        return self.decide(view, moves, rng, cancel)

    def decide(
        self,
        view: SeatView,
        moves: list[Command],
        rng: random.Random,
        cancel: threading.Event | None,
    ) -> Command:
        raise NotImplementedError


class RandomPlayer(SeatPlayer):
    """Any legal move, uniformly: the baseline every other player must beat."""

    name = "random"

    def decide(
        self,
        view: SeatView,
        moves: list[Command],
        rng: random.Random,
        cancel: threading.Event | None,
    ) -> Command:
        return moves[int(rng.random() * len(moves))]


class InstantPlayer(SeatPlayer):
    """The greedy policy averaged over a few sampled deals of the unseen cards: a few
    milliseconds a decision."""

    name = "instant"

    def __init__(self, worlds: int = 3) -> None:
        self.worlds = worlds

    def decide(
        self,
        view: SeatView,
        moves: list[Command],
        rng: random.Random,
        cancel: threading.Event | None,
    ) -> Command:
        totals = average_scores(view, moves, rng, self.worlds)
        return moves[max(range(len(moves)), key=totals.__getitem__)]


def average_scores(
    view: SeatView, moves: list[Command], rng: random.Random, worlds: int
) -> list[float]:
    """Each move's greedy score, averaged over `worlds` deals of the unseen cards."""
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        world = determinize(view, rng)
        chance = RandomChance(random.Random(rng.random()))
        for index, score in enumerate(score_moves(world, moves, chance)):
            totals[index] += score
    return totals


def legal_choices(view: SeatView) -> list[Command]:
    """The seat's legal moves; a view that is not this seat's decision is a caller's bug."""
    if not view.legal_moves:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return list(view.legal_moves)
