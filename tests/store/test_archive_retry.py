"""A finished game is never lost (issue 24, item 1): when games/ cannot be written as it ends
(a read-only folder, a full disk) or the app is killed between the autosave and the archive
write, the game waits in the autosave, naming its archive file; it is archived at the next
start and before anything replaces the autosave, and until then nothing replaces it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game, parse_move
from regicide.play.archiving import Archiver
from regicide.play.opening import deal_session
from regicide.play.session import Session
from regicide.store.archive import archived_files
from regicide.store.autosave import Autosaver
from regicide.store.handover import keep_finished, make_way
from regicide.store.keys import ARCHIVE_KEY
from regicide.store.records import read_archive
from regicide.store.saves import game_text, save_game
from tests.archive_samples import LAST_KING
from tests.builders import REGICIDE, game_at
from tests.startup_check import start_app

POSIX = os.name == "posix"
ROOT = POSIX and os.geteuid() == 0


def _mount(*arguments: str | Path) -> bool:
    done = subprocess.run(["mount", *map(str, arguments)], capture_output=True, check=False)
    return done.returncode == 0


@contextmanager
def unwritable(folder: Path, how: str) -> Iterator[None]:
    """`folder` as a read-only bind mount of itself, or a tmpfs of 64 KiB filled up."""
    if not ROOT:
        pytest.skip("mounting a read-only or a full folder takes root")
    folder.mkdir(parents=True, exist_ok=True)
    if how == "read-only":
        mounted = _mount("--bind", folder, folder)
        if mounted and not _mount("-o", "remount,bind,ro", folder):
            subprocess.run(["umount", str(folder)], check=False)
            mounted = False
    else:
        mounted = _mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", folder)
    if not mounted:
        pytest.skip("mount is not allowed here")
    try:
        if how == "full":
            _fill(folder / "filler")
        yield
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _fill(path: Path) -> None:
    handle = os.open(path, os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(handle, b"x" * 4096):
            pass
    except OSError:  # no space left: what this is for
        pass
    finally:
        os.close(handle)


def finish(home: Path, saver: Autosaver, problems: list[str] | None = None) -> Session:
    """A solo game won with its last play, archived to home/games as the table does."""
    session = Session(REGICIDE, game_at(**LAST_KING), saver=saver)
    told = problems if problems is not None else []
    session.listeners.append(Archiver(home / "games", told.append))
    session.submit(parse_move("play 2C"))
    saver.flush()
    assert session.over
    return session


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


@pytest.mark.parametrize("how", ["read-only", "full"])
def test_a_finished_game_waits_until_the_archive_can_be_written(home: Path, how: str) -> None:
    autosave, games = home / "autosave.yaml", home / "games"
    with unwritable(games, how):
        problems: list[str] = []
        saver = Autosaver(autosave)
        finish(home, saver, problems)
        assert len(problems) == 1 and "stays in the autosave" in problems[0]
        finished = autosave.read_bytes()
        name = json.loads(finished)[ARCHIVE_KEY]
        deal_session(REGICIDE, 1, seed=5, saver=saver)  # a new game in the same run
        saver.flush()
        assert autosave.read_bytes() == finished and saver.held is not None
        assert saver.error is not None and "could not be kept" in saver.error
        started = start_app(home, "play", "--seed", "3")  # nor at a start, nor by `play`
        assert started.returncode == 0, started.stderr[-2000:]
        assert autosave.read_bytes() == finished
        assert any("could not be kept" in notice for notice in started.notices)
    started = start_app(home)  # the folder can be written again: kept at once
    assert started.returncode == 0, started.stderr[-2000:]
    assert any(name in notice for notice in started.notices)
    (game,) = read_archive(games).games
    assert game.file == name and game.won
    assert start_app(home, "play", "--seed", "3").returncode == 0
    assert json.loads(autosave.read_bytes())["seed"] == 3
    assert [path.name for path in archived_files(games)] == [name]


KILLED_BETWEEN_THE_WRITES = """
import os, signal, sys
from pathlib import Path
from regicide.play import archiving
from tests.store.test_archive_retry import finish
from regicide.store.autosave import Autosaver
archiving.keep_as = lambda path, text: os.kill(os.getpid(), signal.SIGKILL)
home = Path(sys.argv[1])
finish(home, Autosaver(home / "autosave.yaml"))
"""


@pytest.mark.skipif(not POSIX, reason="SIGKILL")
def test_a_game_killed_between_the_autosave_and_the_archive_is_archived_at_start(
    home: Path,
) -> None:
    root = Path(__file__).parents[2]
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_BETWEEN_THE_WRITES, str(home)],
        cwd=root,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert killed.returncode == -9, killed.stderr
    assert not (home / "games").exists()
    name = json.loads((home / "autosave.yaml").read_bytes())[ARCHIVE_KEY]
    for _ in range(2):  # kept once, not once a start
        assert start_app(home).returncode == 0
    assert [path.name for path in archived_files(home / "games")] == [name]
    assert read_archive(home / "games").games[0].won


def test_a_game_archived_as_it_ended_is_never_archived_again(home: Path) -> None:
    saver = Autosaver(home / "autosave.yaml")
    finish(home, saver)
    (kept,) = archived_files(home / "games")
    before = kept.stat().st_mtime_ns
    assert keep_finished(home / "autosave.yaml", home / "games").notices == ()
    assert make_way(home / "autosave.yaml", games=home / "games").unsaved is None
    assert archived_files(home / "games") == [kept] and kept.stat().st_mtime_ns == before


def test_a_finished_game_loaded_from_a_save_is_not_owed_to_the_archive(home: Path) -> None:
    """Only the archiver names a file; a finished game played on from a save names none."""
    game = game_at(**LAST_KING)
    game.submit(parse_move("play 2C"))
    save_game(REGICIDE, game, home / "autosave.yaml")
    assert keep_finished(home / "autosave.yaml", home / "games").notices == ()
    assert not (home / "games").exists()


def _owed(home: Path, name: str) -> bytes:
    """A finished autosave naming `name` in games/, as a failed archive write leaves it."""
    game = game_at(**LAST_KING)
    game.submit(parse_move("play 2C"))
    save_game(REGICIDE, game, home / "autosave.yaml", {ARCHIVE_KEY: name})
    return (home / "autosave.yaml").read_bytes()


def test_an_older_ending_of_the_game_is_replaced_and_anothers_file_kept(home: Path) -> None:
    name = "2026-11-23_104512.json"
    owed = _owed(home, name)
    games = home / "games"
    games.mkdir()
    older = Game.from_position(game_at(**LAST_KING).state, seed=0)
    (games / name).write_text(game_text(REGICIDE, older, {ARCHIVE_KEY: name}), encoding="utf-8")
    assert keep_finished(home / "autosave.yaml", games).notices
    assert (games / name).read_bytes() == owed
    mine = "someone else's file"
    (games / name).write_text(mine, encoding="utf-8")
    assert keep_finished(home / "autosave.yaml", games).notices
    assert (games / name).read_text(encoding="utf-8") == mine
    assert (games / "2026-11-23_104512-2.json").read_bytes() == owed
    assert keep_finished(home / "autosave.yaml", games).notices == ()  # found there since


def test_an_archive_name_that_is_a_path_is_ignored(home: Path) -> None:
    _owed(home, "../../escape.json")
    assert keep_finished(home / "autosave.yaml", home / "games").notices == ()
    assert not (home / "games").exists() and not (home.parent.parent / "escape.json").exists()
