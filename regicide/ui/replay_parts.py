"""The replay viewer's own pieces, drawn from plain data: where its controls go, the scrub bar
with the game's moments marked on it, and the move list with the current move highlighted.
Each also answers which position a point is on; the scene decides what a click does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import pygame

from regicide.i18n import N_, _
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import (
    Frame,
    blit_text,
    draw_panel,
    face_width,
    fill_row,
    fit_label,
    line_height,
    pack_rows,
    wrap,
)

if TYPE_CHECKING:
    from regicide.ui.context import AppContext

SPEED_TEXT, SPEED_ROW_GAP = 15, 6  # the speed buttons' labels; between their rows
SPEED_LABELS = (N_("Slower"), "0.5×", N_("Faster"))  # the speed shown at its widest
FIXED_SPEED_WIDTHS = (84.0, 78.0, 84.0)  # their widths at 100% (design px), when words fit


@dataclass(frozen=True)
class Mark:
    """A moment a game marks on the scrub bar (Regicide: an enemy defeated): the position
    right after it, what its tooltip says, and whether it stands out (a King)."""

    position: int
    tip: str
    strong: bool = False


class AnimatedBoard(Protocol):
    """A game's animated board as its replay board drives it: cards that move in time, drawn
    in a window that may be resized."""

    frame: Frame

    @property
    def animating(self) -> bool: ...

    def resize(self, frame: Frame) -> None: ...

    def update(self, dt: float, speed: float) -> None: ...

    def skip(self) -> None: ...

    def next_frame_in(self) -> float | None: ...


BoardT = TypeVar("BoardT", bound=AnimatedBoard)


class BoardClock(Generic[BoardT]):
    """The part of a game's `ReplayBoard` (`regicide.ui.kits`) that only passes time on to its
    animated `board`, resizing it first when the window changed; the game sets `ctx` and
    `board` and draws the rest."""

    ctx: AppContext
    board: BoardT

    @property
    def animating(self) -> bool:
        return self.board.animating

    def skip(self) -> None:
        self.board.skip()

    def update(self, dt: float, speed: float) -> None:
        if self.ctx.frame != self.board.frame:
            self.board.resize(self.ctx.frame)
        self.board.update(dt, speed)

    def next_frame_in(self) -> float | None:
        return self.board.next_frame_in()


@dataclass(frozen=True)
class ScrubBar:
    """Positions 0..moves along a bar, with the game's marks on it."""

    rect: pygame.Rect
    moves: int
    position: int
    moments: tuple[Mark, ...]

    def x_of(self, position: int) -> int:
        if self.moves == 0:
            return self.rect.left
        return self.rect.left + round(self.rect.width * position / self.moves)

    def position_at(self, x: int) -> int:
        """The position nearest to `x` on the bar."""
        if self.moves == 0:
            return 0
        share = (x - self.rect.left) / max(1, self.rect.width)
        return max(0, min(self.moves, round(share * self.moves)))

    def hit(self, point: tuple[int, int]) -> bool:
        return self.rect.inflate(8, 20).collidepoint(point)

    def marks(self, frame: Frame) -> list[tuple[pygame.Rect, str]]:
        """The ticks of the marked moments, each with its tooltip (the colour, red for the
        strong ones, is not the only way to tell)."""
        marks = []
        for moment in self.moments:
            tick = pygame.Rect(0, 0, max(2, frame.px(3)), self.rect.height + frame.px(10))
            tick.center = (self.x_of(moment.position), self.rect.centery)
            marks.append((tick, moment.tip))
        return marks

    def draw(self, surface: pygame.Surface, theme: Theme, frame: Frame) -> None:
        c = theme.colors
        track = self.rect
        radius = track.height // 2
        pygame.draw.rect(surface, c.felt_edge, track, border_radius=radius)
        done = track.copy()
        done.width = self.x_of(self.position) - track.left
        if done.width > 0:
            pygame.draw.rect(surface, c.accent, done, border_radius=radius)
        for moment, (tick, _tip) in zip(self.moments, self.marks(frame), strict=True):
            pygame.draw.rect(surface, c.danger if moment.strong else c.highlight, tick)
        knob = (self.x_of(self.position), track.centery)
        pygame.draw.circle(surface, c.text, knob, track.height + frame.px(2))
        pygame.draw.circle(surface, c.panel_edge, knob, track.height + frame.px(2), 2)


