"""Small pure updates of a seat and of the state that evolve.py composes (no rules here:
these move cards and figures as an event says)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from regicide.games.baisch.engine.cards import Card, sort_cards
from regicide.games.baisch.engine.heroes import (
    MERC_FIGURES,
    MERC_START,
    RES_START,
    SAB_FIGURES,
    Hero,
)
from regicide.games.baisch.engine.state import EMPTY_SLOT, GameState, SeatState, Slot, replace


def within(cards: Iterable[Card], hand: Iterable[Card]) -> tuple[Card, ...]:
    """The multiset intersection of `cards` and `hand`, sorted. Most of the public and
    locked lists it trims are empty: those cost no counting (search trims millions)."""
    cards = tuple(cards)
    if not cards:
        return ()
    return sort_cards((Counter(cards) & Counter(hand)).elements())


def set_hand(seat: SeatState, hand: Iterable[Card]) -> SeatState:
    """A new hand; what others know of it and its locks shrink to what is still there."""
    cards = sort_cards(hand)
    peeks = []
    if seat.peeks:
        left = Counter(cards)
        for knower, card in seat.peeks:
            if left[card]:
                peeks.append((knower, card))
    return replace(
        seat,
        hand=cards,
        public=within(seat.public, cards),
        locked=within(seat.locked, cards),
        peeks=tuple(peeks),
    )


def add_to_hand(
    seat: SeatState,
    cards: Iterable[Card],
    *,
    public: Iterable[Card] = (),
    locked: Iterable[Card] = (),
) -> SeatState:
    """Cards join the hand; `public` of them are known to all, `locked` of them are prey."""
    added = tuple(cards)
    seat = replace(
        seat,
        public=sort_cards((*seat.public, *public)),
        locked=sort_cards((*seat.locked, *locked)),
    )
    return set_hand(seat, (*seat.hand, *added))


def remove_from_hand(seat: SeatState, cards: Iterable[Card]) -> SeatState:
    """Cards leave the hand (each must be there). Known copies leave first only when the
    hand no longer holds as many, so a public Joker stays public while a Joker remains."""
    rest = list(seat.hand)
    for card in cards:
        rest.remove(card)
    return set_hand(seat, rest)


def set_seat(state: GameState, number: int, seat: SeatState) -> GameState:
    seats = list(state.seats)
    seats[number - 1] = seat
    return replace(state, seats=tuple(seats))


def set_slot(seat: SeatState, number: int, slot: Slot) -> SeatState:
    slots = list(seat.slots)
    slots[number - 1] = slot
    return replace(seat, slots=tuple(slots))


def receive_hero(seat: SeatState, hero: Hero, *, usable: bool, idle: bool) -> SeatState:
    """B-HERO-4, B-DRAFT-6: a hero joins with its starting figures; usable now or waiting
    (B-HERO-2); `idle` when its first usable turn is the next one (B-HERO-MERC-3)."""
    if usable:
        seat = replace(seat, heroes=(*seat.heroes, hero))
    else:
        seat = replace(seat, waiting=(*seat.waiting, hero))
    if idle:
        seat = replace(seat, idle=(*seat.idle, hero))
    if hero is Hero.MERCENARIES:
        return replace(seat, mercs_ready=MERC_START, mercs_supply=MERC_FIGURES - MERC_START)
    if hero is Hero.RESERVISTS:
        return replace(seat, reserves_ready=RES_START)
    if hero is Hero.SABOTEURS:
        return replace(seat, saboteurs_ready=SAB_FIGURES)
    if hero is Hero.BATTERY:
        return replace(seat, battery_active=True)
    return seat


def lose_hero(state: GameState, number: int, hero: Hero) -> GameState:
    """B-HERO-4: a hero leaves its owner and its figures leave the table."""
    seat = state.seat(number)
    seat = replace(
        seat,
        heroes=tuple(h for h in seat.heroes if h is not hero),
        waiting=tuple(h for h in seat.waiting if h is not hero),
        idle=tuple(h for h in seat.idle if h is not hero),
    )
    if hero is Hero.MERCENARIES:
        slots = tuple(replace(slot, mercs=0) for slot in seat.slots)
        seat = replace(seat, mercs_ready=0, mercs_supply=0, slots=slots)
    elif hero is Hero.RESERVISTS:
        seat = replace(seat, reserves_ready=0)
    elif hero is Hero.SABOTEURS:
        seat = replace(seat, saboteurs_ready=0)
        state = remove_saboteurs_of(state, number)
    elif hero is Hero.BATTERY:
        seat = replace(seat, battery_active=False)
    return set_seat(state, number, seat)


def remove_saboteurs_of(state: GameState, owner: int) -> GameState:
    """Every Saboteur of `owner` leaves the slots it sits on."""
    seats = tuple(
        replace(
            seat,
            slots=tuple(
                replace(slot, saboteur=0) if slot.saboteur == owner else slot for slot in seat.slots
            ),
        )
        for seat in state.seats
    )
    return replace(state, seats=seats)


def clear_slot(state: GameState, number: int, slot: int, *, mercs_ready: bool) -> GameState:
    """A slot's cards left it: its Mercenaries go back to ready (`mercs_ready`, B-HERO-MERC-6)
    or to the supply, its Saboteur back to its owner, ready (B-HERO-SAB-4)."""
    seat = state.seat(number)
    old = seat.slots[slot - 1]
    if mercs_ready:
        seat = replace(seat, mercs_ready=seat.mercs_ready + old.mercs)
    else:
        seat = replace(seat, mercs_supply=seat.mercs_supply + old.mercs)
    state = set_seat(state, number, set_slot(seat, slot, EMPTY_SLOT))
    if old.saboteur:
        owner = state.seat(old.saboteur)
        state = set_seat(
            state, old.saboteur, replace(owner, saboteurs_ready=owner.saboteurs_ready + 1)
        )
    return state


def used(state: GameState, **changes: Any) -> GameState:
    """The turn's usage with `changes` (B-TURN-1's per-turn limits)."""
    return replace(state, usage=replace(state.usage, **changes))


def take_from_draw(state: GameState, cards: tuple[Card, ...]) -> GameState:
    """The top len(cards) cards leave the draw pile (they are `cards`)."""
    return replace(state, draw=state.draw[len(cards) :])


def table_cards(state: GameState) -> Counter[Card]:
    """Every card of the game wherever it lies (B-COMP-1: they always make the deck), the
    cards of a revealed attack included; during setup the hands hold the dealt cards."""
    cards: Counter[Card] = Counter(state.draw) + Counter(state.graveyard)
    for stack in state.stacks:
        cards.update(stack.cards)
    for seat in state.seats:
        cards.update(seat.hand)
        cards.update(card for slot in seat.slots for card in slot.cards)
        if seat.king is not None:
            cards[seat.king] += 1
    if state.attack is not None and state.attack.revealed:
        cards.update(played.card for played in state.attack.cards)
    return cards
