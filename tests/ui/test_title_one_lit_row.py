"""The title lights one row at a time: with the pointer resting on one button, a key that
moves the keyboard's focus puts the hover down until the pointer moves again (it lit the
hovered row and the focused one), and the pointer moving onto a button takes the focus."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from regicide.ui import widgets
from regicide.ui.scenes.title import TitleScene
from tests.ui.drawn import patch_everywhere
from tests.ui.driver import Ui, motion_event


@pytest.fixture
def lit(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The labels of the buttons drawn hovered or focused in the last frames."""
    rows: list[str] = []
    original = widgets.draw_button

    def spy(surface, button, *args, hovered=False, focused=False, **kwargs):  # type: ignore[no-untyped-def]
        if hovered or focused:
            rows.append(button.label)
        return original(surface, button, *args, hovered=hovered, focused=focused, **kwargs)

    patch_everywhere(monkeypatch, "draw_button", original, spy)
    yield rows


def test_a_key_puts_the_hover_down_and_the_pointer_takes_the_focus(ui: Ui, lit: list[str]) -> None:
    ui.to_title()
    title = ui.top
    assert isinstance(title, TitleScene)
    buttons = title.laid_out()
    pointed = buttons[-2]  # on the bottom row, far from the focus
    ui.step([motion_event(pointed.rect.center, (1, 1), held=False)])
    lit.clear()
    ui.frames(1)
    assert set(lit) == {pointed.label}, lit  # the pointer took the focus there
    ui.press(pygame.K_DOWN)
    lit.clear()
    ui.frames(1)
    assert len(set(lit)) == 1 and pointed.label not in lit, lit
    ui.step([motion_event(buttons[2].rect.center, (1, 1), held=False)])
    lit.clear()
    ui.frames(1)
    assert set(lit) == {buttons[2].label}, lit
