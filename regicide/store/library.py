"""Saved games: the player's own named saves in `<data folder>/saves/` (Save as…, Load).

Each save is an ordinary record file (docs/records.md) with a small summary of the game in it,
so the list shows the game, players, how far it got, status and assisted without replaying
every file;
loading always replays the moves (the summary is never trusted for play). A file that cannot
be read is listed with its reason and left as it is.
"""

from __future__ import annotations

import os
import re
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from regicide.games.protocol import GameDef, Match
from regicide.games.registry import game_named, names
from regicide.i18n import ENGLISH, N_, _, language
from regicide.store.caches import (
    LANGUAGE_KEY,
    Entry,
    cache_folder,
    in_words,
    read_cache,
    sealed,
    stamp,
    told_now,
    write_cache,
)
from regicide.store.documents import DocumentError, read_document, write_text_atomic
from regicide.store.files import NAME_BYTES, TEMPORARY_ROOM, move_without_overwriting
from regicide.store.paths import data_dir
from regicide.store.saves import SaveError, game_text, saved_from
from regicide.store.scan import Watch
from regicide.support.oneline import one_line, shown_name, shows_as_is

SUFFIX = ".yaml"
NAME_LIMIT = 60
SUMMARY_KEY = "summary"
_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")
#: Names Windows keeps for its devices, whatever the case and whatever follows a dot (`con`,
#: `NUL.txt`, `COM1`, `LPT¹`): a file may not be called so there, and saves move between systems.
_DEVICES = re.compile(r"(CON|PRN|AUX|NUL|(COM|LPT)[0-9\u00b9\u00b2\u00b3]) *(\..*)?", re.IGNORECASE)


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
        """The save's name as the list shows it (`shown_name`: any bytes made printable)."""
        return shown_name(self.path.stem)


def saves_dir() -> Path:
    return data_dir() / "saves"


def summary(game: GameDef, match: Match) -> dict[str, Any]:
    """What a list of games shows about one, stored in its file (its progress in words, in
    the `language` spoken when it was saved)."""
    result = game.result(match)
    return {
        "game": game.name,
        "players": game.players(match.state),
        "progress": game.progress(match.state),
        "status": "playing" if result is None else result.kind.value,
        "assisted": match.assisted,
        "moves": len(match.history),
        LANGUAGE_KEY: language(),
    }


def safe_name(text: str) -> str:
    """A file name from what the player typed: no separators, control or format characters
    (U+202E would turn the list's text around), not hidden, not a name Windows keeps for a
    device (`CON` becomes `CON game`), not too long (NAME_LIMIT characters, and few enough
    bytes that the file system holds its name and its temporary file's); "Game" if nothing
    is left."""
    visible = "".join(char for char in text if unicodedata.category(char) != "Cf")
    cleaned = " ".join(_UNSAFE.sub(" ", visible).strip().strip(".").split())[:NAME_LIMIT]
    room = NAME_BYTES - TEMPORARY_ROOM - len(SUFFIX.encode())
    fitted = cleaned.encode("utf-8", "surrogatepass")[:room].decode("utf-8", "ignore")
    name = fitted.strip().strip(".").strip() or "Game"
    if _DEVICES.fullmatch(name):
        base, dot, rest = name.partition(".")
        name = f"{base.rstrip()} game{dot}{rest}"
    return name


def save_as(game: GameDef, match: Match, extra: Mapping[str, Any], name: str, folder: Path) -> Path:
    """Write `match` as `name` in `folder`; an existing save of that name is replaced."""
    path = folder / f"{safe_name(name)}{SUFFIX}"
    keys = {**extra, SUMMARY_KEY: summary(game, match)}
    try:
        write_text_atomic(path, game_text(game, match, keys))
    except OSError as error:
        raise LibraryError(
            _("Could not save {name}: {problem}").format(
                name=shown_name(path.name), problem=error.strerror or error
            )
        ) from None
    return path


CACHE_VERSION = 1


def saves_cache(data_folder: Path) -> Path:
    """Where the list of saves is cached (beside the records' cache)."""
    return cache_folder(data_folder) / "saves.json"


