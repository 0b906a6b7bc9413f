"""The replay viewer's own pieces, drawn from plain data: the scrub bar with the enemies marked
on it, and the move list with the current move highlighted. Each also answers which position
a point is on; the scene decides what a click does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.narrate import defeat_mark_tip
from regicide.themes import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label


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
    deal) is highlighted and kept in view."""

    rect: pygame.Rect
    lines: Sequence[str]
    current: int
    row_height: int

    @property
    def rows(self) -> int:
        return max(1, (self.rect.height - self.row_height) // self.row_height)

    @property
    def first(self) -> int:
        """The first row shown: the current move sits a few rows from the bottom."""
        latest = max(0, len(self.lines) - self.rows)
        return max(0, min(latest, self.current - self.rows + 3))

    def move_at(self, point: tuple[int, int]) -> int | None:
        """The move index under `point`, if any."""
        if not self.rect.collidepoint(point):
            return None
        row = (point[1] - self.rect.top - self.row_height // 2) // self.row_height
        index = self.first + row
        return index if 0 <= row < self.rows and 0 <= index < len(self.lines) else None

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        c = theme.colors
        draw_panel(surface, self.rect, c.panel, c.panel_edge, alpha=235, radius=frame.px(12))
        top = self.rect.top + self.row_height // 2
        width = self.rect.width - frame.px(20)
        for row, index in enumerate(
            range(self.first, min(len(self.lines), self.first + self.rows))
        ):
            box = pygame.Rect(self.rect.left + frame.px(6), top + row * self.row_height, 0, 0)
            box.size = (self.rect.width - frame.px(12), self.row_height)
            now = index == self.current
            if now:
                draw_panel(surface, box, c.accent, c.accent, alpha=255, radius=frame.px(6))
            label = f"{index + 1}. {self.lines[index]}"
            color = c.panel if now else (c.text if index < self.current else c.text_dim)
            image = fit_label(text, label, width - frame.px(8), frame.px(13), color, bold=now)
            blit_text(surface, image, "midleft", (box.left + frame.px(8), box.centery))
