"""The archive and the records: every finished game kept, statistics a projection of it."""

from __future__ import annotations

import json
import os
from datetime import date, datetime
from pathlib import Path

import pytest

from regicide.cli import main
from regicide.commands.records import run_records
from regicide.games.regicide.engine import Game, parse_move
from regicide.games.regicide.records import RegicideStatistics
from regicide.games.registry import BAISCH, CLAIM, GAMES
from regicide.play.archiving import Archiver
from regicide.play.session import Session
from regicide.store import records as records_module
from regicide.store.archive import archive_name, archive_text, archived_files
from regicide.store.caches import sealed
from regicide.store.keys import SEATS_KEY
from regicide.store.records import (
    Archive,
    cache_path,
    read_archive,
    records_of,
    seats_of_record,
)
from regicide.store.records import statistics as game_statistics
from regicide.store.saves import game_text
from tests.archive_samples import LAST_KING, fill, lost_game, won_record
from tests.builders import REGICIDE, position


def statistics(archive: Archive, today: date | None = None) -> RegicideStatistics:
    """Regicide's statistics of the archive."""
    stats = game_statistics(archive, REGICIDE, today)
    assert isinstance(stats, RegicideStatistics)
    return stats


def test_medals_follow_tokens_and_never_count_assisted_or_eased_wins(tmp_path: Path) -> None:
    """R-SOLO-5 and RULES.md Variants: only unassisted solo wins under the official rules."""
    fill(
        tmp_path,
        [
            won_record(0),
            won_record(1),
            won_record(2),
            won_record(0, assisted=True),
            won_record(0, solo_yield=True),
        ],
    )
    stats = statistics(read_archive(tmp_path))
    assert stats.games == stats.wins == 4  # the assisted win counts apart, as medals do
    assert stats.assisted == 1
    assert stats.medals == {"gold": 1, "silver": 1, "bronze": 1}
    assert stats.best_medal == "gold"
    assert stats.last_medals == ["gold", "silver", "bronze"]
    assert (stats.assisted_wins, stats.eased_wins) == (1, 1)
    assert stats.by_players["1"] == {"games": 4, "wins": 4}


def test_losses_streaks_and_player_counts(tmp_path: Path) -> None:
    losses = [lost_game(players, seed) for players, seed in ((1, 1), (2, 2), (3, 3), (4, 4))]
    texts = [
        won_record(),
        *(game_text(REGICIDE, game) for game in losses),
        won_record(),
        won_record(),
    ]
    fill(tmp_path, texts)
    stats = statistics(read_archive(tmp_path))
    assert (stats.games, stats.wins, stats.losses) == (7, 3, 4)
    assert (stats.current_streak, stats.best_streak) == (2, 2)
    assert {key: value["games"] for key, value in stats.by_players.items()} == {
        "1": 4,
        "2": 1,
        "3": 1,
        "4": 1,
    }
    enemies = [12, *(game.state.enemies_defeated for game in losses), 12, 12]
    assert stats.mean_enemies == round(sum(enemies) / 7, 2)
    assert sum(stats.enemies_histogram) == 7 and stats.enemies_histogram[12] == 3
    assert [game["status"] for game in stats.last_games] == ["won"] + ["lost"] * 4 + ["won"] * 2


def test_unreadable_files_are_reported_left_untouched_and_the_rest_counted(
    tmp_path: Path,
) -> None:
    bad = {
        "a-newer.json": json.dumps({"format": "regicide-record", "version": 99, "players": 1}),
        "b-bomb.yaml": "a: &a [1, 2]\nb: [*a, *a]\n",
        "c-tag.yaml": "!!python/object/apply:os.system ['true']\n",
        "d-truncated.json": won_record()[:50],
        "e-binary.yaml": "\x00\x01\x02",
    }
    for name, text in bad.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    fill(tmp_path, [won_record()])
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    archive = read_archive(tmp_path, cache_path(tmp_path / "data"))
    assert statistics(archive).games == 1
    assert [bad.file for bad in archive.unreadable] == sorted(bad)
    assert all(bad.reason and "\n" not in bad.reason for bad in archive.unreadable)
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir() if path.is_file()} == (
        before
    )


