"""Issue 33, item 10: the focus ring never rests on a disabled button (Undo on a fresh
table, Watch replay on an empty page): Tab passes over them, a page's first focus is a button
that does something, and a disabled button draws no ring."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.scenes.records import RecordsScene
from regicide.ui.widgets import FocusRing
from tests.ui.driver import Ui


def test_the_ring_passes_over_what_is_not_usable() -> None:
    ring = FocusRing()
    usable = [True, False, False, True]
    ring.move(4, 1, usable)
    assert ring.index == 0
    ring.move(4, 1, usable)
    assert ring.index == 3
    ring.move(4, -1, usable)
    assert ring.index == 0
    ring.move(2, 1, [False, False])  # nothing usable: no focus
    assert ring.index is None


def test_tab_never_rests_on_undo_at_a_fresh_table(ui: Ui) -> None:
    ui.open(Game.new(1, seed=5))
    items = ui.table.focusables()
    assert any(item.label == "Undo" and not item.enabled for item in items)
    for _ in range(2 * len(items)):
        ui.press(pygame.K_TAB)
        focused = ui.table.focused()
        assert focused is not None and focused.enabled, focused


def test_an_empty_games_page_focuses_back_not_watch_replay(ui: Ui, home: Path) -> None:
    ui.to_title()
    ui.click_button("Records")
    scene = ui.top
    assert isinstance(scene, RecordsScene)
    scene.show(1)
    scene.focus.index = None
    buttons = scene.laid_out()
    assert scene.focus.index is not None and buttons[scene.focus.index].enabled
