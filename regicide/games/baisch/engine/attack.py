"""Attacks (B-ATK-*, §6-§8): checking a declaration and the resolution pipeline A1-A9.

An attack may stop at A4 (the defender's Battery decision) or A7 (the attacker's Reservist
window); the pending attack lives in `GameState.attack` and resumes with the decision.
"""

from __future__ import annotations

from collections import Counter

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import Card, Suit
from regicide.games.baisch.engine.commands import AddReservists, Attack, Battery
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.recorder import Folder
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.engine.state import (
    SLOTS,
    GameState,
    PendingAttack,
    Phase,
    Played,
    SeatState,
    Target,
    TargetKind,
)
from regicide.games.baisch.engine.turn import conquer, drawable, fall, pass_turn

WON, TIED, LOST = "won", "tied", "lost"
UNBEATABLE = None


def source_suit(state: GameState, seat: int, command: Attack) -> Suit | None:
    """B-ATK-3/4, B-KING-4: the suit an attack uses (None for a Joker or a Joker King)."""
    if command.king:
        king = state.seat(seat).king
        return None if king is None else king.suit
    return command.cards[0].card.suit if command.cards else None


def attack_problem(state: GameState, command: Attack) -> Refusal | None:
    """Why the active player may not declare this attack now (None: he may)."""
    if state.phase is not Phase.PLAY:
        return refuse("Finish the pending decision first.")
    return (
        _target_problem(state, command)
        or _source_problem(state, command)
        or _figures_problem(state, command)
    )


def _target_problem(state: GameState, command: Attack) -> Refusal | None:
    target, seat = command.target, state.current
    if target.kind is TargetKind.STACK:
        return _stack_problem(state, target.index)
    if target.seat not in state.opponents(seat):
        return refuse("Attack an opponent who is still in the game.")
    victim = state.seat(target.seat)
    if target.kind is TargetKind.SLOT:
        if not 1 <= target.index <= SLOTS or not victim.slots[target.index - 1].cards:
            return refuse("That defence slot holds no card.")
        return None
    if victim.defense_cards:
        return refuse(
            "A King can be assaulted only when its owner has no defence card."
        )  # B-ATTACK-6
    return None


def _stack_problem(state: GameState, index: int) -> Refusal | None:
    if index not in (0, 1):
        return refuse("There are two Harvest stacks, A and B.")
    if state.usage.plundered:
        return refuse("You have already plundered this turn.")  # B-PLUNDER-1
    if not state.stacks[index].cards:
        return refuse("That Harvest stack is empty.")
    return None


def _source_problem(state: GameState, command: Attack) -> Refusal | None:
    if command.king:
        return _king_problem(state, command)
    if not command.cards:
        return refuse("An attack needs a card, a Joker or your King.")  # B-ATK-8
    seat = state.seat(state.current)
    problem = _cards_available(state, seat, command.cards)
    if problem:
        return problem
    return _suit_problem(state, [played.card for played in command.cards])


def _suit_problem(state: GameState, cards: list[Card]) -> Refusal | None:
    """B-ATK-2/3/4: one suit, the turn's symbol; a Joker alone and free of the symbol."""
    if any(card.is_joker for card in cards):
        return None if len(cards) == 1 else refuse("A Joker attacks alone.")  # B-ATK-4
    if len({card.suit for card in cards}) > 1:
        return refuse("All cards of an attack share one suit.")  # B-ATK-2
    symbol = state.usage.symbol
    if symbol is not None and cards[0].suit is not symbol:
        return refuse(
            "This turn's attack symbol is {suit}: attack with that suit.", suit=symbol
        )  # B-ATK-3
    return None


def _cards_available(
    state: GameState, seat: SeatState, cards: tuple[Played, ...]
) -> Refusal | None:
    from_hand = [played.card for played in cards if played.slot == 0]
    if Counter(from_hand) - Counter(seat.usable):
        return refuse("Attack only with usable cards of your hand (not prey, not blocked).")
    from_slots = [played for played in cards if played.slot]
    if not from_slots:
        return None
    if not state.usable_hero(state.current, Hero.LIEUTENANT):
        return refuse("Only the Lieutenant lets defence cards attack.")  # B-HERO-LT-1
    return _slot_cards_problem(seat, from_slots)


def _slot_cards_problem(seat: SeatState, from_slots: list[Played]) -> Refusal | None:
    """B-HERO-LT-1, B-HERO-SAB-3: own slot cards, neither sabotaged nor locked."""
    wanted = Counter((played.slot, played.card) for played in from_slots)
    for (slot_number, card), count in wanted.items():
        if not 1 <= slot_number <= SLOTS:
            return refuse("Defence slots are numbered 1 to 3.")
        slot = seat.slots[slot_number - 1]
        if slot.saboteur or slot.locked:
            return refuse("Slot {slot} is sabotaged or locked this turn.", slot=slot_number)
        if slot.cards.count(card) < count:
            return refuse("Your slot {slot} does not hold {card}.", slot=slot_number, card=card)
    return None


