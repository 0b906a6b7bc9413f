"""The long record the benchmarks replay and autosave (`long_game.yaml`, 300 moves)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from regicide.store.documents import read_document


def long_game_path() -> Path:
    """A 300-move Regicide record the benchmarks replay and autosave."""
    return Path(str(resources.files("regicide.commands.bench") / "long_game.yaml"))


def read_long_game() -> object:
    """That record's plain data, read afresh from its file (a game's engine bench times its
    replay, and Regicide's the reading too, without reading files itself)."""
    return read_document(long_game_path())
