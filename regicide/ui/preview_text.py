"""The preview panel's words: what a selected play would do, line by line, in colour."""

from __future__ import annotations

from regicide.engine import GameState, PlayPreview, Suit
from regicide.ui.assets import Color
from regicide.ui.cardart import SUIT_SYMBOLS

Line = tuple[str, Color]


def preview_lines(preview: PlayPreview, state: GameState, palette: dict[str, Color]) -> list[Line]:
    """What a legal play would do (RULES.md steps 2–4), for the preview panel."""
    if preview.jester:
        return _jester_lines(preview, state, palette)
    lines = [(f"Attack value {preview.value}", palette["text"])]
    lines += _power_lines(preview, state, palette)
    damage = f"Deals {preview.damage}" + (" (♣ doubled)" if preview.doubled else "")
    lines.append((damage, palette["danger"]))
    lines += _outcome_lines(preview, palette)
    return lines


def _jester_lines(preview: PlayPreview, state: GameState, palette: dict[str, Color]) -> list[Line]:
    """R-JEST-1..4."""
    cancel = (
        "Immunity is already cancelled"
        if state.immunity_cancelled
        else "Cancels the enemy's immunity"
    )
    lines = [(cancel, palette["accent"])]
    if preview.shield:
        lines.append((f"♠ Earlier Spades raise the shield by {preview.shield}", palette["accent"]))
    lines.append(("No damage; then you choose who goes next", palette["text"]))
    return lines


def _power_lines(preview: PlayPreview, state: GameState, palette: dict[str, Color]) -> list[Line]:
    """R-POW-2, R-HEART-1, R-DIAM-1, R-SPADE-1: counts only, never which cards (R-INFO-2)."""
    lines = [
        (f"{SUIT_SYMBOLS[suit]} {suit.label} blocked by immunity", palette["dim"])
        for suit in preview.blocked
    ]
    if Suit.HEARTS in preview.powers:
        if preview.heal:
            lines.append((f"♥ Heal {preview.heal} from the discard pile", palette["good"]))
        else:
            lines.append(("♥ Heal: the discard pile is empty", palette["dim"]))
    if any(preview.draws):
        who = ", ".join(
            f"{'you' if seat == state.current else f'seat {seat}'} {count}"
            for seat, count in enumerate(preview.draws, 1)
            if count
        )
        lines.append((f"♦ Draw {sum(preview.draws)} ({who})", palette["good"]))
    if preview.shield:
        lines.append((f"♠ Shield +{preview.shield}", palette["accent"]))
    return lines


def _outcome_lines(preview: PlayPreview, palette: dict[str, Color]) -> list[Line]:
    """R-DEF-1..4 and R-SUF-1: what happens after the damage."""
    if preview.wins:
        return [("Defeats the last enemy: victory!", palette["highlight"])]
    if preview.exact:
        return [("Exact: defeats it, and it goes on top of the tavern", palette["highlight"])]
    if preview.defeats:
        return [("Defeats the enemy; you play again", palette["highlight"])]
    if preview.damage_due == 0:
        return [("The shield stops the whole attack", palette["good"])]
    then = f"Then take {preview.damage_due} damage"
    if preview.covered is False:
        return [(then + f": you would keep only {preview.kept_value}!", palette["danger"])]
    return [(then + f" (you keep {preview.kept_value})", palette["text"])]
