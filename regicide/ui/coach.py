"""The tutorial's coach, drawn from plain data: a panel with the step's words (and a Next
button when the step waits for it), and a pulsing gold ring around what the step is about."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from regicide.themes import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Button, Frame, Palette, blit_text, draw_button, draw_panel, wrap


@dataclass(frozen=True)
class CoachCard:
    """What the coach shows for one step."""

    title: str
    text: str
    progress: str  # "Step 4 of 15"
    target: pygame.Rect | None  # what the ring goes round
    waits: bool  # the step waits for Next (else for a move on the table)


def coach_panel(frame: Frame) -> pygame.Rect:
    """The coach's place: the left column, clear of the piles, the tokens and the hand."""
    return frame.rect(14, 280, 268, 240)


def next_button(frame: Frame) -> pygame.Rect:
    return frame.rect(150, 476, 118, 36)


@dataclass(frozen=True)
class Coach:
    """Draws coach cards with one theme at one window size."""

    theme: Theme
    text: TextCache
    palette: Palette
    frame: Frame

    def draw(
        self,
        surface: pygame.Surface,
        card: CoachCard,
        next_action: Button,
        mouse: tuple[int, int],
        clock: float,
    ) -> None:
        """The ring first (under the panel), then the panel with its words and Next."""
        frame, c = self.frame, self.theme.colors
        if card.target is not None:
            _ring(surface, card.target, c.highlight, frame, clock)
        panel = coach_panel(frame)
        draw_panel(surface, panel, c.panel, c.highlight, alpha=250, radius=frame.px(14), border=2)
        left, top = panel.left + frame.px(14), panel.top + frame.px(10)
        progress = self.text.body(card.progress, frame.px(12), c.text_dim)
        blit_text(surface, progress, "topleft", (left, top))
        heading = self.text.body(card.title, frame.px(17), c.accent, bold=True)
        blit_text(surface, heading, "topleft", (left, top + frame.px(18)))
        bottom = panel.bottom - (frame.px(50) if card.waits else frame.px(10))
        self._words(surface, card.text, (left, top + frame.px(46)), panel.width, bottom)
        if card.waits:
            hovered = bool(next_action.rect.collidepoint(mouse))
            draw_button(
                surface, next_action, self.text, self.palette, hovered=hovered, focused=True
            )

    def _words(
        self, surface: pygame.Surface, words: str, at: tuple[int, int], width: int, bottom: int
    ) -> None:
        frame = self.frame
        x, y = at
        font = self.text.body_font(frame.px(14))
        for line in wrap(words, font, width - frame.px(28)):
            if y > bottom - frame.px(16):
                break
            image = self.text.body(line, frame.px(14), self.theme.colors.text)
            blit_text(surface, image, "topleft", (x, y))
            y += frame.px(18)


def _ring(
    surface: pygame.Surface,
    target: pygame.Rect,
    color: tuple[int, int, int],
    frame: Frame,
    clock: float,
) -> None:
    """A rounded outline that breathes around `target`."""
    grow = frame.px(8) + round(frame.px(5) * (0.5 + 0.5 * math.sin(clock * 5)))
    ring = target.inflate(grow * 2, grow * 2)
    pygame.draw.rect(surface, color, ring, width=max(3, frame.px(4)), border_radius=frame.px(14))
