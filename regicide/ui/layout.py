"""Pure geometry for the table: (state, sight, selection, window size) -> where things go.

Cards are identified across states by a CardKey: the card plus which copy it is (only the
two Jesters of a 4-player game share a face). Visible cards get a Placement; cards inside a
pile (castle, tavern, the discard pile under its top card) are drawn by the pile itself, so
a card entering or leaving a pile moves from or to the pile's anchor.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

import pygame

from regicide.engine import Card, GameState, Phase, SeatView, full_deck
from regicide.ui.cardart import card_height
from regicide.ui.widgets import Frame

CardKey = tuple[Card, int]

# Card widths in design pixels.
ENEMY_W, PILE_W, TABLE_W, HAND_W, SEAT_W = 150, 92, 64, 112, 24
HAND_CENTER = (640, 598)
HAND_LIFT = 30  # a selected card rises this much


class Zone(str, Enum):
    CASTLE = "castle"
    ENEMY = "enemy"
    TAVERN = "tavern"
    DISCARD = "discard"
    TABLE = "table"
    HAND = "hand"


@dataclass(frozen=True)
class Placement:
    """Where a card is drawn: centre, width and angle in window pixels; `face` 1 up, 0 down."""

    x: float
    y: float
    width: float
    angle: float = 0.0
    face: float = 1.0
    z: int = 0


@dataclass(frozen=True)
class Sight:
    """Which cards the board shows face up, as the engine's view decides (R-INFO): the
    viewer's own hand always, the other hands only when the view shows them (open hands)."""

    viewer: int
    open_hands: bool = False

    @classmethod
    def of(cls, view: SeatView) -> Sight:
        return cls(view.seat, view.open_hands is not None)


@lru_cache(maxsize=64)
def card_keys(state: GameState) -> dict[CardKey, tuple[Zone, int, int]]:
    """Every card's key -> (zone, seat or 0, index in that zone). Cached: states are immutable
    and the table asks this many times a frame (do not modify the result)."""
    seen: Counter[Card] = Counter()
    located: dict[CardKey, tuple[Zone, int, int]] = {}

    def put(card: Card, zone: Zone, seat: int, index: int) -> None:
        located[(card, seen[card])] = (zone, seat, index)
        seen[card] += 1

    for index, card in enumerate(state.castle):
        put(card, Zone.CASTLE, 0, index)
    if state.enemy is not None:
        put(state.enemy, Zone.ENEMY, 0, 0)
    for index, card in enumerate(state.tavern):
        put(card, Zone.TAVERN, 0, index)
    for index, card in enumerate(state.discard):
        put(card, Zone.DISCARD, 0, index)
    flat = [card for play in state.table for card in play]
    for index, card in enumerate(flat):
        put(card, Zone.TABLE, 0, index)
    for seat, hand in enumerate(state.hands, 1):
        for index, card in enumerate(hand):
            put(card, Zone.HAND, seat, index)
    return located


