"""Small words every part of the table shares: times, durations, shares (no game's words)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from regicide.support.oneline import shown_name


def when_text(stamp: str) -> str:
    """ "2026-11-23T07:40:12" as "2026-11-23 07:40" (anything else as it is)."""
    return stamp.replace("T", " ")[:16] if "T" in stamp else stamp


def archived_when(name: str) -> str:
    """An archive name `2026-11-23_104512.json` as "2026-11-23 10:45" (any other name as it
    is shown, `shown_name`)."""
    stem = name.split(".", 1)[0]
    if len(stem) >= 15 and stem[10] == "_" and stem[11:15].isdigit():
        return f"{stem[:10]} {stem[11:13]}:{stem[13:15]}"
    return shown_name(stem)


def duration_text(seconds: float) -> str:
    """ "4:05" for minutes and seconds, "1:02:09" past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def count_text(count: int, word: str = "player") -> str:
    """ "1 player", "3 players"."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def seat_counts_text(counts: Sequence[int]) -> str:
    """The players a game seats: "exactly 2 players", "1 to 4 players", "2, 4 or 6 players"."""
    if len(counts) == 1:
        return f"exactly {count_text(counts[0])}"
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]} players"
    return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]} players"


def share_of(share: float) -> str:
    """A share of something, as a sentence says it: "half", "a quarter of", "60% of"."""
    named = {0.5: "half", 0.25: "a quarter of", 0.75: "three quarters of"}
    return named.get(share, f"{round(100 * share)}% of")


def speed_about(fast_thinking: float) -> str:
    """Settings' note on the animation speed (its name says it moves the cards; one line, as
    the rows' other notes, so the rows keep their gaps): Fast and Instant also hurry the
    computers (`fast_thinking`: the share of their thinking time they
    keep there, `regicide.play.turns.FAST_THINKING`)."""
    return f"Fast and Instant also give computers {share_of(fast_thinking)} their thinking time."


def percent(part: int, whole: int) -> str:
    """ "42%" (or "–" when there is nothing to divide)."""
    return f"{round(100 * part / whole)}%" if whole else "–"


def players_text(players: int) -> str:
    return "solo" if players == 1 else f"{players} players"


def results_lines(
    games: int,
    wins: int,
    losses: int,
    by_players: Mapping[str, Mapping[str, int]],
    by_level: Mapping[str, Mapping[str, int]] | None = None,
) -> list[str]:
    """The first lines of a game's records in words: games, wins, losses and the win rate,
    then each table size played, then each level of the computers played with (issue 34)."""
    lines = [f"Games: {games}  won {wins}  lost {losses}  (win rate {percent(wins, games)})"]
    for players, counts in by_players.items():
        if counts["games"]:
            lines.append(
                f"  {players_text(int(players))}: {counts['games']} played, {counts['wins']} won"
            )
    for level, counts in (by_level or {}).items():
        lines.append(
            f"  with {level.title()} computers: {counts['games']} played, {counts['wins']} won"
        )
    return lines


def apart_lines(between_friends: int, assisted: int) -> list[str]:
    """The games a records page counts apart from the person's results, in words (none when
    there are none): those between friends (each person's place is in the list) and those
    played with help."""
    lines = [f"Between friends: {between_friends} played"] if between_friends else []
    if assisted:
        games = "game" if assisted == 1 else "games"
        lines.append(f"With help (hints, autoplay): {assisted} {games}, not in the win rate")
    return lines


def assisted_end_line(assisted: bool) -> str:
    """What an end screen says of a game played with help (a hint, autoplay, an undo that
    took back shown cards): kept apart in the records; "" for a game played without."""
    if not assisted:
        return ""
    return "Assisted (a hint, autoplay or an undo helped): kept out of win rates and streaks."


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    tens = number % 100
    suffix = "th" if 10 <= tens <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def daily_title(day: str) -> str:
    """ "Daily deal · 2026-11-25": the daily deal of that day."""
    return f"Daily deal · {day}"


def variant_names(enabled: Sequence[str]) -> str:
    """Variant flags in words: "strict discard, open hands" (or "official rules")."""
    return ", ".join(name.replace("_", " ") for name in enabled) or "official rules"


def deal_text(title: str, players: int, variants: Sequence[str]) -> str:
    """What a code deals: "Regicide: a deal for 2 players · strict discard"."""
    who = "a solo deal" if players == 1 else f"a deal for {players} players"
    return f"{title}: {who} · {variant_names(variants)}"


def code_line(code: str | None) -> str:
    """The line that shows a game's seed code ("" for a game that has none)."""
    return f"Deal code {code}" if code else ""
