"""`check_report(game, error)`: the JSON object `regicide check` prints for a Claim record
(FORMAT.md, Claim section), every key present. Expansion zones add keys only when the game's
factions have them (docs/claim-records.md), so a base game's object is exactly FORMAT.md's."""

from __future__ import annotations

from typing import Any

from regicide.games.claim.engine.cards import (
    GHO,
    GIA,
    GNO,
    SEE,
    SHA,
    TRO,
    Card,
    format_cards,
    sort_cards,
)
from regicide.games.claim.engine.game import Game
from regicide.games.claim.engine.notation import format_move
from regicide.games.claim.engine.rules import legal_moves
from regicide.games.claim.engine.state import NO_ONE, GameState, Status

GAME_NAME = "claim"


def check_report(game: Game, error: dict[str, Any] | None = None) -> dict[str, Any]:
    """The state of `game` now, as FORMAT.md's output object; `error` is the illegal move's
    `{"move": N, "reason": ...}` or None."""
    state = game.state
    over = state.status is not Status.PLAYING
    report: dict[str, Any] = {
        "game": GAME_NAME,
        "players": state.players,
        "status": state.status.value,
        "phase": state.phase,
        "trick": state.trick,
        "leader": state.leader,
        "current": state.to_act,
        "prize": None if state.prize is None else str(state.prize),
        "trick_cards": format_cards(state.table),
        "deck": format_cards(state.deck),
        "hands": _sorted_piles(state.hands),
        "followers": _sorted_piles(state.followers),
        "score": _sorted_piles(state.scores),
        "discard": format_cards(state.discard),
        "faction_winners": _faction_winners(state) if over else None,
        "winner": None if state.victor == NO_ONE else state.victor,
        "error": error,
        "legal_moves": [format_move(move) for move in legal_moves(state)],
    }
    report.update(_expansion_keys(state))
    return report


def _sorted_piles(piles: tuple[tuple[Card, ...], ...]) -> list[list[str]]:
    return [format_cards(sort_cards(pile)) for pile in piles]


def _faction_winners(state: GameState) -> dict[str, int | None]:
    return {result.faction: result.seat or None for result in state.results}


def _expansion_keys(state: GameState) -> dict[str, Any]:
    """The keys of the expansion zones this game's factions use."""
    factions = set(state.options.factions)
    keys: dict[str, Any] = {}
    if GNO in factions:
        keys["gnome_rows"] = _sorted_piles(state.gnome_rows)
    if TRO in factions:
        keys["troll_pool"] = format_cards(sort_cards(state.troll_pool))
    if SHA in factions:
        keys["removed"] = format_cards(sort_cards(state.removed))
    if factions & {SEE, GHO, GIA}:
        awaiting = state.awaiting
        keys["awaiting"] = None if awaiting is None else awaiting.choice.value
    return keys
