"""A stated deal (FORMAT.md `start`): both hands, the deck top first, the first leader; read
from plain data with full validation, and written back."""

from __future__ import annotations

from collections import Counter
from typing import Any

from regicide.games.claim.engine.cards import SHA, Card, format_cards
from regicide.games.claim.engine.deck import HAND_SIZE
from regicide.games.claim.engine.errors import RecordError, Said, said
from regicide.games.claim.engine.reading import (
    at,
    cards,
    known_keys,
    mapping,
    present,
    sized,
    whole,
)
from regicide.games.claim.engine.setup import stated_deal
from regicide.games.claim.engine.state import PLAYERS, GameState, Options

START_KEYS = ("hands", "deck", "leader")
DECK_LEFT = 2 * HAND_SIZE  # C-SETUP-2: 26 cards stay in the deck


def read_position(value: object, options: Options) -> GameState:
    """The table of a stated deal; raises RecordError naming the key at fault. The hands hold
    13 cards each, the deck 26, and together they are exactly the deck of the chosen factions
    (with Shadows: the right number of them, each at most once, C-SHA-1)."""
    data = mapping(value, "start")
    known_keys(data, START_KEYS, "start")
    rows = sized(present(data, "hands", "start"), "start.hands", PLAYERS)
    hands = [cards(row, at("start.hands", index), HAND_SIZE) for index, row in enumerate(rows)]
    deck = cards(present(data, "deck", "start"), "start.deck", DECK_LEFT)
    leader = whole(data.get("leader", 1), "start.leader", 1, PLAYERS)
    _check_cards([*hands[0], *hands[1], *deck], options)
    return stated_deal(options, hands, deck, leader)


def _check_cards(found: list[Card], options: Options) -> None:
    """No card more often than the deck has it; then, the 52 cards being there, only a deck
    with Shadows (20 listed, fewer in play) can still lack a card, and only Shadows may be
    the ones left out (C-SHA-1)."""
    have, expected = Counter(found), Counter(options.deck.cards)
    factions = " ".join(options.factions)
    for card, count in sorted(have.items()):
        if count > expected[card] and expected[card]:
            raise RecordError(
                "start",
                said(
                    "{card} appears {count} times; the deck has {deck} ({factions})",
                    card=str(card),
                    count=count,
                    deck=expected[card],
                    factions=factions,
                ),
            )
        if count > expected[card]:
            raise RecordError("start", not_in_deck(card, options))
    missing = [card for card in sorted((expected - have).elements()) if card.faction != SHA]
    if missing:
        raise RecordError(
            "start",
            said(
                "{card} is missing: hands and deck hold every card of the deck",
                card=str(missing[0]),
            ),
        )


def not_in_deck(card: Card, options: Options) -> Said:
    """A card that is no card of this game's deck (its factions named by code)."""
    return said(
        "{card} is not a card of this game's deck ({factions})",
        card=str(card),
        factions=" ".join(options.factions),
    )


def position_data(state: GameState) -> dict[str, Any]:
    """A stated deal as plain data (FORMAT.md `start`)."""
    return {
        "hands": [format_cards(hand) for hand in state.hands],
        "deck": format_cards(state.deck),
        "leader": state.leader,
    }
