"""Build Claim positions from card strings, so tests read like CLAIM.md's scenarios (§14).

`table(...)` is the start of one trick: the hands (seat 1 first) hold only the cards a test
names, the deck only the cards it needs (top first). `play(state, "GOB4", "DOP6")` makes the
moves and returns their events and the state after them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from regicide.games.claim.engine import (
    BASE_FACTIONS,
    Card,
    Command,
    Event,
    Game,
    GameState,
    Options,
    SeededChance,
    format_move,
    legal_moves,
    parse_card,
    parse_move,
    sort_cards,
    step,
)


def cards(text: str) -> tuple[Card, ...]:
    """`"GOB4 KNI9"` -> the cards, in the order written."""
    return tuple(parse_card(word) for word in text.split())


def table(
    *hands: str,
    leader: int = 1,
    phase: int = 1,
    prize: str | None = None,
    deck: str = "",
    trick: int | None = None,
    factions: Sequence[str] = BASE_FACTIONS,
    scores: Sequence[str] = ("", ""),
    gnome_rows: Sequence[str] = ("", ""),
    troll_pool: str = "",
    followers: Sequence[str] = ("", ""),
) -> GameState:
    """A trick about to begin (`leader` to play). Phase one shows `prize` (a phase-one trick
    needs one, a deck card for the loser's blind card and one for the next prize: the default
    deck is `DWA0 DWA1 DWA2`)."""
    if phase == 1 and prize is None:
        prize = "DWA7"
    return GameState(
        players=2,
        options=Options(tuple(factions)),
        phase=phase,
        trick=trick if trick is not None else (1 if phase == 1 else 14),
        leader=leader,
        current=leader,
        prize=None if prize is None else parse_card(prize),
        deck=cards(deck or ("DWA0 DWA1 DWA2" if phase == 1 else "")),
        hands=tuple(sort_cards(cards(hand)) for hand in hands),
        followers=tuple(cards(pile) for pile in followers),
        scores=tuple(cards(pile) for pile in scores),
        gnome_rows=tuple(cards(row) for row in gnome_rows),
        troll_pool=cards(troll_pool),
    )


def play(state: GameState, *moves: str, seed: int = 0) -> tuple[list[Event], GameState]:
    """Make `moves` (record notation) from `state`; their events and the state after them."""
    events: list[Event] = []
    for number, text in enumerate(moves, 1):
        made, state = step(state, parse_move(text), SeededChance(seed, number))
        events += made
    return events, state


def legal(state: GameState) -> list[str]:
    """The legal moves of `state` in record notation."""
    return [format_move(move) for move in legal_moves(state)]


def random_game(
    seed: int, factions: Sequence[str] = BASE_FACTIONS, moves: int | None = None
) -> Game:
    """A game of uniformly random legal moves from the deal of `seed` (all of it, or `moves`)."""
    game = Game.new(seed=seed, options=Options(tuple(factions)))
    rng = random.Random(seed)
    while game.outcome is None and (moves is None or len(game.moves) < moves):
        choices: list[Command] = game.legal_moves()
        game.submit(choices[int(rng.random() * len(choices))])
    return game


def whole_table(
    *hands: str, prize: str = "DWA7", deck: str = "DWA0 DWA1", leader: int = 1
) -> GameState:
    """A phase-one trick like `table`'s, but with every other card of the base deck in the
    discard pile, so that views and `determinize` see all 52 cards where they are."""
    state = table(*hands, prize=prize, deck=deck, leader=leader)
    placed = Counter(state.all_cards())
    rest = Counter(state.deck_list.cards) - placed
    return state._replace(discard=tuple(rest.elements()))
