"""check_report(game, error): a game's state as one JSON object for `regicide check`
(every key documented in docs/baisch-records.md)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from regicide.games.baisch.engine.attack import attack_value, defense_value
from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.game import Game
from regicide.games.baisch.engine.moves import legal_moves
from regicide.games.baisch.engine.notation import format_move, format_target
from regicide.games.baisch.engine.state import (
    STACK_NAMES,
    GameState,
    SeatState,
    Slot,
    Usage,
)

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


def _attack(state: GameState) -> dict[str, Any] | None:
    """B-ATK-7: the attack between its declaration and its resolution (the Battery decision,
    A4, or the Reservist window, A7). Its cards are in the hand or slots they came from until
    revealed (A5), then only here; a King source (`king`) stays in its slot, so `cards` is
    then empty. `defense` is null before the reveal and for an unbeatable Harvest-top Joker."""
    attack = state.attack
    if attack is None:
        return None
    cards = [f"{p.card}@{p.slot}" if p.slot else p.card.text for p in attack.cards]
    return {
        "seat": attack.attacker,
        "target": format_target(attack.target),
        "king": attack.king,
        "cards": cards,
        "mercs": attack.mercs,
        "reserves": attack.reserves,
        "value": attack_value(state, attack),
        "defense": defense_value(state, attack.target) if attack.revealed else None,
        "revealed": attack.revealed,
    }


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
        "attack": _attack(state),
        "winner": state.winner or None,
        "drawn": list(state.drawn),
        "draw_reason": None if state.draw_reason is None else state.draw_reason.value,
        "elimination_order": list(state.eliminated),
        "assisted": game.assisted,
        "error": error,
        "legal_move_count": len(moves),
        "legal_moves": moves[:MOVES_SHOWN],
    }
