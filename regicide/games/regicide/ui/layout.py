"""Pure geometry for the table: (state, sight, selection, window size) -> where things go.

Cards are identified across states by a CardKey: the card plus which copy it is (only the
two Jesters of a 4-player game share a face). Visible cards get a Placement; cards inside a
pile (castle, tavern, the discard pile under its top card) are drawn by the pile itself, so
a card entering or leaving a pile moves from or to the pile's anchor.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache, wraps
from typing import Any, TypeVar

import pygame

from regicide.games.regicide.engine import Card, GameState, Phase, SeatView, full_deck
from regicide.games.regicide.narrate import TEAMMATE_NAMES, seat_detail, tokens_text
from regicide.i18n import N_, _, language, pgettext
from regicide.ui.assets import TextCache
from regicide.ui.cardart import card_height
from regicide.ui.widgets import (
    Frame,
    face_width,
    fill_row,
    line_height,
    pack_rows,
    text_width,
    wrap,
    wrap_balanced,
)

CardKey = tuple[Card, int]

# Card widths in design pixels.
ENEMY_W, PILE_W, TABLE_W, HAND_W, SEAT_W = 150, 92, 64, 112, 24
HAND_CENTER = (640, 598)
HAND_LIFT = 30  # a selected card rises this much
CROWDED_LIFT = 16  # and this much where the played cards need the room (`TableLayout.hand_lift`)

# Body text sizes (design pixels, before the UI scale) of the table's words: the layout
# measures them to size the panels that hold them, the hud draws them.
BAR_TEXT = 14  # the top bar's button labels
ACTION_TEXT, ACTION_GAP = 18, 8  # the action buttons' labels, and the gap between them
CHOICE_TEXT = 15  # the seat chooser's labels
ENEMY_CAPTION, ENEMY_FIGURES, STAT_LABEL, STAT_VALUE, BADGE_TEXT = 13, 14, 12, 26, 14
BANNER_TEXT = 19
TABLE_HINT = 14
SEAT_NAME, SEAT_DETAIL = 18, 13
OWN_LABEL = 15
TOKEN_CAPTION = 13  # bold, over the solo Jester tokens
PILE_CAPTION = 15  # bold, under the piles (the pile width over 6, as it always was)
LEFT_COLUMN = (18, 282)  # the design x range of the left column (seats, tokens)
OWN_LABEL_MIDDLE = 125  # where it is centred when it fits round it (under the solo tokens)
OWN_LABEL_SPAN = (14, 288)  # the own hand caption's design x range: up to the hand's first card
RIGHT_COLUMN = 1000  # the design x where the preview and the action buttons start
TOP_MIN_WIDTH = 104  # a top-bar button at least this wide (as at 100%)
BAR_RIGHT = 1260  # the design x where the top bar's buttons end
CROWNS_END = 452  # the design x where the top bar's crowns end (and a margin)
PROGRESS_X = 460  # the design x of the top bar's progress caption
MARK_TEXT = 13  # bold, the top bar's marks (a daily deal, assisted, a stated position)

BANNER_W = 680
KEY_TEXT = 13  # bold, the number on a hand card's key disc
TABLE_LOWEST = 476.0  # the table row's centre never comes nearer the hand than this
TABLE_GAP = 6  # design px between the banner, the played cards and the hand's number discs
TABLE_LEAST = 0.75  # the played cards shrink to this share of their width before the hand moves
KEY_TILT = 2.0  # design px: a tilted hand card's corner stands this much above the middle one's
#: The enemy's three figures (translated where shown): the third is "Seat 2 takes" on another's
#: turn.
STAT_LABELS = (N_("Attack"), N_("Shield"), N_("You take"))


def pile_name(pile: str) -> str:
    """A pile's name in the player's language: "castle", "tavern" or "discard" (the pile,
    not the button's verb)."""
    names = {
        "castle": pgettext("pile", "Castle"),
        "tavern": pgettext("pile", "Tavern"),
        "discard": pgettext("pile", "Discard"),
    }
    return names[pile]


def play_word() -> str:
    """The Play button's words (the verb: to play cards, not the replay's Play)."""
    return pgettext("button", "Play")


def discard_word() -> str:
    """The Discard button's words (the verb, not the pile)."""
    return pgettext("button", "Discard")


def yield_word() -> str:
    return _("Yield")


def flip_word() -> str:
    return _("Flip token")


def longest_banner() -> str:
    """The longest instruction the banner may show, in the player's language (narrate's
    `banner_text` for seat 4 taking 40 damage, or solo with every choice)."""
    seat = _("Seat {seat}").format(seat=4)
    due = _("take {due} damage (discard cards worth at least {due})").format(due=40)
    choices = _("play cards, yield or flip a Jester token")
    forms = (_("{seat}: {instruction}").format(seat=seat, instruction=due), choices)
    return max(forms, key=len)


def own_labels() -> tuple[str, str, str]:
    """The hand's captions at their longest, in the player's language (narrate's
    `hand_captions`): another person's seat's, the solo one (also the short form), and the
    shortest."""
    seat = _("Seat {seat}").format(seat=4)
    return (
        _("{seat}: your hand ({count} of {limit})").format(seat=seat, count=5, limit=5),
        _("Your hand ({count} of {limit})").format(count=8, limit=8),
        _("Hand ({count} of {limit})").format(count=8, limit=8),
    )


#: Words are reworded shorter ("Takes", "(AI)") rather than drawn smaller than this share of
#: their size, so that labels side by side look alike.
READABLE_SHRINK = 0.85
SEAT_FACE_MARGIN = 12  # a seat's face is its plate's height less this (design px)
SEAT_FAN_MOST = 101  # the widest fan of another seat's card backs (design px: eight backs)
PREVIEW_TEXT = 14  # the side panel's words
SIDE_PANEL_LINES = 7  # lines of its words the side panel keeps room for beside the seats
PREVIEW_TOP = 420  # the design y of the side panel's top when its words need no more room
PREVIEW_BOTTOM = 712.0  # the design y of its foot with no button under it


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


#: A count in words, such as "(5 of 5)" or "2 left": wrapped as one word.
_COUNT = re.compile(r"\([^)]*\)|\b\w+ left\b")


def _opened(words: str, lines: list[str]) -> list[str]:
    """`lines` of `words`, a line that begins where a " · " separator was (the break stands
    for it) begun with a capital: a replay's "… · lost" over "your view · …" read as "lost
    your view"."""
    opened, at = lines[:1], len(lines[0]) if lines else 0
    for line in lines[1:]:
        start = words.find(line, at)
        gap = words[at:start] if start >= 0 else ""
        opened.append(line[:1].upper() + line[1:] if "·" in gap else line)
        at = start + len(line) if start >= 0 else at
    return opened


def _parted(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """`words` that take two lines, broken at one of their " · " separators into two lines
    that fit `room`, the most even such break ("Replay: move 0 of 22" over "Seat 1's view",
    not "Replay: move 0 of" over "22 · Seat 1's view"); none when one line holds them, they
    have no separator, or no such break fits."""
    parts = words.split(" · ")
    if len(parts) < 2 or font.size(words)[0] <= room:
        return []
    breaks = [(" · ".join(parts[:at]), " · ".join(parts[at:])) for at in range(1, len(parts))]
    fitting = [pair for pair in breaks if max(font.size(line)[0] for line in pair) <= room]
    if not fitting:
        return []
    return list(min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair)))


