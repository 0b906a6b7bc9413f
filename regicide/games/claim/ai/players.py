"""The computer players (`name`, `choose(view, rng, *, cancel=None) -> Command`).

Each reads only its seat's view (C-VIS-11): it samples the cards it cannot see with the
engine's `determinize`, so two games that differ only in hidden cards get the same choice
for the same generator. Players hold no state between decisions (they pickle for a worker
process).
"""

from __future__ import annotations

import random

from regicide.games.claim.ai.policy import move_scores
from regicide.games.claim.ai.rollouts import Style, evaluate_moves
from regicide.games.claim.engine import Command, SeatView, determinize
from regicide.games.computers import Cancel, SeatPlayer


class InstantPlayer(SeatPlayer[SeatView, Command]):
    """The greedy policy averaged over a few deals of the unseen cards, and in phase two a
    short look ahead: a few milliseconds a decision.

    It counts cards (the deals hold only what the view has not seen, and never a faction the
    other seat showed it lacks), weighs the prize against a blind card, follows as cheaply
    as the trick allows, leads against the likely reply and fights for the factions that can
    still decide the game (values.py). In phase two, where the hands are fixed, it plays its
    `candidates` favourite moves out to the end on `rollouts` deals and takes the best; with
    `exact_cards` cards in hand or fewer it plays every move out perfectly (endgame.py), so it does
    not lead a low card into a higher one the other seat is known to hold (C-VIS-3) where a
    greedy play-out cannot tell the difference.
    """

    name = "casual"

    def __init__(
        self, worlds: int = 6, candidates: int = 3, rollouts: int = 4, exact_cards: int = 6
    ) -> None:
        self.worlds = worlds
        self.candidates = candidates
        self.rollouts = rollouts
        self.style = Style(exact_cards=exact_cards)

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        totals = average_scores(view, moves, rng, self.worlds)
        ranked = sorted(range(len(moves)), key=lambda index: -totals[index])
        if view.phase == 1 or self.rollouts == 0:
            return moves[ranked[0]]
        exact = len(view.hand) <= self.style.exact_cards  # every move weighed, perfectly
        shortlist = [moves[index] for index in (ranked if exact else ranked[: self.candidates])]
        sums, _ = evaluate_moves(
            view, shortlist, rng.getrandbits(63), self.rollouts, style=self.style
        )
        return shortlist[max(range(len(shortlist)), key=sums.__getitem__)]


class BeginnerPlayer(InstantPlayer):
    """The greedy policy on a single deal of the unseen cards and no look ahead in phase
    two: it plays sound tricks, but on one guess at the other hand, so it misreads what the
    other seat may still hold as a beginner does."""

    name = "beginner"

    def __init__(self) -> None:
        super().__init__(worlds=1, candidates=1, rollouts=0, exact_cards=0)


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
