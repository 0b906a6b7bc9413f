"""Things drawn over a board from plain data: the hot-seat cover and the Jester's seat chooser.

Each takes what it shows and, where it can be clicked, answers which choice a point is on; the
scene decides what a choice does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, hover_fill


@dataclass(frozen=True)
class Cover:
    """Hot seat (R-INFO-2): every hand is hidden until `seat` takes the screen."""

    seat: str  # "Seat 2"
    status: str  # one line about the enemy, for the player who takes over

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        c = theme.colors
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*c.felt_edge, 235))
        surface.blit(shade, (0, 0))
        panel = frame.centered(640, 400, 560, 230)
        draw_panel(surface, panel, c.panel, c.accent, alpha=250, radius=frame.px(18), border=3)
        heading = text.title(f"Pass to {self.seat}", frame.px(40), c.accent)
        blit_text(surface, heading, "center", (panel.centerx, panel.top + frame.px(70)))
        lines = [
            f"{self.seat}, take the screen: your hand is hidden until you are ready.",
            "Click anywhere or press Enter to see your cards.",
        ]
        for index, line in enumerate(lines):
            blit_text(
                surface,
                text.body(line, frame.px(16), c.text),
                "center",
                (panel.centerx, panel.top + frame.px(135 + index * 30)),
            )
        if self.status:
            blit_text(
                surface,
                text.body(self.status, frame.px(14), c.text_dim),
                "center",
                (panel.centerx, panel.bottom - frame.px(22)),
            )


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
        for choice in self.choices:
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
            radius = max(7, frame.px(10), number.get_height() // 2 + 1)  # round its number
            key = (choice.rect.left + radius + frame.px(8), choice.rect.centery)
            pygame.draw.circle(surface, ink, key, radius, max(1, frame.px(2)))
            blit_text(surface, number, "center", key)
            room = pygame.Rect(key[0] + radius, choice.rect.top, 0, choice.rect.height)
            room.width = choice.rect.right - room.left - frame.px(6)
            label = fit_label(text, choice.label, room.width, frame.px(15), ink, bold=True)
            blit_text(surface, label, "center", room.center)
