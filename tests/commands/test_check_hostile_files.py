"""`regicide check` on hostile files (issue 7): exit 2 at once, one printable line on
standard error, control characters from the file shown escaped, long values shortened."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.commands.test_check import MEMORY_LIMIT, run_check

POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")


def refusal(path: Path) -> str:
    """Exit 2, nothing on stdout, one printable line on stderr (returned without its end)."""
    result = run_check(path, memory_limit=MEMORY_LIMIT)
    assert result.returncode == 2, (result.returncode, result.stderr[:300])
    assert result.stdout == "" and "Traceback" not in result.stderr
    assert result.stderr.endswith("\n") and result.stderr.count("\n") == 1, result.stderr[:300]
    line = result.stderr[:-1]
    assert line.isprintable() and len(line) <= 400, line
    return line


def moves_file(tmp_path: Path, *moves: str, name: str = "record.json") -> Path:
    path = tmp_path / name
    data = {"format": "regicide-record", "version": 1, "players": 3, "seed": 1, "moves": moves}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("move", "shown"),
    [
        ("play \x1b[31mAS", "\\x1b[31mAS"),
        ("play 7H\x07", "7H\\x07"),
        ("play \u202eSA", "\\u202eSA"),
        ("\x1b]0;pwned\x07yield", "\\x1b]0;pwned\\x07yield"),
    ],
)
def test_control_characters_in_a_move_are_shown_escaped(
    tmp_path: Path, move: str, shown: str
) -> None:
    assert shown in refusal(moves_file(tmp_path, move))


def test_a_value_with_newlines_stays_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    data = {"format": "regicide\nrecord\r\n\x1b[2J", "version": 1, "players": 1, "moves": []}
    path.write_text(json.dumps(data), encoding="utf-8")
    line = refusal(path)
    assert "format" in line and "\\n" in line


def test_a_long_bad_word_is_shortened(tmp_path: Path) -> None:
    line = refusal(moves_file(tmp_path, "play " + "Z" * 100_000))
    assert len(line) <= 400


def test_a_file_name_with_control_characters_is_shown_escaped(tmp_path: Path) -> None:
    if os.name != "posix":
        pytest.skip("such names are POSIX")
    line = refusal(moves_file(tmp_path, "play ZZ", name="evil\x1b[2J\nname.json"))
    assert "evil\\x1b[2J\\nname.json" in line


@POSIX
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "record.yaml"
    os.mkfifo(path)
    assert refusal(path).endswith("is not a regular file (a pipe, device or socket); remove it")


@POSIX
def test_a_device_is_refused(tmp_path: Path) -> None:
    assert "not a regular file" in refusal(Path("/dev/zero"))


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path).endswith("is a folder, not a file")


def test_event_fields_of_mixed_kinds_are_refused_not_crashed(tmp_path: Path) -> None:
    path = tmp_path / "record.yaml"
    path.write_text(
        "format: regicide-record\nversion: 1\nplayers: 1\nseed: 1\nmoves: []\n"
        "events: [[{type: CastleBuilt, cards: [], 1: x, zz: y}]]\n",
        encoding="utf-8",
    )
    assert "unknown field 1 for CastleBuilt" in refusal(path)


@pytest.mark.parametrize("command", [["hint"], ["log"], ["theme", "check"], ["replay", "--png"]])
def test_other_commands_show_control_characters_escaped(tmp_path: Path, command: list[str]) -> None:
    path = moves_file(tmp_path, "play \x1b[31mAS\x07")
    if command[0] == "theme":
        path.write_text(json.dumps({"name": "x", "col\x1bours": {}}), encoding="utf-8")
    args = [*command, str(path)] if command[-1] != "--png" else ["replay", str(path), "--png", "x"]
    done = subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "REGICIDE_HOME": str(tmp_path)},
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "\\x1b" in done.stderr
    assert all(line.isprintable() for line in done.stderr.splitlines())
