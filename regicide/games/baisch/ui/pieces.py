"""The heroes as chess pieces (B-COMP-3): six shapes in two forces, white and black, drawn
here with pygame's own shapes (our drawing, CC0 like all the project's own art).

Each shape is a list of outlines in a unit box (x right, y down, the piece standing on
y = 0.95); a piece is painted at twice its size and smoothed down, so it stays crisp at
every size, and kept once per (hero, size, faded).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from regicide.games.baisch.engine import Force, Hero

Point = tuple[float, float]
Color = tuple[int, int, int]

IVORY, EBONY = (238, 231, 214), (44, 38, 36)
WHITE_INK, BLACK_INK = (52, 44, 38), (214, 204, 184)
SUPERSAMPLE = 2
FADED_ALPHA = 105

#: The base every piece stands on, and the body of the pawn, bishop, queen and king.
BASE: list[Point] = [(0.2, 0.95), (0.8, 0.95), (0.78, 0.86), (0.22, 0.86)]
BODY: list[Point] = [(0.3, 0.86), (0.7, 0.86), (0.6, 0.5), (0.4, 0.5)]
COLLAR: list[Point] = [(0.3, 0.52), (0.7, 0.52), (0.66, 0.45), (0.34, 0.45)]
ROOK: list[Point] = [
    (0.3, 0.86),
    (0.7, 0.86),
    (0.66, 0.36),
    (0.74, 0.34),
    (0.74, 0.14),
    (0.64, 0.14),
    (0.64, 0.22),
    (0.55, 0.22),
    (0.55, 0.14),
    (0.45, 0.14),
    (0.45, 0.22),
    (0.36, 0.22),
    (0.36, 0.14),
    (0.26, 0.14),
    (0.26, 0.34),
    (0.34, 0.36),
]
KNIGHT: list[Point] = [
    (0.28, 0.86),
    (0.72, 0.86),
    (0.7, 0.6),
    (0.76, 0.42),
    (0.7, 0.26),
    (0.56, 0.14),
    (0.5, 0.06),
    (0.44, 0.16),
    (0.3, 0.3),
    (0.22, 0.46),
    (0.27, 0.52),
    (0.4, 0.44),
    (0.46, 0.46),
    (0.34, 0.62),
]
MITRE: list[Point] = [(0.36, 0.46), (0.64, 0.46), (0.66, 0.32), (0.5, 0.14), (0.34, 0.32)]
QUEEN_CROWN: list[Point] = [
    (0.34, 0.46),
    (0.66, 0.46),
    (0.76, 0.18),
    (0.62, 0.32),
    (0.5, 0.12),
    (0.38, 0.32),
    (0.24, 0.18),
]
KING_CROWN: list[Point] = [
    (0.34, 0.46),
    (0.66, 0.46),
    (0.7, 0.26),
    (0.3, 0.26),
]
CROSS: list[Point] = [
    (0.46, 0.26),
    (0.54, 0.26),
    (0.54, 0.16),
    (0.62, 0.16),
    (0.62, 0.1),
    (0.54, 0.1),
    (0.54, 0.02),
    (0.46, 0.02),
    (0.46, 0.1),
    (0.38, 0.1),
    (0.38, 0.16),
    (0.46, 0.16),
]

#: B-COMP-3: each hero's piece (the white force's first, then the dark force's).
SHAPES: dict[Hero, str] = {
    Hero.MERCENARIES: "pawn",
    Hero.GENERAL: "knight",
    Hero.SPY: "bishop",
    Hero.BATTERY: "rook",
    Hero.MERCHANT: "queen",
    Hero.PRIEST: "king",
    Hero.RESERVISTS: "pawn",
    Hero.LIEUTENANT: "knight",
    Hero.SABOTEURS: "bishop",
    Hero.FORTIFIED: "rook",
    Hero.MAGE: "queen",
    Hero.WARLORD: "king",
}

#: Each shape's outlines (polygons) and balls (centre x, centre y, radius), bottom first.
OUTLINES: dict[str, tuple[list[list[Point]], list[tuple[float, float, float]]]] = {
    "pawn": ([BASE, BODY, COLLAR], [(0.5, 0.32, 0.15)]),
    "rook": ([BASE, ROOK], []),
    "knight": ([BASE, KNIGHT], []),
    "bishop": ([BASE, BODY, COLLAR, MITRE], [(0.5, 0.11, 0.05)]),
    "queen": ([BASE, BODY, COLLAR, QUEEN_CROWN], [(0.24, 0.16, 0.04), (0.5, 0.1, 0.04)]),
    "king": ([BASE, BODY, COLLAR, KING_CROWN, CROSS], []),
}


def colors_of(hero: Hero) -> tuple[Color, Color]:
    """(fill, ink) of the hero's force: ivory with dark lines, or ebony with light ones."""
    return (IVORY, WHITE_INK) if hero.force is Force.WHITE else (EBONY, BLACK_INK)


@lru_cache(maxsize=256)
def piece_image(hero: Hero, size: int, faded: bool = False) -> pygame.Surface:
    """The hero's piece in a `size` x `size` square (faded: used or not usable yet)."""
    big = max(8, size) * SUPERSAMPLE
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    fill, ink = colors_of(hero)
    outlines, balls = OUTLINES[SHAPES[hero]]
    line = max(2, big // 22)
    for outline in outlines:
        points = [(x * big, y * big) for x, y in outline]
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, ink, points, line)
    for x, y, radius in balls:
        centre = (round(x * big), round(y * big))
        pygame.draw.circle(surface, fill, centre, round(radius * big))
        pygame.draw.circle(surface, ink, centre, round(radius * big), line)
    if SHAPES[hero] == "queen":  # the crown's right point has its ball too
        centre = (round(0.76 * big), round(0.16 * big))
        pygame.draw.circle(surface, fill, centre, round(0.04 * big))
        pygame.draw.circle(surface, ink, centre, round(0.04 * big), line)
    if SHAPES[hero] == "knight":  # its eye
        pygame.draw.circle(surface, ink, (round(0.52 * big), round(0.26 * big)), line)
    image = pygame.transform.smoothscale(surface, (max(8, size), max(8, size)))
    if faded:
        image.set_alpha(FADED_ALPHA)
    return image
