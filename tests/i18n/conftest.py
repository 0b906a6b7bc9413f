"""Every test here leaves the seam speaking English, as the rest of the suite expects; the UI
tests here drive the app as tests/ui's do."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pytest

from regicide.i18n import ENGLISH, use_language
from tests.ui.conftest import app, ctx, home, ui

__all__ = ["app", "ctx", "home", "ui"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    use_language(ENGLISH)
