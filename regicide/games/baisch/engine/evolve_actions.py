"""evolve's handlers of the active player's other actions: defence management, Jokers and
hero abilities (§10, §12, §13). Like evolve.py they move what an event says, never check."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import JOKER, Card
from regicide.games.baisch.engine.state import GameState, Slot, replace
from regicide.games.baisch.engine.tableau import (
    add_to_hand,
    clear_slot,
    lose_hero,
    receive_hero,
    remove_from_hand,
    set_seat,
    set_slot,
    take_from_draw,
    used,
)

Handler = Callable[[GameState, Any], GameState]


def _defense_taken(state: GameState, event: ev.DefenseTaken) -> GameState:
    old = state.seat(event.seat).slots[event.slot - 1]
    public = [card for card, up in zip(old.cards, old.up, strict=True) if up]
    state = clear_slot(state, event.seat, event.slot, mercs_ready=True)
    seat = add_to_hand(state.seat(event.seat), event.cards, public=public)
    return used(set_seat(state, event.seat, seat), takes=state.usage.takes + 1)


def _defense_placed(state: GameState, event: ev.DefensePlaced) -> GameState:
    seat = remove_from_hand(state.seat(event.seat), (event.card,))
    seat = set_slot(seat, event.slot, Slot((event.card,), (False,)))
    return used(set_seat(state, event.seat, seat), places=state.usage.places + 1)


def _spend(state: GameState, number: int, card: Card) -> GameState:
    """A hand card face up to the graveyard (a Joker or a hero's discard)."""
    state = set_seat(state, number, remove_from_hand(state.seat(number), (card,)))
    return replace(state, graveyard=(*state.graveyard, card))


def _hero_drawn(state: GameState, event: ev.HeroDrawn) -> GameState:
    state = _spend(state, event.seat, JOKER)
    usable = state.options.hero_immediate
    seat = receive_hero(state.seat(event.seat), event.hero, usable=usable, idle=False)
    state = set_seat(state, event.seat, seat)
    return replace(state, pool=tuple(hero for hero in state.pool if hero is not event.hero))


def _hero_taken(state: GameState, event: ev.HeroTaken) -> GameState:
    state = lose_hero(_spend(state, event.seat, JOKER), event.victim, event.hero)
    return replace(state, pool=(*state.pool, event.hero))


def _spy_revealed(state: GameState, event: ev.SpyRevealed) -> GameState:
    state = used(state, spy_reveals=state.usage.spy_reveals + 1)
    seat = state.seat(event.victim)
    if event.slot == 0:
        return set_seat(state, event.victim, replace(seat, king_up=True))
    old = seat.slots[event.slot - 1]
    index = max(i for i, up in enumerate(old.up) if not up)
    up = tuple(True if i == index else face for i, face in enumerate(old.up))
    return set_seat(state, event.victim, set_slot(seat, event.slot, replace(old, up=up)))


def _spy_extended(state: GameState, event: ev.SpyExtended) -> GameState:
    return used(_spend(state, event.seat, event.card), spy_extended=True)


def _merchant_traded(state: GameState, event: ev.MerchantTraded) -> GameState:
    return used(_spend(state, event.seat, event.card), merchant=True)


def _merchant_drew(state: GameState, event: ev.MerchantDrew) -> GameState:
    state = take_from_draw(state, (event.card,))
    return set_seat(state, event.seat, add_to_hand(state.seat(event.seat), (event.card,)))


def _priest_drew(state: GameState, event: ev.PriestDrew) -> GameState:
    usage = state.usage
    state = used(state, priest_draws=usage.priest_draws + 1, priest_done=event.kept)
    victim = state.seat(event.victim)
    if not event.kept:
        peeks = (*victim.peeks, (event.seat, event.card))
        return set_seat(state, event.victim, replace(victim, peeks=peeks))
    public = event.card in victim.public
    state = set_seat(state, event.victim, remove_from_hand(victim, (event.card,)))
    known = (event.card,) if public else ()
    seat = add_to_hand(state.seat(event.seat), (event.card,), public=known)
    return set_seat(state, event.seat, seat)


def _sabotaged(state: GameState, event: ev.Sabotaged) -> GameState:
    seat = state.seat(event.seat)
    state = set_seat(state, event.seat, replace(seat, saboteurs_ready=seat.saboteurs_ready - 1))
    victim = state.seat(event.victim)
    slot = replace(victim.slots[event.slot - 1], saboteur=event.seat)
    return set_seat(state, event.victim, set_slot(victim, event.slot, slot))


def _saboteur_recalled(state: GameState, event: ev.SaboteurRecalled) -> GameState:
    victim = state.seat(event.victim)
    slot = replace(victim.slots[event.slot - 1], saboteur=0)
    state = set_seat(state, event.victim, set_slot(victim, event.slot, slot))
    seat = state.seat(event.seat)
    return set_seat(state, event.seat, replace(seat, saboteurs_ready=seat.saboteurs_ready + 1))


def _fortified(state: GameState, event: ev.Fortified) -> GameState:
    seat = remove_from_hand(state.seat(event.seat), (event.card,))
    old = seat.slots[event.slot - 1]
    slot = replace(old, cards=(*old.cards, event.card), up=(*old.up, False))
    state = set_seat(state, event.seat, set_slot(seat, event.slot, slot))
    return used(state, fortified=True)


def _mage_cleared(state: GameState, event: ev.MageCleared) -> GameState:
    state = clear_slot(state, event.victim, event.slot, mercs_ready=True)
    return used(replace(state, graveyard=state.graveyard + event.cards), mage=True)


def _slot_refilled(state: GameState, event: ev.SlotRefilled) -> GameState:
    state = take_from_draw(state, event.cards)
    seat = state.seat(event.victim)
    return set_seat(state, event.victim, set_slot(seat, event.slot, Slot(event.cards, event.up)))


ACTION_HANDLERS: dict[type, Handler] = {
    ev.DefenseTaken: _defense_taken,
    ev.DefensePlaced: _defense_placed,
    ev.HeroDrawn: _hero_drawn,
    ev.HeroTaken: _hero_taken,
    ev.SpyRevealed: _spy_revealed,
    ev.SpyExtended: _spy_extended,
    ev.MerchantTraded: _merchant_traded,
    ev.MerchantDrew: _merchant_drew,
    ev.PriestDrew: _priest_drew,
    ev.Sabotaged: _sabotaged,
    ev.SaboteurRecalled: _saboteur_recalled,
    ev.Fortified: _fortified,
    ev.MageCleared: _mage_cleared,
    ev.SlotRefilled: _slot_refilled,
}
