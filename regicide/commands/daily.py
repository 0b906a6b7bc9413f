"""`regicide daily --grade [--json] [--date YYYY-MM-DD]` (issue 34): how hard Regicide's daily
deal is, without a card shown: "winnable; the Strong AI wins it 7 times in 10". Worked out
once (the open-hand solver, then the Strong level over GRADE_GAMES search seeds: minutes of
processor time, on a budget of sampled deals so it is the same on any machine) and kept for
the day in the data folder, where the title screen reads it. (`regicide daily` is code.py's.)"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path
from typing import Any, TextIO

from regicide.games.protocol import DealJudge
from regicide.games.registry import DEFAULT, game_named
from regicide.play.daily import daily_deal
from regicide.store.daily_grade import keep_grade, read_grade
from regicide.support.words import daily_title

EXIT_OK = 0
GRADE_OPTIONS = ("games", "iterations", "limit")  # what a grade's budget may change
MAX_GAMES = 1000  # Strong games a grade may play (about a minute each)


def run_grade(
    day: date,
    folder: Path,
    budget: dict[str, int],
    *,
    as_json: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Print the grade of `day`'s deal, worked out and kept in `folder` unless already kept
    there; `budget` may change the Strong `games`, its `iterations` and the solver's `limit`
    (GRADE_OPTIONS)."""
    out, err = out or sys.stdout, err or sys.stderr
    game = game_named(DEFAULT)
    assert isinstance(game, DealJudge), "Regicide solves and grades its deals"
    seed = daily_deal(game, day).seed
    kept = read_grade(folder, game.name, day.isoformat(), seed)
    if kept is None:
        kept = work_out(game, game.name, day, seed, budget=budget, err=err)
        keep_grade(folder, kept)
    print(
        json.dumps(kept) if as_json else f"{daily_title(day.isoformat())}: {kept['line']}", file=out
    )
    return EXIT_OK


def work_out(
    game: DealJudge, name: str, day: date, seed: int, *, budget: dict[str, int], err: TextIO
) -> dict[str, Any]:
    """The grade of the deal of `seed` as the kept file holds it, a progress line on `err`."""

    def progress(done: int) -> None:
        err.write(f"\rregicide daily: the Strong AI has played {done} games")
        err.flush()

    grade = game.grade(seed, budget, progress)
    err.write("\n")
    return {"game": name, "day": day.isoformat(), "seed": seed, **grade}
