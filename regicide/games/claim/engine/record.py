"""The Claim record of FORMAT.md, both ways: plain data (a loaded YAML/JSON document) in, plain
data out. No files here: the store reads and writes them.

Besides FORMAT.md's keys, a record may hold `options` (docs/claim-records.md) and the app's
`assisted` and `events` (the setup's events, then each move's); loading replays every move
and, when events are stored, checks that they are what the moves do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from regicide.games.claim.engine.codec import decode_event, encode_event
from regicide.games.claim.engine.commands import Command, card_named
from regicide.games.claim.engine.deck import BASE_FACTIONS
from regicide.games.claim.engine.errors import RecordError, Said, SetupError, said
from regicide.games.claim.engine.events import Event
from regicide.games.claim.engine.game import PLAYERS_ONLY, Game, check_players
from regicide.games.claim.engine.notation import format_move, parse_move
from regicide.games.claim.engine.position import not_in_deck, position_data, read_position
from regicide.games.claim.engine.reading import (
    at,
    describe,
    flag,
    known_keys,
    listing,
    mapping,
    present,
    text,
    whole,
)
from regicide.games.claim.engine.state import GameState, Options
from regicide.games.kernel import Count, RecordKind, read_events, read_moves, replay_moves

FORMAT_NAME = "claim-record"
VERSION = 1
DEFAULT_SEED = 0
PUBLIC_KEYS = ("format", "version", "players", "factions", "options", "seed", "start", "moves")
APP_KEYS = ("assisted", "events")
OPTION_KEYS = ("first_leader", "trolls_leftover_discarded")
#: A game has 52 plays and at most 13 Seer, 26 Ghost and 9 Giant choices; the cap is generous
#: for hand-written files, and a longer list is refused before any move is read.
MAX_MOVES = 1000
MAX_SEED_DIGITS = 1000
MAX_FACTIONS = 20
KIND = RecordKind(
    FORMAT_NAME,
    VERSION,
    stranger="this is not a Claim record (expected 'format: {name}' and more keys, found {found})",
    newer="this record is version {version}, newer than this table reads ({newest}); "
    "update it to open the file",
    older="{version} is not a version (they start at 1)",
)


@dataclass(frozen=True)
class Record:
    """A game as a record: its start (a seed's fresh deal, or a stated deal) and its moves."""

    players: int
    options: Options
    seed: int
    moves: tuple[Command, ...]
    start: GameState | None = None
    events: tuple[tuple[Event, ...], ...] | None = None  # [setup, move 1, move 2, ...]
    assisted: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)  # unknown keys, kept on save

    def new_game(self) -> Game:
        """The game at its start, before any of the moves."""
        if self.start is not None:
            return Game.from_position(self.start, seed=self.seed)
        return Game.new(self.players, seed=self.seed, options=self.options)


def read_record(document: object) -> Record:
    """Validate a loaded document; raises RecordError naming the key or move at fault."""
    data = KIND.read(document)
    players = _read_players(present(data, "players"))
    options = _read_options(data.get("factions"), data.get("options"))
    start = data.get("start")
    return Record(
        players=players,
        options=options,
        seed=_read_seed(data.get("seed", DEFAULT_SEED)),
        moves=_read_moves(data.get("moves"), options),
        start=None if start is None else read_position(start, options),
        events=read_events(data.get("events"), decode_event, MAX_MOVES + 1, MAX_MOVES),
        assisted=flag(data.get("assisted", False), "assisted"),
        extra={key: item for key, item in data.items() if key not in PUBLIC_KEYS + APP_KEYS},
    )


def _read_players(value: object) -> int:
    players = whole(value, "players")
    try:
        check_players(players)
    except SetupError:
        raise RecordError("players", said(PLAYERS_ONLY, players=describe(players))) from None
    return players


def _read_options(factions: object, options: object) -> Options:
    """`factions` (the base five when absent, C-DECK) and `options`."""
    codes = BASE_FACTIONS
    if factions is not None:
        items = listing(factions, "factions", MAX_FACTIONS)
        codes = tuple(text(item, at("factions", index)) for index, item in enumerate(items))
    settings = mapping(options if options is not None else {}, "options")
    known_keys(settings, OPTION_KEYS, "options")
    leader = settings.get("first_leader")
    if leader is not None:
        leader = whole(leader, "options.first_leader")
        if leader not in (1, 2):
            raise RecordError(
                "options.first_leader",
                said("{leader} is no seat (1 or 2)", leader=describe(leader)),
            )
    discarded = flag(
        settings.get("trolls_leftover_discarded", False), "options.trolls_leftover_discarded"
    )
    try:
        return Options(codes, leader, discarded)
    except SetupError as error:
        raise RecordError("factions", error.said or str(error)) from None


def _read_seed(value: object) -> int:
    seed = whole(value, "seed")
    if abs(seed) >= 10**MAX_SEED_DIGITS:
        raise RecordError(
            "seed", said("is too long (at most {digits} digits)", digits=Count(MAX_SEED_DIGITS))
        )
    return seed


def _read_moves(value: object, options: Options) -> tuple[Command, ...]:
    """The moves; a card that is no card of this game's deck makes the file unusable."""

    def problem(command: Command) -> Said | None:
        card = card_named(command)
        if card is None or card in options.deck.cards:
            return None
        return not_in_deck(card, options)

    return read_moves(value, parse_move, MAX_MOVES, problem)


def replay(record: Record) -> Game:
    """The game the record describes, every move re-checked; stored events must match."""
    game = record.new_game()
    replay_moves(game, record.moves, record.events)
    game.assisted = record.assisted
    return game


def record_of(game: Game, extra: Mapping[str, Any] | None = None) -> Record:
    """The record of a game in progress or finished."""
    return Record(
        players=game.state.players,
        options=game.state.options,
        seed=game.seed,
        moves=game.moves,
        start=None if game.dealt else game.origin,
        events=game.logged_events,
        assisted=game.assisted,
        extra=dict(extra or {}),
    )


def record_data(record: Record) -> dict[str, Any]:
    """A record as plain data for YAML or JSON: the public keys, `assisted`, `events`, then
    the unknown keys it was read with."""
    options = record.options
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": VERSION,
        "players": record.players,
        "factions": list(options.factions),
    }
    data["options"] = {
        "first_leader": options.first_leader,
        "trolls_leftover_discarded": options.trolls_leftover_discarded,
    }
    data["seed"] = record.seed
    if record.start is not None:
        data["start"] = position_data(record.start)
    data["moves"] = [format_move(command) for command in record.moves]
    data["assisted"] = record.assisted
    if record.events is not None:
        data["events"] = [[encode_event(event) for event in batch] for batch in record.events]
    data.update(record.extra)
    return data
