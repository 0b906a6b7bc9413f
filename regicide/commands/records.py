"""`regicide records [--game NAME] [--json]`: the player's statistics and medals, each game's
from its archived games (a projection of the games archive)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from regicide.commands.options import add_game
from regicide.games.registry import GAMES, game_named
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import cache_path, records_of
from regicide.store.scan import Watch, unread_words
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    records = commands.add_parser(
        "records",
        help="print your statistics and medals (from the archive of finished games)",
        description="Each game's statistics (and Regicide's medals) from every game kept in "
        "the games folder of your data folder (REGICIDE_HOME/games when REGICIDE_HOME is set).",
    )
    add_game(records, "only this game's records")
    records.add_argument("--json", action="store_true", help="print one JSON object")
    records.set_defaults(run=lambda args: run_records(args.json, game=args.game))


def run_records(
    as_json: bool,
    out: TextIO | None = None,
    err: TextIO | None = None,
    *,
    game: str | None = None,
) -> int:
    """Print the statistics of `<data folder>/games/`: every game's, or one's. Unreadable
    files are reported (in `unreadable` with --json) and the rest counted; exit 2 only when
    the folder itself cannot be read."""
    out, err = out or sys.stdout, err or sys.stderr
    folder = games_dir()
    if folder.exists() and not folder.is_dir():
        print(one_line(f"regicide records: {folder} is not a folder; move it aside"), file=err)
        return EXIT_UNUSABLE
    try:
        archive, statistics = records_of(folder, cache_path(data_dir()), watch=Watch())
    except OSError as error:
        print(
            one_line(f"regicide records: cannot read {folder}: {error.strerror or error}"), file=err
        )
        return EXIT_UNUSABLE
    shown = [game_named(game)] if game is not None else list(GAMES)
    unreadable = [{"file": bad.file, "reason": bad.reason} for bad in archive.unreadable]
    if as_json:
        report: dict[str, Any] = {
            "games": {kind.name: statistics[kind.name].as_json() for kind in shown},
            "unreadable": unreadable,
            "unread": archive.unread,
        }
        print(json.dumps(report, indent=2), file=out)  # ASCII: nothing raw reaches a terminal
        return EXIT_OK
    for kind in shown:
        print(kind.title, file=out)
        for line in kind.summary_lines(statistics[kind.name]):
            print(one_line(f"  {line}"), file=out)
    for bad in unreadable:
        print(one_line(f"Could not read {bad['file']}: {bad['reason']}"), file=out)
    if archive.unread:
        print(unread_words(archive.unread, "the archive"), file=out)
    return EXIT_OK
