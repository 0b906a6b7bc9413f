"""`regicide simulate` and `regicide hint` (issue 10), run as a user runs them: a subprocess,
tiny budgets so the suite stays quick."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from regicide.commands.computer import run_simulate
from regicide.games.computers import LEVELS
from regicide.games.protocol import GameDef, Simulation
from regicide.games.regicide.engine import Game, format_move, parse_move
from regicide.games.registry import GAMES

KEYS = {
    "games",
    "wins",
    "win_rate",
    "ci95",
    "mean_enemies",
    "enemies_histogram",
    "medals",
    "seconds_per_move",
}


def regicide(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_simulate_prints_one_json_object_with_the_statistics() -> None:
    done = regicide("simulate", "--bot", "instant", "--games", "3", "--seed", "5", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) >= KEYS
    assert report["games"] == 3 and len(report["enemies_histogram"]) == 13
    assert sum(report["enemies_histogram"]) == 3
    low, high = report["ci95"]
    assert 0 <= low <= report["win_rate"] <= high <= 1
    assert set(report["medals"]) == {"gold", "silver", "bronze"}
    assert "3/3 games" in done.stderr  # the progress bar


def test_simulate_is_reproducible_with_iterations_and_in_processes() -> None:
    args = ["simulate", "--bot", "strong", "--players", "2", "--games", "2", "--iterations", "1"]
    first = json.loads(regicide(*args, "--json").stdout)
    second = json.loads(regicide(*args, "--workers", "2", "--json").stdout)
    assert first["medals"] is None
    for key in ("wins", "enemies_histogram", "moves"):
        assert first[key] == second[key]


def test_simulate_text_and_bad_names() -> None:
    done = regicide("simulate", "--bot", "random", "--games", "2", "--players", "3")
    assert done.returncode == 0 and "win_rate" in done.stdout
    refused = regicide("simulate", "--bot", "genius", "--games", "1")
    assert refused.returncode != 0 and "genius" in refused.stderr


def record(tmp_path: Path, moves: list[str], players: int = 1, seed: int = 7) -> Path:
    path = tmp_path / "game.yaml"
    data = {"format": "regicide-record", "version": 1, "players": players, "seed": seed}
    path.write_text(yaml.safe_dump({**data, "moves": moves}), encoding="utf-8")
    return path


def test_hint_suggests_a_legal_move_with_a_reason(tmp_path: Path) -> None:
    game = Game.new(2, seed=7)
    first = format_move(game.legal_moves()[0])
    path = record(tmp_path, [first], players=2)
    done = regicide("hint", str(path), "--iterations", "1", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    game.submit(parse_move(first))
    assert parse_move(answer["move"]) in game.legal_moves()
    assert answer["reason"] and answer["move"] == format_move(parse_move(answer["move"]))
    text = regicide("hint", str(path), "--bot", "instant")
    assert text.returncode == 0 and len(text.stdout.splitlines()) == 2


def test_hint_refuses_what_it_cannot_use(tmp_path: Path) -> None:
    missing = regicide("hint", str(tmp_path / "none.yaml"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1
    illegal = regicide("hint", str(record(tmp_path, ["discard 2C"])), "--bot", "instant")
    assert illegal.returncode == 2 and "move 1" in illegal.stderr


def test_hint_on_a_finished_game_exits_1(tmp_path: Path) -> None:
    game = Game.new(1, seed=3)
    moves = []
    while game.state.status.value == "playing":
        move = game.legal_moves()[-1]
        moves.append(format_move(move))
        game.submit(move)
    done = regicide("hint", str(record(tmp_path, moves, seed=3)), "--bot", "instant")
    assert done.returncode == 1 and "over" in done.stderr


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_simulate_takes_every_level_by_name_in_every_game(game: GameDef, level: str) -> None:
    """Issue 34: `regicide simulate --bot LEVEL [--opponent LEVEL]` in every game."""
    duel = game.name != "regicide"
    request = Simulation(
        bot=level,
        opponent="beginner" if duel else None,
        players=game.default_players if duel else 1,
        games=2,
        seed=3,
        think=None,
        iterations=1,
        workers=1,
        variants=(),
    )
    out = io.StringIO()
    assert run_simulate(game, request, as_json=True, out=out, err=io.StringIO()) == 0
    report = json.loads(out.getvalue())
    assert report["games"] == 2 and report.get("bot", level) == level