@dataclass(frozen=True)
class MoveList:
    """The moves of a game, one per row; the row of `current` (0-based move index, -1 for the
    deal) is highlighted and kept in view. With a `font`, a move too long for the list's width
    wraps onto more lines (its row is that many `row_height`s tall); `header` window px at the
    top are left for a line the scene draws there."""

    rect: pygame.Rect
    lines: Sequence[str]
    current: int
    row_height: int
    font: pygame.font.Font | None = None
    inset: int = 6  # window px between the panel's edge and a row (the words are 2 more in)
    header: int = 0

    def wrapped(self, index: int) -> list[str]:
        """Move `index` as shown: numbered, on as many lines as the width needs."""
        label = f"{index + 1}. {self.lines[index]}"
        if self.font is None:
            return [label]
        return wrap(label, self.font, self.rect.width - 4 * self.inset - 4)

    @property
    def line(self) -> int:
        """The step between the lines of a wrapped move (window px)."""
        return self.font.get_linesize() if self.font is not None else self.row_height

    def height(self, index: int) -> int:
        """Window px of move `index`'s row: a row, and a line more for each wrapped line."""
        return self.row_height + (len(self.wrapped(index)) - 1) * self.line

    @cached_property
    def shown(self) -> range:
        """The moves in view: the current one always (a taller move before it once hid it:
        German's three-line "17. Platz 2: wählt Platz 3 als Nächsten" at 200%), then a move
        or two to come under it, the moves before it over it, more to come if room is left."""
        room = self.rect.height - self.row_height - self.header
        ahead = 2 if room >= 8 * self.row_height else 1  # moves to come shown under it
        start = end = max(self.current, 0)
        used = 0
        if 0 <= self.current < len(self.lines):  # a move taller than the list: it alone
            used, end = self.height(self.current), self.current + 1
        limit = min(len(self.lines), self.current + 1 + ahead)
        while end < limit and used + self.height(end) <= room:
            used += self.height(end)
            end += 1
        while start > 0 and used + self.height(start - 1) <= room:
            start -= 1
            used += self.height(start)
        while end < len(self.lines) and used + self.height(end) <= room:
            used += self.height(end)
            end += 1
        return range(start, end)

    @property
    def rows(self) -> int:
        return len(self.shown)

    @property
    def first(self) -> int:
        """The first move shown."""
        return self.shown.start

    def boxes(self) -> list[tuple[int, pygame.Rect]]:
        """The moves shown with their rows' rectangles, top down."""
        top = self.rect.top + self.row_height // 2 + self.header
        boxes = []
        for index in self.shown:
            width = self.rect.width - 2 * self.inset
            box = pygame.Rect(self.rect.left + self.inset, top, width, self.height(index))
            boxes.append((index, box))
            top += box.height
        return boxes

    def move_at(self, point: tuple[int, int]) -> int | None:
        """The move index under `point`, if any."""
        if not self.rect.collidepoint(point):
            return None
        return next(
            (index for index, box in self.boxes() if box.top <= point[1] < box.bottom), None
        )

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        c = theme.colors
        draw_panel(surface, self.rect, c.panel, c.panel_edge, alpha=235, radius=frame.px(12))
        width = self.rect.width - 4 * self.inset - 4
        for index, box in self.boxes():
            now = index == self.current
            if now:
                draw_panel(surface, box, c.accent, c.accent, alpha=255, radius=frame.px(6))
            color = c.panel if now else (c.text if index < self.current else c.text_dim)
            for row, words in enumerate(self.wrapped(index)):
                image = fit_label(text, words, width, frame.px(13), color, bold=now)
                centre = box.top + self.row_height // 2 + self.line * row
                blit_text(surface, image, "midleft", (box.left + self.inset + 2, centre))


