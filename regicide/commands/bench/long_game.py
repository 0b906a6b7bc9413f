"""The long record the benchmarks replay and autosave (`long_game.yaml`, 300 moves)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def long_game_path() -> Path:
    """A 300-move Regicide record the benchmarks replay and autosave."""
    return Path(str(resources.files("regicide.commands.bench") / "long_game.yaml"))
