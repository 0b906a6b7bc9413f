"""The game log panel, drawn from plain data: the log's lines (newest at the bottom), wrapped to
the panel, scrolled back by the wheel. The scene says where it is and what it holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.games.protocol import Line, Tone
from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, wrap

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
        """From one row to the next: the line's height (as the UI scale makes it)."""
        line = self.text.body_font(self.frame.px(13)).get_linesize()
        return max(self.frame.px(13) + self.frame.px(4), line) + LINE_GAP

    @property
    def head(self) -> int:
        """From the panel's top to its first row: under the heading."""
        heading = self.text.body_font(self.frame.px(14)).get_linesize()
        return max(self.frame.px(32), self.frame.px(8) + heading + self.frame.px(4))

    def rows(self, view: LogView) -> list[tuple[str, Tone]]:
        """Every line of the log cut to the panel's width, oldest first."""
        return [(words, tone) for words, tone, _ in self._rows(view)]

    def _rows(self, view: LogView) -> list[tuple[str, Tone, bool]]:
        """`rows`, each with whether it begins its line."""
        font = self.text.body_font(self.frame.px(13))
        width = view.rect.width - self.frame.px(24)
        rows: list[tuple[str, Tone, bool]] = []
        for words, tone in view.lines:
            rows += [(row, tone, at == 0) for at, row in enumerate(wrap(words, font, width))]
        return rows

    def first_shown(self, view: LogView) -> int:
        """The index of the top row the panel shows: the newest rows that fit (less `back`),
        never the tail of a line whose start is cut off ("guards the gate" alone): its
        rows go, and the panel keeps a gap over the rest; a newest line taller than the
        panel shows from its start (its last rows cut off)."""
        rows = self._rows(view)
        end = max(0, len(rows) - view.back)
        first = start = max(0, end - self.shown(view))
        while 0 < start < end and not rows[start][2]:
            start += 1
        if start < end:
            return start
        while first > 0 and not rows[first][2]:  # the newest line alone is taller than the
            first -= 1  # panel: it shows from its start, cut at the foot (was: "more" alone)
        return first

    def shown(self, view: LogView) -> int:
        room = view.rect.height - self.head - self.frame.px(8)
        return max(1, room // self.step)

    def scrolled(self, view: LogView, rows: int) -> int:
        """`back` after scrolling by `rows` (positive: towards older lines), kept in range."""
        room = max(0, len(self.rows(view)) - self.shown(view))
        return max(0, min(room, view.back + rows))

    def draw(self, surface: pygame.Surface, view: LogView) -> None:
        """The panel with the newest rows that fit (less `back`), and a note when scrolled."""
        c, frame, rect = self.theme.colors, self.frame, view.rect
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=255, radius=frame.px(12))
        top = (rect.left + frame.px(12), rect.top + frame.px(8))
        room = rect.width - frame.px(24)  # a long language's heading shrinks to the panel
        heading = fit_label(self.text, _("Game log"), room, frame.px(14), c.accent, bold=True)
        blit_text(surface, heading, "topleft", top)
        rows = self.rows(view)
        end = max(0, len(rows) - view.back)
        first, shown = self.first_shown(view), self.shown(view)
        gap = max(0, first - max(0, end - shown))  # rows left empty over a whole line
        y = rect.top + self.head + gap * self.step
        for words, tone in rows[first : min(end, first + shown - gap)]:
            image = self.text.body(words, frame.px(13), tone_color(self.theme, tone))
            blit_text(surface, image, "topleft", (rect.left + frame.px(12), y))
            y += self.step
        if view.back:
            surface.blit(*self.scroll_note(rect))

    def scroll_note(self, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The note of a log scrolled back and its place in the panel `rect`: beside the
        heading, or at the foot where it would not fit there; never wider than the panel
        (Spanish "lo más reciente abajo: desplázate ↓" ran past its left edge at 960x540,
        200%)."""
        c, frame = self.theme.colors, self.frame
        left, top = rect.left + frame.px(12), rect.top + frame.px(8)
        room = rect.width - frame.px(24)
        note = fit_label(self.text, _("newer below: scroll ↓"), room, frame.px(12), c.text_dim)
        heading = self.text.body(_("Game log"), frame.px(14), c.accent, bold=True)
        spot = note.get_rect(topright=(rect.right - frame.px(10), top + 1))
        if spot.left < left + heading.get_width() + frame.px(8):
            spot.bottom = rect.bottom - frame.px(6)
        return note, spot
