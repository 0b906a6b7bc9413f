"""Compile every catalog's `.mo` (each language's every part) from its `.po` with Babel
(issue 35): run.py does it at every setup and command, the app build before it bundles
regicide/locale. Only a missing or older `.mo` is written; the `.mo` files are never committed
(.gitignore).

    python -m regicide.i18n.compiling      (what run.py runs)
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from regicide.i18n.catalogs import locale_dir


def stale(root: Path) -> list[Path]:
    """The `.po` files whose `.mo` is missing or older."""
    found = []
    for po in sorted(root.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if not mo.is_file() or mo.stat().st_mtime < po.stat().st_mtime:
            found.append(po)
    return found


def orphans(root: Path) -> list[Path]:
    """The `.mo` files whose `.po` is gone (a catalog renamed or removed in the source)."""
    return [
        mo for mo in sorted(root.glob("*/LC_MESSAGES/*.mo")) if not mo.with_suffix(".po").exists()
    ]


def compile_catalogs(root: Path | None = None) -> list[str]:
    """Write the `.mo` of every stale catalog (fuzzy translations left out, as gettext
    does) and remove those whose source is gone; returns a line for each catalog that could not
    be compiled."""
    root = root or locale_dir()
    for mo in orphans(root):
        mo.unlink(missing_ok=True)
    problems = []
    for po in stale(root):
        language = po.parent.parent.name
        try:
            with po.open("rb") as source:
                catalog = read_po(source, locale=language, abort_invalid=True)
            with po.with_suffix(".mo").open("wb") as target:
                write_mo(target, catalog)
        except Exception as error:  # a broken .po: say which, compile the others
            po.with_suffix(".mo").unlink(missing_ok=True)
            problems.append(f"{po}: {error}")
    return problems


def main() -> int:
    problems = compile_catalogs()
    for problem in problems:
        print(f"catalog not compiled: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
