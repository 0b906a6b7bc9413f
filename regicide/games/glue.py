"""What every game's definition (`GameDef`) does alike with its engine: it reads, replays and
writes its records (FORMAT.md), names its moves and events and counts its seats through the
engine's own functions. A game's definition hands those functions over once, as an
`EngineCodec`, and keeps only what is its own (its rules, words, players and records).

Standard library and the protocol only: no pygame, and no game (every game uses it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from regicide.games.protocol import Command, Event, ItsMatch, Match, State


class GameRecord(Protocol):
    """An engine's record read from a document: the start, the moves, the keys beyond the
    game's own (FORMAT.md)."""

    @property
    def moves(self) -> tuple[Command, ...]: ...

    @property
    def extra(self) -> Mapping[str, Any]: ...

    @property
    def assisted(self) -> bool:
        """The app's flag (FORMAT.md: a key beyond the game's own): help was used."""
        ...

    def new_game(self) -> Match: ...


RecordT = TypeVar("RecordT", bound=GameRecord)


@dataclass(frozen=True)
class EngineCodec(Generic[RecordT]):
    """An engine's record functions, as its front door exports them."""

    read_record: Callable[[object], RecordT]  # raises the engine's RecordError
    replay: Callable[[RecordT], Match]  # every move checked, stored events compared
    record_of: Callable[[ItsMatch, Mapping[str, Any]], RecordT]
    record_data: Callable[[RecordT], dict[str, Any]]
    check_report: Callable[[ItsMatch, dict[str, Any] | None], dict[str, Any]]
    format_move: Callable[[Command], str]
    encode_event: Callable[[Event], dict[str, Any]]


class EngineGlue(Generic[RecordT]):
    """The `GameDef` methods every game makes of its engine's `codec` alike, and a table where
    nobody talks (a game whose computers speak overrides `table_talk` and `talk_lines`)."""

    codec: EngineCodec[RecordT]

    def read_record(self, document: object) -> tuple[Match, tuple[Command, ...], dict[str, Any]]:
        record = self.codec.read_record(document)
        match = record.new_game()
        match.assisted = record.assisted  # help used stays used, before any move is replayed
        return match, record.moves, dict(record.extra)

    def read_match(self, document: object) -> tuple[Match, dict[str, Any]]:
        record = self.codec.read_record(document)
        return self.codec.replay(record), dict(record.extra)

    def record_data(self, match: ItsMatch, extra: Mapping[str, Any]) -> dict[str, Any]:
        return self.codec.record_data(self.codec.record_of(match, extra))

    def check_report(self, match: ItsMatch, error: Mapping[str, Any] | None) -> dict[str, Any]:
        return self.codec.check_report(match, dict(error) if error is not None else None)

    def format_move(self, command: Command) -> str:
        return self.codec.format_move(command)

    def encode_event(self, event: Event) -> dict[str, Any]:
        return self.codec.encode_event(event)

    def players(self, state: State) -> int:
        seats: int = state.players
        return seats

    def record_error_words(self, error: Exception) -> str | None:
        """Its `record_error` in the player's language, or None: a game whose narrate words
        no record error as facts yet (its errors stay English whole)."""
        return None

    def table_talk(self, match: ItsMatch, computers: Sequence[int]) -> dict[str, Any]:
        """Nobody talks at this table."""
        return {}

    def talk_lines(self, match: ItsMatch, talk: Mapping[str, Any]) -> list[str]:
        return []
