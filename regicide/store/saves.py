"""Saved games: written and read as FORMAT.md records; unreadable ones kept aside."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

from regicide.games.protocol import GameDef, Match
from regicide.games.registry import game_of_document
from regicide.i18n import _
from regicide.store.documents import DocumentError, read_document, write_text_atomic
from regicide.store.files import move_aside
from regicide.store.record_text import RecordText
from regicide.store.record_words import error_words
from regicide.support.oneline import one_line, shown_name


class SaveError(Exception):
    """A saved game that cannot be loaded; the message (`name: problem`) is for the player,
    `problem` the same without the file's name."""

    def __init__(self, path: Path, problem: object) -> None:
        self.problem = one_line(str(problem))
        # Translators: a file's name, then what is wrong with it (French: a space before ':').
        named = _("{file}: {problem}").format(file=shown_name(path.name), problem=problem)
        super().__init__(one_line(named))


class Saved(NamedTuple):
    """A game read from a record file: which game it is, the game itself, and the keys of the
    file beyond the game's own (the app's keys, and any it does not know: kept on save)."""

    game: GameDef
    match: Match
    extra: dict[str, Any]


def game_text(game: GameDef, match: Match, extra: Mapping[str, Any] | None = None) -> str:
    """The whole game (moves and events) as a record, in the autosave's JSON layout (JSON is
    valid YAML, so this is an ordinary FORMAT.md record file)."""
    return RecordText(game, match, extra or {}).text(time.strftime("%Y-%m-%dT%H:%M:%S"))


def save_game(
    game: GameDef, match: Match, path: Path, extra: Mapping[str, Any] | None = None
) -> None:
    """Write the game now, atomically."""
    write_text_atomic(path, game_text(game, match, extra))


def load_game(path: Path) -> Match:
    """The saved game, every move re-checked; raises SaveError saying what is wrong."""
    return load_saved(path).match


def load_saved(path: Path) -> Saved:
    """The saved game of any kind and its file's other keys; raises SaveError saying what is
    wrong."""
    try:
        document = read_document(path)
    except DocumentError as error:
        raise SaveError(path, error) from None
    return saved_from(document, path)


def saved_from(document: object, path: Path) -> Saved:
    """The game a document read from `path` holds (every move re-checked); raises SaveError
    naming the file."""
    try:
        game = game_of_document(document)
    except DocumentError as error:
        raise SaveError(path, error) from None
    try:
        match, extra = game.read_match(document)
    except game.record_error as error:
        raise SaveError(path, error_words(error, game)) from None
    return Saved(game, match, extra)


def set_aside(path: Path) -> Path | None:
    """Keep an unreadable save under a new name rather than overwrite it
    (`autosave-unreadable-<date>-<time>[-N].yaml`, never replacing another file); returns the
    new path, or None when there was nothing to keep. Raises OSError when it cannot be renamed
    (a read-only folder): then nothing may be written in its place."""
    if not os.path.lexists(path):
        return None
    return move_aside(path, "unreadable")
