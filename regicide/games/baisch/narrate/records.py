"""The words of Baisch's records: one archived game's result, the statistics in a few lines,
and the spoiler-free line of a daily deal."""

from __future__ import annotations

from datetime import date

from regicide.games.baisch.engine import Game, Hero
from regicide.games.baisch.narrate.words import hero_name
from regicide.games.baisch.records import BaischStatistics, place_of
from regicide.games.protocol import ArchivedGame
from regicide.i18n import _, decimal, long_day, ngettext
from regicide.support.words import apart_lines, ordinal, results_lines


def _turns(count: object) -> str:
    """'1 turn', '24 turns' (an average: '24.5 turns', French '24,5 tours')."""
    number = count if isinstance(count, int) else 2
    shown = decimal(count, 1) if isinstance(count, float) else count
    return ngettext("{count} turn", "{count} turns", number).format(count=shown)


def result_text(game: ArchivedGame) -> str:
    """'Won · 24 turns', 'Won (assisted) · 31 turns', 'Lost · out', 'Drawn · 400 turns',
    'Unfinished · turn 9'; between friends each person's place: 'Seat 2 won, Seat 1 3rd ·
    24 turns'."""
    turns = game.details.get("turns", 0)
    if not game.finished:
        return _("Unfinished · turn {turn}").format(turn=turns)
    if game.drawn:
        return _("Drawn · {turns}").format(turns=_turns(turns))
    if game.between_friends:
        return _("{places} · {turns}").format(places=_places(game), turns=_turns(turns))
    if game.won:
        said = _("Won (assisted) · {turns}") if game.assisted else _("Won · {turns}")
        return said.format(turns=_turns(turns))
    fallen = game.details.get("fallen")
    out = isinstance(fallen, list) and any(seat in fallen for seat in game.people)
    return _("Lost · eliminated") if out else _("Lost")


def _places(game: ArchivedGame) -> str:
    """Each person's place, the best first: 'Seat 2 won, Seat 1 3rd'."""
    places = sorted((place_of(game, seat) or game.players, seat) for seat in game.people)
    return ", ".join(
        _("Seat {seat} won").format(seat=seat)
        if place == 1
        else _("Seat {seat} {place}").format(seat=seat, place=ordinal(place))
        for place, seat in places
    )


def summary_lines(stats: BaischStatistics) -> list[str]:
    """`regicide records` without --json, and the records page: the statistics in words."""
    lines = results_lines(
        stats.games, stats.wins, stats.losses, stats.by_players, stats.by_level, draws=stats.draws
    )
    lines.append(
        _("Kings beaten: {beaten}  ·  eliminated: {eliminated}  ·  average game: {turns}").format(
            beaten=stats.eliminations_made,
            eliminated=stats.times_eliminated,
            turns=_turns(stats.mean_turns) if stats.mean_turns else "–",  # none finished yet
        )
    )
    if stats.heroes:
        most = ", ".join(  # a no-break space keeps each hero with its figures on one line
            f"{hero_name(Hero(row['hero']))}\u00a0{row['wins']}/{row['games']}"
            for row in stats.heroes[:4]
        )
        lines.append(_("Heroes played most (won/played): {heroes}").format(heroes=most))
    if stats.current_streak or stats.best_streak:
        lines.append(
            _("Win streak: {streak} (best {best})").format(
                streak=stats.current_streak, best=stats.best_streak
            )
        )
    lines += apart_lines(stats.between_friends, stats.assisted)
    return lines


def share_line(game: Game, day: date, people: tuple[int, ...]) -> str:
    """'Baisch daily 21 Nov 2026 · Won · 24 turns' (no card, no hero named; the day as the
    language writes it)."""
    outcome = game.outcome
    assert outcome is not None, "only a finished daily deal is shared"
    won = any(seat in outcome.winners for seat in people)
    if game.assisted:
        result = _("Won (assisted)") if won else _("Lost (assisted)")
    else:
        result = _("Won") if won else _("Lost")
    return _("Baisch daily {day} · {result} · {turns}").format(
        day=long_day(day), result=result, turns=_turns(outcome.turns)
    )
