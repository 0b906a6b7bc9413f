"""A search's decisions recorded before it is made faster (issue 34): the moves of whole
games and the summed values at fixed positions, as rows `[*spec, result]` of a JSON file
(`games`, `positions`), written once by the test module's `__main__` and checked after
every speed-up."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

Spec = tuple[Any, ...]


def recording(
    games: Sequence[Spec],
    game_moves: Callable[..., list[str]],
    positions: Sequence[Spec] = (),
    position_totals: Callable[..., list[str]] | None = None,
) -> dict[str, Any]:
    """Everything a module checks, as played now (positions only where it has some)."""
    data: dict[str, Any] = {"games": [[*spec, game_moves(*spec)] for spec in games]}
    if position_totals is not None:
        data["positions"] = [[*spec, position_totals(*spec)] for spec in positions]
    return data


def recorded(data: Path, section: str, spec: Spec) -> Any:
    """The result recorded for `spec` in `section` of the file `data`."""
    rows = json.loads(data.read_text(encoding="utf-8"))[section]
    return next(result for *key, result in rows if tuple(key) == spec)


def write(data: Path, recording: dict[str, Any]) -> None:
    """Record again (only for a change that is meant to change decisions)."""
    data.write_text(json.dumps(recording, indent=1) + "\n", encoding="utf-8")
