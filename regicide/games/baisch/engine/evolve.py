"""evolve(state, event) -> state: folds one event. It never checks a rule nor raises for a
legal game: the rules (rules.py and its helpers) decided the event already."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import JOKER, Card
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.state import (
    EMPTY_SLOT,
    SLOTS,
    GameState,
    PendingAttack,
    Phase,
    SeatState,
    SetupChoice,
    Slot,
    Stack,
    Status,
    TargetKind,
    Usage,
)
from regicide.games.baisch.engine.tableau import (
    add_to_hand,
    clear_slot,
    lose_hero,
    receive_hero,
    remove_from_hand,
    set_seat,
    set_slot,
    take_from_draw,
    within,
)

Handler = Callable[[GameState, Any], GameState]


def evolve(state: GameState, event: ev.Event) -> GameState:
    """The state after `event`."""
    return HANDLERS[type(event)](state, event)


def fold(state: GameState, events: Iterable[ev.Event]) -> GameState:
    for event in events:
        state = HANDLERS[type(event)](state, event)
    return state


def _used(state: GameState, **changes: Any) -> GameState:
    return replace(state, usage=replace(state.usage, **changes))


# --- setup ---


def _deck_shuffled(state: GameState, event: ev.DeckShuffled) -> GameState:
    return replace(state, draw=event.cards, phase=Phase.SETUP)


def _hands_dealt(state: GameState, event: ev.HandsDealt) -> GameState:
    dealt = sum(len(hand) for hand in event.hands)
    seats = tuple(
        add_to_hand(seat, hand) for seat, hand in zip(state.seats, event.hands, strict=True)
    )
    return replace(
        state,
        seats=seats,
        draw=state.draw[dealt:],
        pending_setup=(None,) * state.players,
    )


def _draft_order(state: GameState, event: ev.DraftOrderDrawn) -> GameState:
    return replace(state, draft_order=event.order)


def _starter_drawn(state: GameState, event: ev.StarterDrawn) -> GameState:
    return replace(state, starter=event.seat)


def _setup_chosen(state: GameState, event: ev.SetupChosen) -> GameState:
    pending = list(state.pending_setup)
    pending[event.seat - 1] = event.choice
    return replace(state, pending_setup=tuple(pending))


def _apply_choice(seat: SeatState, choice: SetupChoice) -> SeatState:
    placed = [card for card in choice.defense if card is not None]
    seat = remove_from_hand(seat, (choice.king, *placed, *choice.discard))
    slots = tuple(Slot((card,), (False,)) if card else Slot() for card in choice.defense)
    return replace(seat, king=choice.king, king_up=False, slots=slots)


def _setup_revealed(state: GameState, event: ev.SetupRevealed) -> GameState:
    seats = tuple(
        _apply_choice(seat, choice)
        for seat, choice in zip(state.seats, state.pending_setup, strict=True)
        if choice is not None
    )
    graveyard = state.graveyard + tuple(card for cards in event.discards for card in cards)
    return replace(state, seats=seats, graveyard=graveyard, pending_setup=(), phase=Phase.DRAFT)


def _stacks_built(state: GameState, event: ev.StacksBuilt) -> GameState:
    drawn = sum(len(stack.cards) for stack in event.stacks)
    return replace(state, stacks=event.stacks, draw=state.draw[drawn:])


def _hero_given(state: GameState, event: ev.HeroGiven) -> GameState:
    seat = receive_hero(state.seat(event.receiver), event.hero, usable=True, idle=True)
    state = set_seat(state, event.receiver, seat)
    return replace(
        state,
        pool=tuple(hero for hero in state.pool if hero is not event.hero),
        draft_given=(*state.draft_given, event.receiver),
    )


def _draft_moved(state: GameState, event: ev.DraftMoved) -> GameState:
    return replace(state, draft_pos=event.position, draft_given=())


def _draft_ended(state: GameState, _: ev.DraftEnded) -> GameState:
    return replace(state, phase=Phase.START, draft_given=())


def _starter_chosen(state: GameState, event: ev.StarterChosen) -> GameState:
    return replace(state, starter=event.seat)


# --- the turn ---


def _unlocked(seat: SeatState) -> SeatState:
    if not seat.locked and not any(slot.locked for slot in seat.slots):
        return seat
    slots = tuple(replace(slot, locked=False) for slot in seat.slots)
    return replace(seat, locked=(), slots=slots)


def _turn_began(state: GameState, event: ev.TurnBegan) -> GameState:
    seats = tuple(_unlocked(seat) for seat in state.seats)
    state = replace(
        state,
        seats=seats,
        current=event.seat,
        turn=event.turn,
        phase=Phase.PLAY,
        usage=Usage(),
        attack=None,
    )
    return set_seat(state, event.seat, replace(state.seat(event.seat), idle=()))


def _heroes_awakened(state: GameState, event: ev.HeroesAwakened) -> GameState:
    seat = state.seat(event.seat)
    seat = replace(seat, heroes=(*seat.heroes, *event.heroes), waiting=())
    return set_seat(state, event.seat, seat)


def _battery_recharged(state: GameState, event: ev.BatteryRecharged) -> GameState:
    return set_seat(state, event.seat, replace(state.seat(event.seat), battery_active=True))


def _recruited(state: GameState, event: ev.FiguresRecruited) -> GameState:
    seat = state.seat(event.seat)
    if event.hero is Hero.MERCENARIES:
        seat = replace(
            seat,
            mercs_ready=seat.mercs_ready + event.count,
            mercs_supply=seat.mercs_supply - event.count,
        )
    else:
        seat = replace(seat, reserves_ready=seat.reserves_ready + event.count)
    return set_seat(state, event.seat, seat)


def _turn_ended(state: GameState, event: ev.TurnEnded) -> GameState:
    seat = state.seat(event.seat)
    for slot, count in event.mercs:
        old = seat.slots[slot - 1]
        seat = set_slot(seat, slot, replace(old, mercs=old.mercs + count))
        seat = replace(seat, mercs_ready=seat.mercs_ready - count)
    return set_seat(state, event.seat, seat)


def _defense_revealed(state: GameState, event: ev.DefenseRevealed) -> GameState:
    seat = state.seat(event.seat)
    old = seat.slots[event.slot - 1]
    slot = replace(old, up=(True,) * len(old.cards))
    return set_seat(state, event.seat, set_slot(seat, event.slot, slot))


def _king_revealed(state: GameState, event: ev.KingRevealed) -> GameState:
    return set_seat(state, event.seat, replace(state.seat(event.seat), king_up=True))


# --- attacks ---


def _attack_declared(state: GameState, event: ev.AttackDeclared) -> GameState:
    seat = state.seat(event.seat)
    seat = replace(
        seat,
        mercs_ready=seat.mercs_ready - event.mercs,
        mercs_supply=seat.mercs_supply + event.mercs,
        reserves_ready=seat.reserves_ready - event.reserves,
    )
    kind = event.target.kind
    state = _used(
        set_seat(state, event.seat, seat),
        plundered=state.usage.plundered or kind is TargetKind.STACK,
        king_attacked=state.usage.king_attacked or event.king,
        attacked=state.usage.attacked or kind is not TargetKind.STACK,
        attacks=state.usage.attacks + 1,
    )
    attack = PendingAttack(
        event.seat, event.target, event.cards, event.king, event.mercs, event.reserves
    )
    return replace(state, attack=attack)


def _symbol_set(state: GameState, event: ev.SymbolSet) -> GameState:
    return _used(state, symbol=event.suit)


def _block_offered(state: GameState, _: ev.BlockOffered) -> GameState:
    return replace(state, phase=Phase.BATTERY)


def _attack_blocked(state: GameState, event: ev.AttackBlocked) -> GameState:
    attack = state.attack
    assert attack is not None
    seat = state.seat(attack.attacker)
    hand_cards = [played.card for played in attack.cards if played.slot == 0]
    seat = replace(seat, locked=within((*seat.locked, *hand_cards), seat.hand))
    for played in attack.cards:
        if played.slot:
            seat = set_slot(seat, played.slot, replace(seat.slots[played.slot - 1], locked=True))
    state = set_seat(state, attack.attacker, seat)
    defender = replace(state.seat(event.defender), battery_active=False)
    state = set_seat(state, event.defender, defender)
    return replace(state, attack=None, phase=Phase.PLAY)


def _attack_allowed(state: GameState, _: ev.AttackAllowed) -> GameState:
    return replace(state, phase=Phase.PLAY)


def _remove_from_slot(seat: SeatState, slot: int, card: Card) -> SeatState:
    """B-HERO-LT-2: a Lieutenant card leaves its slot; a card above it keeps its face."""
    old = seat.slots[slot - 1]
    index = old.cards.index(card)
    cards = old.cards[:index] + old.cards[index + 1 :]
    up = old.up[:index] + old.up[index + 1 :]
    if cards:
        return set_slot(seat, slot, replace(old, cards=cards, up=up))
    return set_slot(seat, slot, EMPTY_SLOT)


def _attack_revealed(state: GameState, event: ev.AttackRevealed) -> GameState:
    seat = state.seat(event.seat)
    seat = remove_from_hand(seat, [played.card for played in event.cards if played.slot == 0])
    emptied = []
    for played in event.cards:
        if played.slot:
            seat = _remove_from_slot(seat, played.slot, played.card)
            if not seat.slots[played.slot - 1].cards:
                emptied.append(played.slot)
    before = state.seat(event.seat)
    for slot in emptied:  # B-HERO-MERC-6: Mercenaries of an emptied slot go back to ready
        seat = replace(seat, mercs_ready=seat.mercs_ready + before.slots[slot - 1].mercs)
    state = set_seat(state, event.seat, seat)
    assert state.attack is not None
    return replace(state, attack=replace(state.attack, revealed=True))


def _stack_top_revealed(state: GameState, event: ev.StackTopRevealed) -> GameState:
    stack = state.stacks[event.stack]
    return _set_stack(state, event.stack, replace(stack, up=(*stack.up[:-1], True)))


def _set_stack(state: GameState, index: int, stack: Stack) -> GameState:
    stacks = list(state.stacks)
    stacks[index] = stack
    return replace(state, stacks=tuple(stacks))


def _slot_revealed(state: GameState, event: ev.SlotRevealed) -> GameState:
    return _defense_revealed(state, ev.DefenseRevealed(event.seat, event.slot, event.cards))


def _reserve_offered(state: GameState, _: ev.ReserveOffered) -> GameState:
    return replace(state, phase=Phase.RESERVE)


def _reservists_added(state: GameState, event: ev.ReservistsAdded) -> GameState:
    seat = state.seat(event.seat)
    state = set_seat(
        state, event.seat, replace(seat, reserves_ready=seat.reserves_ready - event.count)
    )
    assert state.attack is not None
    attack = replace(state.attack, reserves=state.attack.reserves + event.count)
    return replace(state, attack=attack, phase=Phase.PLAY)


def _attack_resolved(state: GameState, _: ev.AttackResolved) -> GameState:
    return state


def _stack_plundered(state: GameState, event: ev.StackPlundered) -> GameState:
    stack = state.stacks[event.stack]
    public = [card for card, up in zip(stack.cards, stack.up, strict=True) if up]
    seat = add_to_hand(state.seat(event.seat), event.cards, public=public)
    return _set_stack(set_seat(state, event.seat, seat), event.stack, Stack())


def _stack_covered(state: GameState, event: ev.StackCovered) -> GameState:
    stack = state.stacks[event.stack]
    state = take_from_draw(state, (event.card,))
    return _set_stack(state, event.stack, Stack((*stack.cards, event.card), (*stack.up, False)))


def _stack_rebuilt(state: GameState, event: ev.StackRebuilt) -> GameState:
    up = tuple(index == 0 for index in range(len(event.cards)))
    return _set_stack(take_from_draw(state, event.cards), event.stack, Stack(event.cards, up))


def _slot_conquered(state: GameState, event: ev.SlotConquered) -> GameState:
    state = clear_slot(state, event.victim, event.slot, mercs_ready=False)
    seat = add_to_hand(state.seat(event.seat), event.cards, public=event.cards, locked=event.cards)
    return set_seat(state, event.seat, seat)


def _attack_cards_discarded(state: GameState, event: ev.AttackCardsDiscarded) -> GameState:
    return replace(state, graveyard=state.graveyard + event.cards, attack=None)


def _graveyard_reshuffled(state: GameState, event: ev.GraveyardReshuffled) -> GameState:
    return replace(state, draw=state.draw + event.cards, graveyard=())


# --- elimination ---


def _leave_table(state: GameState, number: int) -> GameState:
    """B-ELIM-3: out of the game; his heroes' figures leave the table."""
    for hero in (*state.seat(number).heroes, *state.seat(number).waiting):
        state = lose_hero(state, number, hero)
    seat = state.seat(number)
    seat = replace(seat, out=True, hand=(), public=(), locked=(), peeks=(), king=None)
    return replace(set_seat(state, number, seat), eliminated=(*state.eliminated, number))


