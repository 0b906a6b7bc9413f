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

#: Why each kind of attack is worth making (§6, §7, B-ELIM-1).
ATTACK_REASONS = {
    TargetKind.STACK: "a plunder's cards join your hand, usable at once",
    TargetKind.SLOT: "a won defence card is yours, and an empty defence leaves its King open",
    TargetKind.KING: "a beaten King puts its player out, and his hand is yours",
}


def explain(view: SeatView, command: Command) -> str:
    """`move`: why (the attack's sum against what the seat knows of the defence)."""
    words = move_words(command)
    if isinstance(command, Attack):
        reason = ATTACK_REASONS[command.target.kind]
        return f"{words}: {preview_sentence(preview_attack(view, command))}; {reason}"
    if isinstance(command, PlaceDefense):
        return f"{words}: every defence card stands between the attackers and your King"
    if isinstance(command, TakeDefense):
        return f"{words}: its cards can attack from your hand this turn"
    if isinstance(command, EndTurn) and command.reveal is not None:
        return f"{words}: without an attack on an opponent one slot must be shown"
    return words
