"""Claim's score panel: both score piles by faction (C-VIS-8). Each faction's row gives its
standing in words ("Goblins: you lead 4–3", "tied 2–2, your 9 beats their 7"), the values each
side has won as small chips (the card that would break a tie marked, C-SCORE-3), and how many
of its cards are still to come."""

from __future__ import annotations

from typing import Protocol

import pygame

from regicide.games.claim.engine import SeatView, Tally, tally
from regicide.games.claim.narrate import faction_name
from regicide.games.claim.narrate.standing import (
    deciding_values,
    deciding_words,
    standing_words,
    to_come_words,
)
from regicide.games.claim.ui.faces import FACTION_COLORS, draw_symbol
from regicide.games.claim.ui.shown import Scene
from regicide.i18n import _
from regicide.ui.look import Look
from regicide.ui.widgets import (
    Frame,
    blit_text,
    draw_panel,
    ellipsized,
    shared_px,
    text_width,
)


class Board(Protocol):
    """What the panel paints with: the board's look, frame and words."""

    look: Look
    frame: Frame

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
    ) -> pygame.Rect: ...

    def fits(self, text: str, size: int, width: float, height: float, *, bold: bool) -> bool: ...


HEAD = 36.0  # the panel's title
TITLE = 17  # the panel's title: design size
HEADING = 17  # a faction's heading: design size, a step above its rows' words (ROW)
ROW = 12  # a row's words: the sides' names, "none", what is still to come
SYMBOL_ROOM = 6  # design px of a heading's line not the symbol's: 3 above, its paper's edge
CHIP = 17.0  # a won card's chip: its design width
NAME_WIDTH = 62.0  # the side's name before its chips (wider for a longer name)
NAME_WIDTHS = (NAME_WIDTH, 80.0, 100.0, 120.0)  # tried in turn: the first to hold both names


def name_width(board: Board, names: tuple[str, str], line: float) -> float:
    """The design width of the names' column: the narrowest that holds both sides' names
    whole ("They", "Gegner", "Adversaire", "Casual AI") at their size, else the narrowest
    that holds them made smaller (at 200% "Gegner" stood half as big as "Du" above it)."""
    text, frame = board.look.text, board.frame
    for at_size in (True, False):
        for width in NAME_WIDTHS:
            if all(
                board.fits(name, 12, width - 6, line, bold=False)
                and (not at_size or text_width(text, frame, name, 12) <= width - 6)
                for name in names
            ):
                return width
    return NAME_WIDTHS[-1]


def _symbol_size(line: float) -> float:
    """A faction symbol's design size: its paper (2 px round it, 3 down from the row's top)
    within its line, so the side's name under it is not covered (Spanish "Tú" lost its
    accent under the paper)."""
    return min(26.0, line - SYMBOL_ROOM)


def panel_rows(box: tuple[float, float, float, float], count: int) -> list[tuple[float, float]]:
    """Each faction row's design top and height in the panel `box`."""
    _, y, _, height = box
    row = (height - HEAD - 8) / max(count, 1)
    return [(y + HEAD + index * row, row) for index in range(count)]


