"""The drawn kind of card art: faces, backs and tokens painted from the theme's colours.

Number cards carry the classic pip patterns, Aces one large pip, royals a framed crown and
letter, the Jester a three-pointed cap. The theme sets the colours (four suit colours make a
four-colour deck), the corner radius, the edge's thickness, the size of the corner indices and
the back's pattern (or an image for it). `cardart.CardArt` caches what this draws.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.i18n import N_, _
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.playing_card import (
    RANK_NAMES,
    SUIT_SYMBOLS,
    PlayingCard,
    SuitLike,
    caption_of,
)

# TRANSLATORS: the court cards' names on their faces, in capitals.
ROYAL_TITLES = {11: N_("JACK"), 12: N_("QUEEN"), 13: N_("KING")}

# Pip centres inside the pip box, (x, y) in 0..1; the lower half is drawn upside down.
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


class DrawnPainter:
    """Draws every card image from the theme (the default kind of card art)."""

    def __init__(self, theme: Theme, text: TextCache) -> None:
        self.theme = theme
        self.text = text
        self._back_source: pygame.Surface | None = None

    def suit_color(self, suit: SuitLike | None) -> tuple[int, int, int]:
        suits = self.theme.suits
        if suit is None:
            return suits.spades
        return {
            "H": suits.hearts,
            "D": suits.diamonds,
            "C": suits.clubs,
            "S": suits.spades,
        }[suit.value]

    def face(self, card: PlayingCard, size: tuple[int, int]) -> pygame.Surface:
        return self._draw_face(card, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        image = self.theme.cards.back_image
        if image is not None:
            return self._image_back(size)
        return self._draw_back(size)

    def token(self, used: bool, size: tuple[int, int]) -> pygame.Surface:
        return self._draw_token(used, size)

    # -- faces -----------------------------------------------------------------------------

    def _blank(self, size: tuple[int, int], fill: tuple[int, int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        style = self.theme.cards
        radius = round(size[0] * style.corner_radius)
        pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
        if style.border > 0:
            pygame.draw.rect(
                surface,
                self.theme.colors.card_edge,
                surface.get_rect(),
                width=max(2, round(size[0] / 60 * style.border)),
                border_radius=radius,
            )
        return surface

    def _image_back(self, size: tuple[int, int]) -> pygame.Surface:
        """The theme's back image, scaled to cover the card, inside the card's outline (the
        drawn back if the file cannot be read after all)."""
        path = self.theme.cards.back_image
        assert path is not None
        if self._back_source is None:
            try:
                source = load_image(path, size)
            except (pygame.error, OSError, ValueError):
                return self._draw_back(size)
            self._back_source = source.convert(32) if source.get_bitsize() < 24 else source
        surface = self._blank(size, self.theme.colors.card_back)
        picture = pygame.transform.smoothscale(self._back_source, size)
        mask = self._blank(size, (255, 255, 255))
        picture = picture.convert_alpha() if pygame.display.get_surface() else picture
        picture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(picture, (0, 0))
        return surface

    def _draw_face(self, card: PlayingCard, size: tuple[int, int]) -> pygame.Surface:
        surface = self._blank(size, self.theme.colors.card_face)
        if card.is_jester:
            self._draw_jester(surface, caption_of(card))
        elif card.is_royal:
            self._draw_royal(surface, card)
        elif card.is_ace:
            self._draw_ace(surface, card)
        else:
            self._draw_pips(surface, card)
        self._draw_indices(surface, card)
        return surface

    def _draw_indices(self, surface: pygame.Surface, card: PlayingCard) -> None:
        width = surface.get_width()
        color = self.suit_color(card.suit)
        rank = "★" if card.is_jester else RANK_NAMES[card.rank]
        rank_file = self.theme.fonts.symbols if card.is_jester else self.theme.fonts.card
        scale = self.theme.cards.index_size
        label = self.text.render(rank, rank_file, int(width * 0.18 * scale), color)
        if len(rank) > 1:  # "10": narrow it to the width of one wide figure
            label = pygame.transform.smoothscale(
                label, (int(label.get_width() * 0.68), label.get_height())
            )
        corner = pygame.Surface((label.get_width(), label.get_height() * 2), pygame.SRCALPHA)
        corner.blit(label, (0, 0))
        if card.suit is not None:
            pip = self.text.render(
                SUIT_SYMBOLS[card.suit.value],
                self.theme.fonts.symbols,
                int(width * 0.15 * scale),
                color,
            )
            corner.blit(
                pip, ((label.get_width() - pip.get_width()) // 2, int(label.get_height() * 0.82))
            )
        margin = int(width * (0.055 if scale <= 1.2 else 0.04))
        surface.blit(corner, (margin, margin))
        flipped = pygame.transform.rotate(corner, 180)
        surface.blit(
            flipped,
            (
                width - margin - flipped.get_width(),
                surface.get_height() - margin - flipped.get_height(),
            ),
        )

    def _pip(
        self,
        surface: pygame.Surface,
        suit: SuitLike,
        center: tuple[float, float],
        size: int,
        upside_down: bool = False,
    ) -> None:
        glyph = self.text.render(
            SUIT_SYMBOLS[suit.value], self.theme.fonts.symbols, size, self.suit_color(suit)
        )
        if upside_down:
            glyph = pygame.transform.rotate(glyph, 180)
        surface.blit(glyph, glyph.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_pips(self, surface: pygame.Surface, card: PlayingCard) -> None:
        assert card.suit is not None
        width, height = surface.get_size()
        left, right = width * 0.34, width * 0.66
        top, bottom = height * 0.19, height * 0.81
        size = int(width * 0.2)
        for px, py in PIPS[card.rank]:
            center = (left + (right - left) * px, top + (bottom - top) * py)
            self._pip(surface, card.suit, center, size, upside_down=py > 0.5)

    def _draw_ace(self, surface: pygame.Surface, card: PlayingCard) -> None:
        assert card.suit is not None
        width, height = surface.get_size()
        self._pip(surface, card.suit, (width / 2, height * 0.47), int(width * 0.62))
        words = caption_of(card)
        if words:
            caption = self.text.render(
                words, self.theme.fonts.body_bold, int(width * 0.075), self.theme.colors.card_edge
            )
            surface.blit(caption, caption.get_rect(center=(width // 2, int(height * 0.83))))

    def _draw_royal(self, surface: pygame.Surface, card: PlayingCard) -> None:
        assert card.suit is not None
        colors = self.theme.colors
        width, height = surface.get_size()
        frame = pygame.Rect(0, 0, int(width * 0.64), int(height * 0.74))
        frame.center = (width // 2, height // 2)
        tint = _mix(colors.card_face, self.suit_color(card.suit), 0.09)
        pygame.draw.rect(surface, tint, frame, border_radius=width // 30)
        pygame.draw.rect(
            surface, colors.royal_trim, frame, width=max(3, width // 45), border_radius=width // 30
        )
        draw_crown(
            surface,
            (width // 2, int(frame.top + frame.height * 0.17)),
            int(width * 0.32),
            colors.royal_trim,
            self.suit_color(card.suit),
        )
        letter = self.text.render(
            RANK_NAMES[card.rank],
            self.theme.fonts.title,
            int(width * 0.36),
            self.suit_color(card.suit),
        )
        surface.blit(
            letter, letter.get_rect(center=(width // 2, int(frame.top + frame.height * 0.47)))
        )
        self._pip(
            surface, card.suit, (width / 2, frame.top + frame.height * 0.74), int(width * 0.24)
        )
        title = self.text.render(
            _(ROYAL_TITLES[card.rank]),
            self.theme.fonts.body_bold,
            int(width * 0.07),
            colors.royal_trim,
        )
        surface.blit(title, title.get_rect(center=(width // 2, frame.bottom - int(height * 0.045))))

    def _draw_jester(self, surface: pygame.Surface, words: str) -> None:
        colors = self.theme.colors
        width, height = surface.get_size()
        _jester_cap(
            surface,
            (width // 2, int(height * 0.48)),
            int(width * 0.6),
            (colors.red_suit, colors.royal_trim, colors.card_back),
        )
        if words:
            caption = self.text.render(
                words, self.theme.fonts.title, int(width * 0.16), colors.black_suit
            )
            surface.blit(caption, caption.get_rect(center=(width // 2, int(height * 0.8))))

    # -- backs and tokens ------------------------------------------------------------------

    def _draw_back(self, size: tuple[int, int]) -> pygame.Surface:
        colors = self.theme.colors
        surface = self._blank(size, colors.card_face)
        width = size[0]
        inner = surface.get_rect().inflate(-width // 8, -width // 8)
        pygame.draw.rect(surface, colors.card_back, inner, border_radius=width // 20)
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(-width // 30, -width // 30))
        pattern = _mix(colors.card_back, colors.card_back_pattern, 0.35)
        _PATTERNS[self.theme.cards.pattern](surface, inner, pattern, width)
        surface.set_clip(clip)
        medal = pygame.Rect(0, 0, int(width * 0.46), int(width * 0.46))
        medal.center = inner.center
        pygame.draw.ellipse(surface, colors.card_back, medal)
        pygame.draw.ellipse(surface, colors.card_back_pattern, medal, width=max(2, width // 50))
        draw_crown(
            surface,
            (medal.centerx, medal.centery),
            int(width * 0.28),
            colors.card_back_pattern,
            colors.card_back,
        )
        pygame.draw.rect(
            surface,
            colors.card_back_pattern,
            inner,
            width=max(2, width // 60),
            border_radius=width // 20,
        )
        return surface

    def _draw_token(self, used: bool, size: tuple[int, int]) -> pygame.Surface:
        colors = self.theme.colors
        width = size[0]
        surface = pygame.Surface((width, width), pygame.SRCALPHA)
        rim = colors.text_dim if used else colors.royal_trim
        pygame.draw.circle(surface, rim, (width // 2, width // 2), width // 2)
        face = _mix(colors.panel, colors.card_back, 0.5) if used else colors.card_face
        pygame.draw.circle(surface, face, (width // 2, width // 2), int(width * 0.44))
        if used:  # a cross: the token is spent
            for start, end in (((0.3, 0.3), (0.7, 0.7)), ((0.7, 0.3), (0.3, 0.7))):
                pygame.draw.line(
                    surface,
                    rim,
                    (width * start[0], width * start[1]),
                    (width * end[0], width * end[1]),
                    max(2, width // 14),
                )
        else:
            _jester_cap(
                surface,
                (width // 2, int(width * 0.52)),
                int(width * 0.7),
                (colors.red_suit, colors.royal_trim, colors.card_back),
            )
        return surface


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    return (
        round(a[0] + (b[0] - a[0]) * amount),
        round(a[1] + (b[1] - a[1]) * amount),
        round(a[2] + (b[2] - a[2]) * amount),
    )


def draw_crown(
    surface: pygame.Surface,
    center: tuple[int, int],
    width: int,
    gold: tuple[int, int, int],
    jewel: tuple[int, int, int],
) -> None:
    """A five-pointed crown with jewels, `width` wide, centred on `center`."""
    cx, cy = center
    half, height = width / 2, width * 0.62
    base = cy + height / 2
    points = [
        (cx - half, base),
        (cx - half, cy - height * 0.1),
        (cx - half * 0.5, cy + height * 0.12),
        (cx, cy - height / 2),
        (cx + half * 0.5, cy + height * 0.12),
        (cx + half, cy - height * 0.1),
        (cx + half, base),
    ]
    pygame.draw.polygon(surface, gold, points)
    band = pygame.Rect(0, 0, int(width), int(height * 0.22))
    band.midbottom = (cx, int(base))
    pygame.draw.rect(surface, _mix(gold, (0, 0, 0), 0.25), band)
    for x in (cx - half * 0.55, cx, cx + half * 0.55):
        pygame.draw.circle(surface, jewel, (round(x), band.centery), max(2, int(width * 0.06)))
    for x, y in (
        (cx - half, cy - height * 0.1),
        (cx, cy - height / 2),
        (cx + half, cy - height * 0.1),
    ):
        pygame.draw.circle(surface, gold, (round(x), round(y)), max(2, int(width * 0.07)))


def _jester_cap(
    surface: pygame.Surface,
    center: tuple[int, int],
    width: int,
    colors: tuple[tuple[int, int, int], ...],
) -> None:
    """A three-pointed jester's cap with bells."""
    cx, cy = center
    half = width / 2
    band_y = cy + width * 0.25
    tips = [(cx - half, cy - width * 0.05), (cx, cy - width * 0.45), (cx + half, cy - width * 0.05)]
    for index, tip in enumerate(tips):
        base_left = cx - half * 0.7 + index * half * 0.7 - half * 0.35
        polygon = [(base_left, band_y), tip, (base_left + half * 0.7, band_y)]
        pygame.draw.polygon(surface, colors[index % 2 * 2], polygon)
        pygame.draw.circle(
            surface, colors[1], (round(tip[0]), round(tip[1])), max(2, int(width * 0.07))
        )
    band = pygame.Rect(0, 0, int(width * 0.95), int(width * 0.14))
    band.midtop = (cx, int(band_y - width * 0.02))
    pygame.draw.rect(surface, colors[1], band, border_radius=band.height // 2)
    for step in range(5):
        x = band.left + band.width * (step + 0.5) / 5
        pygame.draw.circle(surface, colors[0], (round(x), band.centery), max(1, int(width * 0.025)))


def _lattice(
    surface: pygame.Surface, inner: pygame.Rect, color: tuple[int, int, int], width: int
) -> None:
    step, height = max(6, width // 7), inner.height
    for offset in range(-height, width + height, step):
        for top, bottom in ((inner.top, inner.bottom), (inner.bottom, inner.top)):
            start, end = (inner.left + offset, top), (inner.left + offset + height, bottom)
            pygame.draw.line(surface, color, start, end, max(1, width // 70))


def _stripes(
    surface: pygame.Surface, inner: pygame.Rect, color: tuple[int, int, int], width: int
) -> None:
    step = max(6, width // 9)
    for x in range(inner.left + step // 2, inner.right, step):
        pygame.draw.line(surface, color, (x, inner.top), (x, inner.bottom), max(2, width // 30))


def _dots(
    surface: pygame.Surface, inner: pygame.Rect, color: tuple[int, int, int], width: int
) -> None:
    step = max(6, width // 8)
    radius = max(1, width // 70)
    for row, y in enumerate(range(inner.top + step // 2, inner.bottom, step)):
        shift = step // 2 if row % 2 else 0
        for x in range(inner.left + step // 2 + shift, inner.right, step):
            twinkle = radius * (2 if (x * 7 + y * 3) % 5 == 0 else 1)
            pygame.draw.circle(surface, color, (x, y), twinkle)


def _plain(
    surface: pygame.Surface, inner: pygame.Rect, color: tuple[int, int, int], width: int
) -> None:
    pygame.draw.rect(surface, color, inner.inflate(-width // 10, -width // 10), max(1, width // 70))


_PATTERNS = {"lattice": _lattice, "stripes": _stripes, "dots": _dots, "plain": _plain}


def load_image(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """An image file (PNG, JPEG; an SVG is rendered at `size`, so it stays crisp)."""
    if path.suffix.lower() == ".svg":
        return pygame.image.load_sized_svg(str(path), size)
    return pygame.image.load(str(path))
