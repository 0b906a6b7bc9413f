"""The marks a game carries, and why: what helped (the game is assisted: no medal), a stated
position (no medal), a daily deal. The table's top bar shows them as small pills; the end screen
says the reason in a sentence."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from enum import Enum

from regicide.games.protocol import Tone
from regicide.i18n import N_, _, short_day, word_list


class Help(str, Enum):
    """Why a game is assisted: what helped (kept in the record's `assisted_by`)."""

    UNDO = "undo"  # an undo took back a move that showed hidden cards
    HINT = "hint"
    AUTOPLAY = "autoplay"
    REPLAY = "replay"  # played on from a replay: its player had seen what came next


#: Why a game is assisted, said after it (the end screen, the top bar's badge's tooltip).
HELP_REASONS = {
    Help.UNDO: N_("an undo took back a move that had shown hidden cards"),
    Help.HINT: N_("a hint showed the computer's move"),
    Help.AUTOPLAY: N_("the computer played for you (autoplay)"),
    Help.REPLAY: N_("it was played on from a replay, after seeing what came next"),
}
UNKNOWN_HELP = N_("help was used (an undo that showed hidden cards, a hint or autoplay)")


def help_of(value: object) -> Help | None:
    """One help a record names under `assisted_by`, if it is one we know."""
    try:
        return Help(value)
    except (ValueError, TypeError):
        return None


def helps_of(value: object) -> tuple[Help, ...]:
    """Every help a record names under `assisted_by`, first used first: a list of them, or
    one (as records before every help was named keep it); those we do not know are left out."""
    named = value if isinstance(value, list) else [value]
    helps = (help_of(item) for item in named)
    return tuple(dict.fromkeys(found for found in helps if found is not None))


def assisted_reason(helps: Sequence[Help]) -> str:
    """Why the game is assisted, every help used, as the end of a sentence: "a hint showed
    the computer's move and the computer played for you (autoplay)"."""
    reasons = [_(HELP_REASONS[used]) for used in dict.fromkeys(helps)]
    return word_list(reasons) if reasons else _(UNKNOWN_HELP)


def assisted_line(helps: Sequence[Help], won: bool, solo: bool) -> str:
    """The end screen's line for an assisted game: "Assisted: a hint showed the computer's
    move, so this win earns no medal." A loss, or a game of several players (no medal to
    earn), says only what helped."""
    reason = assisted_reason(helps)
    if won and solo:
        return _("Assisted: {reason}, so this win earns no medal.").format(reason=reason)
    return _("Assisted: {reason}.").format(reason=reason)


def assisted_tip(helps: Sequence[Help]) -> str:
    """The top bar's Assisted badge's tooltip."""
    return _("Assisted: {reason}; a win earns no medal.").format(reason=assisted_reason(helps))


def variant_mark(name: str, about: str) -> Mark:
    """A variant the tutorial's practice deal plays, by the name New game gives it: a real
    game plays it only when chosen there (issue 33, item 8)."""
    tip = _(
        "{about} On in this practice deal; a real game has it only if you choose it in New game."
    ).format(about=about)
    return Mark(name, tip, Tone.ACCENT)


POSITION_TIP = N_("This game began from a stated position, not a fresh deal: a win earns no medal.")
POSITION_LINE = N_("This game began from a stated position, not a fresh deal: no medal.")


@dataclass(frozen=True)
class Mark:
    """A mark of the game in the top bar: its words, its tooltip and its tone."""

    words: str
    tip: str
    tone: Tone


def day_text(day: date) -> str:
    """A day as players of their language read it: "25 Nov", "25. Nov." (Babel's data)."""
    return short_day(day)


def daily_mark(day: date) -> Mark:
    return Mark(
        _("Daily deal · {day}").format(day=day_text(day)),
        _(
            "The daily deal of {day} {year}: the same deal for everyone that day; "
            "its first finished game counts in Records"
        ).format(day=day_text(day), year=day.year),
        Tone.ACCENT,
    )


def game_marks(
    daily: date | None, assisted: bool, helps: Sequence[Help], dealt: bool
) -> list[Mark]:
    """The marks of a game, most telling first: a daily deal, help used, a stated position."""
    marks = [daily_mark(daily)] if daily is not None else []
    if assisted:
        marks.append(Mark(_("Assisted"), assisted_tip(helps), Tone.DANGER))
    if not dealt:
        marks.append(Mark(_("Set position"), _(POSITION_TIP), Tone.DIM))
    return marks
