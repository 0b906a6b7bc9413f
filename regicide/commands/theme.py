"""`regicide theme check PATH`: validate a theme (file or folder) or a card set, for makers.

Exit 0 with a short summary when it can be used; exit 2 with every problem found, one per
line, each naming the file and the key. Never imports pygame (images are checked from their
headers; see `theme_files`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from regicide.support.oneline import one_line, shown_name
from regicide.themes.cardsets import METADATA, CardSet, load_card_set
from regicide.themes.theme import FOLDER_FILE, Theme, ThemeError, name_problem, read_theme

EXIT_OK, EXIT_INVALID = 0, 2


def run_theme_check(path: Path, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Check a theme (file or folder) or a card set as the app reads it; print its summary,
    or every problem (exit 2). A folder's `theme.yaml` is that folder's theme, checked as
    the app loads it (with the files beside it)."""
    out, err = out or sys.stdout, err or sys.stderr
    if path.name == FOLDER_FILE and path.is_file():
        path = path.parent
    unusable = _lookup_problem(path)
    if unusable is not None:
        return _refuse([f"{shown_name(path)}: {unusable}"], err)
    if path.is_dir() and not (path / FOLDER_FILE).exists() and (path / METADATA).exists():
        card_set, problems = load_card_set(path, path.name)
        summary = _card_set_summary(card_set) if card_set is not None else None
    else:
        summary, problems = _check_theme(path)
    if summary is None:
        return _refuse(problems, err)
    print(summary, file=out)
    return EXIT_OK


def _lookup_problem(path: Path) -> str | None:
    """Why `path` cannot even be looked at (None: it can): missing, a name the system refuses
    (too long, a NUL in it), no permission."""
    try:
        path.stat()
    except FileNotFoundError:
        return "no such file or folder"
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    except ValueError:
        return "its name holds a NUL character"
    return None


def _check_theme(path: Path) -> tuple[str | None, list[str]]:
    """A theme's summary, or every problem the app would find with it (its name included)."""
    if path.is_dir() and not (path / FOLDER_FILE).exists():
        needs = f"a theme folder needs a {FOLDER_FILE} (a card set, a {METADATA})"
        return None, [f"{path.name}: {needs}"]
    named = [problem for problem in [name_problem(path)] if problem is not None]
    try:
        theme = read_theme(path)
    except ThemeError as error:
        return None, [*named, *error.problems]
    return (None, named) if named else (_theme_summary(theme), [])


def _refuse(problems: list[str], err: TextIO) -> int:
    for problem in problems:  # one printable line each, whatever the file holds
        print(one_line(problem), file=err)
    count = len(problems)
    print(f"{count} problem{'s' if count != 1 else ''}: not a usable theme", file=err)
    return EXIT_INVALID


def _theme_summary(theme: Theme) -> str:
    by = f" by {theme.author}" if theme.author else ""
    licence = f" ({theme.licence})" if theme.licence else ""
    card_set = theme.cards.image_set
    cards = f"the {card_set.name} card set" if card_set else "drawn cards"
    extras = [f"{theme.table.style} table"]
    if theme.table.texture:
        extras.append("a felt texture")
    if theme.sounds:
        extras.append(f"{len(theme.sounds)} own sound(s)")
    return f"{theme.key}: the theme '{theme.name}'{by}{licence} is valid: {cards}, " + ", ".join(
        extras
    )


def _card_set_summary(card_set: CardSet) -> str:
    by = f" by {card_set.author}" if card_set.author else ""
    jesters = "with a Jester" if card_set.has_jesters else "the drawn Jester"
    return (
        f"{card_set.folder.name}: the card set '{card_set.name}'{by} is valid: "
        f"{len(card_set.images)} images, {jesters}"
    )


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    theme = commands.add_parser(
        "theme",
        help="check a theme or card set (themes/README.md)",
        description="theme check PATH: validate a theme (a .yaml file or a folder with "
        "theme.yaml) or a card set folder. Exit 0 if it can be used, 2 with every problem.",
    )
    theme.add_argument("action", choices=("check",), help="what to do")
    theme.add_argument("path", type=Path, help="the theme file or folder, or a card set folder")
    theme.set_defaults(run=lambda args: run_theme_check(args.path))
