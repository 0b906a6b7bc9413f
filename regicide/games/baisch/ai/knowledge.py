"""What a computer player reads off its view (B-INFO-1): its usable cards, the unseen cards'
distribution, estimates of face-down defences, and the cheapest winning card sets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from regicide.games.baisch.engine import (
    DECK_COUNTS,
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
    """The unseen cards (B-INFO-1): their mean value (Jokers left out), the Joker share,
    `below[v]`, the chance that one unseen defending card is worth less than v (a Joker
    defends 1, B-JOKER-2)."""

    mean: float
    jokers: float
    below: tuple[float, ...]

    def slot_falls(self, total: int, known: int, hidden: int) -> float:
        """The chance that `total` beats a slot of `known` value plus `hidden` unseen cards
        (two or more judged as two)."""
        room = total - known
        if hidden == 0:
            return 1.0 if room > 0 else 0.0
        if hidden == 1:
            return self.below[max(0, min(room, len(self.below) - 1))]
        return pair_below_of(self.below)[max(0, min(room, PAIR_ROOMS - 1))]

    def stack_falls(self, total: int) -> float:
        """The chance that `total` beats an unseen Harvest top (a Joker there never falls)."""
        plain = self.below[max(0, min(total, len(self.below) - 1))] - self.jokers
        return max(0.0, plain)


TOP_VALUE = 16
#: the room past which two unseen cards are always beaten as often (each under TOP_VALUE - 1)
PAIR_ROOMS = 2 * (TOP_VALUE - 1)


@lru_cache(maxsize=1024)
def pair_below_of(below: tuple[float, ...]) -> tuple[float, ...]:
    """For each room r (0 to PAIR_ROOMS - 1), the chance that two unseen cards drawn
    independently from `below`'s distribution are worth less than r together: what a slot
    with two hidden cards needs beaten, worked out once for each distribution (kept), not
    once per attack weighed."""
    ones = [below[v + 1] - below[v] for v in range(len(below) - 1)]
    last = len(below) - 1
    return tuple(
        sum(p * below[max(0, min(room - v, last))] for v, p in enumerate(ones))
        for room in range(PAIR_ROOMS)
    )


#: Each kind of card in the deck: its copies, its defence value (B-JOKER-2) and its rank for
#: the mean (0 for a Joker, left out), read once, not at every estimate.
_DECK_FIGURES = {
    card: (count, card.defense_value, 0 if card.is_joker else card.rank)
    for card, count in DECK_COUNTS.items()
}


def _whole_deck() -> tuple[tuple[int, ...], int, int, int]:
    """The whole deck's cards by defence value, its Jokers, its suited cards and their rank
    sum: what `estimate` takes the seen cards from."""
    values = [0] * TOP_VALUE
    jokers = suited = rank_sum = 0
    for count, defense, rank in _DECK_FIGURES.values():
        values[defense] += count
        if rank:
            suited += count
            rank_sum += rank * count
        else:
            jokers += count
    return tuple(values), jokers, suited, rank_sum


_WHOLE_DECK = _whole_deck()


def estimate(view: SeatView) -> Estimate:
    """B-INFO-1: a face-down card is judged by the cards the seat has not seen: the whole
    deck's figures less those of the cards it has seen (the policy asks at every decision
    of every rollout, and a seat has seen fewer kinds of card than the deck holds)."""
    whole_values, jokers, suited, rank_sum = _WHOLE_DECK
    values = list(whole_values)  # unseen cards by defence value
    for card, times in seen_cards(view).items():
        count, defense, rank = _DECK_FIGURES[card]
        gone = times if times < count else count
        values[defense] -= gone
        if rank:
            suited -= gone
            rank_sum -= rank * gone
        else:
            jokers -= gone
    total = suited + jokers
    if not total:
        return Estimate(8.0, 0.0, tuple(float(v > 8) for v in range(TOP_VALUE)))
    below, under = [], 0
    for value in values:
        below.append(under / total)
        under += value
    return Estimate(rank_sum / suited if suited else 8.0, jokers / total, tuple(below))


def usable_cards(view: SeatView) -> list[Card]:
    """The seat's hand without its locked cards (B-PREY-1, B-HERO-BAT-4)."""
    return view.me.free_known()


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
