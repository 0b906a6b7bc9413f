"""Baisch through the shell's commands (issue 23), run as a user or an acceptance test runs
them: a subprocess. `check`, `log`, `hint`, `simulate`, `code` and `play` all take a Baisch
record or `--game baisch`; a file they cannot use is one line on standard error, exit 2,
nothing on standard output, the file unchanged and no traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import Game, parse_move, record_data, record_of, view

TIMEOUT = 120
ROOT = Path(__file__).resolve().parents[2]
SIMULATE_KEYS = {"games", "wins", "win_rate", "ci95", "seconds_per_move"}


def regicide(*args: str, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m regicide ARGS`, as outside acceptance tests run it."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if home is not None:
        env["REGICIDE_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=env,
        check=False,
    )


def played(seed: int, moves: int) -> Game:
    """A game of instant players, `moves` moves in (or to its end)."""
    game = Game.new(2, seed=seed)
    player, rng = make_player("instant"), random.Random(seed)
    while len(game.history) < moves and game.outcome is None:
        seat = game.state.to_act
        assert seat is not None
        game.submit(player.choose(view(game.state, seat), rng))
    return game


def write(tmp_path: Path, data: Any, name: str = "game.json") -> Path:
    """JSON, which is YAML too (docs/baisch-records.md)."""
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(result: subprocess.CompletedProcess[str]) -> str:
    """Exit 2, nothing on stdout, one printable line on stderr (returned)."""
    assert result.returncode == 2, (result.returncode, result.stderr[:300])
    assert result.stdout == "" and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr[:300]
    return result.stderr.strip()


# --- check ----------------------------------------------------------------------------------


def test_check_prints_the_documented_state_of_a_legal_record(tmp_path: Path) -> None:
    game = played(1, 40)  # (seed 3's Casual players now draw by repetition at move 36, B-WIN-2)
    result = regicide("check", str(write(tmp_path, record_data(record_of(game)))))
    assert result.returncode == 0 and result.stderr == ""
    report = json.loads(result.stdout)
    assert report["game"] == "baisch" and report["moves_played"] == 40
    assert report["error"] is None and report["to_act"] == game.state.to_act
    assert len(report["seats"]) == 2 and set(report["stacks"]) == {"A", "B"}


def test_check_names_the_first_illegal_move_and_shows_the_state_before_it(
    tmp_path: Path,
) -> None:
    data = record_data(record_of(played(3, 6)))
    del data["events"]
    data["moves"].append("take 3")
    result = regicide("check", str(write(tmp_path, data)))
    assert result.returncode == 1 and result.stderr.startswith("move 7: ")
    report = json.loads(result.stdout)
    assert report["error"]["move"] == 7 and report["moves_played"] == 6


HOSTILE: list[tuple[str, Any, str]] = [
    ("players in words", {"format": "baisch-record", "version": 1, "players": "two"}, "players"),
    ("too many players", {"format": "baisch-record", "version": 1, "players": 9}, "players"),
    ("no moves", {"format": "baisch-record", "version": 1, "players": 2}, "moves"),
    (
        "a bad move",
        {"format": "baisch-record", "version": 1, "players": 2, "moves": ["attack P9.1 7H"]},
        "moves[0]",
    ),
    (
        "a future version",
        {"format": "baisch-record", "version": 7, "players": 2, "moves": []},
        "version",
    ),
    (
        "an unknown option",
        {"format": "baisch-record", "version": 1, "players": 2, "options": {"x": 1}, "moves": []},
        "options",
    ),
    (
        "a position with a card twice",
        {
            "format": "baisch-record",
            "version": 1,
            "players": 2,
            "start": {"seats": [{"king": "KSv", "hand": ["KS"]}, {"king": "KCv"}]},
            "moves": [],
        },
        "start",
    ),
]


@pytest.mark.parametrize(("what", "data", "named"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_check_refuses_a_hostile_file_in_one_line(
    tmp_path: Path, what: str, data: Any, named: str
) -> None:
    path = write(tmp_path, data)
    before = path.read_bytes()
    line = refused(regicide("check", str(path), home=tmp_path / "home"))
    assert named in line, line
    assert path.read_bytes() == before and not (tmp_path / "home").exists()


def test_check_refuses_control_characters_shown_escaped(tmp_path: Path) -> None:
    data = {"format": "baisch-record", "version": 1, "players": 2, "moves": ["end \x1b[2J"]}
    line = refused(regicide("check", str(write(tmp_path, data))))
    assert "\\x1b[2J" in line and line.isprintable()


def test_a_record_whose_stored_events_were_edited_is_refused_by_log(tmp_path: Path) -> None:
    data = record_data(record_of(played(4, 12)))
    data["events"][2] = data["events"][3]
    assert "events[2]" in refused(regicide("log", str(write(tmp_path, data))))


# --- log, hint, replay --------------------------------------------------------------------------


def test_log_tells_a_seat_only_what_it_may_know(tmp_path: Path) -> None:
    game = played(5, 30)
    path = write(tmp_path, record_data(record_of(game)))
    own = regicide("log", str(path), "--seat", "1")
    other = regicide("log", str(path), "--seat", "2")
    assert own.returncode == 0 and other.returncode == 0
    hand = {card.text for card in game.setup[1].hands[0]}  # type: ignore[attr-defined]
    assert "You got" in own.stdout and "You got" in other.stdout
    first_line = next(line for line in own.stdout.splitlines() if "You got" in line)
    other_line = next(line for line in other.stdout.splitlines() if "You got" in line)
    assert first_line != other_line and hand
    assert refused(regicide("log", str(path), "--seat", "3")).startswith("regicide log: --seat")


def test_hint_suggests_a_legal_move_with_a_reason(tmp_path: Path) -> None:
    game = played(6, 12)
    path = write(tmp_path, record_data(record_of(game)))
    result = regicide("hint", str(path), "--bot", "instant", "--json")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["seat"] == game.state.to_act and answer["bot"] == "casual"
    game.submit(parse_move(answer["move"]))  # legal where the record ends
    assert answer["reason"]


def test_hint_on_a_finished_game_exits_1(tmp_path: Path) -> None:
    game = played(7, 10_000)
    assert game.outcome is not None
    result = regicide("hint", str(write(tmp_path, record_data(record_of(game)))))
    assert result.returncode == 1 and "over" in result.stderr


def test_replay_draws_a_moment_of_a_baisch_game_to_a_png(tmp_path: Path) -> None:
    path = write(tmp_path, record_data(record_of(played(8, 30))))
    before = path.read_bytes()
    board = tmp_path / "board.png"
    done = regicide("replay", str(path), "--png", str(board), "--move", "12")
    assert done.returncode == 0, done.stderr
    assert board.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    late = refused(regicide("replay", str(path), "--png", str(board), "--move", "31"))
    assert "--move 31" in late and path.read_bytes() == before


def test_replay_refuses_a_hostile_baisch_file_in_one_line(tmp_path: Path) -> None:
    data = record_data(record_of(played(9, 10)))
    data["moves"][4] = "fly away"
    board = tmp_path / "board.png"
    line = refused(regicide("replay", str(write(tmp_path, data)), "--png", str(board)))
    assert "moves[4]" in line and not board.exists()


# --- simulate ------------------------------------------------------------------------------------


def test_simulate_seats_one_bot_among_opponents_as_the_issue_calls_it() -> None:
    args = ["simulate", "--game", "baisch", "--players", "3", "--bot", "strong"]
    args += ["--opponent", "instant", "--games", "3", "--seed", "11", "--iterations", "1"]
    first = regicide(*args, "--json")
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert set(report) >= SIMULATE_KEYS and report["games"] == 3
    low, high = report["ci95"]
    assert 0 <= low <= report["win_rate"] <= high <= 1 and "3/3 games" in first.stderr
    again = json.loads(regicide(*args, "--workers", "2", "--json").stdout)
    assert again["wins"] == report["wins"] and again["average_turns"] == report["average_turns"]


def test_simulate_refuses_what_it_cannot_play() -> None:
    base = ["simulate", "--game", "baisch", "--games", "1"]
    assert "no computer player" in refused(regicide(*base, "--bot", "oracle"))
    assert refused(regicide(*base, "--players", "1")).endswith("2 to 6 players, not 1")
    assert "variant" in refused(regicide(*base, "--variant", "easy"))


# --- seed codes and play ------------------------------------------------------------------------


def test_a_code_names_baisch_its_players_and_variants() -> None:
    made = regicide("code", "--game", "baisch", "--players", "4", "--seed", "77", "--json")
    assert made.returncode == 0, made.stderr
    code = json.loads(made.stdout)["code"]
    read = json.loads(regicide("code", code, "--json").stdout)
    assert read["game"] == "baisch" and read["players"] == 4 and read["seed"] == 77
    with_variant = regicide(
        "code", "--game", "baisch", "--seed", "1", "--players", "2", "--variant", "basic", "--json"
    )
    assert json.loads(with_variant.stdout)["rules"] == {"basic": True}


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--players", "1"], "2 to 6"),
        (["--seats", "human,oracle"], "--seats"),
        (["--players", "3", "--seats", "human,strong"], "--seats"),
    ],
)
def test_play_refuses_options_it_cannot_use(args: list[str], named: str) -> None:
    line = refused(regicide("play", "--game", "baisch", *args))
    assert named in line


def test_log_and_check_read_a_stated_deal(tmp_path: Path) -> None:
    """Issue 32, item 1: a record that starts from a stated deal (`phase: setup`) is told
    move by move from its setup choices, and checked to its first turn."""
    data = {
        "format": "baisch-record",
        "version": 1,
        "players": 2,
        "draft_order": [2, 1],
        "start": {
            "phase": "setup",
            "seats": [
                {"hand": ["AC", "10D", "4C", "7S", "5S", "JK", "2D", "3H"]},
                {"hand": ["QD", "6H", "10C", "8D", "5H", "2C", "9C", "3S"]},
            ],
        },
        "moves": [
            "setup king AC discard 2D 3H",
            "setup king QD defend - 6H discard 8D 5H",
            "give spy",
            "give merchant",
            "give warlord",
            "give priest",
            "start P2",
        ],
    }
    path = write(tmp_path, data)
    told = regicide("log", str(path))
    assert told.returncode == 0, told.stderr
    assert "Seat 1 chose King A♣" in told.stdout and "Seat 2 will start" in told.stdout
    checked = regicide("check", str(path))
    report = json.loads(checked.stdout)
    assert checked.returncode == 0 and report["current"] == 2 and report["turn"] == 1
    assert report["seats"][1]["slots"][1]["cards"] == ["6Hv"]
