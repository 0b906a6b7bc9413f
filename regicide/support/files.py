"""What tells that a file was written since it was last looked at, for the caches that keep
what was read from it (a theme's image verdicts, a language's compiled catalogs)."""

from __future__ import annotations

from pathlib import Path


def identity(path: Path) -> list[int] | None:
    """What changes when the file is written: size, modification and change times, inode and
    device (None: it cannot be looked at)."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return None
    return [info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino, info.st_dev]
