"""The smaller faults of issue 24 (item 7): a temporary file left by a kill is removed at the
next start even within seconds, entries of saves/ that are no files are listed with their
reason, a long name of wide characters can be saved, and docs/records.md says the limit the
code holds."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store.documents import MAX_NODES, write_text_atomic
from regicide.store.files import clean_temporaries
from regicide.store.library import list_saves, rename_save, safe_name, save_as
from tests.builders import REGICIDE
from tests.startup_check import open_screen

POSIX = os.name == "posix"


def a_dead_pid() -> int:
    """The pid of a process that has ended (and was waited for)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@pytest.mark.skipif(not POSIX, reason="whether a pid lives is asked on POSIX only")
def test_a_fresh_leftover_of_a_process_that_is_gone_is_removed(tmp_path: Path) -> None:
    gone = tmp_path / f".autosave.yaml.{a_dead_pid()}.abcd1234.tmp"
    mine = tmp_path / f".settings.yaml.{os.getpid()}.abcd1234.tmp"  # being written: kept
    older_version = tmp_path / ".window.json.abcd1234.tmp"  # no pid: kept while fresh
    for path in (gone, mine, older_version):
        path.write_text("half a file", encoding="utf-8")
    assert clean_temporaries(tmp_path) == 1
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        [mine.name, older_version.name]
    )


def test_our_temporary_files_name_their_writer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def replace(source: str, target: Path) -> None:
        seen.append(Path(source).name)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    write_text_atomic(tmp_path / "autosave.yaml", "{}")
    (name,) = seen
    assert re.fullmatch(rf"\.autosave\.yaml\.{os.getpid()}\.[a-z0-9_]{{8}}\.tmp", name)


@pytest.mark.skipif(not POSIX, reason="FIFOs and symbolic links")
def test_entries_of_the_saves_folder_that_are_no_files_are_listed_with_a_reason(
    tmp_path: Path,
) -> None:
    save_as(REGICIDE, Game.new(1, seed=3), {}, "Good", tmp_path)
    (tmp_path / "folder.yaml").mkdir()
    os.mkfifo(tmp_path / "pipe.yaml")
    (tmp_path / "gone.yaml").symlink_to(tmp_path / "nowhere.yaml")
    problems = {entry.name: entry.problem for entry in list_saves(tmp_path)}
    assert problems["Good"] is None
    assert problems["folder"] == "is a folder, not a file"
    assert problems["pipe"] is not None and "not a regular file" in problems["pipe"]
    assert problems["gone"] == "no such file"


@pytest.mark.skipif(not POSIX, reason="FIFOs and symbolic links")
def test_load_opens_on_a_saves_folder_of_odd_entries(tmp_path: Path) -> None:
    saves = tmp_path / "home" / "saves"
    saves.mkdir(parents=True)
    (saves / "folder.yaml").mkdir()
    os.mkfifo(saves / "pipe.yaml")
    (saves / "gone.yaml").symlink_to(saves / "nowhere.yaml")
    started = open_screen(tmp_path / "home", "Load")
    assert started.returncode == 0 and "Traceback" not in started.stderr, started.stderr


@pytest.mark.parametrize("wide", ["界", "😀", "é"])
def test_a_long_name_of_wide_characters_is_saved_and_renamed(tmp_path: Path, wide: str) -> None:
    """Its bytes are counted, its temporary file's name included (it once failed with the
    system's "File name too long")."""
    path = save_as(REGICIDE, Game.new(1, seed=3), {}, wide * 200, tmp_path)
    assert path.is_file() and path.stem == safe_name(wide * 200) and path.stem.startswith(wide)
    renamed = rename_save(path, "x" + wide * 300)
    assert renamed.is_file() and not path.exists()


def test_docs_give_the_limit_of_values_the_code_holds() -> None:
    text = (Path(__file__).parents[2] / "docs" / "records.md").read_text(encoding="utf-8")
    assert f"than {MAX_NODES:,} values" in text
