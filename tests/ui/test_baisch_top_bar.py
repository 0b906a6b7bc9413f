"""Baisch's top bar keeps its words left of its buttons (issue 30: under autoplay at 200% the
"Assisted" mark ran under Hint): the progress gives way, the mark stays whole, at every
window size and UI scale."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from regicide.games.baisch.ui.topbar import ASSISTED_TIP
from regicide.games.registry import game_named
from tests.ui.driver import Ui
from tests.ui.test_one_host import open_table
from tests.ui.test_watching_caption import SIZES, _resize


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_assisted_mark_stays_left_of_the_buttons(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    _resize(ui, size, scale)
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="instant")
    table = open_table(ui, game_named("baisch"), "autoplay", seed=5)
    for _ in range(3000):  # on to a long progress line ("turn 12 · 3 of 3 standing")
        if table.session.over or table.state.turn >= 12:  # type: ignore[attr-defined]
            break
        ui.step()
    ui.frames(2)
    buttons = table.top_buttons()  # type: ignore[attr-defined]
    left = min(button.rect.left for button in buttons)
    marks = [rect for rect, tip in table.painter.badges if tip == ASSISTED_TIP]  # type: ignore[attr-defined]
    assert marks, "an autoplayed game is marked assisted"
    assert all(rect.right <= left for rect in marks), (marks, left)
    assert pygame.Rect(marks[0]).width > ui.ctx.frame.px(30)  # the word whole, not squeezed