def test_the_cache_is_used_and_a_broken_cache_is_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    games, cache = tmp_path / "games", tmp_path / "cache.json"
    fill(games, [won_record(), won_record(1)])
    first = statistics(read_archive(games, cache))
    assert cache.exists()

    def no_replays(path: Path) -> None:
        raise AssertionError(f"{path.name} was replayed although it is cached")

    with monkeypatch.context() as patch:
        patch.setattr(records_module, "facts_of", no_replays)
        assert statistics(read_archive(games, cache)) == first
    for broken in ("{not json", json.dumps({"version": 1, "files": {"x": 1}}), "[]", ""):
        cache.write_text(broken, encoding="utf-8")
        assert statistics(read_archive(games, cache)) == first
    cache.unlink()
    assert statistics(read_archive(games, cache)) == first


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    games, cache = tmp_path / "games", tmp_path / "cache.json"
    (path,) = fill(games, [won_record(0)])
    assert statistics(read_archive(games, cache)).medals["gold"] == 1
    path.write_text(won_record(2) + "\n", encoding="utf-8")
    assert statistics(read_archive(games, cache)).medals == {"gold": 0, "silver": 0, "bronze": 1}


def test_daily_results_and_streak(tmp_path: Path) -> None:
    days = ("2026-11-20", "2026-11-22", "2026-11-23")
    fill(tmp_path, [*(won_record(daily=day) for day in days), won_record()])
    stats = statistics(read_archive(tmp_path), today=date(2026, 11, 23))
    assert [game["daily"] for game in stats.daily] == ["2026-11-23", "2026-11-22", "2026-11-20"]
    assert stats.daily_streak == 2
    assert statistics(read_archive(tmp_path), today=date(2026, 11, 25)).daily_streak == 0


def test_records_command_json_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    fill(tmp_path / "games", [won_record(1), game_text(REGICIDE, lost_game(2, 5))])
    (tmp_path / "games" / "zz.yaml").write_text("format: chess\n", encoding="utf-8")
    assert run_records(as_json=True) == 0
    report = json.loads(capsys.readouterr().out)
    data = report["games"]["regicide"]
    assert data["games"] == 2 and data["wins"] == 1 and data["losses"] == 1
    assert data["by_players"]["2"] == {"games": 1, "wins": 0}
    assert data["medals"] == {"gold": 0, "silver": 1, "bronze": 0}
    for key in ("assisted_wins", "current_streak", "best_streak", "mean_enemies"):
        assert key in data
    assert report["unreadable"][0]["file"] == "zz.yaml"
    assert run_records(as_json=False) == 0
    assert "Silver 1" in capsys.readouterr().out


def test_records_command_names_the_game_of_each_file_it_could_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`regicide records --json` listed a broken Baisch record as a file and a reason only,
    where the records cache knows the game it says it is (as the app's Baisch page lists
    it): each entry of `unreadable` names it, null for a file that names none; `--game`
    lists that game's page's files; the text says it too. Read twice: from the files, then
    from the cache."""
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    record = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    record.pop("events", None)
    fill(tmp_path / "games", [won_record(1)])
    broken = json.dumps({**record, "moves": ["give nobody"]})
    (tmp_path / "games" / "2026-11-23_160000.json").write_text(broken, "utf-8")
    (tmp_path / "games" / "zz.yaml").write_text("a: [1, 2\n", encoding="utf-8")
    for _read in ("files", "cache"):
        assert main(["records", "--json"]) == 0
        every = json.loads(capsys.readouterr().out)["unreadable"]
        assert [(bad["file"], bad["game"]) for bad in every] == [
            ("2026-11-23_160000.json", "baisch"),
            ("zz.yaml", None),
        ]
        assert all(bad["reason"] for bad in every)
    assert main(["records", "--game", "baisch", "--json"]) == 0
    baisch = json.loads(capsys.readouterr().out)
    assert [bad["file"] for bad in baisch["unreadable"]] == ["2026-11-23_160000.json"]
    assert list(baisch["games"]) == ["baisch"]
    assert main(["records"]) == 0
    said = capsys.readouterr().out
    assert "Could not read 2026-11-23_160000.json (Baisch record): " in said
    assert "Could not read zz.yaml: " in said


def test_records_command_refuses_a_games_path_that_is_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    (tmp_path / "games").write_text("oops", encoding="utf-8")
    assert run_records(as_json=True) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_archive_names_sort_by_time_and_are_never_reused(tmp_path: Path) -> None:
    moment = datetime(2026, 11, 23, 10, 45, 12)
    paths = [archive_text(f"{number}", moment, tmp_path) for number in range(3)]
    assert [path.name for path in paths] == [
        archive_name(moment),
        "2026-11-23_104512_02.json",
        "2026-11-23_104512_03.json",
    ]
    assert [path.read_text() for path in archived_files(tmp_path)] == ["0", "1", "2"]


def test_the_session_archives_a_finished_game_once(tmp_path: Path) -> None:
    game = Game.from_position(position(1, **LAST_KING), seed=0)
    session = Session(REGICIDE, game, listeners=[Archiver(tmp_path)])
    session.submit(parse_move("play 2C"))
    session.undo()
    session.submit(parse_move("play 3D"))  # 3 > 2 health left: a win again, not exact
    (kept,) = archived_files(tmp_path)
    archive, every = records_of(tmp_path, None)
    assert every["regicide"].as_json()["wins"] == 1 and archive.games[0].moves == 1
    assert json.loads(kept.read_text())["moves"] == ["play 3D"]


def test_a_folder_that_cannot_be_written_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "games"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    problems: list[str] = []
    game = Game.from_position(position(1, **LAST_KING), seed=0)
    session = Session(REGICIDE, game, listeners=[Archiver(blocker, problems.append)])
    session.submit(parse_move("play 2C"))
    assert session.over and len(problems) == 1 and "Could not keep" in problems[0]


def test_a_large_archive_is_read_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache of a big archive holds more values than a record may: it is still used."""
    games, cache = tmp_path / "games", tmp_path / "cache.json"
    fill(games, [won_record()] * 2500)
    first = statistics(read_archive(games, cache))
    monkeypatch.setattr(records_module, "facts_of", lambda path: 1 / 0)
    assert statistics(read_archive(games, cache)) == first


