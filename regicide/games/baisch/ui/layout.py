"""Where everything lies on the Baisch table, in the 1280 x 720 design (`Frame` maps it onto
the window): the top bar, the opponents' panels along the top (clockwise from the seat facing
the screen), the Harvest stacks, the deck, the graveyard, the hero pool and the attack suit
in the middle, the seat's own King, defence slots, heroes and hand below, and the right-hand
column (what the seat knows or the log above, the actions below; the replay viewer keeps its
controls there).

A `Zone` names a place cards lie in; `Spot` is one card's pose. No drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.ui.widgets import Frame

CARD_RATIO = 1.4
TOP_BAR = 40.0
OPPONENTS = (8.0, 46.0, 954.0, 192.0)  # x, y, width, height of the opponents' row
MIDDLE_Y = 252.0
OWN_Y = 434.0
HAND_Y = 588.0
RIGHT_X, RIGHT_W = 970.0, 300.0
INFO = (RIGHT_X, 46.0, RIGHT_W, 284.0)
PANEL = (RIGHT_X, 338.0, RIGHT_W, 376.0)
STACK_W, OWN_W, HAND_W = 64.0, 74.0, 78.0
CARDS_TOP = 36.0  # from an opponent's panel's top to its cards (its name and captions above)
SIDE_ROOM = 190.0  # design width beside an opponent's cards for its heroes and hand
STACK_X = (24.0, 108.0)
DRAW_X, GRAVE_X = 200.0, 282.0
POOL = (378.0, 262.0, 400.0, 80.0)
SYMBOL = (800.0, 258.0, 150.0, 84.0)  # its caption wraps into it (widgets.boxed_label)
OWN_SLOT_X = (24.0, 112.0, 196.0, 280.0)  # the King, then slots 1 to 3
OWN_PIECES = (380.0, 440.0, 580.0, 130.0)
OWN_LINE_ABOVE = 4.0  # design px the own seat's line ("Seat 1 (you) · hand 2") is over its pieces
HAND_SPAN = (24.0, 950.0)
PAIR_STEP = 0.18  # a Fortified pair's top card lies this much of a card's height lower
CAPTION_ROOM = 28.0  # design height of the own King's and slots' captions at 200%
# design height a Harvest stack's cascade may take: it ends above the own cards' captions
STACK_ROOM = OWN_Y - MIDDLE_Y - 14 - CAPTION_ROOM
STACK_STEP = 27.0  # a cascade's step at most: a covered card's rank and suit both show
OPPONENT_NAME_ROOM = 14.0  # design height of the name under an opponent's hero piece
MESSAGE_Y = 396.0  # the middle of the line under the board's middle band


@dataclass(frozen=True, slots=True)
class Zone:
    """A place cards lie in: `stack` (index 0/1), `slot` (seat, 1..3), `king` (seat),
    `hand` (seat), `draw`, `graveyard`, or `attack` (the cards of an attack in progress)."""

    kind: str
    seat: int = 0
    index: int = 0


@dataclass(frozen=True, slots=True)
class Spot:
    """One card's pose in design units: its centre, its width, face up or down."""

    x: float
    y: float
    width: float
    up: bool


