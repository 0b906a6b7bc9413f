"""Fixtures for the headless table tests: a dummy SDL display, a private REGICIDE_HOME per
test, the app, and a `Ui` driver that sends real pygame events through `App.step`."""

from __future__ import annotations

import os

# SDL reads these when pygame initialises; set them before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from regicide.games.registry import GAMES
from regicide.store import scan
from regicide.ui.app import App, create_context
from regicide.ui.context import AppContext
from tests.toy.higher_card import GAME as TOY
from tests.ui.driver import Ui


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """REGICIDE_HOME for this test only: the autosave and settings land here. A folder's scan
    (Load, Records) is waited for before the screen's first frame, however busy the machine:
    these tests are about what the screens show (tests/commands/test_scan_frames.py, about
    their frames)."""
    folder = tmp_path / "home"
    monkeypatch.setenv("REGICIDE_HOME", str(folder))
    monkeypatch.setattr(scan, "GRACE_SECONDS", 60.0)
    return folder


@pytest.fixture
def ctx(home: Path) -> AppContext:
    """A fresh context with sound off and instant animations (tests that watch an animation
    set the speed themselves)."""
    context = create_context()
    context.settings = replace(context.settings, animation_speed="instant", sound=False)
    context.sounds.enabled = False
    return context


@pytest.fixture
def app(ctx: AppContext) -> App:
    return App(ctx)


@pytest.fixture
def ui(app: App) -> Ui:
    return Ui(app)


@pytest.fixture
def toy() -> Iterator[None]:
    """The toy game (tests/toy) seated at the table for one test, as a fourth game."""
    GAMES.append(TOY)
    try:
        yield
    finally:
        GAMES.remove(TOY)
