"""The felt every table and menu is drawn on, from the theme (vignette, gradient or flat, or
its texture tiled)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from regicide.themes.theme import Theme
from regicide.ui.assets import Color


def draw_felt(surface: pygame.Surface, theme: Theme) -> None:
    """The table: the theme's felt (vignette, gradient or flat, or its texture tiled),
    made once per window size and theme."""
    colors, table = theme.colors, theme.table
    key = (colors.felt, colors.felt_edge, table.style, table.texture)
    surface.blit(_felt(key, surface.get_size()), (0, 0))


def _shade(x: int, y: int, style: str) -> float:
    """How far towards the edge colour the felt is at (x, y) of a 64x36 grid (0..1)."""
    if style == "flat":
        return 0.0
    dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
    t: float = min(1.0, (dx * dx + dy * dy) ** 0.5 * 0.85) ** 1.8
    return min(1.0, 0.75 * y / 35 + 0.35 * t) if style == "gradient" else t


@lru_cache(maxsize=4)
def _felt(key: tuple[Color, Color, str, Path | None], size: tuple[int, int]) -> pygame.Surface:
    felt, edge, style, texture = key
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            t = _shade(x, y, style)
            if texture is not None:  # the texture shows through; the edge darkens it
                small.set_at((x, y), (*edge, round(200 * t)))
            else:
                small.set_at(
                    (x, y), tuple(round(felt[i] + (edge[i] - felt[i]) * t) for i in range(3))
                )
    shade = pygame.transform.smoothscale(small, size)
    return shade if texture is None else _textured(texture, felt, shade)


def _textured(texture: Path, felt: Color, shade: pygame.Surface) -> pygame.Surface:
    size = shade.get_size()
    base = pygame.Surface(size)
    base.fill(felt)
    try:
        tile = pygame.image.load(str(texture))
    except (pygame.error, OSError):  # checked when the theme loaded; gone since
        tile = None
    if tile is not None:
        for top in range(0, size[1], tile.get_height()):
            for left in range(0, size[0], tile.get_width()):
                base.blit(tile, (left, top))
    base.blit(shade, (0, 0))
    return base
