"""The language setting (issue 35): settings.yaml's `language`, validated like the others, and
Settings' Language row, which speaks the chosen language at once and keeps it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from regicide.i18n import language
from regicide.store.settings import load_settings
from regicide.ui.scenes.settings import Setting, SettingsScene
from tests.ui.driver import Ui


@pytest.mark.parametrize("value", ["system", "en", "de", "fr", "es", "pseudo"])
def test_a_language_the_app_speaks_is_kept(tmp_path: Path, value: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"language: {value}\n", encoding="utf-8")
    assert load_settings(path) == (load_settings(path)[0], None)
    assert load_settings(path)[0].language == value


@pytest.mark.parametrize("value", ["klingon", "../de", 3, ["de"]])
def test_any_other_language_falls_back_to_the_system_s(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"language: {value!r}\n".replace("'", '"'), encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.language == "system"
    assert problem is not None and "language:" in problem and "system, en, de" in problem


def _language_row(scene: SettingsScene) -> Setting:
    row = next(
        row
        for row in scene.laid_out()
        if isinstance(row, Setting) and row.adjust == scene._language
    )
    return row


def test_the_language_row_speaks_the_next_language_at_once_and_keeps_it(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Settings")
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    row = _language_row(scene)
    assert (row.name, row.value) == ("Language", "System (English)")
    ui.click((row.rect.right - 10, row.rect.centery))  # its right half: the next one
    assert ui.ctx.settings.language == "en"
    ui.click((row.rect.right - 10, row.rect.centery))
    assert language() == "de" == ui.ctx.settings.language
    ui.step()
    row = _language_row(scene)
    assert (row.name, row.value) == ("Sprache", "Deutsch")
    assert load_settings(ui.ctx.settings_file)[0].language == "de"
    assert (
        scene.laid_out()[scene.focus.index or 0].name == "Sprache"
    )  # the click put the ring on it
    ui.press(pygame.K_LEFT)
    assert ui.ctx.settings.language == "en" and language() == "en"
