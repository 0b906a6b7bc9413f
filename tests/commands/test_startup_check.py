"""The start-up check over hostile data folders (issue 7): the real app, started headless on
a folder built here, must reach its first frame (exit 0, never hang), tell the player in one
line, and leave every user file byte for byte as it was, except its deliberate writes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store.lock import LOCK_NAME
from regicide.store.saves import save_game
from tests.builders import REGICIDE
from tests.startup_check import changes, snapshot, start_app

POSIX = os.name == "posix"
LOCK = f"+ {LOCK_NAME}"


def record(**changed: object) -> str:
    data = {"format": "regicide-record", "version": 1, "players": 3, "seed": 4, "moves": []}
    return json.dumps({**data, **changed})


def write(name: str, content: str | bytes) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        path = home / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())

    return build


def fifo(name: str) -> Callable[[Path], None]:
    def build(home: Path) -> None:
        os.mkfifo(home / name)

    return build


def folder(name: str) -> Callable[[Path], None]:
    return lambda home: (home / name).mkdir()


HOSTILE_HOMES: dict[str, Callable[[Path], None]] = {
    "huge seat number": write("autosave.yaml", record(moves=["next " + "9" * 5000])),
    "a move of a million cards": write(
        "autosave.yaml", record(players=1, moves=["play" + " 2C" * 1_000_000])
    ),
    "newer version": write("autosave.yaml", record(version=99)),
    "not UTF-8": write("autosave.yaml", b"\xff\xfe\x00garbage"),
    "escapes in a move": write("autosave.yaml", record(moves=["play \x1b[2J\x07\n7H"])),
    "alias bomb": write("autosave.yaml", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n"),
    "autosave is a folder": folder("autosave.yaml"),
    "autosave is a FIFO": fifo("autosave.yaml"),
    "settings of the wrong types": write(
        "settings.yaml", "animation_speed: [1, 2]\nsound: {a: 1}\nfullscreen: []\n"
    ),
    "theme with a NUL": write("settings.yaml", 'theme: "cla\\0ssic"\n'),
    "theme is an absolute path": write("settings.yaml", "theme: /etc/passwd\n"),
    "theme is a relative path": write("settings.yaml", "theme: ../../../etc/hosts\n"),
    "theme unknown": write("settings.yaml", "theme: nosuchtheme\n"),
    "settings are a FIFO": fifo("settings.yaml"),
    "settings too large": write("settings.yaml", "# " + "x" * (5 * 1024 * 1024) + "\n"),
    "tutorial is a FIFO": fifo("tutorial.yaml"),
    "window place of the wrong types": write(
        "window.json", '{"size": [1e308, -5], "position": ["a", null], "maximized": "yes"}'
    ),
    "window place is a FIFO": fifo("window.json"),
    "lock file is a FIFO": fifo(LOCK_NAME),
    "lock file links to a user file": lambda home: [
        write("mine.txt", "my own file")(home),
        os.symlink(home / "mine.txt", home / LOCK_NAME),
    ],
    "autosave is a link to itself": lambda home: os.symlink(
        "autosave.yaml", home / "autosave.yaml"
    ),
    "settings link to a device": lambda home: os.symlink("/dev/zero", home / "settings.yaml"),
    "user theme with a font name too long": lambda home: [
        write("settings.yaml", "theme: evil\n")(home),
        write("themes/evil/theme.yaml", "name: Evil\nfonts: {body: " + "x" * 300 + "}\n")(home),
    ],
    "user theme with a NUL in a font name": lambda home: [
        write("settings.yaml", "theme: evil\n")(home),
        write("themes/evil/theme.yaml", 'name: Evil\nfonts: {body: "a\\0b"}\n')(home),
    ],
    "user theme with keys of mixed kinds": lambda home: [
        write("settings.yaml", "theme: evil\n")(home),
        write("themes/evil.yaml", "name: Evil\n1: x\nzz: y\ntable: {2: a, b: c}\n")(home),
    ],
    "saves folder of hostile files": lambda home: [
        write("saves/bad.yaml", b"\x00\x01")(home),
        folder("saves/dir.yaml")(home),
        fifo("saves/pipe.yaml")(home),
    ],
}


def test_a_home_that_is_a_file_starts_read_only(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.write_text("not a folder", encoding="utf-8")
    started = start_app(home, "play")
    assert started.returncode == 0, started.stderr
    assert home.read_text(encoding="utf-8") == "not a folder"
    assert any("games will not be saved" in notice for notice in started.notices)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.mark.parametrize("case", sorted(HOSTILE_HOMES))
def test_the_app_starts_on_a_hostile_folder_and_changes_no_file(home: Path, case: str) -> None:
    if not POSIX and any(word in case for word in ("FIFO", "hostile files", "link")):
        pytest.skip("FIFOs, devices and links are POSIX")
    HOSTILE_HOMES[case](home)
    before = snapshot(home)
    started = start_app(home)
    assert started.returncode == 0, started.stderr[-2000:]
    assert "Traceback" not in started.stderr
    assert set(changes(before, snapshot(home))) <= {LOCK}
    for notice in started.notices:
        assert notice.isprintable() and len(notice) <= 400


def test_a_bad_setting_is_told_naming_the_file(home: Path) -> None:
    write("settings.yaml", "theme: /etc/passwd\nsound: [1]\n")(home)
    (notice,) = start_app(home).notices
    assert notice.startswith("settings.yaml: sound: a list is not true or false; theme: '/etc/")


def test_stale_temporary_files_are_cleaned_at_start(home: Path) -> None:
    names = [".autosave.yaml.abcdefgh.tmp", "saves/.Game.yaml.12345678.tmp"]
    for name in names:
        write(name, "half a save")(home)
        os.utime(home / name, (1, 1))
    write(".settings.yaml.fresh123.tmp", "being written")(home)
    before = snapshot(home)
    assert start_app(home).returncode == 0
    assert set(changes(before, snapshot(home))) == {LOCK, *(f"- {name}" for name in names)}


def played(path: Path, moves: int = 3) -> bytes:
    game = Game.new(1, seed=7)
    for _ in range(moves):
        game.submit(game.legal_moves()[0])
    save_game(REGICIDE, game, path, {"my_key": ["mine", 1]})
    return path.read_bytes()


def test_play_keeps_a_game_in_progress_in_the_archive(home: Path) -> None:
    old = played(home / "autosave.yaml")
    started = start_app(home, "play", "--seed", "3")
    assert started.returncode == 0, started.stderr
    (kept,) = (home / "games").iterdir()
    assert kept.read_bytes() == old
    assert any("Records › Games" in notice for notice in started.notices)
    assert json.loads((home / "autosave.yaml").read_bytes())["seed"] == 3


def test_play_sets_an_unreadable_autosave_aside_under_a_new_name(home: Path) -> None:
    newer = record(version=99).encode()
    (home / "autosave.yaml").write_bytes(newer)
    for _ in range(2):  # twice in the same second: both kept
        assert start_app(home, "play").returncode == 0
        (home / "autosave.yaml").write_bytes(newer)
    kept = sorted(home.glob("autosave-unreadable-*.yaml"))
    assert len(kept) == 2 and all(path.read_bytes() == newer for path in kept)


@pytest.fixture
def shared_home() -> Iterator[Path]:
    """A folder another user may enter (pytest's own temporary folders are private)."""
    path = Path(tempfile.mkdtemp(prefix="regicide-ro-"))
    path.chmod(0o755)
    yield path
    for root, dirs, _ in os.walk(path):
        for name in dirs:
            Path(root, name).chmod(0o755)
    shutil.rmtree(path)


def _runs_as(user: int) -> bool:
    """Whether this interpreter starts at all as `user` (a Python under /root may not)."""
    command = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups"]
    probe = subprocess.run(
        [*command, sys.executable, "-c", "import regicide"],
        capture_output=True,
        timeout=60,
        check=False,
    )
    return probe.returncode == 0


@pytest.mark.skipif(not POSIX, reason="POSIX permissions")
def test_a_read_only_folder_with_an_unreadable_autosave_then_play(shared_home: Path) -> None:
    user = None
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("root ignores permissions and setpriv is missing")
        user = 65534
        if not _runs_as(user):
            pytest.skip("this Python cannot run as another user (its files are private)")
    write("autosave.yaml", record(version=99))(shared_home)
    shared_home.chmod(0o555)
    before = snapshot(shared_home)
    started = start_app(shared_home, "play", user=user)
    assert started.returncode == 0, started.stderr
    assert changes(before, snapshot(shared_home)) == []
    assert any("will not be saved" in notice for notice in started.notices)


HOLD = "import sys; from regicide.store.lock import FolderLock; from pathlib import Path\n"
HOLD += "lock = FolderLock(Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()\n"


def test_a_second_instance_plays_without_touching_the_first_ones_game(home: Path) -> None:
    old = played(home / "autosave.yaml")
    first = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(home)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert first.stdout is not None and first.stdout.readline() == "held\n"
        before = snapshot(home)
        started = start_app(home, "play")
    finally:
        first.kill()
        first.wait(timeout=10)
    assert started.returncode == 0, started.stderr
    assert changes(before, snapshot(home)) == [] and (home / "autosave.yaml").read_bytes() == old
    assert any("already open" in notice for notice in started.notices)
