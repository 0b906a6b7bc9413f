"""Where the catalogs are and how they are read (issue 35): GNU gettext, `.po` sources,
`.mo` compiled by Babel (run.py, the app build). A catalog is checked as it is read: a
translation whose placeholders differ from the English is dropped (that message stays English)
rather than crash when it is formatted.

The words come in parts, one catalog each, so that the shell and each game are translated (and
merged) apart: `app` for everything outside a game's package, and one part per game package
(`regicide`, `claim`, `baisch`, named as the package under regicide/games/):

    regicide/locale/<part>.pot                          the English of a part (its template)
    regicide/locale/<language>/LC_MESSAGES/<part>.po    a language's translations of it

A language is every part it has a catalog of, read as one lookup per part (`Lookups`): a
message asked for by a part's code is looked up in that part's catalog first, then the shell's,
then the other parts' (gettext's fallbacks), so a game's own "Pass" or "Start" is never the
shell's or another game's, and a word one part marks and another shows is still found.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from regicide.i18n.pseudo import PLACEHOLDER, pseudo
from regicide.support.files import identity
from regicide.support.resources import resource_root

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog, Message

# Babel is imported where a catalog is read (below), not here: English, the words themselves,
# starts without it.

#: The shell's part: every word outside a game's own package.
APP = "app"
ENGLISH = "en"
#: The test language: every message of the template accented and longer (pseudo.py).
PSEUDO = "pseudo"
#: A language folder's name: "de", "pt_BR", "zh_Hant".
LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(?:_[A-Za-z]{2,4})?$")


class CatalogError(Exception):
    """A catalog that cannot be used; the message says which and why."""


def locale_dir() -> Path:
    """regicide/locale: the template and one folder per language (bundled by the app build)."""
    return resource_root() / "regicide" / "locale"


def template_path(root: Path | None = None, part: str = APP) -> Path:
    return (root or locale_dir()) / f"{part}.pot"


def po_path(language: str, root: Path | None = None, part: str = APP) -> Path:
    return (root or locale_dir()) / language / "LC_MESSAGES" / f"{part}.po"


def template_parts(root: Path | None = None) -> tuple[str, ...]:
    """The parts with a template, the shell's first."""
    folder = root or locale_dir()
    found = {path.stem for path in folder.glob("*.pot")} if folder.is_dir() else set()
    return _ordered(found)


def language_parts(language: str, root: Path | None = None) -> tuple[str, ...]:
    """The parts `language` has a catalog of (a `.po` or a compiled `.mo`), the shell's first."""
    folder = (root or locale_dir()) / language / "LC_MESSAGES"
    found = {path.stem for path in folder.glob("*.[mp]o")} if folder.is_dir() else set()
    return _ordered(found)


def _ordered(parts: set[str]) -> tuple[str, ...]:
    return tuple(sorted(parts, key=lambda part: (part != APP, part)))


def catalog_languages(root: Path | None = None) -> tuple[str, ...]:
    """Every language with a catalog of any part (a `.po` or a compiled `.mo`), sorted."""
    folder = root or locale_dir()
    if not folder.is_dir():
        return ()
    found = {
        path.parent.parent.name
        for path in folder.glob("*/LC_MESSAGES/*.[mp]o")
        if LANGUAGE_CODE.match(path.parent.parent.name)
    }
    return tuple(sorted(found - {ENGLISH}))


def languages(root: Path | None = None) -> tuple[str, ...]:
    """English and every language with a catalog: what Settings offers."""
    return (ENGLISH, *catalog_languages(root))


def read_catalog(language: str, root: Path | None = None, part: str = APP) -> Catalog:
    """A language's catalog of one part: its `.mo` when it is at least as new as its `.po`,
    else the `.po` itself (a source checkout not yet compiled). Raises CatalogError."""
    from babel.messages.mofile import read_mo  # noqa: PLC0415 - only for another language
    from babel.messages.pofile import read_po  # noqa: PLC0415

    po = po_path(language, root, part)
    mo = po.with_suffix(".mo")
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            with mo.open("rb") as file:
                return read_mo(file)
        if po.is_file():
            with po.open("rb") as file:
                return read_po(file, locale=language, abort_invalid=True)
    except Exception as error:  # a broken file may raise anything from struct to ValueError
        raise CatalogError(f"the {language} catalog cannot be read ({error})") from error
    raise CatalogError(f"no catalog for the language '{language}'")


def placeholders(text: str) -> list[str]:
    """The placeholders of a message, sorted: what each translation must keep."""
    return sorted(PLACEHOLDER.findall(text))


