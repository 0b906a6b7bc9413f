"""Before a new game is written where another one is kept: never lose the old one.

An autosave the app cannot read (damaged, or a newer version's) is set aside under a name of
its own; a game still in progress is kept in the archive when asked (`regicide play`). When the
old file can be neither read nor kept (a read-only folder), the new game must not be saved
over it, and `Handover.unsaved` says why.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from regicide.store.archive import archive_text, games_dir
from regicide.store.documents import MAX_BYTES, DocumentError, read_bytes
from regicide.store.saves import SaveError, load_saved, set_aside
from regicide.support.oneline import one_line


@dataclass(frozen=True)
class Handover:
    """What became of the old file: sentences for the player, and why the new game must run
    unsaved (None when it may be saved)."""

    notices: tuple[str, ...] = ()
    unsaved: str | None = None


def make_way(path: Path, *, keep_in_progress: bool = False, games: Path | None = None) -> Handover:
    """Clear `path` for a new game: set an unreadable file aside, and (with `keep_in_progress`)
    keep a game in progress, at least one move into it, in the archive (`games`, default the
    data folder's games/)."""
    if not os.path.lexists(path):
        return Handover()
    try:
        game, match, _ = load_saved(path)
    except SaveError as error:
        return _set_aside(path, str(error).removeprefix(f"{path.name}: "))
    unfinished = game.to_act(match.state) is not None
    if keep_in_progress and unfinished and match.history:
        return _archive(path, games or games_dir())
    return Handover()


def _set_aside(path: Path, problem: str) -> Handover:
    try:
        kept = set_aside(path)
    except OSError as error:
        reason = (
            f"{path.name} cannot be read ({problem}) nor kept aside ({error.strerror or error}): "
            f"this game will not be saved; make {path.parent} writable to save games"
        )
        return Handover((one_line(reason),), one_line(reason))
    name = kept.name if kept is not None else path.name
    return Handover((one_line(f"{path.name} cannot be read ({problem}); it was kept as {name}"),))


def _archive(path: Path, games: Path) -> Handover:
    try:
        archive_text(read_bytes(path, MAX_BYTES).decode("utf-8-sig"), folder=games)
    except (OSError, DocumentError, UnicodeDecodeError) as error:
        reason = (
            f"Your game in progress ({path}) could not be kept in {games} ({error}): this new "
            "game will not be saved over it; continue it from the title screen"
        )
        return Handover((one_line(reason),), one_line(reason))
    notice = "Your unfinished game was kept in Records › Games: its Continue button goes on with it"
    return Handover((one_line(notice),))
