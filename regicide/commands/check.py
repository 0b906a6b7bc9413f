"""`regicide check FILE` (FORMAT.md): play a record headlessly, print the state as JSON.

Exit 0: every move was legal. Exit 1: a move was illegal (or came after the end); the state
just before it is printed with "error". Exit 2: the file cannot be used. Never imports pygame.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, TextIO

from regicide.games.regicide.engine import (
    Card,
    Game,
    IllegalMove,
    RecordError,
    format_move,
    legal_moves,
    read_record,
)
from regicide.store.documents import DocumentError, read_document
from regicide.support.oneline import one_line

EXIT_OK, EXIT_ILLEGAL, EXIT_UNUSABLE = 0, 1, 2


def run_check(path: Path, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    try:
        record = read_record(read_document(path))
    except (DocumentError, RecordError) as problem:
        print(one_line(f"{path}: {problem}"), file=err)
        return EXIT_UNUSABLE
    game = record.new_game()
    error = None
    for number, command in enumerate(record.moves, 1):
        try:
            game.submit(command)
        except IllegalMove as illegal:
            print(one_line(f"move {number}: {illegal.reason}"), file=err)
            error = {"move": number, "reason": illegal.reason}
            break
    print(json.dumps(state_report(game, error), indent=2), file=out)
    return EXIT_OK if error is None else EXIT_ILLEGAL


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
        "loss_reason": state.loss_reason,
        "error": error,
        "legal_moves": [format_move(move) for move in legal_moves(state)],
    }


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]
