"""The graded daily deal (issue 34): `regicide daily --grade` says how hard Regicide's daily
deal is without a card, works it out once and keeps it for the day; the title screen says it."""

from __future__ import annotations

import io
import json
import re
from datetime import date
from pathlib import Path

import pytest

from regicide.commands import daily as daily_command
from regicide.commands.code import run_daily
from regicide.games.regicide import definition
from regicide.games.regicide.ai.grade import TABLE_DEALS
from regicide.games.regicide.narrate import grade_text
from regicide.store.daily_grade import grade_path, read_grade

DAY = date(2026, 11, 21)
DAY_SEED = 11
TINY = {"games": 1, "iterations": 1, "limit": 300}
CARD = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")


def test_the_grade_is_worked_out_once_and_kept_for_the_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = io.StringIO()
    assert daily_command.run_grade(DAY, tmp_path, TINY, out=out, err=io.StringIO()) == 0
    line = out.getvalue().strip()
    assert line.startswith("Daily deal · 2026-11-21: ") and "won 0 of 1 game and beat" in line
    kept = json.loads(grade_path(tmp_path).read_text(encoding="utf-8"))
    assert kept["day"] == "2026-11-21" and kept["games"] == 1 and kept["limit"] == 300
    assert not CARD.search(json.dumps(kept))  # never a card

    def no_more(*args: object, **kwargs: object) -> None:
        raise AssertionError("worked out again")

    monkeypatch.setattr(definition, "grade_deal", no_more)
    again = io.StringIO()
    assert daily_command.run_grade(DAY, tmp_path, TINY, as_json=True, out=again) == 0
    assert json.loads(again.getvalue()) == kept
    assert read_grade(tmp_path, "regicide", "2026-11-22", kept["seed"]) is None  # another day


def test_only_regicide_s_daily_is_graded() -> None:
    err = io.StringIO()
    assert run_daily("2026-11-21", game="claim", as_json=False, grade={}, err=err) == 2
    assert err.getvalue() == "regicide daily: --grade grades Regicide's daily deal only\n"


def test_the_grade_in_words_says_the_verdict_first_then_what_was_played() -> None:
    assert grade_text("winnable", 3, 10, 104, 10) == (
        "winnable; the Strong AI, thinking about 10% as long as at the table, won 3 of 10 "
        "games and beat 10 of 12 enemies on average"
    )
    assert grade_text("unknown", 1, 1, 9, 10) == (
        "not settled by the solver; the Strong AI, thinking about 10% as long as at the "
        "table, won 1 of 1 game and beat 9 of 12 enemies on average"
    )
    assert grade_text("lost", 0, 10, 50, 10) == "it cannot be won, even with every card known"


def test_the_app_s_grade_is_a_minute_of_search_named_as_a_count() -> None:
    """The daily grade's budget (issue 34): ten quick Strong games at a tenth of the table's
    sampled deals a move (100 deals a move in all, where ten games at the table's budget
    were 1,000) and a solve of at most 100,000 states; benchmarks/daily_grade.md times it."""
    work = definition.GAME.grading(DAY_SEED, {}, None)
    assert (work.games, work.iterations, work.limit) == (10, 10, 100_000)
    assert work.games * work.iterations <= TABLE_DEALS
    assert work._player.iterations == work.iterations  # the budget is exact
    assert definition.GAME.grading(DAY_SEED, {"games": 3}, None).games == 3
