"""Issue 9: the autosave is never left broken. A real process plays a game through the session
(the autosaver writing on its worker thread after every move) and is killed with SIGKILL at
many moments, some of them mid-write; each time the next start can continue the game at a
move it had made (the last completed write, never a half-written file), and no temporary
file is left behind once a new start has cleaned up."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game, Turn, legal_moves
from regicide.store.files import clean_temporaries
from regicide.store.saves import load_saved

SEED = 97
KILLS = 12

PLAYER = f"""
import sys, time
from regicide.games.regicide.engine import legal_moves
from regicide.games.registry import game_named
from regicide.play.opening import deal_session
from regicide.store.autosave import Autosaver
saver = Autosaver(__import__("pathlib").Path(sys.argv[1]))
session = deal_session(game_named("regicide"), 1, seed={SEED}, saver=saver)
print("ready", flush=True)
while not session.over:
    session.submit(legal_moves(session.state)[0])
    time.sleep(0.002)
session.saver.flush()
print("done", flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_sigkill_at_many_moments_always_leaves_a_game_to_continue(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    whole = [str(turn.command) for turn in _played(Game.new(1, seed=SEED))]
    for kill in range(KILLS):
        path.unlink(missing_ok=True)
        child = subprocess.Popen(
            [sys.executable, "-c", PLAYER, str(path)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(0.004 * kill)  # from the first move to well into the game
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
        if not path.exists():
            continue  # killed before the first write: nothing to continue, nothing broken
        _, game, _ = load_saved(path)  # never half-written: it reads, every move legal
        made = [str(turn.command) for turn in game.history]
        assert made == whole[: len(made)]
        clean_temporaries(tmp_path, older_than=0)
        assert not [name for name in os.listdir(tmp_path) if name.endswith(".tmp")]


def _played(game: Game) -> tuple[Turn, ...]:
    while game.outcome is None:
        game.submit(legal_moves(game.state)[0])
    return tuple(game.history)
