"""One highlighted row at a time on Claim's menus: the pointer moving onto a button takes the
keyboard's focus there, and a key puts the hover down until the pointer moves again, so the
hover and the focus ring never mark two rows at once."""

from __future__ import annotations

import pygame

from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import button_at


def focus_follows_pointer(scene: MenuScene, event: pygame.event.Event) -> None:
    """Before the menu handles `event`: a pointer moved onto a button focuses it; a key (which
    may move the focus) leaves no row hovered."""
    if event.type == pygame.KEYDOWN:
        scene.mouse = (-1, -1)
    if event.type != pygame.MOUSEMOTION:
        return
    buttons = scene.laid_out()
    button = button_at(buttons, event.pos)
    if button is not None:
        scene.focus.index = buttons.index(button)
