"""evolve(state, event) -> state: folds one event. It never checks a rule nor raises for a
legal game: the rules (rules.py and its helpers) decided the event already."""

from __future__ import annotations

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.evolve_actions import ACTION_HANDLERS
from regicide.games.baisch.engine.evolve_setup import SETUP_HANDLERS
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.state import (
    EMPTY_SLOT,
    SLOTS,
    GameState,
    PendingAttack,
    Phase,
    SeatState,
    Stack,
    Status,
    TargetKind,
    Usage,
    replace,
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
    used,
    within,
)
from regicide.games.kernel import Handlers

# --- the turn ---


def _unlocked(seat: SeatState) -> SeatState:
    if not seat.locked and not any(slot.locked for slot in seat.slots):
        return seat
    slots = tuple(replace(slot, locked=False) for slot in seat.slots)
    return replace(seat, locked=(), slots=slots)


def opening_key(state: GameState, seat: int) -> int:
    """B-WIN-2: the position a turn of `seat` opens with, as a key: every card, face, hero,
    figure and hero state as they stand when the turn begins (the ended turn's usage, its
    locks, the turn number and the earlier keys left out). Equal positions, equal keys."""
    seats = tuple(_unlocked(each) for each in state.seats)
    bare = replace(state, seats=seats, usage=Usage(), turn=0, openings=(), attack=None)
    return hash((bare, seat))


def _turn_began(state: GameState, event: ev.TurnBegan) -> GameState:
    openings = (*state.openings, opening_key(state, event.seat))
    seats = tuple(_unlocked(seat) for seat in state.seats)
    state = replace(
        state,
        openings=openings,
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
    state = used(
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
    return used(state, symbol=event.suit)


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


def _game_drawn(state: GameState, event: ev.GameDrawn) -> GameState:
    return replace(
        state,
        status=Status.OVER,
        phase=Phase.OVER,
        drawn=event.seats,
        draw_reason=event.reason,
        attack=None,
        spoils=(),
    )


HANDLERS: Handlers[GameState] = Handlers(
    {
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
        ev.GameDrawn: _game_drawn,
        **SETUP_HANDLERS,
        **ACTION_HANDLERS,
    }
)
evolve = HANDLERS.evolve  # the state after one event
fold = HANDLERS.fold  # the state after all events, in order
