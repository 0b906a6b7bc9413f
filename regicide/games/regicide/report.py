"""The state as `regicide check` prints it for a Regicide record (FORMAT.md): one JSON object,
every key present."""

from __future__ import annotations

from typing import Any

from regicide.games.regicide.engine import Card, Game, format_move, legal_moves
from regicide.games.regicide.narrate import loss_text


def state_report(game: Game, error: dict[str, Any] | None = None) -> dict[str, Any]:
    """The FORMAT.md output object for the game's current state."""
    state = game.state
    return {
        "players": state.players,
        "status": state.status.value,
        "phase": state.phase.value,
        "current": state.current,
        "enemy": str(state.enemy) if state.enemy else None,
        "enemy_attack": state.enemy_attack if state.enemy else None,
        "enemy_health": state.enemy_health if state.enemy else None,
        "damage": state.damage,
        "shield": state.shield,
        "immunity_cancelled": state.immunity_cancelled,
        "damage_due": state.damage_due,
        "castle": _cards(state.castle),
        "tavern": _cards(state.tavern),
        "discard": _cards(state.discard),
        "table": [_cards(play) for play in state.table],
        "hands": [_cards(hand) for hand in state.hands],
        "yields_in_a_row": state.yields_in_a_row,
        "tokens_used": state.tokens_used,
        "enemies_defeated": state.enemies_defeated,
        "medal": state.medal.value if state.medal else None,
        "loss_reason": loss_text(state.loss_reason) if state.loss_reason else None,
        "error": error,
        "legal_moves": [format_move(move) for move in legal_moves(state)],
    }


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]
