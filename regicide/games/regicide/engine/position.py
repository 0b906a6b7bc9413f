"""Positions (FORMAT.md `start:`): a stated game state, read strictly and written back."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from regicide.games.kernel import Said, at, flag, known_keys, listing, mapping, said, whole
from regicide.games.regicide.engine.cards import Card, sort_cards
from regicide.games.regicide.engine.errors import RecordError
from regicide.games.regicide.engine.reading import read_card, read_cards
from regicide.games.regicide.engine.state import (
    SOLO_TOKENS,
    TOTAL_ENEMIES,
    GameState,
    Phase,
    Rules,
    Status,
    deck_for,
    hand_limit,
)

POSITION_KEYS = (
    "castle",
    "enemy",
    "damage",
    "shield",
    "immunity_cancelled",
    "table",
    "tavern",
    "discard",
    "hands",
    "current",
    "yields_in_a_row",
    "tokens_used",
    "enemies_defeated",
)
REQUIRED_KEYS = ("castle", "tavern", "hands")


def read_position(value: object, players: int, rules: Rules, where: str = "start") -> GameState:
    """A validated position: the whole deck once, hands within the limit, numbers in range.

    The game resumes at step 1 of `current`'s turn. A null enemy reveals the castle's top.
    """
    data = mapping(value, where)
    known_keys(data, POSITION_KEYS, where)
    for key in REQUIRED_KEYS:
        if key not in data:
            raise RecordError(
                at(where, key), said("missing (castle, tavern and hands are required)")
            )
    inside = partial(at, where)
    castle = _read_royals(data["castle"], inside("castle"))
    enemy = _read_enemy(data.get("enemy"), castle, inside("enemy"))
    state = _read_counters(data, players, enemy, inside)._replace(
        rules=rules,
        castle=castle[1:] if data.get("enemy") is None else castle,
        table=_read_table(data.get("table", []), inside("table")),
        tavern=read_cards(data["tavern"], inside("tavern")),
        discard=read_cards(data.get("discard", []), inside("discard")),
        hands=_read_hands(data["hands"], players, inside("hands")),
    )
    _check_deck(state, where)
    return state


def _read_counters(
    data: Mapping[str, Any], players: int, enemy: Card, at: Callable[[str], str]
) -> GameState:
    """The position's numbers and flags, on an otherwise empty table."""
    current = whole(data.get("current", 1), at("current"), 1, players)
    streak = whole(data.get("yields_in_a_row", 0), at("yields_in_a_row"), 0, max(players - 1, 1))
    max_tokens = SOLO_TOKENS if players == 1 else 0
    return GameState(
        players=players,
        rules=Rules(),
        castle=(),
        enemy=enemy,
        damage=whole(data.get("damage", 0), at("damage"), 0, enemy.enemy_health - 1),
        shield=whole(data.get("shield", 0), at("shield"), 0),
        immunity_cancelled=flag(data.get("immunity_cancelled", False), at("immunity_cancelled")),
        table=(),
        tavern=(),
        discard=(),
        hands=((),) * players,
        current=current,
        phase=Phase.PLAY,
        status=Status.PLAYING,
        yields_in_a_row=streak,
        yielded_last=_yielded_last(players, current, streak),
        tokens_used=whole(data.get("tokens_used", 0), at("tokens_used"), 0, max_tokens),
        enemies_defeated=whole(
            data.get("enemies_defeated", 0), at("enemies_defeated"), 0, TOTAL_ENEMIES - 1
        ),
        tavern_known=0,
    )


def _read_royals(value: object, where: str) -> tuple[Card, ...]:
    cards = read_cards(value, where)
    for index, card in enumerate(cards):
        if not card.is_royal:
            raise RecordError(
                at(where, index),
                said("{card} is not a royal; the castle holds J, Q and K", card=str(card)),
            )
    return cards


def _read_enemy(value: object, castle: tuple[Card, ...], where: str) -> Card:
    if value is None:
        if not castle:
            raise RecordError(
                where, said("no enemy is given and the castle is empty: nothing is left to fight")
            )
        return castle[0]
    enemy = read_card(value, where)
    if not enemy.is_royal:
        raise RecordError(
            where, said("{card} is not a royal; enemies are J, Q and K", card=str(enemy))
        )
    return enemy


def _read_hands(value: object, players: int, where: str) -> tuple[tuple[Card, ...], ...]:
    items = listing(value, where)
    if len(items) != players:
        raise RecordError(where, _hands_expected(players, len(items)))
    limit = hand_limit(players)
    hands = []
    for seat, item in enumerate(items, 1):
        hand = read_cards(item, at(where, seat - 1))
        if len(hand) > limit:
            raise RecordError(at(where, seat - 1), _over_limit(seat, len(hand), players, limit))
        hands.append(sort_cards(hand))
    return tuple(hands)


