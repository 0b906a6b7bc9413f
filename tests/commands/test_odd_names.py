"""File names that are not UTF-8 (a Latin-1 `mine\\xff.yaml` from a zip or a USB stick) and
names full of terminal escapes (issue 24, items 2 and 6): every list, title and message shows
them through `shown_name`, and the commands print them on a strict UTF-8 standard output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store.library import list_saves
from regicide.store.records import read_archive
from regicide.store.saves import game_text
from regicide.support.oneline import shown_name
from tests.archive_samples import won_record
from tests.builders import REGICIDE
from tests.startup_check import open_screen, start_app

pytestmark = pytest.mark.skipif(
    sys.platform in ("win32", "darwin"), reason="names that are not UTF-8 are a POSIX matter"
)

ODD = os.fsdecode(b"mine\xff")  # what Python makes of a name that is not UTF-8
ESCAPES = "bad\x1b[2J\u202e\nname"  # an escape sequence, a right-to-left override, a newline


def in_progress() -> str:
    game = Game.new(1, seed=7)
    for _ in range(2):
        game.submit(game.legal_moves()[0])
    return game_text(REGICIDE, game)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A data folder whose saves and games hold odd names, readable and not."""
    folder = tmp_path / "home"
    for place in ("saves", "games"):
        (folder / place).mkdir(parents=True)
    (folder / "saves" / f"{ODD}.yaml").write_text(in_progress(), encoding="utf-8")
    (folder / "saves" / f"{ESCAPES}.yaml").write_text("not: [a save", encoding="utf-8")
    (folder / "games" / f"{ODD}.json").write_text(won_record(), encoding="utf-8")
    (folder / "games" / f"{ESCAPES}.json").write_text('{"format": 5}', encoding="utf-8")
    return folder


def regicide(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`regicide ARGS` with standard output and error strict UTF-8 (most desktop locales)."""
    env = {**os.environ, "REGICIDE_HOME": str(home), "PYTHONIOENCODING": "utf-8:strict"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("REGICIDE_DEBUG", None)
    command = [sys.executable, "-m", "regicide", *args]
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=120, check=False
    )


def printable(text: str) -> bool:
    return all(line.isprintable() for line in text.splitlines())


def test_shown_name_keeps_every_byte_visible_on_one_line() -> None:
    assert shown_name(f"{ODD}.yaml") == "mine\\xff.yaml"
    assert shown_name(ESCAPES) == "bad\\x1b[2J\\u202e\\nname"
    assert shown_name(Path("/a") / ODD) == "/a/mine\\xff"
    assert len(shown_name("x" * 5000)) <= 120


def test_records_prints_odd_names_on_a_strict_terminal(home: Path) -> None:
    text = regicide(home, "records")
    assert text.returncode == 0, text.stderr
    assert printable(text.stdout) and "\x1b" not in text.stdout and "\u202e" not in text.stdout
    assert "Could not read bad\\x1b[2J\\u202e\\nname.json:" in text.stdout
    assert "Games: 1" in text.stdout  # the readable game with an odd name is counted
    as_json = regicide(home, "records", "--json")
    assert as_json.returncode == 0, as_json.stderr
    assert as_json.stdout.isascii()
    files = {bad["file"] for bad in json.loads(as_json.stdout)["unreadable"]}
    assert files == {"bad\\x1b[2J\\u202e\\nname.json"}


@pytest.mark.parametrize("command", ["check", "log", "hint"])
def test_commands_read_a_save_with_an_odd_name(home: Path, command: str) -> None:
    done = regicide(home, command, str(home / "saves" / f"{ODD}.yaml"))
    assert done.returncode == 0, done.stderr
    assert printable(done.stdout + done.stderr)


def test_a_refusal_names_an_odd_file_printably(home: Path) -> None:
    done = regicide(home, "log", str(home / "saves" / f"{ESCAPES}.yaml"))
    assert done.returncode == 2
    assert done.stderr.startswith("regicide log: bad\\x1b[2J\\u202e\\nname.yaml: ")
    assert printable(done.stderr)


def test_replay_draws_a_save_with_an_odd_name(home: Path, tmp_path: Path) -> None:
    """The viewer's title is the file's name: drawn to a PNG as the window draws it."""
    board = tmp_path / "board.png"
    done = regicide(home, "replay", str(home / "saves" / f"{ODD}.yaml"), "--png", str(board))
    assert done.returncode == 0, done.stderr
    assert board.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(("screen", "keys"), [("Load", ""), ("Records", "2")])
def test_the_app_lists_odd_names(home: Path, screen: str, keys: str) -> None:
    """Load once closed the app as it opened: its list measured a name that is not UTF-8."""
    started = open_screen(home, screen, keys=keys)
    assert started.returncode == 0, started.stderr[-2000:]
    assert "Traceback" not in started.stderr
    assert started.stdout.splitlines()[-1].startswith("screen ")


def test_the_app_starts_with_odd_names_everywhere(home: Path) -> None:
    (home / f"{ODD}.yaml").write_text("odd", encoding="utf-8")
    started = start_app(home, "play", "--load", str(home / "saves" / f"{ODD}.yaml"))
    assert started.returncode == 0, started.stderr[-2000:]


def test_words_a_file_says_of_itself_are_shown_only_when_printable(home: Path) -> None:
    """A save's summary and `saved_at`, an archived game's `saved_at` and `daily`: the lists
    show them, so one that is not a short printable line is left out (the file's own time,
    no daily mark) rather than drawn or printed."""
    bad = "\udcff\x1b[2J\u202e"
    save = json.loads(in_progress())
    save.update(saved_at=bad, summary={"game": "regicide", "players": 1, "progress": bad})
    save["summary"].update(status="playing", assisted=False, moves=2)
    (home / "saves" / "words.json").write_text(json.dumps(save), encoding="utf-8")
    (home / "saves" / "words.yaml").write_text(json.dumps(save), encoding="utf-8")
    won = json.loads(won_record(daily=bad))
    (home / "games" / "words.json").write_text(json.dumps({**won, "saved_at": bad}), "utf-8")
    entry = next(entry for entry in list_saves(home / "saves") if entry.name == "words")
    assert entry.saved_at.isprintable() and entry.progress is not None
    assert entry.progress.isprintable()
    game = next(game for game in read_archive(home / "games").games if game.file == "words.json")
    assert (game.daily, game.saved_at) == (None, None)
    for screen, keys in (("Load", ""), ("Records", "23")):
        started = open_screen(home, screen, keys=keys)
        assert started.returncode == 0 and "Traceback" not in started.stderr, started.stderr
