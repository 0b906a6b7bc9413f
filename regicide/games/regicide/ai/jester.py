"""After a Jester (R-JEST-4): who should take the next turn, and the one kind of talk the
rules allow about it, each seat saying "I'd like to go next" or "I'd rather not".

Both are decided from public facts and the speaker's own hand only (R-INFO-2): a seat knows
how many cards the others hold, never which.
"""

from __future__ import annotations

from collections.abc import Mapping

from regicide.games.regicide.engine import Card, SeatView, Suit

#: A hand at least this strong, beside the attack it may have to cover, wants the turn.
_EAGER_MARGIN = 6


def wish(view: SeatView) -> bool:
    """Whether `view.seat` would like to take the next turn after a Jester: it can defeat the
    enemy now, or its hand can press the attack (a working power, R-POW-2) and still cover
    the enemy's attack afterwards (R-SUF-2)."""
    hand = view.hand
    if not hand:
        return False
    remaining = view.enemy_health - view.damage
    if view.enemy is not None and max(_damage(card, view) for card in hand) >= remaining:
        return True
    value = sum(card.value for card in hand)
    strongest = max(card.value for card in hand)
    return value - strongest >= view.net_attack + _EAGER_MARGIN and _has_power(hand, view)


def _damage(card: Card, view: SeatView) -> int:
    """R-CLUB-1: the damage one card deals now (Clubs double, unless the enemy blocks them;
    the Jester has just cancelled immunity, R-JEST-1)."""
    blocked = _blocked(view)
    doubled = card.suit is Suit.CLUBS and blocked is not Suit.CLUBS
    return card.value * 2 if doubled else card.value


def _blocked(view: SeatView) -> Suit | None:
    if view.immunity_cancelled or view.enemy is None:
        return None
    return view.enemy.suit


def _has_power(hand: tuple[Card, ...], view: SeatView) -> bool:
    blocked = _blocked(view)
    return any(card.suit is not None and card.suit is not blocked for card in hand)


def choose_seat(view: SeatView, wishes: Mapping[int, bool] | None = None) -> int:
    """R-JEST-4: the seat to name. A seat that asked to go wins over one that would rather
    not; then the chooser itself when it wants the turn (it knows its own hand); then the
    seat holding the most cards, the nearest clockwise first."""
    said = dict(wishes or {})
    said[view.seat] = wish(view)
    seats = range(1, view.players + 1)

    def rank(seat: int) -> tuple[int, int, int, int]:
        eager = said.get(seat)
        order = (seat - view.seat - 1) % view.players  # clockwise from the next seat
        return (
            1 if eager else 0 if eager is None else -1,
            1 if seat == view.seat and eager else 0,
            view.hand_sizes[seat - 1],
            -order,
        )

    return max(seats, key=rank)
