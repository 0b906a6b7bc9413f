"""One app at a time on a data folder: an exclusive lock on `<data folder>/.regicide.lock`.

The lock is the operating system's (`flock` on POSIX, `msvcrt.locking` on Windows), so it is
released when the process ends however it ends: a crash or a kill never leaves a stale lock.
The file itself stays; it holds the process id of the holder, for the message of the next one.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

LOCK_NAME = ".regicide.lock"
_WINDOWS_LOCK_OFFSET = 64  # Windows locks a byte past the pid, so the pid can still be read


class FolderBusy(Exception):
    """Another running Regicide holds the folder's lock; `pid` is its process id if known."""

    def __init__(self, pid: int | None) -> None:
        super().__init__(f"in use by process {pid}" if pid else "in use by another process")
        self.pid = pid


class FolderLock:
    """The lock on a data folder, held until `release` or the end of the process."""

    def __init__(self, folder: Path) -> None:
        """Take the lock; raises FolderBusy when another process holds it, OSError when the
        folder cannot be written (or the lock file is not a regular file)."""
        self.path = folder / LOCK_NAME
        folder.mkdir(parents=True, exist_ok=True)
        self._handle: int | None = _open(self.path)
        try:
            _lock(self._handle)
        except BlockingIOError:
            pid = _read_pid(self._handle)
            self.release()
            raise FolderBusy(pid) from None
        except BaseException:
            self.release()
            raise
        _write_pid(self._handle)

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        """Let another instance have the folder (closing the file releases the lock)."""
        if self._handle is not None:
            os.close(self._handle)
            self._handle = None


def _open(path: Path) -> int:
    """The lock file, never through a link (the pid written in it must not land elsewhere)."""
    flags = os.O_RDWR | os.O_CREAT
    for extra in ("O_NONBLOCK", "O_CLOEXEC", "O_NOFOLLOW"):  # POSIX only
        flags |= getattr(os, extra, 0)
    try:
        handle = os.open(path, flags, 0o644)
    except OSError as error:
        if error.errno == errno.ELOOP or path.is_symlink():  # O_NOFOLLOW met a link
            raise OSError(f"{path.name} is a symbolic link, not a plain file; remove it") from None
        raise
    if not stat.S_ISREG(os.fstat(handle).st_mode):
        os.close(handle)
        raise OSError(f"{path.name} is not a regular file; remove it")
    return handle


def _lock(handle: int) -> None:
    """Lock without waiting; raises BlockingIOError when another process holds the lock."""
    if sys.platform == "win32":
        import msvcrt  # noqa: PLC0415 (Windows only)

        os.lseek(handle, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        except OSError:  # EACCES or EDEADLOCK: another process holds the byte
            raise BlockingIOError("locked") from None
    else:
        import fcntl  # noqa: PLC0415 (POSIX only)

        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _write_pid(handle: int) -> None:
    try:
        os.lseek(handle, 0, os.SEEK_SET)
        os.write(handle, f"{os.getpid():<20}\n".encode())
    except OSError:
        pass  # the pid is only for the message of a second instance


def _read_pid(handle: int) -> int | None:
    try:
        os.lseek(handle, 0, os.SEEK_SET)
        text = os.read(handle, 21).decode("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() and len(text) < 20 else None
