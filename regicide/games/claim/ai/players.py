"""The computer players (`name`, `choose(view, rng, *, cancel=None) -> Command`).

Each reads only its seat's view (C-VIS-11): it samples the cards it cannot see with the
engine's `determinize`, so two games that differ only in hidden cards get the same choice
for the same generator. Players hold no state between decisions (they pickle for a worker
process).
"""

from __future__ import annotations

import random
import threading

from regicide.games.claim.ai.policy import move_scores
from regicide.games.claim.engine import Command, SeatView, determinize


class SeatPlayer:
    """What every computer player does alike: a forced move at once, any other decision to
    `decide`."""

    name = "computer"

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        moves = legal_choices(view)
        if len(moves) == 1:
            return moves[0]
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
    """The greedy policy averaged over a few deals of the unseen cards: a few milliseconds a
    decision. It counts cards (the deals hold only what the view has not seen, and never a
    faction the other seat showed it lacks), weighs the prize against a blind card, follows
    as cheaply as the trick allows and leads against the likely reply."""

    name = "instant"

    def __init__(self, worlds: int = 6) -> None:
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
    """Each move's greedy score, summed over `worlds` deals of the unseen cards."""
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        world = determinize(view, rng)
        for index, score in enumerate(move_scores(world, moves)):
            totals[index] += score
    return totals


def legal_choices(view: SeatView) -> list[Command]:
    """The seat's legal moves; a view that is not this seat's decision is a caller's bug."""
    if not view.legal_moves:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return list(view.legal_moves)
