"""The seats' portraits (assets/faces, CC0), shared by every game's table."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from regicide.support.resources import asset_path


@dataclass
class Portraits:
    """The portraits, each read once per size; None for one that cannot be read."""

    cache: dict[tuple[str, int], pygame.Surface | None] = field(default_factory=dict)

    def get(self, name: str, size: int) -> pygame.Surface | None:
        """Portrait `name` (e.g. "seat-2", "computer-strong") at `size` px square."""
        key = (name, size)
        if key not in self.cache:
            try:
                image = pygame.image.load(str(asset_path("faces", f"{name}.png")))
                self.cache[key] = pygame.transform.smoothscale(image, (size, size))
            except (pygame.error, OSError):
                self.cache[key] = None
        return self.cache[key]
