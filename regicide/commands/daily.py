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
    seed = daily_deal(game, day).seed
    kept = read_grade(folder, game.name, day.isoformat(), seed)
    if kept is None:
        kept = work_out(game.name, day, seed, budget, err)
        keep_grade(folder, kept)
    print(
        json.dumps(kept) if as_json else f"{daily_title(day.isoformat())}: {kept['line']}", file=out
    )
    return EXIT_OK


def work_out(
    game: str, day: date, seed: int, budget: dict[str, int], err: TextIO
) -> dict[str, Any]:
    """The grade of the deal of `seed` as the kept file holds it, a progress line on `err`."""
    # the search and the solver, only when a grade is worked out (not at every CLI start)
    from regicide.games.regicide.ai.grade import (  # noqa: PLC0415
        GRADE_DEALS,
        GRADE_GAMES,
        grade_deal,
    )
    from regicide.games.regicide.ai.solver import NODE_LIMIT  # noqa: PLC0415
    from regicide.games.regicide.narrate import grade_text  # noqa: PLC0415

    games = budget.get("games", GRADE_GAMES)
    iterations = budget.get("iterations", GRADE_DEALS)

    def progress(done: int) -> None:
        err.write(f"\rregicide daily: the Strong AI has played {done} of {games}")
        err.flush()

    limit = budget.get("limit", NODE_LIMIT)
    grade = grade_deal(seed, games=games, iterations=iterations, limit=limit, progress=progress)
    err.write("\n")
    return {
        "game": game,
        "day": day.isoformat(),
        "seed": seed,
        **grade.as_json(),
        "iterations": iterations,
        "line": grade_text(grade.verdict.value, grade.wins, grade.games),
    }
