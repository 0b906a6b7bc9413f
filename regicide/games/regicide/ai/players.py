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
    Phase,
    PlayCards,
    RandomChance,
    SeatView,
    Suit,
    determinize,
    play_value,
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
    """A beginner's way of playing: sensible, with a beginner's typical mistakes, never at
    random. It looks at one guess of the unseen cards and never makes a move it sees losing
    (the enemy's counter-attack must stay covered, R-SUF-2), but among the rest it

    - plays its biggest attack (R-PLAY-1..3, Clubs doubled, R-CLUB-1), never keeping a card
      back for a later enemy;
    - yields (R-YIELD-1) only when every play would lose;
    - plays a Jester (R-JEST-1) only when nothing else is safe, so it cancels no immunity
      while it would help;
    - keeps its solo Jester tokens (R-SOLO-3) until nothing else saves the game.

    Its discards (R-SUF-2) are the greedy policy's on the same guess."""

    name = "beginner"

    def __init__(self) -> None:
        super().__init__(worlds=1)

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        totals = average_scores(view, moves, rng, self.worlds)
        safe = [index for index in range(len(moves)) if totals[index] > DESPERATE]
        if not safe:
            return moves[max(range(len(moves)), key=totals.__getitem__)]
        attacks = [index for index in safe if beginner_attack(view, moves[index]) is not None]
        if not attacks:
            return moves[max(safe, key=totals.__getitem__)]
        return moves[
            max(attacks, key=lambda index: (beginner_attack(view, moves[index]), totals[index]))
        ]


def beginner_attack(view: SeatView, move: Command) -> int | None:
    """The damage a beginner sees in `move`: its cards' value, doubled when a Club's power
    works (R-CLUB-1); None for anything but a play of cards other than a Jester (a yield,
    a token, a discard), which a beginner takes only when no attack is safe."""
    if not isinstance(move, PlayCards) or any(card.is_jester for card in move.cards):
        return None
    blocked = None if view.immunity_cancelled or view.enemy is None else view.enemy.suit
    value = play_value(move.cards)
    doubled = blocked is not Suit.CLUBS and any(card.suit is Suit.CLUBS for card in move.cards)
    return 2 * value if doubled else value


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
