"""With no person at the table (computers only) there is no one to hint and nothing of a
person's to take back: every game's table shows Hint and Undo disabled, their tooltip saying
why, and H and Ctrl+Z change nothing (the game is not marked assisted)."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.registry import game_named
from regicide.ui import bar, widgets
from regicide.ui.widgets import Button
from tests.ui.drawn import record_second_argument
from tests.ui.driver import Ui, motion_event
from tests.ui.test_one_host import open_table


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Button]:
    """Every button any module draws (with the widgets' `draw_button`)."""
    return record_second_argument(monkeypatch, widgets, "draw_button")


@pytest.fixture
def tips(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every tooltip's words drawn (with the bar's `draw_tooltip`)."""
    return record_second_argument(monkeypatch, bar, "draw_tooltip")


@pytest.mark.parametrize("name", ["regicide", "claim", "baisch"])
def test_only_computers_at_the_table_no_hint_and_no_undo(
    ui: Ui, drawn: list[Button], tips: list[str], name: str
) -> None:
    table = open_table(ui, game_named(name), "computers", seed=4)
    for _ in range(10):  # the computers play a few moves
        ui.step()
    drawn.clear()
    ui.frames(1)
    helpers = {button.label: button for button in drawn if button.label in ("Hint", "Undo")}
    for label in ("Hint", "Undo"):
        button = helpers.get(label)
        if button is None:
            continue  # hidden: fine too
        assert not button.enabled, (label, button.reason)
        assert "computers" in button.reason.lower(), (label, button.reason)
    assert ui.top is table and not table.session.over
    for label, button in helpers.items():  # the pointer on it: its tooltip says why
        tips.clear()
        ui.step([motion_event(button.rect.center, (1, 1), held=False)])
        assert button.reason in tips, (label, tips)
    ui.step([motion_event((0, 0), (1, 1), held=False)])
    moves = len(table.session.match.moves)
    ui.press(pygame.K_h)
    ui.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")])
    assert len(table.session.match.moves) >= moves
    assert not table.session.match.assisted