def _read_table(value: object, where: str) -> tuple[tuple[Card, ...], ...]:
    plays = []
    for index, item in enumerate(listing(value, where)):
        play = read_cards(item, at(where, index))
        if not play:
            raise RecordError(at(where, index), said("a play holds at least one card"))
        plays.append(play)
    return tuple(plays)


def _check_deck(state: GameState, where: str) -> None:
    """Every card of this player count's deck exactly once, across all zones (FORMAT.md)."""
    found = Counter(state.all_cards())
    expected = Counter(deck_for(state.players))
    extra = found - expected
    if extra:
        card = sort_cards(extra)[0]
        places = ", ".join(_zones_holding(state, card))
        values = {
            "card": str(card),
            "count": found[card],
            "places": places,
            "players": state.players,
            "deck": expected[card],
        }
        if len(extra) > 1:
            raise RecordError(where, said(TOO_MANY_AND_MORE, **values, extra=_list(extra)))
        raise RecordError(where, said(TOO_MANY, **values))
    missing = expected - found
    if missing:
        raise RecordError(
            where, said("cards missing from the position: {cards}", cards=_list(missing))
        )


#: A card found more often than the deck has it (FORMAT.md: every card exactly once).
TOO_MANY = "{card} appears {count} times (in {places}) but a {players}-player deck has {deck}"
TOO_MANY_AND_MORE = (
    "{card} appears {count} times (in {places}) but a {players}-player deck has {deck}; also "
    "too many: {extra}"
)


def _hands_expected(players: int, found: int) -> Said:
    """One hand per seat."""
    if players == 1:
        return said("expected 1 hand (one per seat), found {found}", found=found)
    return said(
        "expected {players} hands (one per seat), found {found}", players=players, found=found
    )


def _over_limit(seat: int, held: int, players: int, limit: int) -> Said:
    """A hand over the limit of this player count (R-SETUP)."""
    values = {"seat": seat, "count": held, "limit": limit}
    if players == 1:
        return said(
            "seat {seat} holds {count} cards; the hand limit for 1 player is {limit}", **values
        )
    return said(
        "seat {seat} holds {count} cards; the hand limit for {players} players is {limit}",
        players=players,
        **values,
    )


def _zones_holding(state: GameState, card: Card) -> list[str]:
    zones = {
        "castle": state.castle,
        "enemy": (state.enemy,) if state.enemy else (),
        "table": tuple(c for play in state.table for c in play),
        "tavern": state.tavern,
        "discard": state.discard,
    }
    zones |= {f"hands[{seat}]": hand for seat, hand in enumerate(state.hands)}
    return [name for name, cards in zones.items() if card in cards]


def _list(cards: Counter[Card]) -> str:
    names = [str(card) for card in sort_cards(cards.elements())]
    return " ".join(names[:20]) + (" ..." if len(names) > 20 else "")


def _yielded_last(players: int, current: int, streak: int) -> tuple[bool, ...]:
    """The streak's yields were the turns of the seats just before `current` (R-YIELD-2)."""
    flags = [False] * players
    seat = current
    for _ in range(min(streak, players - 1)):
        seat = (seat - 2) % players + 1
        flags[seat - 1] = True
    return tuple(flags)


def position_data(state: GameState) -> dict[str, Any]:
    """A state at step 1 as a FORMAT.md position (cards in canonical notation)."""
    return {
        "castle": [str(card) for card in state.castle],
        "enemy": str(state.enemy) if state.enemy else None,
        "damage": state.damage,
        "shield": state.shield,
        "immunity_cancelled": state.immunity_cancelled,
        "table": [[str(card) for card in play] for play in state.table],
        "tavern": [str(card) for card in state.tavern],
        "discard": [str(card) for card in state.discard],
        "hands": [[str(card) for card in hand] for hand in state.hands],
        "current": state.current,
        "yields_in_a_row": state.yields_in_a_row,
        "tokens_used": state.tokens_used,
        "enemies_defeated": state.enemies_defeated,
    }


def read_players(value: object, where: str = "players") -> int:
    return whole(value, where, 1, 4)


def read_rules(value: object, where: str = "rules") -> Rules:
    """Variant flags (RULES.md, Variants): a mapping of known names to true/false."""
    if value is None:
        return Rules()
    data: Mapping[str, Any] = mapping(value, where)
    known_keys(data, Rules.names(), where)
    flags = {name: flag(value, at(where, name)) for name, value in data.items()}
    return Rules(**flags)
