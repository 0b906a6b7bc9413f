"""`regicide check` on records whose moves are hostile (FORMAT.md: exit 2, one line on
standard error naming the move, no traceback), run as a subprocess like every check test."""

from __future__ import annotations

from pathlib import Path

import pytest

from regicide.games.regicide.engine.record import MAX_MOVES
from tests.commands.test_check import MEMORY_LIMIT, check_unusable, record, write


def one_line(message: str) -> str:
    assert message.endswith("\n") and message.count("\n") == 1, message[:300]
    return message.rstrip("\n")


def test_a_move_naming_a_million_cards_is_refused_by_name(tmp_path: Path) -> None:
    huge = "play" + " 2C" * 1_300_000  # 3.9 MB: under the file size limit
    text = "format: regicide-record\nversion: 1\nplayers: 1\n"
    path = write(tmp_path, text + f"moves: [yield, flip, play 2C, {huge}]\n")
    message = check_unusable(path, memory_limit=MEMORY_LIMIT)
    line = one_line(message)
    assert line.startswith("moves[3]: move 4: 'play 2C 2C")
    assert line.endswith("names 1,300,000 cards; a move names at most 8")


@pytest.mark.parametrize("digits", [5_000, 100_000])
def test_a_seat_number_of_thousands_of_digits_is_refused(tmp_path: Path, digits: int) -> None:
    path = write(tmp_path, record(3, ["next " + "7" * digits]))
    line = one_line(check_unusable(path, memory_limit=MEMORY_LIMIT))
    assert line.startswith("moves[0]: move 1: 'next 777")
    assert line.endswith(f"names a seat number of {digits:,} digits ('next 2')")


def test_more_moves_than_any_game_has_are_refused(tmp_path: Path) -> None:
    path = write(tmp_path, record(2, ["yield"] * (MAX_MOVES + 1)))
    line = one_line(check_unusable(path, memory_limit=MEMORY_LIMIT))
    assert line == f"moves: holds {MAX_MOVES + 1:,} moves; a record holds at most {MAX_MOVES:,}"
