"""Where the catalogs are and how one is read (issue 35): GNU gettext, `.po` sources in
regicide/locale/<language>/LC_MESSAGES/regicide.po, `.mo` compiled by Babel (run.py, the app
build). A catalog is checked as it is read: a translation whose placeholders differ from the
English is dropped (that message stays English) rather than crash when it is formatted.
"""

from __future__ import annotations

import gettext
import io
import re
from pathlib import Path
from typing import TYPE_CHECKING

from regicide.i18n.pseudo import PLACEHOLDER, pseudo
from regicide.support.resources import resource_root

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog, Message

# Babel is imported where a catalog is read (below), not here: English, the words themselves,
# starts without it.

DOMAIN = "regicide"
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


def template_path(root: Path | None = None) -> Path:
    return (root or locale_dir()) / f"{DOMAIN}.pot"


def po_path(language: str, root: Path | None = None) -> Path:
    return (root or locale_dir()) / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalog_languages(root: Path | None = None) -> tuple[str, ...]:
    """Every language with a catalog (a `.po` or a compiled `.mo`), sorted."""
    folder = root or locale_dir()
    if not folder.is_dir():
        return ()
    found = {
        path.parent.parent.name
        for path in folder.glob(f"*/LC_MESSAGES/{DOMAIN}.[mp]o")
        if LANGUAGE_CODE.match(path.parent.parent.name)
    }
    return tuple(sorted(found - {ENGLISH}))


def languages(root: Path | None = None) -> tuple[str, ...]:
    """English and every language with a catalog: what Settings offers."""
    return (ENGLISH, *catalog_languages(root))


def read_catalog(language: str, root: Path | None = None) -> Catalog:
    """A language's catalog: its `.mo` when it is at least as new as its `.po`, else the `.po`
    itself (a source checkout not yet compiled). Raises CatalogError."""
    from babel.messages.mofile import read_mo  # noqa: PLC0415 - only for another language
    from babel.messages.pofile import read_po  # noqa: PLC0415

    po = po_path(language, root)
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


def translations_of(catalog: Catalog) -> tuple[gettext.GNUTranslations, list[str]]:
    """gettext's translations of a Babel catalog, without its fuzzy or mismatched messages;
    and the English of the messages dropped for a mismatch."""
    from babel.messages.mofile import write_mo  # noqa: PLC0415 - only for another language

    dropped = []
    for message in list(catalog):
        if message.id and mismatched(message):
            dropped.append(forms(message.id)[0])
            catalog.delete(message.id, message.context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer), dropped


def pseudo_catalog(root: Path | None = None) -> Catalog:
    """The template with every message in the pseudo-language (English plural rules)."""
    from babel.messages.catalog import Catalog  # noqa: PLC0415 - only for the tests' language
    from babel.messages.pofile import read_po  # noqa: PLC0415

    try:
        with template_path(root).open("rb") as file:
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


def load(language: str, root: Path | None = None) -> tuple[gettext.NullTranslations, str | None]:
    """The translations of `language` and a problem to tell the player, if any: English (no
    translations) for English, for a language without a catalog and for a broken catalog."""
    if language == ENGLISH:
        return gettext.NullTranslations(), None
    try:
        catalog = pseudo_catalog(root) if language == PSEUDO else read_catalog(language, root)
        translations, dropped = translations_of(catalog)
    except CatalogError as problem:
        return gettext.NullTranslations(), f"{problem}; the words stay English"
    except Exception as error:  # write_mo or gettext on a catalog read but inconsistent
        return (
            gettext.NullTranslations(),
            f"the {language} catalog is broken ({error}); the words stay English",
        )
    if dropped:
        return translations, (
            f"the {language} catalog has {len(dropped)} translation(s) whose placeholders differ "
            f"from the English (first: {dropped[0]!r}); those stay English"
        )
    return translations, None
