"""Each game's table tests (tests/games/<game>/ui) drive the app as tests/ui's do: the same
fixtures, a private REGICIDE_HOME per test and SDL's dummy drivers."""

from __future__ import annotations

from tests.ui.conftest import app, ctx, home, toy, ui

__all__ = ["app", "ctx", "home", "toy", "ui"]
