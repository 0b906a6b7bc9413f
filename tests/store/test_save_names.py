"""Issue 29 item 6: a save's name never keeps a Unicode format character (category Cf: the
right-to-left override U+202E would turn the Load list's text around) and is never a name
Windows keeps for a device (CON, NUL, COM1, LPT1…, any case, with or without an extension),
on any system: a player's saves move between systems."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from regicide.games.regicide.engine import Game
from regicide.store.library import list_saves, rename_save, save_as
from tests.builders import REGICIDE

DEVICES = ["CON", "con", "Prn", "AUX", "nul", "NUL.txt", "com1", "COM9", "LPT1", "lpt3.yaml"]
DEVICES += ["COM\u00b9", "aux .doc", "CON "]


def _reserved(stem: str) -> bool:
    base = stem.split(".", maxsplit=1)[0].rstrip(" ").upper()
    names = {"CON", "PRN", "AUX", "NUL"}
    names |= {
        f"{port}{digit}" for port in ("COM", "LPT") for digit in "0123456789\u00b9\u00b2\u00b3"
    }
    return base in names


@pytest.mark.parametrize("typed", DEVICES)
def test_a_device_name_is_never_written(tmp_path: Path, typed: str) -> None:
    path = save_as(REGICIDE, Game.new(1, seed=3), {}, typed, tmp_path)
    assert path.is_file() and not _reserved(path.stem)
    assert path.stem.upper().startswith(
        typed.split(".", maxsplit=1)[0].strip().upper()
    )  # still the player's
    renamed = rename_save(path, typed.lower())
    assert renamed.is_file() and not _reserved(renamed.stem)


@pytest.mark.parametrize("typed", ["CONSOLE", "my con", "COM10", "LPTX", "Nullish"])
def test_names_that_only_begin_like_a_device_are_kept(tmp_path: Path, typed: str) -> None:
    assert save_as(REGICIDE, Game.new(1, seed=3), {}, typed, tmp_path).stem == typed


@pytest.mark.parametrize(
    "typed",
    ["evil\u202egpj.yaml", "\u200bzero", "a\u2066b\u2069c", "soft\u00adhyphen", "\ufeffbom"],
)
def test_format_characters_are_stripped(tmp_path: Path, typed: str) -> None:
    path = save_as(REGICIDE, Game.new(1, seed=3), {}, typed, tmp_path)
    assert path.is_file()
    assert not any(unicodedata.category(char) == "Cf" for char in path.name)
    assert [entry.name for entry in list_saves(tmp_path)] == [path.stem]
    assert path.stem.isprintable()


def test_a_name_of_format_characters_only_is_a_game(tmp_path: Path) -> None:
    assert save_as(REGICIDE, Game.new(1, seed=3), {}, "\u202e\u200f", tmp_path).stem == "Game"
