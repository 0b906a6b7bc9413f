"""Days, times, numbers and lists as the player's language writes them (issue 35), from Babel's
locale data: no language needs a word of its own for them, so a new catalog brings its dates
("25. Nov. 2026", "25 nov. 2026") and its numbers ("4,5", "42 %") with it.

Only what a player reads goes through here; machine contracts (record files, JSON, file names,
`regicide check`) keep ISO days and plain numbers. A language Babel does not know writes them as
British English does; the pseudo-language writes English's accented, so that a day or a list
left out of the seam still stands out as plain English in its test.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from functools import lru_cache

from regicide.i18n.catalogs import ENGLISH, PSEUDO
from regicide.i18n.pseudo import accented

#: Babel's locale for a language's formats where the language alone is not the one players
#: here read: English dates as "25 Nov", not the American "Nov 25".
FORMAT_LOCALES = {ENGLISH: "en_GB", PSEUDO: "en_GB"}


#: How many days and times each writer keeps written (a long Records list draws every row).
SHOWN = 4096


class _Formats:
    """The language whose formats are in use (set with the words, `use_formats`)."""

    language = ENGLISH


def use_formats(language: str) -> None:
    """Write days and numbers as `language` does from now on (the seam's `use_language`)."""
    _Formats.language = language
    for written in (short_day, long_day, day_and_time):
        written.cache_clear()


def _written(write: Callable[[str], str]) -> str:
    """What `write` makes for the language in use (its Babel locale), British English's where
    Babel has no data for it; accented in the pseudo-language."""
    locale = FORMAT_LOCALES.get(_Formats.language, _Formats.language)
    try:
        text = write(locale)
    except (ValueError, LookupError):
        text = write(FORMAT_LOCALES[ENGLISH])
    return accented(text) if _Formats.language == PSEUDO else text


@lru_cache(maxsize=SHOWN)
def short_day(day: date) -> str:
    """A day as players of the language read it in a line: "25 Nov", "25. Nov.", "25 nov."."""
    from babel.dates import format_skeleton  # noqa: PLC0415 - its data loads on demand

    return _written(lambda locale: format_skeleton("dMMM", day, locale=locale))


@lru_cache(maxsize=SHOWN)
def long_day(day: date) -> str:
    """A day with its year, as the language writes it: "25 Nov 2026", "25. Nov. 2026",
    "25 nov. 2026", "25 nov 2026"."""
    from babel.dates import format_skeleton  # noqa: PLC0415 - its data loads on demand

    return _written(lambda locale: format_skeleton("yMMMd", day, locale=locale))


@lru_cache(maxsize=SHOWN)
def day_and_time(moment: datetime) -> str:
    """A day and its time to the minute, joined as the language joins them (its medium
    date-time pattern): "25 Nov 2026, 23:10", "25. Nov. 2026, 23:10"."""
    from babel import Locale  # noqa: PLC0415 - its data loads on demand
    from babel.dates import format_skeleton, format_time  # noqa: PLC0415

    def write(locale: str) -> str:
        joined = str(Locale.parse(locale).datetime_formats["medium"])
        day = format_skeleton("yMMMd", moment, locale=locale)
        time = format_time(moment, "short", locale=locale)
        return joined.replace("{1}", day).replace("{0}", time)

    return _written(write)


def word_list(words: list[str]) -> str:
    """Words joined as the language lists them: "Regicide, Claim and Baisch",
    "Regicide, Claim und Baisch", "Regicide, Claim et Baisch"."""
    from babel.lists import format_list  # noqa: PLC0415 - its data loads on demand

    return _written(lambda locale: format_list(words, locale=locale))


def decimal(value: float, digits: int) -> str:
    """A number with `digits` decimals as the language writes it, its thousands grouped as
    the language groups them: "4.5", "4,5", "1,051.2", "1.051,2", "1 051,2"."""
    from babel.numbers import format_decimal  # noqa: PLC0415 - its data loads on demand

    pattern = "#,##0." + "0" * digits if digits else "#,##0"
    return _written(lambda locale: format_decimal(value, format=pattern, locale=locale))


def number(value: int) -> str:
    """A whole number grouped as the language groups its digits: "30,000", "30.000",
    "30 000"."""
    from babel.numbers import format_decimal  # noqa: PLC0415 - its data loads on demand

    return _written(lambda locale: format_decimal(value, locale=locale))


def percentage(share: float) -> str:
    """A share (0.42) as a whole percentage the way the language writes it: "42%", "42 %"
    (with the no-break space that keeps the sign on the number's line)."""
    from babel.numbers import format_percent  # noqa: PLC0415 - its data loads on demand

    return _written(lambda locale: format_percent(share, locale=locale))
