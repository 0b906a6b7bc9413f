"""Keeping every finished game: a session listener that writes the game to the archive.

Archiving happens here, beside the session, not in a scene: whatever plays the game (the
table, a computer-only game, a test), a game that ends is kept in `<data folder>/games/`. A
game taken back from its end and finished again is the same game: its file is rewritten, so
the archive never counts one game twice.

The archive file is named in the game's record (`ARCHIVE_KEY`) and the autosave written with
that name before the archive file is: a game whose archive write fails (a read-only folder,
a full disk) or is cut short by a kill stays in the autosave as a finished game that names a
file games/ lacks, and is archived again at the next start or before anything replaces the
autosave (`store/handover.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from regicide.i18n import _
from regicide.play.session import Change, ChangeKind, Session
from regicide.store.archive import keep_as, new_archive_path
from regicide.store.autosave import Autosaver
from regicide.store.keys import ARCHIVE_KEY
from regicide.store.saves import game_text
from regicide.support.oneline import shown_name


class Archiver:
    """Writes its session's game to the archive each time the game ends."""

    def __init__(self, folder: Path, on_problem: Callable[[str], None] | None = None) -> None:
        self.folder = folder
        self.path: Path | None = None  # this game's file, named once it has ended
        self.on_problem = on_problem

    def changed(self, session: Session, change: Change) -> None:
        if change.kind is ChangeKind.UNDONE or not session.over:
            return
        self.keep(session)

    def keep(self, session: Session) -> Path | None:
        """Write the game now; a failure is reported, never raised (the game goes on)."""
        try:
            self.path = self.path or new_archive_path(self.folder)
        except OSError as error:  # the folder cannot even be looked into
            self._failed(error, session)
            return None
        session.notes[ARCHIVE_KEY] = self.path.name
        if isinstance(session.saver, Autosaver):  # the autosave names the file first
            session.note_time()
            session.saver.flush()
        text = game_text(session.game, session.match, {**session.extra, **session.app_keys()})
        try:
            return keep_as(self.path, text)
        except OSError as error:
            self._failed(error, session)
            return None

    def _failed(self, error: OSError, session: Session) -> None:
        if self.on_problem is None:
            return
        where = {"folder": shown_name(self.folder), "problem": error.strerror or error}
        if isinstance(session.saver, Autosaver):
            self.on_problem(
                _(
                    "Could not keep this game in {folder} ({problem}): it stays in the autosave "
                    "and is kept there as soon as the folder can be written; no new game is "
                    "saved over it until then"
                ).format(**where)
            )
        else:
            self.on_problem(_("Could not keep this game in {folder} ({problem})").format(**where))
