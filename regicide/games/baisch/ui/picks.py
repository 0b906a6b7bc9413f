"""What the person's selection can do on their turn, asked of the engine (no drawing here).

A selection is hand cards, own defence cards (the Lieutenant's, B-HERO-LT-1), or the own King
(§8), with the Mercenaries and Reservists the person has set to commit (B-HERO-MERC-4,
B-HERO-RES-4). Dropped on a zone of the board it becomes one command: an attack on a Harvest
stack or an opponent's slot or King, a defence card placed or stacked (B-DEF-3,
B-HERO-FORT-1), a card traded or discarded to the graveyard (B-HERO-MERCH-1,
B-HERO-SPY-3), a slot taken back to the hand (B-DEF-2). The engine's `problem` says whether
and why not, in a player's words.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from regicide.games.baisch.engine import (
    Attack,
    Command,
    Fortify,
    GameState,
    MerchantTrade,
    PlaceDefense,
    Played,
    SpyExtend,
    TakeDefense,
    Target,
    TargetKind,
    problem,
)
from regicide.games.baisch.ui.layout import Zone


@dataclass(frozen=True)
class Picks:
    """The selection: cards (slot 0: the hand; 1..3: an own slot), the own King, and the
    figures to commit."""

    cards: tuple[Played, ...] = ()
    king: bool = False
    mercs: int = 0
    reserves: int = 0

    @property
    def empty(self) -> bool:
        return not self.cards and not self.king

    @property
    def single_hand_card(self) -> Played | None:
        """The one hand card selected, if that is all."""
        if len(self.cards) == 1 and not self.king and self.cards[0].slot == 0:
            return self.cards[0]
        return None

    @property
    def own_slot(self) -> int | None:
        """The own slot whose cards are all that is selected (to take it back)."""
        slots = {played.slot for played in self.cards}
        if self.king or len(slots) != 1 or 0 in slots:
            return None
        return slots.pop()


def target_of(zone: Zone) -> Target | None:
    """The attack target a zone stands for (None: not an attack target)."""
    if zone.kind == "stack":
        return Target(TargetKind.STACK, 0, zone.index)
    if zone.kind == "slot":
        return Target(TargetKind.SLOT, zone.seat, zone.index)
    if zone.kind == "king":
        return Target(TargetKind.KING, zone.seat)
    return None


def command_for(state: GameState, picks: Picks, zone: Zone) -> Command | None:
    """The command the selection makes when dropped on `zone` (None: nothing it could be);
    legal or not (`problem` says)."""
    me = state.current
    if zone.kind == "slot" and zone.seat == me:
        return _own_slot(state, picks, zone.index)
    if zone.kind == "graveyard":
        return _graveyard(state, picks)
    if zone.kind == "hand" and zone.seat == me:
        slot = picks.own_slot
        return None if slot is None else TakeDefense(slot)
    target = target_of(zone)
    if target is None or (target.seat == me and target.kind is not TargetKind.STACK):
        return None
    if picks.empty:
        return None
    cards = () if picks.king else picks.cards
    return Attack(target, cards, picks.king, picks.mercs, picks.reserves)


def _own_slot(state: GameState, picks: Picks, slot: int) -> Command | None:
    card = picks.single_hand_card
    if card is None:
        return None
    occupied = bool(state.seat(state.current).slots[slot - 1].cards)
    return Fortify(card.card, slot) if occupied else PlaceDefense(card.card, slot)


def _graveyard(state: GameState, picks: Picks) -> Command | None:
    """A hand card dropped on the graveyard: the Merchant's trade when it may be made, else
    the Spy's extension."""
    card = picks.single_hand_card
    if card is None:
        return None
    trade = MerchantTrade(card.card)
    return trade if problem(state, trade) is None else SpyExtend(card.card)


def board_zones(state: GameState) -> Iterator[Zone]:
    """Every zone a selection might be dropped on."""
    me = state.current
    yield Zone("stack", 0, 0)
    yield Zone("stack", 0, 1)
    for seat in state.opponents(me):
        for slot in range(1, 4):
            yield Zone("slot", seat, slot)
        yield Zone("king", seat)
    for slot in range(1, 4):
        yield Zone("slot", me, slot)
    yield Zone("graveyard")
    yield Zone("hand", me)


def legal_drops(state: GameState, picks: Picks) -> list[tuple[Zone, Command]]:
    """The zones the selection may be dropped on now, with the command each makes."""
    drops = []
    for zone in board_zones(state):
        command = command_for(state, picks, zone)
        if command is not None and problem(state, command) is None:
            drops.append((zone, command))
    return drops
