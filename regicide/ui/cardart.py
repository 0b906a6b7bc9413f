"""Card art: one painter interface, two kinds — drawn cards, or an image card set.

`CardArt` is all the rest of the UI sees: `face(card, width)`, `back(width)`,
`token(used, width)`, `warm(...)`. It picks the kind from the theme (`cards.image_set`) and
caches every image by (what, width), so a card is made once per size it is shown at: the
drawn kind paints at twice the size and smooths down, the image kind scales its source
(an SVG is rendered at the exact size), so cards stay crisp at every window size. A card set
without a Jester, or without a back, borrows the drawn one.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol

import pygame

from regicide.themes.cardsets import BACK, JESTER, CardSet
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.carddraw import DrawnPainter, load_image
from regicide.ui.playing_card import PlayingCard, SuitLike, caption_of

CARD_RATIO = 1.4  # height / width (poker cards are 88 x 63 mm)
SUPERSAMPLE = 2


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


class Painter(Protocol):
    """Makes one image at the size asked for (CardArt caches it)."""

    supersample: int

    def face(self, card: PlayingCard, size: tuple[int, int]) -> pygame.Surface: ...

    def back(self, size: tuple[int, int]) -> pygame.Surface: ...


class _Drawn:
    """The drawn kind: painted at SUPERSAMPLE times the size, smoothed down."""

    supersample = SUPERSAMPLE

    def __init__(self, drawn: DrawnPainter) -> None:
        self.drawn = drawn

    def face(self, card: PlayingCard, size: tuple[int, int]) -> pygame.Surface:
        return self.drawn.face(card, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.drawn.back(size)


class _ImageSet:
    """The image kind: each card from its file, fitted to the card's size. A card whose image
    cannot be read after all (changed on disk since the theme was checked) is drawn."""

    supersample = 1

    def __init__(self, card_set: CardSet, drawn: DrawnPainter) -> None:
        self.card_set = card_set
        self.drawn = drawn
        self._sources: dict[Path, pygame.Surface | None] = {}

    def face(self, card: PlayingCard, size: tuple[int, int]) -> pygame.Surface:
        path = self.card_set.image(JESTER if card.is_jester else str(card))
        if card.is_jester and not self.card_set.has_jesters:
            path = None
        image = self._fit(path, size) if path is not None else None
        return image or _smooth(self.drawn.face(card, _double(size)), size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        path = self.card_set.image(BACK)
        if self.drawn.theme.cards.back_image is not None:
            path = None  # the theme's own back wins over the set's
        image = self._fit(path, size) if path is not None else None
        return image or _smooth(self.drawn.back(_double(size)), size)

    def _fit(self, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        """The image scaled to fit `size`, centred (a set's own proportions are kept)."""
        if path.suffix.lower() == ".svg":  # drawn at the size shown: sharp at every size
            source = _read(path, size)
        else:
            if path not in self._sources:
                self._sources[path] = _read(path, size)
            source = self._sources[path]
        if source is None:
            return None
        width, height = source.get_size()
        scale = min(size[0] / width, size[1] / height)
        fitted = (max(1, round(width * scale)), max(1, round(height * scale)))
        image = _smooth(source, fitted)
        if fitted == size:
            return image
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.blit(image, image.get_rect(center=(size[0] // 2, size[1] // 2)))
        return surface


def _face_key(card: PlayingCard) -> str:
    """What a face is cached by: its notation and its caption (two games' Aces of Hearts are
    one picture only when their words under it are the same)."""
    return f"{card}|{caption_of(card)}"


def _read(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    try:
        return load_image(path, size)  # kept as loaded: only its scaled copies are blitted
    except (pygame.error, OSError, ValueError):
        return None


def _double(size: tuple[int, int]) -> tuple[int, int]:
    return (size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE)


def _smooth(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    if image.get_size() == size:
        return image
    if image.get_bitsize() < 24:
        image = image.convert_alpha() if pygame.display.get_surface() else image.convert(32)
    return pygame.transform.smoothscale(image, size)


class CardArt:
    """Card images for one theme, made by its painter and cached by (what, width)."""

    def __init__(self, theme: Theme, text: TextCache, limit: int = 600) -> None:
        self.theme = theme
        self.text = text
        self.drawn = DrawnPainter(theme, text)
        card_set = theme.cards.image_set
        self.painter: Painter = (
            _ImageSet(card_set, self.drawn) if card_set is not None else _Drawn(self.drawn)
        )
        self._cache: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
        self._limit = limit

    def face(self, card: PlayingCard, width: int) -> pygame.Surface:
        return self._cached(_face_key(card), width, lambda size: self.painter.face(card, size))

    def back(self, width: int) -> pygame.Surface:
        return self._cached("back", width, self.painter.back)

    def token(self, used: bool, width: int) -> pygame.Surface:
        """A round solo Jester token, `width` across (always drawn: it is not a card)."""
        return self._cached(
            f"token-{used}",
            width,
            lambda size: self.drawn.token(used, size),
            ratio=1.0,
            supersample=SUPERSAMPLE,
        )

    def has(self, card: PlayingCard | None, width: int) -> bool:
        return ("back" if card is None else _face_key(card), max(8, int(width))) in self._cache

    def warm(self, wanted: Iterable[tuple[PlayingCard | None, int]], seconds: float) -> bool:
        """Draw missing images (None = the back) for up to `seconds`; True once all exist.

        Called in idle frames so that a card's first appearance never stalls an animation.
        """
        deadline = time.perf_counter() + seconds
        for card, width in wanted:
            if self.has(card, width):
                continue
            if time.perf_counter() > deadline:
                return False
            if card is None:
                self.back(width)
            else:
                self.face(card, width)
        return True

    def suit_color(self, suit: SuitLike | None) -> tuple[int, int, int]:
        return self.drawn.suit_color(suit)

    def _cached(
        self,
        key: str,
        width: int,
        draw: Callable[[tuple[int, int]], pygame.Surface],
        ratio: float = CARD_RATIO,
        supersample: int | None = None,
    ) -> pygame.Surface:
        width = max(8, int(width))
        height = round(width * ratio)
        surface = self._cache.get((key, width))
        if surface is None:
            factor = self.painter.supersample if supersample is None else supersample
            big = draw((width * factor, height * factor))
            surface = _smooth(big, (width, height))
            self._cache[(key, width)] = surface
            if len(self._cache) > self._limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end((key, width))
        return surface