def forms(text: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """A message's English or translation as its forms: one, or one per plural form (Babel
    gives a plural's forms as a tuple, or as a list when it reads a `.mo`)."""
    if isinstance(text, (tuple, list)):
        return tuple(text)
    return (text or "",)


def mismatched(message: Message) -> bool:
    """Whether a translation's placeholders differ from its English."""
    wanted = placeholders(forms(message.id)[-1])
    return any(text and placeholders(text) != wanted for text in forms(message.string))


def compiled_of(catalog: Catalog) -> tuple[bytes, list[str]]:
    """A Babel catalog compiled (a `.mo`'s bytes) without its fuzzy or mismatched messages; and
    the English of the messages dropped for a mismatch."""
    from babel.messages.mofile import write_mo  # noqa: PLC0415 - only for another language

    dropped = []
    for message in list(catalog):
        if message.id and mismatched(message):
            dropped.append(forms(message.id)[0])
            catalog.delete(message.id, message.context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    compiled = buffer.getvalue()
    gettext.GNUTranslations(io.BytesIO(compiled))  # raises here for a catalog gettext refuses
    return compiled, dropped


@dataclass(frozen=True)
class Lookups:
    """A language's translations, one lookup per part: the part's own catalog first, then the
    shell's, then the other parts' in turn. Code outside every part with a catalog (the shell,
    a game that marks no words) asks the shell's lookup."""

    chains: Mapping[str, gettext.NullTranslations]

    def of(self, part: str) -> gettext.NullTranslations:
        """The lookup for words asked for by `part`'s code."""
        return self.chains.get(part) or self.chains.get(APP) or _NONE


#: No translations: the English words themselves.
_NONE = gettext.NullTranslations()
ENGLISH_WORDS = Lookups({})


def chained(compiled: Mapping[str, bytes]) -> Lookups:
    """Each part's lookup from every part's compiled catalog: its own first, then the shell's,
    then the others' (each chain has its own gettext objects: a fallback is set on one).
    Built once for the same catalogs: switching languages back and forth parses nothing."""
    return _chained(tuple(sorted(compiled.items())))


@lru_cache(maxsize=16)
def _chained(catalogs: tuple[tuple[str, bytes], ...]) -> Lookups:
    """`chained`'s work, remembered by the compiled catalogs themselves (no chain is changed
    once built, so one is shared safely)."""
    compiled = dict(catalogs)
    order = _ordered(set(compiled))
    chains: dict[str, gettext.NullTranslations] = {}
    for part in {*order, APP}:
        first = [part, APP] if part != APP else [APP]
        sequence = [*(name for name in first if name in compiled)]
        sequence += [name for name in order if name not in sequence]
        chain = None
        for name in sequence:
            translations = gettext.GNUTranslations(io.BytesIO(compiled[name]))
            if chain is None:
                chain = translations
            else:
                chain.add_fallback(translations)
        if chain is not None:
            chains[part] = chain
    return Lookups(chains)


def pseudo_catalog(root: Path | None = None, part: str = APP) -> Catalog:
    """A part's template with every message in the pseudo-language (English plural rules)."""
    from babel.messages.catalog import Catalog  # noqa: PLC0415 - only for the tests' language
    from babel.messages.pofile import read_po  # noqa: PLC0415

    try:
        with template_path(root, part).open("rb") as file:
            template = read_po(file)
    except Exception as error:
        raise CatalogError(f"the template cannot be read ({error})") from error
    catalog = Catalog(locale=ENGLISH)
    for message in template:
        if not message.id:
            continue
        ids = forms(message.id)
        string = tuple(pseudo(text) for text in ids)
        catalog.add(message.id, string if len(string) > 1 else string[0], context=message.context)
    return catalog


def load(language: str, root: Path | None = None) -> tuple[Lookups, str | None]:
    """The translations of `language` (every part it has, one lookup per part: `Lookups`) and
    a problem to tell the player, if any. English has no translations; a language without a
    catalog gives English, and a part whose catalog is broken leaves that part's words English."""
    if language == ENGLISH:
        return ENGLISH_WORDS, None
    parts = template_parts(root) if language == PSEUDO else language_parts(language, root)
    if not parts:
        problem = f"no catalog for the language '{language}'; the words stay English"
        return ENGLISH_WORDS, problem
    compiled: dict[str, bytes] = {}
    problems: list[str] = []
    dropped: list[str] = []
    for part in parts:
        try:
            compiled[part], lost = _part(language, root, part)
        except CatalogError as problem:
            problems.append(str(problem))
            continue
        dropped += lost
    return chained(compiled), _notice(language, problems, dropped)


def _part(language: str, root: Path | None, part: str) -> tuple[bytes, tuple[str, ...]]:
    """One part's compiled translations and the English of the messages dropped for a
    mismatch; raises CatalogError for a catalog that cannot be read or compiled. Read once
    while its files stay as they are (switching languages back and forth reads nothing)."""
    return _compiled_part(language, root, part, _fingerprint(language, root, part))


#: A catalog file's `identity` (what changes when it is written), hashable: a cache key.
FileState = tuple[int, ...] | None


def _fingerprint(language: str, root: Path | None, part: str) -> tuple[FileState, ...]:
    """The state of every file a part's catalog is read from: a change to any reads it again."""
    po = po_path(language, root, part)
    paths = [template_path(root, part)] if language == PSEUDO else [po, po.with_suffix(".mo")]
    return tuple(None if (state := identity(path)) is None else tuple(state) for path in paths)


@lru_cache(maxsize=64)
def _compiled_part(
    language: str, root: Path | None, part: str, fingerprint: tuple[FileState, ...]
) -> tuple[bytes, tuple[str, ...]]:
    """`_part`'s reading, remembered by the files' state (a failure is not remembered)."""
    del fingerprint  # only the cache's key
    if language == PSEUDO:
        catalog = pseudo_catalog(root, part)
    else:
        catalog = read_catalog(language, root, part)
    try:
        compiled, dropped = compiled_of(catalog)
    except Exception as error:  # write_mo or gettext on a catalog read but inconsistent
        raise CatalogError(f"the {language} catalog is broken ({error})") from error
    return compiled, tuple(dropped)


def _notice(language: str, problems: list[str], dropped: list[str]) -> str | None:
    """The one line a player is told of a language's catalogs, if anything is wrong."""
    if problems:
        return f"{problems[0]}; its words stay English"
    if dropped:
        return (
            f"the {language} catalog has {len(dropped)} translation(s) whose placeholders differ "
            f"from the English (first: {dropped[0]!r}); those stay English"
        )
    return None
