"""Claim's card faces, drawn in code (our own work, CC0; see LICENSE.md beside this file).

Each faction has its own colour AND its own symbol, so two factions never look alike even to a
player who cannot tell the colours apart: a Goblin's pointed ears, a Knight's shield, an Undead
skull, a Dwarf's hammer, the Doppelganger's two rings, a Gnome's hat, a Giant's mountains, a
Dragon's flame, a Troll's club, a Seer's eye, a Ghost's sheet, the Cyclops' one round eye, the
Shadows' crescent and a Trickster's star. The value sits in two corners. The card's paper and
ink are the theme's (`card_face`, `card_edge`), so every theme, contrast included, draws them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

from regicide.games.claim.engine import (
    CYC,
    DOP,
    DRA,
    DWA,
    GHO,
    GIA,
    GNO,
    GOB,
    KNI,
    SEE,
    SHA,
    TRI,
    TRO,
    UND,
    Card,
)
from regicide.themes.theme import Theme
from regicide.ui.assets import Color, TextCache

HEIGHT_RATIO = 1.4  # a card is 1.4 times as tall as it is wide
#: Each faction's ink: dark enough to read on a light card, apart in hue from each other.
FACTION_COLORS: dict[str, Color] = {
    GOB: (46, 125, 50),
    KNI: (40, 80, 170),
    UND: (110, 50, 140),
    DWA: (150, 85, 30),
    DOP: (0, 120, 125),
    GNO: (110, 110, 20),
    GIA: (140, 55, 35),
    DRA: (190, 30, 30),
    TRO: (70, 95, 70),
    SEE: (165, 120, 0),
    GHO: (80, 110, 150),
    CYC: (160, 30, 110),
    SHA: (55, 55, 65),
    TRI: (200, 95, 0),
}
Points = list[tuple[float, float]]
Painter = Callable[[pygame.Surface, pygame.Rect, Color, Color], None]


def face_size(width: int) -> tuple[int, int]:
    return width, round(width * HEIGHT_RATIO)


def _at(box: pygame.Rect, points: Points) -> list[tuple[float, float]]:
    """Points of a symbol drawn in a -1..1 square, placed in `box`."""
    half = box.width / 2
    return [(box.centerx + x * half, box.centery + y * half) for x, y in points]


def _polygon(surface: pygame.Surface, box: pygame.Rect, points: Points, color: Color) -> None:
    pygame.draw.polygon(surface, color, _at(box, points))


def _circle(
    surface: pygame.Surface, box: pygame.Rect, at: tuple[float, float], r: float, color: Color
) -> None:
    x, y = at
    half = box.width / 2
    center = (box.centerx + x * half, box.centery + y * half)
    pygame.draw.circle(surface, color, center, max(1, r * half))


def _goblin(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A head with two long pointed ears."""
    _polygon(surface, box, [(-1, -0.6), (-0.35, -0.2), (0.35, -0.2), (1, -0.6), (0.5, 0.2),
                            (0, 0.85), (-0.5, 0.2)], ink)  # fmt: skip
    _circle(surface, box, (-0.25, 0.05), 0.12, paper)
    _circle(surface, box, (0.25, 0.05), 0.12, paper)