def kept_together(words: str) -> str:
    """`words` with the spaces inside their counts made unbreakable (a line never ends in
    the middle of "(5 of 5)"); they are drawn as spaces."""
    return _COUNT.sub(lambda match: match.group(0).replace(" ", "\u00a0"), words)


Measure = TypeVar("Measure", bound=Callable[..., Any])
_MEASURED: dict[tuple[Any, ...], Any] = {}
_MEASURED_LIMIT = 4096


def measured(method: Measure) -> Measure:
    """Remember a layout measurement: a pure function of the window, the player count,
    whether seats may sit on the right, the fonts and the UI scale (and its arguments), asked
    for many times a frame. Rects and lists are handed out as copies, so a caller may change
    what it gets."""

    @wraps(method)
    def remembered(layout: TableLayout, *args: Any, **kwargs: Any) -> Any:
        text = layout.text
        key = (
            method.__name__,
            layout.frame,
            layout.players,
            layout.seats_right,  # a replay's layout seats everyone left: not the table's
            text.scale,
            text.theme.fonts,
            language(),  # the words measured are the player's language's
            _hashable(args),
            tuple(sorted(kwargs.items())),
        )
        if key not in _MEASURED:
            if len(_MEASURED) >= _MEASURED_LIMIT:
                _MEASURED.clear()
            _MEASURED[key] = method(layout, *args, **kwargs)
        return _fresh(_MEASURED[key])

    return remembered  # type: ignore[return-value]


def _hashable(value: Any) -> Any:
    """A measurement's arguments as a key: rects and lists as tuples."""
    if isinstance(value, pygame.Rect):
        return ("rect", *value)
    if isinstance(value, (list, tuple)):
        return tuple(_hashable(item) for item in value)
    return value


def _fresh(value: Any) -> Any:
    """A remembered value to hand out: its rects and lists copied (tuples of them too)."""
    if isinstance(value, pygame.Rect):
        return value.copy()
    if isinstance(value, list):
        return [_fresh(item) for item in value]
    if isinstance(value, tuple):
        return tuple(_fresh(item) for item in value)
    return value


