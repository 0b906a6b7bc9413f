"""What a computer player reads off its view (B-INFO-1): its usable cards, the unseen cards'
distribution, estimates of face-down defences, and the cheapest winning card sets."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from regicide.games.baisch.engine import (
    DECK_COUNTS,
    JOKER,
    Card,
    PlayerView,
    SeatView,
    SlotView,
    Suit,
    seen_cards,
)

MAX_SET = 4  # card sets of at most this many cards are considered
SET_POOL = 8  # of at most this many cards of a suit


@dataclass(frozen=True, slots=True)
class Estimate:
    """The unseen cards (B-INFO-1): their mean value (Jokers left out), the Joker share and
    `below[v]`, the chance that one unseen defending card is worth less than v (a Joker
    defends 1, B-JOKER-2)."""

    mean: float
    jokers: float
    below: tuple[float, ...]

    def slot_falls(self, total: int, known: int, hidden: int) -> float:
        """The chance that `total` beats a slot of `known` value plus `hidden` unseen cards."""
        room = total - known
        if hidden == 0:
            return 1.0 if room > 0 else 0.0
        if hidden == 1:
            return self.below[max(0, min(room, len(self.below) - 1))]
        ones = [self.below[v + 1] - self.below[v] for v in range(len(self.below) - 1)]
        return sum(
            p * self.below[max(0, min(room - v, len(self.below) - 1))] for v, p in enumerate(ones)
        )

    def stack_falls(self, total: int) -> float:
        """The chance that `total` beats an unseen Harvest top (a Joker there never falls)."""
        plain = self.below[max(0, min(total, len(self.below) - 1))] - self.jokers
        return max(0.0, plain)


TOP_VALUE = 16


def estimate(view: SeatView) -> Estimate:
    """B-INFO-1: a face-down card is judged by the cards the seat has not seen."""
    unseen = DECK_COUNTS - seen_cards(view)
    total = sum(unseen.values())
    if not total:
        return Estimate(8.0, 0.0, tuple(float(v > 8) for v in range(TOP_VALUE)))
    suited = [(card.rank, count) for card, count in unseen.items() if not card.is_joker]
    count = sum(n for _, n in suited)
    mean = sum(rank * n for rank, n in suited) / count if count else 8.0
    values = [0] * TOP_VALUE
    for card, n in unseen.items():
        values[card.defense_value] += n
    below = [sum(values[:v]) / total for v in range(TOP_VALUE)]
    return Estimate(mean, unseen[JOKER] / total, tuple(below))


def usable_cards(view: SeatView) -> list[Card]:
    """The seat's hand without its locked cards (B-PREY-1, B-HERO-BAT-4)."""
    rest = list(view.me.known)
    for card in view.me.locked_known:
        rest.remove(card)
    return rest


def slot_guess(slot: SlotView, guess: float) -> float:
    """B-ATTACK-2: a slot's defence with each unseen card guessed (a Joker defends 1)."""
    known = sum(card.defense_value for card in slot.cards if card is not None)
    return known + guess * sum(card is None for card in slot.cards) + slot.mercs


def king_guess(player: PlayerView, guess: float) -> float:
    return guess if player.king is None else player.king.defense_value


def suit_groups(cards: list[Card], symbol: Suit | None) -> dict[Suit, list[Card]]:
    """B-ATK-2/3: the usable suited cards that may attack now, by suit."""
    groups: dict[Suit, list[Card]] = {}
    for card in cards:
        if card.suit is not None and (symbol is None or card.suit is symbol):
            groups.setdefault(card.suit, []).append(card)
    return groups


def card_sets(groups: dict[Suit, list[Card]]) -> list[tuple[Card, ...]]:
    """Every one-suit set of up to MAX_SET cards, in the hand's order."""
    found: list[tuple[Card, ...]] = []
    for cards in groups.values():
        ordered = sorted(cards, key=lambda card: card.rank)
        if len(ordered) > SET_POOL:  # a huge hand: its lowest and highest cards suffice
            ordered = ordered[: SET_POOL - 2] + ordered[-2:]
        for size in range(1, min(MAX_SET, len(ordered)) + 1):
            found.extend(combinations(ordered, size))
    return found


def cheapest_over(groups: dict[Suit, list[Card]], needed: float) -> tuple[Card, ...] | None:
    """The one-suit set of the smallest sum above `needed` (fewest cards on a tie)."""
    best: tuple[Card, ...] | None = None
    best_key = (10**6, 10**6)
    for cards in groups.values():
        ordered = sorted(cards, key=lambda card: card.rank)
        for size in range(1, min(MAX_SET, len(ordered)) + 1):
            for chosen in combinations(ordered, size):
                total = sum(card.rank for card in chosen)
                if total > needed and (total, size) < best_key:
                    best, best_key = chosen, (total, size)
    return best
