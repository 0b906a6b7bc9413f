"""Dragging cards from the hand: press, motion and release become a command, a toggle or a
snap-back (after the Arcade solitaire tutorial: remember where the cards came from, raise them
while they are held, send them back on a rejected drop).

The controller moves the dragged sprites itself and decides nothing about the rules: the scene
asks the engine whether the cards may go where they are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from regicide.games.regicide.engine import Card, Command, Discard, Phase, PlayCards
from regicide.games.regicide.ui.layout import CardKey
from regicide.games.regicide.ui.sprites import CardSprite

DRAG_THRESHOLD = 8  # pixels the pointer moves before a press becomes a drag


@dataclass
class Drag:
    """Cards in the hand of the pointer: their keys, offsets from it, and where it is."""

    keys: list[CardKey]
    offsets: list[tuple[float, float]]
    position: tuple[int, int]

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(key[0] for key in self.keys)


@dataclass(frozen=True)
class Toggle:
    """A press and release without a drag: select or deselect the card."""

    key: CardKey


@dataclass(frozen=True)
class SnapBack:
    """The cards were dropped where they cannot go: send them home."""


Outcome = Command | Toggle | SnapBack | None


class DragController:
    """The state of one pointer over the hand."""

    def __init__(self) -> None:
        self.pressed: tuple[CardKey, tuple[int, int]] | None = None
        self.drag: Drag | None = None

    @property
    def dragging(self) -> bool:
        return self.drag is not None

    def press(self, key: CardKey, position: tuple[int, int]) -> None:
        """The button went down on a card of the hand."""
        self.pressed = (key, position)

    def should_start(self, position: tuple[int, int]) -> bool:
        """Has the pointer moved far enough since the press for it to become a drag?"""
        if self.drag is not None or self.pressed is None:
            return False
        start = self.pressed[1]
        return abs(position[0] - start[0]) + abs(position[1] - start[1]) > DRAG_THRESHOLD

    def start(
        self,
        position: tuple[int, int],
        sprites: dict[CardKey, CardSprite],
        lifted: Sequence[CardKey],
        spread: float,
    ) -> None:
        """Pick the cards up: the pressed card, or all the selected ones (`lifted`, in hand
        order) when it is one of them. They rise above everything and follow the pointer."""
        assert self.pressed is not None
        key = self.pressed[0]
        keys = list(lifted) if key in lifted else [key]
        offsets = [((index - (len(keys) - 1) / 2) * spread, 0.0) for index in range(len(keys))]
        self.drag = Drag(keys, offsets, position)
        for index, dragged in enumerate(keys):
            sprites[dragged].z = 2000 + index
            sprites[dragged].angle = 0.0
        self.follow(position, sprites)

    def follow(self, position: tuple[int, int], sprites: dict[CardKey, CardSprite]) -> None:
        """The dragged cards move with the pointer."""
        if self.drag is None:
            return
        self.drag.position = position
        for key, (dx, dy) in zip(self.drag.keys, self.drag.offsets, strict=True):
            sprite = sprites.get(key)
            if sprite is not None:
                sprite.x, sprite.y = position[0] + dx, position[1] + dy

    def release(self, position: tuple[int, int], phase: Phase, zone: pygame.Rect | None) -> Outcome:
        """The button came up: a play onto the enemy, a discard onto the discard pile, a
        toggle (no drag happened), a snap-back, or nothing (the press was not on a card)."""
        drag, pressed = self.drag, self.pressed
        self.drag = self.pressed = None
        if drag is None:
            return Toggle(pressed[0]) if pressed is not None else None
        if zone is None or not zone.collidepoint(position):
            return SnapBack()
        return PlayCards(drag.cards) if phase is Phase.PLAY else Discard(drag.cards)

    def cancel(self) -> bool:
        """Drop nothing (Esc, a menu opening); True if cards were being dragged."""
        dragging = self.drag is not None
        self.drag = self.pressed = None
        return dragging

    def over(self, zone: pygame.Rect | None) -> bool:
        """Is the drag over `zone` (the drop target)?"""
        return self.drag is not None and zone is not None and zone.collidepoint(self.drag.position)