@dataclass(frozen=True)
class TableLayout:
    """The fixed regions of the table for one window size and player count."""

    frame: Frame
    players: int
    text: TextCache = field(compare=False)
    seats_right: bool = True  # False: the right column is the replay's (every seat on the left)

    # -- measuring words (design pixels) ---------------------------------------------------

    def font(self, size: float, *, bold: bool = False) -> pygame.font.Font:
        """The body font as the hud draws words asked for at `size` design pixels."""
        return self.text.body_font(self.frame.px(size), bold)

    def text_px(self, size: float) -> int:
        """The window pixel size of body text asked for at `size` design pixels."""
        return self.text.body_px(self.frame.px(size))

    @measured
    def line(self, size: float, *, bold: bool = False) -> float:
        """The height of one line of body text at `size`, in design pixels."""
        return line_height(self.text, self.frame, size, bold=bold)

    @measured
    def width_of(self, words: str, size: float, *, bold: bool = False) -> float:
        """How wide `words` are at `size`, in design pixels."""
        return text_width(self.text, self.frame, words, size, bold=bold)

    @measured
    def lines(self, words: str, size: float, width: float, *, bold: bool = False) -> list[str]:
        """`words` wrapped into lines no wider than `width` design pixels."""
        return wrap(words, self.font(size, bold=bold), int(width * self.frame.scale))

    def _design_y(self, y: float) -> float:
        """A window y back in design pixels."""
        return (y - self.frame.offset[1]) / self.frame.scale

    def _design_rect(self, rect: pygame.Rect) -> tuple[float, float, float, float]:
        """A window rect back in design pixels (x, y, w, h)."""
        ox, oy = self.frame.offset
        s = self.frame.scale
        return ((rect.left - ox) / s, (rect.top - oy) / s, rect.width / s, rect.height / s)

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

    def pile_caption(self, name: str, count: int) -> str:
        """A pile's caption: "Tavern · 32"."""
        return f"{name} · {count}"

    def tavern_caption_above(self) -> bool:
        """The tavern's caption goes above it when under it, beside the discard pile's, the
        two would meet (bigger words); the discard pile's stays under its pile."""
        return self._caption_centres() is None

    @measured
    def _caption_centres(self) -> tuple[float, float] | None:
        """The design x of the tavern's and the discard pile's captions side by side under
        their piles, pushed apart (never past the enemy panel or the window's edge) so that
        they do not meet; None if they cannot be."""
        tavern, discard = (
            self.width_of(self.pile_caption(pile_name(name), 40), PILE_CAPTION, bold=True)
            for name in ("tavern", "discard")
        )
        right = min(1150.0, 1272 - discard / 2)
        panel_left, _top, panel_width, _height = self._enemy_box()
        free = panel_left + panel_width + 8  # the design x right of the enemy panel
        # a word's height apart: a space's width between them read as one caption ("Tavern ·
        # 13 Discard · 20" at 960x540 200%); closer only where above its pile the tavern's
        # would cross the enemy panel (long words at a big scale)
        tavern_x, _y, tavern_w, _h = self._design_rect(self.tavern)
        above_clear = tavern_x + tavern_w / 2 - tavern / 2 >= free
        for gap in (max(12.0, PILE_CAPTION * self.text.scale), 12.0):
            left = min(1000.0, right - discard / 2 - gap - tavern / 2)
            if left - tavern / 2 >= free:
                return left, right
            if above_clear:
                return None
        return None

    @measured
    def pile_caption_spot(self, pile: pygame.Rect, words: str) -> pygame.Rect:
        """Where a pile's caption is drawn (window px): under the pile (pushed apart from its
        neighbour's, see `_caption_centres`), the tavern's over it when there is no room
        under it; always inside the window."""
        font = self.font(PILE_CAPTION, bold=True)
        spot = pygame.Rect((0, 0), (font.size(words)[0], font.get_linesize()))
        gap = min(self.text_px(PILE_CAPTION) // 2, self.frame.px(8))
        spot.midtop = (pile.centerx, pile.bottom + gap)
        centres = self._caption_centres()
        if pile == self.tavern and centres is None:
            spot.bottom = pile.top - self.frame.px(12)
            # a longer word ("Taverne · 32") stays clear of the enemy panel on its left
            spot.left = max(spot.left, self.enemy_panel.right + self.frame.px(8))
        elif centres is not None and pile != self.castle:
            spot.centerx = round(self.frame.point(centres[pile != self.tavern], 0)[0])
        margin = self.frame.px(8)
        return spot.clamp(self.frame.rect(0, 0, 1280, 720).inflate(-margin, -margin))

    def pile_with_caption(self, pile: pygame.Rect) -> pygame.Rect:
        """A pile and its caption together (the tutorial's ring goes round both)."""
        return pile.union(self.pile_caption_spot(pile, self.pile_caption(pile_name("discard"), 40)))

    def pile_caption_bottom(self) -> int:
        """The window y under the discard pile's caption (the lowest of them)."""
        return self.pile_caption_spot(
            self.discard, self.pile_caption(pile_name("discard"), 40)
        ).bottom

    @property
    def enemy(self) -> pygame.Rect:
        return self._card_rect(360, 190, ENEMY_W)

    @measured
    def enemy_rows(self) -> tuple[float, float, float, float]:
        """Heights (design px) of the enemy panel's rows: its name, health, stats and badge,
        as tall as their words (at least as at 100%)."""
        health = max(50.0, self.line(ENEMY_FIGURES, bold=True) + 30)
        font = self.text.font(self.text.theme.fonts.body_bold, self.stat_value_px())
        figures = font.get_linesize() / self.frame.scale
        stats = max(60.0, self.stat_label_step() + figures + 8)
        badge = max(28.0, self.line(BADGE_TEXT, bold=True) + 6)
        return 48.0, health, stats, badge

    def stat_value_px(self) -> int:
        """The stat figures' window px: as the UI scale draws them, and still well above
        their labels where the largest text size stops the figures growing (a big window at
        200%)."""
        return max(self.text_px(STAT_VALUE), round(self.text_px(STAT_LABEL) * 1.6))

    def stat_label_step(self) -> float:
        """From a stat's label down to its number (design px)."""
        return max(16.0, self.line(STAT_LABEL))

    @measured
    def stat_column(self) -> float:
        """The width of each of the enemy's three stat columns (design px)."""
        widest = max(self.width_of(_(words), STAT_LABEL) for words in STAT_LABELS)
        return max(98.0, widest + 12)

    @measured
    def _enemy_box(self) -> tuple[float, float, float, float]:
        height = 24 + sum(self.enemy_rows())
        top = max(self.bar_height + 8, min(86.0, 296 - height))
        return 455, top, max(330.0, 3 * self.stat_column() + 36), height

    @property
    def enemy_panel(self) -> pygame.Rect:
        return self.frame.rect(*self._enemy_box())

    @property
    def immunity_badge(self) -> pygame.Rect:
        """The enemy's immunity, at the foot of the enemy panel."""
        left, top, width, height = self._enemy_box()
        badge = self.enemy_rows()[3]
        return self.frame.rect(left + 18, top + height - 12 - badge, width - 36, badge)

    @measured
    def banner_lines(self, words: str) -> tuple[list[str], bool]:
        """The banner's words in the lines it shows them in, and whether in bold: bold in up
        to two lines, else in the narrower regular face (as big) to keep to two."""
        room = self.frame.px(BANNER_W - 24)
        bold = self.font(BANNER_TEXT, bold=True)
        parted = _parted(words, bold, room)
        if parted:
            return _opened(words, parted), True  # its parts whole: "of 22" stays with "move 0"
        lines = wrap_balanced(words, bold, room)
        if len(lines) <= 2:
            return _opened(words, lines), True  # balanced: no word alone on the second line
        return _opened(words, wrap_balanced(words, self.font(BANNER_TEXT), room)), False

    @measured
    def banner_for(self, lines: int) -> pygame.Rect:
        """The banner under the enemy panel, tall enough for `lines` lines."""
        _left, top, _width, height = self._enemy_box()
        tall = max(40.0, lines * self.line(BANNER_TEXT, bold=True) + 6)
        return self.frame.rect(640 - BANNER_W / 2, max(318.0, top + height + 6), BANNER_W, tall)

    @property
    def banner(self) -> pygame.Rect:
        """The banner as tall as the longest instruction it may show needs."""
        return self.banner_for(len(self.banner_lines(longest_banner())[0]))

    def key_radius(self) -> int:
        """A hand card's key disc's radius (window px): as big as its number, which the UI
        scale enlarges (at 200% the number spilled out of its disc onto the card)."""
        px = self.text.body_px(self.frame.px(KEY_TEXT))
        return max(7, self.frame.px(10), round(px * 0.75))

    @property
    def table_y(self) -> float:
        """The design y of the centre of the table's row of played cards: under the banner,
        above the hand and its number discs."""
        return self._table_fit()[0]

    @property
    def hand_drop(self) -> float:
        """How far (design px) the hand sits below its usual place, so that the played cards
        fit between the banner and a selected card's number disc (a big UI scale in a small
        window: at 960x540 and 1280x720 at 200% the discs covered the played cards)."""
        return self._table_fit()[2]

    def hand_top(self) -> float:
        """The window y of the top of the hand's middle card, unselected."""
        return self.frame.point(0, HAND_CENTER[1] + self.hand_drop - card_height(HAND_W) / 2)[1]

    def disc_rise(self) -> float:
        """How far (design px) a hand card's number disc reaches above its card's top: the
        disc above the corner (`Board._key_spot`), and a little for the fan's tilt."""
        return 1.9 * self.key_radius() / self.frame.scale + KEY_TILT

    def keys_top(self) -> float:
        """The window y of the top of the hand's number discs (its cards unselected)."""
        return self.hand_top() - self.disc_rise() * self.frame.scale

    @property
    def hand_lift(self) -> float:
        """How far (design px) a selected card rises: less where the window is crowded (its
        gold edge still marks it), so that the hand moves down less."""
        return self._table_fit()[3]

    @measured
    def _table_fit(self) -> tuple[float, float, float, float]:
        """The table row's centre y, its cards' share of their full width, the hand's drop
        and a selected card's lift (design px): the row under the banner and clear of a
        selected card's number disc; where that leaves too little room its cards shrink (to
        TABLE_LEAST of their width), selected cards rise less, and then the hand moves down."""
        _left, top, _width, height = self._design_rect(self.banner)
        row_top = top + height + TABLE_GAP
        full = card_height(TABLE_W)
        discs = HAND_CENTER[1] - card_height(HAND_W) / 2 - self.disc_rise() - TABLE_GAP
        if discs - HAND_LIFT - row_top >= full:
            y = max(min(427.0, discs - HAND_LIFT - full / 2), row_top + full / 2)
            return min(y, TABLE_LOWEST), 1.0, 0.0, HAND_LIFT
        room = discs - CROWDED_LIFT - row_top
        shown = min(full, max(room, full * TABLE_LEAST))
        return row_top + shown / 2, shown / full, max(0.0, shown - room), CROWDED_LIFT

    @property
    def table_area(self) -> pygame.Rect:
        return self.frame.rect(250, self.table_y - 59, 780, 118)

    def table_hint_room(self) -> pygame.Rect:
        """Where the table's hint may go: the table area clear of the seat panels and the
        preview column."""
        area = self.table_area
        top = max(area.top, self.banner.bottom + self.frame.px(4))
        left = self.frame.rect(LEFT_COLUMN[1] + 12, 0, 1, 1).left
        if self.players > 1:
            left = max(left, self.frame.rect(self.left_seats()[2] + 12, 0, 1, 1).left)
        right = min(area.right, self.preview.left - self.frame.px(12))
        return pygame.Rect(left, top, max(1, right - left), area.bottom - top)

    @property
    def bar_height(self) -> float:
        """The top bar's height (design px): its buttons and a margin."""
        return self.bar_button_height() + 14

    def bar_button_height(self) -> float:
        return max(30.0, self.line(BAR_TEXT, bold=True) + 6)

    @property
    def top_bar(self) -> pygame.Rect:
        return self.frame.rect(0, 0, 1280, self.bar_height)

    def right_column(self) -> tuple[float, float]:
        """The design x and width of the right column (the preview, the action buttons and
        the seat chooser): at a bigger UI scale it reaches left to the hand's widest fan and
        right to the window's margin (as far in as at 100%), for more words to a line."""
        if self.text.scale <= 1:
            return float(RIGHT_COLUMN), 262.0
        return float(RIGHT_COLUMN - 18), 280.0  # its right edge 18 px in, as at 100%

    @property
    def preview(self) -> pygame.Rect:
        return self.preview_over((play_word(), yield_word()))

    def preview_over(self, actions: Sequence[str], foot: float = 0.0) -> pygame.Rect:
        """The preview panel above the action buttons labelled `actions` (none: the seat
        chooser's panel, down to the window's margin, or `foot` design px above it)."""
        left, width = self.right_column()
        if actions:
            rects, _keys = self.action_rects([(label, "") for label in actions])
            bottom = self._design_y(min(rect.top for rect in rects))
            bottom -= (14 if len(actions) <= 2 else 8) if self.text.scale <= 1 else 6
        else:
            bottom = PREVIEW_BOTTOM - foot
        return self.frame.rect(left, PREVIEW_TOP, width, bottom - PREVIEW_TOP)

    def preview_for(
        self,
        height: int,
        actions: Sequence[str] | None = None,
        foot: float = 0.0,
        top: int | None = None,
    ) -> pygame.Rect:
        """The preview panel grown upwards to `height` window pixels when its words need it
        (bigger words, or the 12 px floor at a small window), never above the discard pile's
        caption nor above window y `top` (under the note of the known draws); over the seat
        chooser (no `actions`) just as tall as `height`, ending `foot` design px above the
        window's margin."""
        actions = (play_word(), yield_word()) if actions is None else actions
        rect = self.preview_over(actions, foot)
        ceiling = self.pile_caption_bottom() + self.frame.px(4 if self.text.scale <= 1 else 2)
        if top is not None:
            ceiling = max(ceiling, top + self.frame.px(4))
        if self.text.scale <= 1:
            ceiling = max(self.frame.rect(0, 292, 1, 1).top, ceiling)
        seat = self.right_seat_bottom()
        if seat is not None:
            ceiling = max(ceiling, seat + self.frame.px(8))
        lowest = rect.top if actions else rect.bottom
        top = max(ceiling, min(lowest, rect.bottom - height))
        return pygame.Rect(rect.left, top, rect.width, rect.bottom - top)

    def action_rects(self, faces: Sequence[tuple[str, str]]) -> tuple[list[pygame.Rect], bool]:
        """The big buttons under the preview (label, key), and whether their keys are shown.
        At 100% one row of up to two, with three the first on a row of its own; at a bigger
        UI scale as many to a row as their labels allow at the scaled size, the rows stacked
        up from the window's foot; their keys are left to the tooltips when that saves a
        row."""
        count = len(faces)
        if self.text.scale <= 1 and self._plain_fits(faces):
            return [self._plain_action(index, count) for index in range(count)], True
        height = self.action_height()
        left, room = self.right_column()
        packed = []
        for keys in (True, False):
            needs = [
                self._button_width(label, key if keys else "", ACTION_TEXT, height)
                for label, key in faces
            ]
            packed.append((pack_rows(needs, room, ACTION_GAP), needs))
        keys = len(packed[0][0]) <= len(packed[1][0])
        rows, needs = packed[0 if keys else 1]
        top = 712 - len(rows) * (height + ACTION_GAP) + ACTION_GAP
        rects: list[pygame.Rect] = []
        for number, row in enumerate(rows):
            widths = fill_row([needs[index] for index in row], room, ACTION_GAP)
            x = left
            for width in widths:
                y = top + number * (height + ACTION_GAP)
                rects.append(self.frame.rect(x, y, width, height))
                x += width + ACTION_GAP
        return rects, keys

    def action_height(self) -> float:
        """An action button's height at a bigger UI scale (design px): its label's line and
        a little (the room saved goes to the preview's words over the buttons)."""
        return max(42.0, self.line(ACTION_TEXT, bold=True) + 2)

    def _plain_fits(self, faces: Sequence[tuple[str, str]]) -> bool:
        """Do the labels and keys fit the buttons' places at 100% (a longer language's
        "Marke umdrehen" beside Play does not: the buttons are then packed by their words)?"""
        count = len(faces)
        for index, (label, key) in enumerate(faces):
            rect = self._plain_action(index, count)
            width, height = rect.width / self.frame.scale, rect.height / self.frame.scale
            if self._button_width(label, key, ACTION_TEXT, height) > width + 1:
                return False
        return True

    def _plain_action(self, index: int, count: int) -> pygame.Rect:
        """The action buttons at 100%, where they always were."""
        gap = ACTION_GAP
        if count <= 2:
            width = (262 - gap * (count - 1)) / count
            return self.frame.rect(1000 + index * (width + gap), 600, width, 50)
        if index == 0:
            return self.frame.rect(1000, 596, 262, 42)
        width = (262 - gap) / 2
        return self.frame.rect(1000 + (index - 1) * (width + gap), 646, width, 42)

    @measured
    def top_row(
        self, faces: Sequence[tuple[str, str]], left: float
    ) -> tuple[list[pygame.Rect], bool]:
        """The top bar's buttons (label, key) from the right, each as wide as its words need
        (at least as wide as at 100%), and whether their keys are shown: not when the row
        would then reach left of `left` (design x); their tooltips say them instead."""
        for keys in (True, False):
            widths = [
                max(float(TOP_MIN_WIDTH), self._bar_width(label, key if keys else ""))
                for label, key in faces
            ]
            if not keys or BAR_RIGHT - sum(widths) - 8 * (len(widths) - 1) >= left:
                break
        height, rects, right = self.bar_button_height(), [], float(BAR_RIGHT)
        for width in widths:
            rects.append(self.frame.rect(right - width, 7, width, height))
            right -= width + 8
        return rects, keys

    def _bar_width(self, label: str, key: str) -> float:
        return self._button_width(label, key, BAR_TEXT, self.bar_button_height())

    def _button_width(self, label: str, key: str, size: float, height: float) -> float:
        """A button wide enough for its label at `size` and its key (as `button_face` lays
        them out on a button `height` design px tall), with a little to spare."""
        return face_width(self.text, self.frame, (label, key), size, height) + 6

    @measured
    def seat_size(self) -> tuple[float, float]:
        """A seat's plate, width and height (design px): its face on the left, its name over
        its small fan of card backs and its count; as big as their words need (at least as
        at 100%), never wider than the right column so that a seat fits there too."""
        height = max(72.0, self.line(SEAT_NAME, bold=True) + card_height(SEAT_W) + 14)
        face = height - SEAT_FACE_MARGIN
        row = SEAT_FAN_MOST + 8 + self.width_of(seat_detail(5, 5, False), SEAT_DETAIL)
        # a person's seat, or a teammate's name
        names = (_("Seat {seat}").format(seat=4), *TEAMMATE_NAMES.values())
        words = max(*(self.width_of(name, SEAT_NAME, bold=True) for name in names), row)
        widest = self.right_column()[1]
        return max(250.0, min(face + 20 + words, widest)), height

    def seat_sides(self, viewer: int) -> tuple[list[int], list[int]]:
        """The other seats as they sit round the table (R-TURN: play passes to the next
        seat): the first half on the viewer's left, the next seat nearest the viewer, the
        rest on the right, the last seat before the viewer nearest it."""
        players = self.players
        order = [(viewer - 1 + step) % players + 1 for step in range(1, players)]
        half = (len(order) + 1) // 2 if self._right_seat_fits() else len(order)
        return order[:half], order[half:]

    @measured
    def _right_seat_fits(self) -> bool:
        """A seat sits on the right only where the side panel under it keeps its room (at a
        big UI scale the panel needs that room more: every seat then sits on the left)."""
        if not self.seats_right:
            return False
        highest = self._under_captions()
        return highest + self.seat_size()[1] + 8 <= self._side_panel_top()

    def _under_captions(self) -> float:
        """The highest design y a seat may sit at: just under the piles' captions."""
        return self._design_y(self.pile_caption_bottom()) + 10

    @measured
    def _side_panel_top(self) -> float:
        """The lowest design y the side panel may start at and still hold its heading and
        SIDE_PANEL_LINES lines of its words over the Play and Yield buttons, and R-JEST-4's
        seat chooser with its heading and what the computers would like (two lines each)."""
        step = max(19.0, self.line(PREVIEW_TEXT))
        heading = max(36.0, 12 + self.line(15, bold=True))
        rects, _keys = self.action_rects([(play_word(), "P"), (yield_word(), "Y")])
        gap = 14 if self.text.scale <= 1 else 6
        over_buttons = self._design_y(min(rect.top for rect in rects)) - gap
        preview = over_buttons - heading - SIDE_PANEL_LINES * step - 8
        chooser_words = 10 + 2 * self.line(15, bold=True) + 2 * step
        chooser = 712 - self.chooser_room() - chooser_words - 8
        return min(PREVIEW_TOP, preview, chooser)

    @measured
    def left_seats(self) -> tuple[float, float, float]:
        """The design top, bottom and right of the seats on the viewer's left, stacked up
        from the viewer's hand caption, the furthest level with the seat on the right (where
        none sit: where one would)."""
        width, height = self.seat_size()
        left, right = self.seat_sides(1)
        count, step = max(1, len(left)), height + 8
        lowest = self._design_y(self.own_label().top) - 6 - count * step
        highest = self._under_captions()
        top = max(highest, min(392.0, lowest))
        if right:  # the furthest seat on the left level with the one on the right
            top = max(highest, min(top, self._right_seat_top()))
        if top < self._design_y(self.banner.bottom) + 8:  # beside the banner: keep left of it
            width = min(width, 640 - BANNER_W / 2 - 8 - 18)
        return top, top + count * step - 8, 18 + width

    @measured
    def seat_panel(self, seat: int, viewer: int) -> pygame.Rect:
        """Where another seat sits: on the viewer's left, the next seat lowest (nearest the
        viewer) and the one after it above; on the right, over the side panel, under the
        piles' captions (`seat_sides`)."""
        left, right = self.seat_sides(viewer)
        height = self.seat_size()[1]
        if seat in right:  # as wide as the side panel under it
            x, wide = self.right_column()
            return self.frame.rect(x, self._right_seat_top(), wide, height)
        top, _bottom, edge = self.left_seats()
        row = len(left) - 1 - left.index(seat) if seat in left else 0
        return self.frame.rect(18, top + row * (height + 8), edge - 18, height)

    @measured
    def _right_seat_top(self) -> float:
        """The design y of the seat on the right: over the room the side panel keeps, never
        lower than the left column's usual top, never over the piles' captions."""
        highest = self._under_captions()
        top = self._side_panel_top() - 8 - self.seat_size()[1]
        return max(highest, min(392.0, top))

    def right_seat_bottom(self) -> int | None:
        """The window y under the seat on the right (the side panel grows up to it), None
        when no seat sits there."""
        right = self.seat_sides(1)[1]
        return self.seat_panel(right[0], 1).bottom if right else None

    def seat_face(self, panel: pygame.Rect) -> pygame.Rect:
        """A seat's face: a circle at its plate's left, as tall as the plate allows."""
        size = panel.height - self.frame.px(SEAT_FACE_MARGIN)
        face = pygame.Rect(0, 0, size, size)
        face.midleft = (panel.left + self.frame.px(6), panel.centery)
        return face

    def level_disc(self, panel: pygame.Rect) -> pygame.Rect:
        """A computer teammate's strength as one letter on a disc over its face's lower right
        edge, where its badge has no room beside its name (a big UI scale): as big as the
        plate's small words."""
        face = self.seat_face(panel)
        size = self.text.body_font(self.frame.px(SEAT_DETAIL), bold=True).get_height()
        disc = pygame.Rect(0, 0, size + self.frame.px(2), size + self.frame.px(2))
        disc.center = (face.right - disc.width // 4, face.bottom - disc.height // 4)
        disc.bottom = min(disc.bottom, panel.bottom - self.frame.px(4))  # inside the plate
        return disc

    def seat_words_left(self, panel: pygame.Rect) -> int:
        """The window x where a seat's name (and its fan of cards under it) starts."""
        return self.seat_face(panel).right + self.frame.px(8)

    @measured
    def own_label_lines(self, words: str) -> list[str]:
        """The viewer's hand caption in the lines it is drawn in (its place's width), never
        broken inside its count ("(5 of 5)")."""
        width = OWN_LABEL_SPAN[1] - OWN_LABEL_SPAN[0]
        return self.lines(kept_together(words), OWN_LABEL, width, bold=True)

    def own_label_fit(self, forms: Sequence[str]) -> str:
        """The first of a hand caption's forms (longest first) that takes one line, else the
        last (`narrate.hand_captions`: "Seat 1: your hand (7 of 7)" wrapped at 200%)."""
        return next((form for form in forms if len(self.own_label_lines(form)) == 1), forms[-1])

    def own_label_centre(self, words: str) -> int:
        """Where the caption `words` is centred (window x): its place's middle, moved in as
        far as its widest line needs to stay within the caption's span (a replay's "Seat 1's
        hand (2 of 7)" can be wider than the place measured for the table's own captions)."""
        wide = max(
            self.width_of(line, OWN_LABEL, bold=True) for line in self.own_label_lines(words)
        )
        left, place = self._own_label_place()
        low, high = OWN_LABEL_SPAN
        middle = min(max(left + place / 2, low + wide / 2), high - wide / 2)
        return round(self.frame.point(middle, 0)[0])

    @measured
    def _own_label_place(self) -> tuple[float, float]:
        """The own hand caption's design left and width: its longest form, centred at
        `OWN_LABEL_MIDDLE` where it fits, else as far in as the span allows."""
        lines = self.own_label_lines(self._longest_own_label())
        wide = max(self.width_of(line, OWN_LABEL, bold=True) for line in lines)
        return max(
            OWN_LABEL_SPAN[0], min(OWN_LABEL_MIDDLE - wide / 2, OWN_LABEL_SPAN[1] - wide)
        ), wide

    def _longest_own_label(self) -> str:
        """The longest hand caption this table draws, in the form it is drawn in."""
        if self.players == 1:
            return self.own_label_fit(own_labels()[1:])
        return self.own_label_fit(own_labels())

    @measured
    def own_label(self) -> pygame.Rect:
        """The viewer's hand caption, bottom left (clear of lifted cards), centred where it
        always was and a margin in from the window's edge: as tall as the longest caption of
        this table needs."""
        longest = self._longest_own_label()
        tall = max(28.0, len(self.own_label_lines(longest)) * self.line(OWN_LABEL, bold=True))
        left, wide = self._own_label_place()
        return self.frame.rect(left, min(668.0, 712 - tall), wide, tall)

    def token(self, index: int) -> pygame.Rect:
        return self.frame.rect(44 + index * 96, 556, 80, 80)

    @measured
    def token_caption(self, words: str) -> tuple[list[str], int]:
        """The solo Jester tokens' caption in the lines it is drawn in (the left column's
        width), and the window y of its top: its last line just over the tokens."""
        width = LEFT_COLUMN[1] - LEFT_COLUMN[0]
        lines = self.lines(kept_together(words), TOKEN_CAPTION, width, bold=True)
        step = self.font(TOKEN_CAPTION, bold=True).get_linesize()
        return lines, self.token(0).top - self.frame.px(8) - len(lines) * step

    def tokens_with_caption(self) -> pygame.Rect:
        """The solo Jester tokens and their caption (the widest it says): the tutorial's
        ring goes round both instead of through the words."""
        lines, top = self.token_caption(tokens_text(0))
        font = self.font(TOKEN_CAPTION, bold=True)
        tokens = self.token(0).union(self.token(1))
        caption = pygame.Rect(0, top, max(font.size(line)[0] for line in lines), tokens.top - top)
        caption.centerx = tokens.centerx
        return tokens.union(caption)

    def tokens_top(self) -> int:
        """The window y over the solo Jester tokens and their caption (the longest it says)."""
        return self.token_caption(tokens_text(0))[1]

    @property
    @measured
    def log_panel(self) -> pygame.Rect:
        """The game log, when open: the left column, over the castle and the seats on the
        left (however big the UI scale makes them), above the hand caption."""
        top = self.bar_height + 8
        bottom, width = 520.0, 264.0
        if self.players > 1:
            _top, lowest, right = self.left_seats()
            bottom = max(bottom, lowest + 6)
            beside_banner = 640 - BANNER_W / 2 - 12 - 8  # never under the banner
            width = max(width, min(right - 18 + 12, beside_banner))
        bottom = min(bottom, self._design_y(self.own_label().top) - 6)
        return self.frame.rect(12, top, width, bottom - top)

    @property
    def log_drawer(self) -> pygame.Rect:
        """The game log at the table, when open: a drawer in the side panel's place (the
        right column over the action buttons, under the piles' captions and the seat on the
        right), so the castle, the enemy and every seat stay in sight; the side panel gives
        way to it while it is open. Alone, over Play, Yield and Flip token (two rows at a big
        UI scale: the drawer ran under the first at 200%)."""
        actions: tuple[str, ...] = (play_word(), yield_word())
        if self.players == 1:
            actions = (*actions, flip_word())
        return self.preview_for(self.frame.px(1440), actions)  # as tall as the column lets

    def log_drawer_over(self, actions: Sequence[str], top: int | None = None) -> pygame.Rect:
        """`log_drawer` over the action buttons labelled `actions` (the ones shown now): as
        tall as the column lets it be over them, where a longer language's Play and Yield
        would have taken two rows of buttons ("Ausspielen", "Passen" at 200%) and cut the
        newest line; under window y `top` (the note of the known draws) when given."""
        return self.preview_for(self.frame.px(1440), actions, top=top)

    def choice_height(self) -> float:
        """A seat chooser button's height (design px)."""
        return max(38.0, self.line(CHOICE_TEXT, bold=True) + 8)

    def chooser_room(self) -> float:
        """The room (design px) the seat chooser's buttons take at the foot of its panel."""
        return self.players * (self.choice_height() + 6) + 4

    def seat_choice(self, seat: int) -> pygame.Rect:
        """The seat buttons shown after a Jester (R-JEST-4): a column at the foot of the
        side panel, the panel growing up over them (as many as there are seats, inside it)."""
        height = self.choice_height()
        left, width = self.right_column()
        top = 712 - 8 - self.players * (height + 6) + 6
        return self.frame.rect(left + 12, top + (seat - 1) * (height + 6), width - 24, height)

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
        zone, seat, _index = where
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

    def table_row_rect(self, table: tuple[tuple[Card, ...], ...]) -> pygame.Rect | None:
        """Where the plays on the table lie (window px), or None when there are none."""
        row = self._table_row(table)
        if not row:
            return None
        height = card_height(round(row[0].width))
        rects = [pygame.Rect(0, 0, round(place.width), height) for place in row]
        for rect, place in zip(rects, row, strict=True):
            rect.center = (round(place.x), round(place.y))
        return rects[0].unionall(rects[1:])

    def _table_row(self, table: tuple[tuple[Card, ...], ...]) -> list[Placement]:
        """The table's cards in order: plays side by side (oldest on the left), the cards of
        one play overlapping; the whole row shrinks to fit when many plays pile up."""
        step_in, gap = TABLE_W * 0.42, TABLE_W * 0.3
        widths = [TABLE_W + step_in * (len(play) - 1) for play in table]
        total = sum(widths) + gap * (len(widths) - 1)
        fit = self._table_fit()[1]  # the row's cards smaller where the window is crowded
        scale = min(fit, 760 / total) if total else fit
        width = self.frame.px(TABLE_W * max(scale, 0.75))
        row: list[Placement] = []
        left = 640 - total * scale / 2
        for play, play_width in zip(table, widths, strict=True):
            for within in range(len(play)):
                x, y = self.frame.point(
                    left + (TABLE_W / 2 + step_in * within) * scale, self.table_y
                )
                row.append(Placement(x, y, width, z=10 + len(row)))
            left += (play_width + gap) * scale
        return row

    def _hand_card(self, index: int, count: int, lifted: bool, hidden: bool) -> Placement:
        """A gentle fan; wider spacing for fewer cards."""
        spacing = min(84.0, 620 / max(count, 1))
        offset = index - (count - 1) / 2
        x = HAND_CENTER[0] + offset * spacing
        y = HAND_CENTER[1] + self.hand_drop + abs(offset) ** 1.6 * 2.6
        y -= self.hand_lift if lifted else 0
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
        """A seat's hidden cards, a small fan under its name."""
        panel = self.seat_panel(seat, viewer)
        x = self._seat_fan_start(panel) + index * self._seat_spacing(count)
        return Placement(
            x, self.seat_fan_middle(panel), self.frame.px(SEAT_W), 0.0, 0.0, z=50 + index
        )

    def seat_fan_middle(self, panel: pygame.Rect) -> float:
        """The window y of the middle of a seat's fan of card backs (and of its count)."""
        return panel.bottom - self.frame.px(7) - self.frame.px(card_height(SEAT_W)) / 2

    def _seat_spacing(self, count: int) -> float:
        return min(self.frame.px(11), self.frame.px(SEAT_FAN_MOST - SEAT_W) / max(count - 1, 1))

    def _seat_fan_start(self, panel: pygame.Rect) -> float:
        """The centre of a seat's first hidden card, under the start of its name."""
        return self.seat_words_left(panel) + self.frame.px(SEAT_W) / 2

    def seat_fan_end(self, panel: pygame.Rect, count: int) -> int:
        """The window x right of a seat's fan of `count` card backs."""
        last = self._seat_fan_start(panel) + (max(count, 1) - 1) * self._seat_spacing(count)
        return round(last + self.frame.px(SEAT_W) / 2)

    def text_room(self, panel: pygame.Rect, count: int) -> int:
        """How wide the count beside the `count` card backs of seat plate `panel` may be."""
        return max(1, panel.right - self.frame.px(8) - self.seat_count_left(panel, count))

    def seat_count_left(self, panel: pygame.Rect, count: int) -> int:
        """The window x where a seat's count starts, right of its `count` card backs."""
        return self.seat_fan_end(panel, count) + self.frame.px(8)
