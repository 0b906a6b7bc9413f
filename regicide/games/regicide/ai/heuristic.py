"""The greedy policy: score each legal move by the state it leads to (`evaluate`), looking one
step further where the same seat must answer at once (a discard after its own play, R-SUF-2;
the refill's discard after a flip in step 4, R-SOLO-3).

It works on a full state, so a computer player uses it on states dealt by `determinize`
(never the real game's), and the search uses it as its rollout policy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

from regicide.games.regicide.ai import evaluate as evaluation
from regicide.games.regicide.ai.evaluate import LOSS_SCORE, WORTH, evaluate
from regicide.games.regicide.engine import (
    Card,
    Chance,
    Command,
    Discard,
    FlipToken,
    GameState,
    Phase,
    RandomChance,
    Status,
    Suit,
    advance,
    flip_problem,
    keyed_discards,
    largest_discard,
    legal_moves,
)

_SUFFER, _CHOOSE = Phase.SUFFER, Phase.CHOOSE_NEXT
_PLAYING = Status.PLAYING
_FLIP = FlipToken()
T = TypeVar("T")
#: `best_discard`'s answer (the discard or flip, and its value) when it was weighed
Answer = tuple[Command | None, float] | None
#: every discard costs nothing or more (`cheapest_cover`), so none is worth more than the
#: state it is weighed in (`flip_unweighed`)
_DISCARDS_COST = evaluation.WEIGHTS.danger >= 0 and all(
    worth - evaluation.WEIGHTS.discard >= 0
    for table in WORTH.values()
    for card, worth in table.items()
    if card.value > 0
)
#: the least a discarded card costs beyond its value (R-VAL-1), whatever the immunity
_CARD_FLOOR = min(
    worth - evaluation.WEIGHTS.discard - card.value
    for table in WORTH.values()
    for card, worth in table.items()
    if card.value > 0
)
#: more than the rounding of a discard's value (points, sums of a few dozen terms)
_ROUNDING = 1e-6


def score_moves(state: GameState, moves: Sequence[Command], chance: Chance) -> list[float]:
    """The score of each of `moves` (all legal in `state`), as `evaluate` sees the result."""
    return [score_move(state, move, chance) for move in moves]


def score_move(state: GameState, move: Command, chance: Chance) -> float:
    """The value of `move` in `state`: the state after it, or after the same seat's best
    answer when it must discard at once (R-SUF-2) or choose the next seat (R-JEST-4)."""
    return value_after(state, advance(state, move, chance, trusted=True), chance)[0]


def value_after(state: GameState, after: GameState, chance: Chance) -> tuple[float, Answer]:
    """`score_move`'s value of the move that led from `state` to `after`, and the best
    discard it weighed on the way when the same seat must discard at once (else None)."""
    if after.status is not _PLAYING:
        return evaluate(after), None
    if after.current == state.current and after.phase is _SUFFER:
        answer = best_discard(after, chance)
        return answer[1], answer
    if after.phase is _CHOOSE:
        return best_answer(after, chance), None
    return evaluate(after), None


def best_answer(state: GameState, chance: Chance) -> float:
    """The value of the best discard (or token, or next seat) in `state`, one step deep:
    a flip in step 4 is followed by the discard it makes possible (R-SOLO-3)."""
    if state.phase is _SUFFER:
        return best_discard(state, chance)[1]
    best = LOSS_SCORE * 10
    for move in legal_moves(state):
        after = advance(state, move, chance, trusted=True)
        value = _next_seat_value(after, chance) if after.status is _PLAYING else evaluate(after)
        best = max(best, value)
    return best


def best_discard(
    state: GameState, chance: Chance, evaluated: float | None = None
) -> tuple[Command | None, float]:
    """Step 4 (R-SUF-2, R-SOLO-3): the best discard, or a flip followed by its best discard,
    and its value; (None, a loss) when nothing covers the damage. `evaluated`:
    `evaluate(state)`, when the caller has it already.

    A discard only moves cards from the hand to the discard pile and hands the turn on, so
    the sets are scored from the state before it without replaying the rules. A flip is
    weighed only when no set covers the damage or the best one costs half the hand.
    """
    hand = state.hands[state.current - 1]
    due = state.net_attack
    blocked = _blocked(state)
    solo = state.players == 1
    cards, cost, held_worth = cheapest_cover(hand, due, blocked, solo)
    best: Command | None = None
    best_value = LOSS_SCORE * 10
    if cards:
        best = Discard(cards)
        # its danger term is 0: the hand covers the attack
        best_value = (evaluate(state) if evaluated is None else evaluated) - cost
        if not solo:
            following = state.hands[state.next_seat(state.current) - 1]
            missing = due - sum(card.value for card in following)
            best_value -= evaluation.WEIGHTS.danger * missing if missing > 0 else 0.0
    if (not cards or 2 * cost > held_worth) and flip_problem(state) is None:
        refilled = advance(state, _FLIP, chance, trusted=True)
        value = (
            best_discard(refilled, chance)[1]
            if refilled.status is _PLAYING and refilled.phase is _SUFFER
            else evaluate(refilled)
        )
        if value > best_value:
            best, best_value = _FLIP, value
    return best, best_value


@lru_cache(maxsize=65536)
def cheapest_cover(
    hand: tuple[Card, ...], due: int, blocked: Suit | None, solo: bool
) -> tuple[tuple[Card, ...], float, float]:
    """The minimal discard (R-SUF-2) that costs the least: the worth of its cards less what
    they add to the discard pile and, solo, the part of the same attack the rest of the hand
    could no longer cover next turn; its cost; and the worth of the whole hand. ((), 0.0, …)
    when nothing covers `due`. Among equal costs, the first in `minimal_discards`' order."""
    worth = WORTH[blocked]
    held = sum(card.value for card in hand)
    best, cost = _cheapest(keyed_discards(hand, due), worth, due, held, solo)
    return best, cost, sum(worth[card] for card in hand)


