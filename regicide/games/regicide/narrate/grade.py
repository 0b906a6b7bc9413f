"""The daily deal's grade in words (issue 34), never a card: first the open-hand solver's
verdict (can the deal be won at all, with every card known), then what was measured: how
many games the Strong AI played on it, how long it thought in them next to its thinking at
the table, how many it won and how many of the twelve enemies it beat on average (R-END-1)."""

from __future__ import annotations

from regicide.games.regicide.engine import TOTAL_ENEMIES
from regicide.i18n import _, decimal, ngettext


def grade_text(verdict: str, wins: int, games: int, defeated: int, share: int) -> str:
    """A deal's grade: the solver's `verdict` ("winnable", "lost" or "unknown"), then the
    Strong AI's `wins` in `games` games thinking `share` per cent as long as at the table,
    and the enemies it `defeated` in them all ("winnable; the Strong AI, thinking about 10%
    as long as at the table, won 3 of 10 games and beat 10 of 12 enemies on average")."""
    if verdict == "lost":
        return _("it cannot be won, even with every card known")
    figures = {
        "wins": wins, "games": games, "share": share, "all": TOTAL_ENEMIES,
        "enemies": decimal(defeated / max(games, 1), 0),  # whole, as measured.py says them
    }  # fmt: skip
    if verdict == "winnable":
        words = ngettext(
            "winnable; the Strong AI, thinking about {share}% as long as at the table, won "
            "{wins} of {games} game and beat {enemies} of {all} enemies on average",
            "winnable; the Strong AI, thinking about {share}% as long as at the table, won "
            "{wins} of {games} games and beat {enemies} of {all} enemies on average",
            games,
        )
    else:
        words = ngettext(
            "not settled by the solver; the Strong AI, thinking about {share}% as long as at "
            "the table, won {wins} of {games} game and beat {enemies} of {all} enemies on "
            "average",
            "not settled by the solver; the Strong AI, thinking about {share}% as long as at "
            "the table, won {wins} of {games} games and beat {enemies} of {all} enemies on "
            "average",
            games,
        )
    return words.format(**figures)
