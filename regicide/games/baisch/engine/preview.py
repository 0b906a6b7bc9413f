"""preview_attack(view, command): what a seat can tell of an attack before declaring it
(B-ATK-6, B-PLUNDER-2/3): its value, and the defence value when every defending card is
face up (a face-down card is unknown until revealed, A5)."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.commands import Attack
from regicide.games.baisch.engine.state import TargetKind
from regicide.games.baisch.engine.view import SeatView

WINS, TIES, LOSES, UNKNOWN, NEVER = "wins", "ties", "loses", "unknown", "never"


@dataclass(frozen=True, slots=True)
class AttackPreview:
    """`cards` the attack's cards (empty for a King attack), `value` its total (a Joker
    counts JOKER_ATTACK), `defense` the known defence value or None, `outcome` one of wins,
    ties, loses, unknown (face-down defence) or never (a Harvest Joker). A Joker against a
    face-down slot or King wins with `defense` None: it beats any value (B-JOKER-2)."""

    cards: tuple[Card, ...]
    king: Card | None
    figures: int
    value: int
    defense: int | None
    outcome: str


def preview_attack(view: SeatView, command: Attack) -> AttackPreview:
    """The attack as the seat sees it before it is declared."""
    me = view.me
    king = me.king if command.king else None
    cards = tuple(played.card for played in command.cards)
    base = king.attack_value if king else sum(card.attack_value for card in cards)
    figures = command.mercs + command.reserves
    value = base + figures
    defense, never = _defense(view, command)
    if never:
        return AttackPreview(cards, king, figures, value, None, NEVER)
    if defense is None:
        # B-JOKER-2: a Joker beats any slot's or King's value, face down or not
        joker = any(card.is_joker for card in cards)
        sure = joker and command.target.kind is not TargetKind.STACK
        return AttackPreview(cards, king, figures, value, None, WINS if sure else UNKNOWN)
    outcome = WINS if value > defense else TIES if value == defense else LOSES
    return AttackPreview(cards, king, figures, value, defense, outcome)


def _defense(view: SeatView, command: Attack) -> tuple[int | None, bool]:
    target = command.target
    if target.kind is TargetKind.STACK:
        top = view.stacks[target.index][-1]
        if top is None:
            return None, False
        return (None, True) if top.is_joker else (top.rank, False)
    player = view.player(target.seat)
    if target.kind is TargetKind.KING:
        king = player.king
        bonus = player.reserves_ready if view.options.reservists_defend_king else 0
        return (None if king is None else king.defense_value + bonus), False
    slot = player.slots[target.index - 1]
    if any(card is None for card in slot.cards):
        return None, False
    return sum(card.defense_value for card in slot.cards if card) + slot.mercs, False
