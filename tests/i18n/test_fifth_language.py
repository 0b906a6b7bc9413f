"""A fifth language needs no code (issue 35): catalogs for Italian begun from the templates
as docs/translating.md says (`run.py extract` starts a new language's catalogs from them),
translated (here: each English message marked), pass the catalog check, and then Settings
offers Italian by its own name, choosing it speaks it at once, and days and numbers are
written as Italian writes them: nothing in the code names a language."""

from __future__ import annotations

import io
import shutil
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from babel import Locale
from babel.dates import format_skeleton
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from regicide.i18n import _, language, language_name, long_day, use_language
from regicide.i18n import catalogs as catalog_files
from regicide.i18n.catalogs import po_path, template_parts, template_path
from regicide.i18n.check import problems
from regicide.i18n.extracting import written
from regicide.store.settings import load_settings
from regicide.ui.scenes.settings import Setting, SettingsScene
from tests.ui.driver import Ui

NEW = "it"
MARK = "‹it› "  # what the test's translator writes before each English message


def _marked(message_id: str | tuple[str, ...], forms: int) -> str | tuple[str, ...]:
    """The translation the test writes: the English, marked (every plural form too)."""
    if isinstance(message_id, str):
        return MARK + message_id
    return tuple(MARK + message_id[min(form, 1)] for form in range(forms))


def _begin_and_translate(root: Path) -> None:
    """What a translator does (docs/translating.md, steps 1 to 3): the language's folder, its
    catalogs begun from each part's template (as `run.py extract` begins them), and every
    message translated."""
    for part in template_parts(root):
        with template_path(root, part).open("rb") as file:
            template = read_po(file)
        catalog = Catalog(locale=NEW, domain=part, fuzzy=False)
        catalog.update(template, update_header_comment=False)
        for message in catalog:
            if message.id:
                message.string = _marked(message.id, catalog.num_plurals)
        path = po_path(NEW, root, part)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(written(catalog))


@pytest.fixture
def italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The shipped catalogs and a new language's, in a locale folder of the test's own."""
    root = tmp_path / "locale"
    shutil.copytree(catalog_files.locale_dir(), root, ignore=shutil.ignore_patterns("*.mo"))
    _begin_and_translate(root)
    monkeypatch.setattr(catalog_files, "locale_dir", lambda: root)
    yield root
    use_language("en")


def test_the_new_catalogs_pass_the_check(italian: Path) -> None:
    assert problems(italian) == []
    with po_path(NEW, italian).open("rb") as file:
        header = read_po(io.BytesIO(file.read()), locale=NEW)
    assert header.plural_forms == Catalog(locale=NEW).plural_forms  # Babel's rule for it


def _language_row(scene: SettingsScene) -> Setting:
    return next(
        row
        for row in scene.laid_out()
        if isinstance(row, Setting) and row.adjust == scene._language
    )


def test_settings_offer_it_by_its_own_name_and_speak_it_at_once(italian: Path, ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Settings")
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    own_name = Locale.parse(NEW).get_display_name(NEW) or ""
    assert language_name(NEW).lower() == own_name.lower()
    assert language_name(NEW) in scene._language_values()
    for _step in range(6):
        row = _language_row(scene)
        if language() == NEW:
            break
        ui.click((row.rect.right - 10, row.rect.centery))  # the next language
    assert language() == NEW == ui.ctx.settings.language
    ui.step()
    row = _language_row(scene)
    assert (row.name, row.value) == (MARK + "Language", language_name(NEW))
    assert _("Back") == MARK + "Back"
    assert load_settings(ui.ctx.settings_file) == (load_settings(ui.ctx.settings_file)[0], None)
    assert load_settings(ui.ctx.settings_file)[0].language == NEW


def test_days_are_written_as_the_new_language_writes_them(italian: Path) -> None:
    assert use_language(NEW) is None
    day = date(2026, 11, 25)
    assert long_day(day) == format_skeleton("yMMMd", day, locale=NEW)
