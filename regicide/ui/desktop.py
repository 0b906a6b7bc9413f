"""The player's desktop: a folder shown in the system's file manager (Settings' "Show themes
folder"), so players reach places by a button, never by a path to type."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from regicide.i18n import _


def show_folder(folder: Path, guide: Path | None = None) -> str | None:
    """Open `folder` (made first if need be, with a copy of `guide` in it when it has none)
    in the file manager; or say, in a sentence, why it could not be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if guide is not None and guide.is_file() and not (folder / guide.name).exists():
            shutil.copyfile(guide, folder / guide.name)
        _open(folder)
    except OSError as error:
        return _("The folder could not be opened here ({problem}).").format(
            problem=error.strerror or error
        )
    return None


def _open(folder: Path) -> None:
    """Hand `folder` to the system's own opener (Explorer, Finder, the desktop's)."""
    if sys.platform == "win32":
        os.startfile(folder)  # type: ignore[attr-defined]  # Windows only
    else:
        opener = "open" if sys.platform == "darwin" else "xdg-open"
        subprocess.Popen(
            [opener, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