def _player_conquered(state: GameState, event: ev.PlayerConquered) -> GameState:
    victim = state.seat(event.seat)
    known = (*victim.public, *((victim.king,) if victim.king else ()))
    state = _leave_table(state, event.seat)
    seat = add_to_hand(state.seat(event.by), event.cards, public=known, locked=event.cards)
    return set_seat(state, event.by, seat)


def _player_fell(state: GameState, event: ev.PlayerFell) -> GameState:
    for slot in range(1, SLOTS + 1):
        if state.seat(event.seat).slots[slot - 1].cards:
            state = clear_slot(state, event.seat, slot, mercs_ready=False)
    heroes = (*state.seat(event.seat).heroes, *state.seat(event.seat).waiting)
    state = _leave_table(state, event.seat)
    return replace(state, graveyard=state.graveyard + event.cards, pool=(*state.pool, *heroes))


def _spoils_offered(state: GameState, event: ev.SpoilsOffered) -> GameState:
    return replace(state, spoils=event.heroes, phase=Phase.SPOILS)


def _spoil_taken(state: GameState, event: ev.SpoilTaken) -> GameState:
    usable = state.options.hero_immediate
    seat = receive_hero(state.seat(event.seat), event.hero, usable=usable, idle=False)
    state = set_seat(state, event.seat, seat)
    return replace(state, spoils=(), phase=Phase.PLAY)


