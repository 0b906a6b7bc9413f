"""The table's fixed furniture: felt, piles, the enemy's panel, banner, seats, tokens, preview.

Everything here is drawn from a seat's view (R-INFO-1: public information and its own hand)
plus the viewer's own choices; every word comes from `regicide.narrate`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from regicide.engine import Card, SeatView, Suit
from regicide.narrate import card_name, enemy_title, immunity_text, seat_detail, tokens_text
from regicide.themes import Theme
from regicide.ui.assets import Color, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.layout import TableLayout
from regicide.ui.widgets import blit_text, draw_panel, fit_label


@dataclass(frozen=True)
class SeatInfo:
    name: str
    count: int
    limit: int
    yielded: bool  # its last turn was a yield
    active: bool  # this seat is to act
    cards: tuple[Card, ...] | None = None  # shown only when the view shows them (open hands)
    computer: bool = False  # a computer player sits here


@dataclass
class Hud:
    theme: Theme
    text: TextCache
    art: CardArt

    @property
    def colors(self) -> dict[str, Color]:
        c = self.theme.colors
        return {
            "text": c.text,
            "dim": c.text_dim,
            "accent": c.accent,
            "danger": c.danger,
            "good": c.good,
            "panel": c.panel,
            "edge": c.panel_edge,
            "highlight": c.highlight,
        }

    # -- background ------------------------------------------------------------------------

    def felt(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.theme)

    # -- piles -----------------------------------------------------------------------------

    def pile(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        count: int,
        label: str,
        *,
        face_down: bool = True,
        highlight: Color | None = None,
    ) -> None:
        """A stack that looks as deep as it is, with its name and size below."""
        frame_px = max(1, rect.width // 46)
        if count == 0:
            pygame.draw.rect(
                surface, self.theme.colors.felt_edge, rect, width=2, border_radius=rect.width // 12
            )
        elif face_down:
            back = self.art.back(rect.width)
            for layer in range(min(4, (count + 5) // 6), 0, -1):
                surface.blit(back, rect.move(-layer * frame_px, -layer * frame_px))
            surface.blit(back, rect)
        else:
            back = self.art.back(rect.width)
            for layer in range(min(3, count // 6), 0, -1):
                surface.blit(back, rect.move(-layer * frame_px, -layer * frame_px))
        if highlight is not None:
            pygame.draw.rect(
                surface, highlight, rect.inflate(10, 10), width=4, border_radius=rect.width // 10
            )
        size = max(11, rect.width // 6)
        caption = self.text.body(f"{label} · {count}", size, self.theme.colors.text, bold=True)
        blit_text(surface, caption, "midtop", (rect.centerx, rect.bottom + size // 2))

    def known_draws(
        self, surface: pygame.Surface, layout: TableLayout, known: tuple[Card, ...]
    ) -> None:
        """R-INFO-1: exact-killed royals on top of the tavern are public until drawn."""
        f = layout.frame
        note = "Next draw: " + " then ".join(card_name(card) for card in known)
        blit_text(
            surface,
            self.text.body(note, f.px(12), self.theme.colors.accent, bold=True),
            "midbottom",
            (layout.tavern.centerx, layout.tavern.top - f.px(8)),
        )

    def table_caption(self, surface: pygame.Surface, layout: TableLayout) -> None:
        """Where the plays against the current enemy will lie (R-PLAY-7)."""
        text = self.text.body(
            "Cards played against this enemy stay here until it falls",
            layout.frame.px(14),
            self.theme.colors.text_dim,
        )
        blit_text(surface, text, "center", layout.table_area.center)

    # -- enemy -----------------------------------------------------------------------------

    def enemy_panel(self, surface: pygame.Surface, layout: TableLayout, view: SeatView) -> None:
        if view.enemy is None:
            return
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=215, radius=f.px(14))
        x, y = rect.left + f.px(18), rect.top + f.px(12)
        name = self.text.title(enemy_title(view), f.px(30), c.text)
        blit_text(surface, name, "topleft", (x, y))
        self._health_bar(surface, layout, view, y + f.px(48))
        self._stats(surface, layout, view, y + f.px(98))
        self._immunity(surface, layout, view)

    def _health_bar(
        self, surface: pygame.Surface, layout: TableLayout, view: SeatView, y: int
    ) -> None:
        """Health left as a bar, its numbers above it (never over the fill's edge)."""
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        left = max(0, view.enemy_health - view.damage)
        x0, x1 = rect.left + f.px(18), rect.right - f.px(18)
        caption = self.text.body("Health", f.px(13), c.text_dim)
        blit_text(surface, caption, "topleft", (x0, y))
        figures = self.text.body(f"{left} / {view.enemy_health}", f.px(14), c.text, bold=True)
        numbers = blit_text(surface, figures, "topright", (x1, y - f.px(1)))
        bar = pygame.Rect(x0, numbers.bottom + f.px(4), x1 - x0, f.px(12))
        pygame.draw.rect(surface, c.felt_edge, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = round(bar.width * left / max(1, view.enemy_health))
        if filled.width:
            pygame.draw.rect(surface, c.danger, filled, border_radius=bar.height // 2)
        pygame.draw.rect(surface, c.panel_edge, bar, width=1, border_radius=bar.height // 2)

    def _stats(self, surface: pygame.Surface, layout: TableLayout, view: SeatView, y: int) -> None:
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        columns = [
            ("Attack", str(view.enemy_attack), c.text),
            ("Shield", str(view.shield), c.accent),
            ("You take", str(view.net_attack), c.danger if view.net_attack else c.good),
        ]
        width = (rect.width - f.px(36)) / 3
        for index, (title, value, color) in enumerate(columns):
            cx = rect.left + f.px(18) + width * (index + 0.5)
            label = fit_label(self.text, title, round(width) - f.px(6), f.px(12), c.text_dim)
            blit_text(surface, label, "midtop", (cx, y))
            blit_text(
                surface,
                self.text.body(value, f.px(26), color, bold=True),
                "midtop",
                (cx, y + f.px(16)),
            )

    def _immunity(self, surface: pygame.Surface, layout: TableLayout, view: SeatView) -> None:
        c, f = self.theme.colors, layout.frame
        suit = view.enemy.suit if view.enemy else None
        if suit is None:
            return
        badge = layout.immunity_badge
        cancelled = view.immunity_cancelled
        fill = c.felt_edge if cancelled else _suit_badge_fill(suit, c.panel)
        pygame.draw.rect(surface, fill, badge, border_radius=badge.height // 2)
        pygame.draw.rect(surface, c.panel_edge, badge, width=1, border_radius=badge.height // 2)
        text = immunity_text(suit, cancelled)
        color = c.text_dim if cancelled else c.text
        label = fit_label(self.text, text, badge.width - f.px(20), f.px(14), color, bold=True)
        blit_text(surface, label, "center", badge.center)

    # -- banner, seats, own label, tokens ----------------------------------------------------

    def banner(self, surface: pygame.Surface, layout: TableLayout, text: str, urgent: bool) -> None:
        c, f = self.theme.colors, layout.frame
        rect = layout.banner
        draw_panel(
            surface,
            rect,
            c.danger if urgent else c.panel,
            c.panel_edge,
            alpha=225,
            radius=rect.height // 2,
        )
        label = fit_label(self.text, text, rect.width - f.px(24), f.px(19), c.text, bold=True)
        blit_text(surface, label, "center", rect.center)

    def seat(self, surface: pygame.Surface, rect: pygame.Rect, info: SeatInfo, room: int) -> None:
        """Another seat: its name, card count and last action; outlined when it is to act.
        With its cards hidden, the words stay within `room` pixels (left of the card backs)."""
        c = self.theme.colors
        draw_panel(
            surface,
            rect,
            c.panel,
            c.highlight if info.active else c.panel_edge,
            alpha=225,
            radius=rect.height // 4,
            border=3 if info.active else 1,
        )
        size = max(11, rect.height // 3)
        width = room if info.cards is None else rect.width - size
        name = fit_label(self.text, info.name, width, size, c.text, bold=True)
        blit_text(surface, name, "topleft", (rect.left + size // 2, rect.top + size // 3))
        detail = seat_detail(info.count, info.limit, info.yielded, info.computer)
        small = max(10, size * 3 // 4)
        bottom_left = (rect.left + size // 2, rect.bottom - size // 3)
        if info.cards is None:
            label = fit_label(self.text, detail, width, small, c.text_dim)
            blit_text(surface, label, "bottomleft", bottom_left)
            return
        top_right = (rect.right - size // 2, rect.top + size // 3)
        blit_text(surface, self.text.body(detail, small, c.text_dim), "topright", top_right)
        self._card_list(surface, info.cards, bottom_left, small)

    def _card_list(
        self, surface: pygame.Surface, cards: tuple[Card, ...], at: tuple[int, int], size: int
    ) -> None:
        """Cards as rank and suit symbol: red suits in a light red, the others in cream."""
        x, bottom = at
        for card in cards:
            red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
            color = (255, 140, 140) if red else self.theme.colors.text
            label = self.text.body(card_name(card), size, color, bold=True)
            drawn = blit_text(surface, label, "bottomleft", (x, bottom))
            x = drawn.right + size // 2

    def own_label(self, surface: pygame.Surface, layout: TableLayout, text: str) -> None:
        c, f = self.theme.colors, layout.frame
        blit_text(
            surface,
            self.text.body(text, f.px(15), c.text, bold=True),
            "center",
            layout.own_label().center,
        )

    def tokens(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        used: int,
        *,
        active: bool,
        hovered: int | None,
        skip: set[int],
    ) -> None:
        """The two solo Jester tokens; those in `skip` are being drawn by a flip effect."""
        c, f = self.theme.colors, layout.frame
        for index in range(2):
            if index in skip:
                continue
            rect = layout.token(index)
            image = self.art.token(index < used, rect.width)
            surface.blit(image, rect.topleft)
            if active and index >= used and (hovered == index):
                pygame.draw.circle(
                    surface, c.highlight, rect.center, rect.width // 2 + f.px(4), f.px(3)
                )
        caption = self.text.body(tokens_text(2 - used), f.px(13), c.text_dim, bold=True)
        first, second = layout.token(0), layout.token(1)
        blit_text(
            surface, caption, "midbottom", ((first.left + second.right) // 2, first.top - f.px(8))
        )


def draw_felt(surface: pygame.Surface, theme: Theme) -> None:
    """The table: the theme's felt (vignette, gradient or flat, or its texture tiled),
    made once per window size and theme."""
    colors, table = theme.colors, theme.table
    key = (colors.felt, colors.felt_edge, table.style, table.texture)
    surface.blit(_felt(key, surface.get_size()), (0, 0))


def _shade(x: int, y: int, style: str) -> float:
    """How far towards the edge colour the felt is at (x, y) of a 64x36 grid (0..1)."""
    if style == "flat":
        return 0.0
    dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
    t: float = min(1.0, (dx * dx + dy * dy) ** 0.5 * 0.85) ** 1.8
    return min(1.0, 0.75 * y / 35 + 0.35 * t) if style == "gradient" else t


@lru_cache(maxsize=4)
def _felt(key: tuple[Color, Color, str, Path | None], size: tuple[int, int]) -> pygame.Surface:
    felt, edge, style, texture = key
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            t = _shade(x, y, style)
            if texture is not None:  # the texture shows through; the edge darkens it
                small.set_at((x, y), (*edge, round(200 * t)))
            else:
                small.set_at(
                    (x, y), tuple(round(felt[i] + (edge[i] - felt[i]) * t) for i in range(3))
                )
    shade = pygame.transform.smoothscale(small, size)
    return shade if texture is None else _textured(texture, felt, shade)


def _textured(texture: Path, felt: Color, shade: pygame.Surface) -> pygame.Surface:
    size = shade.get_size()
    base = pygame.Surface(size)
    base.fill(felt)
    try:
        tile = pygame.image.load(str(texture))
    except (pygame.error, OSError):  # checked when the theme loaded; gone since
        tile = None
    if tile is not None:
        for top in range(0, size[1], tile.get_height()):
            for left in range(0, size[0], tile.get_width()):
                base.blit(tile, (left, top))
    base.blit(shade, (0, 0))
    return base


def _suit_badge_fill(suit: Suit, panel: Color) -> Color:
    tint = (150, 40, 48) if suit in (Suit.HEARTS, Suit.DIAMONDS) else (40, 40, 60)
    red, green, blue = (round(panel[i] * 0.4 + tint[i] * 0.6) for i in range(3))
    return (red, green, blue)
