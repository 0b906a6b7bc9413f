"""What one seat may see (R-INFO-1/2): for computer players and the hot-seat table."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.engine.cards import Card
from regicide.engine.commands import Command
from regicide.engine.rules import legal_moves
from regicide.engine.state import SETUP_TABLE, GameState, Medal, Phase, Rules, Status


@dataclass(frozen=True, slots=True)
class SeatView:
    """The public facts of R-INFO-1 plus the seat's own hand. Other hands appear only with
    the `open_hands` variant; the tavern and castle order, the discard pile below its top
    card and the identity of healed cards never do (R-INFO-2)."""

    seat: int
    players: int
    rules: Rules
    phase: Phase
    status: Status
    current: int
    enemy: Card | None
    enemy_attack: int
    enemy_health: int
    damage: int
    shield: int
    immunity_cancelled: bool
    damage_due: int
    table: tuple[tuple[Card, ...], ...]
    discard_top: Card | None
    discard_size: int
    tavern_size: int
    tavern_known: tuple[Card, ...]  # exact-killed royals still on the tavern, top first (R-INFO-1)
    castle_size: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    open_hands: tuple[tuple[Card, ...], ...] | None
    tokens_left: int
    yields_in_a_row: int
    yielded_last: tuple[bool, ...]
    enemies_defeated: int
    loss_reason: str | None
    medal: Medal | None
    legal_moves: tuple[Command, ...]  # empty unless it is this seat's decision

    @property
    def hand_limit(self) -> int:
        """R-SETUP-3/4: the maximum hand size of this game."""
        return SETUP_TABLE[self.players][1]

    @property
    def net_attack(self) -> int:
        """R-SUF-1: what the enemy's attack would cost the current player now."""
        return max(0, self.enemy_attack - self.shield)

    def sees_hand(self, seat: int) -> bool:
        """R-INFO-2: a seat sees its own hand, and the others' only with open hands."""
        return seat == self.seat or self.open_hands is not None

    @property
    def tavern_top(self) -> Card | None:
        """The tavern's top card when it is public (an exact-killed royal), else None."""
        return self.tavern_known[0] if self.tavern_known else None


def view(state: GameState, seat: int) -> SeatView:
    """The state as `seat` sees it."""
    return SeatView(
        seat=seat,
        players=state.players,
        rules=state.rules,
        phase=state.phase,
        status=state.status,
        current=state.current,
        enemy=state.enemy,
        enemy_attack=state.enemy_attack,
        enemy_health=state.enemy_health,
        damage=state.damage,
        shield=state.shield,
        immunity_cancelled=state.immunity_cancelled,
        damage_due=state.damage_due,
        table=state.table,
        discard_top=state.discard[-1] if state.discard else None,
        discard_size=len(state.discard),
        tavern_size=len(state.tavern),
        tavern_known=state.tavern[: state.tavern_known],
        castle_size=len(state.castle),
        hand=state.hand(seat),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        open_hands=state.hands if state.rules.open_hands else None,
        tokens_left=state.tokens_left,
        yields_in_a_row=state.yields_in_a_row,
        yielded_last=state.yielded_last,
        enemies_defeated=state.enemies_defeated,
        loss_reason=state.loss_reason,
        medal=state.medal,
        legal_moves=tuple(legal_moves(state)) if seat == state.current else (),
    )
