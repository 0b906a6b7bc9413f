"""The game log panel, drawn from plain data: the log's lines (newest at the bottom), wrapped to
the panel, scrolled back by the wheel. The scene says where it is and what it holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.narrate import Line, Tone
from regicide.themes import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, wrap

LINE_GAP = 2


@dataclass(frozen=True)
class LogView:
    """The panel's rectangle, its lines and how far it is scrolled back (rows from the end)."""

    rect: pygame.Rect
    lines: Sequence[Line]
    back: int = 0


def tone_color(theme: Theme, tone: Tone) -> Color:
    c = theme.colors
    return {
        Tone.TEXT: c.text,
        Tone.DIM: c.text_dim,
        Tone.GOOD: c.good,
        Tone.DANGER: c.danger,
        Tone.ACCENT: c.accent,
        Tone.HIGHLIGHT: c.highlight,
    }[tone]


@dataclass(frozen=True)
class LogPanel:
    """Draws log views with one theme at one window size."""

    theme: Theme
    text: TextCache
    frame: Frame

    @property
    def step(self) -> int:
        return self.frame.px(13) + self.frame.px(4) + LINE_GAP

    def rows(self, view: LogView) -> list[tuple[str, Tone]]:
        """Every line of the log cut to the panel's width, oldest first."""
        font = self.text.body_font(self.frame.px(13))
        width = view.rect.width - self.frame.px(24)
        rows: list[tuple[str, Tone]] = []
        for words, tone in view.lines:
            rows += [(row, tone) for row in wrap(words, font, width)]
        return rows

    def shown(self, view: LogView) -> int:
        return max(1, (view.rect.height - self.frame.px(40)) // self.step)

    def scrolled(self, view: LogView, rows: int) -> int:
        """`back` after scrolling by `rows` (positive: towards older lines), kept in range."""
        room = max(0, len(self.rows(view)) - self.shown(view))
        return max(0, min(room, view.back + rows))

    def draw(self, surface: pygame.Surface, view: LogView) -> None:
        """The panel with the newest rows that fit (less `back`), and a note when scrolled."""
        c, frame, rect = self.theme.colors, self.frame, view.rect
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=255, radius=frame.px(12))
        top = (rect.left + frame.px(12), rect.top + frame.px(8))
        blit_text(
            surface, self.text.body("Game log", frame.px(14), c.accent, bold=True), "topleft", top
        )
        rows = self.rows(view)
        end = max(0, len(rows) - view.back)
        y = rect.top + frame.px(32)
        for words, tone in rows[max(0, end - self.shown(view)) : end]:
            image = self.text.body(words, frame.px(13), tone_color(self.theme, tone))
            blit_text(surface, image, "topleft", (rect.left + frame.px(12), y))
            y += self.step
        if view.back:
            note = self.text.body("newer below: scroll ↓", frame.px(12), c.text_dim)
            blit_text(surface, note, "topright", (rect.right - frame.px(10), top[1] + 1))