@dataclass(frozen=True)
class TableLayout:
    """The fixed regions of the table for one window size and player count."""

    frame: Frame
    players: int

    # -- regions (window pixels) -----------------------------------------------------------

    @property
    def castle(self) -> pygame.Rect:
        return self._card_rect(100, 178, PILE_W)

    @property
    def tavern(self) -> pygame.Rect:
        return self._card_rect(1000, 178, PILE_W)

    @property
    def discard(self) -> pygame.Rect:
        return self._card_rect(1150, 178, PILE_W)

    @property
    def enemy(self) -> pygame.Rect:
        return self._card_rect(360, 190, ENEMY_W)

    @property
    def enemy_panel(self) -> pygame.Rect:
        return self.frame.rect(455, 86, 330, 210)

    @property
    def immunity_badge(self) -> pygame.Rect:
        """The enemy's immunity, at the foot of the enemy panel."""
        return self.frame.rect(455 + 18, 86 + 210 - 40, 330 - 36, 28)

    @property
    def banner(self) -> pygame.Rect:
        return self.frame.rect(300, 318, 680, 40)

    @property
    def table_area(self) -> pygame.Rect:
        return self.frame.rect(250, 368, 780, 118)

    @property
    def top_bar(self) -> pygame.Rect:
        return self.frame.rect(0, 0, 1280, 44)

    @property
    def preview(self) -> pygame.Rect:
        return self.frame.rect(1000, 420, 262, 166)

    def preview_for(self, height: int) -> pygame.Rect:
        """The preview panel grown upwards to `height` window pixels when its words need it
        (at a small window the 12 px floor makes them take more room), never above the
        discard pile's label."""
        rect = self.preview
        top = max(self.frame.rect(0, 292, 1, 1).top, min(rect.top, rect.bottom - height))
        return pygame.Rect(rect.left, top, rect.width, rect.bottom - top)

    def action_button(self, index: int, count: int) -> pygame.Rect:
        """The big buttons under the preview (Play, Yield, Discard, Flip), sharing its width:
        one row of up to two; with three, the first has a row of its own above the others."""
        gap = 8
        if count <= 2:
            width = (262 - gap * (count - 1)) / count
            return self.frame.rect(1000 + index * (width + gap), 600, width, 50)
        if index == 0:
            return self.frame.rect(1000, 596, 262, 42)
        width = (262 - gap) / 2
        return self.frame.rect(1000 + (index - 1) * (width + gap), 646, width, 42)

    def small_button(self, index: int) -> pygame.Rect:
        """Menu, Log, Redo, Undo and Hint in the top bar, from the right."""
        return self.frame.rect(1280 - 12 - (index + 1) * 112, 7, 104, 30)

    def seat_panel(self, seat: int, viewer: int) -> pygame.Rect:
        """Panels for the seats other than the viewer's, down the left side."""
        others = [other for other in range(1, self.players + 1) if other != viewer]
        row = others.index(seat) if seat in others else len(others)
        return self.frame.rect(18, 392 + row * 62, 250, 54)

    def own_label(self) -> pygame.Rect:
        """The viewer's hand caption, bottom left (clear of lifted cards)."""
        return self.frame.rect(18, 668, 214, 28)

    def token(self, index: int) -> pygame.Rect:
        return self.frame.rect(44 + index * 96, 556, 80, 80)

    @property
    def log_panel(self) -> pygame.Rect:
        """The game log, when open: the left column, over the castle and the seats."""
        return self.frame.rect(12, 52, 264, 468)

    def seat_choice(self, seat: int) -> pygame.Rect:
        """The seat buttons shown after a Jester (R-JEST-4): a column in the side panel."""
        return self.frame.rect(1012, 458 + (seat - 1) * 44, 238, 38)

    def drop_zone(self, phase: Phase) -> pygame.Rect | None:
        """Where dragged cards are dropped: on the enemy to play, on the discard pile to
        suffer damage (a little larger than the card, so a near miss still counts)."""
        grow = self.frame.px(40)
        if phase is Phase.PLAY:
            return self.enemy.inflate(grow, grow)
        if phase is Phase.SUFFER:
            return self.discard.inflate(grow, grow)
        return None

    def _card_rect(self, cx: float, cy: float, width: float) -> pygame.Rect:
        return self.frame.centered(cx, cy, width, card_height(int(width)))

    def art_wanted(self, state: GameState, viewer: int) -> list[tuple[Card | None, int]]:
        """The images the table will soon need, most urgent first (None = a card back)."""
        px = self.frame.px
        wanted: list[tuple[Card | None, int]] = [(None, width) for width in self.standard_widths()]
        wanted += [(card, px(HAND_W)) for card in state.hand(viewer)]
        royals = [card for card in (state.enemy, *state.castle) if card is not None]
        wanted += [(card, px(ENEMY_W)) for card in royals]
        for width in (TABLE_W, PILE_W, HAND_W):
            wanted += [(card, px(width)) for card in full_deck(2)]
        return wanted

    def standard_widths(self) -> tuple[int, ...]:
        """The card widths cards rest at; art is drawn at these and scaled in between."""
        return tuple(
            sorted({self.frame.px(width) for width in (ENEMY_W, PILE_W, TABLE_W, HAND_W, SEAT_W)})
        )

    # -- card placements -------------------------------------------------------------------

    def placements(
        self, state: GameState, sight: Sight, selected: frozenset[CardKey], hidden: bool
    ) -> dict[CardKey, Placement]:
        """Where every visible card goes; `hidden` turns every hand face down (hot-seat cover).
        Hands the viewer may not see are small backs by their seats' panels; hands it may see
        (open hands) are listed in those panels instead (a card too small to read helps
        nobody)."""
        viewer = sight.viewer
        keys = card_keys(state)
        result: dict[CardKey, Placement] = {}
        table_row = self._table_row(state.table)
        for key, (zone, seat, index) in keys.items():
            if zone is Zone.ENEMY:
                result[key] = self._at(self.enemy.center, ENEMY_W, z=1)
            elif zone is Zone.DISCARD and index == len(state.discard) - 1:
                result[key] = self._at(self.discard.center, PILE_W, z=1)
            elif zone is Zone.TABLE:
                result[key] = table_row[index]
            elif zone is Zone.HAND and seat == viewer:
                lifted = key in selected and not hidden
                result[key] = self._hand_card(index, len(state.hand(seat)), lifted, hidden)
            elif zone is Zone.HAND and not sight.open_hands:
                result[key] = self._seat_card(seat, viewer, index, len(state.hand(seat)))
        return result

    def anchor(self, where: tuple[Zone, int, int], viewer: int) -> Placement:
        """Where a card entering or leaving a place without card sprites is drawn: a pile, or
        (with open hands, listed as text) another seat's panel. `where` is from card_keys."""
        zone, seat, _ = where
        if zone is Zone.CASTLE:
            return self._at(self.castle.center, PILE_W, face=0.0)
        if zone is Zone.TAVERN:
            return self._at(self.tavern.center, PILE_W, face=0.0)
        if zone is Zone.HAND:
            return self._at(self.seat_panel(seat, viewer).center, SEAT_W, face=1.0)
        return self._at(self.discard.center, PILE_W)

    def _at(
        self,
        center: tuple[int, int],
        width: float,
        face: float = 1.0,
        angle: float = 0.0,
        z: int = 0,
    ) -> Placement:
        return Placement(center[0], center[1], self.frame.px(width), angle, face, z)

    def _table_row(self, table: tuple[tuple[Card, ...], ...]) -> list[Placement]:
        """The table's cards in order: plays side by side (oldest on the left), the cards of
        one play overlapping; the whole row shrinks to fit when many plays pile up."""
        step_in, gap = TABLE_W * 0.42, TABLE_W * 0.3
        widths = [TABLE_W + step_in * (len(play) - 1) for play in table]
        total = sum(widths) + gap * (len(widths) - 1)
        scale = min(1.0, 760 / total) if total else 1.0
        width = self.frame.px(TABLE_W * max(scale, 0.75))
        row: list[Placement] = []
        left = 640 - total * scale / 2
        for play, play_width in zip(table, widths, strict=True):
            for within in range(len(play)):
                x, y = self.frame.point(left + (TABLE_W / 2 + step_in * within) * scale, 427)
                row.append(Placement(x, y, width, z=10 + len(row)))
            left += (play_width + gap) * scale
        return row

    def _hand_card(self, index: int, count: int, lifted: bool, hidden: bool) -> Placement:
        """A gentle fan; wider spacing for fewer cards."""
        spacing = min(84.0, 620 / max(count, 1))
        offset = index - (count - 1) / 2
        x = HAND_CENTER[0] + offset * spacing
        y = HAND_CENTER[1] + abs(offset) ** 1.6 * 2.6 - (HAND_LIFT if lifted else 0)
        point = self.frame.point(x, y)
        return Placement(
            point[0],
            point[1],
            self.frame.px(HAND_W),
            -offset * 2.6,
            0.0 if hidden else 1.0,
            z=100 + index,
        )

    def _seat_card(self, seat: int, viewer: int, index: int, count: int) -> Placement:
        """A seat's hidden cards, fanned against the right of its panel."""
        panel = self.seat_panel(seat, viewer)
        x = self._seat_fan_start(panel, count) + index * self._seat_spacing(count)
        return Placement(
            x, panel.centery + self.frame.px(2), self.frame.px(SEAT_W), 0.0, 0.0, z=50 + index
        )

    def _seat_spacing(self, count: int) -> float:
        return min(self.frame.px(11), self.frame.px(96) / max(count, 1))

    def _seat_fan_start(self, panel: pygame.Rect, count: int) -> float:
        """The centre of a seat's first hidden card: the last one ends 10 px from the edge."""
        last = panel.right - self.frame.px(10) - self.frame.px(SEAT_W) / 2
        return last - (max(count, 1) - 1) * self._seat_spacing(count)

    def seat_text_room(self, seat: int, viewer: int, count: int) -> int:
        """How wide a seat panel's words may be: up to its hidden cards, with a gap."""
        panel = self.seat_panel(seat, viewer)
        start = self._seat_fan_start(panel, count) - self.frame.px(SEAT_W) / 2
        return max(1, round(start - panel.left - self.frame.px(8) - panel.height // 6))


TOP_WIDTHS = (104, 136, 172, 104)


def _top_left(index: int) -> float:
    """The design x of the replay's top-bar button `index`, counted from the right."""
    return 1280 - 12 - sum(TOP_WIDTHS[: index + 1]) - index * 8


@dataclass(frozen=True)
class ReplayLayout:
    """The replay viewer's controls, in the column the table uses for its preview and
    buttons (the board itself keeps the table's layout)."""

    frame: Frame

    @property
    def moves(self) -> pygame.Rect:
        return self.frame.rect(1000, 296, 262, 268)

    @property
    def scrub(self) -> pygame.Rect:
        return self.frame.rect(1010, 584, 242, 8)

    def top_button(self, index: int) -> pygame.Rect:
        """Back, Spoilers, Play from here and Log in the top bar, from the right: wide
        enough for their whole labels and key hints."""
        return self.frame.rect(_top_left(index), 7, TOP_WIDTHS[index], 30)

    @property
    def title(self) -> pygame.Rect:
        """The replay's title: a line over the list of moves, under the discard pile's label
        (the top bar has no room for it at 960x540)."""
        return self.frame.rect(1000, 270, 262, 22)

    def transport(self, index: int) -> pygame.Rect:
        """Five buttons in a row: start, back, play or pause, forward, end."""
        return self.frame.rect(1000 + index * 54, 606, 46, 40)

    def speed(self, index: int) -> pygame.Rect:
        """Slower, the speed shown, faster."""
        widths = (84, 78, 84)
        left = 1000 + sum(widths[:index]) + index * 8
        return self.frame.rect(left, 656, widths[index], 36)

    def log_and_spoilers(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The game log and the tavern's order when both show: the table's log column,
        shared (the log above, shorter; the order under it)."""
        return self.frame.rect(12, 52, 264, 368), self.frame.rect(12, 428, 264, 92)

    @property
    def tavern_order(self) -> pygame.Rect:
        """The spoiler view's list of the tavern, top first."""
        return self.frame.rect(18, 290, 214, 92)
