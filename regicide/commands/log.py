"""`regicide log FILE [--seat N] [--lang CODE]`: a recorded game of any kind told in plain
words, newest last, as one seat may know it (every seat's knowledge together without --seat),
in English or another language the app speaks (--lang de). The command's own messages stay
English, as every command's do."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from regicide.commands.arguments import whole
from regicide.games.protocol import ALL_SEATS
from regicide.i18n import ENGLISH, PSEUDO, languages, use_language
from regicide.play.gamelog import GameLog
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2


def run_log(
    path: Path,
    seat: int | None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    lang: str = ENGLISH,
) -> int:
    """`regicide log FILE [--seat N] [--lang CODE]`: the log of a record in a language. Exit 2
    with one line for a file it cannot use or a language it does not speak."""
    out, err = out or sys.stdout, err or sys.stderr
    offered = languages()
    if lang not in (*offered, PSEUDO):
        print(f"regicide log: --lang {lang}: not a language ({', '.join(offered)})", file=err)
        return EXIT_UNUSABLE
    problem = use_language(lang)
    if problem:  # a broken catalog: the log is told in English, and why
        print(one_line(f"regicide log: {problem}"), file=err)
    try:
        game, match, _ = load_saved(path)
    except SaveError as problem:
        print(one_line(f"regicide log: {problem}"), file=err)
        return EXIT_UNUSABLE
    players = game.players(match.state)
    if seat is not None and not 1 <= seat <= players:
        print(f"regicide log: --seat {seat}: this game has seats 1 to {players}", file=err)
        return EXIT_UNUSABLE
    for text, _ in GameLog().lines(game, match, ALL_SEATS if seat is None else seat):
        print(text, file=out)
    return EXIT_OK


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    log = commands.add_parser(
        "log",
        help="print a recorded game's log in plain words",
        description="Print every event of a game record in plain words, newest last. With "
        "--seat, only what that seat could know; without it, what the seats knew together.",
    )
    log.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    log.add_argument("--seat", type=whole, metavar="N", help="tell the game as seat N saw it")
    log.add_argument(
        "--lang",
        default=ENGLISH,
        metavar="CODE",
        help=f"tell it in this language ({', '.join(languages())}; default {ENGLISH})",
    )
    log.set_defaults(run=lambda args: run_log(args.file, args.seat, lang=args.lang))
