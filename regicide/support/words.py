"""Small words every part of the table shares: times, durations, shares (no game's words)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime

from regicide.i18n import N_, _, day_and_time, long_day, ngettext, percentage, short_day
from regicide.support.oneline import shown_name

#: The computers' levels by name, as a player reads them (issue 34's levels).
LEVEL_TITLES = {
    "random": N_("Random"),
    "beginner": N_("Beginner"),
    "casual": N_("Casual"),
    "strong": N_("Strong"),
    "expert": N_("Expert"),
}


def when_text(stamp: str) -> str:
    """A record's ISO time "2026-11-23T07:40:12" as the player's language writes it, to the
    minute ("23 Nov 2026, 07:40", "23. Nov. 2026, 07:40"); anything else as it is."""
    try:
        return day_and_time(datetime.fromisoformat(stamp)) if "T" in stamp else stamp
    except ValueError:
        return stamp


def archived_when(name: str) -> str:
    """An archive name `2026-11-23_104512.json` as the time it names, written as `when_text`
    writes one (any other name as it is shown, `shown_name`)."""
    stem = name.split(".", 1)[0]
    try:
        return day_and_time(datetime.strptime(stem[:17], "%Y-%m-%d_%H%M%S"))
    except ValueError:
        return shown_name(stem)


def duration_text(seconds: float) -> str:
    """ "4:05" for minutes and seconds, "1:02:09" past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


#: A computer player of each level as a seat is named ("Strong AI"): a whole name per level, as
#: the languages agree the adjective with the noun ("Starke KI", "IA forte").
LEVEL_AI = {
    "random": N_("Random AI"),
    "beginner": N_("Beginner AI"),
    "casual": N_("Casual AI"),
    "strong": N_("Strong AI"),
    "expert": N_("Expert AI"),
}


def ai_name(level: str) -> str:
    """A computer player's name by its level ("Strong AI", "Starke KI", "IA forte")."""
    if level in LEVEL_AI:
        return _(LEVEL_AI[level])
    return _("{level} AI").format(level=level.title())


def level_title(level: str) -> str:
    """A computer level's name in the player's language ("Casual", "Hobbyspieler", …)."""
    return _(LEVEL_TITLES[level]) if level in LEVEL_TITLES else level.title()


def count_text(count: int) -> str:
    """ "1 player", "3 players"."""
    return ngettext("{count} player", "{count} players", count).format(count=count)


def seat_counts_text(counts: Sequence[int]) -> str:
    """The players a game seats: "exactly 2 players", "1 to 4 players", "2, 4 or 6 players"."""
    if len(counts) == 1:
        return ngettext("exactly {count} player", "exactly {count} players", counts[0]).format(
            count=counts[0]
        )
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return _("{least} to {most} players").format(least=counts[0], most=counts[-1])
    return _("{counts} or {last} players").format(
        counts=", ".join(map(str, counts[:-1])), last=counts[-1]
    )


def speed_about(fast_thinking: float) -> str:
    """Settings' note on the animation speed (its name says it moves the cards; one line, as
    the rows' other notes, so the rows keep their gaps): Fast and Instant also hurry the
    computers (`fast_thinking`: the share of their thinking time they
    keep there, `regicide.play.turns.FAST_THINKING`)."""
    named = {
        0.5: _("Fast and Instant also give computers half their thinking time."),
        0.25: _("Fast and Instant also give computers a quarter of their thinking time."),
        0.75: _("Fast and Instant also give computers three quarters of their thinking time."),
    }
    return named.get(
        fast_thinking,
        _("Fast and Instant also give computers {percent}% of their thinking time.").format(
            percent=round(100 * fast_thinking)
        ),
    )


def percent(part: int, whole: int) -> str:
    """ "42%", "42 %" as the language writes it (or "–" when there is nothing to divide)."""
    return percentage(part / whole) if whole else "–"


def players_text(players: int) -> str:
    return _("solo") if players == 1 else _("{count} players").format(count=players)


