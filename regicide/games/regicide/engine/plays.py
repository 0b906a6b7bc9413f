"""Which sets of cards form a legal play (R-PLAY-1..6) or a discard (R-SUF-2), and their value.

The `*_problem` functions return None for a legal choice, else the refusal's facts (refusals.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import accumulate, combinations
from operator import attrgetter, itemgetter

from regicide.games.regicide.engine.cards import Card, cards_value, sort_cards
from regicide.games.regicide.engine.refusals import Refusal, Why, refuse

MAX_PLAY_CARDS = 4
COMBO_LIMIT = 10  # R-PLAY-3
_first = itemgetter(0)
_sort_key = attrgetter("sort_key")


def play_value(cards: Iterable[Card]) -> int:
    """X of a play: the sum of its card values (R-PLAY-1..3; an Ace pair is 1 + the other)."""
    return cards_value(cards)


def play_problem(cards: Sequence[Card]) -> Refusal | None:
    """Why `cards` are not one legal play, or None if they are (R-PLAY-1..6)."""
    if not cards:
        return refuse(Why.NO_CARDS)
    if len(cards) == 1:
        return None  # R-PLAY-1: any single card
    if any(card.is_jester for card in cards):
        return refuse(Why.JESTER_ALONE)  # R-PLAY-5
    if len(cards) != len(set(cards)):
        return refuse(Why.CARD_TWICE)
    if any(card.is_ace for card in cards):
        return _ace_problem(cards)
    return _combo_problem(cards)


def _ace_problem(cards: Sequence[Card]) -> Refusal | None:
    """R-PLAY-2/4: an Ace pairs with exactly one other non-Jester card and joins no combo."""
    if len(cards) == 2:
        return None
    return refuse(Why.ACE_PAIR)


def _combo_problem(cards: Sequence[Card]) -> Refusal | None:
    """R-PLAY-3/6: 2–4 number cards of one rank totalling at most 10."""
    if len(cards) > MAX_PLAY_CARDS:
        return refuse(Why.TOO_MANY, limit=MAX_PLAY_CARDS)
    royal = next((card for card in cards if card.is_royal), None)
    if royal is not None:
        return refuse(Why.ROYAL_IN_COMBO, card=royal)
    ranks = {card.rank for card in cards}
    if len(ranks) > 1:
        return refuse(Why.MIXED_RANKS, cards=tuple(sort_cards(cards)))
    total = cards_value(cards)
    if total > COMBO_LIMIT:
        return refuse(Why.COMBO_OVER, total=total, limit=COMBO_LIMIT)
    return None


def legal_plays(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every distinct legal play from `hand`, each in stable card order (R-PLAY-1..4)."""
    distinct = sort_cards(set(hand))
    plays: list[tuple[Card, ...]] = [(card,) for card in distinct]
    if distinct and distinct[0].is_ace:  # Aces sort first
        plays += _ace_pairs(distinct)
    return plays + _combos(distinct)


def _ace_pairs(distinct: Sequence[Card]) -> list[tuple[Card, ...]]:
    """R-PLAY-2: Aces sort first, so a pair's first card is its Ace; the Jester never pairs."""
    aces = [card for card in distinct if card.is_ace]
    return [
        (ace, other)
        for index, ace in enumerate(aces)
        for other in distinct[index + 1 :]
        if not other.is_jester
    ]


def _combos(distinct: Sequence[Card]) -> list[tuple[Card, ...]]:
    """R-PLAY-3: 2–4 number cards of one rank totalling at most 10 (ranks up to 5)."""
    small = [card for card in distinct if card.is_number and 2 * card.rank <= COMBO_LIMIT]
    if len({card.rank for card in small}) == len(small):
        return []  # no two of one rank: most hands
    by_rank: dict[int, list[Card]] = {}
    for card in small:
        by_rank.setdefault(card.rank, []).append(card)
    combos: list[tuple[Card, ...]] = []
    for rank, same in by_rank.items():
        for size in range(2, min(len(same), MAX_PLAY_CARDS, COMBO_LIMIT // rank) + 1):
            combos.extend(combinations(same, size))
    return combos


def discard_problem(cards: Sequence[Card], due: int, *, strict: bool) -> Refusal | None:
    """Why `cards` do not cover `due` damage (R-SUF-2, variant strict_discard), or None."""
    if not cards:
        return refuse(Why.DISCARD_NOTHING, due=due)
    total = cards_value(cards)
    if total < due:
        return refuse(Why.DISCARD_SHORT, total=total, due=due)
    if strict:
        largest = max(cards, key=lambda card: card.value)
        if total - largest.value >= due:
            return refuse(Why.DISCARD_STRICT, card=largest, due=due)
    return None


def minimal_discards(hand: Sequence[Card], due: int) -> list[tuple[Card, ...]]:
    """The sets that cover `due` from which no card can be dropped (FORMAT.md legal_moves).

    A set is minimal when its total minus its smallest card falls short of `due`, so a
    Jester (value 0) is never part of one. Minimal sets also satisfy strict_discard. They
    are listed by size, then in the order of their cards (as `combinations` of the cards in
    their stable order would list them).

    A depth-first search over the cards by falling value finds them: a set is complete, and
    minimal (its last card is its smallest), as soon as it covers `due`; a branch stops as
    soon as all the cards after it together could not cover `due` any more. The stable order
    is by rank, so by value (R-VAL-1), and a set's cards are found in reverse. Its sort key
    is its size, then a bit mask with the first card in the stable order as the highest
    bit, larger first.
    """
    found = keyed_discards(hand, due)
    found.sort(key=_first)
    return [cards for _, cards in found]


def keyed_discards(
    hand: Sequence[Card], due: int
) -> list[tuple[tuple[int, int], tuple[Card, ...]]]:
    """The sets of `minimal_discards`, unsorted, each after its sort key there (a smaller key
    comes first): for a caller that wants one of them, not their order (search)."""
    falling = sorted({card for card in hand if card.value > 0}, key=_sort_key, reverse=True)
    values = [card.value for card in falling]
    left = list(accumulate(reversed(values)))[::-1]  # left[i]: the value of cards i, i+1, ...
    found: list[tuple[tuple[int, int], tuple[Card, ...]]] = []
    if due <= 0 or not left or left[0] < due:
        return found
    count = len(falling)
    # a branch keeps its cards smallest first: each card found is smaller than those before
    branches: list[tuple[int, int, int, tuple[Card, ...]]] = [(0, 0, 0, ())]
    pop, push, add = branches.pop, branches.append, found.append
    while branches:
        start, total, mask, chosen = pop()
        for position in range(start, count):
            if total + left[position] < due:
                break
            reached, grown = total + values[position], (falling[position], *chosen)
            if reached >= due:
                add(((len(grown), -(mask | 1 << position)), grown))
            else:
                push((position + 1, reached, mask | 1 << position, grown))
    return found


def largest_discard(hand: Sequence[Card], due: int) -> tuple[Card, ...]:
    """The minimal discard (R-SUF-2) of the largest cards: the hand's cards by falling value
    until they cover `due`, in `minimal_discards`' card order; () when the hand cannot.

    It is one of `minimal_discards(hand, due)`: its last (smallest) card is the one that
    reached `due`, so without it the others fall short. Search uses it as a witness that
    some discard costs no more than it does, without listing them all."""
    if due <= 0:
        return ()
    total = 0
    taken: list[Card] = []
    for card in sort_cards({card for card in hand if card.value > 0}, reverse=True):
        taken.append(card)
        total += card.value
        if total >= due:
            return tuple(reversed(taken))
    return ()
