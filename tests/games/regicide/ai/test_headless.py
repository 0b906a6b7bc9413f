"""The computer players run without a window: nothing under regicide/games/regicide/ai imports
pygame or the UI (ARCHITECTURE.md), and importing them loads neither."""

from __future__ import annotations

import subprocess
import sys

from tests.test_import_contract import _under, violations


def test_the_computer_players_never_import_pygame_or_the_ui() -> None:
    def allowed(target: str) -> bool:
        return not (_under(target, "pygame") or _under(target, "regicide.ui"))

    assert violations("regicide.games.regicide.ai", allowed) == []


def test_importing_them_loads_no_pygame() -> None:
    code = (
        "import sys, regicide.games.regicide.ai, regicide.commands.computer; "
        "print('pygame' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip() == "False"