@dataclass(frozen=True)
class BoardLayout:
    """The table for `players` seats seen from `viewer`'s chair (design units, and the
    window's rectangles through `frame`)."""

    frame: Frame
    players: int
    viewer: int

    # -- seats -----------------------------------------------------------------------------

    def opponents(self) -> tuple[int, ...]:
        """The other seats, clockwise from the viewer (left to right along the top)."""
        return tuple((self.viewer - 1 + step) % self.players + 1 for step in range(1, self.players))

    def panel_box(self, seat: int) -> tuple[float, float, float, float]:
        """An opponent's panel (design x, y, width, height)."""
        seats = self.opponents()
        x, y, width, height = OPPONENTS
        count = len(seats)
        gap = 8.0
        each = min(620.0, (width - gap * (count - 1)) / count)
        left = x + (width - (each * count + gap * (count - 1))) / 2
        return (left + seats.index(seat) * (each + gap), y, each, height)

    def card_width(self, seat: int) -> float:
        """The width of `seat`'s King and defence cards."""
        if seat == self.viewer:
            return OWN_W
        return min(58.0, (self.panel_box(seat)[2] - 44.0) / 4.3)

    def king_spot(self, seat: int) -> tuple[float, float]:
        """The centre of `seat`'s King slot."""
        return self.slot_spot(seat, 0)

    def slot_spot(self, seat: int, slot: int) -> tuple[float, float]:
        """The centre of `seat`'s slot 1..3 (0: the King), its bottom card."""
        width = self.card_width(seat)
        height = width * CARD_RATIO
        if seat == self.viewer:
            return (OWN_SLOT_X[slot] + width / 2, OWN_Y + height / 2)
        x, y, _, _ = self.panel_box(seat)
        left = x + 10 + slot * (width + 8) + (6 if slot else 0)
        return (left + width / 2, y + CARDS_TOP + height / 2)

    def hand_row(self, seat: int) -> tuple[float, float, float, float]:
        """Where `seat`'s hand lies: (left x, centre y, card width, usable width): under its
        heroes beside its cards in a wide panel, beside its heroes under its cards else."""
        if seat == self.viewer:
            return (HAND_SPAN[0], HAND_Y + HAND_W * CARD_RATIO / 2, HAND_W, HAND_SPAN[1])
        x, y, width, height = self.panel_box(seat)
        card = self.card_width(seat) * 0.62
        pieces = self.pieces_box(seat)
        middle = y + height - 10 - card * CARD_RATIO / 2
        if self._side(seat):
            return (pieces[0], middle, card, x + width - 10 - pieces[0])
        left = pieces[0] + pieces[2] + 6
        return (left, middle, card, x + width - 8 - left)

    def _cards_end(self, seat: int) -> float:
        """The design x where an opponent's King and slots end."""
        x, _, _, _ = self.panel_box(seat)
        return x + 10 + 4 * self.card_width(seat) + 3 * 8 + 6

    def _side(self, seat: int) -> bool:
        """An opponent's panel wide enough for the heroes and hand beside the cards."""
        x, _, width, _ = self.panel_box(seat)
        return x + width - self._cards_end(seat) >= SIDE_ROOM

    def pieces_box(self, seat: int) -> tuple[float, float, float, float]:
        """Where `seat`'s heroes stand (design x, y, width, height)."""
        if seat == self.viewer:
            return OWN_PIECES
        x, y, width, height = self.panel_box(seat)
        if self._side(seat):  # down to the hand's row under them
            left = self._cards_end(seat) + 18
            hand = self.card_width(seat) * 0.62 * CARD_RATIO
            return (left, y + CARDS_TOP, x + width - 10 - left, height - CARDS_TOP - hand - 16)
        top = y + CARDS_TOP + self.card_width(seat) * CARD_RATIO * (1 + PAIR_STEP) + 4
        return (x + 8, top, min(width * 0.62, 200.0), y + height - top - 4)

    def piece_size(self, seat: int) -> float:
        """A hero piece's design size: an opponent's leaves room for its name under it."""
        if seat == self.viewer:
            return 46.0
        return max(18.0, min(34.0, self.pieces_box(seat)[3] - OPPONENT_NAME_ROOM))

    # -- the middle ------------------------------------------------------------------------

    def stack_spot(self, index: int, position: int, count: int) -> Spot:
        """Card `position` (0 = bottom) of a Harvest stack of `count` cards: a cascade
        downwards, its step narrowing when the stack grows (B-PLUNDER-5)."""
        height = STACK_W * CARD_RATIO
        step = min(STACK_STEP, (STACK_ROOM - height) / max(1, count - 1))
        top = MIDDLE_Y + 14 + height / 2
        return Spot(STACK_X[index] + STACK_W / 2, top + position * step, STACK_W, False)

    def stack_cards(self, index: int, count: int) -> pygame.Rect:
        """Where the `count` cards of a Harvest stack lie now (its captions outside)."""
        count = max(1, count)
        first = self.card_rect(self.stack_spot(index, 0, count))
        return first.union(self.card_rect(self.stack_spot(index, count - 1, count)))

    def pile_spot(self, graveyard: bool) -> Spot:
        x = GRAVE_X if graveyard else DRAW_X
        return Spot(x + STACK_W / 2, MIDDLE_Y + 14 + STACK_W * CARD_RATIO / 2, STACK_W, graveyard)

    def zone_rect(self, zone: Zone) -> pygame.Rect:
        """The window rectangle a drop on `zone` aims at (a slot's whole pair, a stack's
        whole cascade)."""
        if zone.kind == "stack":
            top = self.stack_spot(zone.index, 0, 1)
            height = STACK_ROOM
            return self.frame.rect(top.x - STACK_W / 2, MIDDLE_Y + 14, STACK_W, height)
        if zone.kind in ("slot", "king"):
            width = self.card_width(zone.seat)
            x, y = self.slot_spot(zone.seat, zone.index if zone.kind == "slot" else 0)
            height = width * CARD_RATIO * (1 + PAIR_STEP)
            return self.frame.rect(x - width / 2, y - width * CARD_RATIO / 2, width, height)
        spot = self.pile_spot(zone.kind == "graveyard")
        return self.card_rect(spot)

    def card_rect(self, spot: Spot) -> pygame.Rect:
        height = spot.width * CARD_RATIO
        return self.frame.rect(spot.x - spot.width / 2, spot.y - height / 2, spot.width, height)

    def rect(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        return self.frame.rect(*box)

    @property
    def pool(self) -> pygame.Rect:
        return self.rect(POOL)

    @property
    def symbol(self) -> pygame.Rect:
        return self.rect(SYMBOL)

    @property
    def info(self) -> pygame.Rect:
        return self.rect(INFO)

    @property
    def panel(self) -> pygame.Rect:
        return self.rect(PANEL)

    @property
    def top_bar(self) -> pygame.Rect:
        frame = self.frame
        return pygame.Rect(0, 0, frame.width, round(frame.point(0, TOP_BAR)[1]))

    def message_point(self) -> tuple[float, float]:
        return self.frame.point(490, MESSAGE_Y)