def test_a_game_the_computers_played_alone_is_listed_but_not_counted(tmp_path: Path) -> None:
    watched = json.loads(won_record())
    watched[SEATS_KEY] = ["strong"]
    teamed = json.loads(game_text(REGICIDE, lost_game(2, 3)))
    teamed[SEATS_KEY] = ["human", "strong"]
    fill(tmp_path, [json.dumps(watched), json.dumps(teamed)])
    archive = read_archive(tmp_path)
    stats = statistics(archive)
    assert [game.people for game in archive.games] == [(), (1,)]
    assert (stats.games, stats.wins, stats.medals["gold"]) == (1, 0, 0)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_odd_entries_in_the_archive_never_hang_or_stop_the_count(tmp_path: Path) -> None:
    """A FIFO, a folder and a link to a device where record files should be: each is named
    as unreadable, nothing blocks, and the real game is still counted."""
    games = tmp_path / "games"
    fill(games, [won_record()])
    os.mkfifo(games / "a-fifo.json")
    (games / "b-folder.json").mkdir()
    (games / "c-zero.json").symlink_to("/dev/zero")
    cache = tmp_path / "cache-is-a-folder"
    cache.mkdir()
    archive = read_archive(games, cache)
    assert statistics(archive).games == 1
    assert [bad.file for bad in archive.unreadable] == [
        "a-fifo.json",
        "b-folder.json",
        "c-zero.json",
    ]


@pytest.mark.parametrize(
    ("seats", "kept"),
    [
        (["human", "strong"], ("human", "strong")),
        (["human"], ()),  # not one name a seat
        (["human", 3], ()),
        (["human", "\x1b[31mred"], ()),  # nothing a record of ours would name
        (["human", "x" * 40], ()),
        ("human,strong", ()),
    ],
)
def test_an_archived_game_keeps_who_sat_where_when_the_record_says_it_plainly(
    seats: object, kept: tuple[str, ...]
) -> None:
    assert seats_of_record({SEATS_KEY: seats}, 2) == kept


def test_records_count_the_games_with_each_level_of_computers(tmp_path: Path) -> None:
    """Issue 34: results per level of the computer teammates, an old "instant" as Casual."""
    tables = [["human", "instant"], ["human", "casual"], ["human", "expert"], ["human", "human"]]
    texts = []
    for seats in tables:
        record = json.loads(game_text(REGICIDE, lost_game(2, 3)))
        record[SEATS_KEY] = seats
        texts.append(json.dumps(record))
    fill(tmp_path, texts)
    stats = statistics(read_archive(tmp_path))
    assert stats.by_level == {"casual": {"games": 2, "wins": 0}, "expert": {"games": 1, "wins": 0}}
    lines = REGICIDE.summary_lines(stats)
    assert "  with Casual computers: 2 played, 0 won" in lines


