"""`regicide records [--game NAME] [--json]`: the player's statistics and medals, each game's
from its archived games (a projection of the games archive).

The command reads the whole archive, however long it takes (issue 29: figures from part of it
were once printed as if whole): past a moment, a terminal on standard error shows its
progress, "Reading your games: 1,200 of 3,000 files…", and Ctrl+C stops it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from regicide.commands.options import add_game
from regicide.games.registry import GAMES, game_named
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import Records, cache_path, records_of
from regicide.store.scan import Scan
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2
PROGRESS_AFTER = 1.0  # seconds of reading before the progress line shows (quick reads: none)
PROGRESS_EVERY = 0.25  # seconds between its updates


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
    files are reported with the game each says it is (in `unreadable` with --json; one
    game's: those of its Records page) and the rest counted; exit 2 only when the folder
    itself cannot be read."""
    out, err = out or sys.stdout, err or sys.stderr
    folder = games_dir()
    if folder.exists() and not folder.is_dir():
        print(one_line(f"regicide records: {folder} is not a folder; move it aside"), file=err)
        return EXIT_UNUSABLE
    scan = _read_all(folder, err)
    if scan.result is None:
        print(one_line(f"regicide records: {scan.failure}"), file=err)
        return EXIT_UNUSABLE
    archive, statistics = scan.result
    shown = [game_named(game)] if game is not None else list(GAMES)
    bad_files = archive.unreadable if game is None else archive.unreadable_of(shown[0])
    unreadable = [{"file": bad.file, "game": bad.game, "reason": bad.reason} for bad in bad_files]
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
    titles = {kind.name: kind.title for kind in GAMES}
    for bad in bad_files:
        title = titles.get(bad.game or "")
        named = f" ({title} record)" if title else ""
        print(one_line(f"Could not read {bad.file}{named}: {bad.reason}"), file=out)
    return EXIT_OK


def _read_all(folder: Path, err: TextIO) -> Scan[Records]:
    """The whole archive read (no time budget), its progress shown on a terminal."""
    scan = Scan(
        lambda watch: records_of(folder, cache_path(data_dir()), watch=watch),
        "your games",
        budget=None,
        grace=PROGRESS_AFTER,
    )
    shown = 0
    while not scan.wait(PROGRESS_EVERY):
        if _terminal(err):
            words = scan.words
            print(f"\r{words}{' ' * (shown - len(words))}", end="", file=err, flush=True)
            shown = max(shown, len(words))
    if shown:
        print(f"\r{' ' * shown}\r", end="", file=err, flush=True)
    return scan


def _terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
