"""Draw the faces of the table's seats: four people (seats 1 to 4) and two computer teammates
(the instant and the strong player; four named teammates), flat portraits on a round plate.

    SDL_VIDEODRIVER=dummy .venv/bin/python assets/faces/make_faces.py

Writes seat-1.png .. seat-4.png, the teammates' teammate-alys.png, -rowan, -mira and -edric
(the computer teammates' own faces, by their names), computer-instant.png and
computer-strong.png (128 px, drawn at four times the size and scaled down for smooth edges)
beside this script. Made here; CC0 (LICENSE.md).
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


def _hood(surface: pygame.Surface, person: Person) -> None:
    """A ranger's hood over the head, open round the face (Rowan)."""
    pygame.draw.ellipse(surface, person.hair, (128, 92, 256, 300), 34)
    pygame.draw.polygon(surface, person.hair, [(150, 170), (256, 70), (362, 170)])
    pygame.draw.ellipse(surface, person.coat, (176, 150, 160, 40))  # the hair under it


def _helm(surface: pygame.Surface, person: Person) -> None:
    """A knight's round helm with a nose guard, and a short beard (Edric)."""
    steel = (170, 176, 186)
    pygame.draw.ellipse(surface, steel, (148, 96, 216, 150))
    pygame.draw.rect(surface, steel, (148, 170, 216, 34))
    pygame.draw.rect(surface, INK, (148, 196, 216, 8))
    pygame.draw.rect(surface, steel, (246, 196, 20, 70))  # the nose guard
    pygame.draw.ellipse(surface, person.hair, (196, 300, 120, 70))


def _circlet(surface: pygame.Surface, person: Person) -> None:
    """Long hair held by a gold circlet with a stone (Alys)."""
    pygame.draw.ellipse(surface, person.hair, (150, 112, 212, 100))
    pygame.draw.arc(surface, (218, 176, 92), (160, 150, 192, 60), 0.1, 3.04, 10)
    pygame.draw.circle(surface, (200, 40, 60), (256, 152), 12)


def _cap(surface: pygame.Surface, person: Person) -> None:
    """Curls under a bard's cap with a feather (Mira)."""
    for x in (168, 196, 316, 344):
        pygame.draw.circle(surface, person.hair, (x, 210), 26)
    pygame.draw.ellipse(surface, person.coat, (140, 104, 232, 96))
    pygame.draw.line(surface, (236, 232, 220), (330, 130), (400, 60), 14)


HAIR: dict[str, Callable[[pygame.Surface, Person], None]] = {
    "short": _short,
    "long": _long,
    "bun": _bun,
    "beard": _beard,
    "hood": _hood,
    "helm": _helm,
    "circlet": _circlet,
    "cap": _cap,
}

#: The computer teammates, by the names narrate gives them (TEAMMATE_NAMES).
TEAMMATES = {
    "alys": Person((92, 60, 110), (230, 188, 152), (120, 70, 40), (70, 50, 110), "circlet"),
    "rowan": Person((48, 96, 64), (214, 164, 122), (70, 104, 60), (84, 58, 40), "hood"),
    "mira": Person((150, 96, 44), (180, 122, 86), (40, 30, 28), (150, 40, 60), "cap"),
    "edric": Person((70, 74, 96), (232, 186, 150), (150, 84, 46), (110, 30, 36), "helm"),
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
    drawn |= {f"teammate-{name}": _person(person) for name, person in TEAMMATES.items()}
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
