"""Before a new game is written where another one is kept: never lose the old one.

An autosave the app cannot read (damaged, or a newer version's) is set aside under a name of
its own; a game still in progress is kept in the archive when asked (`regicide play`); a
finished game whose file in games/ is missing (the folder could not be written when it
ended, or the app was killed between the two writes) is archived now (`keep_finished`).
When the old file can be neither read nor kept (a read-only folder, a full disk), the new
game must not be saved over it, and `Handover.unsaved` says why.

A finished game knows its archive file: the archiver names it in the autosave
(`ARCHIVE_KEY`) before it writes it, so "is it archived?" is "does that file of games/ hold
this game?". A finished game without the name (loaded finished from a save, or from an
older version) was never owed to the archive.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from regicide.i18n import _
from regicide.store.archive import (
    archive_text,
    games_dir,
    is_archive_name,
    keep_as,
    retry_names,
)
from regicide.store.documents import MAX_BYTES, DocumentError, read_bytes, read_document
from regicide.store.keys import ARCHIVE_KEY, SECONDS_KEY
from regicide.store.saves import Saved, SaveError, saved_from, set_aside
from regicide.support.oneline import one_line, shown_name


@dataclass(frozen=True)
class Handover:
    """What became of the old file: sentences for the player, and why the new game must run
    unsaved (None when it may be saved)."""

    notices: tuple[str, ...] = ()
    unsaved: str | None = None


def make_way(path: Path, *, keep_in_progress: bool = False, games: Path | None = None) -> Handover:
    """Clear `path` for a new game: set an unreadable file aside, archive a finished game the
    archive lacks, and (with `keep_in_progress`) keep a game in progress, at least one move
    into it, in the archive (`games`, default the data folder's games/)."""
    if not os.path.lexists(path):
        return Handover()
    try:
        document = read_document(path)
        saved = saved_from(document, path)
    except DocumentError as error:
        return _set_aside(path, one_line(str(error)))
    except SaveError as error:
        return _set_aside(path, error.problem)
    games = games or games_dir()
    if owed_name(saved) is not None:
        return _keep_finished(path, document, saved, games)
    unfinished = saved.game.to_act(saved.match.state) is not None
    if keep_in_progress and unfinished and saved.match.history:
        return _archive(path, games)
    return Handover()


def keep_finished(path: Path, games: Path | None = None) -> Handover:
    """At start: archive the finished game `path` holds if its file of games/ lacks it; a
    file that cannot be read is left as it is (the autosaver sets it aside, not the start)."""
    try:
        document = read_document(path)
    except DocumentError:
        return Handover()
    if not isinstance(document, dict) or not is_archive_name(document.get(ARCHIVE_KEY)):
        return Handover()  # never owed: no replay needed to know it
    try:
        saved = saved_from(document, path)
    except SaveError:
        return Handover()
    if owed_name(saved) is None:
        return Handover()
    return _keep_finished(path, document, saved, games or games_dir())


def owed_name(saved: Saved) -> str | None:
    """The archive file a finished game names (None: unfinished, or never archived here)."""
    name = saved.extra.get(ARCHIVE_KEY)
    finished = saved.game.to_act(saved.match.state) is None
    return name if finished and is_archive_name(name) else None


def _keep_finished(path: Path, document: object, saved: Saved, games: Path) -> Handover:
    """Make sure the file of games/ the finished game names holds it (or the next free name
    after it, when another file took that one)."""
    name = owed_name(saved)
    assert name is not None, "only a finished game owed to the archive"
    try:
        for candidate in (games / each for each in retry_names(name)):
            if _holds(candidate, document):
                return Handover()
            if not os.path.lexists(candidate) or _older_ending(candidate, name):
                keep_as(candidate, read_bytes(path, MAX_BYTES).decode("utf-8-sig"))
                notice = _("Your finished game was kept in Records › Games ({file})").format(
                    file=candidate.name
                )
                return Handover((one_line(notice),))
        raise OSError(f"{len(retry_names(name))} files in the way of {name}")
    except (OSError, DocumentError, UnicodeDecodeError) as error:
        reason = _(
            "Your finished game could not be kept in {folder} ({problem}): no new game is saved "
            "over it until it is; make that folder writable (or free some space), then start "
            "Regicide again"
        ).format(folder=shown_name(games), problem=getattr(error, "strerror", None) or error)
        return Handover((one_line(reason),), one_line(reason))


_VOLATILE = ("saved_at", SECONDS_KEY)  # what two copies of one game may differ in


def _holds(candidate: Path, document: object) -> bool:
    """Whether the file `candidate` is this game's record (its time stamps aside)."""
    try:
        kept = read_document(candidate)
    except DocumentError:
        return False
    return _essence(kept) == _essence(document)


def _older_ending(candidate: Path, name: str) -> bool:
    """Whether `candidate` was written for this very game (taken back from its end and
    finished again since): then the new ending replaces it."""
    try:
        kept = read_document(candidate)
    except DocumentError:
        return False
    return isinstance(kept, dict) and kept.get(ARCHIVE_KEY) == name


def _essence(document: object) -> object:
    if not isinstance(document, dict):
        return document
    return {key: value for key, value in document.items() if key not in _VOLATILE}


def _set_aside(path: Path, problem: str) -> Handover:
    try:
        kept = set_aside(path)
    except OSError as error:
        reason = _(
            "{file} cannot be read ({problem}) nor kept aside ({error}): this game will not be "
            "saved; make {folder} writable to save games"
        ).format(file=path.name, problem=problem, error=error.strerror or error, folder=path.parent)
        return Handover((one_line(reason),), one_line(reason))
    name = kept.name if kept is not None else path.name
    told = _("{file} cannot be read ({problem}); it was kept as {name}")
    return Handover((one_line(told.format(file=path.name, problem=problem, name=name)),))


def _archive(path: Path, games: Path) -> Handover:
    try:
        archive_text(read_bytes(path, MAX_BYTES).decode("utf-8-sig"), folder=games)
    except (OSError, DocumentError, UnicodeDecodeError) as error:
        reason = _(
            "Your game in progress ({file}) could not be kept in {folder} ({problem}): this new "
            "game will not be saved over it; continue it from the title screen"
        ).format(file=path, folder=games, problem=error)
        return Handover((one_line(reason),), one_line(reason))
    notice = _(
        "Your unfinished game was kept in Records › Games: its Continue button goes on with it"
    )
    return Handover((one_line(notice),))
