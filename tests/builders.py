"""Build games from card strings, so tests read like the rules' worked examples.

`position(...)` fills in whatever a test leaves out: the unmentioned royals go to the castle
(Jacks, then Queens, then Kings), the unmentioned number cards and Jesters to the tavern in
deck order. When a test fixes the castle or the tavern, the leftovers go to the discard pile,
or with `spill="table"` onto the table as single-card plays (to keep a small discard pile).
It goes through `read_position`, so every test position is a validated one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from regicide.games.regicide.engine import (
    Card,
    Game,
    GameState,
    IllegalMove,
    Rules,
    parse_cards,
    parse_move,
    read_position,
)
from regicide.games.regicide.engine.cards import full_deck
from regicide.games.regicide.engine.state import SETUP_TABLE
from regicide.games.registry import DEFAULT, game_named
from regicide.play.opening import deal_session
from regicide.play.session import Saver, Seat, Session


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def position(
    players: int = 1,
    *,
    enemy: str = "JC",
    hands: Sequence[str] | None = None,
    table: Sequence[str] = (),
    discard: str = "",
    tavern: str | None = None,
    castle: str | None = None,
    rules: Rules | None = None,
    spill: str = "discard",
    **numbers: Any,
) -> GameState:
    """A validated position; `numbers` are the other FORMAT.md keys (damage=8, current=2)."""
    hands = list(hands) if hands is not None else [""] * players
    placed = Counter(cards(enemy))
    for text in (*hands, *table, discard, tavern or "", castle or ""):
        placed.update(cards(text))
    rest = [card for card in full_deck(SETUP_TABLE[players][0]) if not _take(placed, card)]
    royals = [card for card in rest if card.is_royal]
    others = [card for card in rest if not card.is_royal]
    data = {
        "castle": castle.split() if castle is not None else [str(card) for card in royals],
        "enemy": enemy,
        "hands": [hand.split() for hand in hands],
        "table": [play.split() for play in table],
        "discard": discard.split(),
        "tavern": tavern.split() if tavern is not None else [str(card) for card in others],
        **numbers,
    }
    leftovers = ([] if castle is None else royals) + ([] if tavern is None else others)
    if spill == "table":
        data["table"] = [[str(card)] for card in leftovers] + data["table"]
    else:
        data["discard"] = [str(card) for card in leftovers] + data["discard"]
    return read_position(data, players, rules or Rules())


def _take(placed: Counter[Card], card: Card) -> bool:
    if placed[card]:
        placed[card] -= 1
        return True
    return False


def game_at(players: int = 1, *, seed: int = 0, **kwargs: Any) -> Game:
    """A game starting from `position(players, **kwargs)`."""
    return Game.from_position(position(players, **kwargs), seed=seed)


def play(game: Game, *moves: str) -> Game:
    """Submit moves in FORMAT.md notation; returns the game for chaining."""
    for move in moves:
        game.submit(parse_move(move))
    return game


def refused(game: Game, move: str) -> str:
    """The reason `move` is illegal now; also checks that refusing it changed nothing."""
    before, history = game.state, game.history
    try:
        game.submit(parse_move(move))
    except IllegalMove as illegal:
        assert game.state is before and game.history == history
        return illegal.reason
    raise AssertionError(f"{move!r} was accepted")


def hand(game: Game, seat: int | None = None) -> str:
    state = game.state
    return " ".join(str(card) for card in state.hand(seat or state.current))


REGICIDE = game_named(DEFAULT)


def new_session(
    players: int,
    *,
    seed: int | None = None,
    rules: Rules | None = None,
    seats: Sequence[Seat] = (),
    saver: Saver | None = None,
) -> Session:
    """A session of a fresh Regicide deal (the play wing's `deal_session`, with Rules)."""
    variants = rules.enabled() if rules is not None else ()
    return deal_session(REGICIDE, players, seed=seed, variants=variants, seats=seats, saver=saver)
