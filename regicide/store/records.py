"""The player's records: each game's statistics, a projection of the games archive.

Each archived file is replayed by its own game (every move re-checked) into a few facts: the
shell's (`ArchivedGame`: result, who played, help used, the daily date) and the game's own
(`GameDef.facts`). Each game folds its facts into its statistics. The facts of each file are
cached beside the archive, keyed by the file's name, size and modification time, so a second
look reads only new files. The cache is only a cache: deleted, corrupt or from another
version, it is rebuilt from the archive and nothing is lost. A file that cannot be read is
reported with its reason and left untouched; everything else is still counted.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from regicide.games.protocol import PLAYING, ArchivedGame, GameDef, Match, Statistics
from regicide.games.registry import GAMES, game_of_document
from regicide.i18n import _
from regicide.store.archive import archived_files
from regicide.store.caches import (
    Entry,
    cache_folder,
    in_words,
    read_cache,
    sealed,
    stamp,
    told_now,
    write_cache,
)
from regicide.store.documents import DocumentError, read_document
from regicide.store.keys import DAILY_KEY, HUMAN, SEATS_KEY, SECONDS_KEY
from regicide.store.record_words import error_words
from regicide.store.saves import Saved, SaveError, load_saved
from regicide.store.scan import Scan, Watch
from regicide.support.oneline import shown_name, shows_as_is

CACHE_VERSION = 6  # 6: a refused file's entry names the game it says it is


@dataclass(frozen=True)
class Unreadable:
    """A file of the archive that could not be read: why, and the game it says it is (its
    `format`; None when it does not say: not a document, or no game's format)."""

    file: str  # as it is shown (`shown_name`)
    reason: str
    game: str | None = None


@dataclass
class Archive:
    """The archive as read: the facts of every readable game, oldest first, and the rest."""

    games: list[ArchivedGame] = field(default_factory=list)
    unreadable: list[Unreadable] = field(default_factory=list)
    folder: Path | None = None
    unread: int = 0  # files left for the next look: reading took longer than its budget

    def path_of(self, facts: ArchivedGame) -> Path | None:
        return None if self.folder is None else self.folder / facts.file

    def of(self, game: GameDef) -> list[ArchivedGame]:
        """The archived games of one game, oldest first."""
        return [facts for facts in self.games if facts.game == game.name]

    def unreadable_of(self, game: GameDef) -> list[Unreadable]:
        """The files of one game's records page that could not be read: those that say they
        are that game's, and on the first game's page (Regicide's) those that name none."""
        unnamed = game.name == GAMES[0].name
        return [
            bad
            for bad in self.unreadable
            if bad.game == game.name or (unnamed and bad.game is None)
        ]

    def load(self, facts: ArchivedGame | None) -> tuple[Saved | None, str]:
        """The archived game itself (every move re-checked), or why it cannot be loaded."""
        path = None if facts is None else self.path_of(facts)
        if path is None:
            return None, ""
        try:
            return load_saved(path), ""
        except SaveError as error:
            return None, str(error)


def facts_of(path: Path) -> ArchivedGame:
    """Replay one archived record by its own game (every move re-checked); raises
    DocumentError or the game's record error saying what is wrong."""
    document = read_document(path)
    game = game_of_document(document)
    match, extra = game.read_match(document)
    return archived(path.name, game, match, extra)


def archived(name: str, game: GameDef, match: Match, extra: Mapping[str, Any]) -> ArchivedGame:
    """The facts of one game kept as `name`: the shell's and its own game's."""
    state = match.state
    players = game.players(state)
    result = game.result(match)
    daily = extra.get(DAILY_KEY)
    seconds = extra.get(SECONDS_KEY)
    saved_at = extra.get("saved_at")
    return ArchivedGame(
        file=name,
        game=game.name,
        players=players,
        status=PLAYING if result is None else result.kind.value,
        winners=() if result is None else result.winners,
        people=people_of(extra, players),
        assisted=match.assisted,
        moves=len(match.history),
        details=game.facts(match),
        daily=daily if isinstance(daily, str) and _DAY.fullmatch(daily) else None,
        seconds=seconds if type(seconds) is int and 0 <= seconds < 10**9 else None,
        saved_at=saved_at if shows_as_is(saved_at) else None,
        origin="deal" if match.dealt else "position",
        seats=seats_of_record(extra, players),
    )


_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")  # a daily deal's date, as the app writes it


#: How a seat's player may be named in the records (a person, or a computer player's name).
_SEAT_NAME = re.compile(r"[a-z][a-z0-9_-]{0,19}")


def seats_of_record(extra: Mapping[str, Any], players: int) -> tuple[str, ...]:
    """Who sat at each seat, from the record's seats (none when it names none, or names one
    a record of ours never would)."""
    seats = extra.get(SEATS_KEY)
    if not isinstance(seats, list) or len(seats) != players:
        return ()
    names = tuple(name for name in seats if isinstance(name, str) and _SEAT_NAME.fullmatch(name))
    return names if len(names) == players else ()


def people_of(extra: Mapping[str, Any], players: int) -> tuple[int, ...]:
    """The seats a person played, from the record's seats (every seat when it names none)."""
    seats = extra.get(SEATS_KEY)
    if not isinstance(seats, list) or len(seats) != players:
        return tuple(range(1, players + 1))
    return tuple(number for number, name in enumerate(seats, 1) if name == HUMAN)


# -- reading the archive through the cache -------------------------------------------------


def read_archive(folder: Path, cache: Path | None = None, watch: Watch | None = None) -> Archive:
    """Every file of the archive, from the cache where the file has not changed. With a
    `watch`, progress is counted there, and once it is out of time the files not yet read
    are left for the next look (`Archive.unread`; what was read is cached)."""
    known = read_cache(cache, CACHE_VERSION, _well_formed) if cache is not None else {}
    archive = Archive(folder=folder)
    fresh: dict[str, Any] = {}
    paths = archived_files(folder)
    if watch is not None:
        watch.total = len(paths)
    for path in paths:
        now = stamp(path)
        entry = known.get(path.name)
        if entry is None or entry.get("stamp") != now or not _still_told(entry):
            if watch is not None and watch.out_of_time:
                archive.unread += 1
                continue
            entry = sealed(_entry(path, now))
        fresh[path.name] = entry
        if watch is not None:
            watch.done += 1
        if "facts" in entry:
            archive.games.append(_from_json(entry["facts"]))
        else:
            bad = Unreadable(shown_name(path.name), entry["reason"], entry.get("game"))
            archive.unreadable.append(bad)
    if cache is not None and fresh != known:
        write_cache(cache, CACHE_VERSION, fresh)
    return archive


def _entry(path: Path, now: list[int]) -> Entry:
    try:
        return {"stamp": now, "facts": asdict(facts_of(path))}
    except Exception as error:  # a document's error, or a game's own: each game has its class
        if not isinstance(error, DocumentError) and not _is_record_error(error):
            raise
        owner = _owner(path)
        words = (
            str(error)
            if isinstance(error, DocumentError)
            else error_words(error, owner or GAMES[0])
        )
        return in_words({"stamp": now, "reason": words, "game": owner and owner.name})


def _owner(path: Path) -> GameDef | None:
    """The game a record that could not be read says it is (its `format`; None when it names
    no game's, or is no document): a record error is told in that game's words, and the file
    listed on its page (read again: only a refused file, once, then cached)."""
    try:
        document = read_document(path)
    except DocumentError:  # not a document, or gone or changed since
        return None
    found = document.get("format") if isinstance(document, Mapping) else None
    return next((game for game in GAMES if game.record_format == found), None)


def _still_told(entry: Entry) -> bool:
    """A game's facts hold no words; a refusal's reason is told in the language of now."""
    return "facts" in entry or told_now(entry)


def _is_record_error(error: Exception) -> bool:
    return any(isinstance(error, game.record_error) for game in GAMES)


def _from_json(facts: dict[str, Any]) -> ArchivedGame:
    return ArchivedGame(
        **{
            **facts,
            "winners": tuple(facts["winners"]),
            "people": tuple(facts["people"]),
            "seats": tuple(facts["seats"]),
        }
    )


_NAMES = frozenset(game.name for game in GAMES)  # the games a refused file may name

_FACT_TYPES: dict[str, tuple[type, ...]] = {
    "file": (str,),
    "game": (str,),
    "players": (int,),
    "status": (str,),
    "winners": (list,),
    "people": (list,),
    "assisted": (bool,),
    "moves": (int,),
    "details": (dict,),
    "daily": (str, type(None)),
    "seconds": (int, type(None)),
    "saved_at": (str, type(None)),
    "origin": (str,),
    "seats": (list,),
}


def _well_formed(entry: Entry) -> bool:
    """A sealed cache entry of the right shape and types (anything else is read again from
    its file; the types of a game's own facts are its game's to know, and the seal keeps
    them as we wrote them)."""
    facts = entry.get("facts")
    if facts is None:
        named = entry.get("game")
        return isinstance(entry.get("reason"), str) and (named is None or named in _NAMES)
    if not isinstance(facts, dict) or set(facts) != set(_FACT_TYPES):
        return False
    typed = all(type(facts[key]) in kinds for key, kinds in _FACT_TYPES.items())
    seats = [*facts["winners"], *facts["people"]] if typed else [None]
    names = facts["seats"] if typed else [None]
    return (
        typed
        and all(type(seat) is int for seat in seats)
        and all(type(name) is str and _SEAT_NAME.fullmatch(name) for name in names)
    )


# -- the statistics ----------------------------------------------------------------------------


def statistics(archive: Archive, game: GameDef, today: date | None = None) -> Statistics:
    """One game's statistics from the archive (`today` ends its daily streak; default: the
    latest daily deal played)."""
    return game.statistics(archive.of(game), today)


def cache_path(data_folder: Path) -> Path:
    """Where the records' cache lives: beside the archive, never inside it."""
    return cache_folder(data_folder) / "records.json"


Records = tuple[Archive, dict[str, Statistics]]


def records_of(
    folder: Path, cache: Path | None, today: date | None = None, watch: Watch | None = None
) -> Records:
    """The archive and each game's statistics in one step (what the scene and the CLI show)."""
    archive = read_archive(folder, cache, watch)
    return archive, {game.name: statistics(archive, game, today) for game in GAMES}


def records_scan(folder: Path, cache: Path | None, today: date | None = None) -> Scan[Records]:
    """`records_of` off the frame, within the scan budget (`store/scan.py`)."""
    return Scan(lambda watch: records_of(folder, cache, today, watch), _("your games"))
