"""What every game's record reader does the same way (FORMAT.md): read the moves in a game's
notation, read the stored events, and replay the moves checking each against the rules and
the stored events against what the moves make again. A game says only its own specifics: how
a move is parsed, how an event is decoded, its caps, and how two events' facts compare."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from regicide.games.kernel.errors import (
    IllegalMove,
    NotationError,
    RecordError,
    RefusedMove,
    Said,
    move_said,
    said,
)
from regicide.games.kernel.history import History
from regicide.games.kernel.reading import at, describe, listing, present, text, whole

S = TypeVar("S")  # a game's state
C = TypeVar("C")  # a game's command
E = TypeVar("E")  # a game's event

#: compares a move's events made again with the stored ones (the index: 0 = the setup)
EventCheck = Callable[[tuple[E, ...], tuple[E, ...], int], None]
EDITED = "the file was edited or written by another version"


@dataclass(frozen=True)
class RecordKind:
    """A game's record format: its `name` (the `format` key's value) and newest `version`,
    and the game's own words (each error message stays as the game has always said it):
    `stranger` for a document that is no mapping ({name}, {found}), `newer` for a version
    this reader does not know ({version}, {newest}), `older` for one below 1 ({version}).
    `required`: a missing `format` or `version` is reported as missing (otherwise as the
    wrong value, None)."""

    name: str
    version: int
    stranger: str
    newer: str
    older: str
    required: bool = True

    def read(self, value: object) -> Mapping[str, Any]:
        """The document as a mapping once its format and version are checked."""
        if not isinstance(value, Mapping):
            raise RecordError("", self.stranger.format(name=self.name, found=describe(value)))
        found = present(value, "format") if self.required else value.get("format")
        if found != self.name:
            raise RecordError("format", f"expected '{self.name}', found {describe(found)}")
        stated = present(value, "version") if self.required else value.get("version")
        version = whole(stated, "version")
        if version > self.version:
            words = self.newer.format(version=describe(version), newest=self.version)
            raise RecordError("version", words)
        if version < 1:
            raise RecordError("version", self.older.format(version=describe(version)))
        return value


def read_moves(
    value: object,
    parse: Callable[[str], C],
    limit: int | None = None,
    problem: Callable[[C], str | Said | None] | None = None,
) -> tuple[C, ...]:
    """The `moves` list (at most `limit`), each parsed by the game's notation; `problem`
    says what makes a parsed move unusable in this record, if anything."""
    if value is None:
        raise RecordError("moves", "missing (write 'moves: []' for a game with no moves yet)")
    moves = []
    for index, item in enumerate(listing(value, "moves", limit)):
        where = at("moves", index)
        try:
            move = parse(text(item, where))
        except NotationError as error:
            raise RecordError(where, move_said(index + 1, error.said, str(error))) from None
        found = None if problem is None else problem(move)
        if found:
            facts = found if isinstance(found, Said) else None
            raise RecordError(where, move_said(index + 1, facts, str(found)))
        moves.append(move)
    return tuple(moves)


def read_events(
    value: object,
    decode: Callable[[object, str], E],
    steps: int | None = None,
    per_step: int | None = None,
) -> tuple[tuple[E, ...], ...] | None:
    """The stored `events` (the setup's, then each move's: at most `steps` lists of at most
    `per_step` events), or None when the record stores none."""
    if value is None:
        return None
    read = []
    for index, item in enumerate(listing(value, "events", steps)):
        where = at("events", index)
        batch = listing(item, where, per_step)
        read.append(tuple(decode(event, at(where, n)) for n, event in enumerate(batch)))
    return tuple(read)


def check_events(
    made: tuple[E, ...], stored: tuple[E, ...], index: int, edited: str = EDITED
) -> None:
    """Stored events must be the ones the engine makes again (`edited` says what may have
    changed them)."""
    if made != stored:
        what = "the setup" if index == 0 else f"move {index}"
        raise RecordError(at("events", index), f"the stored events do not match {what} ({edited})")


def refused(index: int, illegal: IllegalMove) -> RefusedMove:
    """The record's error for move `index` (from 0) that the rules refuse."""
    return RefusedMove(at("moves", index), index + 1, illegal.reason, illegal.facts)


def replay_moves(
    game: History[S, C, E],
    moves: Sequence[C],
    stored: Sequence[tuple[E, ...]] | None,
    check: EventCheck[E] = check_events,
) -> None:
    """Play `moves` on `game`, each re-checked by the rules; stored events (the setup's, then
    one entry per move) must pass `check` against what the moves make again."""
    if stored is not None:
        if len(stored) != len(moves) + 1:
            entries = said(
                "expected {entries} entries (the setup, then one per move), found {found}",
                entries=len(moves) + 1,
                found=len(stored),
            )
            raise RecordError("events", entries)
        check(game.setup, stored[0], 0)
    for index, command in enumerate(moves):
        try:
            events = game.submit(command)
        except IllegalMove as illegal:
            raise refused(index, illegal) from None
        if stored is not None:
            check(events, stored[index + 1], index + 1)
