"""Where Regicide's own files are: the one function that knows the bundle's layout.

From a source checkout (or an editable install) `assets/` and `themes/` sit beside the
`regicide` package; in a PyInstaller build they are unpacked under `sys._MEIPASS`.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder that holds `assets/` and `themes/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    """A file under assets/, e.g. asset_path("fonts", "DejaVuSans.ttf")."""
    return resource_root().joinpath("assets", *parts)


def themes_dir() -> Path:
    return resource_root() / "themes"
