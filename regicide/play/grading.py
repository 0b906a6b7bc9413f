"""The daily deal's grade worked out inside the app (issue 34): in the computer players'
worker process, a step at a time whenever no choice is waiting, so a table's computers never
wait for it more than a few milliseconds (each step gives way when a choice arrives, and is
done again later). Its progress is kept in the data folder after the solve and after each
Strong game, so closing the app loses at most the game under way; once done, the grade is
kept for the day (regicide/store/daily_grade.py), where the title screen reads it. Nothing
here knows a card: the game's `grading` does the work, the store keeps plain figures."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from regicide.games.protocol import DealJudge, Grading
from regicide.games.registry import game_named
from regicide.play.daily import daily_deal
from regicide.store.daily_grade import keep_grade, read_grade, read_progress


@dataclass(frozen=True, slots=True)
class GradeRequest:
    """Which grade to work out: `game`'s daily deal of `day` (its seed), kept in `folder`;
    `budget` as `regicide daily --grade`'s (none: the game's own)."""

    game: str
    day: str
    seed: int
    folder: Path
    budget: tuple[tuple[str, int], ...] = ()


def grade_request(game_name: str, day: date, folder: Path) -> GradeRequest | None:
    """The request for the grade of `game_name`'s daily deal of `day`, or None when there is
    nothing to work out (the game does not grade its deals, or the grade is kept already)."""
    game = game_named(game_name)
    if not isinstance(game, DealJudge):
        return None
    seed = daily_deal(game, day).seed
    if read_grade(folder, game_name, day.isoformat(), seed) is not None:
        return None
    return GradeRequest(game_name, day.isoformat(), seed, folder)


class GradeJob:
    """A grade being worked out in the worker process, taken up from what was kept."""

    def __init__(self, request: GradeRequest) -> None:
        self.request = request
        game = game_named(request.game)
        assert isinstance(game, DealJudge), "only a game that grades its deals is asked"
        kept = read_progress(request.folder, request.game, request.day, request.seed)
        self.work: Grading = game.grading(request.seed, dict(request.budget), kept)

    def step(self, cancel: threading.Event) -> bool:
        """One step of the work, its progress kept when it moved on; whether it is done."""
        if self.work.step(cancel) or self.work.done:
            request = self.request
            found = {"game": request.game, "day": request.day, "seed": request.seed}
            keep_grade(request.folder, {**found, **self.work.kept()})
        return self.work.done
