"""The replay viewer's own pieces, drawn from plain data: the scrub bar with the enemies marked
on it, and the move list with the current move highlighted. Each also answers which position
a point is on; the scene decides what a click does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import pygame

from regicide.games.regicide.narrate import defeat_mark_tip
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, wrap


@dataclass(frozen=True)
class ScrubBar:
    """Positions 0..moves along a bar; `defeats` are the positions right after an enemy fell."""

    rect: pygame.Rect
    moves: int
    position: int
    defeats: tuple[int, ...]

    def x_of(self, position: int) -> int:
        if self.moves == 0:
            return self.rect.left
        return self.rect.left + round(self.rect.width * position / self.moves)

    def position_at(self, x: int) -> int:
        """The position nearest to `x` on the bar."""
        if self.moves == 0:
            return 0
        share = (x - self.rect.left) / max(1, self.rect.width)
        return max(0, min(self.moves, round(share * self.moves)))

    def hit(self, point: tuple[int, int]) -> bool:
        return self.rect.inflate(8, 20).collidepoint(point)

    def marks(self, frame: Frame) -> list[tuple[pygame.Rect, str]]:
        """The ticks where an enemy fell, each with its tooltip (the colour, gold for Jacks
        and Queens and red for Kings, is not the only way to tell)."""
        marks = []
        for index, position in enumerate(self.defeats):
            tick = pygame.Rect(0, 0, max(2, frame.px(3)), self.rect.height + frame.px(10))
            tick.center = (self.x_of(position), self.rect.centery)
            marks.append((tick, defeat_mark_tip(index, position)))
        return marks

    def draw(self, surface: pygame.Surface, theme: Theme, frame: Frame) -> None:
        c = theme.colors
        track = self.rect
        radius = track.height // 2
        pygame.draw.rect(surface, c.felt_edge, track, border_radius=radius)
        done = track.copy()
        done.width = self.x_of(self.position) - track.left
        if done.width > 0:
            pygame.draw.rect(surface, c.accent, done, border_radius=radius)
        for index, (tick, _) in enumerate(self.marks(frame)):
            pygame.draw.rect(surface, c.danger if index >= 8 else c.highlight, tick)
        knob = (self.x_of(self.position), track.centery)
        pygame.draw.circle(surface, c.text, knob, track.height + frame.px(2))
        pygame.draw.circle(surface, c.panel_edge, knob, track.height + frame.px(2), 2)


@dataclass(frozen=True)
class MoveList:
    """The moves of a game, one per row; the row of `current` (0-based move index, -1 for the
    deal) is highlighted and kept in view. With a `font`, a move too long for the list's width
    wraps onto more lines (its row is that many `row_height`s tall); `header` window px at the
    top are left for a line the scene draws there."""

    rect: pygame.Rect
    lines: Sequence[str]
    current: int
    row_height: int
    font: pygame.font.Font | None = None
    inset: int = 6  # window px between the panel's edge and a row (the words are 2 more in)
    header: int = 0

    def wrapped(self, index: int) -> list[str]:
        """Move `index` as shown: numbered, on as many lines as the width needs."""
        label = f"{index + 1}. {self.lines[index]}"
        if self.font is None:
            return [label]
        return wrap(label, self.font, self.rect.width - 4 * self.inset - 4)

    @property
    def line(self) -> int:
        """The step between the lines of a wrapped move (window px)."""
        return self.font.get_linesize() if self.font is not None else self.row_height

    def height(self, index: int) -> int:
        """Window px of move `index`'s row: a row, and a line more for each wrapped line."""
        return self.row_height + (len(self.wrapped(index)) - 1) * self.line

    @cached_property
    def shown(self) -> range:
        """The moves in view: the current one sits a few rows from the bottom."""
        room = self.rect.height - self.row_height - self.header
        ahead = 2 if room >= 8 * self.row_height else 1  # moves to come shown under it
        end = min(len(self.lines), max(self.current + 1 + ahead, 0))
        start, used = end, 0
        while start > 0 and used + self.height(start - 1) <= room:
            start -= 1
            used += self.height(start)
        while end < len(self.lines) and used + self.height(end) <= room:
            used += self.height(end)
            end += 1
        if start == end and end:  # a move taller than the list: it alone, cut at the bottom
            start = end - 1
        return range(start, end)

    @property
    def rows(self) -> int:
        return len(self.shown)

    @property
    def first(self) -> int:
        """The first move shown."""
        return self.shown.start

    def boxes(self) -> list[tuple[int, pygame.Rect]]:
        """The moves shown with their rows' rectangles, top down."""
        top = self.rect.top + self.row_height // 2 + self.header
        boxes = []
        for index in self.shown:
            width = self.rect.width - 2 * self.inset
            box = pygame.Rect(self.rect.left + self.inset, top, width, self.height(index))
            boxes.append((index, box))
            top += box.height
        return boxes

    def move_at(self, point: tuple[int, int]) -> int | None:
        """The move index under `point`, if any."""
        if not self.rect.collidepoint(point):
            return None
        return next(
            (index for index, box in self.boxes() if box.top <= point[1] < box.bottom), None
        )

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        c = theme.colors
        draw_panel(surface, self.rect, c.panel, c.panel_edge, alpha=235, radius=frame.px(12))
        width = self.rect.width - 4 * self.inset - 4
        for index, box in self.boxes():
            now = index == self.current
            if now:
                draw_panel(surface, box, c.accent, c.accent, alpha=255, radius=frame.px(6))
            color = c.panel if now else (c.text if index < self.current else c.text_dim)
            for row, words in enumerate(self.wrapped(index)):
                image = fit_label(text, words, width, frame.px(13), color, bold=now)
                centre = box.top + self.row_height // 2 + self.line * row
                blit_text(surface, image, "midleft", (box.left + self.inset + 2, centre))
