"""check_report(game, error): a game's state as one JSON object for `regicide check`
(every key documented in docs/baisch-records.md)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.game import Game
from regicide.games.baisch.engine.moves import legal_moves
from regicide.games.baisch.engine.notation import format_move
from regicide.games.baisch.engine.state import STACK_NAMES, SeatState, Slot, Usage

MOVES_SHOWN = 60  # longer lists of legal moves are cut to this many (their count is given)


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [card.text for card in cards]


def _faced(cards: tuple[Card, ...], up: tuple[bool, ...]) -> list[str]:
    return [card.text + ("^" if face else "v") for card, face in zip(cards, up, strict=True)]


def _slot(slot: Slot) -> dict[str, Any] | None:
    if not slot.cards:
        return None
    return {
        "cards": _faced(slot.cards, slot.up),
        "value": slot.value,
        "mercs": slot.mercs,
        "saboteur": slot.saboteur or None,
        "locked": slot.locked,
    }


def _seat(number: int, seat: SeatState) -> dict[str, Any]:
    return {
        "seat": number,
        "hand": _cards(seat.hand),
        "public": _cards(seat.public),
        "locked": _cards(seat.locked),
        "king": None if seat.king is None else seat.king.text,
        "king_up": seat.king_up,
        "slots": [_slot(slot) for slot in seat.slots],
        "heroes": [hero.value for hero in seat.heroes],
        "waiting": [hero.value for hero in seat.waiting],
        "mercs_ready": seat.mercs_ready,
        "mercs_supply": seat.mercs_supply,
        "reserves_ready": seat.reserves_ready,
        "saboteurs_ready": seat.saboteurs_ready,
        "battery_active": seat.battery_active,
        "eliminated": seat.out,
    }


def _usage(usage: Usage) -> dict[str, Any]:
    return {f.name: getattr(usage, f.name) for f in fields(Usage) if f.name != "symbol"}


def check_report(game: Game, error: dict[str, Any] | None = None) -> dict[str, Any]:
    """The state now, `error` (the illegal move's number and reason, or None) and the legal
    moves (all of them up to MOVES_SHOWN, else the first MOVES_SHOWN)."""
    state = game.state
    moves = [format_move(move) for move in legal_moves(state)]
    return {
        "game": "baisch",
        "players": state.players,
        "options": state.options.enabled(),
        "status": state.status.value,
        "phase": state.phase.value,
        "current": state.current,
        "to_act": state.to_act,
        "turn": state.turn,
        "moves_played": len(game.moves),
        "symbol": None if state.usage.symbol is None else state.usage.symbol.value,
        "used": _usage(state.usage),
        "draw_size": len(state.draw),
        "draw": _cards(state.draw),
        "graveyard": _cards(state.graveyard),
        "stacks": {
            name: _faced(stack.cards, stack.up)
            for name, stack in zip(STACK_NAMES, state.stacks, strict=True)
        },
        "seats": [_seat(n, seat) for n, seat in enumerate(state.seats, 1)],
        "pool": [hero.value for hero in state.pool],
        "draft_order": list(state.draft_order),
        "winner": state.winner or None,
        "elimination_order": list(state.eliminated),
        "assisted": game.assisted,
        "error": error,
        "legal_move_count": len(moves),
        "legal_moves": moves[:MOVES_SHOWN],
    }