def _king_problem(state: GameState, command: Attack) -> Refusal | None:
    seat = state.seat(state.current)
    if command.cards:
        return refuse("The King attacks alone.")  # B-KING-5
    if seat.king is None:
        return refuse("You have no King.")
    if state.usage.king_attacked:
        return refuse("You have already attacked with your King this turn.")  # B-KING-2
    return _king_defense_problem(state, command) or _king_suit_problem(state, seat.king)


def _king_defense_problem(state: GameState, command: Attack) -> Refusal | None:
    """B-KING-1, B-PLUNDER-7, B-HERO-WAR-1."""
    if not state.seat(state.current).defense_cards:
        return None
    if command.target.kind is TargetKind.STACK:
        return refuse("Plunder with your King only without defence cards.")  # B-PLUNDER-7
    if not state.usable_hero(state.current, Hero.WARLORD):
        return refuse("Attack with your King only without defence cards.")  # B-KING-1
    return None


def _king_suit_problem(state: GameState, king: Card) -> Refusal | None:
    """B-KING-4: the King's suit obeys the symbol; a Joker King is exempt."""
    symbol = state.usage.symbol
    if symbol is not None and not king.is_joker and king.suit is not symbol:
        return refuse(
            "This turn's attack symbol is {suit}; your King is not.", suit=symbol
        )  # B-KING-4
    return None


def _figures_problem(state: GameState, command: Attack) -> Refusal | None:
    seat = state.seat(state.current)
    if command.mercs < 0 or command.reserves < 0:
        return refuse("Commit zero or more figures.")
    if command.mercs and not state.usable_hero(state.current, Hero.MERCENARIES):
        return refuse("You have no usable Mercenaries.")
    if command.mercs > seat.mercs_ready:
        return refuse("You have only {count} ready Mercenaries.", count=seat.mercs_ready)
    if command.reserves and not state.usable_hero(state.current, Hero.RESERVISTS):
        return refuse("You have no usable Reservists.")
    if command.reserves > seat.reserves_ready:
        return refuse("You have only {count} ready Reservists.", count=seat.reserves_ready)
    return None


def attack_value(state: GameState, attack: PendingAttack) -> int:
    """B-ATK-2/5, B-JOKER-2, B-KING-7: cards (or the King) plus figures."""
    seat = state.seat(attack.attacker)
    if attack.king:
        assert seat.king is not None
        base = seat.king.attack_value
    else:
        base = sum(played.card.attack_value for played in attack.cards)
    return base + attack.mercs + attack.reserves


def defense_value(state: GameState, target: Target) -> int | None:
    """B-PLUNDER-2/3, B-ATTACK-2, B-ATTACK-6, B-VAR-OPT-1: None when unbeatable (a Joker on
    top of a Harvest stack)."""
    if target.kind is TargetKind.STACK:
        top = state.stacks[target.index].cards[-1]
        return UNBEATABLE if top.is_joker else top.rank
    seat = state.seat(target.seat)
    if target.kind is TargetKind.SLOT:
        return seat.slots[target.index - 1].value
    assert seat.king is not None
    bonus = seat.reserves_ready if state.options.reservists_defend_king else 0
    return seat.king.defense_value + bonus


def result_of(attack_total: int, defense: int | None) -> str:
    """B-ATK-6: strictly greater wins; B-PLUNDER-3: a Harvest Joker is never beaten."""
    if defense is UNBEATABLE or attack_total < defense:
        return LOST
    return WON if attack_total > defense else TIED


def declare(rec: Folder, command: Attack) -> None:
    """A1-A4: declare, set the symbol, turn a King up, commit; then the Battery window or
    straight on to the reveal."""
    state = rec.state
    seat = state.current
    rec.emit(
        ev.AttackDeclared(
            seat, command.target, command.cards, command.king, command.mercs, command.reserves
        )
    )
    suit = source_suit(state, seat, command)
    if suit is not None and state.usage.symbol is None:
        rec.emit(ev.SymbolSet(suit))
    king = state.seat(seat).king
    if command.king and king is not None and not state.seat(seat).king_up:
        rec.emit(ev.KingRevealed(seat, king))
    target = command.target
    if target.kind is not TargetKind.STACK:
        defender = rec.state.seat(target.seat)
        if defender.battery_active and Hero.BATTERY in defender.heroes:
            rec.emit(ev.BlockOffered(target.seat))
            return
    reveal(rec)


def battery_problem(state: GameState, _: Battery) -> Refusal | None:
    if state.phase is not Phase.BATTERY:
        return refuse("No attack waits for a Battery Tower decision.")
    return None


