"""Draw the Parlour card set: `python assets/cards/parlour/make.py` writes its PNGs here.

Flat, geometric cards made with pygame alone (no fonts but the bundled DejaVu Sans Bold):
suits drawn as shapes, royals on a band of their suit's colour, a Jester and a back of
nested diamonds. Each card is drawn at twice its size and smoothed down. CC0 (see LICENSE).
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from regicide.ui.carddraw import PIPS  # the classic pip patterns, shared

HERE = Path(__file__).resolve().parent
FONT = HERE.parents[1] / "fonts" / "DejaVuSans-Bold.ttf"
SIZE = (360, 504)
SCALE = 2
PAPER = (252, 248, 238)
INK = (38, 36, 42)
EDGE = (120, 104, 88)
GOLD = (196, 150, 64)
BACK = (34, 84, 96)
BACK_LINE = (214, 190, 120)
SUIT_COLORS = {"H": (196, 40, 52), "D": (196, 40, 52), "C": (38, 36, 42), "S": (38, 36, 42)}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ROYALS = {"J": "JACK", "Q": "QUEEN", "K": "KING"}
Point = tuple[float, float]


def suit_shape(surface: pygame.Surface, suit: str, center: Point, size: float, flip: bool) -> None:
    """A suit drawn as shapes, `size` tall, centred; `flip` turns it upside down."""
    cx, cy = center
    sign = -1 if flip else 1
    color = SUIT_COLORS[suit]

    def at(dx: float, dy: float) -> tuple[int, int]:
        return (round(cx + dx * size), round(cy + sign * dy * size))

    radius = round(size * 0.27)
    if suit == "D":
        pygame.draw.polygon(surface, color, [at(0, -0.5), at(0.38, 0), at(0, 0.5), at(-0.38, 0)])
    elif suit == "H":
        for dx in (-0.23, 0.23):
            pygame.draw.circle(surface, color, at(dx, -0.18), radius)
        pygame.draw.polygon(surface, color, [at(-0.49, -0.1), at(0.49, -0.1), at(0, 0.48)])
    elif suit == "S":
        for dx in (-0.23, 0.2301):
            pygame.draw.circle(surface, color, at(dx, 0.1), radius)
        pygame.draw.polygon(surface, color, [at(-0.49, 0.02), at(0.49, 0.02), at(0, -0.5)])
        pygame.draw.polygon(surface, color, [at(0, 0.05), at(-0.17, 0.5), at(0.17, 0.5)])
    else:  # clubs
        small = round(size * 0.23)
        for dx, dy in ((0, -0.24), (-0.25, 0.07), (0.25, 0.07)):
            pygame.draw.circle(surface, color, at(dx, dy), small)
        pygame.draw.polygon(surface, color, [at(0, -0.15), at(-0.2, 0.1), at(0.2, 0.1)])
        pygame.draw.polygon(surface, color, [at(0, -0.05), at(-0.17, 0.5), at(0.17, 0.5)])


def text(words: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    return pygame.font.Font(str(FONT), size).render(words, True, color)


def blank(fill: tuple[int, int, int] = PAPER) -> pygame.Surface:
    width, height = SIZE[0] * SCALE, SIZE[1] * SCALE
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=width // 14)
    pygame.draw.rect(surface, EDGE, rect, width=SCALE * 3, border_radius=width // 14)
    return surface


def corners(surface: pygame.Surface, rank: str, suit: str) -> None:
    """The index (rank over suit) top left, and turned round, bottom right."""
    width = surface.get_width()
    label = text(rank, round(width * 0.17), SUIT_COLORS[suit])
    if rank == "10":
        label = pygame.transform.smoothscale(
            label, (round(label.get_width() * 0.72), label.get_height())
        )
    corner = pygame.Surface(
        (max(label.get_width(), round(width * 0.15)), round(width * 0.33)), pygame.SRCALPHA
    )
    corner.blit(label, label.get_rect(midtop=(corner.get_width() // 2, 0)))
    suit_shape(corner, suit, (corner.get_width() / 2, width * 0.24), width * 0.12, False)
    margin = round(width * 0.05)
    surface.blit(corner, (margin, margin))
    turned = pygame.transform.rotate(corner, 180)
    surface.blit(
        turned, turned.get_rect(bottomright=(width - margin, surface.get_height() - margin))
    )


def number_card(rank: str, suit: str) -> pygame.Surface:
    surface = blank()
    width, height = surface.get_size()
    if rank == "A":
        suit_shape(surface, suit, (width / 2, height / 2), width * 0.5, False)
    else:
        left, right, top, bottom = width * 0.33, width * 0.67, height * 0.2, height * 0.8
        for px, py in PIPS[int(rank)]:
            center = (left + (right - left) * px, top + (bottom - top) * py)
            suit_shape(surface, suit, center, width * 0.17, py > 0.5)
    corners(surface, rank, suit)
    return surface


def crown(
    surface: pygame.Surface, center: Point, width: float, color: tuple[int, int, int]
) -> None:
    cx, cy = center
    half, tall = width / 2, width * 0.55
    points = [(cx - half, cy + tall / 2), (cx - half, cy - tall / 2), (cx - half / 2, cy)]
    points += [
        (cx, cy - tall / 2),
        (cx + half / 2, cy),
        (cx + half, cy - tall / 2),
        (cx + half, cy + tall / 2),
    ]
    pygame.draw.polygon(surface, color, [(round(x), round(y)) for x, y in points])
    for x in (cx - half, cx, cx + half):
        pygame.draw.circle(surface, color, (round(x), round(cy - tall / 2)), round(width * 0.07))


def royal_card(rank: str, suit: str) -> pygame.Surface:
    surface = blank()
    width, height = surface.get_size()
    band = pygame.Rect(0, 0, round(width * 0.56), round(height * 0.7))
    band.center = (width // 2, height // 2)
    color = SUIT_COLORS[suit]
    pygame.draw.rect(surface, color, band, border_radius=width // 24)
    pygame.draw.rect(
        surface,
        GOLD,
        band.inflate(-width // 22, -width // 22),
        width=SCALE * 4,
        border_radius=width // 30,
    )
    crown(surface, (width / 2, band.top + band.height * 0.2), width * 0.34, GOLD)
    letter = text(rank, round(width * 0.3), PAPER)
    surface.blit(letter, letter.get_rect(center=(width // 2, round(band.top + band.height * 0.45))))
    name = text(ROYALS[rank], round(width * 0.07), GOLD)
    surface.blit(name, name.get_rect(center=(width // 2, round(band.top + band.height * 0.72))))
    suit_blot = pygame.Surface((round(width * 0.2), round(width * 0.2)), pygame.SRCALPHA)
    pygame.draw.circle(
        suit_blot, PAPER, (suit_blot.get_width() // 2,) * 2, suit_blot.get_width() // 2
    )
    suit_shape(
        suit_blot, suit, (suit_blot.get_width() / 2,) * 2, suit_blot.get_width() * 0.62, False
    )
    surface.blit(
        suit_blot, suit_blot.get_rect(center=(width // 2, round(band.top + band.height * 0.86)))
    )
    corners(surface, rank, suit)
    return surface


def jester_card() -> pygame.Surface:
    surface = blank()
    width, height = surface.get_size()
    cx, cy = width / 2, height * 0.46
    colors = (SUIT_COLORS["H"], GOLD, BACK)
    for index, dx in enumerate((-0.3, 0, 0.3)):
        tip = (cx + dx * width * 1.1, cy - width * (0.36 if dx == 0 else 0.18))
        base = [
            (cx + (dx - 0.17) * width, cy + width * 0.12),
            (cx + (dx + 0.17) * width, cy + width * 0.12),
        ]
        pygame.draw.polygon(surface, colors[index], [base[0], tip, base[1]])
        pygame.draw.circle(surface, GOLD, (round(tip[0]), round(tip[1])), round(width * 0.045))
    pygame.draw.rect(
        surface,
        GOLD,
        pygame.Rect(
            round(cx - width * 0.36),
            round(cy + width * 0.1),
            round(width * 0.72),
            round(width * 0.09),
        ),
        border_radius=round(width * 0.04),
    )
    caption = text("JESTER", round(width * 0.13), INK)
    surface.blit(caption, caption.get_rect(center=(round(cx), round(height * 0.78))))
    for corner in ((width * 0.1, width * 0.1), (width * 0.9, height - width * 0.1)):
        pygame.draw.circle(surface, GOLD, (round(corner[0]), round(corner[1])), round(width * 0.04))
    return surface


def back_card() -> pygame.Surface:
    surface = blank(BACK)
    width = surface.get_width()
    inner = surface.get_rect().inflate(-width // 7, -width // 7)
    pygame.draw.rect(surface, BACK_LINE, inner, width=SCALE * 3, border_radius=width // 22)
    cx, cy = inner.center
    for step in range(1, 9):
        dx, dy = inner.width * step / 18, inner.height * step / 18
        points = [(cx, cy - dy), (cx + dx, cy), (cx, cy + dy), (cx - dx, cy)]
        pygame.draw.polygon(surface, BACK_LINE, points, width=SCALE * (3 if step % 2 else 1))
    suit_blot = pygame.Surface((round(width * 0.16),) * 2, pygame.SRCALPHA)
    for suit, (ox, oy) in zip("HSDC", ((-1, -1), (1, -1), (1, 1), (-1, 1)), strict=True):
        suit_blot.fill((0, 0, 0, 0))
        suit_shape(
            suit_blot, suit, (suit_blot.get_width() / 2,) * 2, suit_blot.get_width() * 0.8, False
        )
        tinted = suit_blot.copy()
        tinted.fill((*BACK_LINE, 255), special_flags=pygame.BLEND_RGBA_MIN)
        tinted.fill((*BACK_LINE, 0), special_flags=pygame.BLEND_RGB_MAX)
        spot = (cx + ox * inner.width * 0.36, cy + oy * inner.height * 0.4)
        surface.blit(tinted, tinted.get_rect(center=(round(spot[0]), round(spot[1]))))
    return surface


def save(surface: pygame.Surface, name: str) -> None:
    pygame.image.save(pygame.transform.smoothscale(surface, SIZE), str(HERE / f"{name}.png"))


def main() -> None:
    pygame.font.init()
    for suit in "CDHS":
        for rank in RANKS:
            card = royal_card(rank, suit) if rank in ROYALS else number_card(rank, suit)
            save(card, f"{rank}{suit}")
    save(jester_card(), "JKR")
    save(back_card(), "back")


if __name__ == "__main__":
    main()
