"""explain(view, command): one sentence on why a suggested move is good for the seat of
`view` (a hint's words), with an attack's odds as the seat can judge them (B-ATK-6)."""

from __future__ import annotations

from regicide.games.baisch.engine import (
    Attack,
    Command,
    EndTurn,
    PlaceDefense,
    SeatView,
    TakeDefense,
    TargetKind,
    preview_attack,
)
from regicide.games.baisch.narrate import move_words, preview_sentence
from regicide.i18n import N_, _

#: Why each kind of attack is worth making (§6, §7, B-ELIM-1).
ATTACK_REASONS = {
    TargetKind.STACK: N_("a plunder's cards join your hand, usable at once"),
    TargetKind.SLOT: N_("a won defence card is yours, and an empty defence leaves its King open"),
    TargetKind.KING: N_("a beaten King puts its player out, and his hand is yours"),
}


def explain(view: SeatView, command: Command) -> str:
    """`move`: why (the attack's sum against what the seat knows of the defence), in the
    player's language."""
    words = move_words(command)
    if isinstance(command, Attack):
        return _("{move}: {preview}; {reason}").format(
            move=words,
            preview=preview_sentence(preview_attack(view, command)),
            reason=_(ATTACK_REASONS[command.target.kind]),
        )
    if isinstance(command, PlaceDefense):
        return _("{move}: every defence card stands between the attackers and your King").format(
            move=words
        )
    if isinstance(command, TakeDefense):
        return _("{move}: its cards can attack from your hand this turn").format(move=words)
    if isinstance(command, EndTurn) and command.reveal is not None:
        return _("{move}: without an attack on an opponent one slot must be shown").format(
            move=words
        )
    return words
