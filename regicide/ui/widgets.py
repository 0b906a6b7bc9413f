"""Shared drawing pieces: the scaling frame, panels, text, buttons and keyboard focus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from regicide.ui.assets import Color, TextCache

DESIGN_SIZE = (1280, 720)


@dataclass(frozen=True)
class Frame:
    """Maps the 1280x720 design onto a window of any size: uniform scale, centred."""

    width: int
    height: int

    @property
    def scale(self) -> float:
        return min(self.width / DESIGN_SIZE[0], self.height / DESIGN_SIZE[1])

    @property
    def offset(self) -> tuple[float, float]:
        return (
            (self.width - DESIGN_SIZE[0] * self.scale) / 2,
            (self.height - DESIGN_SIZE[1] * self.scale) / 2,
        )

    def px(self, length: float) -> int:
        return max(1, round(length * self.scale))

    def point(self, x: float, y: float) -> tuple[float, float]:
        ox, oy = self.offset
        return (ox + x * self.scale, oy + y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(round(left), round(top), self.px(w), self.px(h))

    def centered(self, cx: float, cy: float, w: float, h: float) -> pygame.Rect:
        return self.rect(cx - w / 2, cy - h / 2, w, h)


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Color,
    edge: Color,
    *,
    alpha: int = 230,
    radius: int = 12,
    border: int = 2,
) -> None:
    """A rounded, slightly translucent panel with a thin edge."""
    panel = _panel(rect.size, fill, edge, alpha=alpha, radius=radius, border=border)
    surface.blit(panel, rect.topleft)


@lru_cache(maxsize=256)
def _panel(
    size: tuple[int, int], fill: Color, edge: Color, *, alpha: int, radius: int, border: int
) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*fill, alpha), panel.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(panel, (*edge, 255), panel.get_rect(), width=border, border_radius=radius)
    return panel


def blit_text(
    surface: pygame.Surface, text: pygame.Surface, anchor: str, at: tuple[float, float]
) -> pygame.Rect:
    """Blit with a pygame.Rect anchor name ("center", "midleft", "topright", ...)."""
    rect = text.get_rect(**{anchor: (round(at[0]), round(at[1]))})
    surface.blit(text, rect)
    return rect


def fit_label(
    text_cache: TextCache, text: str, width: int, size: int, color: Color, *, bold: bool = False
) -> pygame.Surface:
    """`text` at `size`, or smaller until it is at most `width` pixels wide."""
    label = text_cache.body(text, size, color, bold=bold)
    while label.get_width() > width and size > 9:
        size -= 1
        label = text_cache.body(text, size, color, bold=bold)
    return label


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Words of `text` in lines no wider than `width` pixels."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


@dataclass
class Button:
    """A clickable, focusable button. `reason` explains why a disabled button is disabled."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    reason: str = ""
    hint: str = ""  # a keyboard shortcut shown in small type
    about: str = ""  # what it does, shown while it is hovered or focused
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def press(self) -> bool:
        if self.enabled:
            self.action()
        return self.enabled


@dataclass
class Palette:
    text: Color
    text_dim: Color
    fill: Color
    edge: Color
    accent: Color


def draw_button(
    surface: pygame.Surface,
    button: Button,
    text: TextCache,
    palette: Palette,
    font_size: int,
    *,
    hovered: bool,
    focused: bool,
) -> None:
    rect = button.rect
    fill = palette.accent if (hovered or focused) and button.enabled else palette.fill
    draw_panel(
        surface,
        rect,
        fill,
        palette.edge,
        alpha=245 if button.enabled else 120,
        radius=rect.height // 3,
    )
    if focused:
        pygame.draw.rect(
            surface, palette.accent, rect.inflate(8, 8), width=3, border_radius=rect.height // 3 + 4
        )
    color = palette.fill if (hovered or focused) and button.enabled else palette.text
    if not button.enabled:
        color = palette.text_dim
    label = text.body(button.label, font_size, color, bold=True)
    blit_text(surface, label, "center", rect.center)
    if button.hint and button.enabled:
        hint = text.body(button.hint, max(9, font_size * 2 // 3), palette.text_dim)
        inset = rect.height // 3
        blit_text(
            surface, hint, "bottomright", (rect.right - inset, rect.bottom - max(2, inset // 4))
        )


class FocusRing:
    """Keyboard focus over a list of items: Tab/arrows move it, the owner activates it."""

    def __init__(self) -> None:
        self.index: int | None = None

    def move(self, count: int, step: int) -> None:
        if count == 0:
            self.index = None
        elif self.index is None:
            self.index = 0 if step > 0 else count - 1
        else:
            self.index = (self.index + step) % count

    def clamp(self, count: int) -> None:
        if self.index is not None and self.index >= count:
            self.index = count - 1 if count else None


def button_at(buttons: Sequence[Button], position: tuple[int, int]) -> Button | None:
    return next((button for button in buttons if button.rect.collidepoint(position)), None)
