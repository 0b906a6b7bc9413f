"""The system's language (issue 35), without pygame: the environment gettext reads (LANGUAGE,
LC_ALL, LC_MESSAGES, LANG), Windows' user interface language, macOS' preferred languages."""

from __future__ import annotations

import ctypes
import locale
import os
import plistlib
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

#: The variables gettext reads, most telling first.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
MAC_PREFERENCES = Path("~/Library/Preferences/.GlobalPreferences.plist")


def normalized(name: str) -> str | None:
    """ "de_DE.UTF-8" or "de-DE" as "de_DE", "fr" as "fr"; None for "C", "POSIX" or ""."""
    code = name.split(".", 1)[0].split("@", 1)[0].replace("-", "_").strip()
    if not code or code.upper() in {"C", "POSIX"}:
        return None
    language, _, region = code.partition("_")
    return f"{language.lower()}_{region}" if region else language.lower()


def from_environment(env: Mapping[str, str]) -> list[str]:
    """The languages the environment asks for, most preferred first, as Python's gettext
    reads it (LANGUAGE may list several, "de:fr")."""
    for name in ENVIRONMENT:
        codes = [code for code in map(normalized, env.get(name, "").split(":")) if code]
        if codes:
            return codes
    return []


def from_windows() -> list[str]:
    """Windows' user interface language ("de_DE"), or nothing."""
    windll = getattr(ctypes, "windll", None)
    if windll is None:
        return []
    try:
        identifier = windll.kernel32.GetUserDefaultUILanguage()
    except (AttributeError, OSError):
        return []
    name = locale.windows_locale.get(identifier)
    code = normalized(name) if name else None
    return [code] if code else []


def from_mac(preferences: Path = MAC_PREFERENCES) -> list[str]:
    """macOS' preferred languages (System Settings › General › Language & Region)."""
    try:
        with preferences.expanduser().open("rb") as file:
            found = plistlib.load(file).get("AppleLanguages", [])
    except (OSError, ValueError, plistlib.InvalidFileException, AttributeError):
        return []
    return [code for code in map(normalized, _strings(found)) if code]


def _strings(values: object) -> Iterable[str]:
    return [value for value in values if isinstance(value, str)] if isinstance(values, list) else []


def system_languages(
    env: Mapping[str, str] | None = None, platform: str | None = None
) -> list[str]:
    """The system's languages, most preferred first. macOS apps started from the Finder get
    no LANG, so there the system's own list comes first (after an explicit LANGUAGE);
    elsewhere the environment does, then Windows' own language."""
    env = os.environ if env is None else env
    platform = platform or sys.platform
    if platform == "darwin":  # LANGUAGE is set on purpose there (tests, a terminal user)
        explicit = from_environment({"LANGUAGE": env.get("LANGUAGE", "")})
        return explicit or from_mac() or from_environment(env)
    if platform == "win32":
        return from_environment(env) or from_windows()
    return from_environment(env)


def best_language(wanted: Sequence[str], offered: Sequence[str], fallback: str) -> str:
    """The first wanted language offered, exactly ("pt_BR") or by its language ("de_AT" gets
    "de"); `fallback` when none is."""
    for code in wanted:
        if code in offered:
            return code
        language = code.split("_", 1)[0]
        if language in offered:
            return language
    return fallback
