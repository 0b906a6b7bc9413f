"""`regicide check FILE` (FORMAT.md): play a record of any game headlessly, print the state
as JSON (the game's own report: `GameDef.check_report`).

The record is read by the reader every command and the app use (`GameDef.read_match`: every
move checked, stored events compared), so `check` refuses what `play --load` refuses, in the
same words. Exit 0: every move was legal. Exit 1: a move was illegal (or came after the end);
the state just before it is printed with "error". Exit 2: the file cannot be used (stored
events that contradict the moves included). Never imports pygame.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from regicide.games.protocol import RefusedMove
from regicide.games.registry import game_of_document
from regicide.store.documents import DocumentError, read_document
from regicide.support.oneline import one_line

EXIT_OK, EXIT_ILLEGAL, EXIT_UNUSABLE = 0, 1, 2


def run_check(path: Path, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    try:
        document = read_document(path)
        game = game_of_document(document)
    except DocumentError as problem:
        print(one_line(f"{path}: {problem}"), file=err)
        return EXIT_UNUSABLE
    try:
        game.read_match(document)  # the one reader: what it refuses, check refuses
        match, moves, _ = game.read_record(document)
    except RefusedMove:  # an illegal move: the state just before it is reported below
        match, moves, _ = game.read_record(document)
    except game.record_error as problem:
        print(one_line(f"{path}: {problem}"), file=err)
        return EXIT_UNUSABLE
    error = None
    for number, command in enumerate(moves, 1):
        try:
            match.submit(command)
        except game.illegal_move as illegal:
            reason = str(getattr(illegal, "reason", illegal))
            print(one_line(f"move {number}: {reason}"), file=err)
            error = {"move": number, "reason": reason}
            break
    report: dict[str, Any] = game.check_report(match, error)
    print(json.dumps(report, indent=2), file=out)
    return EXIT_OK if error is None else EXIT_ILLEGAL


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    check = commands.add_parser(
        "check",
        help="play a record file headlessly and print the state",
        description="Play a game record of any game (YAML or JSON) without a window and print "
        "the state as JSON. Exit 0: every move legal; 1: an illegal move; 2: the file cannot be "
        "used. The format and the output are described in docs/records.md.",
    )
    check.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    check.set_defaults(run=lambda args: run_check(args.file))
