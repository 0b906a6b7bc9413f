"""File-system steps the stores share: durable renames, names that never overwrite, and the
clean-up of temporary files that a crash mid-write leaves behind.

A temporary file's name says which process writes it (`.<name>.<pid>.<8 characters>.tmp`): a
leftover of a process that is gone is removed at the next start however new it is; any other
only once it is older than a write could take (STALE_SECONDS), since another Regicide running
read-only on the same folder may be writing it (its settings, a save, an archived game).
"""

from __future__ import annotations

import os
import re
import stat
import time
from pathlib import Path

#: Our atomic writes' temporary files: `.<name>.<pid>.<8 random characters>.tmp` beside the
#: target (tempfile.mkstemp's names; earlier versions wrote no pid).
TEMPORARY_PREFIX, TEMPORARY_SUFFIX = ".", ".tmp"
_TEMPORARY = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
_WRITER = re.compile(r"\.([0-9]{1,10})\.[a-z0-9_]{8}\.tmp$")
#: The most a temporary file's name adds to its target's: ".", "." and a pid, "." and 8
#: characters, ".tmp" (a name the player chooses leaves room for it).
TEMPORARY_ROOM = 1 + 11 + 9 + 4
NAME_BYTES = 255  # the longest file name most file systems hold, in bytes
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


def temporary_prefix(target: Path) -> str:
    """The start of a temporary file's name for writing `target` (its writer's pid in it)."""
    return f"{TEMPORARY_PREFIX}{target.name}.{os.getpid()}."


def clean_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> int:
    """Remove the temporary files our atomic writes left in `folder` (a crash or a kill
    mid-write); returns how many. Call it only when no other Regicide writes the game in
    progress there (the data-folder lock is held). Only regular files with our naming
    pattern are touched: those of a process that is gone, and any last written more than
    `older_than` seconds ago."""
    removed, cutoff = 0, time.time() - older_than
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        path = folder / name
        if not _TEMPORARY.match(name):
            continue
        if _stale_file(path, time.time() if _writer_gone(name) else cutoff):
            try:
                path.unlink()
            except OSError:
                continue
            removed += 1
    return removed


def _writer_gone(name: str) -> bool:
    """Whether the process a temporary file's name says writes it has ended (POSIX: on
    Windows, asking would end it, so a name's pid is not asked after there)."""
    writer = _WRITER.search(name)
    pid = int(writer.group(1)) if writer is not None else 0
    if pid <= 0 or os.name != "posix" or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # another user's process, or no such pid on this system
        return False
    return False


def _stale_file(path: Path, cutoff: float) -> bool:
    try:
        status = path.lstat()
    except OSError:
        return False
    return stat.S_ISREG(status.st_mode) and status.st_mtime < cutoff
