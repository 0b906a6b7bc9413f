"""`run.py lint`'s catalog check (issue 35): the template holds what the source marks, and each
language's catalog is complete, not fuzzy, with the English placeholders."""

from __future__ import annotations

import io
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from regicide.i18n.catalogs import po_path, template_path
from regicide.i18n.check import problems, typography_problems

SOURCE = Path(__file__).resolve().parents[2] / "regicide"


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())


def _tree(tmp_path: Path, translations: dict[str, str], fuzzy: tuple[str, ...] = ()) -> Path:
    template = Catalog()
    for english in ("Back", "How to play {game}"):
        template.add(english)
    template.add(("{count} card", "{count} cards"))
    _write(template_path(tmp_path), template)
    catalog = Catalog(locale="fr")
    for english, translated in translations.items():
        flags = ("fuzzy",) if english in fuzzy else ()
        catalog.add(english, translated, flags=flags)
    catalog.add(
        ("{count} card", "{count} cards"), ("{count} carte", "{count} de cartes", "{count} cartes")
    )
    _write(po_path("fr", tmp_path), catalog)
    return tmp_path


def test_the_shipped_catalogs_are_complete_and_the_template_current() -> None:
    assert problems(source=SOURCE) == []


def test_a_complete_catalog_passes(tmp_path: Path) -> None:
    root = _tree(tmp_path, {"Back": "Retour", "How to play {game}": "Comment jouer à {game}"})
    assert problems(root) == []


def test_missing_fuzzy_stray_and_mismatched_translations_are_each_told(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {"Back": "Retour", "How to play {game}": "Comment jouer à {jeu}", "Old words": "Vieux"},
        fuzzy=("Back",),
    )
    found = problems(root)
    assert len(found) == 3, found
    assert any("'Back' is fuzzy" in line for line in found)
    assert any("{jeu}" in line and "{game}" in line for line in found)
    assert any("'Old words' is not in the template" in line for line in found)
    _write(po_path("fr", root), Catalog(locale="fr"))
    assert sum("no translation yet" in line for line in problems(root)) == 3


def test_french_keeps_its_typography(tmp_path: Path) -> None:
    """A plain space before a colon lets a line wrap before it (read in real French windows:
    'Vous gagnez : …' among '\u00a0:' elsewhere), and a straight apostrophe sat among curly
    ones: the lint check names both; a no-break space and '’' pass."""
    root = _tree(tmp_path, {"Back": "Retour :", "How to play {game}": "Jouer à l'{game} ?"})
    found = problems(root)
    assert len(found) == 3, found
    assert sum("no-break space" in line for line in found) == 2
    assert any("apostrophe" in line and "How to play" in line for line in found)
    kept = {"Back": "Retour\u00a0:", "How to play {game}": "Jouer à l’{game}\u00a0?"}
    assert problems(_tree(tmp_path, kept)) == []


def test_a_plural_needs_every_form_of_its_language(tmp_path: Path) -> None:
    root = _tree(tmp_path, {"Back": "Retour", "How to play {game}": "Comment jouer à {game}"})
    catalog = Catalog(locale="fr")
    catalog.add("Back", "Retour")
    catalog.add("How to play {game}", "Comment jouer à {game}")
    catalog.add(("{count} card", "{count} cards"), ("{count} carte", "{count} cartes"))
    _write(po_path("fr", root), catalog)
    found = problems(root)
    assert len(found) == 1 and "{count} card" in found[0], found
    assert "plural forms" in found[0] or "every form" in found[0]


def test_words_the_source_marks_must_be_in_the_template(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    (source / "scene.py").write_text('from regicide.i18n import _\nLABEL = _("Deal again")\n')
    root = _tree(tmp_path, {"Back": "Retour", "How to play {game}": "Comment jouer à {game}"})
    found = problems(root, source)
    assert any("lacks 'Deal again'" in line for line in found)
    assert any("holds 'Back'" in line for line in found)


def test_a_plural_rule_gettext_cannot_read_is_told(tmp_path: Path) -> None:
    """A French typography pass once put a no-break space before the rule's "?" and ":":
    gettext then refused the whole catalog and every French word stayed English."""
    root = _tree(tmp_path, {"Back": "Retour", "How to play {game}": "Comment jouer à {game}"})
    path = po_path("fr", root)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(" ? ", "\u00a0? ", 1), encoding="utf-8")
    assert any("Plural-Forms" in line for line in problems(root))


def test_spanish_puts_a_comma_before_pero() -> None:
    """Read in a real Spanish window: 'Tenías que descartar 10 pero no te quedaban cartas'
    lacked the comma the RAE asks before 'pero' joining two clauses."""
    english = "You had to discard {due} but had no cards left."
    bare = "Tenías que descartar {due} pero no te quedaban cartas."
    assert len(list(typography_problems("es", english, [bare]))) == 1
    kept = ["Tenías que descartar {due}, pero no te quedaban cartas.", "Pero ya no quedan."]
    assert list(typography_problems("es", english, kept)) == []
