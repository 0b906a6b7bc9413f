"""legal_moves(state): every command the seat to act may give, each once.

Some families are listed in one canonical form, though `step` accepts every form (lists of
tens of thousands of near-twins help neither a table nor a player): setup choices put the
defence cards into slots 1, 2, 3 in the hand's order; attacks commit no Mercenaries or all
ready ones, and Reservists only in the A7 window (declaring them earlier is accepted, never
needed).
Resign (B-ELIM-4) is a table feature and is not listed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import combinations

from regicide.games.baisch.engine import commands as cmd
from regicide.games.baisch.engine.attack import attack_problem
from regicide.games.baisch.engine.cards import JOKER, Card, Suit
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.rules import problem
from regicide.games.baisch.engine.setup import setup_choices
from regicide.games.baisch.engine.state import SLOTS, GameState, Phase, Played, Target, TargetKind
from regicide.games.baisch.engine.turn import reveal_choices


def legal_moves(state: GameState) -> list[cmd.Command]:
    """Every legal command of the seat to act (empty when the game is over)."""
    return list(BY_PHASE[state.phase](state))


BY_PHASE: dict[Phase, Callable[[GameState], Iterable[cmd.Command]]] = {
    Phase.SETUP: lambda state: map(cmd.ChooseSetup, setup_choices(state)),
    Phase.DRAFT: lambda state: map(cmd.GiveHero, state.pool),
    Phase.START: lambda state: map(cmd.ChooseStarter, range(1, state.players + 1)),
    Phase.BATTERY: lambda state: (cmd.Battery(True), cmd.Battery(False)),
    Phase.RESERVE: lambda state: map(
        cmd.AddReservists, range(state.seat(state.current).reserves_ready + 1)
    ),
    Phase.SPOILS: lambda state: map(cmd.ChooseSpoil, state.spoils),
    Phase.PLAY: lambda state: (*attacks(state), *other_actions(state), *end_turns(state)),
    Phase.OVER: lambda state: (),
}


def targets(state: GameState) -> Iterator[Target]:
    """Every target an attack might aim at now (B-ATK-1)."""
    for index, stack in enumerate(state.stacks):
        if stack.cards and not state.usage.plundered:
            yield Target(TargetKind.STACK, 0, index)
    for seat in state.opponents(state.current):
        player = state.seat(seat)
        for slot, content in enumerate(player.slots, 1):
            if content.cards:
                yield Target(TargetKind.SLOT, seat, slot)
        if not player.defense_cards:
            yield Target(TargetKind.KING, seat)


def sources(state: GameState) -> Iterator[tuple[Played, ...]]:
    """Every card source (B-ATK-2/4): each Joker alone, each same-suit set obeying the
    symbol, from usable hand cards and, with the Lieutenant, own defence cards."""
    seat = state.seat(state.current)
    pool = [Played(card) for card in dict.fromkeys(seat.usable)]
    pool = [p for p in pool if not p.card.is_joker]
    if state.usable_hero(state.current, Hero.LIEUTENANT):
        for number, slot in enumerate(seat.slots, 1):
            if not slot.saboteur and not slot.locked:
                pool.extend(Played(card, number) for card in slot.cards)
    jokers = [p for p in pool if p.card.is_joker]
    if JOKER in seat.usable:
        jokers.insert(0, Played(JOKER))
    for joker in dict.fromkeys(jokers):
        yield (joker,)
    symbol = state.usage.symbol
    for suit in Suit:
        if symbol is not None and suit is not symbol:
            continue
        suited = [p for p in pool if p.card.suit is suit]
        for size in range(1, len(suited) + 1):
            yield from combinations(suited, size)


def attacks(state: GameState) -> Iterator[cmd.Command]:
    """Every legal attack, with no or all ready Mercenaries (Reservists come at A7)."""
    seat = state.seat(state.current)
    mercs = seat.mercs_ready if state.usable_hero(state.current, Hero.MERCENARIES) else 0
    found = list(sources(state))
    for target in targets(state):
        for cards in found:
            yield from _with_mercs(cmd.Attack(target, cards), mercs)
        king = cmd.Attack(target, king=True)
        if attack_problem(state, king) is None:
            yield from _with_mercs(king, mercs)


def _with_mercs(attack: cmd.Attack, ready: int) -> Iterator[cmd.Attack]:
    """No Mercenaries, or every ready one (the counts between are accepted, not listed)."""
    for count in dict.fromkeys((0, ready)):
        yield cmd.Attack(attack.target, attack.cards, attack.king, count)


def other_actions(state: GameState) -> Iterator[cmd.Command]:
    """Defence management, Joker actions and hero abilities that are legal now."""
    for command in candidate_actions(state):
        if problem(state, command) is None:
            yield command


def candidate_actions(state: GameState) -> Iterator[cmd.Command]:
    """Every non-attack action worth checking (problem() filters the illegal ones)."""
    me = state.current
    seat = state.seat(me)
    hand = tuple(dict.fromkeys(seat.usable))
    for slot in range(1, SLOTS + 1):
        yield cmd.TakeDefense(slot)
        yield from (cmd.PlaceDefense(card, slot) for card in hand)
    if JOKER in seat.usable:
        yield from _joker_actions(state)
    for hero in seat.heroes:
        yield from HERO_ACTIONS.get(hero, _nothing)(state, hand)


def _nothing(state: GameState, hand: tuple[Card, ...]) -> Iterator[cmd.Command]:
    return iter(())


def _joker_actions(state: GameState) -> Iterator[cmd.Command]:
    yield from (cmd.JokerDrawHero(hero) for hero in state.pool)
    for other in state.opponents(state.current):
        heroes = (*state.seat(other).heroes, *state.seat(other).waiting)
        yield from (cmd.JokerTakeHero(other, hero) for hero in heroes)


def _enemy_slots(state: GameState) -> Iterator[tuple[int, int]]:
    for other in state.opponents(state.current):
        for slot in range(1, SLOTS + 1):
            yield other, slot


def _spy(state: GameState, hand: tuple[Card, ...]) -> Iterator[cmd.Command]:
    yield from (cmd.SpyExtend(card) for card in hand)
    for other in state.opponents(state.current):
        yield cmd.Spy(Target(TargetKind.KING, other))
    for other, slot in _enemy_slots(state):
        yield cmd.Spy(Target(TargetKind.SLOT, other, slot))


def _saboteurs(state: GameState, hand: tuple[Card, ...]) -> Iterator[cmd.Command]:
    for other, slot in _enemy_slots(state):
        yield cmd.Sabotage(other, slot)
        yield cmd.RecallSaboteur(other, slot)


HERO_ACTIONS: dict[Hero, Callable[[GameState, tuple[Card, ...]], Iterator[cmd.Command]]] = {
    Hero.SPY: _spy,
    Hero.MERCHANT: lambda state, hand: (cmd.MerchantTrade(card) for card in hand),
    Hero.PRIEST: lambda state, hand: map(cmd.PriestDraw, state.opponents(state.current)),
    Hero.SABOTEURS: _saboteurs,
    Hero.FORTIFIED: lambda state, hand: (
        cmd.Fortify(card, slot) for card in hand for slot in range(1, SLOTS + 1)
    ),
    Hero.MAGE: lambda state, hand: (cmd.MageReplace(o, s) for o, s in _enemy_slots(state)),
}


def end_turns(state: GameState) -> Iterator[cmd.EndTurn]:
    """B-TURN-4: every Mercenary placement with every allowed reveal."""
    reveals: tuple[int | None, ...] = reveal_choices(state) or (None,)
    for placement in merc_placements(state):
        for reveal in reveals:
            yield cmd.EndTurn(placement, reveal)


def merc_placements(state: GameState) -> list[tuple[tuple[int, int], ...]]:
    """B-HERO-MERC-5: every way to spread up to the ready Mercenaries on occupied slots."""
    seat = state.seat(state.current)
    if not state.usable_hero(state.current, Hero.MERCENARIES):
        return [()]
    slots = [n for n, slot in enumerate(seat.slots, 1) if slot.cards]
    found: list[tuple[tuple[int, int], ...]] = [()]
    for slot in slots:
        found = [
            (*placed, (slot, count)) if count else placed
            for placed in found
            for count in range(seat.mercs_ready - sum(c for _, c in placed) + 1)
        ]
    return found
