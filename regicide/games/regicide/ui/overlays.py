"""Things drawn over a board from plain data: the hot-seat cover and the Jester's seat chooser.

Each takes what it shows and, where it can be clicked, answers which choice a point is on; the
scene decides what a choice does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.games.regicide.ui.layout import READABLE_SHRINK
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, hover_fill, wrap


@dataclass(frozen=True)
class Cover:
    """Hot seat (R-INFO-2): every hand is hidden until `seat` takes the screen."""

    seat: str  # "Seat 2"
    status: str  # one line about the enemy, for the player who takes over

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        """A shade over the table and a panel as tall as its words (wrapped to its width,
        which grows with bigger words up to the window's)."""
        c = theme.colors
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*c.felt_edge, 235))
        surface.blit(shade, (0, 0))
        width = min(frame.px(1200), max(frame.px(560), surface.get_width() * 2 // 3))
        lines = self._lines(theme, text, frame, width - frame.px(48))
        heading = text.title(f"Pass to {self.seat}", frame.px(40), c.accent)
        height = frame.px(64) + heading.get_height() + sum(image.get_height() for image in lines)
        panel = pygame.Rect(0, 0, width, height + frame.px(6) * len(lines))
        panel.center = (surface.get_width() // 2, round(frame.point(0, 400)[1]))
        panel.clamp_ip(surface.get_rect())
        draw_panel(surface, panel, c.panel, c.accent, alpha=250, radius=frame.px(18), border=3)
        top = blit_text(
            surface, heading, "midtop", (panel.centerx, panel.top + frame.px(24))
        ).bottom
        top += frame.px(20)
        for image in lines:
            top = blit_text(surface, image, "midtop", (panel.centerx, top)).bottom + frame.px(6)

    def _lines(
        self, theme: Theme, text: TextCache, frame: Frame, room: int
    ) -> list[pygame.Surface]:
        """The panel's words, each paragraph wrapped to `room` window px, drawn line by
        line: what to do, how, and where the enemy stands (dim)."""
        c = theme.colors
        paragraphs = [
            (f"{self.seat}, take the screen: your hand is hidden until you are ready.", 16, c.text),
            ("Click anywhere or press Enter to see your cards.", 16, c.text),
            (self.status, 14, c.text_dim),
        ]
        return [
            text.body(line, frame.px(size), color)
            for words, size, color in paragraphs
            if words
            for line in wrap(words, text.body_font(frame.px(size)), room)
        ]


@dataclass(frozen=True)
class SeatChoice:
    """One button of the chooser: the seat, its label and where it is."""

    seat: int
    label: str
    rect: pygame.Rect


@dataclass(frozen=True)
class SeatChooser:
    """After a Jester (R-JEST-4): one button per seat, the Jester's own included, each with
    its number key."""

    choices: tuple[SeatChoice, ...]

    def seat_at(self, position: tuple[int, int]) -> int | None:
        return next((c.seat for c in self.choices if c.rect.collidepoint(position)), None)

    def draw(
        self,
        surface: pygame.Surface,
        theme: Theme,
        text: TextCache,
        frame: Frame,
        mouse: tuple[int, int],
    ) -> None:
        c = theme.colors
        labels = self._labels(text, frame)
        for choice, words in zip(self.choices, labels, strict=True):
            hovered = choice.rect.collidepoint(mouse)
            draw_panel(
                surface,
                choice.rect,
                hover_fill(c.panel, c.accent, hovered),
                c.highlight,
                alpha=240,
                radius=choice.rect.height // 3,
                border=3,
            )
            ink = c.text
            number = text.body(str(choice.seat), frame.px(13), ink, bold=True)
            key, radius, room = _key_and_room(choice.rect, number, frame)
            pygame.draw.circle(surface, ink, key, radius, max(1, frame.px(2)))
            blit_text(surface, number, "center", key)
            label = fit_label(text, words, room.width, frame.px(15), ink, bold=True)
            blit_text(surface, label, "center", room.center)

    def _labels(self, text: TextCache, frame: Frame) -> list[str]:
        """The buttons' labels; the seat's name alone where "Seat 2 (computer)" would be drawn
        much smaller than its size (the buttons look alike; the seat's plate, the tooltip
        and the log say "computer": never another word for it, as "AI", here)."""
        labels = [choice.label for choice in self.choices]
        if not self.choices:
            return labels
        number = text.body("4", frame.px(13), (0, 0, 0), bold=True)
        room = _key_and_room(self.choices[0].rect, number, frame)[2]  # the same in each
        font = text.body_font(frame.px(15), bold=True)
        if all(font.size(words)[0] * READABLE_SHRINK <= room.width for words in labels):
            return labels
        return [words.replace(" (computer)", "") for words in labels]


def _key_and_room(
    rect: pygame.Rect, number: pygame.Surface, frame: Frame
) -> tuple[tuple[int, int], int, pygame.Rect]:
    """A chooser button's number key (its centre and its ring's radius) at its left, and the
    room right of it for the label."""
    radius = max(7, frame.px(10), number.get_height() // 2 + 1)  # round its number
    key = (rect.left + radius + frame.px(8), rect.centery)
    room = pygame.Rect(key[0] + radius, rect.top, 0, rect.height)
    room.width = rect.right - room.left - frame.px(6)
    return key, radius, room
