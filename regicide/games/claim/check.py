"""`regicide check FILE` for a Claim record (FORMAT.md, Claim section): play it headlessly and
print the state as one JSON object.

Exit 0: every move was legal. Exit 1: a move was illegal (or came after the end); standard
error says `move N: <reason>` and the state just before it is printed with "error". Exit 2:
the file cannot be used; one line on standard error names the file, the key and the problem.
Never imports pygame; no traceback for any bad input.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TextIO

from regicide.games.claim.engine import IllegalMove, RecordError, check_report, read_record
from regicide.store.documents import DocumentError, read_document
from regicide.support.oneline import one_line

EXIT_OK, EXIT_ILLEGAL, EXIT_UNUSABLE = 0, 1, 2


def run_check(path: Path, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Check the Claim record at `path`; the exit code."""
    try:
        record = read_record(read_document(path))
    except (DocumentError, RecordError) as problem:
        print(one_line(f"{path}: {problem}"), file=err)
        return EXIT_UNUSABLE
    game = record.new_game()
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
