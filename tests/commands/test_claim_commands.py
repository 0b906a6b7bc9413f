"""Every command of the shell on Claim (issue 22), run as a user or an outside acceptance test
runs it: a subprocess on record files in tmp_path. Exit 0 answers on standard output; exit 1
is a game that cannot go on (an illegal move, a game over); exit 2 a file or request that
cannot be used, told in one line with no traceback and nothing on standard output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from regicide.games.claim.definition import GAME

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 120
SEAT_1 = [
    "GOB0",
    "GOB0",
    "GOB1",
    "GOB2",
    "GOB3",
    "GOB4",
    "GOB5",
    "GOB6",
    "GOB7",
    "GOB8",
    "GOB9",
    "KNI2",
    "KNI3",
]
SEAT_2 = [
    "GOB0",
    "GOB0",
    "GOB0",
    "KNI4",
    "KNI5",
    "KNI6",
    "KNI7",
    "KNI8",
    "KNI9",
    "UND0",
    "UND1",
    "UND2",
    "UND3",
]
DECK = [f"UND{v}" for v in range(4, 10)] + [f"{f}{v}" for f in ("DWA", "DOP") for v in range(10)]
KEYS = {
    "game", "players", "status", "phase", "trick", "leader", "current", "prize",
    "trick_cards", "deck", "hands", "followers", "score", "discard", "faction_winners",
    "winner", "error", "legal_moves",
}  # fmt: skip
SIMULATE_KEYS = {
    "games", "wins", "losses", "draws", "win_rate", "ci95", "seconds_per_move",
    "opponent_seconds_per_move", "factions_won", "bot", "opponent", "seed", "think",
    "iterations", "factions",
}  # fmt: skip


def regicide(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


def record(moves: list[str], **extra: Any) -> dict[str, Any]:
    """The explicit deal above: seat 1 leads trick 1 for the prize UND4; seat 2 holds Goblins,
    so it must follow a led Goblin (C-TRICK-3)."""
    return {
        "format": "claim-record",
        "version": 1,
        "players": 2,
        "start": {"hands": [SEAT_1, SEAT_2], "deck": DECK, "leader": 1},
        "moves": moves,
        **extra,
    }


def written(tmp_path: Path, document: object, name: str = "game.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    return path


def refused_in_one_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, done.stderr
    assert done.stdout == "" and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    return done.stderr.strip()


def test_check_prints_every_key_of_an_explicit_deal(tmp_path: Path) -> None:
    done = regicide("check", str(written(tmp_path, record(["GOB9", "GOB0"]))))
    assert (done.returncode, done.stderr) == (0, "")
    report = json.loads(done.stdout)
    assert set(report) == KEYS
    assert report["game"] == "claim" and report["trick"] == 2
    # the higher Goblin won the prize; the loser took the deck's next card blind (C-P1-4)
    assert report["followers"] == [["UND4"], ["UND5"]]
    assert report["prize"] == "UND6" and report["current"] == 1 and report["error"] is None


def test_check_names_the_first_illegal_move_and_exits_1(tmp_path: Path) -> None:
    done = regicide("check", str(written(tmp_path, record(["GOB9", "KNI4"]))))
    assert done.returncode == 1
    assert done.stderr.startswith("move 2: ") and done.stderr.count("\n") == 1
    report = json.loads(done.stdout)
    assert report["error"]["move"] == 2 and report["trick_cards"] == ["GOB9"]


@pytest.mark.parametrize(
    ("document", "key"),
    [
        (record(["DRA5"]), "moves[0]"),
        (record([], start={"hands": [SEAT_1, SEAT_2], "deck": DECK[:-1]}), "start.deck"),
        (record([], players=3), "players"),
        (record([], seed="seven"), "seed"),
        (record([], factions=["GOB", "KNI", "UND", "DWA", "ELF"]), "factions"),
        (record(["GOB9"] * 5_000), "moves"),
        ({**record([]), "version": "one"}, "version"),
    ],
)
def test_check_refuses_an_unusable_record_in_one_line(
    tmp_path: Path, document: dict[str, Any], key: str
) -> None:
    path = written(tmp_path, document)
    before = path.read_bytes()
    line = refused_in_one_line(regicide("check", str(path)))
    assert f": {key}" in line or f" {key}:" in line
    assert path.read_bytes() == before  # checking changes nothing


def test_log_prints_the_game_in_words(tmp_path: Path) -> None:
    done = regicide("log", str(written(tmp_path, record(["GOB9", "GOB0"]))))
    assert done.returncode == 0, done.stderr
    assert "Goblin" in done.stdout and "Undead 4" in done.stdout and "UND4" not in done.stdout


def test_hint_suggests_a_legal_move_for_the_seat_to_act(tmp_path: Path) -> None:
    done = regicide("hint", str(written(tmp_path, record(["GOB9"]))), "--iterations", "20")
    assert done.returncode == 0, done.stderr
    move = done.stdout.split()[0]
    assert move in SEAT_2


def test_simulate_plays_claim_with_the_contracts_keys() -> None:
    args = ["--game", "claim", "--bot", "instant", "--opponent", "random", "--games", "4"]
    done = regicide("simulate", *args, "--seed", "3", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == SIMULATE_KEYS
    assert report["games"] == 4 == report["wins"] + report["losses"] + report["draws"]
    assert "4/4 games" in done.stderr


def test_simulate_refuses_an_unknown_opponent_in_one_line() -> None:
    done = regicide("simulate", "--game", "claim", "--opponent", "nobody", "--games", "1")
    assert "nobody" in refused_in_one_line(done)


def test_a_claim_code_deals_its_deck_and_reads_back() -> None:
    made = regicide("code", "--game", "claim", "--seed", "5", "--variant", "dragons", "--json")
    assert made.returncode == 0, made.stderr
    code = json.loads(made.stdout)["code"]
    read = regicide("code", code, "--json")
    assert json.loads(read.stdout) == {
        "code": code,
        "game": "claim",
        "players": 2,
        "seed": 5,
        "rules": {"dragons": True},
    }


def test_flags_that_make_no_deck_have_no_code() -> None:
    flags = ["dragons", "trolls", "seers", "ghosts"]
    line = refused_in_one_line(
        regicide("code", "--game", "claim", "--seed", "1", "--variant", *flags)
    )
    assert "at most three expansion factions" in line


def test_the_daily_claim_deal_is_the_same_for_everyone() -> None:
    args = ("daily", "--game", "claim", "--date", "2026-11-21", "--json")
    first, second = regicide(*args), regicide(*args)
    assert first.returncode == 0 and first.stdout == second.stdout
    assert json.loads(first.stdout)["players"] == 2


def test_records_count_an_archived_game_against_the_computer(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "games").mkdir(parents=True)
    document = {**record([]), "seed": 3, "seats": ["human", "instant"]}
    del document["start"]
    written(home / "games", played_out(document), "2026-11-26_101500.yaml")
    report = regicide_in(home, "records", "--game", "claim", "--json")
    assert report.returncode == 0, report.stderr
    data = json.loads(report.stdout)["games"]["claim"]
    assert data["games"] == 1 and data["against_computer"]["games"] == 1
    assert data["wins"] + data["losses"] + data["draws"] == 1
    text = regicide_in(home, "records", "--game", "claim")
    assert "Against the computer: 1 played" in text.stdout


def regicide_in(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`regicide ARGS` with its data folder at `home`."""
    return subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "REGICIDE_HOME": str(home)},
        check=False,
    )


def played_out(document: dict[str, Any]) -> dict[str, Any]:
    """The record played to its end, the first legal move each time."""
    match, _, extra = GAME.read_record(document)
    while GAME.to_act(match.state) is not None:
        match.submit(match.legal_moves()[0])
    return GAME.record_data(match, extra)


def test_replay_draws_a_moment_of_a_claim_game_to_a_png(tmp_path: Path) -> None:
    board = tmp_path / "board.png"
    path = written(tmp_path, record(["GOB9", "GOB0", "KNI2"]))
    done = regicide("replay", str(path), "--png", str(board), "--move", "2")
    assert done.returncode == 0, done.stderr
    assert board.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    late = regicide("replay", str(path), "--png", str(board), "--move", "9")
    assert late.returncode == 2 and "Traceback" not in late.stderr
