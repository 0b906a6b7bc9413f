"""Every refusal of the command line is one line of our words and exit 2, never a usage block,
an "unexpected error" (exit 70) or a command that never returns (issue 24, items 5 and 6)."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from regicide.cli import main
from regicide.commands.play import PlayError, opening_of
from regicide.games.regicide.engine import Game
from regicide.play.codes import Deal, make_code
from regicide.play.session import Session
from regicide.store.keys import SECONDS_KEY
from regicide.store.lock import LOCK_NAME, FolderLock
from regicide.store.saves import save_game
from tests.builders import REGICIDE

LONG = "9" * 5000
TWENTY_DIGITS = str(10**20)


def refusal(argv: list[str], capfd: pytest.CaptureFixture[str]) -> str:
    """The one line `regicide ARGV` printed on standard error as it exited 2."""
    try:
        status = main(argv)
    except SystemExit as leaving:  # argparse's refusals leave this way
        status = leaving.code  # type: ignore[assignment]
    out, err = capfd.readouterr()
    assert status == 2, (status, err)
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
    line = err[:-1]
    assert line.isprintable() and len(line) <= 400 and "usage" not in line.lower(), line
    return line


@pytest.fixture
def record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A game two moves in, and a private data folder."""
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path / "home"))
    game = Game.new(1, seed=7)
    for _ in range(2):
        game.submit(game.legal_moves()[0])
    path = tmp_path / "game.json"
    save_game(REGICIDE, game, path)
    return path


ARGUMENT_REFUSALS = {
    "an unknown command": ["nosuch"],
    "an unknown option, 3,000 characters long": ["--" + "x" * 3000],
    "too many players": ["play", "--players", "9"],
    "a value missing": ["play", "--seed"],
    "a 5,000-digit seed": ["play", "--seed", LONG],
    "a seed that is a word": ["code", "--seed", "x"],
    "a 5,000-digit seat": ["log", "game.json", "--seat", LONG],
    "no file": ["check"],
    "nothing to check": ["theme"],
    "an unknown game": ["records", "--game", "chess"],
    "a scale Settings does not offer": ["bench", "frame", "--ui-scale", "130"],
    "an unknown bench part": ["bench", "everything"],
    "two budgets": ["simulate", "--think", "1", "--iterations", "5"],
    "a 5,000-digit game count": ["simulate", "--games", LONG],
    "a move that is a word": ["replay", "game.json", "--move", "x"],
    "think nan": ["hint", "game.json", "--think", "nan"],
    "think inf": ["hint", "game.json", "--think", "inf"],
    "a 5,000-digit think": ["simulate", "--think", LONG],
}


@pytest.mark.parametrize("case", sorted(ARGUMENT_REFUSALS))
def test_every_argument_refusal_is_one_line_in_our_words(
    case: str, capfd: pytest.CaptureFixture[str]
) -> None:
    line = refusal(ARGUMENT_REFUSALS[case], capfd)
    assert max(len(word) for word in line.split()) <= 45, line  # long arguments are cut


@pytest.mark.parametrize(
    "budget",
    [
        ["--think", "-1"],
        ["--think", "0"],
        ["--think", "1e300"],
        ["--iterations", TWENTY_DIGITS],
        ["--bot", "nobody"],
    ],
)
def test_hint_refuses_a_budget_it_could_never_finish(
    budget: list[str], record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """Exit 2 (an option it cannot use), not 1 (which says the game is over), at once."""
    refusal(["hint", str(record), *budget], capfd)


@pytest.mark.parametrize(
    "request_",
    [
        ["--think", "-1"],
        ["--iterations", TWENTY_DIGITS],
        ["--games", TWENTY_DIGITS],
        ["--workers", "100000"],
        ["--bot", "nobody"],
        ["--variant", "x" * 500],
    ],
)
def test_simulate_refuses_a_request_it_could_never_finish(
    request_: list[str], record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    refusal(["simulate", "--games", "1", *request_], capfd)


@pytest.mark.parametrize("target", ["folder", "missing folder", "/dev/full", "", "no suffix"])
def test_replay_png_refuses_a_place_it_cannot_write(
    target: str, record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    if target == "/dev/full" and not os.path.exists(target):
        pytest.skip("no /dev/full here")
    places = {
        "folder": str(record.parent),
        "missing folder": str(record.parent / "nowhere" / "board.png"),
        "no suffix": str(record.parent / "board"),
    }
    line = refusal(["replay", str(record), "--png", places.get(target, target)], capfd)
    assert "--png" in line
    assert sorted(path.name for path in record.parent.iterdir()) == ["game.json"]


def test_bench_refuses_a_theme_it_cannot_draw_with(capfd: pytest.CaptureFixture[str]) -> None:
    assert "nope" in refusal(["bench", "frame", "--theme", "nope"], capfd)


def test_play_refuses_five_seats_and_keeps_nothing(
    record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """Refused before anything is opened: the game in progress is not archived again."""
    home = Path(os.environ["REGICIDE_HOME"])
    home.mkdir()
    (home / "autosave.yaml").write_bytes(record.read_bytes())
    for _ in range(2):
        refusal(["play", "--seats", ",".join(["human"] * 5)], capfd)
    assert not (home / "games").exists()


def test_a_solo_deal_is_for_1_player() -> None:
    code = make_code(Deal(1, 5, ()))
    with pytest.raises(PlayError, match=r"this deal is for 1 player, not --players 2"):
        opening_of(2, None, None, code=code)


@pytest.mark.parametrize(
    "seconds", [math.inf, math.nan, -5.0, 10**400], ids=["inf", "nan", "negative", "huge"]
)
def test_a_time_played_that_no_clock_shows_counts_as_none(seconds: float) -> None:
    """`seconds_played: .inf` (or 1e999) once passed `check`, then crashed `play --load`."""
    session = Session(REGICIDE, Game.new(1, seed=3), extra={SECONDS_KEY: seconds})
    assert session.app_keys()[SECONDS_KEY] == 0


def test_an_infinite_time_played_goes_on_in_check_and_log(
    record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(record.read_text(encoding="utf-8"))
    record.write_text(json.dumps(data)[:-1] + f', "{SECONDS_KEY}": 1e999}}', encoding="utf-8")
    assert main(["check", str(record)]) == 0
    assert main(["log", str(record)]) == 0
    capfd.readouterr()


def test_a_5000_digit_number_in_a_record_is_refused_in_our_words(
    record: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    text = record.read_text(encoding="utf-8")
    record.write_text(text[:-2] + f', "mine": {LONG}}}', encoding="utf-8")
    for command in ("check", "log", "hint", "replay"):
        assert "a number longer than" in refusal([command, str(record)], capfd)


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_lock_that_is_a_symbolic_link_is_named_as_one(tmp_path: Path) -> None:
    (tmp_path / "mine.txt").write_text("my own file", encoding="utf-8")
    (tmp_path / LOCK_NAME).symlink_to(tmp_path / "mine.txt")
    with pytest.raises(OSError, match="is a symbolic link, not a plain file; remove it"):
        FolderLock(tmp_path)
    assert (tmp_path / "mine.txt").read_text(encoding="utf-8") == "my own file"


@pytest.mark.parametrize("command", ["replay", "hint", "check"])
def test_a_record_in_a_folder_that_is_not_there_names_the_folder(
    command: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """Issue 33, item 9: "x.yaml: no such file" alone hid the folder that is missing."""
    folder = tmp_path / "nonexist" / "dir"
    line = refusal([command, str(folder / "x.yaml")], capfd)
    assert "no such file" in line and f"there is no folder {folder}" in line
