"""Issue 29 item 1: a game killed before its first move comes back with the same seats. The
app itself (`regicide play`, headless) is started on a fresh home and killed with SIGKILL as
soon as its first autosave is on disk, before anyone moved; Continue (the autosave opened as
the app opens it) and `play --load` then seat the same computer players, for every game."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from regicide.commands.play import opening_of
from regicide.play.opening import open_session, resume_session
from regicide.store.keys import SEATS_KEY, SECONDS_KEY
from regicide.store.saves import load_saved

GAMES = [
    ("regicide", "human,strong"),
    ("claim", "human,strong"),
    ("baisch", "human,strong,casual"),
]
PATIENCE = 120.0  # seconds to wait for the first write on a busy machine (never asserted)


def _first_autosave(home: Path, game: str, seats: str) -> Path:
    """Start the app on `game`, kill it with SIGKILL once its autosave exists."""
    autosave = home / "autosave.yaml"
    env = {**os.environ, "REGICIDE_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    env["SDL_AUDIODRIVER"] = "dummy"
    command = [sys.executable, "-m", "regicide", "play", "--game", game, "--seed", "5"]
    child = subprocess.Popen([*command, "--seats", seats], env=env, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + PATIENCE
        while not autosave.exists() and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert autosave.exists(), "the app wrote no autosave"
    return autosave


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_a_kill_before_the_first_move_resumes_the_same_seats(
    tmp_path: Path, game: str, seats: str
) -> None:
    autosave = _first_autosave(tmp_path, game, seats)
    saved = load_saved(autosave)
    names = seats.split(",")
    assert saved.extra[SEATS_KEY] == names
    assert SECONDS_KEY in saved.extra
    continued = resume_session(saved)  # Continue on the title screen
    assert continued.seat_names() == names
    loaded = open_session(opening_of(None, None, None, load=autosave))  # play --load
    assert loaded.seat_names() == names


def test_the_first_write_of_a_daily_deal_names_its_day_and_seats(tmp_path: Path) -> None:
    """The app's notes (the daily deal's date) are in the first write as well."""
    from regicide.store.autosave import Autosaver  # noqa: PLC0415

    saver = Autosaver(tmp_path / "autosave.yaml")
    opening = opening_of(None, None, None, game="claim", daily=True)
    session = open_session(opening, saver)
    saver.flush()
    extra = load_saved(saver.path).extra
    assert extra[SEATS_KEY] == session.seat_names() == list(opening.seats)
    assert extra["daily"] == opening.notes["daily"]
