"""What several sub-commands' options share: the game they are about, a player count, a
positive whole number, a thinking budget. Each refusal is one short line of our own (argparse
adds the command's name)."""

from __future__ import annotations

import argparse

from regicide.games.registry import DEFAULT, names

MAX_PLAYERS = 6  # the most seats any game of the table has (Baisch's option)


def add_game(parser: argparse.ArgumentParser, what: str) -> None:
    """`--game NAME`: which game `what` is about (default: Regicide)."""
    parser.add_argument(
        "--game",
        choices=names(),
        default=None,
        help=f"{what} ({', '.join(names())}; default {DEFAULT})",
    )


def players(text: str) -> int:
    """A player count; whether the game seats that many is for the command to say."""
    if not text.isdigit() or not 1 <= int(text) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a number of players from 1 to {MAX_PLAYERS}")
    return int(text)


def positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError("must be a whole number of at least 1")
    return int(text)


def add_budget(parser: argparse.ArgumentParser) -> None:
    """`--think SECONDS` or `--iterations I`: how long a strong player searches."""
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--think", type=float, metavar="SECONDS", help="strong: seconds per decision (default 1)"
    )
    budget.add_argument(
        "--iterations", type=positive, metavar="I", help="strong: sampled deals per decision"
    )
