"""Images already read through: a theme's images are checked whole before the app draws them
(a PNG inflated to the last byte), which for a card set of large PNGs takes a good part of a
second; an image that passed, and has not changed since, need not be read again at the next
start.

The verdicts are kept in memory, and in a cache file once the app (or `regicide theme check`)
names one (`VERDICTS.keep_in`; tests and other callers keep them in memory only). An image is
known by where it is and by everything that changes when it is written (size, modification
and change times, inode): a file written since, even with its old modification time put
back, is read again. Only images that passed are kept; a refused one is read each time.
"""

from __future__ import annotations

from pathlib import Path

from regicide.store.caches import Entry, read_cache, sealed, write_cache
from regicide.support.files import identity

VERSION = 1


def _usable(entry: Entry) -> bool:
    size = entry.get("size")
    return isinstance(size, list) and len(size) == 2 and all(type(side) is int for side in size)


class Verdicts:
    """The images that passed, by path, and where they are kept between runs."""

    def __init__(self) -> None:
        self._known: dict[str, Entry] = {}
        self._cache: Path | None = None
        self._changed = False

    def keep_in(self, cache: Path) -> None:
        """Keep the verdicts in `cache` from now on (reading those it holds)."""
        self._cache = cache
        self._known.update(read_cache(cache, VERSION, _usable))

    def size_of(self, path: Path) -> tuple[int, int] | None:
        """The size of an image that passed and has not changed since (None: read it)."""
        entry = self._known.get(str(path))
        if entry is None or entry["stamp"] != identity(path):
            return None
        width, height = entry["size"]
        return (width, height)

    def passed(self, path: Path, size: tuple[int, int]) -> None:
        """`path` was read through and is an image of `size`."""
        stamp = identity(path)
        if stamp is not None:
            self._known[str(path)] = sealed({"stamp": stamp, "size": list(size)})
            self._changed = True

    def save(self) -> None:
        """Write the verdicts to the cache file, if one is named and they changed."""
        if self._cache is not None and self._changed:
            write_cache(self._cache, VERSION, dict(self._known))
            self._changed = False


VERDICTS = Verdicts()
