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
from dataclasses import dataclass

import pygame

from regicide.games.claim.engine import NO_ONE, Card, Margin, SeatView, Status, Tally, tally
from regicide.games.claim.narrate import faction_name
from regicide.games.claim.ui.faces import Faces, draw_symbol
from regicide.games.claim.ui.flights import Flight
from regicide.games.claim.ui.transit import Place
from regicide.ui.look import Look
from regicide.ui.widgets import (
    Frame,
    blit_text,
    draw_panel,
    fit_label,
    line_height,
    wrap_parts,
)

HAND_Y = 560.0
HAND_WIDTH = 76.0
PILE_WIDTH = 62.0
TRICK = (470.0, 225.0, 300.0, 150.0)  # the trick area: x, y, width, height
HAND_SPAN = (150.0, 930.0)  # where the hand may spread
TALLY = (960.0, 56.0, 300.0, 470.0)  # the score panel: x, y, width, height
NARROW = 260.0  # a score panel narrower than this gives the counts without the seats' names
LIFT = 22.0  # a selected card rises this much
#: The last trick's words beside its cards: "Last trick: You won" and why, in a few lines.
LAST_TRICK_WIDTH = 380.0
LAST_TRICK_LINES = 3
DECK = (250.0, 236.0)  # the deck's top left (the Troll pool's row starts there too)
PRIZE = (345.0, 226.0)
DISCARD = (800.0, 236.0)  # between the trick and the score panel
PRIZE_WIDTH = 76.0
TRICK_WIDTH = 80.0
ROW_WIDTH = 46.0  # the cards of a Gnome row or the Troll pool
OTHER_WIDTH = 52.0  # the other hand's backs
SEAT_Y = {True: 400.0, False: 160.0}  # follower piles and Gnome rows: yours, theirs