def _cheapest(
    keyed: list[tuple[tuple[int, int], tuple[Card, ...]]],
    worth: dict[Card, float],
    due: int,
    held: int,
    solo: bool,
) -> tuple[tuple[Card, ...], float]:
    """`cheapest_cover`'s choice among some minimal discards (each after its place in
    `minimal_discards`' order), from a hand worth `held` in value (R-VAL-1), its cards
    worth `worth` each: the cheapest and its cost."""
    weights = evaluation.WEIGHTS
    best: tuple[Card, ...] = ()
    best_cost = 0.0
    best_order: tuple[int, int] = (0, 0)
    for order, cards in keyed:
        cost = 0.0
        value = 0
        for card in cards:
            cost += worth[card] - weights.discard
            value += card.value
        if solo and due > held - value:
            cost += weights.danger * (due - held + value)
        if not best or cost < best_cost or (cost == best_cost and order < best_order):
            best, best_cost, best_order = cards, cost, order
    return best, best_cost


def flip_unweighed(state: GameState) -> bool:
    """Whether `best_discard(state)` surely weighs no flip (R-SOLO-2/3) and so is worth no
    more than `evaluate(state)` (its discards cost nothing or more): no token can be flipped,
    or the discard of the largest cards, one of the minimal discards, already costs no more
    than half the hand (the cheapest costs no more than it: `cheapest_cover`). Never when
    the weights let a discard cost less than nothing."""
    if not _DISCARDS_COST:
        return False
    if flip_problem(state) is not None:
        return True
    hand = state.hands[state.current - 1]
    due = state.net_attack
    cards = largest_discard(hand, due)
    if not cards:
        return False
    worth = WORTH[_blocked(state)]
    held = sum(card.value for card in hand)
    _, cost = _cheapest([((0, 0), cards)], worth, due, held, True)
    return not 2 * cost > sum(worth[card] for card in hand)


def _blocked(state: GameState) -> Suit | None:
    """The suit whose power the enemy's immunity blocks now (R-POW-2), if any."""
    return None if state.immunity_cancelled or state.enemy is None else state.enemy.suit


def _next_seat_value(state: GameState, chance: Chance) -> float:
    """R-JEST-4: a named seat is worth what its best play makes of the turn."""
    best = LOSS_SCORE * 10
    for move in legal_moves(state):
        after = advance(state, move, chance, trusted=True)
        value = evaluate(after)
        best = max(best, value)
    return best


