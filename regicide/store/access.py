"""The data folder at start-up: one running app writes it at a time, and what earlier runs
left behind is cleaned or finished.

The first instance takes the folder's lock (`store/lock.py`), removes the temporary files
that a kill mid-write left, and archives a finished game that only the autosave holds (its
archive write failed, or a kill came between the two: `store/handover.py`). A second
instance on the same folder runs read-only: it may play, but it never writes the game in
progress, so it cannot overwrite the first one's moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from regicide.i18n import _
from regicide.store.files import clean_temporaries
from regicide.store.handover import keep_finished
from regicide.store.lock import LOCK_NAME, FolderBusy, FolderLock
from regicide.store.paths import AUTOSAVE_NAME, GAMES_NAME, config_dir, data_dir
from regicide.support.oneline import one_line


@dataclass
class FolderAccess:
    """How this run may use the data folder: `read_only` says why it must not write the game in
    progress (None: it holds the lock); `notices` are for the player."""

    lock: FolderLock | None = None
    read_only: str | None = None
    notices: list[str] = field(default_factory=list)
    cleaned: int = 0  # temporary files removed

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()


def open_folder(folder: Path | None = None, config: Path | None = None) -> FolderAccess:
    """Take the data folder's lock and clean its leftovers (there and in the settings folder),
    or say why this run is read-only. The folders default to the player's."""
    folder = folder or data_dir()
    try:
        lock = FolderLock(folder)
    except FolderBusy as busy:
        reason = _(
            "Regicide is already open on {folder} ({problem}): this window will not save the "
            "game in progress; close the other window, then start Regicide again to save here"
        ).format(folder=folder, problem=_busy_words(busy))
        return FolderAccess(None, one_line(reason), [one_line(reason)])
    except OSError as error:
        reason = _(
            "Cannot write in {folder} ({problem}): games will not be saved; make the folder "
            "writable (and {lock} in it a plain file), or set REGICIDE_HOME to another folder"
        ).format(folder=folder, problem=error.strerror or error, lock=LOCK_NAME)
        return FolderAccess(None, one_line(reason), [one_line(reason)])
    cleaned = _clean(folder, config or config_dir())
    kept = keep_finished(folder / AUTOSAVE_NAME, folder / GAMES_NAME)
    return FolderAccess(lock, notices=list(kept.notices), cleaned=cleaned)


def _busy_words(busy: FolderBusy) -> str:
    """Who holds the folder, in the player's words."""
    if busy.pid:
        return _("in use by process {pid}").format(pid=busy.pid)
    return _("in use by another process")


def _clean(folder: Path, config: Path) -> int:
    """Remove stale temporary files wherever our atomic writes go (we hold the lock)."""
    places = {folder, folder / "saves", folder / GAMES_NAME, config}  # see library, archive
    return sum(clean_temporaries(place) for place in places)
