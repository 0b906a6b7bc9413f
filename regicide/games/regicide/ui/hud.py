"""The table's fixed furniture: felt, piles, the enemy's panel, banner, seats, tokens, preview.

Everything here is drawn from a seat's view (R-INFO-1: public information and its own hand)
plus the viewer's own choices; every word comes from `regicide.games.regicide.narrate`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import pygame

from regicide.games.regicide.engine import Card, SeatView, Suit
from regicide.games.regicide.narrate import (
    card_name,
    damage_label,
    enemy_title,
    immunity_text,
    seat_detail,
    tokens_text,
)
from regicide.games.regicide.ui.layout import (
    BADGE_TEXT,
    BANNER_TEXT,
    ENEMY_CAPTION,
    ENEMY_FIGURES,
    OWN_LABEL,
    PILE_CAPTION,
    READABLE_SHRINK,
    SEAT_DETAIL,
    SEAT_NAME,
    STAT_LABEL,
    STAT_LABELS,
    TABLE_HINT,
    TOKEN_CAPTION,
    TableLayout,
    pile_name,
)
from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import MIN_TEXT_PX, Color, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.felt import draw_felt
from regicide.ui.portraits import Portraits
from regicide.ui.widgets import blit_text, draw_panel, fit_label, wrap, wrap_balanced


@dataclass(frozen=True)
class SeatInfo:
    name: str
    count: int
    limit: int
    yielded: bool  # its last turn was a yield
    active: bool  # this seat is to act
    cards: tuple[Card, ...] | None = None  # shown only when the view shows them (open hands)
    computer: bool = False  # a computer player sits here
    face: str = ""  # the portrait's name under assets/faces ("seat-2", "computer-strong")
    level: str = ""  # a computer teammate's strength, as its badge says it ("Strong")
    badge: bool = True  # False: its strength in words (another plate's badge had no room)
    wording: int = 0  # the fullest of its count's wordings tried (`Hud.count_wording`)


@dataclass
class Hud:
    theme: Theme
    text: TextCache
    art: CardArt
    faces: Portraits = field(default_factory=Portraits)

    def face(self, name: str, size: int) -> pygame.Surface | None:
        """A seat's portrait (assets/faces, CC0) at `size` px; None when it cannot be read."""
        return self.faces.get(name, size)

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
        layout: TableLayout,
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
        words = layout.pile_caption(label, count)
        spot = layout.pile_caption_spot(rect, words)
        style = (layout.text_px(PILE_CAPTION), True, self.theme.colors.text)
        self.lines(surface, [words], style, spot.midtop)

    def lines(
        self,
        surface: pygame.Surface,
        lines: list[str],
        style: tuple[int, bool, Color],
        top: tuple[int, int],
        anchor: str = "midtop",
    ) -> pygame.Rect:
        """Lines of words one under another from `top` (each placed by `anchor`, a "...top"
        anchor), in `style` (window px, bold, colour); returns the rect they cover."""
        px, bold, color = style
        step = self.text.font(self.theme.fonts.body, px).get_linesize()
        covered = pygame.Rect(top, (0, 0))
        for index, line in enumerate(lines):
            image = self.text.body_exact(line, px, color, bold)
            covered.union_ip(blit_text(surface, image, anchor, (top[0], top[1] + index * step)))
        return covered

    def known_draws(
        self, surface: pygame.Surface, layout: TableLayout, known: tuple[Card, ...]
    ) -> None:
        """R-INFO-1: exact-killed royals on top of the tavern are public until drawn."""
        window = surface.get_rect()
        spot = self.known_draws_spot(layout, known, window)
        lines = self._known_draws_lines(layout, known, self._known_draws_room(layout, window))
        style = (self.text.body_px(layout.frame.px(12)), True, self.theme.colors.accent)
        self.lines(surface, lines, style, spot.midtop)

    def _known_draws_room(self, layout: TableLayout, window: pygame.Rect) -> pygame.Rect:
        """The `window`'s right part, clear of the enemy panel: where the note may go."""
        f = layout.frame
        room = window.copy()
        room.left = layout.enemy_panel.right + f.px(8)
        room.width = f.rect(1272, 0, 1, 1).left - room.left
        return room

    def _known_draws_lines(
        self, layout: TableLayout, known: tuple[Card, ...], room: pygame.Rect
    ) -> list[str]:
        """The note in lines as wide as its `room` lets (a longer language's "Als Nächstes
        gezogen: J♣" ran under the side panel and off the window at 960x540, 200%)."""
        note = _("Next draw: {cards}").format(cards=_then(card_name(card) for card in known))
        return wrap(note, self.text.body_font(layout.frame.px(12), bold=True), room.width)

    def known_draws_spot(
        self, layout: TableLayout, known: tuple[Card, ...], window: pygame.Rect
    ) -> pygame.Rect:
        """Where the note of the known draws goes: over the tavern, or under the discard
        pile's caption where the tavern's caption is above it; within the `window`'s right
        part, clear of the enemy panel."""
        f = layout.frame
        room = self._known_draws_room(layout, window)
        lines = self._known_draws_lines(layout, known, room)
        font = self.text.body_font(f.px(12), bold=True)
        step = self.text.font(self.theme.fonts.body, self.text.body_px(f.px(12))).get_linesize()
        spot = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines), len(lines) * step)
        tavern = layout.tavern
        spot.midbottom = (tavern.centerx, tavern.top - f.px(8))
        if layout.tavern_caption_above():  # its place is the caption's: under the tavern
            spot.top = layout.pile_caption_spot(layout.discard, pile_name("discard")).bottom + f.px(
                4
            )
        return spot.clamp(room)

    def table_caption(
        self, surface: pygame.Surface, layout: TableLayout, avoid: Sequence[pygame.Rect] = ()
    ) -> pygame.Rect | None:
        """Where the plays against the current enemy will lie (R-PLAY-7): in the middle of
        the table, or at its top when the middle would touch a card of `avoid` (the hand,
        lifted cards too); left out when neither place is clear. Returns where it went."""
        room = layout.table_hint_room()
        words = _("Cards played against this enemy stay here until it falls")
        font = layout.font(TABLE_HINT)
        lines = wrap_balanced(words, font, room.width)  # never one word alone on a line
        step = font.get_linesize()
        if len(lines) * step > room.height:
            return None  # no room beside the seats: the banner and the preview say what to do
        spot = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines), len(lines) * step)
        for top in (room.centery - spot.height // 2, room.top):
            spot.midtop = (room.centerx, top)
            if spot.collidelist(list(avoid)) < 0:
                style = (layout.text_px(TABLE_HINT), False, self.theme.colors.text_dim)
                return self.lines(surface, lines, style, spot.midtop)
        return None

    # -- enemy -----------------------------------------------------------------------------

    def enemy_panel(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        view: SeatView,
        ghost: int = 0,
        taker: str = "",
    ) -> None:
        """The enemy's name, health, stats and immunity, each row as tall as its words;
        `ghost`: the damage the selected cards would deal, shown on the health bar; `taker`:
        who would take the damage ("Rowan takes"; default narrate's `damage_label`)."""
        if view.enemy is None:
            return
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        draw_panel(surface, rect, c.panel, c.panel_edge, alpha=215, radius=f.px(14))
        x, y = rect.left + f.px(18), rect.top + f.px(12)
        name = self.text.title(enemy_title(view), f.px(30), c.text)
        blit_text(surface, name, "topleft", (x, y))
        title, health, _stats, _bottom = layout.enemy_rows()
        self._health_bar(surface, layout, view, y + f.px(title), ghost)
        self._stats(surface, layout, view, y + f.px(title + health), taker)
        self._immunity(surface, layout, view)

    def _health_bar(
        self, surface: pygame.Surface, layout: TableLayout, view: SeatView, y: int, ghost: int
    ) -> None:
        """Health left as a bar, its numbers above it (never over the fill's edge); the part
        `ghost` damage would take is drawn pale (a preview of the selected play)."""
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        left = max(0, view.enemy_health - view.damage)
        x0, x1 = rect.left + f.px(18), rect.right - f.px(18)
        caption = self.text.body(_("Health"), f.px(ENEMY_CAPTION), c.text_dim)
        blit_text(surface, caption, "topleft", (x0, y))
        figures = f"{left} / {view.enemy_health}"
        numbers = self.text.body(figures, f.px(ENEMY_FIGURES), c.text, bold=True)
        top = blit_text(surface, numbers, "topright", (x1, y - f.px(1)))
        bar = pygame.Rect(x0, top.bottom + f.px(4), x1 - x0, f.px(12))
        pygame.draw.rect(surface, c.felt_edge, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = round(bar.width * left / max(1, view.enemy_health))
        if filled.width:
            pale = tuple(round(c.danger[i] * 0.45 + c.felt_edge[i] * 0.55) for i in range(3))
            pygame.draw.rect(surface, pale, filled, border_radius=bar.height // 2)
            kept = filled.copy()
            kept.width = round(bar.width * max(0, left - ghost) / max(1, view.enemy_health))
            if kept.width:
                pygame.draw.rect(surface, c.danger, kept, border_radius=bar.height // 2)
        pygame.draw.rect(surface, c.panel_edge, bar, width=1, border_radius=bar.height // 2)

    def _stats(
        self, surface: pygame.Surface, layout: TableLayout, view: SeatView, y: int, taker: str
    ) -> None:
        """Attack, shield and the damage the seat would take, in three columns."""
        c, f = self.theme.colors, layout.frame
        rect = layout.enemy_panel
        values = (
            (str(view.enemy_attack), c.text),
            (str(view.shield), c.accent),
            (str(view.net_attack), c.danger if view.net_attack else c.good),
        )
        width = (rect.width - f.px(36)) / 3
        below = f.px(layout.stat_label_step())
        room = round(width) - f.px(6)
        titles = self.stat_titles(layout, view, taker)
        for index, (title, (value, color)) in enumerate(zip(titles, values, strict=True)):
            cx = rect.left + f.px(18) + width * (index + 0.5)
            label = fit_label(self.text, title, room, f.px(STAT_LABEL), c.text_dim)
            blit_text(surface, label, "midtop", (cx, y))
            figure = self.text.body_exact(value, layout.stat_value_px(), color, bold=True)
            blit_text(surface, figure, "midtop", (cx, y + below))

    def stat_titles(
        self, layout: TableLayout, view: SeatView, taker: str = ""
    ) -> tuple[str, str, str]:
        """The three stats' labels: the third names who takes the damage (`taker`: "You
        take", "Seat 2 takes"), or just "Takes" where that would be drawn much smaller."""
        f = layout.frame
        room = round((layout.enemy_panel.width - f.px(36)) / 3) - f.px(6)
        label_px = self.text.body_px(f.px(STAT_LABEL))
        wordings = (taker or damage_label(view), _("Takes"))
        taker = self.shortest_fitting(wordings, room, label_px)
        return _(STAT_LABELS[0]), _(STAT_LABELS[1]), taker

    def shortest_fitting(self, wordings: Sequence[str], room: int, px: int) -> str:
        """The first of `wordings` (longest first) that fits `room` without shrinking much
        below `px`, else the last: "Takes" beside "Attack" in the same type reads better than
        "Seat 2 takes" in a tiny one (the banner names the seat; a tooltip says it whole)."""
        smallest = max(MIN_TEXT_PX, round(px * READABLE_SHRINK))
        font = self.text.font(self.theme.fonts.body, smallest)
        for words in wordings:
            if font.size(words)[0] <= room:
                return words
        return wordings[-1]

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
        room = badge.width - f.px(20)
        label = fit_label(self.text, text, room, f.px(BADGE_TEXT), color, bold=True)
        blit_text(surface, label, "center", badge.center)

    # -- banner, seats, own label, tokens ----------------------------------------------------

    def banner(self, surface: pygame.Surface, layout: TableLayout, text: str, urgent: bool) -> None:
        """What to do now, wrapped to the banner's width (it is as tall as its lines)."""
        c, f = self.theme.colors, layout.frame
        lines, bold = layout.banner_lines(text)
        rect = layout.banner_for(len(lines))
        draw_panel(
            surface,
            rect,
            c.danger if urgent else c.panel,
            c.panel_edge,
            alpha=225,
            radius=min(rect.height // 2, f.px(20)),
        )
        step = layout.font(BANNER_TEXT, bold=True).get_linesize()
        top = rect.centery - len(lines) * step // 2
        style = (layout.text_px(BANNER_TEXT), bold, c.text)
        self.lines(surface, lines, style, (rect.centerx, top))

    def seat(
        self, surface: pygame.Surface, layout: TableLayout, rect: pygame.Rect, info: SeatInfo
    ) -> None:
        """Another seat's plate: its face, its name over its small fan of card backs (drawn
        as cards, see `TableLayout.placements`) and its count and last action, outlined when
        it is to act; with its cards shown (open hands) they are listed under the name."""
        c, f = self.theme.colors, layout.frame
        draw_panel(
            surface,
            rect,
            c.panel,
            c.highlight if info.active else c.panel_edge,
            alpha=225,
            radius=f.px(14),
            border=3 if info.active else 1,
        )
        drawn = self._portrait(surface, layout.seat_face(rect), info, active=info.active)
        left = layout.seat_words_left(rect) if drawn else rect.left + f.px(10)
        room = rect.right - f.px(8) - left
        badge = self.level_badge(layout, rect, info, drawn) if info.badge else None
        if badge is not None:
            room = badge.left - f.px(6) - left
            self._badge(surface, layout, badge, info.level)
        elif drawn and info.level:
            self._level_disc(surface, layout.level_disc(rect), info.level)
        name = fit_label(self.text, info.name, room, f.px(SEAT_NAME), c.text, bold=True)
        blit_text(surface, name, "topleft", (left, rect.top + f.px(5)))
        small = f.px(SEAT_DETAIL)
        if info.cards is not None:
            self._card_list(surface, info.cards, (left, rect.bottom - f.px(8)), small, room)
            return
        width = layout.text_room(rect, info.count)
        disc = badge is None and drawn and bool(info.level)
        wordings = self._count_wordings(info, with_badge=badge is not None, with_disc=disc)
        wordings = wordings[info.wording :]
        detail = self.shortest_fitting(wordings, width, self.text.body_px(small))
        label = fit_label(self.text, detail, width, small, c.text_dim)
        at = (layout.seat_count_left(rect, info.count), round(layout.seat_fan_middle(rect)))
        blit_text(surface, label, "midleft", at)

    def level_badge(
        self, layout: TableLayout, rect: pygame.Rect, info: SeatInfo, with_face: bool = True
    ) -> pygame.Rect | None:
        """Where a computer teammate's strength badge goes on its plate: top right, beside
        its name; None for a person, or where the name would not keep its own room."""
        if not info.level:
            return None
        f = layout.frame
        words = self.text.body_font(f.px(SEAT_DETAIL), bold=True).size(info.level)
        badge = pygame.Rect(0, 0, words[0] + f.px(12), words[1] + f.px(4))
        badge.topright = (rect.right - f.px(8), rect.top + f.px(7))
        left = layout.seat_words_left(rect) if with_face else rect.left + f.px(10)
        name = self.text.body_font(f.px(SEAT_NAME), bold=True).size(info.name)[0]
        return badge if badge.left - f.px(6) - left >= name else None

    def speech(
        self, surface: pygame.Surface, layout: TableLayout, plate: pygame.Rect, words: str
    ) -> pygame.Rect:
        """What a seat says (R-JEST-4's "I'd like to go next") as a bubble beside its plate,
        towards the middle of the table, its tail pointing at the plate. Returns where."""
        c, f = self.theme.colors, layout.frame
        label = self.text.body(words, f.px(SEAT_DETAIL), c.panel, bold=True)
        bubble = label.get_rect().inflate(f.px(16), f.px(10))
        tail = f.px(8)
        on_left = plate.centerx < surface.get_width() // 2
        if on_left:
            bubble.midleft = (plate.right + tail + f.px(2), plate.centery)
        else:
            bubble.midright = (plate.left - tail - f.px(2), plate.centery)
        if bubble.colliderect(layout.banner):  # under the banner, still beside the plate
            bubble.top = min(layout.banner.bottom + f.px(4), plate.bottom - bubble.height)
        bubble.clamp_ip(surface.get_rect())
        edge = bubble.left if on_left else bubble.right
        point = (edge - tail if on_left else edge + tail, bubble.centery)
        spread = max(3, bubble.height // 4)
        corners = [point, (edge, bubble.centery - spread), (edge, bubble.centery + spread)]
        pygame.draw.polygon(surface, c.highlight, corners)
        draw_panel(surface, bubble, c.highlight, c.highlight, alpha=255, radius=bubble.height // 2)
        blit_text(surface, label, "center", bubble.center)
        return bubble

    def _badge(
        self, surface: pygame.Surface, layout: TableLayout, badge: pygame.Rect, words: str
    ) -> None:
        c, f = self.theme.colors, layout.frame
        radius = badge.height // 2
        draw_panel(surface, badge, c.panel, c.accent, alpha=255, radius=radius)
        label = self.text.body(words, f.px(SEAT_DETAIL), c.accent, bold=True)
        blit_text(surface, label, "center", badge.center)

    def _level_disc(self, surface: pygame.Surface, disc: pygame.Rect, level: str) -> None:
        """A strength's first letter ("S" for Strong) on a disc in the badge's colours (its
        tooltip says the whole word, `Board.tips`)."""
        c = self.theme.colors
        pygame.draw.circle(surface, c.panel, disc.center, disc.width // 2)
        pygame.draw.circle(
            surface, c.accent, disc.center, disc.width // 2, max(1, disc.width // 12)
        )
        size = round(disc.height * 0.62)
        label = self.text.body_exact(level[:1].upper(), size, c.accent, bold=True)
        blit_text(surface, label, "center", disc.center)

    def _portrait(
        self, surface: pygame.Surface, spot: pygame.Rect, info: SeatInfo, *, active: bool
    ) -> bool:
        """The seat's face in `spot`, ringed in the highlight while it is to act; False when
        there is no face to draw."""
        image = self.face(info.face, spot.width) if info.face else None
        if image is None:
            return False
        surface.blit(image, spot)
        if active:
            ring = max(2, spot.width // 20)
            pygame.draw.circle(
                surface, self.theme.colors.highlight, spot.center, spot.width // 2 + 1, ring
            )
        return True

    def count_wording(self, layout: TableLayout, rect: pygame.Rect, info: SeatInfo) -> int:
        """Which of a plate's count wordings fits it (0: the fullest), so that every
        computer teammate's plate can say it alike ("Strong · 1/6" beside "AI · 1/6", where
        "Casual · 1/6" had no room, read as two kinds of teammate); judged beside a full
        hand's card backs, so that a plate keeps its words as its hand shrinks and grows
        (played by hand at 1280x720 200%: Mira's "AI · 6/6" became "Strong · 2/6")."""
        with_badge = info.badge and self.level_badge(layout, rect, info) is not None
        with_disc = not with_badge and self._level_disc_shown(layout, rect, info)
        wordings = self._count_wordings(info, with_badge=with_badge, with_disc=with_disc)
        chosen = self.shortest_fitting(
            wordings,
            layout.text_room(rect, max(info.count, info.limit)),
            self.text.body_px(layout.frame.px(SEAT_DETAIL)),
        )
        return wordings.index(chosen)

    def _level_disc_shown(self, layout: TableLayout, rect: pygame.Rect, info: SeatInfo) -> bool:
        """Is a computer's strength shown as its letter on a disc by its face (`seat`: where
        its badge has no room and it has a face)?"""
        if not info.level or not info.face:
            return False
        return self.face(info.face, layout.seat_face(rect).width) is not None

    def _count_wordings(
        self, info: SeatInfo, *, with_badge: bool, with_disc: bool = False
    ) -> tuple[str, ...]:
        """A plate's count and last action, fullest first: with a computer's strength (where
        its badge had no room), shorter, "AI · 4/7" (the strength in the tooltip), "4/7".
        Where its strength's letter shows on a disc ("S"), never the bare "AI · 4/7": the
        plate names its strength, or leaves it to the disc (played by hand at 1280x720
        200%: "AI · 6/6" beside the disc "S" read as a seat of no strength)."""
        computer = info.computer and not with_badge
        shorter = seat_detail(
            info.count, info.limit, info.yielded, computer, info.level, short=True
        )
        count = f"{info.count}/{info.limit}"
        bare = seat_detail(info.count, info.limit, False, True, short=True)
        short = [count if with_disc else bare] if computer else []  # as many as its teammates'
        return (self.seat_words(info, with_badge=with_badge), shorter, *short, count)

    @staticmethod
    def seat_words(info: SeatInfo, *, with_badge: bool) -> str:
        """A seat's card count and last action; its strength first ("Strong · ") for a
        computer whose strength badge had no room beside its name."""
        computer = info.computer and not with_badge
        return seat_detail(info.count, info.limit, info.yielded, computer, info.level)

    def _card_list(
        self,
        surface: pygame.Surface,
        cards: tuple[Card, ...],
        at: tuple[int, int],
        size: int,
        room: int,
    ) -> None:
        """Cards as rank and suit symbol (red suits in a light red, the others in cream),
        closer together, then smaller, when they need it to fit in `room` px."""
        x, bottom = at
        for px in range(self.text.body_px(size), MIN_TEXT_PX - 1, -1):
            labels = self._card_labels(cards, px)
            widths = sum(label.get_width() for label in labels)
            gap = px // 2
            if len(labels) > 1 and widths + gap * (len(labels) - 1) > room:
                gap = max(px // 5, (room - widths) // (len(labels) - 1))
            if widths + gap * (len(labels) - 1) <= room:
                break
        for label in labels:
            drawn = blit_text(surface, label, "bottomleft", (x, bottom))
            x = drawn.right + gap

    def _card_labels(self, cards: tuple[Card, ...], px: int) -> list[pygame.Surface]:
        labels = []
        for card in cards:
            red = card.suit in (Suit.HEARTS, Suit.DIAMONDS)
            color = (255, 140, 140) if red else self.theme.colors.text
            labels.append(self.text.body_exact(card_name(card), px, color, bold=True))
        return labels

    def own_label(self, surface: pygame.Surface, layout: TableLayout, text: str) -> None:
        """The viewer's hand caption, wrapped to the left column, its last line at the foot
        of its place."""
        rect = layout.own_label()
        lines = layout.own_label_lines(text)
        step = layout.font(OWN_LABEL, bold=True).get_linesize()
        top = rect.bottom - len(lines) * step if len(lines) > 1 else rect.centery - step // 2
        style = (layout.text_px(OWN_LABEL), True, self.theme.colors.text)
        self.lines(surface, lines, style, (layout.own_label_centre(text), top))

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
        first, second = layout.token(0), layout.token(1)
        lines, top = layout.token_caption(tokens_text(2 - used))
        style = (layout.text_px(TOKEN_CAPTION), True, c.text_dim)
        self.lines(surface, lines, style, ((first.left + second.right) // 2, top))


def _suit_badge_fill(suit: Suit, panel: Color) -> Color:
    tint = (150, 40, 48) if suit in (Suit.HEARTS, Suit.DIAMONDS) else (40, 40, 60)
    red, green, blue = (round(panel[i] * 0.4 + tint[i] * 0.6) for i in range(3))
    return (red, green, blue)


def _then(cards: Iterable[str]) -> str:
    """The tavern's known cards in the order they will be drawn: "J♠ then Q♥"."""
    names = list(cards)
    text = names[0] if names else ""
    for later in names[1:]:
        # TRANSLATORS: the tavern's known top cards, in the order they will be drawn.
        text = _("{earlier} then {later}").format(earlier=text, later=later)
    return text