def battery(rec: Folder, command: Battery) -> None:
    """B-HERO-BAT-2/3/4: block ends the attack, allow goes on to the reveal."""
    attack = rec.state.attack
    assert attack is not None
    if command.block:
        rec.emit(ev.AttackBlocked(attack.target.seat))
    else:
        rec.emit(ev.AttackAllowed(attack.target.seat))
        reveal(rec)


def reveal(rec: Folder) -> None:
    """A5-A7: attack cards and target face up, compare, maybe open the Reservist window."""
    attack = rec.state.attack
    assert attack is not None
    if attack.cards:
        rec.emit(ev.AttackRevealed(attack.attacker, attack.cards))
    _reveal_target(rec, attack.target)
    state = rec.state
    defense = defense_value(state, attack.target)
    seat = state.seat(attack.attacker)
    if (
        defense is not UNBEATABLE
        and attack_value(state, attack) <= defense
        and seat.reserves_ready
        and Hero.RESERVISTS in seat.heroes
    ):
        rec.emit(ev.ReserveOffered(attack.attacker))
        return
    resolve(rec)


def _reveal_target(rec: Folder, target: Target) -> None:
    state = rec.state
    if target.kind is TargetKind.STACK:
        stack = state.stacks[target.index]
        if not stack.up[-1]:
            rec.emit(ev.StackTopRevealed(target.index, stack.cards[-1]))
        return
    seat = state.seat(target.seat)
    if target.kind is TargetKind.SLOT:
        slot = seat.slots[target.index - 1]
        if slot.hidden:
            rec.emit(ev.SlotRevealed(target.seat, target.index, slot.cards))
    elif not seat.king_up and seat.king is not None:
        rec.emit(ev.KingRevealed(target.seat, seat.king))


def reserve_problem(state: GameState, command: AddReservists) -> Refusal | None:
    if state.phase is not Phase.RESERVE:
        return refuse("Reservists join after the reveal only when the attack is not winning (A7).")
    ready = state.seat(state.current).reserves_ready
    if not 0 <= command.count <= ready:
        return refuse("Add from 0 to {ready} Reservists.", ready=ready)
    return None


def add_reservists(rec: Folder, command: AddReservists) -> None:
    """B-HERO-RES-4: the A7 window; then resolve."""
    rec.emit(ev.ReservistsAdded(rec.state.current, command.count))
    resolve(rec)


def resolve(rec: Folder) -> None:
    """A6, A8, A9: the comparison's consequences per target, the attack cards to the
    graveyard, eliminations, the end of the game."""
    state = rec.state
    attack = state.attack
    assert attack is not None
    total, defense = attack_value(state, attack), defense_value(state, attack.target)
    result = result_of(total, defense)  # B-KING-8: a Harvest Joker beats a King too
    shown = -1 if defense is UNBEATABLE else defense
    rec.emit(ev.AttackResolved(attack.attacker, attack.target, total, shown, result))
    target_won = _settle_target(rec, attack, result == WON)
    rec.emit(ev.AttackCardsDiscarded(attack.attacker, tuple(p.card for p in attack.cards)))
    king_falls = attack.king and (
        result == LOST or (result == TIED and state.options.king_tie_eliminates)
    )
    if target_won and attack.target.kind is TargetKind.KING:
        conquer(rec, attack.target.seat, attack.attacker)
    if king_falls:
        fall(rec, attack.attacker)  # B-KING-7 lower, B-ELIM-2: the turn ends at once
        pass_turn(rec)


def _settle_target(rec: Folder, attack: PendingAttack, won: bool) -> bool:
    """A8 per target (B-PLUNDER-4/5, B-ATTACK-4/5, B-ATTACK-7); True when the target fell."""
    target = attack.target
    if target.kind is TargetKind.STACK:
        if won:
            _plundered(rec, attack.attacker, target.index)
        else:
            _cover(rec, target.index)  # B-PLUNDER-5, B-KING-7 (D13)
        return won
    if won and target.kind is TargetKind.SLOT:
        slot = rec.state.seat(target.seat).slots[target.index - 1]
        rec.emit(ev.SlotConquered(attack.attacker, target.seat, target.index, slot.cards))
    return won


def _plundered(rec: Folder, seat: int, index: int) -> None:
    """B-PLUNDER-4: take the stack, cover the other one, rebuild this one."""
    rec.emit(ev.StackPlundered(seat, index, rec.state.stacks[index].cards))
    _cover(rec, 1 - index)
    cards = drawable(rec, 2)
    if cards:
        rec.emit(ev.StackRebuilt(index, cards))


def _cover(rec: Folder, index: int) -> None:
    cards = drawable(rec, 1)
    if cards:
        rec.emit(ev.StackCovered(index, cards[0]))
