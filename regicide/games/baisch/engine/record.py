"""The Baisch record format (docs/baisch-records.md), both ways: plain data in, plain data
out; no file I/O here. Loading replays every move; stored events must match what the moves
do again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from regicide.games.baisch.engine import reading as rd
from regicide.games.baisch.engine.codec import decode_event, encode_event
from regicide.games.baisch.engine.commands import Command
from regicide.games.baisch.engine.errors import Grouped, RecordError, said
from regicide.games.baisch.engine.events import Event
from regicide.games.baisch.engine.game import Game
from regicide.games.baisch.engine.notation import format_move, parse_move
from regicide.games.baisch.engine.position import position_data, read_position
from regicide.games.baisch.engine.setup import options_problem
from regicide.games.baisch.engine.state import MAX_PLAYERS, MIN_PLAYERS, GameState, Options, Phase
from regicide.games.kernel import RecordKind, read_events, read_moves, replay_moves

FORMAT_NAME = "baisch-record"
VERSION = 1
PUBLIC_KEYS = ("format", "version", "players", "options", "seed", "draft_order", "start", "moves")
APP_KEYS = ("assisted", "events")
#: Far above any real game (B-WIN-3 ends it after 400 turns; a turn is a dozen moves at most
#: in play, 20 here) yet refused before reading, and what a record holds with its events
#: (up to 38 values a move: the app's JSON holds 350,000, store/documents.py).
MAX_MOVES = 8_000
MAX_EVENTS = 200  # events of one move (a long turn's plunder, reshuffle and elimination)
MAX_SEED_DIGITS = 1000
KIND = RecordKind(
    FORMAT_NAME,
    VERSION,
    stranger="this is not a Baisch record (expected 'format: {name}' and its keys)",
    newer="this record is version {version}, newer than this program reads ({newest}); "
    "update it to open the file",
    older="versions start at 1",
    required=False,
)


@dataclass(frozen=True)
class Record:
    """A game as a record: its start (a seed's deal or a position) and its moves."""

    players: int
    options: Options
    seed: int
    moves: tuple[Command, ...]
    start: GameState | None = None
    draft_order: tuple[int, ...] | None = None
    events: tuple[tuple[Event, ...], ...] | None = None  # [setup, move 1, move 2, ...]
    assisted: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)

    def new_game(self) -> Game:
        """The game at its start, before the moves."""
        if self.start is not None:
            return Game.from_position(self.start, seed=self.seed)
        return Game.new(
            self.players, seed=self.seed, options=self.options, draft_order=self.draft_order
        )


def read_record(value: object) -> Record:
    """Validate a loaded document; RecordError names the key or move at fault."""
    value = KIND.read(value)
    players = rd.whole(value.get("players"), "players", MIN_PLAYERS, MAX_PLAYERS)
    options = read_options(value.get("options"), players)
    seed = _read_seed(value.get("seed", 0))
    start = value.get("start")
    order = _read_order(value.get("draft_order"), players)
    return Record(
        players=players,
        options=options,
        seed=seed,
        moves=read_moves(value.get("moves"), parse_move, MAX_MOVES),
        start=None if start is None else read_position(start, players, options, seed, order),
        draft_order=order,
        events=read_events(value.get("events"), decode_event, MAX_MOVES + 1, MAX_EVENTS),
        assisted=rd.flag(value.get("assisted", False), "assisted"),
        extra={k: v for k, v in value.items() if k not in PUBLIC_KEYS + APP_KEYS},
    )


def read_options(value: object, players: int) -> Options:
    """B-VAR-*: the options mapping (each key an option name; unknown names refused)."""
    data = rd.mapping(value if value is not None else {}, "options")
    names = tuple(f.name for f in fields(Options))
    rd.known_keys(data, names, "options")
    changes: dict[str, Any] = {}
    for name in names:
        if name not in data:
            continue
        where = rd.at("options", name)
        if name == "starting_cards":
            changes[name] = rd.whole(data[name], where, 6, 10)
        else:
            changes[name] = rd.flag(data[name], where)
    options = Options(**changes)
    problem = options_problem(players, options)
    if problem:
        raise RecordError("options", problem)
    return options


def _read_seed(value: object) -> int:
    seed = rd.whole(value, "seed")
    if abs(seed) >= 10**MAX_SEED_DIGITS:
        digits = Grouped(int(abs(seed).bit_length() * 0.30103) + 1)  # as rd.number_text
        raise RecordError(
            "seed", said("a number of about {digits} digits is too long", digits=digits)
        )
    return seed


def _read_order(value: object, players: int) -> tuple[int, ...] | None:
    if value is None:
        return None
    items = rd.listing(value, "draft_order", players)
    order = tuple(
        rd.whole(item, rd.at("draft_order", i), 1, players) for i, item in enumerate(items)
    )
    if sorted(order) != list(range(1, players + 1)):
        raise RecordError(
            "draft_order", said("name each seat 1 to {players} once", players=players)
        )
    return order


def replay(record: Record) -> Game:
    """The game the record describes, every move re-checked; stored events must match."""
    game = record.new_game()
    replay_moves(game, record.moves, record.events, _same)
    game.assisted = record.assisted
    return game


def _same(made: tuple[Event, ...], stored: tuple[Event, ...], index: int) -> None:
    """Stored events must be the ones the moves make again (index 0: the setup's)."""
    if made == stored:
        return
    if index == 0:
        problem = said(
            "the stored events do not match the setup (the file was edited or is from another "
            "version)"
        )
    else:
        problem = said(
            "the stored events do not match move {number} (the file was edited or is from "
            "another version)",
            number=index,
        )
    raise RecordError(rd.at("events", index), problem)


def record_of(game: Game, extra: Mapping[str, Any] | None = None) -> Record:
    """The record of a game in progress or finished."""
    origin = game.origin
    order = game.draft_order
    if not game.dealt and origin.phase is Phase.SETUP and origin.draft_order:
        order = origin.draft_order  # a stated deal's draft, written whether given or drawn
    return Record(
        players=origin.players,
        options=origin.options,
        seed=game.seed,
        moves=game.moves,
        start=None if game.dealt else origin,
        draft_order=order,
        events=game.logged_events,
        assisted=game.assisted,
        extra=dict(extra or {}),
    )


def record_data(record: Record) -> dict[str, Any]:
    """A record as plain data for YAML or JSON: public keys, then `assisted`, `events`,
    then the unknown keys kept from the file."""
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": VERSION,
        "players": record.players,
        "options": record.options.enabled(),
        "seed": record.seed,
    }
    if record.draft_order is not None:
        data["draft_order"] = list(record.draft_order)
    if record.start is not None:
        data["start"] = position_data(record.start)
    data["moves"] = [format_move(command) for command in record.moves]
    data["assisted"] = record.assisted
    if record.events is not None:
        data["events"] = [[encode_event(event) for event in step] for step in record.events]
    data.update(record.extra)
    return data
