"""What the Baisch board draws besides its cards, from a seat's view: the seats' panels and
names, the empty slots' outlines, the figures on the slots (Mercenaries, Saboteurs), each
seat's heroes as chess pieces with their state, the hero pool, the attack suit and the
piles' counts. Each piece of furniture with something to say returns its rectangle and its
tooltip."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.games.baisch.engine import (
    Hero,
    PlayerView,
    SeatView,
    SlotView,
    Suit,
    TargetKind,
)
from regicide.games.baisch.narrate import hero_name
from regicide.games.baisch.narrate.words import (
    SUIT_SYMBOLS,
    hero_explanation,
    mercenaries,
    suit_name,
)
from regicide.games.baisch.ui.hero_pieces import HeroPieces
from regicide.games.baisch.ui.layout import (
    CARD_RATIO,
    MIDDLE_Y,
    OWN_LINE_ABOVE,
    PAIR_STEP,
    STACK_W,
    STACK_X,
    BoardLayout,
    Spot,
    Zone,
)
from regicide.games.baisch.ui.pieces import piece_image
from regicide.games.baisch.ui.placing import hand_cards_out
from regicide.i18n import _, ngettext
from regicide.ui.look import Look
from regicide.ui.widgets import blit_text, boxed_label, draw_panel, fit_label, fits_whole

Tip = tuple[pygame.Rect, str]


@dataclass(frozen=True)
class SeatLook:
    """How a seat's panel is drawn: its name, whether it acts now, whether a computer
    plays it, and whether the screen's viewer only looks on (the replay: no seat is "you")."""

    name: str
    acting: bool
    computer: bool
    onlooker: bool = False
    level: str = ""  # a computer's level as New game names it ("Strong AI"), said with room


PILE_GAP = 8.0  # design units at least between the Deck's and the Graveyard's words
SYMBOL_MARGIN = 6.0  # design units between the attack suit's caption and its box's sides
#: A stack's caption (and the "empty" of an empty one) may take the width from one stack to
#: the next, less a gap that keeps two captions apart (design units).
STACK_CAPTION = STACK_X[1] - STACK_X[0] - 10


