"""Records and Load read their folders off the frame, within a budget, each file once and
from a cache when it has not changed (issue 24, items 4 and 5): `store/scan.py`,
`store/records.py`, `store/library.py`, `store/caches.py`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store import documents, library
from regicide.store.library import NOT_READ, list_saves, save_as, saves_cache
from regicide.store.records import cache_path, read_archive, records_of
from regicide.store.saves import game_text
from regicide.store.scan import Scan, Watch
from tests.archive_samples import fill, lost_game, won_record
from tests.builders import REGICIDE


def test_a_scan_cut_short_by_its_budget_goes_on_at_the_next_look(tmp_path: Path) -> None:
    games, cache = tmp_path / "games", cache_path(tmp_path)
    fill(games, [won_record(), won_record(1), game_text(REGICIDE, lost_game(2, 3))])
    archive = read_archive(games, cache, Watch(budget=0))
    assert (archive.unread, archive.games) == (3, [])
    watch = Watch()
    archive = read_archive(games, cache, watch)
    assert (archive.unread, len(archive.games), watch.done, watch.total) == (0, 3, 3, 3)


def test_a_cache_with_facts_of_the_wrong_types_is_rebuilt(tmp_path: Path) -> None:
    """`enemies: null` or `daily: 5` in the cache once crashed `records` and the Records
    screen, or counted wrong: an entry not as we wrote it is read again from its file."""
    games, cache = tmp_path / "games", cache_path(tmp_path)
    fill(games, [won_record(daily="2026-11-22"), game_text(REGICIDE, lost_game(1, 5))])
    _, truth = records_of(games, None)
    records_of(games, cache)
    text = cache.read_text(encoding="utf-8")
    for wrong in (
        text.replace('"enemies": 12', '"enemies": null'),
        text.replace('"daily": "2026-11-22"', '"daily": 5'),
        text.replace('"players": 1', '"players": "one"'),
    ):
        assert wrong != text
        cache.write_text(wrong, encoding="utf-8")
        _, statistics = records_of(games, cache)
        assert statistics == truth
        assert json.loads(cache.read_text(encoding="utf-8")) == json.loads(text)


def counted_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every file `read_document` reads from now on."""
    reads: list[Path] = []
    real = documents.read_document

    def reading(path: Path) -> object:
        reads.append(path)
        return real(path)

    monkeypatch.setattr(library, "read_document", reading)
    return reads


def test_load_reads_each_save_once_and_then_from_its_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves, cache = tmp_path / "saves", saves_cache(tmp_path)
    save_as(REGICIDE, Game.new(1, seed=3), {}, "Summed up", saves)
    (saves / "Made elsewhere.yaml").write_text(game_text(REGICIDE, lost_game(2, 4)), "utf-8")
    reads = counted_reads(monkeypatch)
    first = list_saves(saves, cache)
    assert sorted(path.name for path in reads) == ["Made elsewhere.yaml", "Summed up.yaml"]
    reads.clear()
    assert list_saves(saves, cache) == first and reads == []
    assert {entry.name: entry.players for entry in first} == {"Summed up": 1, "Made elsewhere": 2}


def test_load_lists_what_its_budget_left_unread(tmp_path: Path) -> None:
    save_as(REGICIDE, Game.new(1, seed=3), {}, "One", tmp_path)
    (entry,) = list_saves(tmp_path, saves_cache(tmp_path), Watch(budget=0))
    assert entry.name == "One" and entry.problem == NOT_READ
    (entry,) = list_saves(tmp_path, saves_cache(tmp_path))
    assert entry.problem is None


def test_a_scan_runs_off_the_calling_thread_and_says_how_far_it_got() -> None:
    started: list[Watch] = []

    def work(watch: Watch) -> int:
        started.append(watch)
        watch.total = 10
        while not watch.out_of_time:
            watch.done = min(watch.done + 1, 9)
        return watch.done

    scan = Scan(work, "the test", grace=0.0)
    assert not scan.finished or scan.result is not None
    scan.cancel()
    assert scan.wait(10) and scan.result == 9 and scan.failure is None
    assert scan.words == "Reading the test: 9 of 10 files…"


def test_a_scan_that_fails_says_why() -> None:
    def work(watch: Watch) -> None:
        raise PermissionError(13, "Permission denied")

    scan = Scan(work, "your games")
    assert scan.wait(10) and scan.result is None
    assert scan.failure == "Could not read your games: Permission denied"
