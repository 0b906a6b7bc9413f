"""The game log: every event of a game in plain words, newest last, as one seat may know it
(no pygame). Nothing is bookkept twice: the lines are the game's own events, redacted by the
engine (`seen_events`) and put into words by `regicide.games.regicide.narrate`.

`GameLog` keeps each move's lines once told, so the table can show the log every frame and
only a new move costs anything; `regicide log FILE [--seat N]` prints the same lines.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from regicide.games.regicide.engine import (
    ALL_SEATS,
    Game,
    RecordError,
    Turn,
    read_record,
    replay,
    seen_events,
)
from regicide.games.regicide.narrate import Line, setup_lines, turn_lines
from regicide.store.documents import DocumentError, read_document
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


class GameLog:
    """The lines of one game for one seat at a time (ALL_SEATS: what the seats know
    together; None: a spectator who holds no hand)."""

    def __init__(self) -> None:
        self._told: dict[tuple[int, int | None], tuple[Turn, list[Line]]] = {}

    def lines(self, game: Game, seat: int | None, upto: int | None = None) -> list[Line]:
        """The log of the deal and the first `upto` moves (all of them by default)."""
        lines = setup_lines(seen_events(game.setup, seat, game.origin), game.state.players)
        for index, turn in enumerate(game.history[:upto]):
            lines += self._move(game, index, turn, seat)
        return lines

    def _move(self, game: Game, index: int, turn: Turn, seat: int | None) -> list[Line]:
        told = self._told.get((index, seat))
        if told is not None and told[0] is turn:
            return told[1]
        before = game.state_after(index)
        lines = turn_lines(before, turn.command, seen_events(turn.events, seat, before))
        self._told[(index, seat)] = (turn, lines)
        return lines


def run_log(
    path: Path, seat: int | None, out: TextIO = sys.stdout, err: TextIO = sys.stderr
) -> int:
    """`regicide log FILE [--seat N]`: the log of a record (every seat's knowledge together
    without --seat). Exit 2 with one line for a file it cannot use."""
    try:
        game = replay(read_record(read_document(path)))
    except (DocumentError, RecordError) as problem:
        print(one_line(f"regicide log: {path.name}: {problem}"), file=err)
        return EXIT_UNUSABLE
    players = game.state.players
    if seat is not None and not 1 <= seat <= players:
        print(f"regicide log: --seat {seat}: this game has seats 1 to {players}", file=err)
        return EXIT_UNUSABLE
    for text, _ in GameLog().lines(game, ALL_SEATS if seat is None else seat):
        print(text, file=out)
    return EXIT_OK
