"""File-system steps the stores share: durable renames, names that never overwrite, and the
clean-up of temporary files that a crash mid-write leaves behind."""

from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path

#: Our atomic writes' temporary files: `.<name>.<8 random characters>.tmp` beside the target
#: (tempfile.mkstemp's names).
TEMPORARY_PREFIX, TEMPORARY_SUFFIX = ".", ".tmp"
_TEMPORARY = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
#: A write takes milliseconds; an older temporary file was left by a process that died.
STALE_SECONDS = 10.0
MAX_TRIES = 1000  # names tried before giving up (a folder holding 1,000 set-asides of a second)


def sync_folder(folder: Path) -> None:
    """Make a rename in `folder` survive a power cut (POSIX); a no-op where folders cannot be
    opened (Windows) or synced (some network file systems)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        handle = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def move_aside(path: Path, label: str) -> Path:
    """Rename `path` to `<stem>-<label>-<date>-<time>[-N]<suffix>` beside it, never replacing
    another file (two set-asides in the same second get different names); raises OSError."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for number in range(1, MAX_TRIES + 1):
        tail = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}-{label}-{stamp}{tail}{path.suffix}")
        try:
            move_without_overwriting(path, target)
        except FileExistsError:
            continue
        sync_folder(path.parent)
        return target
    raise FileExistsError(f"{MAX_TRIES} files named {path.stem}-{label}-{stamp}-N already exist")


def move_without_overwriting(path: Path, target: Path) -> None:
    """Rename `path` to `target`, raising FileExistsError if `target` exists.

    A hard link fails when `target` exists (a rename would replace it); where the folder cannot
    hold links (or `path` is a folder), rename after checking that `target` is free.
    """
    try:
        os.link(path, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):  # NotImplementedError: links to links (Windows)
        if target.exists() or target.is_symlink():
            raise FileExistsError(f"{target.name} already exists") from None
        path.rename(target)
        return
    path.unlink()


def clean_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> int:
    """Remove the temporary files our atomic writes left in `folder` (a crash or a kill
    mid-write); returns how many. Call it only when no other Regicide writes there (the
    data-folder lock is held). Only regular files with our naming pattern, last written more
    than `older_than` seconds ago, are touched."""
    removed, cutoff = 0, time.time() - older_than
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        path = folder / name
        if _TEMPORARY.match(name) and _stale_file(path, cutoff):
            try:
                path.unlink()
            except OSError:
                continue
            removed += 1
    return removed


def _stale_file(path: Path, cutoff: float) -> bool:
    try:
        status = path.lstat()
    except OSError:
        return False
    return stat.S_ISREG(status.st_mode) and status.st_mtime < cutoff
