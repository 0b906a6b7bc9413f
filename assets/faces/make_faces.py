"""Draw the faces of the table's seats: four people (seats 1 to 4) and two computer teammates
(the instant and the strong player), flat portraits on a round plate.

    SDL_VIDEODRIVER=dummy .venv/bin/python assets/faces/make_faces.py

Writes seat-1.png .. seat-4.png, computer-instant.png and computer-strong.png (128 px, drawn at
four times the size and scaled down for smooth edges) beside this script. Made here; CC0
(LICENSE.md).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

HERE = Path(__file__).resolve().parent
SIZE, DRAW = 128, 512  # the file's size, and the size it is drawn at
INK = (40, 30, 26)
Color = tuple[int, int, int]


@dataclass(frozen=True)
class Person:
    plate: Color
    skin: Color
    hair: Color
    coat: Color
    style: str  # "short", "long", "bun", "beard"


PEOPLE = {
    1: Person((46, 110, 84), (236, 196, 160), (92, 58, 36), (122, 31, 43), "short"),
    2: Person((52, 84, 140), (198, 140, 98), (30, 24, 22), (218, 176, 92), "long"),
    3: Person((128, 62, 70), (246, 214, 186), (206, 148, 64), (40, 72, 120), "bun"),
    4: Person((96, 84, 60), (140, 94, 62), (58, 52, 50), (62, 118, 80), "beard"),
}


def _plate(surface: pygame.Surface, color: Color) -> None:
    middle = DRAW // 2
    pygame.draw.circle(surface, color, (middle, middle), middle - 8)
    pygame.draw.circle(surface, (218, 176, 92), (middle, middle), middle - 8, 14)


def _person(person: Person) -> pygame.Surface:
    surface = pygame.Surface((DRAW, DRAW), pygame.SRCALPHA)
    _plate(surface, person.plate)
    clip = pygame.Surface((DRAW, DRAW), pygame.SRCALPHA)
    pygame.draw.ellipse(clip, person.coat, (96, 360, 320, 260))  # shoulders
    pygame.draw.rect(clip, person.skin, (222, 300, 68, 80))  # neck
    if person.style == "long":
        pygame.draw.ellipse(clip, person.hair, (138, 120, 236, 300))
    pygame.draw.ellipse(clip, person.skin, (160, 130, 192, 230))  # face
    HAIR[person.style](clip, person)
    _features(clip)
    mask = pygame.Surface((DRAW, DRAW), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (DRAW // 2, DRAW // 2), DRAW // 2 - 22)
    clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(clip, (0, 0))
    return surface


def _features(surface: pygame.Surface) -> None:
    """Eyes, brows and a smile."""
    for x in (218, 294):
        pygame.draw.circle(surface, INK, (x, 244), 11)
        pygame.draw.line(surface, INK, (x - 18, 218), (x + 18, 214), 7)
    pygame.draw.arc(surface, INK, (218, 262, 76, 54), 3.5, 5.9, 7)


def _short(surface: pygame.Surface, person: Person) -> None:
    pygame.draw.ellipse(surface, person.hair, (150, 108, 212, 112))
    pygame.draw.rect(surface, person.hair, (156, 160, 24, 70))
    pygame.draw.rect(surface, person.hair, (332, 160, 24, 70))


def _long(surface: pygame.Surface, person: Person) -> None:
    pygame.draw.ellipse(surface, person.hair, (150, 112, 212, 100))


def _bun(surface: pygame.Surface, person: Person) -> None:
    pygame.draw.circle(surface, person.hair, (256, 104), 46)
    pygame.draw.ellipse(surface, person.hair, (154, 118, 204, 100))


def _beard(surface: pygame.Surface, person: Person) -> None:
    pygame.draw.ellipse(surface, person.hair, (156, 116, 200, 84))
    pygame.draw.ellipse(surface, person.hair, (170, 270, 172, 110))
    pygame.draw.ellipse(surface, person.skin, (206, 268, 100, 48))  # the mouth's place


HAIR: dict[str, Callable[[pygame.Surface, Person], None]] = {
    "short": _short,
    "long": _long,
    "bun": _bun,
    "beard": _beard,
}


def _automaton(plate: Color, body: Color, eyes: Color, owl: bool) -> pygame.Surface:
    """A brass card-table automaton: a rounded head with an antenna and lit eyes (round and
    wide for the strong player, who thinks; narrow slits for the instant one)."""
    surface = pygame.Surface((DRAW, DRAW), pygame.SRCALPHA)
    _plate(surface, plate)
    pygame.draw.line(surface, body, (256, 150), (256, 96), 12)
    pygame.draw.circle(surface, eyes, (256, 92), 18)
    pygame.draw.rect(surface, body, (150, 146, 212, 190), border_radius=48)
    pygame.draw.rect(surface, INK, (150, 146, 212, 190), 8, border_radius=48)
    pygame.draw.rect(surface, body, (186, 340, 140, 90), border_radius=20)
    for x in (212, 300):
        if owl:
            pygame.draw.circle(surface, INK, (x, 222), 34)
            pygame.draw.circle(surface, eyes, (x, 222), 24)
        else:
            pygame.draw.rect(surface, INK, (x - 32, 204, 64, 30), border_radius=12)
            pygame.draw.rect(surface, eyes, (x - 24, 211, 48, 16), border_radius=8)
    pygame.draw.line(surface, INK, (216, 290), (296, 290), 9)
    return surface


def faces() -> dict[str, pygame.Surface]:
    """Every face by its file's name."""
    drawn = {f"seat-{seat}": _person(person) for seat, person in PEOPLE.items()}
    drawn["computer-instant"] = _automaton((60, 70, 84), (198, 160, 92), (120, 220, 255), False)
    drawn["computer-strong"] = _automaton((70, 52, 88), (176, 182, 196), (255, 210, 90), True)
    return drawn


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    for name, image in faces().items():
        pygame.image.save(
            pygame.transform.smoothscale(image, (SIZE, SIZE)), str(HERE / f"{name}.png")
        )


if __name__ == "__main__":
    main()
