"""Regicide's records page: medals and statistics, folded from its archived games.

The shell keeps every game in the archive and reads each into an `ArchivedGame` (its result,
who played, help used, the daily date) with Regicide's own facts (`GameDef.facts`: enemies
defeated, the engine's medal, tokens used, eased variants). A medal counts only for a solo win
without help, under the official rules, from a fresh deal (R-SOLO-5, RULES.md Variants): a game
begun from a stated position earns none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from regicide.games.protocol import ArchivedGame
from regicide.games.standings import (
    by_level,
    by_players,
    counted,
    daily_briefs,
    daily_records,
    fair,
    last_games,
    results,
)

LAST_MEDALS = 10  # the row of medals most recently won
MEDAL_ORDER = ("gold", "silver", "bronze")
ENEMIES = 12


@dataclass(frozen=True)
class RegicideStatistics:
    """The numbers of Regicide's records page and of `regicide records --json`."""

    games: int
    wins: int
    losses: int
    unfinished: int
    by_players: dict[str, dict[str, int]]
    by_level: dict[str, dict[str, int]]  # with the computers at each level (issue 34)
    medals: dict[str, int]
    best_medal: str | None
    last_medals: list[str]
    assisted_wins: int
    assisted: int  # finished with help (won or lost): in no win rate or streak
    eased_wins: int
    current_streak: int
    best_streak: int
    mean_enemies: float
    furthest_enemy: int
    enemies_histogram: list[int]  # games by enemies defeated, 0 to 12
    last_games: list[dict[str, Any]]  # the last 30 finished games, oldest first
    daily: list[dict[str, Any]]  # each day's first finished daily deal, newest first
    daily_streak: int  # days in a row with the daily deal won (unassisted), up to today
    daily_best_streak: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


def medal_of(game: ArchivedGame) -> str | None:
    """The medal a game earned, if it counts: won without help from a fresh deal (R-SOLO-5;
    the engine already gives none for eased variants or more than one player)."""
    medal = game.details.get("medal")
    if game.assisted or game.origin != "deal" or not game.won:
        return None
    return medal if medal in MEDAL_ORDER else None


def enemies_of(game: ArchivedGame) -> int:
    enemies = game.details.get("enemies")
    return enemies if isinstance(enemies, int) and 0 <= enemies <= ENEMIES else 0


def statistics(games: Sequence[ArchivedGame], today: date | None = None) -> RegicideStatistics:
    """Fold Regicide's archived games (oldest first) into its statistics. `today` ends the
    daily streak (default: the latest daily deal played)."""
    finished = counted(games)
    tally = results(games)
    medals = [medal for medal in map(medal_of, finished) if medal]
    enemies = [enemies_of(game) for game in finished]
    daily = daily_records(finished, today)
    return RegicideStatistics(
        games=tally.games,
        wins=tally.wins,
        losses=tally.losses,
        unfinished=tally.unfinished,
        by_players=by_players(fair(finished), range(1, 5)),
        by_level=by_level(fair(finished)),
        medals={name: medals.count(name) for name in MEDAL_ORDER},
        best_medal=next((name for name in MEDAL_ORDER if name in medals), None),
        last_medals=medals[-LAST_MEDALS:],
        assisted_wins=tally.assisted_wins,
        assisted=tally.assisted,
        eased_wins=sum(1 for game in finished if _eased_win(game)),
        current_streak=tally.current_streak,
        best_streak=tally.best_streak,
        mean_enemies=round(sum(enemies) / len(enemies), 2) if enemies else 0.0,
        furthest_enemy=max(enemies, default=0),
        enemies_histogram=[enemies.count(count) for count in range(ENEMIES + 1)],
        last_games=last_games(finished, _details),
        daily=daily_briefs(daily, _details),
        daily_streak=daily.current_streak,
        daily_best_streak=daily.best_streak,
    )


def _eased_win(game: ArchivedGame) -> bool:
    """A solo win without help with a variant that eases it (RULES.md, Variants): no medal."""
    return game.won and not game.assisted and bool(game.details.get("eased"))


def _details(game: ArchivedGame) -> dict[str, Any]:
    """What a list of past games shows of each: enemies defeated and the medal that counts."""
    return {"enemies": enemies_of(game), "medal": medal_of(game)}


def daily_standing(games: Sequence[ArchivedGame], day: date) -> tuple[bool, int]:
    """After a daily deal of `day` ends (and is archived): whether its result is the day's
    (the first finished one counts), and the daily winning streak up to that day."""
    finished = [game for game in counted(games) if game.daily == day.isoformat()]
    return len(finished) <= 1, daily_records(counted(games), day).current_streak
