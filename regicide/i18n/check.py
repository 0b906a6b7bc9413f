"""`python -m regicide.i18n.check` (a step of `run.py lint`, issue 35): each part's template
holds every word the source marks in that part, and every language's catalog of every part is
complete — each message of the template translated (every plural form), none fuzzy, none left
over — with the English placeholders, no more and no fewer. One line per problem; exit 1 when
there is any.
"""

from __future__ import annotations

import gettext
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from regicide.i18n.catalogs import (
    catalog_languages,
    forms,
    locale_dir,
    placeholders,
    po_path,
    template_parts,
    template_path,
)
from regicide.i18n.extracting import extract_part, source_parts

MessageId = str | tuple[str, ...] | list[str]
Key = tuple[str, str | None]


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale, abort_invalid=True)


def _key(message: Message) -> Key:
    """A message's singular English and context: how the template and a catalog meet."""
    return _singular(message.id), message.context


def _ids(catalog: Catalog) -> dict[Key, Message]:
    return {_key(message): message for message in catalog if message.id}


def extracted(source: Path, part: str) -> set[Key]:
    """The singular English of every message the source marks in `part`."""
    found = set()
    for _, _, message, _, context in extract_part(source, part):
        singular = _singular(message)
        if singular:
            found.add((singular, context))
    return found


def template_problems(template: Catalog, marked: set[Key], name: str) -> list[str]:
    """Words the source marks that the template `name` lacks, and the other way round."""
    held = {_key(message) for message in template if message.id}
    lines = [
        f"{name} lacks {text!r} (run: python3 run.py extract)" for text, _ in sorted(marked - held)
    ]
    lines += [
        f"{name} holds {text!r}, which the source no longer marks (run: python3 run.py extract)"
        for text, _ in sorted(held - marked)
    ]
    return lines


def _singular(message_id: MessageId | None) -> str:
    return forms(message_id)[0]


def catalog_problems(language: str, template: Catalog, catalog: Catalog) -> list[str]:
    """What keeps one language's catalog from being complete and safe to format."""
    held, wanted = _ids(catalog), _ids(template)
    lines = [f"{language}: no translation yet for {key[0]!r}" for key in wanted if key not in held]
    lines += [
        f"{language}: {key[0]!r} is not in the template (run: python3 run.py extract)"
        for key in held
        if key not in wanted
    ]
    for key, message in held.items():
        if key in wanted:
            lines += [f"{language}: {problem}" for problem in message_problems(message, catalog)]
    return lines


# A language's typography, kept by every translation (the rule, then what it asks for).
TYPOGRAPHY: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "fr": (
        (re.compile(r" [:;!?»]|« "), "a no-break space (U+00A0) before : ; ! ? » and after «"),
        (re.compile(r"(?<=\w)'(?=[\w{])"), "the typographic apostrophe (’)"),
    ),
    "es": ((re.compile(r"[^\s,;:] pero\b"), "a comma before 'pero' (RAE)"),),
}


def typography_problems(language: str, english: str, strings: Iterable[str]) -> Iterable[str]:
    """A translation that breaks its language's typography: in French a line may otherwise
    wrap before a colon, and a straight apostrophe sits among curly ones; in Spanish 'pero'
    joining two clauses takes a comma before it."""
    for rule, wanted in TYPOGRAPHY.get(language, ()):
        for text in strings:
            if rule.search(text):
                yield f"{english!r}: {text!r} needs {wanted}"


def message_problems(message: Message, catalog: Catalog) -> Iterable[str]:
    """An incomplete, fuzzy or unsafe translation of one message."""
    english = _singular(message.id)
    strings = forms(message.string)
    if message.fuzzy:
        yield f"{english!r} is fuzzy (check its translation, then remove the fuzzy flag)"
    if message.pluralizable and len(strings) != catalog.num_plurals:
        yield f"{english!r} has {len(strings)} plural forms; the language has {catalog.num_plurals}"
    if any(not text for text in strings):
        yield f"{english!r} is not translated (in every form)"
        return
    wanted = placeholders(forms(message.id)[-1])
    for text in strings:
        if placeholders(text) != wanted:
            found = placeholders(text)
            yield f"{english!r}: {text!r} has the placeholders {found}, the English {wanted}"
    if catalog.locale is not None:
        yield from typography_problems(catalog.locale.language, english, strings)


def problems(root: Path | None = None, source: Path | None = None) -> list[str]:
    """Every problem of the templates and the catalogs under `root`; with `source` (the
    `regicide` package), also of each template against the words the source marks."""
    root = root or locale_dir()
    parts = dict.fromkeys(template_parts(root))
    if source is not None:
        parts.update(dict.fromkeys(source_parts(source)))
    lines = []
    for part in parts:
        lines += part_problems(root, source, part)
    return lines


def part_problems(root: Path, source: Path | None, part: str) -> list[str]:
    """The problems of one part: its template, then each language's catalog of it."""
    name = template_path(root, part).name
    marked = extracted(source, part) if source is not None else None
    if not template_path(root, part).is_file():
        return [f"{name} is missing (run: python3 run.py extract)"] if marked else []
    try:
        template = _read(template_path(root, part))
    except Exception as error:  # a broken template: nothing else of the part can be checked
        return [f"{name} cannot be read ({error}): run python3 run.py extract"]
    lines = template_problems(template, marked, name) if marked is not None else []
    for language in catalog_languages(root):
        lines += language_problems(root, language, part, template)
    return lines


def language_problems(root: Path, language: str, part: str, template: Catalog) -> list[str]:
    """What keeps one language's catalog of one part from being complete and safe."""
    path = po_path(language, root, part)
    if not path.is_file():
        return [f"{language}: no {part} catalog yet (run: python3 run.py extract)"]
    try:
        catalog = _read(path, locale=language)
    except Exception as error:
        return [f"{language}: the {part} catalog cannot be read ({error})"]
    try:  # gettext refuses the whole catalog, every word of the language, over this header
        gettext.c2py(catalog.plural_expr)
    except ValueError as error:
        return [f"{language}: the {part} catalog's Plural-Forms cannot be read ({error})"]
    return catalog_problems(language, template, catalog)


def main() -> int:
    source = Path(__file__).resolve().parents[1]
    found = problems(source=source)
    for line in found:
        print(f"catalog: {line}", file=sys.stderr)
    if not found:
        print(f"catalogs: {', '.join(catalog_languages()) or 'none'} complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
