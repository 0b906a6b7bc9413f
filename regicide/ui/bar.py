"""Buttons and their tooltips, as every scene with a bar of buttons draws them: the buttons
(hovered and focused each look their own), the tooltip of the one under the pointer, and a
tooltip's box."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import (
    Button,
    Frame,
    Palette,
    blit_text,
    button_face,
    draw_button,
    draw_panel,
)


def draw_buttons(
    surface: pygame.Surface,
    buttons: Sequence[Button],
    *,
    text: TextCache,
    palette: Palette,
    mouse: tuple[int, int],
    focused: object | None,
) -> None:
    """Every button, the one under the pointer hovered and the one with the focus ring
    focused."""
    focused_rect = getattr(focused, "rect", None)
    for button in buttons:
        hovered = bool(button.rect.collidepoint(mouse))
        focus = button.rect == focused_rect
        draw_button(surface, button, text, palette, hovered=hovered, focused=focus)


def tip_for(
    buttons: Sequence[Button],
    explained: Sequence[str],
    *,
    mouse: tuple[int, int],
    text: TextCache,
    theme: Theme,
    keys: Mapping[str, str] | None = None,
) -> str:
    """The tooltip of the button under the pointer: why it is disabled (unless something on
    screen says so already: `explained`), or its key when there was no room to show it
    (`keys` names the keys of buttons laid out without one, by label)."""
    button = next((b for b in buttons if b.rect.collidepoint(mouse)), None)
    if button is None:
        return ""
    key = button.hint or button.shortcut or (keys or {}).get(button.label, "")
    if button.icon:  # an icon says nothing in words: its tooltip names it and its key
        name = f"{button.label} ({key})" if key else button.label
        return name if button.enabled or not button.reason else f"{name} · {button.reason}"
    if not button.enabled:
        return button.reason if button.reason not in explained else ""
    face = button_face(button, text, (theme.colors.text, theme.colors.text_dim))
    if key and face.hint is None:
        # TRANSLATORS: a button's tooltip naming its key, "Menu: Esc".
        return _("{button}: {key}").format(button=button.label, key=key)
    return button.label if face.cut else ""


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    anchor: pygame.Rect,
    *,
    text_cache: TextCache,
    theme: Theme,
    frame: Frame,
) -> None:
    """A small note above `anchor` (below it when there is no room above), kept on screen."""
    c = theme.colors
    label = text_cache.body(text, frame.px(13), c.text)
    gap = frame.px(8)
    rect = label.get_rect(midbottom=(anchor.centerx, anchor.top - gap))
    if rect.top < frame.px(4):
        rect = label.get_rect(midtop=(anchor.centerx, anchor.bottom + gap))
    rect = rect.inflate(frame.px(16), frame.px(10)).clamp(surface.get_rect())
    draw_panel(surface, rect, c.panel, c.panel_edge, alpha=245, radius=frame.px(6))
    blit_text(surface, label, "center", rect.center)