@dataclass(frozen=True)
class Scene:
    """What the board shows besides the view: the seat it is drawn for, the selected hand
    card, whether the follower pile is turned up, the other hand (the replay's spoilers)."""

    view: SeatView
    selected: int | None = None
    peeking: bool = False
    other_hand: tuple[Card, ...] | None = None
    names: tuple[str, str] = ("you", "them")  # the seat drawn for, and the other
    last_trick: tuple[tuple[Card, ...], str] | None = None  # its cards and what happened
    dragged_to: tuple[int, int] | None = None  # the selected card follows the pointer here
    flying: Sequence[Flight] = ()  # cards in the air, drawn over everything


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
        return self.frame.rect(40, 400, PILE_WIDTH + 120, PILE_WIDTH * 1.4 + 30)

    def spot(self, place: Place, index: int, count: int, view: SeatView, card: Card) -> pygame.Rect:
        """Where the `index`-th of `count` cards of `place` lies, as `view`'s seat sees the
        table (a score pile's `card`: on its faction's symbol in the score panel)."""
        zone, mine = place.zone, place.seat == view.seat
        if zone == "hands" and mine:
            return self.hand_rects(max(count, index + 1))[index]
        spots = {
            "hands": ((other_hand_x(count, index), 58.0), OTHER_WIDTH),
            "followers": ((40.0, SEAT_Y[mine]), PILE_WIDTH),
            "gnome_rows": ((40.0 + index * 22, SEAT_Y[mine]), ROW_WIDTH),
            "troll_pool": ((DECK[0] + index * 22, DECK[1]), ROW_WIDTH),
            "table": ((TRICK[0] + 40 + index * 130, TRICK[1] + 12), TRICK_WIDTH),
            "prize": (PRIZE, PRIZE_WIDTH),
            "discard": (self.discard_at, PILE_WIDTH),
            "scores": (self._score_spot(view, card), 22.0),
        }
        (x, y), width = spots.get(zone, (DECK, PILE_WIDTH))
        return self.frame.rect(x, y, width, width * 1.4)

    def _score_spot(self, view: SeatView, card: Card) -> tuple[float, float]:
        """The top left of a small card over `card`'s faction symbol in the score panel."""
        x, y, _, height = self.tally_box
        factions = view.options.factions
        row = (height - 50) / max(len(factions), 1)
        index = factions.index(card.faction) if card.faction in factions else 0
        return (x + 15, y + 44.6 + index * row)

    # -- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        view = scene.view
        self._other_hand(surface, view, scene.other_hand)
        self._deck_and_prize(surface, view)
        self._trick(surface, view, scene.names)
        if scene.last_trick is not None:
            self._last_trick(surface, *scene.last_trick)
        self._followers(surface, scene)
        self._tally(surface, view, scene.names)
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
    ) -> None:
        """Words at design `size` (as the UI scale enlarges them), shrunk to fit `width` (and
        `height`, given) design pixels."""
        colors = self.look.theme.colors
        color = colors.text_dim if dim else colors.text
        frame = self.frame
        tall = None if height is None else frame.px(height)
        image = fit_label(self.look.text, text, frame.px(width), frame.px(size), color, height=tall)
        blit_text(surface, image, anchor, frame.point(*at))

    def _other_hand(
        self, surface: pygame.Surface, view: SeatView, shown: tuple[Card, ...] | None
    ) -> None:
        count = view.hand_sizes[view.opponent - 1]
        for index in range(count):
            card = shown[index] if shown is not None and index < len(shown) else None
            self.card(surface, card, other_hand_x(count, index), 58, OTHER_WIDTH)
        self.label(surface, f"{count} cards", "midtop", (640, 134), 13, dim=True)

    def _deck_and_prize(self, surface: pygame.Surface, view: SeatView) -> None:
        if view.deck_size:
            self.card(surface, None, *DECK, PILE_WIDTH)
            self.label(surface, f"Deck {view.deck_size}", "midtop", (281, 328), 13, dim=True)
        if view.discard_size:
            self._discard(surface, view)
        if view.prize is not None:
            self.card(surface, view.prize, *PRIZE, PRIZE_WIDTH)
            self.label(surface, "Prize", "midtop", (383, 336), 14)
        elif view.phase == 2 and view.status is Status.PLAYING and not view.troll_pool:
            self.label(surface, "Phase two: for the factions", "center", (335, 280), 14, dim=True)
        if view.peeked is not None and view.peeker == view.seat:
            self.card(surface, view.peeked, *DECK, PILE_WIDTH)  # C-SEE-1: you saw it
            self.label(surface, "You peeked", "midtop", (281, 328), 13)
        if view.troll_pool:
            self._row(surface, view.troll_pool, DECK, "Troll pool")

    def _discard(self, surface: pygame.Surface, view: SeatView) -> None:
        """The discard pile: its top card (face down when this seat did not see it go there,
        DEC-33) and its size."""
        hidden = view.discard_size - 1 in view.discard_unseen_at
        x, y = self.discard_at
        self.card(surface, None if hidden else view.discard[-1], x, y, PILE_WIDTH)
        below = (x + PILE_WIDTH / 2, y + PILE_WIDTH * 1.4 + 5)
        self.label(surface, f"Discard {view.discard_size}", "midtop", below, 13, dim=True)

    def _row(
        self, surface: pygame.Surface, cards: Sequence[Card], at: tuple[float, float], words: str
    ) -> None:
        """Public cards overlapping in a row, with their name under them."""
        x, y = at
        for index, card in enumerate(cards):
            self.card(surface, card, x + index * 22, y, ROW_WIDTH)
        self.label(surface, words, "topleft", (x, y + ROW_WIDTH * 1.4 + 4), 13, dim=True)

    def _trick(self, surface: pygame.Surface, view: SeatView, names: tuple[str, str]) -> None:
        colors = self.look.theme.colors
        area = self.trick_rect
        draw_panel(surface, area, colors.felt_edge, colors.panel_edge, alpha=90, radius=12)
        lying = Counter(view.table)  # a card gone from the trick leaves its place empty
        for index, card in enumerate(view.plays):
            if lying[card]:
                lying[card] -= 1
                self.card(surface, card, TRICK[0] + 40 + index * 130, TRICK[1] + 12, TRICK_WIDTH)
        if not view.plays and view.status is Status.PLAYING:
            who = names[0] if view.leader == view.seat else names[1]
            lead = {"you": "You lead", "them": "They lead"}.get(
                who, f"{who[:1].upper()}{who[1:]} leads"
            )
            self.label(
                surface,
                lead,
                "center",
                (TRICK[0] + TRICK[2] / 2, TRICK[1] + TRICK[3] / 2),
                16,
                dim=True,
            )

    def _last_trick(self, surface: pygame.Surface, cards: tuple[Card, ...], words: str) -> None:
        """The trick just played, small, under the trick area, and how it went."""
        for index, card in enumerate(cards):
            self.card(surface, card, TRICK[0] + index * 36, TRICK[1] + TRICK[3] + 10, 44)
        text, frame = self.look.text, self.frame
        lines = wrap_parts(words, text.body_font(frame.px(13)), frame.px(LAST_TRICK_WIDTH))
        step = line_height(text, frame, 13)  # grows with the UI scale: lines never overlap
        for index, line in enumerate(lines[:LAST_TRICK_LINES]):
            at = (TRICK[0] + 90, TRICK[1] + TRICK[3] + 14 + index * step)
            self.label(surface, line, "topleft", at, 13, dim=True, width=LAST_TRICK_WIDTH)

    def _followers(self, surface: pygame.Surface, scene: Scene) -> None:
        view = scene.view
        mine, theirs = view.follower_sizes[view.seat - 1], view.follower_sizes[view.opponent - 1]
        if view.phase == 2:
            for seat, y in ((view.opponent, SEAT_Y[False]), (view.seat, SEAT_Y[True])):
                row = view.gnome_rows[seat - 1]
                if row:  # C-GNO-1: public Gnome rows
                    who = "Your" if seat == view.seat else "Their"
                    self._row(surface, row, (40, y), f"{who} Gnome row")
            return
        self._pile(surface, None, (40, SEAT_Y[False]), f"Their followers: {theirs}", size=theirs)
        top = view.followers[-1] if scene.peeking and view.followers else None
        self._pile(surface, top, (40, SEAT_Y[True]), f"Your followers: {mine}", size=mine)
        if scene.peeking and view.followers:
            self._spread(surface, view.followers)

    def _pile(
        self,
        surface: pygame.Surface,
        card: Card | None,
        at: tuple[float, float],
        words: str,
        *,
        size: int,
    ) -> None:
        x, y = at
        if size:
            self.card(surface, card, x, y, PILE_WIDTH)
        room = DECK[0] - x - 12  # the deck's column is next: the words never run under it
        self.label(
            surface, words, "topleft", (x, y + PILE_WIDTH * 1.4 + 6), 13, dim=not size, width=room
        )

    def _spread(self, surface: pygame.Surface, cards: Sequence[Card]) -> None:
        """The follower pile turned up, in a row above the hand."""
        colors = self.look.theme.colors
        step = min(44.0, 760 / max(len(cards), 1))
        draw_panel(surface, self.frame.rect(140, 392, 800, 110), colors.panel, colors.panel_edge)
        for index, card in enumerate(cards):
            self.card(surface, card, 150 + index * step, 400, 66)

    def _tally(self, surface: pygame.Surface, view: SeatView, names: tuple[str, str]) -> None:
        """Each faction: its symbol, both score piles' counts, how many are still out, and
        who is ahead and how far (as if the game ended now)."""
        colors = self.look.theme.colors
        x, y, width, height = self.tally_box
        draw_panel(surface, self.frame.rect(x, y, width, height), colors.panel, colors.panel_edge)
        self.label(surface, "Score piles", "topleft", (x + 14, y + 10), 15)
        row = (height - 50) / max(len(view.options.factions), 1)
        for index, standing in enumerate(tally(view)):
            self._tally_row(surface, view, standing, (y + 42 + index * row, row, names))

    def _tally_row(
        self,
        surface: pygame.Surface,
        view: SeatView,
        standing: Tally,
        place: tuple[float, float, tuple[str, str]],
    ) -> None:
        """Three lines beside the faction's symbol: its name, the counts and what is still
        out, who is ahead; each line shrinks to its third of the row at a big UI scale."""
        top, row, names = place
        x, _, width, _ = self.tally_box
        paper = self.look.theme.colors.card_face
        box = self.frame.rect(x + 12, top + 4, 28, 28)
        pygame.draw.rect(surface, paper, box.inflate(6, 6), border_radius=6)
        draw_symbol(surface, standing.faction, box, paper)
        mine, theirs = standing.values[view.seat - 1], standing.values[view.opponent - 1]
        out = still_out(view, standing.faction)
        lines = (
            (faction_name(standing.faction), 14, False),
            (counts_text(names, (len(mine), len(theirs)), out, narrow=width < NARROW), 12, True),
            (ahead_text(view, standing, names), 12, False),
        )
        line = (row - 8) / len(lines)
        for index, (words, size, dim) in enumerate(lines):
            self.label(surface, words, "topleft", (x + 50, top + index * line), size, dim=dim,
                       width=width - 60, height=line)  # fmt: skip

    def _hand(self, surface: pygame.Surface, hand: tuple[Card, ...], scene: Scene) -> None:
        """The hand; a card being dragged is drawn last, under the pointer."""
        rects = self.hand_rects(len(hand), scene.selected)
        dragged = scene.selected if scene.dragged_to is not None else None
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if index != dragged:
                surface.blit(self.faces.face(card, rect.width), rect)
        if dragged is not None and scene.dragged_to is not None and dragged < len(hand):
            image = self.faces.face(hand[dragged], rects[dragged].width)
            surface.blit(image, image.get_rect(center=scene.dragged_to))


