"""The record format of FORMAT.md, both ways: plain data (a loaded YAML/JSON document) in,
plain data out. No file I/O here; `regicide.store` reads and writes the files.

Besides the public keys, the app writes `events` (the setup's events, then each move's),
`assisted` and, for a fresh deal from another seat, `first_seat`. Loading replays the moves
from the start and, when events are stored, checks that they match what the moves did.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from regicide.games.kernel import (
    Count,
    RecordKind,
    about_digits,
    check_events,
    flag,
    present,
    read_events,
    read_moves,
    refused,
    replay_moves,
    said,
    whole,
)
from regicide.games.regicide.engine.chance import SeededChance
from regicide.games.regicide.engine.codec import decode_event, encode_event
from regicide.games.regicide.engine.commands import Command
from regicide.games.regicide.engine.errors import IllegalMove, RecordError
from regicide.games.regicide.engine.events import Event, GameLost
from regicide.games.regicide.engine.game import Game
from regicide.games.regicide.engine.notation import format_move, parse_move
from regicide.games.regicide.engine.position import (
    position_data,
    read_players,
    read_position,
    read_rules,
)
from regicide.games.regicide.engine.rules import advance
from regicide.games.regicide.engine.state import GameState, Rules

FORMAT_NAME = "regicide-record"
VERSION = 1
DEFAULT_SEED = 0
PUBLIC_KEYS = ("format", "version", "players", "rules", "seed", "start", "moves")
APP_KEYS = ("first_seat", "assisted", "events")
#: A whole game has at most about 3,100 moves: each enemy's health bounds the plays against it
#: (every play but a Jester deals at least 1; 360 health in all), two Jesters at most are
#: played against one enemy (each followed by `next`), at most N - 1 = 3 yields come between
#: two plays (R-YIELD-2/3), a discard follows each play or yield at most once, and solo has two
#: flips: 384 plays x 4 turns x 2 moves + 24 + 2. The cap is three times that: generous for
#: hand-written files, and a file of tens of thousands of moves is refused before any is read.
MAX_MOVES = 10_000
MAX_SEED_DIGITS = 1000  # longer seeds cannot be printed in a record (nor seed a generator)
KIND = RecordKind(
    FORMAT_NAME,
    VERSION,
    stranger="this is not a Regicide record (expected keys such as 'format: {name}', "
    "found {found})",
    newer="this record is version {version}, newer than this Regicide reads ({newest}); "
    "update Regicide to open it",
    older="{version} is not a record version (versions start at 1)",
)


@dataclass(frozen=True)
class Record:
    """A game as a record: its start (a seed's fresh deal, or a position) and its moves."""

    players: int
    rules: Rules
    seed: int
    moves: tuple[Command, ...]
    start: GameState | None = None
    first_seat: int = 1
    events: tuple[tuple[Event, ...], ...] | None = None  # [setup, move 1, move 2, ...]
    assisted: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)  # unknown keys, kept on save

    def new_game(self) -> Game:
        """The game at its start, before any of the moves."""
        if self.start is not None:
            return Game.from_position(self.start, seed=self.seed)
        return Game.new(self.players, seed=self.seed, rules=self.rules, first_seat=self.first_seat)


def read_record(value: object) -> Record:
    """Validate a loaded document; raises RecordError naming the key or move at fault."""
    data = KIND.read(value)
    players = read_players(present(data, "players"))
    rules = read_rules(data.get("rules"))
    seed = data.get("seed")
    start = data.get("start")
    return Record(
        players=players,
        rules=rules,
        seed=DEFAULT_SEED if seed is None else _read_seed(seed),
        moves=_read_moves(data.get("moves")),
        start=None if start is None else read_position(start, players, rules),
        first_seat=whole(data.get("first_seat", 1), "first_seat", 1, players),
        events=read_events(data.get("events"), decode_event),
        assisted=flag(data.get("assisted", False), "assisted"),
        extra={key: item for key, item in data.items() if key not in PUBLIC_KEYS + APP_KEYS},
    )


def _read_seed(value: object) -> int:
    seed = whole(value, "seed")
    if abs(seed) >= 10**MAX_SEED_DIGITS:
        raise RecordError(
            "seed",
            said(
                "a number of about {about} digits is too long (at most {digits} digits)",
                about=Count(about_digits(seed)),
                digits=Count(MAX_SEED_DIGITS),
            ),
        )
    return seed


def _read_moves(value: object) -> tuple[Command, ...]:
    if isinstance(value, list) and len(value) > MAX_MOVES:
        raise RecordError(
            "moves",
            said(
                "holds {count} moves; a record holds at most {limit}",
                count=Count(len(value)),
                limit=Count(MAX_MOVES),
            ),
        )
    return read_moves(value, parse_move)


def replay(record: Record) -> Game:
    """The game the record describes, every move re-checked; stored events must match."""
    game = record.new_game()
    replay_moves(game, record.moves, record.events, _check_events)
    game.assisted = record.assisted
    return game


def replay_state(record: Record) -> GameState:
    """The state at the end of the record, every move checked as `replay` checks it, but
    without events (stored ones are ignored): the fast path for statistics and lists."""
    state = record.new_game().state
    for index, command in enumerate(record.moves):
        try:
            state = advance(state, command, SeededChance(record.seed, index + 1))
        except IllegalMove as illegal:
            raise refused(index, illegal) from None
    return state


def _check_events(made: tuple[Event, ...], stored: tuple[Event, ...], index: int) -> None:
    """Stored events must be the facts the engine makes again. A loss is checked by its seat:
    a file written when its reason was a sentence still opens (with today's facts)."""
    check_events(_facts(made), _facts(stored), index)


def _facts(events: tuple[Event, ...]) -> tuple[Event, ...]:
    return tuple(
        GameLost(event.seat, "") if isinstance(event, GameLost) else event for event in events
    )


def record_of(game: Game, extra: Mapping[str, Any] | None = None) -> Record:
    """The record of a game in progress or finished."""
    return Record(
        players=game.state.players,
        rules=game.state.rules,
        seed=game.seed,
        moves=game.moves,
        start=None if game.dealt else game.origin,
        first_seat=game.origin.current,
        events=game.logged_events,
        assisted=game.assisted,
        extra=dict(extra or {}),
    )


def record_data(record: Record) -> dict[str, Any]:
    """A record as plain data, ready for YAML or JSON."""
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": VERSION,
        "players": record.players,
        "rules": {name: True for name in record.rules.enabled()},
        "seed": record.seed,
    }
    if record.start is not None:
        data["start"] = position_data(record.start)
    elif record.first_seat != 1:
        data["first_seat"] = record.first_seat
    data["moves"] = [format_move(command) for command in record.moves]
    data["assisted"] = record.assisted
    if record.events is not None:
        data["events"] = [[encode_event(event) for event in step] for step in record.events]
    data.update(record.extra)
    return data
