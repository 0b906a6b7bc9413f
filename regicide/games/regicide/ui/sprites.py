"""CardSprite: a card's on-screen position (what tweens move) and how it is drawn and hit."""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from regicide.games.regicide.engine import Card
from regicide.games.regicide.ui.layout import CardKey, Placement
from regicide.ui.cardart import CardArt, card_height


@dataclass
class CardSprite:
    """A card on screen. `face` runs from 0 (back up) to 1 (face up) so it can be tweened."""

    key: CardKey
    x: float
    y: float
    width: float
    angle: float = 0.0
    face: float = 1.0
    z: int = 0
    glow: float = 0.0  # 0..1: highlight strength (selection, legal drop)
    dim: bool = False  # shaded: it cannot join the current selection
    alpha: float = 1.0  # 0..1: fading in or out (reduced motion)

    def point(self, dx: float, dy: float) -> tuple[float, float]:
        """A point given relative to the card's centre, in the card's own (turned) frame."""
        radians = math.radians(self.angle)
        cos, sin = math.cos(radians), math.sin(radians)
        return (self.x + dx * cos + dy * sin, self.y - dx * sin + dy * cos)

    @property
    def card(self) -> Card:
        return self.key[0]

    @classmethod
    def at(cls, key: CardKey, placement: Placement) -> CardSprite:
        sprite = cls(key, 0, 0, 0)
        sprite.place(placement)
        return sprite

    def place(self, placement: Placement) -> None:
        self.x, self.y, self.width = placement.x, placement.y, placement.width
        self.angle, self.face, self.z = placement.angle, placement.face, placement.z

    def placement(self) -> Placement:
        """Where the card is now, as a Placement (equal to its goal once it has arrived)."""
        return Placement(self.x, self.y, self.width, self.angle, self.face, self.z)

    def target(self, placement: Placement) -> dict[str, float]:
        """The tween goal that reaches `placement`."""
        return {
            "x": placement.x,
            "y": placement.y,
            "width": placement.width,
            "angle": placement.angle,
            "face": placement.face,
        }

    def contains(self, point: tuple[float, float]) -> bool:
        """Is `point` on the card, taking its rotation into account?"""
        dx, dy = point[0] - self.x, point[1] - self.y
        radians = math.radians(self.angle)
        local_x = dx * math.cos(radians) - dy * math.sin(radians)
        local_y = dx * math.sin(radians) + dy * math.cos(radians)
        return abs(local_x) <= self.width / 2 and abs(local_y) <= card_height(int(self.width)) / 2


class SpriteRenderer:
    """Draws sprites with shadows, flips and rotation; caches rotated images."""

    def __init__(self, art: CardArt, glow_color: tuple[int, int, int], limit: int = 300) -> None:
        self.art = art
        self.glow_color = glow_color
        self._rotated: OrderedDict[tuple[str, int, int, bool], pygame.Surface] = OrderedDict()
        self._shadows: OrderedDict[tuple[tuple[int, int], int], pygame.Surface] = OrderedDict()
        self.standard_widths: tuple[int, ...] = ()  # set by the scene from its layout
        self._limit = limit

    def draw(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        width = max(8, round(sprite.width))
        showing_face = sprite.face >= 0.5
        squash = abs(math.cos(sprite.face * math.pi))
        image = self._image(sprite.card, width, showing_face, round(sprite.angle))
        if squash < 0.999:
            image = pygame.transform.smoothscale(
                image, (max(1, round(image.get_width() * squash)), image.get_height())
            )
        rect = image.get_rect(center=(round(sprite.x), round(sprite.y)))
        if sprite.alpha < 0.99:  # fading (reduced motion): no shadow, see-through
            image = image.copy()
            image.set_alpha(round(255 * max(0.0, sprite.alpha)))
            surface.blit(image, rect)
            return
        self._shadow(surface, sprite, max(1, round(width * squash)), round(sprite.angle))
        surface.blit(image, rect)
        if sprite.dim and squash > 0.9:
            self._shade(surface, sprite, width)
        if sprite.glow > 0.01 and squash > 0.9:
            self._glow(surface, sprite, width)

    def _image(self, card: Card, width: int, face_up: bool, angle: int) -> pygame.Surface:
        """The card at `width`, turned by `angle`. Art is only drawn at the standard widths;
        a card in flight between sizes is scaled from the nearest one (no new art per frame)."""
        if self.standard_widths and width not in self.standard_widths:
            nearest = min(self.standard_widths, key=lambda standard: abs(standard - width))
            flat = self._flat(card, nearest, face_up)
            flat = pygame.transform.smoothscale(flat, (width, card_height(width)))
            return pygame.transform.rotate(flat, angle) if angle else flat
        key = (str(card) if face_up else "back", width, angle, face_up)
        image = self._rotated.get(key)
        if image is None:
            flat = self._flat(card, width, face_up)
            image = pygame.transform.rotozoom(flat, angle, 1.0) if angle else flat
            self._rotated[key] = image
            if len(self._rotated) > self._limit:
                self._rotated.popitem(last=False)
        else:
            self._rotated.move_to_end(key)
        return image

    def _flat(self, card: Card, width: int, face_up: bool) -> pygame.Surface:
        return self.art.face(card, width) if face_up else self.art.back(width)

    def _shadow(self, surface: pygame.Surface, sprite: CardSprite, width: int, angle: int) -> None:
        """A soft shadow under the card, a little down and right, turned with the card (cached)."""
        full = max(8, round(sprite.width))
        inset = full // 12
        size = (width - inset, card_height(full) - inset)
        if size[0] <= 0 or size[1] <= 0:
            return
        key = (size, angle)
        shade = self._shadows.get(key)
        if shade is None:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(2, min(size) // 10)
            pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=radius)
            if angle:
                shade = pygame.transform.rotate(shade, angle)
            self._shadows[key] = shade
            if len(self._shadows) > self._limit:
                self._shadows.popitem(last=False)
        center = (round(sprite.x) + max(1, full // 28), round(sprite.y) + max(2, full // 18))
        surface.blit(shade, shade.get_rect(center=center))

    def _shade(self, surface: pygame.Surface, sprite: CardSprite, width: int) -> None:
        """Darken the card (it cannot be added to the selection)."""
        shade = pygame.Surface((width, card_height(width)), pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 10, 20, 120), shade.get_rect(), border_radius=width // 12)
        if sprite.angle:
            shade = pygame.transform.rotate(shade, sprite.angle)
        surface.blit(shade, shade.get_rect(center=(round(sprite.x), round(sprite.y))))

    def _glow(self, surface: pygame.Surface, sprite: CardSprite, width: int) -> None:
        """A gold rim around the card: brighter and thicker for a stronger glow."""
        height = card_height(width)
        pad = max(3, width // 22)
        halo = pygame.Surface((width + pad * 2, height + pad * 2), pygame.SRCALPHA)
        thickness = max(2, round(pad * (0.6 + 0.6 * min(1.0, sprite.glow))))
        pygame.draw.rect(
            halo,
            (*self.glow_color, 255),
            halo.get_rect(),
            width=thickness,
            border_radius=width // 10,
        )
        if sprite.angle:
            halo = pygame.transform.rotate(halo, sprite.angle)
        surface.blit(halo, halo.get_rect(center=(round(sprite.x), round(sprite.y))))
