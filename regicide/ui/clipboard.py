"""Copying a line of text to the system clipboard (SDL's), quietly failing where there is
none (the dummy video driver, some remote sessions)."""

from __future__ import annotations

import pygame


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard; True if it worked."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True
