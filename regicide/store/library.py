"""Saved games: the player's own named saves in `<data folder>/saves/` (Save as…, Load).

Each save is an ordinary record file (docs/records.md) with a small summary of the game in it,
so the list shows players, enemies defeated, status and assisted without replaying every file;
loading always replays the moves (the summary is never trusted for play). A file that cannot
be read is listed with its reason and left as it is.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regicide.games.regicide.engine import Game
from regicide.store.documents import DocumentError, read_document, write_text_atomic
from regicide.store.files import move_without_overwriting
from regicide.store.paths import data_dir
from regicide.store.saves import SaveError, game_text, load_saved
from regicide.support.oneline import one_line

SUFFIX = ".yaml"
NAME_LIMIT = 60
SUMMARY_KEY = "summary"
_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")


class LibraryError(Exception):
    """A save that cannot be written, renamed or deleted; the message is for the player."""


@dataclass(frozen=True)
class SaveEntry:
    """One file of the saves folder, as the list shows it (`problem`: why it cannot be used)."""

    path: Path
    saved_at: str
    players: int | None = None
    enemies_defeated: int | None = None
    status: str | None = None
    assisted: bool = False
    moves: int | None = None
    problem: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem


def saves_dir() -> Path:
    return data_dir() / "saves"


def summary(game: Game) -> dict[str, Any]:
    """What a list of games shows about one, stored in its file."""
    state = game.state
    return {
        "players": state.players,
        "enemies_defeated": state.enemies_defeated,
        "status": state.status.value,
        "assisted": game.assisted,
        "moves": len(game.history),
    }


def safe_name(text: str) -> str:
    """A file name from what the player typed: no separators or control characters, not
    hidden, not too long; "Game" if nothing is left."""
    cleaned = _UNSAFE.sub(" ", text).strip().strip(".").strip()
    return " ".join(cleaned.split())[:NAME_LIMIT] or "Game"


def save_as(game: Game, extra: Mapping[str, Any], name: str, folder: Path) -> Path:
    """Write `game` as `name` in `folder`; an existing save of that name is replaced."""
    path = folder / f"{safe_name(name)}{SUFFIX}"
    keys = {**extra, SUMMARY_KEY: summary(game)}
    try:
        write_text_atomic(path, game_text(game, keys))
    except OSError as error:
        raise LibraryError(f"Could not save {path.name}: {error.strerror or error}") from None
    return path


def list_saves(folder: Path) -> list[SaveEntry]:
    """Every save in `folder`, the newest first (files that cannot be used included)."""
    if not folder.is_dir():
        return []
    entries = [_entry(path) for path in folder.glob(f"*{SUFFIX}") if _is_file(path)]
    return sorted(entries, key=lambda entry: (entry.saved_at, entry.name), reverse=True)


def _is_file(path: Path) -> bool:
    return path.is_file() and not path.name.startswith(".")


def _entry(path: Path) -> SaveEntry:
    try:
        data = read_document(path)
    except DocumentError as error:
        return SaveEntry(path, _modified(path), problem=one_line(str(error)))
    if not isinstance(data, Mapping):
        return SaveEntry(path, _modified(path), problem="not a saved game")
    saved_at = data.get("saved_at")
    when = saved_at if isinstance(saved_at, str) else _modified(path)
    facts = data.get(SUMMARY_KEY)
    if isinstance(facts, Mapping) and _well_formed(facts):
        return SaveEntry(path, when, **{key: facts[key] for key in _SUMMARY_TYPES})
    return _replayed(path, when)


_SUMMARY_TYPES: dict[str, type] = {
    "players": int,
    "enemies_defeated": int,
    "status": str,
    "assisted": bool,
    "moves": int,
}


def _well_formed(facts: Mapping[str, Any]) -> bool:
    return all(type(facts.get(key)) is kind for key, kind in _SUMMARY_TYPES.items())


def _replayed(path: Path, when: str) -> SaveEntry:
    """A record without a summary (made elsewhere): replay it to describe it."""
    try:
        game, _ = load_saved(path)
    except SaveError as error:
        return SaveEntry(path, when, problem=str(error).removeprefix(f"{path.name}: "))
    return SaveEntry(path, when, **summary(game))


def _modified(path: Path) -> str:
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return ""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(stamp))


def rename_save(path: Path, name: str) -> Path:
    """Give a save a new name; refuses to overwrite another save."""
    target = path.with_name(f"{safe_name(name)}{SUFFIX}")
    if target == path:
        return path
    if target.exists():
        raise LibraryError(f"There is already a save called {target.stem}.")
    try:
        move_without_overwriting(path, target)
    except OSError as error:
        raise LibraryError(f"Could not rename {path.stem}: {error.strerror or error}") from None
    return target


def delete_save(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        raise LibraryError(f"Could not delete {path.stem}: {error.strerror or error}") from None
