"""Draw felt.png, the Parlour theme's table texture: `python themes/parlour/make_felt.py`.

A 128x128 tile of soft woven noise around the theme's felt colour that repeats without seams.
CC0, like the rest of the theme.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

FELT = (107, 30, 38)
TILE = 128


def main() -> None:
    rng = random.Random(1911)
    tile = pygame.Surface((TILE, TILE))
    for y in range(TILE):
        for x in range(TILE):
            weave = 5 if (x + y) % 4 < 2 else -5
            grain = rng.randint(-7, 7) + weave
            tile.set_at((x, y), tuple(max(0, min(255, part + grain)) for part in FELT))
    small = pygame.transform.smoothscale(tile, (TILE // 2, TILE // 2))
    tile = pygame.transform.smoothscale(small, (TILE, TILE))
    pygame.image.save(tile, str(Path(__file__).resolve().parent / "felt.png"))


if __name__ == "__main__":
    main()