def _heroes_returned(state: GameState, event: ev.HeroesReturned) -> GameState:
    return replace(state, pool=(*state.pool, *event.heroes))


def _game_won(state: GameState, event: ev.GameWon) -> GameState:
    return replace(
        state, status=Status.OVER, phase=Phase.OVER, winner=event.seat, attack=None, spoils=()
    )


# --- defence, Jokers, heroes ---


def _defense_taken(state: GameState, event: ev.DefenseTaken) -> GameState:
    old = state.seat(event.seat).slots[event.slot - 1]
    public = [card for card, up in zip(old.cards, old.up, strict=True) if up]
    state = clear_slot(state, event.seat, event.slot, mercs_ready=True)
    seat = add_to_hand(state.seat(event.seat), event.cards, public=public)
    return _used(set_seat(state, event.seat, seat), takes=state.usage.takes + 1)


def _defense_placed(state: GameState, event: ev.DefensePlaced) -> GameState:
    seat = remove_from_hand(state.seat(event.seat), (event.card,))
    seat = set_slot(seat, event.slot, Slot((event.card,), (False,)))
    return _used(set_seat(state, event.seat, seat), places=state.usage.places + 1)


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
    state = _used(state, spy_reveals=state.usage.spy_reveals + 1)
    seat = state.seat(event.victim)
    if event.slot == 0:
        return set_seat(state, event.victim, replace(seat, king_up=True))
    old = seat.slots[event.slot - 1]
    index = max(i for i, up in enumerate(old.up) if not up)
    up = tuple(True if i == index else face for i, face in enumerate(old.up))
    return set_seat(state, event.victim, set_slot(seat, event.slot, replace(old, up=up)))


