"""Small icons drawn as shapes (crisp at every size, no font needed): the replay's transport
buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.ui.assets import Color

Draw = Callable[[pygame.Surface, pygame.Rect, Color], None]


def _triangle(surface: pygame.Surface, box: pygame.Rect, color: Color, right: bool) -> None:
    if right:
        points = [box.topleft, (box.right, box.centery), box.bottomleft]
    else:
        points = [box.topright, (box.left, box.centery), box.bottomright]
    pygame.draw.polygon(surface, color, points)


def _bar(surface: pygame.Surface, box: pygame.Rect, color: Color, at_left: bool) -> None:
    width = max(2, box.width // 5)
    bar = pygame.Rect(box.left if at_left else box.right - width, box.top, width, box.height)
    pygame.draw.rect(surface, color, bar)


def _square(box: pygame.Rect) -> pygame.Rect:
    """The largest square centred in `box`, a little inset."""
    side = max(4, min(box.width, box.height) * 4 // 5)
    return pygame.Rect(0, 0, side, side).move(box.centerx - side // 2, box.centery - side // 2)


def _play(surface: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    _triangle(surface, _square(box), color, right=True)


def _pause(surface: pygame.Surface, box: pygame.Rect, color: Color) -> None:
    square = _square(box)
    for left in (True, False):
        bar = pygame.Rect(0, 0, square.width // 3, square.height)
        bar.topleft = square.topleft if left else (square.right - bar.width, square.top)
        pygame.draw.rect(surface, color, bar)


def _step(surface: pygame.Surface, box: pygame.Rect, color: Color, forward: bool) -> None:
    square = _square(box)
    shape = square.inflate(-square.width // 4, 0)
    _triangle(surface, shape, color, right=forward)
    _bar(surface, square, color, at_left=not forward)


def _jump(surface: pygame.Surface, box: pygame.Rect, color: Color, forward: bool) -> None:
    square = _square(box)
    half = square.width // 2
    for index in range(2):
        part = pygame.Rect(square.left + index * half * 3 // 4, square.top, half, square.height)
        _triangle(surface, part, color, right=forward)
    _bar(surface, square, color, at_left=not forward)


ICONS: dict[str, Draw] = {
    "play": _play,
    "pause": _pause,
    "forward": lambda surface, box, color: _step(surface, box, color, forward=True),
    "back": lambda surface, box, color: _step(surface, box, color, forward=False),
    "end": lambda surface, box, color: _jump(surface, box, color, forward=True),
    "start": lambda surface, box, color: _jump(surface, box, color, forward=False),
}


def draw_icon(surface: pygame.Surface, name: str, box: pygame.Rect, color: Color) -> None:
    """Draw the icon called `name` inside `box`."""
    ICONS[name](surface, box, color)
