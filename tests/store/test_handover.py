"""Never lose a game when a new one starts (issue 7): an unreadable autosave is set aside
before the first write, a game in progress is kept in the archive for `regicide play`, and
when neither can be done the new game runs unsaved."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store.autosave import Autosaver
from regicide.store.handover import make_way
from regicide.store.saves import save_game
from tests.builders import REGICIDE

NEWER = json.dumps({"format": "regicide-record", "version": 99, "players": 1, "moves": []})


def in_progress(path: Path, moves: int = 2) -> bytes:
    game = Game.new(1, seed=5)
    for _ in range(moves):
        game.submit(game.legal_moves()[0])
    save_game(REGICIDE, game, path, {"my_key": "kept"})
    return path.read_bytes()


def test_an_autosave_of_a_newer_version_is_set_aside_before_the_first_write(
    tmp_path: Path,
) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(NEWER, encoding="utf-8")
    saver = Autosaver(path)
    saver.start(REGICIDE, Game.new(1, seed=1), {})
    saver.flush()
    kept = [file for file in tmp_path.iterdir() if file.name.startswith("autosave-unreadable-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == NEWER
    assert saver.error is not None and kept[0].name in saver.error and "version" in saver.error
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_a_game_in_progress_is_kept_in_the_archive_byte_for_byte(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    before = in_progress(path)
    handover = make_way(path, keep_in_progress=True, games=tmp_path / "games")
    (kept,) = (tmp_path / "games").iterdir()
    assert kept.read_bytes() == before and handover.unsaved is None
    assert "Records › Games" in handover.notices[0]  # a place players know, never a path
    assert str(kept.parent) not in handover.notices[0] and "--load" not in handover.notices[0]


def test_a_fresh_deal_without_moves_is_not_archived(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    in_progress(path, moves=0)
    assert make_way(path, keep_in_progress=True, games=tmp_path / "games").notices == ()
    assert not (tmp_path / "games").exists()


def test_without_being_asked_a_readable_game_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    before = in_progress(path)
    assert make_way(path) == make_way(path, keep_in_progress=False)
    assert path.read_bytes() == before and sorted(tmp_path.iterdir()) == [path]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX, not root")
def test_in_a_read_only_folder_the_new_game_is_not_saved_over_the_old(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(NEWER, encoding="utf-8")
    tmp_path.chmod(0o555)
    try:
        saver = Autosaver(path)
        saver.start(REGICIDE, Game.new(1, seed=1), {})
        saver.flush()
    finally:
        tmp_path.chmod(0o755)
    assert path.read_text(encoding="utf-8") == NEWER
    assert saver.read_only is not None and "will not be saved" in saver.read_only


def test_a_read_only_saver_never_writes(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    saver = Autosaver(path, read_only="open elsewhere")
    saver.start(REGICIDE, Game.new(1, seed=1), {})
    saver.flush()
    assert not path.exists() and saver.error == "open elsewhere"
