"""Claim's walls (engine_api.md, ARCHITECTURE.md), beyond the house's (tests/test_import_contract.py
holds the engine to the standard library and the kernel): its players and its words import
only the standard library, the engine's front door, their own room and, for the players, the
shell every game's computer players share (`regicide.games.computers`) and the win rate's
interval every game's simulate reports (`regicide.games.tally`); for the words, the
translation seam (`regicide.i18n`, no pygame: issue 35)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
CLAIM = ROOT / "regicide" / "games" / "claim"
ENGINE = "regicide.games.claim.engine"
STANDARD = frozenset(sys.stdlib_module_names) | {"__future__"}
SHARED = {
    "ai": ("regicide.games.computers", "regicide.games.tally"),
    "narrate": ("regicide.i18n",),
}


def imports(room: str) -> list[tuple[str, str]]:
    """(module file, imported module) for every import under `regicide.games.claim.<room>`."""
    found = []
    for path in sorted((CLAIM / room).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(path.name, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                assert node.level == 0, f"{path.name}: relative imports are not used here"
                found.append((path.name, node.module or ""))
    return found


@pytest.mark.parametrize("room", ["ai", "narrate"])
def test_players_and_words_use_the_front_door_only(room: str) -> None:
    own = f"regicide.games.claim.{room}"
    bad = [
        (where, name)
        for where, name in imports(room)
        if name.partition(".")[0] not in STANDARD
        and name not in (ENGINE, *SHARED[room])
        and not name.startswith(own)
    ]
    assert bad == []
