"""What several sub-commands' options share: the game they are about, a player count, a
positive whole number, a thinking budget. Each refusal is one short line of our own (the
parser, `commands/arguments.py`, adds the option's name)."""

from __future__ import annotations

import argparse

from regicide.commands.arguments import WORD_LIMIT, number, whole
from regicide.games.registry import DEFAULT, names
from regicide.support.oneline import shown

MAX_PLAYERS = 6  # the most seats any game of the table has (Baisch's option)


def add_game(parser: argparse.ArgumentParser, what: str) -> None:
    """`--game NAME`: which game `what` is about (default: Regicide)."""
    parser.add_argument(
        "--game",
        type=game_name,
        default=None,
        metavar="NAME",
        help=f"{what} ({', '.join(names())}; default {DEFAULT})",
    )


def game_name(text: str) -> str:
    """The name of a game of the table."""
    if text not in names():
        raise argparse.ArgumentTypeError(
            f"{shown(text, WORD_LIMIT)} is not a game here ({', '.join(names())})"
        )
    return text


def players(text: str) -> int:
    """A player count; whether the game seats that many is for the command to say."""
    count = _whole_or(text, f"a number of players from 1 to {MAX_PLAYERS}")
    if not 1 <= count <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a number of players from 1 to {MAX_PLAYERS}")
    return count


def positive(text: str) -> int:
    count = _whole_or(text, "must be a whole number of at least 1")
    if count < 1:
        raise argparse.ArgumentTypeError("must be a whole number of at least 1")
    return count


def _whole_or(text: str, problem: str) -> int:
    """`text` as a whole number, or the refusal `problem` (for a word or a sign)."""
    if not text.isascii() or not text.isdigit():
        raise argparse.ArgumentTypeError(problem)
    return whole(text)


def add_budget(parser: argparse.ArgumentParser) -> None:
    """`--think SECONDS` or `--iterations I`: how long a strong player searches."""
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--think", type=number, metavar="SECONDS", help="strong: seconds per decision (default 1)"
    )
    budget.add_argument(
        "--iterations", type=positive, metavar="I", help="strong: sampled deals per decision"
    )
