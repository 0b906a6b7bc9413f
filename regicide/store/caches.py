"""Our caches of what a folder's files say (the archive's facts for Records, the saves'
summaries for Load), kept in `<data folder>/cache/`.

A cache maps a file's name to an entry: the file's stamp (size and modification time) and
what reading it found. It is only a cache: missing, damaged, of another version, or with an
entry that does not carry our seal (a digest of what it says: a hand edit or a torn block
changes it), the entry is read again from its file and nothing is lost.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from regicide.i18n import language
from regicide.store.documents import DocumentError, read_bytes, write_text_atomic

CACHE_LIMIT = 64 * 1024 * 1024  # about 150,000 games' facts
Entry = dict[str, Any]


def cache_folder(data_folder: Path) -> Path:
    """Where the caches live: beside the archive and the saves, never inside them."""
    return data_folder / "cache"


def stamp(path: Path) -> list[int]:
    """What tells that a file changed: its size and modification time ([-1, -1]: unknown)."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return [-1, -1]
    return [info.st_size, info.st_mtime_ns]


#: The language a cached entry's words (why a file cannot be used) were written in.
LANGUAGE_KEY = "language"


def in_words(entry: Entry) -> Entry:
    """`entry` marked with the language its words are in (the reason a file is refused)."""
    return {**entry, LANGUAGE_KEY: language()}


def told_now(entry: Entry) -> bool:
    """An entry's words are in the language spoken now (one written in another is read again
    from its file, so that Records and Load never tell a refusal in yesterday's language)."""
    return entry.get(LANGUAGE_KEY) == language()


def sealed(entry: Entry) -> Entry:
    """`entry` with its seal."""
    return {**entry, "seal": _seal(entry)}


def _seal(entry: Entry) -> str:
    said = json.dumps({key: value for key, value in entry.items() if key != "seal"}, sort_keys=True)
    return hashlib.sha256(said.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def read_cache(cache: Path, version: int, usable: Callable[[Entry], bool]) -> dict[str, Entry]:
    """The cached entries that carry their seal and that `usable` accepts; nothing when the
    cache is missing, corrupt or of another version. The cache is our own JSON, far larger
    than a record may be, so it is read as plain JSON within its own size limit."""
    try:
        data = json.loads(read_bytes(cache, CACHE_LIMIT))
    except (DocumentError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("version") != version:
        return {}
    files = data.get("files")
    if not isinstance(files, dict):
        return {}
    return {
        name: entry
        for name, entry in files.items()
        if isinstance(entry, dict)
        and isinstance(entry.get("stamp"), list)
        and entry.get("seal") == _seal(entry)
        and usable(entry)
    }


def write_cache(cache: Path, version: int, files: dict[str, Entry]) -> None:
    """Best effort: a cache that cannot be written only costs time on the next look."""
    with contextlib.suppress(OSError):
        write_text_atomic(cache, json.dumps({"version": version, "files": files}))
