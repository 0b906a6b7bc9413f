"""The right-hand column's panels, drawn from plain data: a title, then rows top down (a line
of words with its tone, or a row of buttons side by side), and footer rows at the bottom.
The table says what they hold (`PanelContent`); this module lays them out and draws them.
Where rows do not fit, lines of words give way (the last first) when that leaves room for every
button; else rows from the end of the list the keyboard's focus is not on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from regicide.games.protocol import Line, Tone
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.bar import draw_buttons
from regicide.ui.log_panel import tone_color
from regicide.ui.widgets import (
    Button,
    Frame,
    Palette,
    blit_text,
    draw_panel,
    fill_row,
    pack_rows,
    wrap,
)

Row = Line | list[Button]
BUTTON_H, GAP, PAD = 30.0, 6.0, 12.0
LEAST_LABEL = 10  # design pixels a panel button's label may shrink to before it splits


@dataclass
class PanelContent:
    title: str
    rows: list[Row] = field(default_factory=list)
    footer: list[list[Button]] = field(default_factory=list)
    focus: Button | None = None  # the button the keyboard's focus is on

    def buttons(self) -> list[Button]:
        """Every button, top down (the keyboard's order)."""
        found = [b for row in self.rows if isinstance(row, list) for b in row]
        return found + [button for row in self.footer for button in row]


@dataclass(frozen=True)
class PanelPainter:
    theme: Theme
    text: TextCache
    frame: Frame
    palette: Palette
    mouse: tuple[int, int]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, content: PanelContent) -> None:
        """The panel in `rect`: lays its buttons out (their rects) and draws it all."""
        colors, frame = self.theme.colors, self.frame
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=225, radius=frame.px(12))
        pad = frame.px(PAD)
        width = rect.width - 2 * pad
        content.rows = self._stacked(self._whole(content.rows, width), width)
        bottom = self._footer(content.footer, rect, pad)
        y = self._title(surface, content.title, rect, pad, width)
        shown = self._fitting(content, y, bottom, width)
        self._more(surface, (rect.right - self.frame.px(4), y, bottom), content, shown)
        for row in shown:
            if isinstance(row, list):
                self._lay(row, rect.left + pad, y, width)
                y += frame.px(BUTTON_H + GAP)
            else:
                y = self._words(surface, row, rect.left + pad, y, width)
        buttons = content.buttons()
        draw_buttons(
            surface,
            [b for b in buttons if b.rect.width],
            text=self.text,
            palette=self.palette,
            mouse=self.mouse,
            focused=content.focus,
        )

    def _more(
        self,
        surface: pygame.Surface,
        room: tuple[int, int, int],
        content: PanelContent,
        shown: list[Row],
    ) -> None:
        """Arrows at the panel's right edge (`room`: that edge, the rows' top and bottom)
        when buttons are out of view above or below (the wheel, Up and Down bring them)."""
        laid = [row for row in content.rows if isinstance(row, list)]
        if not laid:
            return
        visible = [row for row in shown if isinstance(row, list)]
        color = self.theme.colors.text_dim
        size = self.frame.px(9)
        right, top, bottom = room
        marks = (
            (bool(visible) and laid[0] is not visible[0], "▲", "bottomright", top),
            (bool(visible) and laid[-1] is not visible[-1], "▼", "bottomright", bottom),
        )
        for cut, arrow, anchor, y in marks:
            if cut:
                blit_text(surface, self.text.body(arrow, size, color), anchor, (right, y))

    def _title(
        self, surface: pygame.Surface, title: str, rect: pygame.Rect, pad: int, width: int
    ) -> int:
        font = self.text.body_font(self.frame.px(15), bold=True)
        y = rect.top + self.frame.px(10)
        for line in wrap(title, font, width):
            image = self.text.body(line, self.frame.px(15), self.theme.colors.accent, bold=True)
            blit_text(surface, image, "topleft", (rect.left + pad, y))
            y += font.get_linesize()
        return y + self.frame.px(4)

    def _words(self, surface: pygame.Surface, line: Line, left: int, y: int, width: int) -> int:
        words, tone = line
        font = self.text.body_font(self.frame.px(13))
        color = tone_color(self.theme, tone)
        for piece in wrap(words, font, width):
            blit_text(
                surface, self.text.body(piece, self.frame.px(13), color), "topleft", (left, y)
            )
            y += font.get_linesize()
        return y + self.frame.px(3)

    def _height(self, row: Row, width: int) -> int:
        if isinstance(row, list):
            return self.frame.px(BUTTON_H + GAP)
        font = self.text.body_font(self.frame.px(13))
        return len(wrap(row[0], font, width)) * font.get_linesize() + self.frame.px(3)

    def _fitting(self, content: PanelContent, top: int, bottom: int, width: int) -> list[Row]:
        """The rows that fit between `top` and `bottom`: from the first, unless the focus
        is further down (then the rows before the focus give way first)."""
        rows = list(content.rows)
        for row in rows:
            for button in row if isinstance(row, list) else ():
                button.rect = pygame.Rect(0, 0, 0, 0)  # left out unless laid out below
        words = [index for index, row in enumerate(rows) if not isinstance(row, list)]
        buttons = sum(self._height(row, width) for row in rows if isinstance(row, list))
        while words and top + buttons <= bottom < top + self._sum(rows, width):
            del rows[words.pop()]  # words give way to buttons, the last line first
        start = 0
        while start < len(rows) and not self._fits(rows[start:], top, bottom, width, content):
            start += 1
        shown, used = [], top
        for row in rows[start:]:
            used += self._height(row, width)
            if used > bottom:
                break
            shown.append(row)
        return shown

    def _sum(self, rows: list[Row], width: int) -> int:
        return sum(self._height(row, width) for row in rows)

    def _fits(
        self, rows: list[Row], top: int, bottom: int, width: int, content: PanelContent
    ) -> bool:
        """Whether the focused button (if any among `rows`) is inside the room."""
        used = top
        for row in rows:
            used += self._height(row, width)
            if isinstance(row, list) and content.focus in row:
                return used <= bottom
        return True

    def _footer(self, rows: list[list[Button]], rect: pygame.Rect, pad: int) -> int:
        """Lays the footer's rows out from the bottom; returns where the room above ends."""
        y = rect.bottom - pad
        width, gap = rect.width - 2 * pad, self.frame.px(GAP)
        for row in reversed(rows):  # a row too wide for the panel: its buttons one above another
            for packed in reversed(pack_rows(self._needs(row), width, gap)):
                y -= self.frame.px(BUTTON_H)
                self._lay([row[index] for index in packed], rect.left + pad, y, width)
                y -= gap
        return y

    def _needs(self, row: list[Button]) -> list[float]:
        """The width each button's words need."""
        font = self.text.body_font(self.frame.px(13), bold=True)
        return [font.size(button.label)[0] + self.frame.px(16) for button in row]

    def _lay(self, row: list[Button], left: int, top: int, width: int) -> None:
        """Buttons side by side over `width`, as wide as their words need."""
        frame = self.frame
        gap = frame.px(GAP)
        widths = fill_row(self._needs(row), width, gap)
        x = float(left)
        for button, wide in zip(row, widths, strict=True):
            button.rect = pygame.Rect(round(x), top, round(wide), frame.px(BUTTON_H))
            button.font_size = self._label_size(button.label, round(wide))
            x += wide + gap

    def _whole(self, rows: list[Row], width: int) -> list[Row]:
        """A lone button whose label a longer language makes too long to show whole even at
        the least size ("Platz 2 · Feld 1: 7 vs. 12 verliert" in a narrow window) keeps its
        head on the button and says the rest after the colon on a line under it."""
        least = self.text.body_font(self.frame.px(LEAST_LABEL), bold=True)
        room = width - self.frame.px(16)
        kept: list[Row] = []
        for row in rows:
            if isinstance(row, list) and len(row) == 1 and least.size(row[0].label)[0] > room:
                head, colon, rest = row[0].label.partition(":")
                if colon and rest.strip():
                    row[0].label = head.rstrip("\xa0 ")
                    kept += [row, line(rest.strip(), Tone.DIM)]
                    continue
            kept.append(row)
        return kept

    def _stacked(self, rows: list[Row], width: int) -> list[Row]:
        """A row of buttons whose words would not fit side by side even at the least size
        ("− Mercenary" and "+ Mercenary" in a longer language at 960×540): its buttons one
        above another, each whole."""
        least = self.text.body_font(self.frame.px(LEAST_LABEL), bold=True)
        pad, gap = self.frame.px(16), self.frame.px(GAP)
        kept: list[Row] = []
        for row in rows:
            if isinstance(row, list) and len(row) > 1:
                need = sum(least.size(button.label)[0] + pad for button in row)
                if need + gap * (len(row) - 1) > width:
                    kept += [[button] for button in row]
                    continue
            kept.append(row)
        return kept

    def _label_size(self, label: str, width: int) -> int:
        """The label's size: 13 design pixels, smaller (down to 9) where a longer language's
        words would not fit the button whole."""
        room = width - self.frame.px(16)
        for size in range(13, LEAST_LABEL - 1, -1):
            if self.text.body_font(self.frame.px(size), bold=True).size(label)[0] <= room:
                return self.frame.px(size)
        return self.frame.px(LEAST_LABEL)


def line(words: str, tone: Tone = Tone.TEXT) -> Line:
    return (words, tone)