def _spy_extended(state: GameState, event: ev.SpyExtended) -> GameState:
    return _used(_spend(state, event.seat, event.card), spy_extended=True)


def _merchant_traded(state: GameState, event: ev.MerchantTraded) -> GameState:
    return _used(_spend(state, event.seat, event.card), merchant=True)


def _merchant_drew(state: GameState, event: ev.MerchantDrew) -> GameState:
    state = take_from_draw(state, (event.card,))
    return set_seat(state, event.seat, add_to_hand(state.seat(event.seat), (event.card,)))


def _priest_drew(state: GameState, event: ev.PriestDrew) -> GameState:
    usage = state.usage
    state = _used(state, priest_draws=usage.priest_draws + 1, priest_done=event.kept)
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
    return _used(state, fortified=True)


def _mage_cleared(state: GameState, event: ev.MageCleared) -> GameState:
    state = clear_slot(state, event.victim, event.slot, mercs_ready=True)
    return _used(replace(state, graveyard=state.graveyard + event.cards), mage=True)


def _slot_refilled(state: GameState, event: ev.SlotRefilled) -> GameState:
    state = take_from_draw(state, event.cards)
    seat = state.seat(event.victim)
    return set_seat(state, event.victim, set_slot(seat, event.slot, Slot(event.cards, event.up)))


