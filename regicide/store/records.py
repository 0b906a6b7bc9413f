"""The player's records: medals and statistics, a projection of the games archive.

Each archived file is replayed by the engine (every move re-checked) into a few facts
(`GameFacts`); the statistics fold those facts. The facts of each file are cached beside the
archive, keyed by the file's name, size and modification time, so a second look reads only
new files. The cache is only a cache: deleted, corrupt or from another version, it is rebuilt
from the archive and nothing is lost. A file that cannot be read is reported with its reason
and left untouched; everything else is still counted.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from regicide.games.regicide.engine import (
    Medal,
    Outcome,
    RecordError,
    Status,
    read_record,
    replay_state,
)
from regicide.play.daily import DailyRecords, DailyResult, daily_records
from regicide.play.session import DAILY_KEY, HUMAN, SEATS_KEY, SECONDS_KEY
from regicide.store.archive import archived_files
from regicide.store.documents import DocumentError, read_bytes, read_document, write_text_atomic

CACHE_VERSION = 2
LAST_GAMES = 30  # the chart of recent results
LAST_MEDALS = 10  # the row of medals most recently won


@dataclass(frozen=True)
class GameFacts:
    """What the records need to know about one archived game."""

    file: str
    players: int
    status: str  # "won", "lost" or "playing" (kept unfinished)
    enemies: int  # enemies defeated
    medal: str | None  # a medal that counts: solo, official rules, not assisted (R-SOLO-5)
    tokens_used: int
    assisted: bool
    eased: bool  # a variant that makes a solo game easier was on (RULES.md, Variants)
    moves: int
    daily: str | None = None  # the date of a daily deal
    seconds: int | None = None
    saved_at: str | None = None
    people: int = 1  # seats a person played (0: the computers played alone, watched)

    @property
    def counted(self) -> bool:
        """Finished, with a person at the table: the records count it."""
        return self.finished and self.people > 0

    @property
    def finished(self) -> bool:
        return self.status != Status.PLAYING.value

    @property
    def won(self) -> bool:
        return self.status == Status.WON.value


@dataclass(frozen=True)
class Unreadable:
    file: str
    reason: str


@dataclass
class Archive:
    """The archive as read: the facts of every readable game, oldest first, and the rest."""

    games: list[GameFacts] = field(default_factory=list)
    unreadable: list[Unreadable] = field(default_factory=list)
    folder: Path | None = None

    def path_of(self, facts: GameFacts) -> Path | None:
        return None if self.folder is None else self.folder / facts.file


def facts_of(path: Path) -> GameFacts:
    """Replay one archived record (every move re-checked; its stored events are not needed
    for the facts); raises DocumentError or RecordError saying what is wrong."""
    data = read_document(path)
    if isinstance(data, dict):
        data.pop("events", None)
    record = read_record(data)
    state = replay_state(record)
    daily = record.extra.get(DAILY_KEY)
    seconds = record.extra.get(SECONDS_KEY)
    saved_at = record.extra.get("saved_at")
    seats = record.extra.get(SEATS_KEY)
    people = seats.count(HUMAN) if isinstance(seats, list) else state.players
    return GameFacts(
        file=path.name,
        players=state.players,
        status=state.status.value,
        enemies=state.enemies_defeated,
        medal=state.medal.value if state.medal and not record.assisted else None,
        tokens_used=state.tokens_used,
        assisted=record.assisted,
        eased=state.is_solo and state.rules.eases_solo,
        moves=len(record.moves),
        daily=daily if isinstance(daily, str) and len(daily) <= 20 else None,
        seconds=seconds if type(seconds) is int and 0 <= seconds < 10**9 else None,
        saved_at=saved_at if isinstance(saved_at, str) and len(saved_at) <= 40 else None,
        people=people,
    )


# -- reading the archive through the cache -------------------------------------------------


def read_archive(folder: Path, cache: Path | None = None) -> Archive:
    """Every file of the archive, from the cache where the file has not changed."""
    known = _read_cache(cache) if cache is not None else {}
    archive = Archive(folder=folder)
    fresh: dict[str, Any] = {}
    for path in archived_files(folder):
        stamp = _stamp(path)
        entry = known.get(path.name)
        if entry is None or entry.get("stamp") != stamp:
            entry = _entry(path, stamp)
        fresh[path.name] = entry
        if "facts" in entry:
            archive.games.append(GameFacts(**entry["facts"]))
        else:
            archive.unreadable.append(Unreadable(path.name, entry["reason"]))
    if cache is not None and fresh != known:
        _write_cache(cache, fresh)
    return archive


def _stamp(path: Path) -> list[int]:
    try:
        info = path.stat()
    except OSError:
        return [-1, -1]
    return [info.st_size, info.st_mtime_ns]


def _entry(path: Path, stamp: list[int]) -> dict[str, Any]:
    try:
        return {"stamp": stamp, "facts": asdict(facts_of(path))}
    except (DocumentError, RecordError) as error:
        return {"stamp": stamp, "reason": str(error)}


CACHE_LIMIT = 64 * 1024 * 1024  # about 150,000 games' facts


def _read_cache(cache: Path) -> dict[str, Any]:
    """The cached entries, or nothing when the cache is missing, corrupt or of another kind.
    The cache is our own JSON, far larger than a record may be, so it is read as plain JSON
    (no aliases or tags exist there) within its own size limit; anything odd means rebuild."""
    try:
        data = json.loads(read_bytes(cache, CACHE_LIMIT))
    except (DocumentError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return {}
    files = data.get("files")
    if not isinstance(files, dict):
        return {}
    return {name: entry for name, entry in files.items() if _well_formed(entry)}


_FACT_FIELDS = set(GameFacts.__dataclass_fields__)


def _well_formed(entry: object) -> bool:
    if not isinstance(entry, dict) or not isinstance(entry.get("stamp"), list):
        return False
    facts = entry.get("facts")
    if facts is not None:
        return isinstance(facts, dict) and set(facts) == _FACT_FIELDS
    return isinstance(entry.get("reason"), str)


def _write_cache(cache: Path, files: dict[str, Any]) -> None:
    """Best effort: a cache that cannot be written only costs time on the next look."""
    with contextlib.suppress(OSError):
        write_text_atomic(cache, json.dumps({"version": CACHE_VERSION, "files": files}))


# -- the statistics ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Statistics:
    """The numbers of the Records scene and of `regicide records --json`."""

    games: int
    wins: int
    losses: int
    unfinished: int
    by_players: dict[str, dict[str, int]]
    medals: dict[str, int]
    best_medal: str | None
    last_medals: list[str]
    assisted_wins: int
    eased_wins: int
    current_streak: int
    best_streak: int
    mean_enemies: float
    furthest_enemy: int
    enemies_histogram: list[int]  # games by enemies defeated, 0 to 12
    last_games: list[dict[str, Any]]  # the last 30 finished games, oldest first
    daily: list[dict[str, Any]]  # each day's first finished daily deal, newest first
    daily_streak: int  # days in a row with the daily deal won (unassisted), up to today
    daily_best_streak: int
    unreadable: list[dict[str, str]]

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


MEDAL_ORDER = ("gold", "silver", "bronze")


def statistics(archive: Archive, today: date | None = None) -> Statistics:
    """Fold the archive's facts into the statistics (medals per R-SOLO-5 and Variants).
    `today` ends the daily streak (default: the latest daily deal played)."""
    finished = [game for game in archive.games if game.counted]
    wins = [game for game in finished if game.won]
    medals = [game.medal for game in finished if game.medal]
    streaks = _streaks(game.won for game in finished)
    enemies = [game.enemies for game in finished]
    daily = _daily(finished, today)
    return Statistics(
        games=len(finished),
        wins=len(wins),
        losses=len(finished) - len(wins),
        unfinished=sum(1 for game in archive.games if not game.finished),
        by_players=_by_players(finished),
        medals={name: medals.count(name) for name in MEDAL_ORDER},
        best_medal=next((name for name in MEDAL_ORDER if name in medals), None),
        last_medals=medals[-LAST_MEDALS:],
        assisted_wins=sum(1 for game in wins if game.assisted),
        eased_wins=sum(1 for game in wins if game.eased and not game.assisted),
        current_streak=streaks[0],
        best_streak=streaks[1],
        mean_enemies=round(sum(enemies) / len(enemies), 2) if enemies else 0.0,
        furthest_enemy=max(enemies, default=0),
        enemies_histogram=[enemies.count(count) for count in range(13)],
        last_games=[_brief(game) for game in finished[-LAST_GAMES:]],
        daily=[_daily_brief(result) for result in daily.results],
        daily_streak=daily.current_streak,
        daily_best_streak=daily.best_streak,
        unreadable=[{"file": bad.file, "reason": bad.reason} for bad in archive.unreadable],
    )


def _by_players(games: Sequence[GameFacts]) -> dict[str, dict[str, int]]:
    return {
        str(players): {
            "games": sum(1 for game in games if game.players == players),
            "wins": sum(1 for game in games if game.players == players and game.won),
        }
        for players in range(1, 5)
    }


def _streaks(results: Iterable[bool]) -> tuple[int, int]:
    """(current, best) runs of consecutive wins."""
    current = best = 0
    for won in results:
        current = current + 1 if won else 0
        best = max(best, current)
    return current, best


def _daily(games: Sequence[GameFacts], today: date | None) -> DailyRecords:
    """The daily deals' results (each day's first finished game) and streaks (daily.py)."""
    entries = []
    for game in games:
        try:
            day = date.fromisoformat(game.daily or "")
        except ValueError:
            continue
        medal = Medal(game.medal) if game.medal else None
        outcome = Outcome(Status(game.status), medal, None, game.enemies, game.assisted)
        entries.append((day, outcome))
    latest = max((day for day, _ in entries), default=date.today())
    return daily_records(entries, today or latest)


def _brief(game: GameFacts) -> dict[str, Any]:
    return {
        "file": game.file,
        "players": game.players,
        "status": game.status,
        "enemies": game.enemies,
        "medal": game.medal,
        "assisted": game.assisted,
        "daily": game.daily,
    }


def _daily_brief(result: DailyResult) -> dict[str, Any]:
    outcome = result.outcome
    return {
        "daily": result.day.isoformat(),
        "status": outcome.status.value,
        "enemies": outcome.enemies_defeated,
        "medal": outcome.medal.value if outcome.medal else None,
        "assisted": outcome.assisted,
    }


def cache_path(data_folder: Path) -> Path:
    """Where the records' cache lives: beside the archive, never inside it."""
    return data_folder / "cache" / "records.json"


def records_of(
    folder: Path, cache: Path | None, today: date | None = None
) -> tuple[Archive, Statistics]:
    """The archive and its statistics in one step (what the scene and the CLI show)."""
    archive = read_archive(folder, cache)
    return archive, statistics(archive, today)
