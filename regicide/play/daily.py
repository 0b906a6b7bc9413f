"""The daily deal: one solo deal a calendar day, the same for everyone (docs/codes.md).

Its seed comes from the date alone, so every copy of Regicide deals the same game on the same
day with nothing to download. This module also turns the games played on daily deals into
the records scene's daily results and streaks, and writes the spoiler-free line a player
copies after a daily game. Pure: no pygame, no files, no clock (callers pass the dates).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import date

from regicide.games.regicide.engine import TOTAL_ENEMIES, Outcome, Rules, Status
from regicide.play.codes import Deal

DAILY_PLAYERS = 1
_SEED_BITS = 31  # like the seeds of ordinary new games


def daily_seed(day: date) -> int:
    """The first 31 bits of SHA-256 of `regicide-daily-YYYY-MM-DD` (big-endian), so any
    program can derive it (docs/codes.md).
    """
    digest = hashlib.sha256(f"regicide-daily-{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest, "big") >> (len(digest) * 8 - _SEED_BITS)


def daily_deal(day: date) -> Deal:
    """The day's deal: solo, official rules (no variants), the day's seed."""
    return Deal(DAILY_PLAYERS, daily_seed(day), Rules())


def share_line(day: date, outcome: Outcome) -> str:
    """The spoiler-free line a player copies after a daily game, e.g.
    `Regicide daily 2026-11-21 · Silver · 12/12` or `Regicide daily 2026-11-21 · Lost · 7/12`.

    A medal names itself; a win without one reads `Won`. An assisted game says so, since an
    undo that revealed cards is why such a win has no medal.
    """
    if outcome.medal is not None:
        result = outcome.medal.value.title()
    else:
        result = "Won" if outcome.status is Status.WON else "Lost"
    if outcome.assisted:
        result += " (assisted)"
    score = f"{outcome.enemies_defeated}/{TOTAL_ENEMIES}"
    return f"Regicide daily {day.isoformat()} · {result} · {score}"


@dataclass(frozen=True, slots=True)
class DailyResult:
    """How the daily deal of `day` went: the first game finished on it."""

    day: date
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class DailyRecords:
    """The records scene's daily part: one result a day, newest first, and the streaks."""

    results: tuple[DailyResult, ...]
    current_streak: int
    best_streak: int


def daily_records(entries: Iterable[tuple[date, Outcome]], today: date) -> DailyRecords:
    """Daily results and streaks from (deal date, outcome) entries in the order played.

    A day's result is its first finished game: a replay knows the cards, so it counts for
    nothing; unfinished games (status `playing`) are left out. A streak is a run of
    consecutive days won without assistance (an assisted win has no medal either). The
    current streak ends today, or yesterday while today's deal is still unplayed.
    """
    firsts: dict[date, Outcome] = {}
    for day, outcome in entries:
        if outcome.status is not Status.PLAYING:
            firsts.setdefault(day, outcome)
    # Days as ordinals: consecutive days are consecutive integers, and none comes before 1.
    wins = {day.toordinal() for day, outcome in firsts.items() if _extends_streak(outcome)}
    last = today.toordinal() if today in firsts else today.toordinal() - 1
    return DailyRecords(
        results=tuple(DailyResult(day, firsts[day]) for day in sorted(firsts, reverse=True)),
        current_streak=_run_back(wins, last),
        best_streak=max((_run_back(wins, day) for day in wins if day + 1 not in wins), default=0),
    )


def _extends_streak(outcome: Outcome) -> bool:
    return outcome.status is Status.WON and not outcome.assisted


def _run_back(wins: Collection[int], last: int) -> int:
    """How many consecutive days (ordinals) up to `last` are in `wins`."""
    count = 0
    while last - count in wins:
        count += 1
    return count
