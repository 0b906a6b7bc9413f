"""The computer players of the session protocol (`name`, `choose(view, rng) -> Command`).

Each sees only its seat's view (R-INFO-1/2): it samples the cards it cannot see with the
engine's `determinize`, so positions that differ only in hidden cards give the same choice for
the same generator. `choose` also takes two optional keywords beyond the protocol: `wishes`,
what the other seats said after a Jester (R-JEST-4), and `cancel`, an event that stops a search.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from regicide.games import computers
from regicide.games.computers import Cancel, any_move
from regicide.games.regicide.ai.evaluate import LOSS_SCORE
from regicide.games.regicide.ai.heuristic import score_moves
from regicide.games.regicide.ai.jester import choose_seat
from regicide.games.regicide.engine import (
    ChooseNext,
    Command,
    FlipToken,
    Phase,
    RandomChance,
    SeatView,
    determinize,
)

DESPERATE = LOSS_SCORE / 2  # a score this low means the move loses the game (evaluate.py)


class SeatPlayer(computers.SeatPlayer[SeatView, Command]):
    """What every Regicide computer player does alike: a forced move is made at once, the next
    seat after a Jester is named by `choose_seat` (with the wishes, R-JEST-4), and any other
    decision goes to `decide`."""

    def choose(
        self,
        view: SeatView,
        rng: random.Random,
        wishes: Mapping[int, bool] | None = None,
        cancel: Cancel = None,
    ) -> Command:
        if view.phase is Phase.CHOOSE_NEXT and len(view.legal_moves) > 1:
            return ChooseNext(choose_seat(view, wishes))
        return super().choose(view, rng, cancel=cancel)


class RandomPlayer(SeatPlayer):
    """Any legal move, uniformly: the baseline every other player must beat."""

    name = "random"

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        return any_move(moves, rng)


class InstantPlayer(SeatPlayer):
    """The greedy policy averaged over a few sampled deals of the unseen cards: a few
    milliseconds a decision."""

    name = "casual"

    def __init__(self, worlds: int = 3) -> None:
        self.worlds = worlds

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        totals = average_scores(view, moves, rng, self.worlds)
        return moves[max(range(len(moves)), key=totals.__getitem__)]


class BeginnerPlayer(InstantPlayer):
    """The greedy policy on a single deal of the unseen cards, and a beginner's thrift: it
    keeps its solo Jester tokens (R-SOLO-3) until nothing else saves the game. Sensible
    moves (it never plays into a loss it can see), but it does not weigh what else the cards
    it cannot see might be, and it spends a token only when it is too late to gain by it."""

    name = "beginner"

    def __init__(self) -> None:
        super().__init__(worlds=1)

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        totals = average_scores(view, moves, rng, self.worlds)
        kept = [index for index, move in enumerate(moves) if not isinstance(move, FlipToken)]
        if not kept or max(totals[index] for index in kept) <= DESPERATE:
            kept = list(range(len(moves)))
        return moves[max(kept, key=totals.__getitem__)]


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