def greedy_move(state: GameState, chance: Chance) -> Command:
    """The best-scoring legal move in `state` (the first of equals, in the engine's order)."""
    return _greedy(state, chance, None)[0]


def greedy_step(
    state: GameState, chance: Chance, answer: Answer = None
) -> tuple[GameState, Answer]:
    """The state after `greedy_move(state, chance)`, and the best discard there when scoring
    the move weighed it (else None): what a rollout plays, with the same luck. The state
    worked out while scoring the move is taken as it is when it came about without a shuffle
    (a TallyChance counts them; R-HEART-1's heal is the only luck of play), instead of
    playing the move again; `answer` is `best_discard(state, chance)` when already known."""
    move, after, answer = _greedy(state, chance, answer)
    if after is None:
        return advance(state, move, chance, trusted=True), None
    return after, answer


def _greedy(
    state: GameState, chance: Chance, answer: Answer
) -> tuple[Command, GameState | None, Answer]:
    """`greedy_move`'s choice, the state after it when scoring found it without luck (else
    None) and the best discard weighed there."""
    if state.phase is _SUFFER:
        chosen = (answer or best_discard(state, chance))[0]
        if chosen is not None:
            return chosen, None, None
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0], None, None
    tally = chance if isinstance(chance, TallyChance) else None
    best, best_value = -1, 0.0
    kept: tuple[GameState | None, Answer] = (None, None)
    deferred: list[tuple[float, int, GameState, bool, float]] = []
    for index, move in enumerate(moves):
        shuffles = tally.shuffles if tally is not None else 0
        after = advance(state, move, chance, trusted=True)
        clean = tally is not None and tally.shuffles == shuffles  # no luck was drawn
        if after.status is _PLAYING and after.current == state.current and after.phase is _SUFFER:
            evaluated = evaluate(after)
            most = evaluated - least_discard_cost(after) + _ROUNDING
            deferred.append((-most, index, after, clean, evaluated))
            continue
        value, weighed = value_after(state, after, chance)  # in order: R-JEST-4's may shuffle
        if best < 0 or value > best_value:  # the first of equals, as max() keeps it
            best, best_value = index, value
            kept = (after, weighed) if clean else (None, None)
    # The same seat's discards draw no luck, so they are weighed last, the most promising
    # first; one that cannot beat the best even at its most is skipped.
    for most, index, after, clean, evaluated in sorted(deferred, key=_first_two):
        if _beaten(-most, index, best, best_value) and flip_unweighed(after):
            continue
        answer = best_discard(after, chance, evaluated)
        if best < 0 or answer[1] > best_value or (answer[1] == best_value and index < best):
            best, best_value = index, answer[1]
            kept = (after, answer) if clean else (None, None)
    return moves[best], *kept


def _first_two(item: tuple[float, int, GameState, bool, float]) -> tuple[float, int]:
    return item[0], item[1]


def least_discard_cost(state: GameState) -> float:
    """No discard in `state` (step 4, R-SUF-2) costs less than this (`cheapest_cover`): its
    cards are worth at least the damage due, each costing at least `_CARD_FLOOR` more, and
    a minimal discard holds no more cards than the hand. So with its flip unweighed
    (`flip_unweighed`), `best_discard(state)` is worth at most `evaluate(state)` less this
    (to within `_ROUNDING`)."""
    if not _DISCARDS_COST:
        return 0.0
    spare = _CARD_FLOOR * len(state.hands[state.current - 1]) if _CARD_FLOOR < 0 else 0.0
    least = state.net_attack + spare
    return least if least > 0 else 0.0


def _beaten(bound: float, index: int, best: int, best_value: float) -> bool:
    """Whether a move at `index` worth at most `bound` cannot be chosen over `best`: the
    best-scoring move wins, the first of equals."""
    return best >= 0 and (bound < best_value or (bound == best_value and index > best))


class TallyChance(RandomChance):
    """A search's own luck (`RandomChance`) that counts how often it was drawn on, so that
    `greedy_step` knows which moves it scored came about without any."""

    __slots__ = ("shuffles",)

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.shuffles = 0

    def shuffle(self, items: Sequence[T]) -> tuple[T, ...]:
        self.shuffles += 1
        return super().shuffle(items)

    def below(self, count: int) -> int:
        self.shuffles += 1
        return super().below(count)
