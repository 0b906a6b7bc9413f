"""Stated positions (a record's `start:`, docs/baisch-records.md): read with full checks,
written back. A play position is the start of the current player's turn (phase play, no
pending decision), with any per-turn usage already spent; a setup position is a stated deal
(phase setup: each seat's dealt cards and the draw pile), its choices and draft still to
make."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any

from regicide.games.baisch.engine import reading as rd
from regicide.games.baisch.engine.cards import DECK_COUNTS, Card, Suit, full_deck, sort_cards
from regicide.games.baisch.engine.chance import SeededChance, shuffled
from regicide.games.baisch.engine.errors import RecordError, said
from regicide.games.baisch.engine.heroes import (
    MERC_FIGURES,
    MERC_START,
    RES_FIGURES,
    SAB_FIGURES,
    Hero,
)
from regicide.games.baisch.engine.state import (
    EMPTY_SLOT,
    SLOTS,
    STACK_NAMES,
    GameState,
    Options,
    Phase,
    SeatState,
    Slot,
    Stack,
    Usage,
)
from regicide.games.baisch.engine.tableau import table_cards

POSITION_KEYS = (
    "phase", "current", "turn", "symbol", "used", "stacks", "draw", "graveyard", "pool",
    "eliminated", "seats",
)  # fmt: skip
SEAT_KEYS = (
    "hand", "public", "locked", "king", "slots", "heroes", "waiting", "idle", "mercs",
    "reserves", "saboteurs", "battery", "out",
)  # fmt: skip
SLOT_KEYS = ("cards", "mercs", "saboteur")
SETUP_KEYS = ("phase", "seats", "draw")  # a stated deal holds nothing else
PHASES = (Phase.PLAY.value, Phase.SETUP.value)
FACES = {"^": True, "v": False}


def faced_cards(value: object, where: str) -> tuple[tuple[Card, ...], tuple[bool, ...]]:
    """`"7H^ 6Hv"` or `["7H^", "6Hv"]`: cards bottom first, each face up (^) or down (v)."""
    words = rd.text(value, where).split() if isinstance(value, str) else rd.listing(value, where)
    cards, up = [], []
    for index, item in enumerate(words):
        spot = rd.at(where, index)
        word = rd.text(item, spot)
        if word[-1:] not in FACES:
            raise RecordError(
                spot, said("'{word}' needs ^ (face up) or v (face down) after it", word=word[:12])
            )
        cards.append(rd.card(word[:-1], spot))
        up.append(FACES[word[-1]])
    return tuple(cards), tuple(up)


def read_position(
    value: object,
    players: int,
    options: Options,
    seed: int,
    draft_order: tuple[int, ...] | None = None,
) -> GameState:
    """A validated position (`phase: setup` a stated deal, else a turn's start); RecordError
    names the key at fault. `draft_order` is the record's (a stated deal's draft)."""
    data = rd.mapping(value, "start")
    rd.known_keys(data, POSITION_KEYS, "start")
    phase = rd.text(data.get("phase", Phase.PLAY.value), "start.phase").lower()
    if phase not in PHASES:
        raise RecordError(
            "start.phase", said("write play (a turn's start) or setup (a stated deal)")
        )
    if phase == Phase.SETUP.value:
        return _read_deal(data, players, options, seed, draft_order)
    seats = _read_seats(data.get("seats"), players, options)
    stacks = _read_stacks(data.get("stacks"))
    graveyard = rd.cards(data.get("graveyard", []), "start.graveyard")
    state = GameState(
        players=players,
        options=options,
        phase=Phase.PLAY,
        current=rd.whole(data.get("current", 1), "start.current", 1, players),
        turn=rd.whole(data.get("turn", 1), "start.turn", 1, 10**6),
        graveyard=graveyard,
        stacks=stacks,
        seats=seats,
        usage=_read_usage(data.get("used", {}), data.get("symbol")),
    )
    state = replace(state, draw=_read_draw(data.get("draw"), state, seed))
    state = replace(state, pool=_read_pool(data.get("pool"), state))
    state = replace(state, eliminated=_read_eliminated(data.get("eliminated"), state))
    _check_cards(state)
    _check_table(state)
    return state


def _seat_items(value: object, players: int) -> list[Any]:
    if value is None:
        raise RecordError("start.seats", said("missing (one entry per player)"))
    items = rd.listing(value, "start.seats", players)
    if len(items) != players:
        raise RecordError(
            "start.seats",
            said("expected {players} seats, found {found}", players=players, found=len(items)),
        )
    return items


def _read_seats(value: object, players: int, options: Options) -> tuple[SeatState, ...]:
    items = _seat_items(value, players)
    return tuple(
        _read_seat(item, rd.at("start.seats", index), options) for index, item in enumerate(items)
    )


def _read_deal(
    data: Mapping[str, Any],
    players: int,
    options: Options,
    seed: int,
    draft_order: tuple[int, ...] | None,
) -> GameState:
    """B-SETUP-2/3: a stated deal, each seat's dealt cards, every setup choice still to make;
    the draft order is the record's or drawn from the seed (B-DRAFT-1), in Basic-Baisch the
    starting player is drawn from it (B-SETUP-7)."""
    for key in data:
        if key not in SETUP_KEYS:
            raise RecordError(
                rd.at("start", str(key)), said("a setup position holds only seats and draw")
            )
    hands = []
    for index, item in enumerate(_seat_items(data.get("seats"), players)):
        where = rd.at("start.seats", index)
        seat = rd.mapping(item, where)
        rd.known_keys(seat, ("hand",), where)
        hand = rd.cards(seat.get("hand", []), rd.at(where, "hand"))
        if len(hand) != options.deal:
            raise RecordError(
                rd.at(where, "hand"), said("each seat is dealt {deal} cards", deal=options.deal)
            )
        hands.append(SeatState(hand=sort_cards(hand)))
    chance = SeededChance(seed, 0)
    basic = options.basic
    order = draft_order or tuple(chance.shuffle(range(1, players + 1)))
    state = GameState(
        players=players,
        options=options,
        phase=Phase.SETUP,
        seats=tuple(hands),
        pool=() if basic else tuple(Hero),
        pending_setup=(None,) * players,
        draft_order=() if basic else order,
        starter=chance.below(players) + 1 if basic else 0,
    )
    state = replace(state, draw=_read_draw(data.get("draw"), state, seed))
    _check_cards(state)
    return state


def _read_seat(value: object, where: str, options: Options) -> SeatState:
    data = rd.mapping(value, where)
    rd.known_keys(data, SEAT_KEYS, where)
    hand = sort_cards(rd.cards(data.get("hand", []), rd.at(where, "hand")))
    heroes = rd.heroes(data.get("heroes", []), rd.at(where, "heroes"))
    waiting = rd.heroes(data.get("waiting", []), rd.at(where, "waiting"))
    if options.basic and (heroes or waiting):
        raise RecordError(rd.at(where, "heroes"), said("Basic-Baisch has no heroes"))
    king, king_up = None, False
    if data.get("king") is not None:
        kings, ups = faced_cards(data["king"], rd.at(where, "king"))
        if len(kings) != 1:
            raise RecordError(rd.at(where, "king"), said("name one King card"))
        king, king_up = kings[0], ups[0]
    seat = SeatState(
        hand=hand,
        public=_subset(data.get("public", []), hand, rd.at(where, "public")),
        locked=_subset(data.get("locked", []), hand, rd.at(where, "locked")),
        king=king,
        king_up=king_up,
        slots=_read_slots(data.get("slots", []), rd.at(where, "slots")),
        heroes=heroes,
        waiting=waiting,
        idle=rd.heroes(data.get("idle", []), rd.at(where, "idle")),
        battery_active=rd.flag(
            data.get("battery", Hero.BATTERY in heroes), rd.at(where, "battery")
        ),
        out=rd.flag(data.get("out", False), rd.at(where, "out")),
    )
    return _read_figures(seat, data, where)


def _subset(value: object, hand: tuple[Card, ...], where: str) -> tuple[Card, ...]:
    cards = sort_cards(rd.cards(value, where))
    if Counter(cards) - Counter(hand):
        raise RecordError(where, said("names a card that is not in the hand"))
    return cards


def _read_slots(value: object, where: str) -> tuple[Slot, ...]:
    items = rd.listing(value, where, SLOTS)
    slots = [_read_slot(item, rd.at(where, index)) for index, item in enumerate(items)]
    return tuple(slots + [EMPTY_SLOT] * (SLOTS - len(slots)))


def _read_slot(value: object, where: str) -> Slot:
    if value is None:
        return EMPTY_SLOT
    if not isinstance(value, Mapping):
        value = {"cards": value}
    rd.known_keys(value, SLOT_KEYS, where)
    cards, up = faced_cards(value.get("cards", []), rd.at(where, "cards"))
    if len(cards) > 2:
        raise RecordError(rd.at(where, "cards"), said("a slot holds one card or a Fortified pair"))
    mercs = rd.whole(value.get("mercs", 0), rd.at(where, "mercs"), 0, MERC_FIGURES)
    saboteur = rd.whole(value.get("saboteur", 0), rd.at(where, "saboteur"), 0, 6)
    if not cards and (mercs or saboteur):
        raise RecordError(where, said("figures sit only on occupied slots"))
    return Slot(cards, up, mercs, saboteur)


def _read_figures(seat: SeatState, data: Mapping[str, Any], where: str) -> SeatState:
    """B-HERO-MERC-1, B-HERO-RES-1, B-COMP-3: figure counts, defaults from the heroes owned."""
    placed = sum(slot.mercs for slot in seat.slots)
    mercs = seat.owns(Hero.MERCENARIES)
    default = [MERC_START, MERC_FIGURES - MERC_START - placed] if mercs else [0, 0]
    ready, supply = _pair(data.get("mercs", default), rd.at(where, "mercs"))
    if (ready + supply + placed) != (MERC_FIGURES if mercs else 0):
        raise RecordError(
            rd.at(where, "mercs"), said("ready, supply and placed make 8 with the hero")
        )
    reserves = rd.whole(
        data.get("reserves", 2 if seat.owns(Hero.RESERVISTS) else 0),
        rd.at(where, "reserves"),
        0,
        RES_FIGURES if seat.owns(Hero.RESERVISTS) else 0,
    )
    most = SAB_FIGURES if seat.owns(Hero.SABOTEURS) else 0
    saboteurs = rd.whole(data.get("saboteurs", most), rd.at(where, "saboteurs"), 0, most)
    return replace(
        seat,
        mercs_ready=ready,
        mercs_supply=supply,
        reserves_ready=reserves,
        saboteurs_ready=saboteurs,
    )


def _pair(value: object, where: str) -> tuple[int, int]:
    items = rd.listing(value, where, 2)
    if len(items) != 2:
        raise RecordError(where, said("write [ready, supply]"))
    return (
        rd.whole(items[0], rd.at(where, 0), 0, MERC_FIGURES),
        rd.whole(items[1], rd.at(where, 1), 0, MERC_FIGURES),
    )


def _read_stacks(value: object) -> tuple[Stack, ...]:
    data = rd.mapping(value if value is not None else {}, "start.stacks")
    rd.known_keys(data, STACK_NAMES, "start.stacks")
    return tuple(
        Stack(*faced_cards(data.get(name, []), rd.at("start.stacks", name))) for name in STACK_NAMES
    )


def _read_usage(value: object, symbol: object) -> Usage:
    data = rd.mapping(value, "start.used")
    names = tuple(f.name for f in fields(Usage) if f.name != "symbol")
    rd.known_keys(data, names, "start.used")
    changes: dict[str, Any] = {}
    for name in names:
        if name in data:
            reader = rd.flag if isinstance(getattr(Usage(), name), bool) else _count
            changes[name] = reader(data[name], rd.at("start.used", name))
    if symbol is not None:
        letter = rd.text(symbol, "start.symbol").upper()
        if letter not in {suit.value for suit in Suit}:
            raise RecordError("start.symbol", said("write C, D, H or S"))
        changes["symbol"] = Suit(letter)
    return Usage(**changes)


def _count(value: object, where: str) -> int:
    return rd.whole(value, where, 0, 999)


def _read_draw(value: object, state: GameState, seed: int) -> tuple[Card, ...]:
    """The draw pile, top first; when left out, every card placed nowhere else, shuffled."""
    if value is not None:
        return rd.cards(value, "start.draw")
    rest = Counter(full_deck()) - table_cards(state)
    return shuffled(random.Random(f"baisch-position/{seed}"), sort_cards(rest.elements()))


def _check_cards(state: GameState) -> None:
    """B-COMP-1: all 55 cards, each exactly once (three Jokers)."""
    placed = table_cards(state)
    extra, missing = placed - DECK_COUNTS, DECK_COUNTS - placed
    if extra:
        card = sort_cards(extra)[0]
        raise RecordError(
            "start", said("{card} appears more often than the deck holds it", card=card.text)
        )
    if missing:
        names = " ".join(card.text for card in sort_cards(missing.elements())[:8])
        raise RecordError("start", said("cards missing from the position: {cards}", cards=names))


def _read_pool(value: object, state: GameState) -> tuple[Hero, ...]:
    owned = [hero for seat in state.seats for hero in (*seat.heroes, *seat.waiting)]
    if len(set(owned)) != len(owned):
        raise RecordError("start.seats", said("a hero has at most one owner"))  # B-HERO-1
    if value is None:
        return () if state.options.basic else tuple(h for h in Hero if h not in owned)
    pool = rd.heroes(value, "start.pool")
    if sorted(pool + tuple(owned), key=list(Hero).index) != list(Hero) and not state.options.basic:
        raise RecordError("start.pool", said("owned heroes and the pool hold each hero once"))
    return pool


def _read_eliminated(value: object, state: GameState) -> tuple[int, ...]:
    out = [n for n, seat in enumerate(state.seats, 1) if seat.out]
    if value is None:
        return tuple(out)
    order = tuple(
        rd.whole(item, rd.at("start.eliminated", i), 1, state.players)
        for i, item in enumerate(rd.listing(value, "start.eliminated"))
    )
    if sorted(order) != out:
        raise RecordError("start.eliminated", said("list each seat that is out, once"))
    return order


def _check_table(state: GameState) -> None:
    """Seats in and out, Kings, Saboteurs and the current player fit together."""
    if len(state.in_game()) < 2:
        raise RecordError("start.seats", said("at least two players must still be in the game"))
    if state.seat(state.current).out:
        raise RecordError("start.current", said("the current player is out of the game"))
    for number, seat in enumerate(state.seats, 1):
        where = rd.at("start.seats", number - 1)
        if seat.out and (seat.hand or seat.king or seat.defense_cards):
            raise RecordError(where, said("a player who is out holds no cards"))
        if not seat.out and seat.king is None:
            raise RecordError(
                rd.at(where, "king"), said("missing (every player in the game has one)")
            )
        _check_saboteurs(state, number, where)


def _check_saboteurs(state: GameState, number: int, where: str) -> None:
    seat = state.seat(number)
    for index, slot in enumerate(seat.slots):
        owner = slot.saboteur
        if owner and (owner == number or owner > state.players):
            raise RecordError(rd.at(where, f"slots[{index}]"), said("a Saboteur of another seat"))
        if owner and not state.seat(owner).owns(Hero.SABOTEURS):
            raise RecordError(
                rd.at(where, f"slots[{index}]"), said("P{seat} owns no Saboteurs", seat=owner)
            )
    if seat.owns(Hero.SABOTEURS):
        placed = sum(s.saboteur == number for other in state.seats for s in other.slots)
        if placed + seat.saboteurs_ready != SAB_FIGURES:
            raise RecordError(
                rd.at(where, "saboteurs"), said("ready and placed Saboteurs make two with the hero")
            )


def _faced(cards: tuple[Card, ...], up: tuple[bool, ...]) -> str:
    return " ".join(
        card.text + ("^" if face else "v") for card, face in zip(cards, up, strict=True)
    )


def position_data(state: GameState) -> dict[str, Any]:
    """A position as plain data (read_position reads it back)."""
    if state.phase is Phase.SETUP:
        return {
            "phase": Phase.SETUP.value,
            "seats": [{"hand": [card.text for card in seat.hand]} for seat in state.seats],
            "draw": [card.text for card in state.draw],
        }
    used = {
        f.name: getattr(state.usage, f.name)
        for f in fields(Usage)
        if f.name != "symbol" and getattr(state.usage, f.name) != getattr(Usage(), f.name)
    }
    data: dict[str, Any] = {"current": state.current, "turn": state.turn}
    if state.usage.symbol is not None:
        data["symbol"] = state.usage.symbol.value
    data["used"] = used
    stacks = zip(STACK_NAMES, state.stacks, strict=True)
    data["stacks"] = {name: _faced(stack.cards, stack.up) for name, stack in stacks}
    data["draw"] = [card.text for card in state.draw]
    data["graveyard"] = [card.text for card in state.graveyard]
    data["pool"] = [hero.value for hero in state.pool]
    data["eliminated"] = list(state.eliminated)
    data["seats"] = [_seat_data(seat) for seat in state.seats]
    return data


def _seat_data(seat: SeatState) -> dict[str, Any]:
    data: dict[str, Any] = {"hand": [card.text for card in seat.hand]}
    if seat.public:
        data["public"] = [card.text for card in seat.public]
    if seat.locked:
        data["locked"] = [card.text for card in seat.locked]
    if seat.king is not None:
        data["king"] = seat.king.text + ("^" if seat.king_up else "v")
    data["slots"] = [_slot_data(slot) for slot in seat.slots]
    data["heroes"] = [hero.value for hero in seat.heroes]
    data["waiting"] = [hero.value for hero in seat.waiting]
    data["idle"] = [hero.value for hero in seat.idle]
    data["mercs"] = [seat.mercs_ready, seat.mercs_supply]
    data["reserves"] = seat.reserves_ready
    data["saboteurs"] = seat.saboteurs_ready
    data["battery"] = seat.battery_active
    data["out"] = seat.out
    return data


def _slot_data(slot: Slot) -> object:
    if not slot.cards:
        return None
    if not slot.mercs and not slot.saboteur:
        return _faced(slot.cards, slot.up)
    return {"cards": _faced(slot.cards, slot.up), "mercs": slot.mercs, "saboteur": slot.saboteur}