class ScorePanel:
    """Draws the score panel in `box` (design x, y, width, height) with `board`'s painting."""

    def __init__(self, board: Board, box: tuple[float, float, float, float]) -> None:
        self.board, self.box = board, box
        self.names_width = NAME_WIDTH  # the names' column, as wide as the sides' names need

    def draw(self, surface: pygame.Surface, view: SeatView, scene: Scene) -> None:
        board, (x, y, width, height) = self.board, self.box
        colors = board.look.theme.colors
        draw_panel(surface, board.frame.rect(x, y, width, height), colors.panel, colors.panel_edge)
        standings = tally(view)
        rows = panel_rows(self.box, len(standings))
        line = (rows[0][1] - 6) / 4 if rows else 20.0
        self.names_width = name_width(board, scene.short_names, line)
        room = self._heading_room(line)
        least = self._heading_least_px(scene.short_names, line)
        headings = self._headings(view, scene, list(standings), room, least)
        px = self._heading_px(headings, room)
        self._draw_title(surface, px)
        for standing, place, heading in zip(standings, rows, headings, strict=True):
            self._row(surface, view, scene, standing, (*place, px))
            self._draw_heading(surface, heading, px, place)

    def _draw_title(self, surface: pygame.Surface, headings_px: int) -> None:
        """The panel's title, never smaller than the faction headings under it, never cut."""
        frame, text = self.board.frame, self.board.look.text
        x, y, width = self.box[:3]
        title, wide = _("Score piles"), frame.px(width - 24)
        tall = shared_px(text, [title], (wide, frame.px(HEAD - 10)), frame.px(TITLE), bold=True)
        widest = shared_px(text, [title], (wide, None), frame.px(TITLE), bold=True)
        px = min(widest, max(tall, headings_px))
        image = ellipsized(text, title, px, wide, self.board.look.theme.colors.text, bold=True)
        blit_text(surface, image, "topleft", frame.point(x + 12, y + 6))

    def _heading_room(self, line: float) -> tuple[float, float]:
        """The design width and height a faction's heading has beside its symbol."""
        x, _, width, _ = self.box
        return x + width - self._heading_left(line) - 8, line

    def _heading_left(self, line: float) -> float:
        """The design x a faction's heading starts at, a gap right of its symbol."""
        return self.box[0] + 20 + _symbol_size(line)

    def _heading_least_px(self, names: tuple[str, str], line: float) -> int:
        """The least px a heading reads as one at: a step above the px its rows' words are
        drawn at (the sides' names in their column), as far as the heading's size and its
        line's height go (issue 35: at 200% "Doppelgängers : personne" shrank to fit its
        line and stood smaller than "Vous" and "Rival" under it)."""
        frame, text = self.board.frame, self.board.look.text
        room = (frame.px(self.names_width - 6), frame.px(line))
        rows = shared_px(text, names, room, frame.px(ROW), bold=False)
        tallest = shared_px(text, names, (frame.px(self.box[2]), room[1]), frame.px(HEADING),
                            bold=True)  # fmt: skip
        return min(tallest, rows + max(1, rows // 6))

    def _heading_px(self, headings: list[str], room: tuple[float, float]) -> int:
        """The one px every faction's heading is drawn at: the least any of them needs to fit
        its room (issue 35: in French "Chevaliers : vous menez 2–1" stood smaller than
        "Nains : égalité" beside it)."""
        frame, text = self.board.frame, self.board.look.text
        wide, tall = frame.px(room[0]), frame.px(room[1])
        return shared_px(text, headings, (wide, tall), frame.px(HEADING), bold=True)

    def _draw_heading(
        self, surface: pygame.Surface, words: str, px: int, place: tuple[float, float]
    ) -> None:
        """A faction's heading at `px`, right of its symbol at the top of its row."""
        frame, look = self.board.frame, self.board.look
        top, row = place
        line = (row - 6) / 4
        wide = frame.px(self._heading_room(line)[0])
        image = ellipsized(look.text, words, px, wide, look.theme.colors.accent, bold=True)
        blit_text(surface, image, "topleft", frame.point(self._heading_left(line), top))

    def _row(
        self,
        surface: pygame.Surface,
        view: SeatView,
        scene: Scene,
        standing: Tally,
        place: tuple[float, float, int],
    ) -> None:
        """A faction: its symbol, each side's chips, what is still to come (its heading is
        drawn by `draw`, at the size all headings share; `place`: the row's design top and
        height, and that size, which no word of the row is drawn bigger than)."""
        board = self.board
        top, row, most = place
        x, _, width, _ = self.box
        paper = board.look.theme.colors.card_face
        line = (row - 6) / 4
        symbol = _symbol_size(line)
        box = board.frame.rect(x + 12, top + 3, symbol, symbol)
        pygame.draw.rect(surface, paper, box.inflate(4, 4), border_radius=5)
        draw_symbol(surface, standing.faction, box, paper)
        deciding = deciding_values(standing)
        for index, seat in enumerate((view.seat, view.opponent)):
            values = standing.values[seat - 1]
            mark = deciding[seat - 1]
            at = top + line * (1 + index)
            name = scene.short_names[index]
            spot = (x + 12, at, width - 24, line)
            draw_chips(board, surface, name, (values, mark), spot, faction=standing.faction,
                       names_width=self.names_width, most=most)  # fmt: skip
        out = still_out(view, standing.faction)
        board.label(surface, to_come_words(out), "topleft", (x + 12, top + 3 * line), ROW,
                    dim=True, width=width - 20, height=line, most=most)  # its own line  # fmt: skip

    def _headings(
        self,
        view: SeatView,
        scene: Scene,
        standings: list[Tally],
        room: tuple[float, float],
        least: int,
    ) -> list[str]:
        """Every faction's heading, said alike (all with the faction's name, or all without):
        the fullest wording that holds each whole in its line's `room` (design width,
        height) at `least` px or more, so that it reads as the heading of the row under it;
        else the one that draws them biggest (issue 35: "Enanos: puesto 2 lidera 3–1" over
        "Puesto 1 lidera 3–1" beside it read as two kinds of heading)."""
        tries = [self._wordings(view, scene, standing) for standing in standings]
        best: tuple[int, list[str]] = (-1, [wordings[-1] for wordings in tries])
        for level in range(max((len(wordings) for wordings in tries), default=0)):
            said = [wordings[min(level, len(wordings) - 1)] for wordings in tries]
            if not all(self.board.fits(words, HEADING, *room, bold=True) for words in said):
                continue
            px = self._heading_px(said, room)
            if px >= least:
                return said
            best = max(best, (px, said), key=lambda found: found[0])
        return best[1]

    @staticmethod
    def _wordings(view: SeatView, scene: Scene, standing: Tally) -> list[str]:
        """A faction's heading from its fullest wording to its shortest: its name and
        standing, or shorter, or (the symbol beside it names the faction) the short standing
        alone, begun with a capital as a line of its own ("El rival va delante 2–0", not
        "el rival…"), or last, for a broken tie between named seats, only whose card wins it
        ("Seat 2's 9 wins": the chips below show the count)."""
        name = faction_name(standing.faction)
        full = standing_words(standing, view.seat, scene.sides)
        short = standing_words(standing, view.seat, scene.sides, short=True)
        said = _("{faction}: {standing}")
        tries = [
            said.format(faction=name, standing=full),
            said.format(faction=name, standing=short),
            short,
        ]
        deciding = deciding_words(standing, view.seat, scene.sides)
        if deciding is not None:
            tries.append(deciding)
        return [words[:1].upper() + words[1:] for words in tries]


def draw_chips(
    board: Board,
    surface: pygame.Surface,
    name: str,
    won: tuple[tuple[int, ...], int | None],
    place: tuple[float, float, float, float],
    *,
    faction: str,
    names_width: float = NAME_WIDTH,
    most: int | None = None,
) -> None:
    """A side's name, then one chip per card it won of `faction`, low to high, the value that
    would break a tie (`won`'s second) ringed; in `place` (design x, top, width, line); no
    word bigger than `most` px, given (the panel's headings' size)."""
    x, top, width, line = place
    values, mark = won
    board.label(surface, name, "topleft", (x, top), ROW, dim=True, width=names_width - 6,
                height=line, most=most)  # fmt: skip
    if not values:
        board.label(surface, _("none"), "topleft", (x + names_width, top), ROW, dim=True,
                    width=width - names_width, height=line, most=most)  # fmt: skip
        return
    colors = board.look.theme.colors
    room = width - names_width
    step = min(CHIP + 2, (room - CHIP) / max(len(values) - 1, 1))
    ink = FACTION_COLORS.get(faction, colors.text)
    marked = len(values) - 1 - values[::-1].index(mark) if mark in values else None
    for index, value in enumerate(values):
        left = x + names_width + index * step
        rect = board.frame.rect(left, top + 1, CHIP, line - 2)
        pygame.draw.rect(surface, colors.card_face, rect, border_radius=3)
        edge = colors.accent if index == marked else colors.panel_edge
        pygame.draw.rect(surface, edge, rect, width=3 if index == marked else 1, border_radius=3)
        board.label(surface, str(value), "center", (left + CHIP / 2, top + line / 2), 11,
                    width=CHIP - 3, height=line - 4, bold=True, color=ink, most=most)  # fmt: skip


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
