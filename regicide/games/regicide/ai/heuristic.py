"""The greedy policy: score each legal move by the state it leads to (`evaluate`), looking one
step further where the same seat must answer at once (a discard after its own play, R-SUF-2;
the refill's discard after a flip in step 4, R-SOLO-3).

It works on a full state, so a computer player uses it on states dealt by `determinize`
(never the real game's), and the search uses it as its rollout policy.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from regicide.games.regicide.ai import evaluate as evaluation
from regicide.games.regicide.ai.evaluate import LOSS_SCORE, card_worth, evaluate
from regicide.games.regicide.engine import (
    Card,
    Chance,
    Command,
    Discard,
    FlipToken,
    GameState,
    Phase,
    Status,
    Suit,
    advance,
    flip_problem,
    legal_moves,
    minimal_discards,
)

_PLAY, _SUFFER, _CHOOSE = Phase.PLAY, Phase.SUFFER, Phase.CHOOSE_NEXT
_PLAYING = Status.PLAYING
_FLIP = FlipToken()


def score_moves(state: GameState, moves: Sequence[Command], chance: Chance) -> list[float]:
    """The score of each of `moves` (all legal in `state`), as `evaluate` sees the result."""
    return [score_move(state, move, chance) for move in moves]


def score_move(state: GameState, move: Command, chance: Chance) -> float:
    """The value of `move` in `state`: the state after it, or after the same seat's best
    answer when it must discard at once (R-SUF-2) or choose the next seat (R-JEST-4)."""
    after = advance(state, move, chance, trusted=True)
    if after.status is not _PLAYING:
        return evaluate(after)
    if after.current == state.current and after.phase is _SUFFER:
        return best_answer(after, chance)
    if after.phase is _CHOOSE:
        return best_answer(after, chance)
    return evaluate(after)


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


def best_discard(state: GameState, chance: Chance) -> tuple[Command | None, float]:
    """Step 4 (R-SUF-2, R-SOLO-3): the best discard, or a flip followed by its best discard,
    and its value; (None, a loss) when nothing covers the damage.

    A discard only moves cards from the hand to the discard pile and hands the turn on, so
    the sets are scored from the state before it without replaying the rules. A flip is
    weighed only when no set covers the damage or the best one costs half the hand.
    """
    hand = state.hands[state.current - 1]
    due = state.net_attack
    blocked = None if state.immunity_cancelled or state.enemy is None else state.enemy.suit
    solo = state.players == 1
    cards, cost = cheapest_cover(hand, due, blocked, solo)
    best: Command | None = None
    best_value = LOSS_SCORE * 10
    if cards:
        best = Discard(cards)
        best_value = evaluate(state) - cost  # its danger term is 0: the hand covers the attack
        if not solo:
            following = state.hands[state.next_seat(state.current) - 1]
            missing = due - sum(card.value for card in following)
            best_value -= evaluation.WEIGHTS.danger * missing if missing > 0 else 0.0
    if (not cards or 2 * cost > sum(cards_worth(hand, blocked))) and flip_problem(state) is None:
        refilled = advance(state, _FLIP, chance, trusted=True)
        value = (
            best_discard(refilled, chance)[1]
            if refilled.status is _PLAYING and refilled.phase is _SUFFER
            else evaluate(refilled)
        )
        if value > best_value:
            best, best_value = _FLIP, value
    return best, best_value


def cards_worth(hand: Sequence[Card], blocked: Suit | None) -> list[float]:
    return [card_worth(card, blocked) for card in hand]


@lru_cache(maxsize=65536)
def cheapest_cover(
    hand: tuple[Card, ...], due: int, blocked: Suit | None, solo: bool
) -> tuple[tuple[Card, ...], float]:
    """The minimal discard (R-SUF-2) that costs the least: the worth of its cards less what
    they add to the discard pile and, solo, the part of the same attack the rest of the hand
    could no longer cover next turn. ((), 0.0) when nothing covers `due`."""
    weights = evaluation.WEIGHTS
    held = sum(card.value for card in hand)
    best: tuple[Card, ...] = ()
    best_cost = 0.0
    for cards in minimal_discards(hand, due):
        cost = 0.0
        value = 0
        for card in cards:
            cost += card_worth(card, blocked) - weights.discard
            value += card.value
        if solo and due > held - value:
            cost += weights.danger * (due - held + value)
        if not best or cost < best_cost:
            best, best_cost = cards, cost
    return best, best_cost


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
    if state.phase is _SUFFER:
        chosen = best_discard(state, chance)[0]
        if chosen is not None:
            return chosen
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    scores = score_moves(state, moves, chance)
    return moves[max(range(len(moves)), key=scores.__getitem__)]


def is_decision(state: GameState) -> bool:
    """Whether someone still has to move (the game is on)."""
    return state.status is _PLAYING and state.phase in (_PLAY, _SUFFER, _CHOOSE)
