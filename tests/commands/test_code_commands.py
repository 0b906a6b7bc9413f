"""`regicide code` and `regicide daily` (docs/codes.md), run as a user or an acceptance test
runs them: a subprocess. Exit 0 prints the answer; exit 2 prints one line naming the problem,
never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

import pytest

TIMEOUT = 30
ROOT = Path(__file__).resolve().parents[2]


def regicide(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m regicide ARGS`, as outside acceptance tests run it."""
    return subprocess.run(
        [sys.executable, "-m", "regicide", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


def answer(*args: str) -> Any:
    """Exit 0, nothing on stderr, one JSON object on stdout."""
    result = regicide(*args, "--json")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return json.loads(result.stdout)


def refused(*args: str) -> str:
    """Exit 2, nothing on stdout, exactly one line on stderr: that line."""
    result = regicide(*args)
    assert result.returncode == 2, result.stdout
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.endswith("\n")
    assert "Traceback" not in result.stderr
    return result.stderr.rstrip("\n")


# --- regicide code -------------------------------------------------------------------------


def test_a_code_is_read_as_json() -> None:
    assert answer("code", "1z844 mmo1r") == {
        "code": "1Z844-MM01R",
        "game": "regicide",
        "players": 1,
        "seed": 1_061_226_826,
        "rules": {},
    }


def test_a_code_is_made_with_variants_and_reads_back() -> None:
    made = answer(
        "code", "--players", "3", "--seed", "5", "--variant", "strict_discard", "open_hands"
    )
    assert made == {
        "code": "00000-0BH1F",
        "game": "regicide",
        "players": 3,
        "seed": 5,
        "rules": {"strict_discard": True, "open_hands": True},
    }
    assert answer("code", made["code"]) == made


def test_variants_may_be_given_one_option_each() -> None:
    made = answer("code", "--seed", "7", "--variant", "solo_yield", "--variant", "open_hands")
    assert made["rules"] == {"solo_yield": True, "open_hands": True}
    assert made["players"] == 1


def test_without_json_one_short_line() -> None:
    result = regicide("code", "--players", "2", "--seed", "42", "--variant", "strict_discard")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "00000-2MGH8: Regicide, 2 players, seed 42, variants strict_discard\n"
    assert regicide("code", "1Z844-MM01R").stdout == (
        "1Z844-MM01R: Regicide, 1 player, seed 1061226826, official rules\n"
    )


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (
            ["1Z844-MN01R"],
            "regicide code: '1Z844-MN01R' is not a valid code: "
            "the check character does not match (a typo?)",
        ),
        (
            ["1Z844-MU01R", "--json"],
            "regicide code: '1Z844-MU01R' is not a valid code: 'U' is not a code character "
            "(codes use 0-9 and A-Z without U)",
        ),
        (
            ["K7QX-2M"],
            "regicide code: 'K7QX-2M' is not a valid code: it has 6 characters, "
            "a code has 10 to 14 (dashes and spaces aside)",
        ),
        (
            ["--seed", str(2**44)],
            "regicide code: seed too large for a code: a code holds seeds 0 to 17592186044415",
        ),
        (["--seed", "-3"], "regicide code: negative seed: a code holds seeds 0 to 17592186044415"),
        (
            ["--seed", "1", "--variant", "easy"],
            "regicide code: unknown variant 'easy' (the variants of Regicide are "
            "diamond_mulligan, solo_yield, yield_per_seat, strict_discard, open_hands)",
        ),
        (
            ["1Z844-MM01R", "--seed", "4"],
            "regicide code: give a CODE to read or --seed to make one, not both",
        ),
        (
            ["--players", "2"],
            "regicide code: give a CODE to read, or --seed (with --players, --variant) to make one",
        ),
    ],
)
def test_what_cannot_be_used_is_refused_in_one_line(args: list[str], line: str) -> None:
    assert refused("code", *args) == line


# --- regicide daily ------------------------------------------------------------------------


def test_the_daily_deal_of_a_date() -> None:
    assert answer("daily", "--date", "2026-11-21") == {
        "game": "regicide",
        "date": "2026-11-21",
        "code": "1Z844-MM01R",
        "seed": 1_061_226_826,
        "players": 1,
    }
    result = regicide("daily", "--date", "2026-11-21")
    assert result.stdout == "Regicide daily 2026-11-21: code 1Z844-MM01R, seed 1061226826\n"


def test_the_daily_deal_is_todays_by_default() -> None:
    before = date.today().isoformat()
    report = answer("daily")
    assert report["date"] in {before, date.today().isoformat()}  # midnight may pass
    assert answer("code", report["code"]) == {
        "code": report["code"],
        "game": "regicide",
        "players": 1,
        "seed": report["seed"],
        "rules": {},
    }


@pytest.mark.parametrize("text", ["2026-02-30", "20261121", "2026-11-21T00:00", "tomorrow", ""])
def test_a_bad_date_is_refused_in_one_line(text: str) -> None:
    assert refused("daily", "--date", text) == (
        f"regicide daily: '{text}' is not a date: write YYYY-MM-DD, e.g. 2026-11-21"
    )


# --- headless ------------------------------------------------------------------------------

NO_PYGAME = """\
import importlib.util
import sys
from regicide.cli import main
assert importlib.util.find_spec("pygame") is not None, "install pygame to make this test count"
for args in (["code", "1Z844-MM01R"], ["code", "--seed", "3", "--json"], ["daily", "--json"]):
    assert main(args) == 0, args
assert "pygame" not in sys.modules, "regicide code or daily imported pygame"
"""


def test_code_and_daily_never_import_pygame() -> None:
    result = subprocess.run(
        [sys.executable, "-c", NO_PYGAME],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert result.returncode == 0, result.stderr
