"""`python -m regicide.i18n.extracting` (what `run.py extract` runs, issue 35): each part's
template from the source, then every language's catalog of that part brought up to it (new
words empty, changed ones fuzzy, gone ones dropped); run.py runs the check after it.

A part is the shell (`app`: every module outside a game's package) or one game package under
regicide/games/ (catalogs.py): a new game's words get their own catalogs with no change here.
The output is a function of the source alone (a template keeps its creation date), so two
branches that extract the same words write the same files.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, write_po

from regicide.i18n.catalogs import (
    APP,
    ENGLISH,
    LANGUAGE_CODE,
    catalog_languages,
    locale_dir,
    po_path,
    template_path,
)

#: How each source file is read: every Python module, with gettext's keywords.
METHODS = [("**.py", "python")]
#: Data files whose words a part shows, from the repository's root: a tutorial's steps (their
#: `title` and `text`, the text's lines joined as the lesson reads them).
TUTORIALS: dict[str, tuple[str, ...]] = {"regicide": ("assets/tutorial/tutorial.yaml",)}
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "Regicide"
HOLDER = "the Regicide contributors"
#: A message as the extractor gives it: its file (from the repository), line, English (a
#: tuple for a plural), translator comments and context.
Extracted = tuple[str, int, str | tuple[str, ...], list[str], str | None]


def game_folders(source: Path) -> dict[str, Path]:
    """Each game package under `source`/games (the `regicide` package): its part's name and
    folder."""
    games = source / "games"
    if not games.is_dir():
        return {}
    return {
        folder.name: folder
        for folder in sorted(games.iterdir())
        if (folder / "__init__.py").is_file()
    }


def source_parts(source: Path) -> tuple[str, ...]:
    """Every part the source has: the shell's and one per game package."""
    return (APP, *game_folders(source))


def extract_part(source: Path, part: str) -> Iterator[Extracted]:
    """Every message the source marks in `part`, located from the repository's root."""
    games = game_folders(source)
    if part == APP:
        inside = {str(folder.resolve()) for folder in games.values()}
        folder = source

        def wanted(path: str) -> bool:
            return _source_folder(path) and str(Path(path).resolve()) not in inside
    else:
        folder = games[part]
        wanted = _source_folder
    found = extract_from_dir(
        str(folder),
        METHODS,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=False,
        directory_filter=wanted,
    )
    for filename, lineno, message, comments, context in found:
        located = os.path.relpath(folder / filename, source.parent).replace(os.sep, "/")
        yield located, lineno, message, comments, context
    for name in TUTORIALS.get(part, ()):
        yield from tutorial_words(source.parent, name)


def tutorial_words(root: Path, name: str) -> Iterator[Extracted]:
    """Each step's title and text of the tutorial file `name` (under `root`), as the lesson
    shows them (regicide/games/regicide/ui/lesson.py: the text's lines joined by spaces)."""
    path = root / name
    if not path.is_file():
        return
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    steps = data.get("steps") if isinstance(data, dict) else None
    for step in steps if isinstance(steps, list) else []:
        for key in ("title", "text"):
            words = step.get(key) if isinstance(step, dict) else None
            if isinstance(words, str):
                yield name, 0, " ".join(words.split()), [], None


def _source_folder(path: str) -> bool:
    """A folder of the source, not a cache or a hidden one (`__pycache__`, `.mypy_cache`)."""
    return not os.path.basename(path).startswith((".", "_"))


def template(source: Path, part: str, previous: Catalog | None = None) -> Catalog:
    """A part's template: every message it marks, with its files and translator comments; the
    creation date of the `previous` template, when there is one."""
    catalog = Catalog(project=PROJECT, copyright_holder=HOLDER)
    if previous is not None:
        catalog.creation_date = previous.creation_date
    for located, lineno, message, comments, context in extract_part(source, part):
        catalog.add(message, None, [(located, lineno)], auto_comments=comments, context=context)
    return catalog


def written(catalog: Catalog) -> bytes:
    """A catalog as its file: sorted, every message's files without line numbers (a moved line
    changes no catalog), lines never wrapped, nothing obsolete kept."""
    buffer = io.BytesIO()
    write_po(
        buffer,
        catalog,
        width=None,  # type: ignore[arg-type]  # Babel's own "no wrapping"
        sort_output=True,
        ignore_obsolete=True,
        include_lineno=False,
    )
    return buffer.getvalue()


def _read(path: Path, locale: str | None = None) -> Catalog | None:
    if not path.is_file():
        return None
    with path.open("rb") as file:
        return read_po(file, locale=locale, abort_invalid=True)


def _write(path: Path, content: bytes) -> None:
    """Writes `content` unless the file already holds it (no new modification time)."""
    if path.is_file() and path.read_bytes() == content:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def update_part(source: Path, root: Path, part: str, languages: Iterable[str]) -> None:
    """Writes a part's template and brings each language's catalog of it up to date; a part
    that marks no words has no template and no catalogs."""
    path = template_path(root, part)
    fresh = template(source, part, _read(path))
    if not any(message.id for message in fresh):
        path.unlink(missing_ok=True)
        for language in languages:
            po_path(language, root, part).unlink(missing_ok=True)
        return
    _write(path, written(fresh))
    for language in languages:
        target = po_path(language, root, part)
        catalog = _read(target, language) or Catalog(
            locale=language, domain=part, project=PROJECT, copyright_holder=HOLDER, fuzzy=False
        )
        catalog.update(fresh, update_header_comment=False)
        _write(target, written(catalog))


def language_folders(root: Path) -> tuple[str, ...]:
    """Every language with a folder for its catalogs, even an empty one (a language begun)."""
    begun = {
        folder.parent.name
        for folder in root.glob("*/LC_MESSAGES")
        if folder.is_dir() and LANGUAGE_CODE.match(folder.parent.name)
    }
    return tuple(sorted((begun | set(catalog_languages(root))) - {ENGLISH}))


def extract_all(source: Path, root: Path) -> None:
    """Every part's template and catalogs, from `source` (the `regicide` package) into `root`."""
    languages = language_folders(root)
    for part in source_parts(source):
        update_part(source, root, part, languages)


def main() -> int:
    extract_all(Path(__file__).resolve().parents[1], locale_dir())
    return 0


if __name__ == "__main__":
    sys.exit(main())