class Furniture:
    """Draws the furniture of one view at one layout."""

    def __init__(self, look: Look, layout: BoardLayout, seen: SeatView) -> None:
        self.look, self.layout, self.seen = look, layout, seen
        self.frame = layout.frame
        self.colors = look.theme.colors
        self.tips: list[Tip] = []
        self.heroes: list[tuple[pygame.Rect, int, Hero]] = []  # each piece: seat, hero
        self.pieces_top: dict[int, float] = {}  # design y of a seat's pieces, under its name
        self.drawn: list[pygame.Rect] = []  # where its words and pieces went (notes keep off)

    def blit(
        self, surface: pygame.Surface, image: pygame.Surface, anchor: str, at: tuple[float, float]
    ) -> pygame.Rect:
        """Words (or a piece) drawn, and where, remembered."""
        rect = blit_text(surface, image, anchor, at)
        self.drawn.append(rect)
        return rect

    def px(self, length: float) -> int:
        return self.frame.px(length)

    def label(
        self,
        surface: pygame.Surface,
        words: str,
        at: tuple[float, float],
        size: float = 12,
        *,
        anchor: str = "topleft",
        dim: bool = True,
        width: float = 300,
    ) -> pygame.Rect:
        color = self.colors.text_dim if dim else self.colors.text
        room = self._room(at, anchor, width)
        image = fit_label(self.look.text, words, room, self.px(size), color)
        return self.blit(surface, image, anchor, self.frame.point(*at))

    def _room(self, at: tuple[float, float], anchor: str, width: float) -> int:
        """The window pixels a label at `at` may take: `width`, and never into the side column."""
        room = self.px(width)
        start = self.frame.point(*at)[0]
        info = self.layout.info
        if anchor == "topleft" and start < info.left:
            room = min(room, info.left - self.px(6) - round(start))
        return room

    def _first_whole(
        self, choices: list[str], at: tuple[float, float], size: float, width: float
    ) -> str:
        """The first of `choices` (longest first) a label at `at` shows whole, else the last."""
        room = (self._room(at, "topleft", width), None)
        for words in choices[:-1]:
            if fits_whole(self.look.text, words, room, self.px(size), bold=False):
                return words
        return choices[-1]

    # -- seats -----------------------------------------------------------------------------

    def seat(self, surface: pygame.Surface, player: PlayerView, look: SeatLook) -> None:
        """Under the cards: an opponent's panel (or the viewer's own name), the outlines of
        its King and slots."""
        seat = player.seat
        header = 0
        if seat != self.layout.viewer:
            header = self._panel(surface, player, look)
        else:
            self._own_name(surface, player, look)
        if not player.out:
            for slot in range(4):
                self._outline(surface, seat, slot, header)

    def seat_over(self, surface: pygame.Surface, player: PlayerView) -> None:
        """Over the cards: the figures on its slots and its heroes."""
        if player.out:
            return
        for slot, content in enumerate(player.slots, 1):
            self._figures(surface, player.seat, slot, content)
        self._pieces(
            surface,
            player,
            self.pieces_top.get(player.seat, self.layout.pieces_box(player.seat)[1]),
        )

    def _panel(self, surface: pygame.Surface, player: PlayerView, look: SeatLook) -> int:
        """The panel and its header line; returns the header's bottom (window pixels)."""
        x, y, width, height = self.layout.panel_box(player.seat)
        rect = self.frame.rect(x, y, width, height)
        edge = self.colors.accent if look.acting else self.colors.panel_edge
        draw_panel(
            surface,
            rect,
            self.colors.panel,
            edge,
            alpha=120,
            radius=self.px(10),
            border=3 if look.acting else 1,
        )
        said = _("{name} · out") if player.out else _("{name} · hand {hand}")
        names = [look.name]
        if look.level:  # first with the level, where the panel has room ("Seat 2 · Strong AI")
            names = [_("{seat} · {player}").format(seat=look.name, player=look.level), look.name]
        choices = [said.format(name=name, hand=self._hand(player)) for name in names]
        at = (x + 10, y + 5)
        words = self._first_whole(choices, at, 13, width - 20)
        header = self.label(surface, words, at, 13, dim=not look.acting, width=width - 20)
        return header.bottom

    def _hand(self, player: PlayerView) -> int:
        """The cards in a hand as the table shows it: an attack's cards waiting at its
        target are out of it (they leave the hand when revealed, A5)."""
        return player.hand_size - hand_cards_out(self.seen.attack, player.seat)

    def _own_name(self, surface: pygame.Surface, player: PlayerView, look: SeatLook) -> None:
        x, y, width, _height = self.layout.pieces_box(player.seat)
        # an onlooker's view: a computer's seat, not "you"
        onlooker = look.computer or look.onlooker
        words = _("{name} · hand {hand}") if onlooker else _("{name} (you) · hand {hand}")
        words = words.format(name=look.name, hand=self._hand(player))
        at = (x, y - OWN_LINE_ABOVE)
        name = self.label(surface, words, at, 13, dim=not look.acting, width=width)
        self.pieces_top[player.seat] = max(y + 14, self._design(name.bottomleft)[1] + 2)

    def _outline(self, surface: pygame.Surface, seat: int, slot: int, header: int) -> None:
        """A King's or slot's outline and caption (left out where the window is too small for
        it under the panel's header)."""
        width = self.layout.card_width(seat)
        x, y = self.layout.slot_spot(seat, slot)
        height = width * CARD_RATIO
        rect = self.frame.rect(x - width / 2, y - height / 2, width, height)
        pygame.draw.rect(
            surface, self.colors.panel_edge, rect, max(1, self.px(1.5)), border_radius=self.px(6)
        )
        caption = _("King") if slot == 0 else str(slot)
        font = self.look.text.body_font(self.px(10))
        if rect.top - self.px(1) - font.get_height() >= header and not self._attacked(seat, slot):
            self.label(
                surface, caption, (x, y - height / 2 - 1), 10, anchor="midbottom", width=width
            )

    def _attacked(self, seat: int, slot: int) -> bool:
        """An attack's cards lie over the caption of `seat`'s `slot` (0: the King)."""
        attack = self.seen.attack
        if attack is None or attack.king or attack.target.seat != seat:
            return False
        kind = TargetKind.SLOT if slot else TargetKind.KING
        return attack.target.kind is kind and (not slot or attack.target.index == slot)

    def _figures(self, surface: pygame.Surface, seat: int, slot: int, content: SlotView) -> None:
        """Mercenaries placed on a slot (B-HERO-MERC-5), a Saboteur on it (B-HERO-SAB-1): a
        token each, inside the slot's card (its right edge, above the band at its foot and at
        its head)."""
        if not content.occupied:
            return
        width = self.layout.card_width(seat)
        x, y = self.layout.slot_spot(seat, slot)
        bottom = y + width * CARD_RATIO * (0.5 + PAIR_STEP * (len(content.cards) - 1))
        size = max(14.0, width * 0.3)
        right = self.frame.point(x + width / 2 - 2, 0)[0]
        if content.mercs:  # above the band a face-down card's foot may carry (board)
            at = self.frame.point(x, bottom - width * CARD_RATIO / 5 - 2)
            corner = (right, at[1])
            rect = self._badge(
                surface, Hero.MERCENARIES, size, corner, f"×{content.mercs}", anchor="bottomright"
            )
            tip = _("{mercenaries} on this slot: +{count} defence").format(
                mercenaries=mercenaries(content.mercs), count=content.mercs
            )
            self.tips.append((rect, tip))
        if content.saboteur:
            at = self.frame.point(x, y - width * CARD_RATIO / 2 + 2)
            rect = self._badge(surface, Hero.SABOTEURS, size, (right, at[1]), str(content.saboteur))
            tip = _("Seat {seat}'s Saboteur: this slot cannot be taken back or stacked").format(
                seat=content.saboteur
            )
            self.tips.append((rect, tip))

    def _badge(
        self,
        surface: pygame.Surface,
        hero: Hero,
        size: float,
        corner: tuple[float, float],
        text: str,
        *,
        anchor: str = "topright",
    ) -> pygame.Rect:
        """A figure's token on a slot, its `anchor` corner at `corner`: its piece and its
        count on one plate, so the count reads on any card under it."""
        piece = self.px(size)
        words = self.look.text.body(text, self.px(11), self.colors.highlight, bold=True)
        pad = max(2, piece // 8)
        plate = pygame.Surface(
            (piece + words.get_width() + 3 * pad, max(piece, words.get_height())), pygame.SRCALPHA
        )
        box = plate.get_rect()
        draw_panel(plate, box, self.colors.panel, self.colors.highlight, alpha=235,
                   radius=box.height // 2, border=1)  # fmt: skip
        plate.blit(piece_image(hero, piece), (pad, (box.height - piece) // 2))
        plate.blit(words, words.get_rect(midleft=(piece + 2 * pad, box.centery)))
        rect = plate.get_rect(**{anchor: (round(corner[0]), round(corner[1]))})
        surface.blit(plate, rect)
        return rect

    def _pieces(self, surface: pygame.Surface, player: PlayerView, top: float) -> None:
        """`player`'s heroes from design height `top` down (hero_pieces)."""
        seat = player.seat
        usage = self.seen.usage if self.seen.current == seat else None
        box = self.layout.pieces_box(seat)
        pieces = HeroPieces(self)
        if seat == self.layout.viewer:
            pieces.own(surface, player, box, top, usage)
        else:
            pieces.opponent(surface, player, box, self.layout.piece_size(seat), usage)

    # -- the middle ------------------------------------------------------------------------

    def middle(self, surface: pygame.Surface) -> None:
        """Stack letters, the piles' counts, the pool and the attack suit."""
        seen, layout = self.seen, self.layout
        for index, name in enumerate("AB"):
            spot = layout.stack_spot(index, 0, 1)
            under = (spot.x, MIDDLE_Y + 12)
            caption = _("Stack {stack}").format(stack=name)
            self.label(surface, caption, under, 11, anchor="midbottom", width=STACK_CAPTION)
            if not seen.stacks[index]:  # D49: shown empty, no target
                self._empty_stack(surface, spot, name)
                continue
            rect = layout.zone_rect(Zone("stack", 0, index))
            count = len(seen.stacks[index])
            tip = ngettext(
                "Harvest stack {stack}: {count} card; beat its top to take all",
                "Harvest stack {stack}: {count} cards; beat its top to take all",
                count,
            ).format(stack=name, count=count)
            self.tips.append((rect, tip))
        right = 0.0  # where the Deck's words end (design units)
        for graveyard, words, room in ((False, _("Deck"), 16.0), (True, _("Graveyard"), 56.0)):
            spot = layout.pile_spot(graveyard)
            count = len(seen.graveyard) if graveyard else seen.draw_size
            # the name, its count under it: "Graveyard" is wider than a card, so it takes
            # room from the short "Deck" beside, and moves right of it when big words
            # (a large text scale) would bring the two together
            width = STACK_W + room
            half = self._width(words, width) / 2
            x = max(spot.x, right + PILE_GAP + half) if graveyard else spot.x
            under = (x, spot.y + spot.width * CARD_RATIO / 2 + 2)
            title = self.label(surface, words, under, 11, anchor="midtop", width=width)
            right = max(right, x + half, x + self._width(str(count), width) / 2)
            below = self._design(title.midbottom)
            self.label(surface, str(count), below, 11, anchor="midtop", width=width)
            if not count:
                rect = layout.card_rect(spot)
                pygame.draw.rect(surface, self.colors.panel_edge, rect, 1, self.px(6))
        self._pool(surface)
        self._symbol(surface)

    def _empty_stack(self, surface: pygame.Surface, spot: Spot, name: str) -> None:
        """D49: a Harvest stack with no card (the draw pile and the graveyard ran out): an
        outline saying so; it cannot be plundered until a card is drawn onto it."""
        rect = self.layout.card_rect(spot)
        pygame.draw.rect(surface, self.colors.panel_edge, rect, 1, self.px(6))
        image = fit_label(
            self.look.text, _("empty"), self.px(STACK_CAPTION), self.px(11), self.colors.text_dim
        )
        self.blit(surface, image, "center", rect.center)
        tip = _(
            "Harvest stack {stack} is empty: no card to beat until one is drawn onto it"
        ).format(stack=name)
        self.tips.append((rect, tip))

    def _pool(self, surface: pygame.Surface) -> None:
        rect = self.layout.pool
        if self.seen.options.basic:
            return
        name = self.label(surface, _("Heroes nobody owns"), self._design(rect.topleft), 11)
        size = 30.0
        x, _top = self._design(rect.topleft)
        y = self._design(name.bottomleft)[1] + 2
        for index, hero in enumerate(self.seen.pool):
            at = self.frame.point(x + index * (size + 2), y)
            spot = self.blit(surface, piece_image(hero, self.px(size)), "topleft", at)
            tip = _("{hero}: {power}").format(hero=hero_name(hero), power=hero_explanation(hero))
            self.tips.append((spot, tip))
        if not self.seen.pool:
            self.label(surface, _("(none)"), (x, y + 4), 11)

    def _width(self, words: str, room: float) -> float:
        """How wide a pile's caption is drawn, in design units."""
        image = fit_label(self.look.text, words, self.px(room), self.px(11), self.colors.text)
        return image.get_width() / self.frame.scale

    def _design(self, point: tuple[int, int]) -> tuple[float, float]:
        ox, oy = self.frame.offset
        return ((point[0] - ox) / self.frame.scale, (point[1] - oy) / self.frame.scale)

    def _symbol_label(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """ "Attack suit" in the top half of its box, centred, by the one rule for words in
        a sized box (`boxed_label`: wrapped, a step smaller where it must; Spanish "Palo de
        ataque" ran past the box, French "Couleur d'atta…" was cut, issue 35); the bottom of
        its words, in pixels."""
        margin = self.px(SYMBOL_MARGIN)
        room = (rect.width - 2 * margin, rect.height // 2)
        image = boxed_label(
            self.look.text, _("Attack suit"), room, self.px(11), self.colors.text_dim
        )
        return self.blit(surface, image, "midtop", (rect.centerx, rect.top + self.px(4))).bottom

    def _symbol(self, surface: pygame.Surface) -> None:
        """B-ATK-3: this turn's attack suit, once set."""
        rect = self.layout.symbol
        suit = self.seen.usage.symbol if self.seen.status.value == "playing" else None
        draw_panel(
            surface,
            rect,
            self.colors.panel,
            self.colors.panel_edge,
            alpha=150,
            radius=self.px(10),
            border=1,
        )
        top = self._symbol_label(surface, rect) + self.px(2)
        room = rect.bottom - self.px(4) - top  # the suit's (or "not set"'s) height under it
        middle = (rect.centerx, top + room // 2)
        if suit is None:
            words = boxed_label(
                self.look.text,
                _("not set"),
                (rect.width - 2 * self.px(SYMBOL_MARGIN), room),
                self.px(14),
                self.colors.text_dim,
            )
            tip = _("No attack yet this turn: the first one sets the suit")  # B-ATK-3
        else:  # on a card's face: a black suit reads on the dark panel too
            side = min(self.px(46), room)
            tile = pygame.Rect(0, 0, side, side)
            tile.center = middle
            pygame.draw.rect(surface, self.colors.card_face, tile, border_radius=self.px(8))
            color = self.look.art.suit_color(suit)
            words = self.look.text.render(
                SUIT_SYMBOLS[suit], self.look.theme.fonts.symbols, side * 40 // 46, color
            )
            tip = _("Every attack this turn must be in {suit} (or a Joker)").format(
                suit=suit_name(Suit(suit))
            )
        self.blit(surface, words, "center", middle)
        self.tips.append((rect, tip))