def _knight(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A shield with a cross."""
    _polygon(surface, box, [(-0.8, -0.85), (0.8, -0.85), (0.8, 0.1), (0, 0.95), (-0.8, 0.1)], ink)
    _polygon(surface, box, [(-0.1, -0.7), (0.1, -0.7), (0.1, 0.6), (-0.1, 0.6)], paper)
    _polygon(surface, box, [(-0.6, -0.3), (0.6, -0.3), (0.6, -0.1), (-0.6, -0.1)], paper)


def _undead(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A skull: round head, jaw, two hollow eyes."""
    _circle(surface, box, (0, -0.15), 0.75, ink)
    _polygon(surface, box, [(-0.45, 0.3), (0.45, 0.3), (0.35, 0.9), (-0.35, 0.9)], ink)
    _circle(surface, box, (-0.3, -0.1), 0.2, paper)
    _circle(surface, box, (0.3, -0.1), 0.2, paper)
    _polygon(surface, box, [(0, 0.2), (0.1, 0.4), (-0.1, 0.4)], paper)


def _dwarf(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A hammer, slanted: a head with a flat face and a wedge, on a handle with a grip."""
    _polygon(surface, box, [(-0.95, -0.45), (-0.45, -0.95), (0.3, -0.2), (-0.2, 0.3)], ink)
    _polygon(surface, box, [(-0.1, 0.0), (0.05, -0.15), (0.95, 0.75), (0.8, 0.9)], ink)
    _polygon(surface, box, [(0.55, 0.5), (0.7, 0.35), (0.95, 0.6), (0.8, 0.75)], paper)


def _doppelganger(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """Two rings, one the mirror of the other."""
    for x in (-0.35, 0.35):
        _circle(surface, box, (x, 0), 0.6, ink)
    for x in (-0.35, 0.35):
        _circle(surface, box, (x, 0), 0.38, paper)


def _gnome(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A tall pointed hat on a brim."""
    _polygon(surface, box, [(0.15, -0.95), (0.55, 0.5), (-0.55, 0.5)], ink)
    _polygon(surface, box, [(-0.9, 0.5), (0.9, 0.5), (0.9, 0.75), (-0.9, 0.75)], ink)


def _giant(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """Two mountains, one towering."""
    _polygon(surface, box, [(-0.95, 0.85), (-0.2, -0.9), (0.35, 0.85)], ink)
    _polygon(surface, box, [(0.0, 0.85), (0.55, -0.2), (0.95, 0.85)], ink)


def _dragon(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A flame with three tongues."""
    _polygon(surface, box, [(0, 0.95), (-0.7, 0.3), (-0.55, -0.3), (-0.3, 0.05), (0, -0.95),
                            (0.3, 0.05), (0.55, -0.3), (0.7, 0.3)], ink)  # fmt: skip


def _troll(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A club: a knobbed head on a handle, slanted."""
    _circle(surface, box, (0.3, -0.45), 0.5, ink)
    _polygon(surface, box, [(0.05, -0.3), (0.35, -0.1), (-0.55, 0.95), (-0.8, 0.8)], ink)


def _seer(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """An almond eye with its pupil."""
    top = [(math.cos(a) * 0.95, -math.sin(a) * 0.55) for a in _arc(0, math.pi)]
    bottom = [(math.cos(a) * 0.95, math.sin(a) * 0.55) for a in _arc(math.pi, 0)]
    _polygon(surface, box, top + bottom, ink)
    _circle(surface, box, (0, 0), 0.38, paper)
    _circle(surface, box, (0, 0), 0.2, ink)


def _ghost(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A sheet: a dome with a wavy hem and two dark eyes."""
    dome = [(math.cos(a) * 0.7, -0.2 - math.sin(a) * 0.7) for a in _arc(0, math.pi)]
    hem = [(-0.7, 0.9), (-0.45, 0.65), (-0.2, 0.9), (0.05, 0.65), (0.3, 0.9), (0.55, 0.65)]
    _polygon(surface, box, [*dome, *hem, (0.7, 0.9)], ink)
    _circle(surface, box, (-0.25, -0.2), 0.14, paper)
    _circle(surface, box, (0.25, -0.2), 0.14, paper)


def _cyclops(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """One great round eye in a round head."""
    _circle(surface, box, (0, 0), 0.9, ink)
    _circle(surface, box, (0, 0), 0.55, paper)
    _circle(surface, box, (0, 0), 0.3, ink)


def _shadow(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A crescent moon."""
    _circle(surface, box, (0, 0), 0.9, ink)
    _circle(surface, box, (0.4, -0.25), 0.75, paper)


def _trickster(surface: pygame.Surface, box: pygame.Rect, ink: Color, paper: Color) -> None:
    """A five-pointed star."""
    points = []
    for index in range(10):
        radius = 0.95 if index % 2 == 0 else 0.4
        angle = -math.pi / 2 + index * math.pi / 5
        points.append((math.cos(angle) * radius, math.sin(angle) * radius + 0.05))
    _polygon(surface, box, points, ink)


def _arc(start: float, end: float, steps: int = 12) -> list[float]:
    return [start + (end - start) * index / steps for index in range(steps + 1)]


SYMBOLS: dict[str, Painter] = {
    GOB: _goblin,
    KNI: _knight,
    UND: _undead,
    DWA: _dwarf,
    DOP: _doppelganger,
    GNO: _gnome,
    GIA: _giant,
    DRA: _dragon,
    TRO: _troll,
    SEE: _seer,
    GHO: _ghost,
    CYC: _cyclops,
    SHA: _shadow,
    TRI: _trickster,
}


def draw_symbol(surface: pygame.Surface, faction: str, box: pygame.Rect, paper: Color) -> None:
    """The faction's symbol in its colour, fitted in the square `box`."""
    SYMBOLS[faction](surface, box, FACTION_COLORS[faction], paper)


class Faces:
    """Card faces and backs of one theme, cached by card and width."""

    def __init__(self, theme: Theme, text: TextCache) -> None:
        self.theme, self.text = theme, text

    def face(self, card: Card, width: int) -> pygame.Surface:
        return _face(self.theme, self.text, card.faction, card.value, width)

    def back(self, width: int) -> pygame.Surface:
        return _back(self.theme, width)


@lru_cache(maxsize=512)
def _face(theme: Theme, text: TextCache, faction: str, value: int, width: int) -> pygame.Surface:
    colors = theme.colors
    size = face_size(width)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, width // 10)
    ink = FACTION_COLORS[faction]
    pygame.draw.rect(surface, colors.card_face, rect, border_radius=radius)
    inner = rect.inflate(-max(4, width // 9), -max(4, width // 9))
    pygame.draw.rect(surface, ink, inner, width=max(1, width // 30), border_radius=radius // 2)
    pygame.draw.rect(
        surface, colors.card_edge, rect, width=max(1, width // 40), border_radius=radius
    )
    side = round(width * 0.56)
    draw_symbol(surface, faction, pygame.Rect(0, 0, side, side).move(
        (width - side) // 2, (size[1] - side) // 2 + width // 16), colors.card_face)  # fmt: skip
    number = text.render(str(value), theme.fonts.card, max(8, round(width * 0.3)), ink)
    surface.blit(number, number.get_rect(topleft=(inner.left + width // 20, inner.top)))
    flipped = pygame.transform.rotate(number, 180)
    surface.blit(flipped, flipped.get_rect(bottomright=(inner.right - width // 20, inner.bottom)))
    return surface


@lru_cache(maxsize=16)
def _back(theme: Theme, width: int) -> pygame.Surface:
    colors = theme.colors
    size = face_size(width)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, width // 10)
    pygame.draw.rect(surface, colors.card_back, rect, border_radius=radius)
    step = max(6, width // 6)
    for offset in range(-size[1], size[0], step):
        pygame.draw.line(
            surface, colors.card_back_pattern, (offset, 0), (offset + size[1], size[1]), 2
        )
    pygame.draw.rect(
        surface, colors.card_edge, rect, width=max(2, width // 25), border_radius=radius
    )
    return surface
