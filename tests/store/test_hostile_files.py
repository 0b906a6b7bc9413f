"""Hostile files and faults in the stores (issue 7): nothing a user file holds may crash,
hang or cost much, every message is one printable line naming the file, and nothing is
overwritten by accident."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.play.session import Session
from regicide.store.autosave import Autosaver
from regicide.store.documents import DocumentError, read_document, write_text_atomic
from regicide.store.files import clean_temporaries, move_aside
from regicide.store.saves import load_saved, set_aside
from regicide.store.settings import Settings, load_settings
from regicide.support.oneline import one_line, shown
from tests.builders import REGICIDE

POSIX = pytest.mark.skipif(os.name != "posix", reason="FIFOs and permissions are POSIX")


@POSIX
def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    os.mkfifo(path)
    with pytest.raises(DocumentError, match="not a regular file"):
        read_document(path)  # opening a pipe would wait for a writer: this returns at all


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="is a folder"):
        read_document(tmp_path)


def test_a_nul_in_a_name_is_a_document_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="NUL"):
        read_document(tmp_path / "a\0b.yaml")


@POSIX
def test_a_device_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="not a regular file"):
        read_document(Path("/dev/zero"))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("animation_speed: [1, 2]\n", "animation_speed"),
        ("animation_speed: {a: 1}\n", "animation_speed"),
        ("sound: [true]\n", "sound"),
        ("fullscreen: 1\n", "fullscreen"),
        ('theme: "cla\\0ssic"\n', "theme"),
        ("theme: /etc/passwd\n", "theme"),
        ("theme: ../../elsewhere/evil\n", "theme"),
        ("theme: .hidden\n", "theme"),
        ("theme: [classic]\n", "theme"),
        ("theme: " + "x" * 41 + "\n", "theme"),
    ],
)
def test_a_setting_of_the_wrong_kind_falls_back_alone(tmp_path: Path, text: str, key: str) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(text + "sound: false\n" * (key != "sound"), encoding="utf-8")
    settings, problem = load_settings(path)
    assert getattr(settings, key) == getattr(Settings(), key)
    assert settings.sound is (key == "sound")
    assert problem is not None and problem.startswith(f"settings.yaml: {key}: ")
    assert problem == one_line(problem) and "\0" not in problem


def test_every_bad_setting_is_named_in_one_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("animation_speed: [1]\nsound: {}\ntheme: /x\nfullscreen: true\n", "utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings(fullscreen=True)
    assert problem is not None
    for key in ("animation_speed", "sound", "theme"):
        assert f"{key}: " in problem
    assert "fullscreen" not in problem


def test_a_theme_setting_that_is_a_name_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("theme: my-theme_2\n", encoding="utf-8")
    assert load_settings(path) == (Settings(theme="my-theme_2"), None)


def test_two_set_asides_in_one_second_keep_both_files(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    kept = []
    for text in ("first", "second", "third"):
        path.write_text(text, encoding="utf-8")
        kept.append(set_aside(path))
    names = {file.name for file in kept if file is not None}
    assert len(names) == 3
    assert sorted(file.read_text("utf-8") for file in kept if file) == ["first", "second", "third"]


def test_a_set_aside_never_replaces_a_file_of_that_name(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("new", encoding="utf-8")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    taken = tmp_path / f"autosave-unreadable-{stamp}.yaml"
    taken.write_text("old", encoding="utf-8")
    kept = move_aside(path, "unreadable")
    assert taken.read_text("utf-8") == "old" or kept.read_text("utf-8") == "new"
    assert kept.read_text("utf-8") == "new"


@POSIX
def test_a_set_aside_in_a_read_only_folder_raises_and_keeps_the_file(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root may write in a read-only folder")
    path = tmp_path / "autosave.yaml"
    path.write_text("unreadable", encoding="utf-8")
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(OSError):
            set_aside(path)
    finally:
        tmp_path.chmod(0o755)
    assert path.read_text("utf-8") == "unreadable"


def test_stale_temporary_files_are_cleaned_and_nothing_else(tmp_path: Path) -> None:
    stale = [".autosave.yaml.ab_cd123.tmp", ".settings.yaml.x1y2z3w4.tmp"]
    kept = ["autosave.yaml", ".autosave.yaml.tmp", "notes.tmp", ".a.TOOLONG12.tmp"]
    for name in stale + kept:
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / ".folder.abcdefgh.tmp").mkdir()
    assert clean_temporaries(tmp_path, older_than=-1) == 2
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        [*kept, ".folder.abcdefgh.tmp"]
    )


def test_a_temporary_file_being_written_now_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / ".autosave.yaml.abcdefgh.tmp").write_text("x", encoding="utf-8")
    assert clean_temporaries(tmp_path) == 0


def test_an_atomic_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    write_text_atomic(path, "{}\n")
    write_text_atomic(path, "{}\n")
    assert [file.name for file in tmp_path.iterdir()] == ["autosave.yaml"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("plain", "plain"),
        ("a\x1b[31mred\x07", "a\\x1b[31mred\\x07"),
        ("two\nlines\r", "two\\nlines\\r"),
        ("bidi\u202eevil\u2028", "bidi\\u202eevil\\u2028"),
    ],
)
def test_one_line_escapes_control_characters(text: str, line: str) -> None:
    assert one_line(text) == line


def test_one_line_shortens_a_long_text_cheaply() -> None:
    line = one_line("\x1b" * 4_000_000, 50)
    assert len(line) == 50 and line.endswith("...")


def test_values_are_shown_short() -> None:
    assert shown([1] * 10**6) == "a list"
    assert shown({"a": 1}) == "a mapping"
    assert shown(10**5000) == "a number too long to show"
    assert shown("x" * 1000).endswith("...'")


def test_unknown_keys_json_cannot_hold_are_kept_as_text(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(
        "format: regicide-record\nversion: 1\nplayers: 1\nseed: 3\nmoves: []\n"
        "when: 2020-01-01\nblob: !!binary aGVsbG8=\ntags: !!set {b, a}\nratio: .nan\n"
        "1: one\nnested: {2020-01-02: [.inf, {null: x}]}\n",
        encoding="utf-8",
    )
    _, game, extra = load_saved(path)
    saver = Autosaver(tmp_path / "copy.yaml")
    session = Session(REGICIDE, game, saver=saver, extra=extra)
    session.submit(game.legal_moves()[0])
    saver.flush()
    assert saver.error is None
    _, _, kept = load_saved(tmp_path / "copy.yaml")
    assert kept["when"] == "2020-01-01" and kept["blob"] == "aGVsbG8=" and kept["1"] == "one"
    assert kept["tags"] == ["a", "b"] and kept["ratio"] == "nan"
    assert kept["nested"] == {"2020-01-02": ["inf", {"null": "x"}]}


def test_a_failing_autosave_reports_and_never_hangs_flush(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "autosave.yaml")

    def broken(record: object) -> object:
        raise RuntimeError("a bug")

    saver._queue(broken)
    saver.flush()
    assert saver.error is not None and "a bug" in saver.error
    saver.start(REGICIDE, Game.new(1, seed=1), {})
    saver.flush()
    assert (tmp_path / "autosave.yaml").exists()


def test_json_of_too_many_values_is_refused_before_anything_reads_it(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text(json.dumps({"events": [["AS"] * 400_000]}), encoding="utf-8")
    with pytest.raises(DocumentError, match="too many values"):
        read_document(path)


def test_json_nested_too_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text("[" * 100 + "]" * 100, encoding="utf-8")
    with pytest.raises(DocumentError, match="nested deeper than 64"):
        read_document(path)
