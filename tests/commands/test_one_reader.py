"""Issue 29 item 4: one record reader for every command. A record whose stored `events`
contradict its moves (two entries swapped, one cut, one added, an entry cut short) is refused
by `check` (exit 2) with the very problem `play --load` gives, for every game; the moves
alone stay legal, so only the events can tell."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.store.saves import game_text

ROOT = Path(__file__).resolve().parents[2]
MOVES = 12


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}
    command = [sys.executable, "-m", "regicide", *args]
    return subprocess.run(
        command, check=False, capture_output=True, text=True, timeout=120, env=env
    )


def _record(game: GameDef) -> dict[str, object]:
    """A game of instant players as the app writes it (moves and events)."""
    match = game.new_match(game.default_players, 5)
    player, rng = game.make_player("instant"), random.Random(5)
    while len(match.history) < MOVES and (seat := game.to_act(match.state)) is not None:
        match.submit(player.choose(match.view(seat), rng))
    data: dict[str, object] = json.loads(game_text(game, match))
    return data


def _swapped(events: list[object]) -> None:
    events[1], events[2] = events[2], events[1]


def _cut(events: list[object]) -> None:
    events.pop()


def _extended(events: list[object]) -> None:
    events.append(events[-1])


def _entry_cut_short(events: list[object]) -> None:
    entry = events[1]
    assert isinstance(entry, list) and entry
    entry.pop()


MUTANTS: dict[str, Callable[[list[object]], None]] = {
    "swapped": _swapped,
    "cut": _cut,
    "extended": _extended,
    "entry cut short": _entry_cut_short,
}


@pytest.mark.parametrize("mutant", MUTANTS)
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_check_refuses_what_play_load_refuses_in_the_same_words(
    tmp_path: Path, game: GameDef, mutant: str
) -> None:
    data = _record(game)
    events = data["events"]
    assert isinstance(events, list)
    MUTANTS[mutant](events)
    path = tmp_path / "edited.yaml"
    path.write_text(json.dumps(data), encoding="utf-8")
    checked = _run("check", str(path))
    loaded = _run("play", "--load", str(path))
    assert checked.returncode == loaded.returncode == 2
    assert checked.stdout == "" and "Traceback" not in checked.stderr + loaded.stderr
    problem = loaded.stderr.strip().removeprefix(f"regicide play: --load {path.name}: ")
    assert problem != loaded.stderr.strip() and "events" in problem
    assert checked.stderr.strip() == f"{path}: {problem}"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_an_illegal_move_is_still_exit_1_with_the_state_before_it(
    tmp_path: Path, game: GameDef
) -> None:
    data = _record(game)
    moves = data["moves"]
    assert isinstance(moves, list)
    moves.append(moves[-1])  # the last move again: illegal now
    del data["events"]
    path = tmp_path / "illegal.yaml"
    path.write_text(json.dumps(data), encoding="utf-8")
    checked = _run("check", str(path))
    assert checked.returncode == 1, checked.stderr
    assert checked.stderr.startswith(f"move {len(moves)}: ")
    assert json.loads(checked.stdout)["error"]["move"] == len(moves)
