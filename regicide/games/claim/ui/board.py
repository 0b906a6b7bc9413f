"""Claim's board, drawn from one seat's view (never the state): the prize and the deck, the
trick, the discard pile, both follower piles (yours face down; you may look at it), the score
piles grouped by faction with a live tally, the other hand face down and yours face up, and
the cards in the air over them (flights.py).

It is the table's and the replay viewer's: both hand it a `SeatView` (and, with the replay's
spoilers, the other hand too) and ask it where things are (`hand_rects`, `trick_rect`,
`followers_rect`) for the pointer, and where a card of any place lies (`spot`) for a flight.
Design coordinates are 1280×720, scaled by the frame.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from regicide.games.claim.engine import Card, SeatView, Status
from regicide.games.claim.ui.faces import Faces
from regicide.games.claim.ui.plates import (
    FACE_THEM,
    FACE_YOU,
    FAN,
    FAN_WIDTH,
    PLATE_THEM,
    PLATE_YOU,
    Plate,
    fan_x,
)
from regicide.games.claim.ui.score_panel import ScorePanel, panel_rows
from regicide.games.claim.ui.shown import Scene
from regicide.games.claim.ui.telling import LastTrick, is_you
from regicide.games.claim.ui.transit import Place
from regicide.i18n import _
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.look import Look
from regicide.ui.portraits import Portraits
from regicide.ui.widgets import (
    Frame,
    blit_text,
    cut_short,
    draw_panel,
    fit_label,
    fits_whole,
    line_height,
    text_width,
    wrap_parts,
)

HAND_Y = 560.0
HAND_WIDTH = 76.0
PILE_WIDTH = 62.0
PILE_WORDS_SIZE = 13  # a follower pile's words, at most
TRICK = (440.0, 160.0, 330.0, 190.0)  # the trick area: x, y, width, height
#: Each side's card in the trick: the other side's up and left, yours down and right, each
#: named on its free side.
TRICK_AT = {False: (520.0, 166.0), True: (610.0, 232.0)}
HAND_SPAN = (150.0, 930.0)  # where the hand may spread
TALLY = (960.0, 50.0, 306.0, 656.0)  # the score panel: x, y, width, height
LIFT = 22.0  # a selected card rises this much
LAST = (780.0, 160.0, 172.0, 250.0)  # the last trick, right of the trick area
LAST_WIDTH = 44.0
LAST_LOWEST = 536.0  # the last trick's words end above the hand's cards at the most
DECK = (250.0, 166.0)  # the deck's top left (the Troll pool's row starts there too)
DECK_WORDS = 84.0  # the room of the words under the deck ("Stapel 25"), centred under it
DECK_WORDS_LEFT = DECK[0] + PILE_WIDTH / 2 - DECK_WORDS / 2
WORD_GAP = 12.0  # design px between words side by side: "Gegnergefolge: 0 Stapel 25" read as one
PRIZE = (336.0, 160.0)
LOG_PANEL = (12.0, 150.0, 300.0, 390.0)  # the log panel, when it is open (over the piles)
LOG_END = LOG_PANEL[0] + LOG_PANEL[2]
DISCARD = (250.0, 322.0)  # under the deck (and its two lines)
PRIZE_WIDTH = 76.0
TRICK_WIDTH = 80.0
ROW_WIDTH = 46.0  # the cards of a Gnome row or the Troll pool
KNOWN_WIDTH = 30.0  # the other side's recruited prizes, under its follower pile
KNOWN_SPAN = 200.0
SEAT_Y = {True: 376.0, False: 160.0}  # follower piles and Gnome rows: yours, theirs


HYPHEN_BREAK = "- "  # where a wrapped label may break a hyphenated word
TRICK_WORD_SIZES = (12, 11, 10, 9)  # design px the last trick's words try, biggest first
TRICK_LINES = 4  # the last trick's words shrink before they are taller than this many lines
LAST_HEAD = 13  # design size of the last trick's heading: above its seats' names (12)
LAST_STEP = 66.0  # design px from the last trick's first card to its second
LAST_HEAD_ROOM = 24.0  # design px from the last trick's top to its first card


class Board:
    """Draws the table for one view at one window size and says where its parts are."""

    def __init__(
        self,
        look: Look,
        frame: Frame,
        tally_box: tuple[float, float, float, float] = TALLY,
        discard_at: tuple[float, float] = DISCARD,
    ) -> None:
        self.look, self.frame = look, frame
        self.faces = Faces(look.theme, look.text)
        self.tally_box, self.discard_at = tally_box, discard_at
        self.portraits = Portraits()
        self.in_overlay = False  # drawing the follower strip, over the table
        #: where the last trick's words end (design y): higher where a panel lies under them
        #: (the tutorial's coach)
        self.last_bottom = LAST_LOWEST
        #: and where the table's note starts under them (design y; the table says each frame,
        #: lower when no note reaches under the last trick)
        self.note_top = LAST[1] + LAST[3]

    def restyle(self, look: Look, frame: Frame) -> None:
        self.look, self.frame = look, frame
        self.faces = Faces(look.theme, look.text)

    # -- where things are ----------------------------------------------------------------------

    def hand_rects(self, count: int, selected: int | None = None) -> list[pygame.Rect]:
        """Each hand card's rectangle, left to right (the selected one lifted)."""
        left, right = HAND_SPAN
        height = HAND_WIDTH * 1.4
        step = min(HAND_WIDTH + 6, (right - left - HAND_WIDTH) / max(count - 1, 1))
        start = (left + right) / 2 - (step * (count - 1) + HAND_WIDTH) / 2
        return [
            self.frame.rect(
                start + index * step,
                HAND_Y - (LIFT if index == selected else 0),
                HAND_WIDTH,
                height,
            )
            for index in range(count)
        ]

    def hand_index_at(
        self, position: tuple[int, int], count: int, selected: int | None
    ) -> int | None:
        """The hand card under the pointer (the rightmost, as they overlap)."""
        for index, rect in reversed(list(enumerate(self.hand_rects(count, selected)))):
            if rect.collidepoint(position):
                return index
        return None

    @property
    def trick_rect(self) -> pygame.Rect:
        return self.frame.rect(*TRICK)

    @property
    def followers_rect(self) -> pygame.Rect:
        """The seat's own follower pile (click to look at it)."""
        return self.frame.rect(40, SEAT_Y[True], PILE_WIDTH + 120, PILE_WIDTH * 1.4 + 30)

    def spot(self, place: Place, index: int, count: int, view: SeatView, card: Card) -> pygame.Rect:
        """Where the `index`-th of `count` cards of `place` lies, as `view`'s seat sees the
        table (a score pile's `card`: on its faction's row in the score panel; the other
        hand's: in its plate's fan)."""
        zone, mine = place.zone, place.seat == view.seat
        if zone == "hands" and mine:
            return self.hand_rects(max(count, index + 1))[index]
        played_mine = (view.leader == view.seat) == (index == 0)
        spots = {
            "hands": ((fan_x(count, index), FAN[1]), FAN_WIDTH),
            "followers": ((40.0, SEAT_Y[mine]), PILE_WIDTH),
            "gnome_rows": ((40.0 + index * 22, SEAT_Y[mine]), ROW_WIDTH),
            "troll_pool": ((DECK[0] + index * 22, DECK[1]), ROW_WIDTH),
            "table": (TRICK_AT[played_mine], TRICK_WIDTH),
            "prize": (PRIZE, PRIZE_WIDTH),
            "discard": (self.discard_at, PILE_WIDTH),
            "scores": (self._score_spot(view, card, mine), 22.0),
        }
        (x, y), width = spots.get(zone, (DECK, PILE_WIDTH))
        return self.frame.rect(x, y, width, width * 1.4)

    def _score_spot(self, view: SeatView, card: Card, mine: bool) -> tuple[float, float]:
        """The top left of a small card over `card`'s faction row, on its side's line."""
        factions = view.options.factions
        index = factions.index(card.faction) if card.faction in factions else 0
        rows = panel_rows(self.tally_box, len(factions))
        top, height = rows[index]
        return (self.tally_box[0] + 60, top + height * (0.3 if mine else 0.55))

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        view = scene.view
        self._plates(surface, scene)
        self._deck_and_prize(surface, view, piles=not scene.log_open)
        self._trick(surface, scene)
        if scene.last_trick is not None:
            self._last_trick(surface, scene.last_trick, scene)
        self._followers(surface, scene)
        ScorePanel(self, self.tally_box).draw(surface, view, scene)
        self._hand(surface, view.hand, scene)
        for flight in scene.flying:
            faces = self.faces
            image = faces.back(flight.base) if flight.card is None else faces.face(
                flight.card, flight.base)  # fmt: skip
            flight.draw(surface, image)

    def card(
        self, surface: pygame.Surface, card: Card | None, x: float, y: float, width: float
    ) -> pygame.Rect:
        """A card (None: its back) with its top left at design (x, y)."""
        rect = self.frame.rect(x, y, width, width * 1.4)
        image = self.faces.back(rect.width) if card is None else self.faces.face(card, rect.width)
        surface.blit(image, rect)
        return rect

    def label(
        self,
        surface: pygame.Surface,
        text: str,
        anchor: str,
        at: tuple[float, float],
        size: int = 15,
        *,
        dim: bool = False,
        width: float = 300,
        height: float | None = None,
        bold: bool = False,
        color: tuple[int, int, int] | None = None,
        most: int | None = None,
    ) -> pygame.Rect:
        """Words at design `size` (as the UI scale enlarges them, to `most` px at most when
        given), shrunk to fit `width` (and `height`, given) design pixels."""
        colors = self.look.theme.colors
        color = color or (colors.text_dim if dim else colors.text)
        frame = self.frame
        tall = None if height is None else frame.px(height)
        image = fit_label(
            self.look.text, text, frame.px(width), frame.px(size), color, height=tall, bold=bold,
            most=most,
        )  # fmt: skip
        return blit_text(surface, image, anchor, frame.point(*at))

    def label_lines(
        self,
        surface: pygame.Surface,
        text: str,
        at: tuple[float, float],
        size: int,
        *,
        width: float,
        room: float,
        dim: bool = True,
    ) -> float:
        """Words from the top left `at`: on one line when it holds them whole, else wrapped
        onto the lines `room` design pixels hold (at a smaller size if need be, as the last
        trick's words are), never cut short in a longer language; returns the design height
        they took."""
        line = line_height(self.look.text, self.frame, size)
        if self.fits(text, size, width, line, bold=False):
            self.label(surface, text, "topleft", at, size, dim=dim, width=width, height=line)
            return line
        # a word too long for a line breaks after its hyphen ("Experten-" / "KI")
        size, step, lines = self._wrapped(
            text.replace("-", HYPHEN_BREAK), width, room, (size, *TRICK_WORD_SIZES)
        )
        lines = [line.replace(HYPHEN_BREAK, "-") for line in lines]
        for index, words in enumerate(lines):
            self.label(surface, words, "topleft", (at[0], at[1] + index * step), size, dim=dim,
                       width=width, height=step)  # fmt: skip
        return step * len(lines)

    def fits(self, text: str, size: int, width: float, height: float, *, bold: bool) -> bool:
        """Whether `label` shows `text` whole in `width` × `height` design pixels (shrunk at
        most to the smallest text), not cut with an ellipsis."""
        frame = self.frame
        room = (frame.px(width), frame.px(height))
        return fits_whole(self.look.text, text, room, frame.px(size), bold=bold)

    def _plates(self, surface: pygame.Surface, scene: Scene) -> None:
        """Both players' plates: the other side's at the top with its hand's backs in a fan
        (the replay's spoilers: face up), yours left of your hand."""
        view = scene.view
        for mine in (False, True):
            seat = view.seat if mine else view.opponent
            plate = Plate(
                scene.names[0 if mine else 1],
                scene.faces[0 if mine else 1],
                view.hand_sizes[seat - 1],
                view.follower_sizes[seat - 1] if view.phase == 1 else len(view.scores[seat - 1]),
                view.phase,
                acting=view.to_act == seat and view.status is Status.PLAYING,
            )
            self._plate(surface, plate, mine)
        count = view.hand_sizes[view.opponent - 1]
        shown = scene.other_hand
        for index in range(count):
            card = shown[index] if shown is not None and index < len(shown) else None
            self.card(surface, card, fan_x(count, index), FAN[1], FAN_WIDTH)

    def _plate(self, surface: pygame.Surface, plate: Plate, mine: bool) -> None:
        colors = self.look.theme.colors
        x, y, width, height = PLATE_YOU if mine else PLATE_THEM
        rect = self.frame.rect(x, y, width, height)
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=200)
        if plate.acting:  # whose turn it is: a ring in the highlight colour
            pygame.draw.rect(surface, colors.highlight, rect, width=max(2, self.frame.px(3)),
                             border_radius=self.frame.px(12))  # fmt: skip
        size = FACE_YOU if mine else FACE_THEM
        face_at = (x + (width - size) / 2, y + 6) if mine else (x + 8, y + (height - size) / 2)
        image = self.portraits.get(plate.face, self.frame.px(size))
        if image is not None:
            surface.blit(image, self.frame.rect(*face_at, size, size))
        cards, followers = plate.detail()
        if mine:
            top, room = y + size + 10, width - 12
            lines = ((plate.name, 16, False), (cards, 12, True), (followers, 12, True))
            step = (height - size - 14) / 3
            for index, (words, px, dim) in enumerate(lines):
                self.label(surface, words, "midtop", (x + width / 2, top + index * step), px,
                           dim=dim, width=room, height=step, bold=index == 0)  # fmt: skip
            return
        left, room = x + size + 18, FAN[0] - x - size - 26
        self.label(surface, plate.name, "topleft", (left, y + 10), 17, width=room, height=30,
                   bold=True)  # fmt: skip
        for index, words in enumerate((cards, followers)):
            self.label(surface, words, "topleft", (left, y + 46 + index * 24), 13, dim=True,
                       width=room, height=24)  # fmt: skip

    def _deck_and_prize(self, surface: pygame.Surface, view: SeatView, *, piles: bool) -> None:
        """The prize; and the deck, the discard and the troll pool unless the log panel
        covers them (`piles` False: their words would peek out past its edge)."""
        peeked = view.peeked is not None and view.peeker == view.seat
        below = (DECK[0] + PILE_WIDTH / 2, DECK[1] + PILE_WIDTH * 1.4 + 5)
        if view.deck_size and piles:
            self.card(surface, view.peeked if peeked else None, *DECK, PILE_WIDTH)  # C-SEE-1
            deck = _("Deck {count}").format(count=view.deck_size)
            self.label(surface, deck, "midtop", below, 13, dim=True, width=DECK_WORDS, height=22)
            if peeked:  # C-SEE-1: the card on the deck is face up for you alone
                under = (below[0] - 42, below[1] + 22)
                room = DISCARD[1] - 2 - under[1]
                self.label_lines(surface, _("top seen"), under, 13, width=84, room=room, dim=False)
        if view.discard_size and piles:
            self._discard(surface, view)
        if view.prize is not None:
            self.card(surface, view.prize, *PRIZE, PRIZE_WIDTH)
            under = (PRIZE[0] + PRIZE_WIDTH / 2, PRIZE[1] + PRIZE_WIDTH * 1.4 + 5)
            self.label(surface, _("Prize"), "midtop", under, 14, width=90)
        elif view.phase == 2 and view.status is Status.PLAYING and not view.troll_pool:
            at = ("midtop", (340.0, 200.0)) if piles else ("topleft", (LOG_END + 10, 200.0))
            self.label(surface, _("Phase two"), *at, 14, dim=True, width=180)
        if view.troll_pool and piles:
            self._row(surface, view.troll_pool, DECK, _("Troll pool"))

    def _discard(self, surface: pygame.Surface, view: SeatView) -> None:
        """The discard pile: its top card (face down when this seat did not see it go there,
        DEC-33) and its size."""
        hidden = view.discard_size - 1 in view.discard_unseen_at
        x, y = self.discard_at
        self.card(surface, None if hidden else view.discard[-1], x, y, PILE_WIDTH)
        below = (x + PILE_WIDTH / 2, y + PILE_WIDTH * 1.4 + 5)
        discard = _("Discard {count}").format(count=view.discard_size)
        self.label_lines(surface, discard, (below[0] - 55, below[1]), 13, width=110, room=40)

    def _row(
        self, surface: pygame.Surface, cards: Sequence[Card], at: tuple[float, float], words: str
    ) -> None:
        """Public cards overlapping in a row, with their name under them."""
        x, y = at
        for index, card in enumerate(cards):
            self.card(surface, card, x + index * 22, y, ROW_WIDTH)
        self.label(surface, words, "topleft", (x, y + ROW_WIDTH * 1.4 + 4), 13, dim=True,
                   width=190)  # fmt: skip

    def _trick(self, surface: pygame.Surface, scene: Scene) -> None:
        """The trick: each card on its player's side (the other's above, yours below), its
        player named beside it and the leader marked (C-CONV-3)."""
        view = scene.view
        colors = self.look.theme.colors
        draw_panel(surface, self.trick_rect, colors.felt_edge, colors.panel_edge, alpha=90,
                   radius=12)  # fmt: skip
        lying = Counter(view.table)  # a card gone from the trick leaves its place empty
        for index, card in enumerate(view.plays):
            mine = (view.leader == view.seat) == (index == 0)
            if lying[card]:  # its player named beside it; a place left empty says no name
                lying[card] -= 1
                self.card(surface, card, *TRICK_AT[mine], TRICK_WIDTH)
                self._owner(surface, scene.names[0 if mine else 1], index == 0, mine)
        if not view.plays and view.status is Status.PLAYING:
            who = scene.names[0] if view.leader == view.seat else scene.names[1]
            lead = _("You lead") if is_you(who) else _("{who} leads").format(who=who)
            self.label(surface, lead, "center", (TRICK[0] + TRICK[2] / 2, TRICK[1] + TRICK[3] / 2),
                       16, dim=True, width=TRICK[2] - 20)  # fmt: skip

    def _owner(self, surface: pygame.Surface, name: str, led: bool, mine: bool) -> None:
        """A trick card's player beside it (the other side's right of its card, yours left of
        yours), and "led" under the leader's name."""
        x, y = TRICK_AT[mine]
        if mine:
            anchor, at, room = "topright", (x - 10, y + 58), x - TRICK[0] - 20
        else:
            anchor, at, room = (
                "topleft",
                (x + TRICK_WIDTH + 10, y + 4),
                TRICK[0] + TRICK[2] - x - TRICK_WIDTH - 20,
            )
        self.label(surface, name, anchor, at, 14, width=room, height=22)
        if led:
            accent = self.look.theme.colors.accent
            self.label(surface, _("led"), anchor, (at[0], at[1] + 24), 13, width=room, height=20,
                       bold=True, color=accent)  # fmt: skip

    def _last_trick(self, surface: pygame.Surface, last: LastTrick, scene: Scene) -> None:
        """The trick just played, small, right of the trick area: a heading at its own size
        (at 1920x1080 200% "Dernier pli" shrank to its fixed line, smaller than "Vous" under
        it; it reaches up, not pushing the cards into the words' room), each card on its
        player's line (the other's above), who led, and who won and why."""
        x, y, width, _height = LAST
        seat = scene.view.seat
        # its own line, up from its cards into the room left by the other side's plate
        self.label(surface, _("Last trick"), "bottomleft", (x, y + LAST_HEAD_ROOM), LAST_HEAD,
                   dim=True, width=width, height=self._last_head())  # fmt: skip
        for index, card in enumerate(last.cards):
            mine = last.owner(index) == seat
            top = y + LAST_HEAD_ROOM + (LAST_STEP if mine else 0)
            self.card(surface, card, x, top, LAST_WIDTH)
            room, left = width - LAST_WIDTH - 6, x + LAST_WIDTH + 6
            # "You" and "They" as in the score panel (a computer's name may be long:
            # "Experten-KI"), on two lines where one cannot hold it
            name = scene.short_names[0 if mine else 1]
            used = self.label_lines(surface, name, (left, top + 4), 12, width=room, room=40,
                                    dim=False)  # fmt: skip
            if index == 0:  # "led" under the leader's name, as in the trick
                accent = self.look.theme.colors.accent
                self.label(surface, _("led"), "topleft", (left, top + 4 + used), 12, width=room,
                           height=18, color=accent)  # fmt: skip
        top = self.last_words_top()
        bottom = min(self.note_top, self.last_bottom)
        size, step, lines = self._trick_words(last.words, width, bottom - top)
        for index, line in enumerate(lines):
            at = (x, top + index * step)
            self.label(surface, line, "topleft", at, size, dim=True, width=width, height=step)

    def _last_head(self) -> float:
        """The design height of the last trick's heading line: its size's line as the UI
        scale draws it (24 at the least), so the heading never shrinks to fit."""
        return max(LAST_HEAD_ROOM, line_height(self.look.text, self.frame, LAST_HEAD))

    def last_words_top(self) -> float:
        """Where the last trick's words start (design y): under its heading and two cards."""
        return LAST[1] + LAST_HEAD_ROOM + 2 * LAST_STEP

    def _trick_words(self, words: str, width: float, room: float) -> tuple[int, float, list[str]]:
        """Who won the last trick and why, in lines that fit `room` design pixels: a smaller
        size where the lines at 12 would run past it (at 960×540 and 200% "They won:
        Doppelganger 7 beats 3" lost its last word), or past the height of TRICK_LINES lines
        at 12 (at 1920×1080 200% the French reason stood a word or two a line on six
        lines); at the least
        size, the last line that fits ends in "…"."""
        shorter = min(room, TRICK_LINES * line_height(self.look.text, self.frame, 12))
        size, step, lines, shown = self._wrapping(
            words, width, shorter, TRICK_WORD_SIZES, least=False
        )
        if len(lines) <= shown:
            return size, step, lines
        return self._wrapped(words, width, room, TRICK_WORD_SIZES[-1:])

    def _wrapped(
        self, words: str, width: float, room: float, sizes: Sequence[int]
    ) -> tuple[int, float, list[str]]:
        """`words` wrapped to `width` at the first of `sizes` (then smaller, down to the least
        text) whose lines fit `room` design pixels; at the least, the last line that fits
        ends in "…" (`cut_short`: the layout tests count it)."""
        size, step, lines, shown = self._wrapping(words, width, room, sizes)
        return size, step, cut_short(lines, shown)

    def _wrapping(
        self, words: str, width: float, room: float, sizes: Sequence[int], *, least: bool = True
    ) -> tuple[int, float, list[str], int]:
        """`_wrapped`'s size, line step and lines, and how many lines `room` holds (fewer
        than the lines where even the least size cannot hold them); `least`: after `sizes`,
        the smaller ones down to the least text."""
        text, frame = self.look.text, self.frame
        for size in self._down_to_least(sizes) if least else sizes:
            step = line_height(text, frame, size)  # design pixels, as the UI scale draws a line
            lines = wrap_parts(words, text.body_font(frame.px(size)), frame.px(width))
            shown = max(1, int(room // max(step, 1)))
            if len(lines) <= shown:
                break
        return size, step, lines, shown

    def trick_words_fit(self, words: str, bottom: float) -> bool:
        """Whether the last trick's words fit whole under its cards, above design y
        `bottom`, at one of their own sizes (the tutorial's coach gives way where they do
        not, before they would shrink to the least text: at 1920x1080 200% they did)."""
        _size, _step, lines, shown = self._wrapping(
            words, LAST[2], bottom - self.last_words_top(), TRICK_WORD_SIZES, least=False
        )
        return len(lines) <= shown

    def _down_to_least(self, sizes: Sequence[int]) -> list[int]:
        """`sizes`, then smaller design sizes while each still draws larger than the one
        before and no smaller than the least text (MIN_TEXT_PX): words that must wrap
        into a fixed room take every readable size before they would lose their end."""
        text, frame = self.look.text, self.frame
        found = list(sizes)
        drawn = text.body_px(frame.px(found[-1]))
        size = found[-1] - 1
        while size > 1 and drawn > MIN_TEXT_PX:
            smaller = text.body_px(frame.px(size))
            if smaller < drawn:
                found.append(size)
                drawn = smaller
            size -= 1
        return found

    def _followers(self, surface: pygame.Surface, scene: Scene) -> None:
        view = scene.view
        mine, theirs = view.follower_sizes[view.seat - 1], view.follower_sizes[view.opponent - 1]
        known = view.exposed[view.opponent - 1]
        if view.phase == 2:
            for seat, y in ((view.opponent, SEAT_Y[False]), (view.seat, SEAT_Y[True])):
                row = view.gnome_rows[seat - 1]
                if row:  # C-GNO-1: public Gnome rows
                    texts = (_("Your Gnome row"), _("Their Gnome row"), _("{name}'s Gnome row"))
                    self._row(surface, row, (40, y), scene.owned(seat == view.seat, texts))
            if known and not view.gnome_rows[view.opponent - 1]:
                texts = (_("Known in your hand:"), _("Known in their hand:"),
                         _("Known in {name}'s hand:"))  # fmt: skip
                under = SEAT_Y[False] + PILE_WIDTH * 1.4 + 26
                self._known(surface, known, scene.owned(False, texts), under)
            return
        theirs_words = scene.owned(False, self._followers_texts(), count=theirs)
        mine_words = scene.owned(True, self._followers_texts(), count=mine)
        words_size = self._pair_size((theirs_words, mine_words), PILE_WORDS_SIZE)
        below = self._pile(surface, None, (40, SEAT_Y[False]), (theirs_words, words_size),
                           size=theirs)  # fmt: skip
        if known:
            self._known(surface, known, _("Recruited face up:"), below + 4)
        top = view.followers[-1] if scene.peeking and view.followers else None
        below = self._pile(surface, top, (40, SEAT_Y[True]), (mine_words, words_size), size=mine)
        if mine and scene.peek_key and not scene.peeking:  # on its own line: fits at 960×540
            self.label(surface, _("F: look at them"), "topleft", (40, below + 2), 12, dim=True,
                       width=DECK[0] - 52, height=18)  # fmt: skip
        if scene.peeking and view.followers:
            self._spread(surface, view.followers)

    @staticmethod
    def _followers_texts() -> tuple[str, str, str]:
        return (
            _("Your followers: {count}"),
            _("Their followers: {count}"),
            _("{name}'s followers: {count}"),
        )

    def _known(self, surface: pygame.Surface, cards: Sequence[Card], words: str, y: float) -> None:
        """What the other side showed of its followers (C-VIS-3/5): its recruited prizes face
        up, in a row under its pile (from `y`), their words on two lines where one is short."""
        room = SEAT_Y[True] - 4 - KNOWN_WIDTH * 1.4 - y
        used = self.label_lines(surface, words, (40, y), 12, width=KNOWN_SPAN, room=room)
        step = min(KNOWN_WIDTH + 2, (KNOWN_SPAN - KNOWN_WIDTH) / max(len(cards) - 1, 1))
        for index, card in enumerate(cards):
            self.card(surface, card, 40 + index * step, y + max(20.0, used + 2), KNOWN_WIDTH)

    def _pair_size(self, pair: tuple[str, str], size: int) -> int:
        """The design size both follower piles' words are drawn at: the largest up to `size`
        at which each stands whole on its line, so the two piles' words stand alike (at
        1920x1080 200% French 'Partisans adverses : 0' was made smaller to fit, and 'Vos
        partisans : 0' under it stood a third bigger); `size` when none is small enough."""
        width = DECK_WORDS_LEFT - WORD_GAP - 40
        text, frame = self.look.text, self.frame
        return next(
            (
                at
                for at in range(size, 6, -1)
                if all(text_width(text, frame, words, at) <= width for words in pair)
            ),
            size,
        )

    def _pile(
        self,
        surface: pygame.Surface,
        card: Card | None,
        at: tuple[float, float],
        words: tuple[str, int],
        *,
        size: int,
    ) -> float:
        """A follower pile and its words at their design size (on two lines where one is
        short); returns the design y under them."""
        x, y = at
        if size:
            self.card(surface, card, x, y, PILE_WIDTH)
        width = DECK_WORDS_LEFT - WORD_GAP - x  # the deck's words are next: a space apart
        top = y + PILE_WIDTH * 1.4 + 4
        said, words_size = words
        used = self.label_lines(surface, said, (x, top), words_size, width=width, room=44,
                                dim=not size)  # fmt: skip
        return top + max(used, 20.0)

    def _spread(self, surface: pygame.Surface, cards: Sequence[Card]) -> None:
        """The follower pile turned up, in a row above the hand."""
        colors = self.look.theme.colors
        step = min(44.0, 760 / max(len(cards), 1))
        draw_panel(surface, self.frame.rect(140, 420, 800, 110), colors.panel, colors.panel_edge)
        self.in_overlay = True
        for index, card in enumerate(cards):
            self.card(surface, card, 150 + index * step, 428, 66)
        self.in_overlay = False

    def _hand(self, surface: pygame.Surface, hand: tuple[Card, ...], scene: Scene) -> None:
        """The hand, the cards the follow rule bars dimmed (C-TRICK-3); a card being dragged
        is drawn last, under the pointer."""
        rects = self.hand_rects(len(hand), scene.selected)
        dragged = scene.selected if scene.dragged_to is not None else None
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if index != dragged:
                surface.blit(self.faces.face(card, rect.width), rect)
                if index in scene.barred:
                    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(),
                                     border_radius=max(2, rect.width // 12))  # fmt: skip
                    surface.blit(shade, rect)
        if dragged is not None and scene.dragged_to is not None and dragged < len(hand):
            image = self.faces.face(hand[dragged], rects[dragged].width)
            surface.blit(image, image.get_rect(center=scene.dragged_to))
