"""The system's language (issue 35): what gettext's variables say, Windows' and macOS' own
settings, and the best language offered for it."""

from __future__ import annotations

import plistlib
from pathlib import Path

import pytest

from regicide.i18n import system
from regicide.i18n.system import best_language, from_environment, from_mac, normalized

OFFERED = ("en", "de", "es", "fr")


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("de_DE.UTF-8", "de_DE"),
        ("fr-CA", "fr_CA"),
        ("ES", "es"),
        ("C.UTF-8", None),
        ("POSIX", None),
    ],
)
def test_locale_names_become_codes(name: str, code: str | None) -> None:
    assert normalized(name) == code


def test_language_comes_first_then_lc_all_then_lang() -> None:
    assert from_environment({"LANGUAGE": "fr:de", "LANG": "es_ES.UTF-8"}) == ["fr", "de"]
    assert from_environment({"LC_ALL": "de_CH.UTF-8", "LANG": "es_ES.UTF-8"}) == ["de_CH"]
    assert from_environment({"LANG": "C.UTF-8"}) == []


def test_the_best_offered_language_matches_by_language_too() -> None:
    assert best_language(["de_AT"], OFFERED, "en") == "de"
    assert best_language(["pt_BR", "fr_CA"], OFFERED, "en") == "fr"
    assert best_language(["ja"], OFFERED, "en") == "en"


def test_macos_preferred_languages_are_read_from_its_preferences(tmp_path: Path) -> None:
    preferences = tmp_path / "global.plist"
    preferences.write_bytes(
        plistlib.dumps({"AppleLanguages": ["es-ES", "en-GB"]}, fmt=plistlib.FMT_BINARY)
    )
    assert from_mac(preferences) == ["es_ES", "en_GB"]
    preferences.write_bytes(b"not a plist")
    assert from_mac(preferences) == []
    assert from_mac(tmp_path / "missing.plist") == []


def test_macos_asks_its_own_list_before_the_terminal_s_lang(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(system, "from_mac", lambda: ["fr_FR"])
    assert system.system_languages({"LANG": "en_US.UTF-8"}, "darwin") == ["fr_FR"]
    assert system.system_languages({"LANGUAGE": "de"}, "darwin") == ["de"]
    assert system.system_languages({"LANG": "en_US.UTF-8"}, "linux") == ["en_US"]


def test_windows_falls_back_to_its_interface_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(system, "from_windows", lambda: ["de_DE"])
    assert system.system_languages({}, "win32") == ["de_DE"]
    assert system.system_languages({"LANG": "fr_FR"}, "win32") == ["fr_FR"]
