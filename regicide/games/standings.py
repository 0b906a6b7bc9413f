"""What every game's records count alike, from its archived games: results, streaks, player
counts, the last games and the daily deals. Pure: each game's `statistics` builds its page from
these and adds its own numbers (Regicide's medals and enemies, Claim's factions...)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from regicide.games.computers import LEVELS, level_name
from regicide.games.protocol import ArchivedGame

LAST_GAMES = 30  # the chart of recent results


@dataclass(frozen=True)
class Results:
    """The person's results (`ArchivedGame.fair`: finished with a person, not between
    friends, without help): games, wins, losses, draws and streaks; beside them the games
    left out of those (assisted, between friends) and the unfinished ones."""

    games: int
    wins: int
    losses: int
    draws: int
    unfinished: int
    assisted_wins: int
    current_streak: int
    best_streak: int
    assisted: int = 0  # finished with a person, with help: in no win rate or streak
    between_friends: int = 0  # finished by people competing at one screen


def results(archived: Sequence[ArchivedGame]) -> Results:
    """The counts and win streaks of a game's archive (oldest first). A draw ends a streak;
    an assisted game or one between friends neither makes nor ends one."""
    fair = [game for game in archived if game.fair]
    wins = [game for game in fair if game.won]
    draws = sum(1 for game in fair if game.drawn)
    current, best = streaks(game.won for game in fair)
    helped = [game for game in counted(archived) if game.assisted and not game.between_friends]
    return Results(
        games=len(fair),
        wins=len(wins),
        losses=len(fair) - len(wins) - draws,
        draws=draws,
        unfinished=sum(1 for game in archived if not game.finished),
        assisted_wins=sum(1 for game in helped if game.won),
        current_streak=current,
        best_streak=best,
        assisted=len(helped),
        between_friends=sum(1 for game in archived if game.between_friends),
    )


def streaks(won: Iterable[bool]) -> tuple[int, int]:
    """(current, best) runs of consecutive wins."""
    current = best = 0
    for win in won:
        current = current + 1 if win else 0
        best = max(best, current)
    return current, best


def by_players(games: Sequence[ArchivedGame], counts: Iterable[int]) -> dict[str, dict[str, int]]:
    """Games and wins at each table size."""
    return {
        str(players): {
            "games": sum(1 for game in games if game.players == players),
            "wins": sum(1 for game in games if game.players == players and game.won),
        }
        for players in counts
    }


def computers_level(game: ArchivedGame) -> str | None:
    """The level of the computer seats of `game` (an old name as its level, issue 34): None
    when no computer sat at the table or their levels differ."""
    levels = {
        level_name(name) for seat, name in enumerate(game.seats, 1) if seat not in game.people
    }
    return levels.pop() if len(levels) == 1 else None


def by_level(games: Sequence[ArchivedGame]) -> dict[str, dict[str, int]]:
    """Games and wins with the computers at each level, weakest first (the levels played)."""
    counted_levels = [(computers_level(game), game.won) for game in games]
    return {
        level: {
            "games": sum(1 for found, _ in counted_levels if found == level),
            "wins": sum(1 for found, won in counted_levels if found == level and won),
        }
        for level in ("random", *LEVELS)
        if any(found == level for found, _ in counted_levels)
    }


#: What a list of past games shows of one game beyond the shell's facts (its own game's words).
Details = Callable[[ArchivedGame], Mapping[str, Any]]


def brief(game: ArchivedGame, details: Details) -> dict[str, Any]:
    """One game of a list of past games, with what its own game adds (`details`)."""
    return {
        "file": game.file,
        "players": game.players,
        "status": game.status,
        "won": game.won,
        "assisted": game.assisted,
        "daily": game.daily,
        **details(game),
    }


def last_games(counted: Sequence[ArchivedGame], details: Details) -> list[dict[str, Any]]:
    """The last games counted, oldest first, for the chart of recent results."""
    return [brief(game, details) for game in counted[-LAST_GAMES:]]


@dataclass(frozen=True, slots=True)
class DailyResult:
    """How the daily deal of `day` went: the first game finished on it."""

    day: date
    game: ArchivedGame


@dataclass(frozen=True, slots=True)
class DailyRecords:
    """The daily part of a records page: one result a day, newest first, and the streaks."""

    results: tuple[DailyResult, ...]
    current_streak: int
    best_streak: int


def daily_records(games: Iterable[ArchivedGame], today: date | None) -> DailyRecords:
    """Daily results and streaks from the games of daily deals, in the order played.

    A day's result is its first finished game: a replay knows the cards, so it counts for
    nothing; unfinished games are left out. A streak is a run of consecutive days won without
    help. The current streak ends today (default: the latest daily deal played), or yesterday
    while today's deal is still unplayed.
    """
    firsts: dict[date, ArchivedGame] = {}
    for game in games:
        day = _day(game.daily)
        if day is not None and game.finished:
            firsts.setdefault(day, game)
    end = today or max(firsts, default=date.today())
    # Days as ordinals: consecutive days are consecutive integers, and none comes before 1.
    wins = {day.toordinal() for day, game in firsts.items() if game.won and not game.assisted}
    last = end.toordinal() if end in firsts else end.toordinal() - 1
    return DailyRecords(
        results=tuple(DailyResult(day, firsts[day]) for day in sorted(firsts, reverse=True)),
        current_streak=_run_back(wins, last),
        best_streak=max((_run_back(wins, day) for day in wins if day + 1 not in wins), default=0),
    )


def daily_briefs(records: DailyRecords, details: Details) -> list[dict[str, Any]]:
    """Each day's result for a records page, newest first."""
    return [
        {**brief(result.game, details), "daily": result.day.isoformat()}
        for result in records.results
    ]


def _day(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text or "")
    except ValueError:
        return None


def _run_back(wins: Collection[int], last: int) -> int:
    """How many consecutive days (ordinals) up to `last` are in `wins`."""
    count = 0
    while last - count in wins:
        count += 1
    return count


def counted(games: Iterable[ArchivedGame]) -> list[ArchivedGame]:
    """The games a records page counts: finished, with a person at the table."""
    return [game for game in games if game.counted]


def fair(games: Iterable[ArchivedGame]) -> list[ArchivedGame]:
    """The games whose result is the person's own (`ArchivedGame.fair`): the win rates,
    streaks and tallies by table size count these alone."""
    return [game for game in games if game.fair]