@dataclass(frozen=True)
class ReplayLayout:
    """The replay viewer's controls, in the right-hand column every game's table keeps for
    its own panel and buttons (design x 1000 to 1262: the board keeps the rest). With the
    `text` cache (its fonts and UI scale), the speed buttons are as big as their words at a
    bigger UI scale, in as many rows as they need, and the controls above them move up to
    make room."""

    frame: Frame
    text: TextCache | None = None

    @property
    def moves(self) -> pygame.Rect:
        return self.frame.rect(1000, 296, 262, self._speed_top() - self._above()[2] - 296)

    @property
    def scrub(self) -> pygame.Rect:
        return self.frame.rect(1010, self._speed_top() - self._above()[1], 242, 8)

    @property
    def title(self) -> pygame.Rect:
        """The replay's title: a line over the list of moves, under the discard pile's label
        (the top bar has no room for it at 960x540)."""
        return self.frame.rect(1000, 270, 262, 22)

    def transport(self, index: int) -> pygame.Rect:
        """Five buttons in a row: start, back, play or pause, forward, end."""
        return self.frame.rect(1000 + index * 54, self._speed_top() - self._above()[0], 46, 40)

    def speed(self, index: int) -> pygame.Rect:
        """Slower, the speed shown, faster."""
        return self.speed_rects()[0][index]

    def speed_rects(self) -> tuple[list[pygame.Rect], bool]:
        """The speed buttons, and whether their keys are shown: at 100% in a row under the
        transport, as they always were; at a bigger UI scale as wide and tall as their
        labels (their keys left to the tooltips), as many to a row as fit, the rows stacked
        up to the window's foot."""
        rows, needs, height = self._speed_rows()
        if not rows:
            widths = FIXED_SPEED_WIDTHS
            lefts = [1000 + sum(widths[:index]) + index * 8 for index in range(3)]
            pairs = zip(lefts, widths, strict=True)
            return [self.frame.rect(x, 656, width, 36) for x, width in pairs], True
        rects: list[pygame.Rect] = []
        top = self._speed_top()
        for row in rows:
            x = 1000.0
            for width in fill_row([needs[index] for index in row], 262, 8):
                rects.append(self.frame.rect(x, top, width, height))
                x += width + 8
            top += height + SPEED_ROW_GAP
        return rects, False

    def _speed_rows(self) -> tuple[list[list[int]], list[float], float]:
        """At a bigger UI scale the speed buttons in rows (indexes), what each needs and
        their height (design px); no rows at 100%, unless a language's labels with their keys
        are too long for the buttons' fixed widths there ("Langsamer −")."""
        text = self.text
        if text is None or (text.scale <= 1 and self._fixed_fits(text)):
            return [], [], 36.0
        height = max(36.0, line_height(text, self.frame, SPEED_TEXT, bold=True) + 4)
        needs = [
            face_width(text, self.frame, (_(label), ""), SPEED_TEXT, height) + 6
            for label in SPEED_LABELS
        ]
        return pack_rows(needs, 262, 8), needs, height

    def _fixed_fits(self, text: TextCache) -> bool:
        """Whether each speed label fits the fixed widths of the 100% row whole (a key that
        does not fit beside it is said in the button's tooltip, as in English)."""
        faces = zip(SPEED_LABELS, FIXED_SPEED_WIDTHS, strict=True)
        return all(
            face_width(text, self.frame, (_(label), ""), SPEED_TEXT, 36.0) <= width
            for label, width in faces
        )

    def _above(self) -> tuple[float, float, float]:
        """How far above the speed buttons (design px) the transport row, the scrub bar and
        the foot of the list of moves are: closer together at a bigger UI scale, where the
        speed buttons take more room."""
        return (48.0, 66.0, 82.0) if self._speed_rows()[0] else (50.0, 72.0, 92.0)

    def _speed_top(self) -> float:
        """The design y of the speed buttons' first row (the controls above follow it)."""
        rows, _, height = self._speed_rows()
        if not rows:
            return 656.0
        return 712 - len(rows) * (height + SPEED_ROW_GAP) + SPEED_ROW_GAP
