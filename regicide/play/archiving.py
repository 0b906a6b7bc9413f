"""Keeping every finished game: a session listener that writes the game to the archive.

Archiving happens here, beside the session, not in a scene: whatever plays the game (the
table, a computer-only game, a test), a game that ends is kept in `<data folder>/games/`. A
game taken back from its end and finished again is the same game: its file is rewritten, so
the archive never counts one game twice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from regicide.play.session import Change, ChangeKind, Session
from regicide.store.archive import archive_text
from regicide.store.documents import write_text_atomic
from regicide.store.saves import game_text


class Archiver:
    """Writes its session's game to the archive each time the game ends."""

    def __init__(self, folder: Path, on_problem: Callable[[str], None] | None = None) -> None:
        self.folder = folder
        self.path: Path | None = None  # this game's file, once it has ended
        self.on_problem = on_problem

    def changed(self, session: Session, change: Change) -> None:
        if change.kind is ChangeKind.UNDONE or not session.over:
            return
        self.keep(session)

    def keep(self, session: Session) -> Path | None:
        """Write the game now; a failure is reported, never raised (the game goes on)."""
        text = game_text(session.game, session.match, {**session.extra, **session.app_keys()})
        try:
            if self.path is None:
                self.path = archive_text(text, folder=self.folder)
            else:
                write_text_atomic(self.path, text)
        except OSError as error:
            if self.on_problem is not None:
                self.on_problem(
                    f"Could not keep this game in {self.folder}: {error.strerror or error}"
                )
            return None
        return self.path