def list_saves(
    folder: Path, cache: Path | None = None, watch: Watch | None = None
) -> list[SaveEntry]:
    """Every save in `folder`, the newest first: every `*.yaml` entry that is not hidden, those
    that cannot be used (a folder, a pipe, a broken link, a damaged file) with their reason.
    Each file is read once, and not at all while the cache knows it unchanged; with a `watch`,
    files left when it is out of time are listed as not read yet."""
    known = read_cache(cache, CACHE_VERSION, _cached_entry) if cache is not None else {}
    fresh: dict[str, Entry] = {}
    names = _save_names(folder)
    if watch is not None:
        watch.total = len(names)
    entries = []
    for name in names:
        path, now = folder / name, stamp(folder / name)
        entry = known.get(name)
        if entry is None or entry["stamp"] != now or not _still_told(entry):
            if watch is not None and watch.out_of_time:
                entries.append(SaveEntry(path, _modified(path), problem=NOT_READ))
                continue
            entry = sealed(in_words({"stamp": now, "entry": _fields(_entry(path))}))
        fresh[name] = entry
        entries.append(SaveEntry(path, **entry["entry"]))
        if watch is not None:
            watch.done += 1
    if cache is not None and fresh != known:
        write_cache(cache, CACHE_VERSION, fresh)
    return sorted(entries, key=lambda entry: (entry.saved_at, entry.name), reverse=True)


#: A save's problem, in English (it is compared); translated where shown.
NOT_READ = N_("not read yet: the folder took too long to read; open Load again to read on")
NOT_A_SAVE = N_("not a saved game")


def _still_told(entry: Entry) -> bool:
    """A save's row is in words (how far it got, why it cannot be used): told in the language
    of now, or read again."""
    return told_now(entry)


def _save_names(folder: Path) -> list[str]:
    try:
        names = os.listdir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(name for name in names if name.endswith(SUFFIX) and not name.startswith("."))


def _fields(entry: SaveEntry) -> dict[str, Any]:
    return {field.name: getattr(entry, field.name) for field in fields(SaveEntry)[1:]}


def _cached_entry(entry: Entry) -> bool:
    """A cached entry of the right types (the seal keeps it as we wrote it)."""
    facts = entry.get("entry")
    if not isinstance(facts, dict) or set(facts) != set(_ENTRY_TYPES):
        return False
    return all(isinstance(facts[key], kinds) for key, kinds in _ENTRY_TYPES.items())


_ENTRY_TYPES: dict[str, tuple[type, ...]] = {
    "saved_at": (str,),
    "game": (str, type(None)),
    "players": (int, type(None)),
    "progress": (str, type(None)),
    "status": (str, type(None)),
    "assisted": (bool,),
    "moves": (int, type(None)),
    "problem": (str, type(None)),
}


def _entry(path: Path) -> SaveEntry:
    try:
        data = read_document(path)
    except DocumentError as error:
        return SaveEntry(path, _modified(path), problem=one_line(str(error)))
    if not isinstance(data, Mapping):
        return SaveEntry(path, _modified(path), problem=NOT_A_SAVE)
    saved_at = data.get("saved_at")
    when = saved_at if shows_as_is(saved_at) else _modified(path)
    facts = data.get(SUMMARY_KEY)
    if isinstance(facts, Mapping) and _told_now(facts):
        return _listed(path, when, facts)  # its words are the player's: no replay
    return _replayed(path, when, data)


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
    """A summary of the right types whose words the list may show (short, printable)."""
    typed = all(type(facts.get(key)) is kind for key, kind in _SUMMARY_TYPES.items())
    words = [facts[key] for key in ("game", "progress", "status")] if typed else []
    return typed and all(shows_as_is(word, _SUMMARY_LIMIT) for word in words)


def _told_now(facts: Mapping[str, Any]) -> bool:
    """A summary of a game this version knows, in the language spoken now (one saved in
    another is replayed, so that how far it got reads in the player's words)."""
    known = _well_formed(facts) and facts["game"] in names()
    return known and facts.get(LANGUAGE_KEY, ENGLISH) == language()


def _listed(path: Path, when: str, facts: Mapping[str, Any]) -> SaveEntry:
    """An entry from a summary of a game this version knows, named by its title."""
    shown = {key: facts[key] for key in _SUMMARY_TYPES if key != "game"}
    return SaveEntry(path, when, game_named(facts["game"]).title, **shown)


def _replayed(path: Path, when: str, document: object) -> SaveEntry:
    """A record without a summary (made elsewhere), or of a game this version does not know:
    replay the document read to describe it, or to say why it cannot be used."""
    try:
        game, match, _ = saved_from(document, path)
    except SaveError as error:
        return SaveEntry(path, when, problem=error.problem)
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
        raise LibraryError(
            _("There is already a save called {name}.").format(name=shown_name(target.stem))
        )
    try:
        move_without_overwriting(path, target)
    except OSError as error:
        raise LibraryError(
            _("Could not rename {name}: {problem}").format(
                name=shown_name(path.stem), problem=error.strerror or error
            )
        ) from None
    return target


def delete_save(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        raise LibraryError(
            _("Could not delete {name}: {problem}").format(
                name=shown_name(path.stem), problem=error.strerror or error
            )
        ) from None
