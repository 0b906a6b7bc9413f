"""The words of the player's records: medals, results, streaks, the games list."""

from __future__ import annotations

from regicide.games.protocol import ArchivedGame
from regicide.games.regicide.engine import TOTAL_ENEMIES
from regicide.games.regicide.narrate.ending import progress_title
from regicide.games.regicide.records import RegicideStatistics, enemies_of, medal_of
from regicide.support.words import (
    apart_lines,
    archived_when,
    players_text,
    results_lines,
    when_text,
)

MEDAL_NAMES = {"gold": "Gold", "silver": "Silver", "bronze": "Bronze"}
MEDAL_TIPS = {  # what each medal is won for (the records' tooltips)
    "gold": "Gold: a solo win with no Jester token used",
    "silver": "Silver: a solo win with one Jester token used",
    "bronze": "Bronze: a solo win with both Jester tokens used",
}


def result_text(game: ArchivedGame) -> str:
    """ "Won · Gold", "Won", "Lost · Knight (3/12)", "Unfinished (5/12)"."""
    enemies = enemies_of(game)
    if game.won:
        medal = medal_of(game)
        if medal:
            return f"Won · {MEDAL_NAMES[medal]}"
        return "Won"  # the marks beside it say why no medal (assisted, a stated position)
    reached = f"{enemies}/{TOTAL_ENEMIES}"
    if not game.finished:
        return f"Unfinished ({reached})"
    return f"Lost · {progress_title(enemies)} ({reached})"


def game_columns(game: ArchivedGame) -> tuple[str, str, str, str]:
    """One row of the games list: when, players, result, marks (daily, assisted)."""
    when = when_text(game.saved_at) if game.saved_at else archived_when(game.file)
    marks = [
        f"daily {game.daily}" if game.daily else "",
        "assisted" if game.assisted else "",
        "from a stated position" if game.origin != "deal" else "",
        "computers only (not counted)" if not game.people else "",
    ]
    return when, players_text(game.players), result_text(game), " · ".join(m for m in marks if m)


def summary_lines(stats: RegicideStatistics) -> list[str]:
    """`regicide records` without --json: the statistics as a few lines of text."""
    lines = results_lines(stats.games, stats.wins, stats.losses, stats.by_players, stats.by_level)
    medals = ", ".join(f"{MEDAL_NAMES[name]} {count}" for name, count in stats.medals.items())
    lines.append(f"Solo medals: {medals}")
    if stats.assisted_wins or stats.eased_wins:
        lines.append(
            f"Wins without a medal: {stats.assisted_wins} assisted, "
            f"{stats.eased_wins} with an easier variant"
        )
    lines.append(f"Winning streak: {stats.current_streak} now, {stats.best_streak} at best")
    lines += apart_lines(0, stats.assisted)  # a cooperative table: never between friends
    lines.append(
        f"Enemies defeated: {stats.mean_enemies:.1f} on average, "
        f"{stats.furthest_enemy} at most ({progress_title(stats.furthest_enemy)})"
    )
    if stats.daily:
        played = f"Daily deals: {len(stats.daily)} played"
        lines.append(f"{played}, {daily_streak_text(stats.daily_streak, stats.daily_best_streak)}")
    return lines


def days_text(count: int) -> str:
    return f"{count} day{'s' if count != 1 else ''}"


def daily_streak_text(streak: int, best: int) -> str:
    """The daily deals won in a row, up to today: "won 3 days in a row (best 5)", or
    "no win in a row yet"."""
    now = f"won {days_text(streak)} in a row" if streak else "no daily win in a row now"
    return now + (f" (best {best})" if best > streak else "")


def daily_result_text(counts: bool, streak: int) -> str:
    """The end of a daily deal: the streak its result makes, or why a second try does not
    count (the first finished game of a day is its result)."""
    if not counts:
        return "Played before today: only the first result counts"
    return f"Won {days_text(streak)} in a row" if streak else "No daily win in a row now"