HANDLERS: dict[type, Handler] = {
    ev.DeckShuffled: _deck_shuffled,
    ev.HandsDealt: _hands_dealt,
    ev.DraftOrderDrawn: _draft_order,
    ev.StarterDrawn: _starter_drawn,
    ev.SetupChosen: _setup_chosen,
    ev.SetupRevealed: _setup_revealed,
    ev.StacksBuilt: _stacks_built,
    ev.HeroGiven: _hero_given,
    ev.DraftMoved: _draft_moved,
    ev.DraftEnded: _draft_ended,
    ev.StarterChosen: _starter_chosen,
    ev.TurnBegan: _turn_began,
    ev.HeroesAwakened: _heroes_awakened,
    ev.BatteryRecharged: _battery_recharged,
    ev.FiguresRecruited: _recruited,
    ev.TurnEnded: _turn_ended,
    ev.DefenseRevealed: _defense_revealed,
    ev.KingRevealed: _king_revealed,
    ev.AttackDeclared: _attack_declared,
    ev.SymbolSet: _symbol_set,
    ev.BlockOffered: _block_offered,
    ev.AttackBlocked: _attack_blocked,
    ev.AttackAllowed: _attack_allowed,
    ev.AttackRevealed: _attack_revealed,
    ev.StackTopRevealed: _stack_top_revealed,
    ev.SlotRevealed: _slot_revealed,
    ev.ReserveOffered: _reserve_offered,
    ev.ReservistsAdded: _reservists_added,
    ev.AttackResolved: _attack_resolved,
    ev.StackPlundered: _stack_plundered,
    ev.StackCovered: _stack_covered,
    ev.StackRebuilt: _stack_rebuilt,
    ev.SlotConquered: _slot_conquered,
    ev.AttackCardsDiscarded: _attack_cards_discarded,
    ev.GraveyardReshuffled: _graveyard_reshuffled,
    ev.PlayerConquered: _player_conquered,
    ev.PlayerFell: _player_fell,
    ev.SpoilsOffered: _spoils_offered,
    ev.SpoilTaken: _spoil_taken,
    ev.HeroesReturned: _heroes_returned,
    ev.GameWon: _game_won,
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
