"""The translation seam (issue 35): every word a player sees goes through `_` (or `ngettext`
for a count) as a whole sentence with named placeholders, translated before it is formatted:

    _("Daily deal · {day}").format(day=short_day(day))
    ngettext("{count} card", "{count} cards", count).format(count=count)

The catalogs are GNU gettext's (catalogs.py), the plural rules and date formats Babel's locale
data. One language is in use at a time for the whole program, as gettext's own `install` does:
the words are asked for everywhere (each game's narrate, the scenes, the notices), and a
translator handed down through every call would change every signature for no gain. The app
chooses the language at start and Settings changes it at once (`use_language`); English, a
language without a catalog and a broken catalog all give the English words.

A word is looked up in the catalog of the part whose code asks for it (the module calling `_`:
a game's package is its part, everything else the shell's), then the shell's, then the other
parts' (catalogs.Lookups): Claim's "Start" button and the replay's "Start" are two words. The
shell showing a word a game marked asks in the game's part (`owned`).

No pygame here: the CLI, the games' narrate and the tests use it as the app does.
"""

from __future__ import annotations

import gettext
import sys
from collections.abc import Iterable
from functools import cache

from regicide.i18n.catalogs import APP, ENGLISH, ENGLISH_WORDS, PSEUDO, Lookups, languages, load
from regicide.i18n.formats import (
    day_and_time,
    decimal,
    long_day,
    number,
    percentage,
    short_day,
    use_formats,
    word_list,
)
from regicide.i18n.said import error_words
from regicide.i18n.system import best_language, system_languages

__all__ = [
    "ENGLISH",
    "N_",
    "PSEUDO",
    "SYSTEM",
    "_",
    "day_and_time",
    "decimal",
    "error_words",
    "language",
    "language_name",
    "languages",
    "long_day",
    "ngettext",
    "number",
    "owned",
    "percentage",
    "pgettext",
    "resolve",
    "short_day",
    "translated_pairs",
    "use_language",
    "word_list",
]

#: The language setting that follows the system's.
SYSTEM = "system"


#: The package whose subpackages are parts of their own (a game's words, catalogs.py).
GAMES_PACKAGE = "regicide.games."


class _Seam:
    """The one active language and its translations, one lookup per part."""

    language = ENGLISH
    lookups: Lookups = ENGLISH_WORDS


@cache
def part_of(module: str) -> str:
    """The part whose words a module asks for: "claim" for regicide.games.claim.ui.table, the
    shell's for every module outside a game's package."""
    if not module.startswith(GAMES_PACKAGE):
        return APP
    return module[len(GAMES_PACKAGE) :].partition(".")[0] or APP


def _asking(depth: int) -> gettext.NullTranslations:
    """The lookup of the part whose code called the seam, `depth` frames up from the caller of
    this function (one dictionary look-up after the first call from a module)."""
    module = sys._getframe(depth + 1).f_globals.get("__name__", "")
    return _Seam.lookups.of(part_of(module))


def _(message: str) -> str:
    """`message` in the player's language (the English itself when it has no translation), as
    the calling code's part translates it."""
    return _asking(1).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message for `count` in the player's language (its plural rules:
    two forms in English and German, French's 0 and 1 alike, more elsewhere)."""
    return _asking(1).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` as it is meant in `context` ("button": the verb "Play" on the table's button,
    not the replay's "Play"), in the player's language: one English word, two meanings."""
    return _asking(1).pgettext(context, message)


def owned(owner: object, message: str) -> str:
    """`message` as the part of the code that defined `owner` (a class, or an object of one)
    translates it: the shell showing a word a game's class marked (Claim's tutorial's
    "Start the tutorial again" on the pause menu) in the game's own words."""
    kind = owner if isinstance(owner, type) else type(owner)
    return _Seam.lookups.of(part_of(kind.__module__)).gettext(message)


def N_(message: str) -> str:
    """Marks words to be translated where they are shown (a table of names), not here."""
    return message


def translated_pairs(pairs: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """A table of (heading, text) marked with `N_`, each word in the player's language now:
    How to play's sections, asked for each time they are shown."""
    lookup = _asking(1)
    return [(lookup.gettext(heading), lookup.gettext(text)) for heading, text in pairs]


def language() -> str:
    """The language in use: "en", "de", … or "pseudo"."""
    return _Seam.language


def resolve(setting: str) -> str:
    """The language a setting names: itself, or the system's best offered one for "system"."""
    offered = languages()
    if setting == SYSTEM:
        return best_language(system_languages(), offered, ENGLISH)
    return setting


def use_language(setting: str) -> str | None:
    """Speak `setting` ("system", "en", "de", …) from now on; returns a problem to tell the
    player (a missing or broken catalog: the words stay English), or None."""
    chosen = resolve(setting)
    lookups, problem = load(chosen)
    _Seam.language = ENGLISH if problem and not lookups.chains else chosen
    _Seam.lookups = lookups
    use_formats(_Seam.language)
    return problem


@cache
def language_name(code: str) -> str:
    """A language's own name, as its speakers write it at the start of a line ("Deutsch",
    "Français", "Español"); the code itself where Babel does not know it."""
    if code == PSEUDO:
        return "[Þšéûđö]"
    from babel import Locale, UnknownLocaleError  # noqa: PLC0415 - its data loads on demand

    try:
        name = Locale.parse(code).get_display_name(code) or code
    except (UnknownLocaleError, ValueError):
        return code
    return name[:1].upper() + name[1:]
