"""`regicide check FILE` for a Baisch record (docs/baisch-records.md): play it headlessly and
print the state as one JSON object. Exit 0: every move legal. Exit 1: a move was illegal
(`move N: reason` on standard error; the state before it is printed with `error`). Exit 2:
the file cannot be used. Never a traceback, never pygame."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from regicide.games.baisch.engine import IllegalMove, RecordError, check_report, read_record
from regicide.store.documents import DocumentError, read_document
from regicide.support.oneline import one_line

EXIT_OK, EXIT_ILLEGAL, EXIT_UNUSABLE = 0, 1, 2


def run_check(path: Path, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    try:
        record = read_record(read_document(path))
        game = record.new_game()
    except (DocumentError, RecordError) as problem:
        print(one_line(f"{path}: {problem}"), file=err)
        return EXIT_UNUSABLE
    error = None
    for number, command in enumerate(record.moves, 1):
        try:
            game.submit(command)
        except IllegalMove as illegal:
            print(one_line(f"move {number}: {illegal.reason}"), file=err)
            error = {"move": number, "reason": illegal.reason}
            break
    print(json.dumps(check_report(game, error), indent=2), file=out)
    return EXIT_OK if error is None else EXIT_ILLEGAL
