"""Which attacks the scripted policy makes (§20's scores, made honest): each target's win
chance for each card set comes from the cards the seat has not seen, weighed against what
the target yields and what the attack spends; a King attack weighs its risk too."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import lru_cache

from regicide.games.baisch.ai.knowledge import (
    Estimate,
    card_sets,
    slot_guess,
    suit_groups,
    usable_cards,
)
from regicide.games.baisch.ai.personality import Personality
from regicide.games.baisch.engine import (
    JOKER,
    SLOTS,
    Attack,
    Card,
    Command,
    Hero,
    Played,
    SeatView,
    SlotView,
    Suit,
    Target,
    TargetKind,
)


def _hero(view: SeatView, hero: Hero) -> bool:
    return hero in view.me.heroes


def attacks(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    """Every attack worth its cards, best first: expected gain (the win chance from the
    unseen cards times what the target yields) less the cards and figures spent."""
    options = sorted(_attack_options(view, p, guess), key=lambda o: -o[0])
    threshold = (p.margin - 1.5) / 2 - view.turn / STALL_TURNS  # a long game grows bolder
    made = view.usage.attacks - view.usage.plundered
    towers = sum(Hero.BATTERY in view.player(o).heroes for o in view.opponents())
    allowed = p.max_attacks + towers  # a tower's block spends an attack
    for value, command in options:
        kind = command.target.kind
        if value < threshold:
            break
        if kind is TargetKind.SLOT and made >= allowed:
            continue
        yield command


def _attack_options(
    view: SeatView, p: Personality, guess: Estimate
) -> Iterator[tuple[float, Attack]]:
    mercs = view.me.mercs_ready if _hero(view, Hero.MERCENARIES) else 0
    priced = _priced(tuple(usable_cards(view)), view.usage.symbol, mercs)
    for target, gain, falls in _targets(view, p, guess):
        yield from _king_options(view, p, target, gain, falls)
        chances: dict[int, float] = {}
        best, choice = -(10.0**9), None
        for total, cost, chosen, extra in priced:
            if total not in chances:
                chances[total] = falls(total)
            if chances[total] < p.min_chance:  # a long shot at an unknown card
                continue
            value = chances[total] * gain - cost
            if value > best:
                best, choice = value, (chosen, extra)
        if choice is not None:  # the best card set for this target
            played = tuple(Played(card) for card in choice[0])
            yield best, Attack(target, played, mercs=choice[1])


Priced = tuple[tuple[int, float, tuple[Card, ...], int], ...]


@lru_cache(maxsize=4096)
def _priced(cards: tuple[Card, ...], symbol: Suit | None, mercs: int) -> Priced:
    """Each set `cards` may attack with (B-ATK-2/3, a Joker alone: B-ATK-4), with and
    without the `mercs` ready Mercenaries (B-HERO-MERC-4): (its attack total, its price, the
    cards, the Mercenaries), in the order weighed. Of the sets of one total only those cheaper
    than each before them are kept: any other scores no better against every target than an
    earlier one, and the first of equals is chosen. Worked out once for each hand."""
    sets: list[tuple[Card, ...]] = card_sets(suit_groups(list(cards), symbol))
    if JOKER in cards:
        sets.append((JOKER,))
    cheapest: dict[int, float] = {}
    kept = []
    for chosen in sets:
        cost = sum(map(_card_cost, chosen))
        for extra in {0, mercs}:
            total, price = sum(c.attack_value for c in chosen) + extra, cost + 0.3 * extra
            if cheapest.get(total, math.inf) > price:
                cheapest[total] = price
                kept.append((total, price, chosen, extra))
    return tuple(kept)


KING_LOSS = 12.0  # what losing a King attack costs (B-KING-7: the attacker is out)


def _king_options(
    view: SeatView, p: Personality, target: Target, gain: float, falls: Falls
) -> Iterator[tuple[float, Attack]]:
    """B-KING-1..7: the own King as the source, its risk weighed: lower means elimination,
    and a chance of it above the personality's `king_risk` is not run at all (a face-down
    Harvest top may be a Joker while one is unseen: B-KING-8)."""
    me = view.me
    king = me.king
    if king is None or view.usage.king_attacked:
        return
    if me.defense_cards and (target.kind is TargetKind.STACK or not _hero(view, Hero.WARLORD)):
        return
    symbol = view.usage.symbol
    if symbol is not None and not king.is_joker and king.suit is not symbol:
        return
    total = king.attack_value
    lose = 1.0 - falls(total + 1)
    if lose <= p.king_risk:
        yield falls(total) * gain - lose * KING_LOSS, Attack(target, king=True)


def bait(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    """A Battery Tower blocks the first attack on its owner (§20's bots always fire it):
    spend the weakest card of the longest suit on it first."""
    cards = usable_cards(view)
    groups = suit_groups(cards, view.usage.symbol)
    longest = max(groups.values(), key=len, default=[])
    if len(longest) < 2:
        return
    bait = min(longest, key=lambda card: card.rank)
    for other in view.opponents():
        player = view.player(other)
        if player.battery_active and Hero.BATTERY in player.heroes:
            target = _cheapest_target(view, other)
            if target is not None:
                yield Attack(target, (Played(bait),))


def _cheapest_target(view: SeatView, seat: int) -> Target | None:
    player = view.player(seat)
    if not player.defense_cards:
        return Target(TargetKind.KING, seat)
    slots = [n for n, slot in enumerate(player.slots, 1) if slot.cards]
    return Target(TargetKind.SLOT, seat, slots[0]) if slots else None


def _card_cost(card: Card) -> float:
    return 2.5 if card.is_joker else 1.0 + card.rank / 20


Falls = Callable[[int], float]
STALL_TURNS = 60
CARD_GAIN = 1.5


def _targets(
    view: SeatView, p: Personality, guess: Estimate
) -> Iterator[tuple[Target, float, Falls]]:
    """Each target with what winning it yields and the chance a total beats it (§20's
    preferences: a player's last shield, and for the tactician the weakest player)."""
    if not view.usage.plundered:
        for index, stack in enumerate(view.stacks):
            if stack:
                yield (
                    Target(TargetKind.STACK, 0, index),
                    1.1 * len(stack),
                    _stack_falls(stack, guess),
                )
    for other in view.opponents():
        player = view.player(other)
        focus = 0.5 * (SLOTS - player.defense_cards) if p.focus_weakest else 0.0
        if not player.defense_cards:
            gain = 6.0 + 0.5 * player.hand_size
            yield Target(TargetKind.KING, other), gain, _king_falls(player.king, guess)
        for slot, content in enumerate(player.slots, 1):
            if content.cards:
                last = 2.0 if player.defense_cards == len(content.cards) else 0.0
                worth = CARD_GAIN * len(content.cards) + slot_guess(content, guess.mean) / 15
                gain = worth + last + focus
                yield Target(TargetKind.SLOT, other, slot), gain, _slot_falls(content, guess)


def _stack_falls(stack: tuple[Card | None, ...], guess: Estimate) -> Falls:
    top = stack[-1]
    if top is None:
        return guess.stack_falls
    if top.is_joker:
        return lambda total: 0.0
    return lambda total: float(total > top.rank)


def _king_falls(king: Card | None, guess: Estimate) -> Falls:
    if king is None:
        return lambda total: guess.slot_falls(total, 0, 1)
    return lambda total: float(total > king.defense_value)


def _slot_falls(slot: SlotView, guess: Estimate) -> Falls:
    known = sum(card.defense_value for card in slot.cards if card is not None) + slot.mercs
    hidden = sum(card is None for card in slot.cards)
    return lambda total: guess.slot_falls(total, known, hidden)
