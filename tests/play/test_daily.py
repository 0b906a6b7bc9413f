"""The daily deal (regicide/play/daily.py, docs/codes.md): its seed for fixed dates, the line a
player shares, and the records' daily results and streaks (regicide/games/standings.py).
"""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

import pytest

from regicide.games.protocol import ArchivedGame
from regicide.games.regicide.engine import Medal, Outcome, Status
from regicide.games.regicide.narrate import share_line
from regicide.games.standings import DailyRecords, DailyResult, daily_records
from regicide.i18n import long_day
from regicide.play.codes import Deal, make_code
from regicide.play.daily import daily_deal, daily_seed
from tests.builders import REGICIDE

DAY = date(2026, 11, 21)


def won(medal: Medal | None = Medal.GOLD, *, assisted: bool = False) -> Outcome:
    return Outcome(Status.WON, medal, None, 12, assisted)


def lost(enemies: int = 7, *, assisted: bool = False) -> Outcome:
    return Outcome(Status.LOST, None, "No card can cover the damage.", enemies, assisted)


def daily(day: date, outcome: Outcome) -> ArchivedGame:
    """A solo daily game kept in the archive, as the records read it."""
    status = outcome.status.value
    winners = (1,) if outcome.status is Status.WON else ()
    return ArchivedGame(
        file=f"{day}.json",
        game="regicide",
        players=1,
        status=status,
        winners=winners,
        people=(1,),
        assisted=outcome.assisted,
        moves=20,
        details={"enemies": outcome.enemies_defeated},
        daily=day.isoformat(),
    )


def results(entries: list[tuple[date, Outcome]], today: date) -> DailyRecords:
    return daily_records([daily(day, outcome) for day, outcome in entries], today)


def days_before(last: date, count: int) -> list[date]:
    """`count` consecutive days ending on `last`, oldest first."""
    return [last - timedelta(days=back) for back in range(count - 1, -1, -1)]


# --- the seed ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("day", "seed", "code"),
    [
        (date(2026, 11, 21), 1_061_226_826, "1Z844-MM01R"),
        (date(2026, 11, 22), 1_268_343_505, "2BK5H-D201A"),
        (date(2024, 2, 29), 289_058_851, "0H7AR-2601T"),
        (date(2000, 1, 1), 1_154_702_878, "24TDF-1W018"),
        (date(1, 1, 1), 512_018_549, "0YGK4-7A018"),
        (date(9999, 12, 31), 1_217_541_733, "28J8V-6A01R"),
    ],
)
def test_the_daily_seed_of_fixed_dates(day: date, seed: int, code: str) -> None:
    assert daily_seed(day) == seed
    assert daily_deal(REGICIDE, day) == Deal(1, seed, (), "regicide")
    assert make_code(daily_deal(REGICIDE, day)) == code


def test_the_daily_seed_is_the_first_31_bits_of_sha256_of_the_dated_name() -> None:
    """The derivation docs/codes.md gives, computed another way, over four years."""
    for day in days_before(date(2028, 12, 31), 4 * 366):
        digest = hashlib.sha256(f"regicide-daily-{day:%Y-%m-%d}".encode()).hexdigest()
        assert daily_seed(day) == int(digest[:8], 16) >> 1 < 2**31


# --- the line to share ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("outcome", "line"),
    [
        (won(Medal.GOLD), "Regicide daily {day} · Gold · 12/12"),
        (won(Medal.SILVER), "Regicide daily {day} · Silver · 12/12"),
        (won(Medal.BRONZE), "Regicide daily {day} · Bronze · 12/12"),
        (won(None, assisted=True), "Regicide daily {day} · Won (assisted) · 12/12"),
        (won(None), "Regicide daily {day} · Won · 12/12"),
        (lost(7), "Regicide daily {day} · Lost · 7/12"),
        (lost(0, assisted=True), "Regicide daily {day} · Lost (assisted) · 0/12"),
    ],
)
def test_the_shared_line_tells_the_result_and_no_cards(outcome: Outcome, line: str) -> None:
    assert share_line(DAY, outcome) == line.format(day=long_day(DAY))


# --- results and streaks -------------------------------------------------------------------


def test_no_daily_games_no_results() -> None:
    assert results([], DAY) == DailyRecords((), 0, 0)


def test_results_are_one_a_day_newest_first_the_first_game_counting() -> None:
    """A replay of a day's deal knows the cards: it does not replace the first result."""
    yesterday = DAY - timedelta(days=1)
    records = results([(yesterday, lost()), (DAY, won()), (yesterday, won()), (DAY, lost())], DAY)
    assert records.results == (
        DailyResult(DAY, daily(DAY, won())),
        DailyResult(yesterday, daily(yesterday, lost())),
    )


def test_an_unfinished_game_is_no_result_and_a_later_finish_counts() -> None:
    playing = Outcome(Status.PLAYING, None, None, 3, False)
    records = results([(DAY, playing), (DAY, won())], DAY)
    assert records.results == (DailyResult(DAY, daily(DAY, won())),)
    assert records.current_streak == 1


def test_the_current_streak_waits_for_todays_deal() -> None:
    """Three wins up to yesterday: still 3 today until today's deal is played."""
    entries = [(day, won()) for day in days_before(DAY - timedelta(days=1), 3)]
    assert results(entries, DAY).current_streak == 3
    assert results([*entries, (DAY, won())], DAY).current_streak == 4
    assert results([*entries, (DAY, lost())], DAY).current_streak == 0
    assert results(entries, DAY + timedelta(days=1)).current_streak == 0


def test_a_missed_day_an_assisted_win_or_a_loss_ends_a_streak() -> None:
    days = days_before(DAY, 12)
    entries = [(day, won()) for day in days]
    entries[2] = (days[2], lost())  # runs: 2 | 9
    del entries[6]  # runs: 2 | 3 | 5
    entries[-2] = (days[-2], won(None, assisted=True))  # runs: 2 | 3 | 3 | 1
    records = results(entries, DAY)
    assert (records.current_streak, records.best_streak) == (1, 3)


def test_the_best_streak_can_lie_in_the_past() -> None:
    old = [(day, won(Medal.BRONZE)) for day in days_before(date(2025, 3, 10), 6)]
    records = results([*old, (DAY, won())], DAY)
    assert (records.current_streak, records.best_streak) == (1, 6)


def test_streaks_reach_the_first_day_of_the_calendar() -> None:
    first = date.min
    records = results([(first, won()), (first + timedelta(days=1), won())], first)
    assert (records.current_streak, records.best_streak) == (1, 2)
