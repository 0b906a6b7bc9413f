"""The translation seam (issue 35): gettext catalogs read with Babel, plural forms and dates
from Babel's locale data, English when a catalog is missing or broken, and a translation whose
placeholders differ from the English dropped rather than crash."""

from __future__ import annotations

import io
import os
import struct
from datetime import date
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

from regicide.i18n import (
    SYSTEM,
    _,
    language,
    language_name,
    ngettext,
    resolve,
    short_day,
    use_language,
    word_list,
)
from regicide.i18n.catalogs import load, po_path
from regicide.i18n.compiling import compile_catalogs, stale

THEMES = ("{count} theme could not be loaded:", "{count} themes could not be loaded:")


def _themes(count: int) -> str:
    return ngettext(*THEMES, count).format(count=count)


def test_english_is_the_words_themselves() -> None:
    assert use_language("en") is None
    assert (_("Back"), _themes(1), _themes(2)) == (
        "Back",
        "1 theme could not be loaded:",
        "2 themes could not be loaded:",
    )


@pytest.mark.parametrize(
    ("code", "back", "about"),
    [("de", "Zurück", "Über"), ("fr", "Retour", "À propos"), ("es", "Volver", "Acerca de")],
)
def test_each_catalog_speaks_its_language(code: str, back: str, about: str) -> None:
    assert use_language(code) is None
    assert (language(), _("Back"), _("About")) == (code, back, about)
    assert _("How to play {game}").format(game="Claim").count("Claim") == 1


def test_plural_forms_follow_each_language_s_rules() -> None:
    """German has two forms; French takes 0 as singular and a million with "de"."""
    use_language("de")
    assert _themes(1).startswith("1 Design ") and _themes(2).startswith("2 Designs ")
    use_language("fr")
    assert _themes(0).startswith("0 thème ") and _themes(1).startswith("1 thème ")
    assert _themes(2).startswith("2 thèmes ")
    assert _themes(1_000_000).startswith("1000000 de thèmes ")


def test_days_and_lists_are_written_as_each_language_writes_them() -> None:
    day = date(2026, 11, 25)
    expected = {"en": "25 Nov", "de": "25. Nov.", "fr": "25 nov.", "es": "25 nov"}
    for code, written in expected.items():
        use_language(code)
        assert short_day(day) == written
    use_language("de")
    assert word_list(["Regicide", "Claim", "Baisch"]) == "Regicide, Claim und Baisch"


def test_each_language_is_named_in_itself() -> None:
    names = [language_name(code) for code in ("en", "de", "fr", "es")]
    assert names == ["English", "Deutsch", "Français", "Español"]


def test_a_language_without_a_catalog_stays_english_with_one_notice() -> None:
    problem = use_language("pt")
    assert problem is not None and "pt" in problem
    assert (language(), _("Back")) == ("en", "Back")


def test_system_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de_AT:fr")
    assert resolve(SYSTEM) == "de"
    monkeypatch.setenv("LANGUAGE", "pt_BR:es")
    assert resolve(SYSTEM) == "es"
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    assert resolve(SYSTEM) == "en"


# --- catalogs on disk: missing, broken, mismatched, compiled ----------------------------


def _catalog(strings: dict[str | tuple[str, str], str | tuple[str, ...]]) -> Catalog:
    catalog = Catalog(locale="de")
    for english, translated in strings.items():
        catalog.add(english, translated)
    return catalog


def _write_po(root: Path, catalog: Catalog, code: str = "de") -> Path:
    path = po_path(code, root)
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())
    return path


def test_a_po_is_read_itself_until_it_is_compiled(tmp_path: Path) -> None:
    po = _write_po(tmp_path, _catalog({"Back": "Zurück"}))
    lookups, problem = load("de", tmp_path)
    translations = lookups.of("app")
    assert problem is None and translations.gettext("Back") == "Zurück"
    assert compile_catalogs(tmp_path) == [] and stale(tmp_path) == []
    assert po.with_suffix(".mo").is_file()
    _write_po(tmp_path, _catalog({"Back": "Zurück!"}))  # edited after compiling: newer
    os.utime(po, (po.stat().st_atime, po.with_suffix(".mo").stat().st_mtime + 10))
    assert stale(tmp_path) == [po]
    assert load("de", tmp_path)[0].of("app").gettext("Back") == "Zurück!"


def test_a_compiled_catalog_whose_source_is_gone_is_removed(tmp_path: Path) -> None:
    _write_po(tmp_path, _catalog({"Back": "Zurück"}))
    gone = po_path("de", tmp_path, "gone").with_suffix(".mo")
    with gone.open("wb") as file:
        write_mo(file, _catalog({"Back": "Old"}))
    assert compile_catalogs(tmp_path) == [] and not gone.exists()
    assert load("de", tmp_path)[0].of("app").gettext("Back") == "Zurück"


def test_a_compiled_mo_is_read_when_it_is_current(tmp_path: Path) -> None:
    po = _write_po(tmp_path, _catalog({"Back": "Zurück"}))
    with po.with_suffix(".mo").open("wb") as file:
        write_mo(file, _catalog({"Back": "Zurück (mo)"}))
    os.utime(po, (0, 0))
    assert load("de", tmp_path)[0].of("app").gettext("Back") == "Zurück (mo)"


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01 not a catalog",
        b'msgid "Back"\nmsgid "Again"\nmsgstr "Zur"\n',
        b'msgid "Back"\nmsgstr "Z\xff\xfe"\n',
        b"\xde\x12\x04\x95" + struct.pack("<IIIII", 0, 5, 28, 68, 0),  # cut short
    ],
)
def test_a_broken_catalog_leaves_english_and_one_notice(tmp_path: Path, content: bytes) -> None:
    path = po_path("de", tmp_path)
    path.parent.mkdir(parents=True)
    target = path.with_suffix(".mo") if content.startswith(b"\xde") else path
    target.write_bytes(content)
    lookups, problem = load("de", tmp_path)
    translations = lookups.of("app")
    assert translations.gettext("Back") == "Back"
    assert problem is not None and problem.count("\n") == 0 and "English" in problem


def test_a_broken_catalog_is_not_compiled_and_the_others_are(tmp_path: Path) -> None:
    _write_po(tmp_path, _catalog({"Back": "Zurück"}))
    broken = po_path("fr", tmp_path)
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"garbage\n")
    problems = compile_catalogs(tmp_path)
    assert len(problems) == 1 and "fr" in problems[0]
    assert po_path("de", tmp_path).with_suffix(".mo").is_file()
    assert not broken.with_suffix(".mo").exists()


def test_a_translation_whose_placeholders_differ_stays_english(tmp_path: Path) -> None:
    """Formatting it would raise KeyError: the message falls back, the rest is kept."""
    catalog = _catalog(
        {
            "Daily deal · {day}": "Tägliches Spiel · {tag}",
            "Back": "Zurück",
            THEMES: ("{count} Design", "{count} Designs"),
        }
    )
    _write_po(tmp_path, catalog)
    lookups, problem = load("de", tmp_path)
    translations = lookups.of("app")
    assert translations.gettext("Daily deal · {day}").format(day="25. Nov.")
    assert translations.gettext("Daily deal · {day}") == "Daily deal · {day}"
    assert translations.gettext("Back") == "Zurück"
    assert translations.ngettext(*THEMES, 3) == "{count} Designs"
    assert problem is not None and "Daily deal" in problem