def other_hand_x(count: int, index: int) -> float:
    """The design x of the other hand's `index`-th back of `count`, spread about the middle."""
    step = min(30.0, 420 / max(count, 1))
    return 640 - (step * (count - 1) + OTHER_WIDTH) / 2 + index * step


def counts_text(names: tuple[str, str], counts: tuple[int, int], out: int, *, narrow: bool) -> str:
    """ "you 2 · them 1 · 5 out", or "2 to 1 · 5 out" in a narrow panel."""
    if narrow:
        return f"{counts[0]} to {counts[1]} · {out} out"
    return f"{names[0]} {counts[0]} · {names[1]} {counts[1]} · {out} out"


def still_out(view: SeatView, faction: str) -> int:
    """How many cards of `faction` are not yet in a score pile or Gnome row, nor discarded
    where this seat saw them: in hands, follower piles, the deck, or unseen."""
    places = (
        view.hand,
        view.followers,
        view.unseen,
        view.table,
        (view.prize,) if view.prize else (),
    )
    return sum(card.faction == faction for place in places for card in place)


def ahead_text(view: SeatView, standing: Tally, names: tuple[str, str]) -> str:
    """Who would win the faction if the game ended now, and by how much (C-SCORE-2..4)."""
    if standing.seat == NO_ONE:
        return "nobody yet" if standing.margin is Margin.EMPTY else "level"
    who = names[0] if standing.seat == view.seat else names[1]
    mine = len(standing.values[view.seat - 1])
    theirs = len(standing.values[view.opponent - 1])
    if standing.margin in (Margin.MORE, Margin.FEWER):
        return f"{who}, by {abs(mine - theirs)}"
    if standing.margin is Margin.ONLY:
        return f"{who} alone"
    return f"{who}, {'lowest' if standing.margin is Margin.LOWEST else 'highest'} card"
