"""Which sets of cards form a legal play (R-PLAY-1..6) or a discard (R-SUF-2), and their value.

The `*_problem` functions return None for a legal choice, else a sentence for the player.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from itertools import combinations

from regicide.engine.cards import Card, cards_value, format_cards, sort_cards

MAX_PLAY_CARDS = 4
COMBO_LIMIT = 10  # R-PLAY-3


def play_value(cards: Iterable[Card]) -> int:
    """X of a play: the sum of its card values (R-PLAY-1..3; an Ace pair is 1 + the other)."""
    return cards_value(cards)


def play_problem(cards: Sequence[Card]) -> str | None:
    """Why `cards` are not one legal play, or None if they are (R-PLAY-1..6)."""
    if not cards:
        return "Choose at least one card to play, or yield."
    if len(cards) == 1:
        return None  # R-PLAY-1: any single card
    if any(card.is_jester for card in cards):
        return "The Jester is always played alone."  # R-PLAY-5
    if len(cards) != len(set(cards)):
        return "Each card can be played only once."
    if any(card.is_ace for card in cards):
        return _ace_problem(cards)
    return _combo_problem(cards)


def _ace_problem(cards: Sequence[Card]) -> str | None:
    """R-PLAY-2/4: an Ace pairs with exactly one other non-Jester card and joins no combo."""
    if len(cards) == 2:
        return None
    return "An Ace pairs with exactly one other card; it never joins a combo."


def _combo_problem(cards: Sequence[Card]) -> str | None:
    """R-PLAY-3/6: 2–4 number cards of one rank totalling at most 10."""
    if len(cards) > MAX_PLAY_CARDS:
        return f"A play has at most {MAX_PLAY_CARDS} cards."
    royal = next((card for card in cards if card.is_royal), None)
    if royal is not None:
        return f"A royal ({royal}) is played alone or with an Ace, never in a combo."
    ranks = {card.rank for card in cards}
    if len(ranks) > 1:
        return f"A combo needs cards of the same rank ({format_cards(sort_cards(cards))} differ)."
    total = cards_value(cards)
    if total > COMBO_LIMIT:
        return f"That combo totals {total}; combos may total at most {COMBO_LIMIT}."
    return None


def legal_plays(hand: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every distinct legal play from `hand`, each in stable card order (R-PLAY-1..4)."""
    cards = sort_cards(hand)
    distinct = sorted(set(cards), key=lambda card: card.sort_key)
    plays: list[tuple[Card, ...]] = [(card,) for card in distinct]
    plays.extend(_ace_pairs(distinct))
    plays.extend(_combos(distinct))
    return plays


def _ace_pairs(distinct: Sequence[Card]) -> Iterable[tuple[Card, ...]]:
    for first, second in combinations(distinct, 2):
        if (first.is_ace or second.is_ace) and not (first.is_jester or second.is_jester):
            yield (first, second)


def _combos(distinct: Sequence[Card]) -> Iterable[tuple[Card, ...]]:
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for card in distinct:
        if card.is_number:
            by_rank[card.rank].append(card)
    for rank, same in by_rank.items():
        for size in range(2, min(len(same), MAX_PLAY_CARDS) + 1):
            if rank * size <= COMBO_LIMIT:
                yield from combinations(same, size)


def discard_problem(cards: Sequence[Card], due: int, *, strict: bool) -> str | None:
    """Why `cards` do not cover `due` damage (R-SUF-2, variant strict_discard), or None."""
    if not cards:
        return f"Choose cards worth at least {due} to discard."
    total = cards_value(cards)
    if total < due:
        return f"Those cards are worth {total}; you must discard at least {due}."
    if strict:
        largest = max(cards, key=lambda card: card.value)
        if total - largest.value >= due:
            return (
                f"Strict discard: without {largest} the rest already covers {due}; "
                "discard only what you need."
            )
    return None


def minimal_discards(hand: Sequence[Card], due: int) -> list[tuple[Card, ...]]:
    """The sets that cover `due` from which no card can be dropped (FORMAT.md legal_moves).

    A set is minimal when its total minus its smallest card falls short of `due`, so a
    Jester (value 0) is never part of one. Minimal sets also satisfy strict_discard.
    """
    cards = sorted((card for card in set(hand) if card.value > 0), key=lambda card: card.sort_key)
    found: list[tuple[Card, ...]] = []
    for size in range(1, len(cards) + 1):
        for chosen in combinations(cards, size):
            total = cards_value(chosen)
            if total >= due and total - min(card.value for card in chosen) < due:
                found.append(chosen)
    return found
