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
from regicide.games.regicide.narrate import grade_text
from regicide.store.daily_grade import grade_path, read_grade

DAY = date(2026, 11, 21)
TINY = {"games": 1, "iterations": 1, "limit": 300}
CARD = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")


def test_the_grade_is_worked_out_once_and_kept_for_the_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = io.StringIO()
    assert daily_command.run_grade(DAY, tmp_path, TINY, out=out, err=io.StringIO()) == 0
    line = out.getvalue().strip()
    assert line.startswith("Daily deal · 2026-11-21: ") and "Strong AI wins it 0 times in 1" in line
    kept = json.loads(grade_path(tmp_path).read_text(encoding="utf-8"))
    assert kept["day"] == "2026-11-21" and kept["games"] == 1
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


def test_the_grade_in_words() -> None:
    assert grade_text("winnable", 7, 10) == "winnable; the Strong AI wins it 7 times in 10"
    assert grade_text("unknown", 1, 10) == "The Strong AI wins it 1 time in 10"
    assert grade_text("lost", 0, 10) == "it cannot be won, even with every card known"
