"""Where the player's files go: REGICIDE_HOME when set, else the platform's folders."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Regicide"
AUTOSAVE_NAME = "autosave.yaml"  # the game in progress, in the data folder
GAMES_NAME = "games"  # the archive's folder, in the data folder


def _home() -> Path | None:
    value = os.environ.get("REGICIDE_HOME", "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """Saves, the autosave, records and statistics."""
    return _home() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings."""
    return _home() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def tutorial_path() -> Path:
    """The tutorial's deal, kept apart from the game in progress."""
    return data_dir() / "tutorial.yaml"


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


def window_path() -> Path:
    """The window's last size and position."""
    return config_dir() / "window.json"


def user_themes_dir() -> Path:
    """The player's own themes (themes/README.md): `<name>.yaml` or `<name>/theme.yaml`."""
    return data_dir() / "themes"
