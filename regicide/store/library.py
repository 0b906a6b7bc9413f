"""Saved games: the player's own named saves in `<data folder>/saves/` (Save as…, Load).

Each save is an ordinary record file (docs/records.md) with a small summary of the game in it,
so the list shows the game, players, how far it got, status and assisted without replaying
every file;
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

from regicide.games.protocol import GameDef, Match
from regicide.games.registry import UnknownGame, game_named
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
    game: str | None = None  # the game's title
    players: int | None = None
    progress: str | None = None  # how far it got, in the game's few words
    status: str | None = None  # "playing", or how it ended ("won", "lost", "draw")
    assisted: bool = False
    moves: int | None = None
    problem: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem


def saves_dir() -> Path:
    return data_dir() / "saves"


def summary(game: GameDef, match: Match) -> dict[str, Any]:
    """What a list of games shows about one, stored in its file."""
    result = game.result(match)
    return {
        "game": game.name,
        "players": game.players(match.state),
        "progress": game.progress(match.state),
        "status": "playing" if result is None else result.kind.value,
        "assisted": match.assisted,
        "moves": len(match.history),
    }


def safe_name(text: str) -> str:
    """A file name from what the player typed: no separators or control characters, not
    hidden, not too long; "Game" if nothing is left."""
    cleaned = _UNSAFE.sub(" ", text).strip().strip(".").strip()
    return " ".join(cleaned.split())[:NAME_LIMIT] or "Game"


def save_as(game: GameDef, match: Match, extra: Mapping[str, Any], name: str, folder: Path) -> Path:
    """Write `match` as `name` in `folder`; an existing save of that name is replaced."""
    path = folder / f"{safe_name(name)}{SUFFIX}"
    keys = {**extra, SUMMARY_KEY: summary(game, match)}
    try:
        write_text_atomic(path, game_text(game, match, keys))
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
        return _listed(path, when, facts)
    return _replayed(path, when)


_SUMMARY_TYPES: dict[str, type] = {
    "game": str,
    "players": int,
    "progress": str,
    "status": str,
    "assisted": bool,
    "moves": int,
}
_SUMMARY_LIMIT = 60  # characters of a summary's words (the list shows a few)


def _well_formed(facts: Mapping[str, Any]) -> bool:
    typed = all(type(facts.get(key)) is kind for key, kind in _SUMMARY_TYPES.items())
    return typed and all(len(facts[key]) <= _SUMMARY_LIMIT for key in ("game", "progress"))


def _listed(path: Path, when: str, facts: Mapping[str, Any]) -> SaveEntry:
    """An entry from a summary: the game named by its title (a game this version does not
    know is replayed instead, to say why it cannot be used)."""
    try:
        title = game_named(facts["game"]).title
    except UnknownGame:
        return _replayed(path, when)
    shown = {key: facts[key] for key in _SUMMARY_TYPES if key != "game"}
    return SaveEntry(path, when, title, **shown)


def _replayed(path: Path, when: str) -> SaveEntry:
    """A record without a summary (made elsewhere): replay it to describe it."""
    try:
        game, match, _ = load_saved(path)
    except SaveError as error:
        return SaveEntry(path, when, problem=str(error).removeprefix(f"{path.name}: "))
    return _listed(path, when, summary(game, match))


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
