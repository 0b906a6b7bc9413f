"""`regicide records [--json]`: the player's medals and statistics, from the games archive."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from regicide.games.regicide.narrate import summary_lines
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import cache_path, records_of
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


def run_records(as_json: bool, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print the statistics of `<data folder>/games/`. Unreadable files are reported (in
    `unreadable` with --json) and the rest counted; exit 2 only when the folder itself cannot
    be read."""
    out, err = out or sys.stdout, err or sys.stderr
    folder = games_dir()
    if folder.exists() and not folder.is_dir():
        print(one_line(f"regicide records: {folder} is not a folder; move it aside"), file=err)
        return EXIT_UNUSABLE
    try:
        _, stats = records_of(folder, cache_path(data_dir()))
    except OSError as error:
        print(
            one_line(f"regicide records: cannot read {folder}: {error.strerror or error}"), file=err
        )
        return EXIT_UNUSABLE
    if as_json:
        print(json.dumps(stats.as_json(), indent=2, ensure_ascii=False), file=out)
    else:
        for line in summary_lines(stats):
            print(line, file=out)
    return EXIT_OK
