"""The words of the player's records: medals, results, streaks, the games list."""

from __future__ import annotations

from regicide.games.protocol import ArchivedGame
from regicide.games.regicide.engine import TOTAL_ENEMIES
from regicide.games.regicide.narrate.ending import MEDAL_NAMES, progress_title
from regicide.games.regicide.records import RegicideStatistics, enemies_of, medal_of
from regicide.i18n import N_, _, decimal, ngettext
from regicide.support.words import (
    apart_lines,
    archived_when,
    day_text,
    players_text,
    results_lines,
    when_text,
)

#: What each medal is won for (the records' tooltips), translated where shown
#: (`medal_name`, `medal_tip`)
MEDAL_TIPS = {
    "gold": N_("Gold: a solo win with no Jester token used"),
    "silver": N_("Silver: a solo win with one Jester token used"),
    "bronze": N_("Bronze: a solo win with both Jester tokens used"),
}


def medal_name(medal: str) -> str:
    """A medal's name ("gold", as records keep it) in the player's language: "Gold"."""
    return _(MEDAL_NAMES[medal])


def medal_tip(medal: str) -> str:
    """What a medal is won for, in the player's language."""
    return _(MEDAL_TIPS[medal])


def result_text(game: ArchivedGame) -> str:
    """ "Won · Gold", "Won", "Lost · Knight (3/12)", "Unfinished (5/12)"."""
    enemies = enemies_of(game)
    if game.won:
        medal = medal_of(game)
        if medal:
            return _("Won · {medal}").format(medal=medal_name(medal))
        return _("Won")  # the marks beside it say why no medal (assisted, a stated position)
    if not game.finished:
        return _("Unfinished ({enemies}/{total})").format(enemies=enemies, total=TOTAL_ENEMIES)
    return _("Lost · {title} ({enemies}/{total})").format(
        title=progress_title(enemies), enemies=enemies, total=TOTAL_ENEMIES
    )


def game_columns(game: ArchivedGame) -> tuple[str, str, str, str]:
    """One row of the games list: when, players, result, marks (daily, assisted)."""
    when = when_text(game.saved_at) if game.saved_at else archived_when(game.file)
    marks = [
        _("daily {day}").format(day=day_text(game.daily)) if game.daily else "",
        _("assisted") if game.assisted else "",
        _("from a stated position") if game.origin != "deal" else "",
        _("computers only (not counted)") if not game.people else "",
    ]
    return when, players_text(game.players), result_text(game), " · ".join(m for m in marks if m)


def summary_lines(stats: RegicideStatistics) -> list[str]:
    """`regicide records` without --json: the statistics as a few lines of text."""
    lines = results_lines(stats.games, stats.wins, stats.losses, stats.by_players, stats.by_level)
    medals = ", ".join(
        _("{medal} {count}").format(medal=medal_name(name), count=count)
        for name, count in stats.medals.items()
    )
    lines.append(_("Solo medals: {medals}").format(medals=medals))
    if stats.assisted_wins or stats.eased_wins:
        lines.append(
            _("Wins without a medal: {assisted} assisted, {eased} with an easier variant").format(
                assisted=stats.assisted_wins, eased=stats.eased_wins
            )
        )
    lines.append(
        _("Winning streak: {now} now, {best} at best").format(
            now=stats.current_streak, best=stats.best_streak
        )
    )
    lines += apart_lines(0, stats.assisted)  # a cooperative table: never between friends
    if any(stats.enemies_histogram):  # none finished yet: no average, no furthest enemy
        lines.append(
            _("Enemies defeated: {mean} on average, {most} at most ({title})").format(
                mean=decimal(stats.mean_enemies, 1),
                most=stats.furthest_enemy,
                title=progress_title(stats.furthest_enemy),
            )
        )
    if stats.daily:
        streak = daily_streak_text(stats.daily_streak, stats.daily_best_streak)
        lines.append(
            ngettext(
                "Daily deals: {count} played, {streak}",
                "Daily deals: {count} played, {streak}",
                len(stats.daily),
            ).format(count=len(stats.daily), streak=streak)
        )
    return lines


def daily_streak_text(streak: int, best: int) -> str:
    """The daily deals won in a row, up to today: "won 3 days in a row (best 5)", or
    "no win in a row yet"."""
    if not streak:
        return _("no daily win in a row now")
    if best > streak:
        return ngettext(
            "won {count} day in a row (best {best})",
            "won {count} days in a row (best {best})",
            streak,
        ).format(count=streak, best=best)
    return ngettext("won {count} day in a row", "won {count} days in a row", streak).format(
        count=streak
    )


def daily_result_text(counts: bool, streak: int) -> str:
    """The end of a daily deal: the streak its result makes, or why a second try does not
    count (the first finished game of a day is its result)."""
    if not counts:
        return _("Played before today: only the first result counts")
    if not streak:
        return _("No daily win in a row now")
    return ngettext("Won {count} day in a row", "Won {count} days in a row", streak).format(
        count=streak
    )
