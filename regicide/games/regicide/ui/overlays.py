"""Things drawn over a board from plain data: the Jester's seat chooser (the cover between
people is the table host's).

Each takes what it shows and, where it can be clicked, answers which choice a point is on; the
scene decides what a choice does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.games.regicide.ui.layout import READABLE_SHRINK
from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, hover_fill


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
        before, _seat, after = _("{seat} (computer)").partition("{seat}")
        return [words.removeprefix(before).removesuffix(after) for words in labels]


def _key_and_room(
    rect: pygame.Rect, number: pygame.Surface, frame: Frame
) -> tuple[tuple[int, int], int, pygame.Rect]:
    """A chooser button's number key (its centre and its ring's radius) at its left, and the
    room right of it for the label."""
    radius = max(7, frame.px(10), number.get_height() // 2 + 1)  # round its number
    key = (rect.left + radius + frame.px(8), rect.centery)
    # the label a gap clear of the ring ("②Seat 2 (you)" touched it at 1280x720 200%)
    room = pygame.Rect(key[0] + radius + frame.px(8), rect.top, 0, rect.height)
    room.width = rect.right - room.left - frame.px(10)
    return key, radius, room
