"""Test helpers for Baisch: positions from compact data (checked by the engine's own
position reader, the draw pile filled with every card placed nowhere else), moves in
notation."""

from __future__ import annotations

import random
from typing import Any

from regicide.games.baisch.engine import (
    Attack,
    EndTurn,
    Event,
    Game,
    GameState,
    Options,
    parse_move,
    read_position,
)


def position(
    seats: list[dict[str, Any]], *, options: Options | None = None, seed: int = 0, **rest: Any
) -> GameState:
    """A start-of-turn position (P1 to act unless `current` is given)."""
    return read_position({"seats": seats, **rest}, len(seats), options or Options(), seed)


def game_at(
    seats: list[dict[str, Any]], *, options: Options | None = None, seed: int = 0, **rest: Any
) -> Game:
    return Game.from_position(position(seats, options=options, seed=seed, **rest), seed=seed)


def play(game: Game, *moves: str) -> list[Event]:
    """Submit moves in notation; the events of all of them."""
    events: list[Event] = []
    for move in moves:
        events.extend(game.submit(parse_move(move)))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [type(event).__name__ for event in events]


def slot_text(game: Game, seat: int, slot: int) -> str:
    """`"8C^"`, `"7H^ 6Hv"` or `""` for an empty slot."""
    content = game.state.seat(seat).slots[slot - 1]
    return " ".join(
        card.text + ("^" if up else "v") for card, up in zip(content.cards, content.up, strict=True)
    )


def stack_text(game: Game, index: int) -> str:
    stack = game.state.stacks[index]
    return " ".join(
        card.text + ("^" if up else "v") for card, up in zip(stack.cards, stack.up, strict=True)
    )


#: A plain opponent: one face-down defence card, a King, a small hand.
def plain(
    king: str, slots: list[Any] | None = None, hand: list[str] | None = None
) -> dict[str, Any]:
    return {"king": king, "slots": slots or [], "hand": hand or []}


def take_back_wins() -> Game:
    """Turn 3: seat 1 holds only the 2 of Clubs and has its face-up 10 of Spades in defence;
    seat 2's face-up 7 of Hearts King stands alone. Taking the 10 back and sending it at the
    King wins at once (B-DEF-2, B-PREY-2, B-ATTACK-6/7)."""
    return game_at([plain("KSv", ["10S^"], ["2C"]), plain("7H^", [], ["3D"])], turn=3)


def biased_choice(moves: list[Any], rng: Any) -> Any:
    """A random legal move, biased towards attacks so random games end (Baisch can stall
    when nobody attacks): half the time an attack, else another action, else the end."""
    attacks = [move for move in moves if isinstance(move, Attack)]
    ends = [move for move in moves if isinstance(move, EndTurn)]
    others = [move for move in moves if not isinstance(move, Attack | EndTurn)]
    roll = rng.random()
    if attacks and roll < 0.5:
        return attacks[int(rng.random() * len(attacks))]
    if others and roll < 0.8:
        return others[int(rng.random() * len(others))]
    pool = ends or others or attacks
    return pool[int(rng.random() * len(pool))]


def instant_game(players: int, seed: int) -> Game:
    """A game the instant computer played to its end on every seat."""
    from regicide.games.baisch.ai import make_player  # noqa: PLC0415 (the AI, only here)
    from regicide.games.baisch.engine import view  # noqa: PLC0415

    game, player, rng = Game.new(players, seed=seed), make_player("instant"), random.Random(seed)
    while game.outcome is None and game.state.turn < 400:
        seat = game.state.to_act
        assert seat is not None
        game.submit(player.choose(view(game.state, seat), rng))
    assert game.outcome is not None
    return game


def idle_table(**rest: Any) -> Game:
    """Two players of Basic-Baisch with face-up Kings and no defence: ending turns changes
    nothing, so five ends make the third repetition (B-WIN-2)."""
    seats = [plain("KS^", [], ["2H"]), plain("QD^", [], ["3C"])]
    return game_at(seats, options=Options(basic=True), **rest)