def results_lines(
    games: int,
    wins: int,
    losses: int,
    by_players: Mapping[str, Mapping[str, int]],
    by_level: Mapping[str, Mapping[str, int]] | None = None,
    *,
    draws: int = 0,
) -> list[str]:
    """The first lines of a game's records in words: games, wins, losses (and draws, when a
    game has them: one whole sentence, never a piece glued after the win rate) and the win
    rate, then each table size played, then each level of the computers played with (issue
    34)."""
    totals = {"games": games, "wins": wins, "losses": losses, "rate": percent(wins, games)}
    first = (
        _("Games: {games}  won {wins}  lost {losses}  drawn {draws}  (win rate {rate})")
        if draws
        else _("Games: {games}  won {wins}  lost {losses}  (win rate {rate})")
    )
    lines = [first.format(draws=draws, **totals)]
    for players, counts in by_players.items():
        if counts["games"]:
            lines.append(
                "  "
                + _("{table}: {played} played, {won} won").format(
                    table=players_text(int(players)), played=counts["games"], won=counts["wins"]
                )
            )
    for level, counts in (by_level or {}).items():
        lines.append(
            "  "
            + _("with {level} computers: {played} played, {won} won").format(
                level=level_title(level), played=counts["games"], won=counts["wins"]
            )
        )
    return lines


def apart_lines(between_friends: int, assisted: int) -> list[str]:
    """The games a records page counts apart from the person's results, in words (none when
    there are none): those between friends (each person's place is in the list) and those
    played with help."""
    lines = (
        [_("Between friends: {count} played").format(count=between_friends)]
        if between_friends
        else []
    )
    if assisted:
        lines.append(
            ngettext(
                "With help (hints, autoplay): {count} game, not in the win rate",
                "With help (hints, autoplay): {count} games, not in the win rate",
                assisted,
            ).format(count=assisted)
        )
    return lines


def assisted_end_line(assisted: bool) -> str:
    """What an end screen says of a game played with help (a hint, autoplay, an undo that
    took back shown cards): kept apart in the records; "" for a game played without."""
    if not assisted:
        return ""
    return _("Assisted (a hint, autoplay or an undo helped): kept out of win rates and streaks.")


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    tens = number % 100
    if number == 1:
        # TRANSLATORS: a place in a game's result (German "1.", French "1er", Spanish "1.º").
        return _("1st")
    if 10 <= tens <= 20:
        return _("{number}th").format(number=number)
    suffixes = {1: N_("{number}st"), 2: N_("{number}nd"), 3: N_("{number}rd")}
    return _(suffixes.get(number % 10, N_("{number}th"))).format(number=number)


def day_text(day: str, *, year: bool = False) -> str:
    """An ISO day "2026-11-25" as the player's language writes it in a line ("25 Nov",
    "25. Nov."; with its `year`, "25 Nov 2026", "25. Nov. 2026"); anything else as it is."""
    try:
        written = date.fromisoformat(day)
    except ValueError:
        return day
    return long_day(written) if year else short_day(written)


def daily_title(day: str) -> str:
    """ "Daily deal · 2026-11-25": the daily deal of that day."""
    return _("Daily deal · {day}").format(day=day)


def variant_names(enabled: Sequence[str]) -> str:
    """Variant flags in words: "strict discard, open hands" (or "official rules")."""
    return ", ".join(name.replace("_", " ") for name in enabled) or _("official rules")


def deal_text(title: str, players: int, variants: Sequence[str]) -> str:
    """What a code deals: "Regicide: a deal for 2 players · strict discard"."""
    who = (
        _("a solo deal") if players == 1 else _("a deal for {count} players").format(count=players)
    )
    return _("{game}: {deal} · {variants}").format(
        game=title, deal=who, variants=variant_names(variants)
    )


def code_line(code: str | None) -> str:
    """The line that shows a game's seed code ("" for a game that has none)."""
    return _("Deal code {code}").format(code=code) if code else ""


def number_keys(count: int) -> str:
    """The number keys over a hand of `count` cards, as a table's guide names them: "1",
    "1–5", and from ten cards "1–9 and 0" (0 is the tenth card's key)."""
    if count <= 1:
        return "1"
    if count <= 9:
        return f"1–{count}"
    return _("1–9 and 0")
