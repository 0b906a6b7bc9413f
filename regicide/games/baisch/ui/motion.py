"""The cards on the Baisch table as sprites, and how they move from one view to the next.

`Sprites.goto(placements)` moves every card to its new pose on the board's timeline: a card
that stays (the same key) slides; a card that turned up where a face-down one lay, or moved
from a hand the viewer cannot see into one it can, is paired with the card that left
(nearest first) and slides while it turns over; a new card with no partner flies in face
down from the deck and turns on arrival; a card that left with no partner fades away. So
every move of the game, its undo and the replay are animated by the same few rules.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from regicide.games.baisch.engine import Card
from regicide.games.baisch.ui.layout import Spot, Zone
from regicide.games.baisch.ui.placing import Key, Placed
from regicide.ui.anim import Timeline, ease_in_out_cubic

SLIDE = 0.38  # seconds a card takes to its new place
FADE = 0.25


@dataclass
class CardSprite:
    """One card as drawn: its pose (design units), the face before and after a turn
    (None: the back) and how far it has turned (0 to 1), its opacity, and where it lies."""

    key: Key
    x: float
    y: float
    width: float
    face: Card | None
    covered: bool
    zone: Zone
    then: Card | None = None  # the face it shows once turned
    turn: float = 1.0
    alpha: float = 1.0
    lift: float = 0.0  # design pixels a selected card rises

    @property
    def shown(self) -> Card | None:
        """The face drawn now: the old one until half turned."""
        return self.face if self.turn < 0.5 else self.then

    @property
    def squeeze(self) -> float:
        """How wide the card looks while it turns over (1: flat on the table)."""
        return abs(math.cos(math.pi * self.turn)) if self.turn < 1 else 1.0


def _sprite(placed: Placed) -> CardSprite:
    spot = placed.spot
    return CardSprite(
        placed.key,
        spot.x,
        spot.y,
        spot.width,
        placed.card,
        placed.covered,
        placed.zone,
        then=placed.card,
    )


class Sprites:
    """The table's cards in drawing order, moved on one timeline."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self.by_key: dict[Key, CardSprite] = {}
        self.order: list[Key] = []
        self.leaving: list[CardSprite] = []

    def drawn(self) -> list[CardSprite]:
        """Every sprite in drawing order, the fading ones first."""
        return [*self.leaving, *(self.by_key[key] for key in self.order)]

    def place(self, placements: list[Placed]) -> None:
        """Every card at its pose at once."""
        self.by_key = {placed.key: _sprite(placed) for placed in placements}
        self.order = [placed.key for placed in placements]
        self.leaving = []

    def goto(self, placements: list[Placed], deck: Spot) -> None:
        """Move every card to `placements` from where it is now (see the module)."""
        wanted = {placed.key: placed for placed in placements}
        gone = [sprite for key, sprite in self.by_key.items() if key not in wanted]
        new = [placed for placed in placements if placed.key not in self.by_key]
        sprites = {key: sprite for key, sprite in self.by_key.items() if key in wanted}
        pairs = _pairs(new, gone)
        for placed, old in pairs:
            sprites[placed.key] = self._from(old, placed) if old else self._from_deck(placed, deck)
        partners = [id(old) for _, old in pairs if old is not None]
        for old in gone:
            if id(old) not in partners:
                self._fade(old)
        for key, sprite in sprites.items():
            self._slide(sprite, wanted[key])
        self.by_key = sprites
        self.order = [placed.key for placed in placements]

    def _from(self, old: CardSprite, placed: Placed) -> CardSprite:
        return CardSprite(
            placed.key,
            old.x,
            old.y,
            old.width,
            old.shown,
            placed.covered,
            placed.zone,
            then=old.shown,
        )

    def _from_deck(self, placed: Placed, deck: Spot) -> CardSprite:
        return CardSprite(placed.key, deck.x, deck.y, deck.width, None, False, placed.zone)

    def _slide(self, sprite: CardSprite, placed: Placed) -> None:
        spot = placed.spot
        sprite.zone, sprite.covered = placed.zone, placed.covered
        if sprite.shown != placed.card:
            sprite.face, sprite.then, sprite.turn = sprite.shown, placed.card, 0.0
            self.timeline.move(sprite, {"turn": 1.0}, 0.0, SLIDE, ease=ease_in_out_cubic)
        else:
            sprite.face = sprite.then = placed.card
        if (sprite.x, sprite.y, sprite.width) != (spot.x, spot.y, spot.width):
            self.timeline.move(sprite, {"x": spot.x, "y": spot.y, "width": spot.width}, 0.0, SLIDE)

    def _fade(self, sprite: CardSprite) -> None:
        self.leaving.append(sprite)
        self.timeline.move(sprite, {"alpha": 0.0}, 0.0, FADE)
        self.timeline.call(FADE, lambda: self._gone(sprite))

    def _gone(self, sprite: CardSprite) -> None:
        if sprite in self.leaving:
            self.leaving.remove(sprite)


def _pairs(new: list[Placed], gone: list[CardSprite]) -> list[tuple[Placed, CardSprite | None]]:
    """Each new card with the card that left nearest to it that it may be (a card the
    viewer did not know, or the same card), or with None."""
    free = list(gone)
    pairs: list[tuple[Placed, CardSprite | None]] = []
    for placed in new:
        fits = [old for old in free if old.shown is None or old.shown == placed.card]
        partner = min(fits, key=lambda old: _distance(old, placed.spot), default=None)
        if partner is not None:
            free.remove(partner)
        pairs.append((placed, partner))
    return pairs


def _distance(sprite: CardSprite, spot: Spot) -> float:
    return math.hypot(sprite.x - spot.x, sprite.y - spot.y)