class SlowClock:
    """A clock on which every look is a minute later: a budget runs out at once."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 60.0
        return self.now


def test_records_command_reads_the_whole_archive_however_long_it_takes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 29 item 7: never partial statistics printed as if whole (a slow machine once had
    the command stop after 30 s and print '149 played' from part of the archive)."""
    from regicide.store import scan  # noqa: PLC0415

    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    fill(tmp_path / "games", [won_record(1), game_text(REGICIDE, lost_game(2, 5))])
    monkeypatch.setattr(scan, "time", SlowClock())
    assert run_records(as_json=True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"]["regicide"]["games"] == 2 and report["unread"] == 0
    assert run_records(as_json=False) == 0
    assert "not read" not in capsys.readouterr().out


def _broken_records(folder: Path) -> dict[str, str | None]:
    """A broken record of each game and two files that name none; the game each names."""
    baisch = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    claim = CLAIM.record_data(CLAIM.new_match(2, 5), {})
    for record in (baisch, claim):
        record.pop("events", None)
    files: dict[str, tuple[str, str | None]] = {
        "a-baisch.json": (json.dumps({**baisch, "moves": ["give nobody"]}), BAISCH.name),
        "b-claim.json": (json.dumps({**claim, "moves": ["DOP5", "DWA3"]}), CLAIM.name),
        "c-claim-newer.json": (json.dumps({**claim, "version": 99}), CLAIM.name),
        "d-regicide.json": (
            json.dumps({"format": "regicide-record", "version": 99}),
            REGICIDE.name,
        ),
        "e-bomb.yaml": ("a: &a [1, 2]\nb: [*a, *a]\n", None),
        "f-chess.json": (json.dumps({"format": "chess-record", "version": 1}), None),
    }
    folder.mkdir(parents=True, exist_ok=True)
    for name, (text, _game) in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return {name: game for name, (_text, game) in files.items()}


def _pages(archive: Archive) -> dict[str, list[str]]:
    """Each game's records page: the unreadable files it lists."""
    return {game.name: [bad.file for bad in archive.unreadable_of(game)] for game in GAMES}


def test_an_unreadable_record_is_listed_on_the_page_of_the_game_it_says_it_is(
    tmp_path: Path,
) -> None:
    """A broken Baisch record was listed only on Regicide's page, where no one looks for a
    Baisch game: each refused file names the game its `format` says, and is listed on that
    game's page; a file that names no game (not a document, an unknown format) on the first
    game's (Regicide's) only."""
    _broken_records(tmp_path)
    archive = read_archive(tmp_path, cache_path(tmp_path / "data"))
    assert _pages(archive) == {
        REGICIDE.name: ["d-regicide.json", "e-bomb.yaml", "f-chess.json"],
        CLAIM.name: ["b-claim.json", "c-claim-newer.json"],
        BAISCH.name: ["a-baisch.json"],
    }


def test_an_older_cache_without_the_games_of_refused_files_is_read_again(tmp_path: Path) -> None:
    """The records cache of version 5 kept a refused file's reason but not its game: read as
    it is, every refused file would land on Regicide's page. Its version is no longer ours:
    the files are read again, each refusal naming its game, and the cache written anew."""
    folder, cache = tmp_path / "games", cache_path(tmp_path / "data")
    named = _broken_records(folder)
    read_archive(folder, cache)
    data = json.loads(cache.read_text("utf-8"))
    old = {
        name: sealed({key: value for key, value in entry.items() if key not in ("game", "seal")})
        for name, entry in data["files"].items()
    }
    cache.write_text(json.dumps({**data, "version": 5, "files": old}), "utf-8")
    archive = read_archive(folder, cache)
    assert {bad.file: bad.game for bad in archive.unreadable} == named
    assert json.loads(cache.read_text("utf-8"))["version"] == records_module.CACHE_VERSION


def test_records_with_no_game_finished_give_no_average_of_nothing(tmp_path: Path) -> None:
    """With no game finished, Regicide's records named no furthest enemy and said "0.0 on
    average", Baisch's "average game: 0.0 turns": no average of nothing is given."""
    empty = REGICIDE.summary_lines(statistics(read_archive(tmp_path)))
    assert not any("Enemies defeated" in line for line in empty)
    baisch = BAISCH.summary_lines(game_statistics(read_archive(tmp_path), BAISCH))
    assert any(line.endswith("average game: –") for line in baisch), baisch
    fill(tmp_path, [game_text(REGICIDE, lost_game(2, 3))])
    one = REGICIDE.summary_lines(statistics(read_archive(tmp_path)))
    assert any(line.startswith("Enemies defeated: ") for line in one), one
