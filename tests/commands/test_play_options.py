"""`regicide play` options (issues 9, 10, 12): --seats, --load, --code and --daily; anything it
cannot use is one line and exit 2, before a window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from regicide.commands.play import PlayError, opening_of
from regicide.games.regicide.engine import Game
from regicide.play.codes import Deal, make_code
from regicide.play.daily import daily_deal
from regicide.store.keys import DAILY_KEY, SEATS_KEY
from regicide.store.saves import save_game
from tests.builders import REGICIDE


def test_seats_name_who_sits_where() -> None:
    opening = opening_of(None, 7, "human,strong,instant")  # an old name: its level
    assert (opening.players, opening.seed, opening.seats) == (3, 7, ("human", "strong", "casual"))
    levels = opening_of(None, 7, "beginner,casual,Expert,human").seats
    assert levels == ("beginner", "casual", "expert", "human")
    assert opening_of(2, None, None).seats == ("human", "human")


@pytest.mark.parametrize(
    ("players", "seats", "words"),
    [(None, "human,robot", "'robot' is not a seat"), (3, "human,strong", "names 2 seats")],
)
def test_bad_seats_are_refused(players: int | None, seats: str, words: str) -> None:
    with pytest.raises(PlayError, match=words):
        opening_of(players, None, seats)


def test_a_code_gives_its_deal_and_the_daily_deal_its_date() -> None:
    deal = Deal(2, 4242, ("strict_discard",))
    opening = opening_of(None, None, "human,strong", code=make_code(deal))
    assert (opening.players, opening.seed, opening.variants) == (2, 4242, deal.variants)
    daily = opening_of(None, None, None, daily=True)
    assert daily.seed == daily_deal(REGICIDE, date.today()).seed
    assert daily.notes == {DAILY_KEY: date.today().isoformat()}


def test_options_that_clash_are_refused() -> None:
    with pytest.raises(PlayError, match="cannot be used together"):
        opening_of(None, None, None, code="1Z844-MM01R", daily=True)
    with pytest.raises(PlayError, match="--seed cannot be used"):
        opening_of(None, 5, None, daily=True)
    with pytest.raises(PlayError, match="--code"):
        opening_of(None, None, None, code="NOT-A-CODE")


def test_load_reads_a_save_and_may_seat_computers(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    save_game(REGICIDE, Game.new(2, seed=3), path)
    opening = opening_of(None, None, "human,instant", load=path)
    assert opening.saved is not None
    assert opening.saved.extra[SEATS_KEY] == ["human", "casual"]
    (tmp_path / "bad.yaml").write_text("format: nope\n", encoding="utf-8")
    with pytest.raises(PlayError, match=r"--load bad\.yaml: format"):
        opening_of(None, None, None, load=tmp_path / "bad.yaml")


def _play(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "REGICIDE_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    env["SDL_AUDIODRIVER"] = "dummy"
    command = [sys.executable, "-m", "regicide", "--exit-after-first-frame", "play", *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)


def test_the_command_refuses_in_one_line_and_starts_what_it_can(tmp_path: Path) -> None:
    refused = _play(tmp_path, "--seats", "human,\x1b[31mrobot")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "\x1b" not in refused.stderr and "Traceback" not in refused.stderr
    started = _play(tmp_path, "--daily", "--seats", "strong")
    assert started.returncode == 0, started.stderr


@pytest.mark.parametrize(
    ("game", "players", "words"),
    [
        ("claim", 3, "Claim is for exactly 2 players, not 3 players"),
        ("claim", 1, "Claim is for exactly 2 players, not 1 player"),
        ("regicide", 5, "Regicide is for 1 to 4 players, not 5 players"),
    ],
)
def test_a_table_size_the_game_does_not_seat_is_said_in_plain_words(
    game: str, players: int, words: str
) -> None:
    """Issue 29 item 8: never "played by 2 to 2" nor "1 players"."""
    with pytest.raises(PlayError) as refused:
        opening_of(players, None, None, game=game)
    assert str(refused.value) == words
