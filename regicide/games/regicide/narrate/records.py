"""The words of the player's records: medals, results, streaks, the games list."""

from __future__ import annotations

from regicide.games.regicide.engine import TOTAL_ENEMIES, Game
from regicide.games.regicide.narrate.ending import progress_title, when_text
from regicide.store.records import GameFacts, Statistics

MEDAL_NAMES = {"gold": "Gold", "silver": "Silver", "bronze": "Bronze"}
MEDAL_TIPS = {  # what each medal is won for (the records' tooltips)
    "gold": "Gold: a solo win with no Jester token used",
    "silver": "Silver: a solo win with one Jester token used",
    "bronze": "Bronze: a solo win with both Jester tokens used",
}


def percent(part: int, whole: int) -> str:
    """ "42%" (or "–" when there is nothing to divide)."""
    return f"{round(100 * part / whole)}%" if whole else "–"


def players_text(players: int) -> str:
    return "solo" if players == 1 else f"{players} players"


def result_text(game: GameFacts) -> str:
    """ "Won · Gold", "Won (assisted)", "Lost · Knight (3/12)", "Unfinished (5/12)"."""
    if game.won:
        if game.medal:
            return f"Won · {MEDAL_NAMES[game.medal]}"
        return "Won (assisted)" if game.assisted else "Won"
    reached = f"{game.enemies}/{TOTAL_ENEMIES}"
    if not game.finished:
        return f"Unfinished ({reached})"
    return f"Lost · {progress_title(game.enemies)} ({reached})"


def game_columns(game: GameFacts) -> tuple[str, str, str, str]:
    """One row of the games list: when, players, result, marks (daily, assisted)."""
    when = when_text(game.saved_at) if game.saved_at else _when_from_name(game.file)
    marks = [
        f"daily {game.daily}" if game.daily else "",
        "assisted" if game.assisted else "",
        "computers only (not counted)" if game.people == 0 else "",
    ]
    return when, players_text(game.players), result_text(game), " · ".join(m for m in marks if m)


def _when_from_name(name: str) -> str:
    """An archive name `2026-11-23_104512.json` as "2026-11-23 10:45"."""
    stem = name.split(".", 1)[0]
    if len(stem) >= 15 and stem[10] == "_" and stem[11:15].isdigit():
        return f"{stem[:10]} {stem[11:13]}:{stem[13:15]}"
    return stem


def summary_lines(stats: Statistics) -> list[str]:
    """`regicide records` without --json: the statistics as a few lines of text."""
    lines = [
        f"Games: {stats.games}  won {stats.wins}  lost {stats.losses}  "
        f"(win rate {percent(stats.wins, stats.games)})",
    ]
    for players, counts in stats.by_players.items():
        if counts["games"]:
            lines.append(
                f"  {players_text(int(players))}: {counts['games']} played, {counts['wins']} won"
            )
    medals = ", ".join(f"{MEDAL_NAMES[name]} {count}" for name, count in stats.medals.items())
    lines.append(f"Solo medals: {medals}")
    if stats.assisted_wins or stats.eased_wins:
        lines.append(
            f"Wins without a medal: {stats.assisted_wins} assisted, "
            f"{stats.eased_wins} with an easier variant"
        )
    lines.append(f"Winning streak: {stats.current_streak} now, {stats.best_streak} at best")
    lines.append(
        f"Enemies defeated: {stats.mean_enemies:.1f} on average, "
        f"{stats.furthest_enemy} at most ({progress_title(stats.furthest_enemy)})"
    )
    if stats.daily:
        lines.append(f"Daily deals: {len(stats.daily)} played, streak {stats.daily_streak} days")
    for bad in stats.unreadable:
        lines.append(f"Could not read {bad['file']}: {bad['reason']}")
    return lines


def in_progress_text(game: Game) -> str:
    """What is put aside when a new game starts: "Your solo game in progress (3/12 enemies,
    24 moves) will be kept in Records, Games." """
    state = game.state
    return (
        f"Your {players_text(state.players)} game in progress ({state.enemies_defeated}/"
        f"{TOTAL_ENEMIES} enemies, {len(game.history)} moves) will be kept in Records › Games."
    )
