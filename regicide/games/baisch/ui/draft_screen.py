"""The hero draft as a screen of its own (B-DRAFT-2/3): the chooser gives one hero of the pool
to the next opponent due one, clockwise; nobody chooses his own heroes. The pool's twelve
pieces, each with its name and what it does; who holds what so far. A click on a piece gives
it; the arrow keys move the focus and Enter gives the focused one. The cells share the height
the screen has, and a power too long for the room beside its piece runs on under it: every
power is said whole, at every size and scale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.games.baisch.engine import GameState, GiveHero, Hero, receivers
from regicide.games.baisch.narrate import hero_name
from regicide.games.baisch.narrate.words import hero_explanation
from regicide.games.baisch.ui.pieces import piece_image
from regicide.i18n import _
from regicide.ui.assets import MIN_TEXT_PX, TextCache
from regicide.ui.felt import draw_felt
from regicide.ui.look import Look
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, fit_lines

COLUMNS = 4
CELL_W, CELL_H = 290.0, 128.0  # a cell's least width and height
CELL_MOST_W = 340.0
GRID_TOP = 126.0  # under the heading and the guide's line
HELD_Y = 690.0  # the line of who holds what
HELD_ROOM = 64.0  # from the last row's bottom to that line: the table's line between
MESSAGE_ABOVE_HELD = 34.0  # where the table's line (a hint, a refusal) sits
PIECE = 64.0  # a hero piece's design size in its cell
SCREEN = (0.0, 1280.0)  # the design x range the screen lays itself out in


class DraftScreen:
    """One chooser's pick; `submit` plays the command. It lays itself out in `area` (design
    x from, to) down to the line of who holds what at design `held` (the tutorial keeps the
    bottom for its coach)."""

    def __init__(
        self,
        submit: Callable[[GiveHero], bool],
        area: tuple[float, float] = SCREEN,
        held: float = HELD_Y,
        *,
        you: int | None = None,
    ) -> None:
        """`you`: the seat the words call "you", the one person at the table (None between
        people sharing the screen: each is called by the seat's number)."""
        self.submit = submit
        self.you = you
        self.focus = 0
        self.mouse = (-1, -1)
        self.area = area
        self.held = held
        width = area[1] - area[0] - 20
        self.columns = max(1, min(COLUMNS, int(width // CELL_W)))
        self.cell_w = min(CELL_MOST_W, width / self.columns)
        self.rows = 1
        self.text_scale = 1.0  # the UI scale's, as last drawn: big words need taller cells

    @property
    def middle(self) -> float:
        return (self.area[0] + self.area[1]) / 2

    def cell(self, frame: Frame, index: int) -> pygame.Rect:
        """Hero `index`'s cell: the rows of the pool share the height down to the last line."""
        row, column = divmod(index, self.columns)
        left = self.middle - self.columns * self.cell_w / 2
        room = (self.held - HELD_ROOM - GRID_TOP) / max(1, self.rows)
        height = max(CELL_H, min(room, CELL_H * (0.6 + 0.4 * self.text_scale)))
        return frame.rect(
            left + column * self.cell_w + 6, GRID_TOP + row * height, self.cell_w - 12, height - 10
        )

    @property
    def message_at(self) -> tuple[float, float]:
        """The design point of the table's line on this screen: under the cells."""
        return (self.middle, self.held - MESSAGE_ABOVE_HELD)

    def handle(self, event: pygame.event.Event, frame: Frame, state: GameState) -> None:
        pool = state.pool
        self._fit(state)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next(
                (i for i in range(len(pool)) if self.cell(frame, i).collidepoint(event.pos)), None
            )
            if hit is not None:
                self.submit(GiveHero(pool[hit]))
        elif event.type == pygame.KEYDOWN and pool:
            moves = {
                pygame.K_LEFT: -1,
                pygame.K_RIGHT: 1,
                pygame.K_UP: -self.columns,
                pygame.K_DOWN: self.columns,
                pygame.K_TAB: 1,
            }
            if event.key in moves:
                self.focus = (self.focus + moves[event.key]) % len(pool)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.submit(GiveHero(pool[min(self.focus, len(pool) - 1)]))

    def _fit(self, state: GameState) -> None:
        self.rows = -(-len(state.pool) // self.columns)

    def draw(self, surface: pygame.Surface, look: Look, frame: Frame, state: GameState) -> None:
        self._fit(state)
        self.text_scale = look.text.scale
        draw_felt(surface, look.theme)
        width = frame.px(self.area[1] - self.area[0] - 40)
        colors, text = look.theme.colors, look.text
        top = blit_text(
            surface,
            text.title(self.heading(state), frame.px(34), colors.accent),
            "center",
            frame.point(self.middle, 62),
        ).bottom
        guide = _(
            "The hero draft: each player is given two heroes by the others, one at a "
            "time. Click a hero (or arrows and Enter) to give it."
        )
        # the guide under the heading, wrapped (smaller if need be) above the heroes' grid;
        # where its lines need more room, from just under the heading (German at 960x540,
        # 200%: its second line lay on the grid)
        grid = round(frame.point(0, GRID_TOP - 2)[1])
        for start in (max(top, round(frame.point(0, 88)[1])), top + frame.px(2)):
            room = (width, grid - start)
            lines = fit_lines(text, guide, room, frame.px(15), colors.text)
            if sum(line.get_height() for line in lines) <= room[1]:
                break
        top = start + max(0, room[1] - sum(line.get_height() for line in lines)) // 2
        for line in lines:
            top = blit_text(surface, line, "midtop", (frame.point(self.middle, 0)[0], top)).bottom
        self.focus = min(self.focus, max(0, len(state.pool) - 1))
        for index, hero in enumerate(state.pool):
            self._cell(surface, look, frame, index, hero)
        line = fit_label(text, self.held_line(state), width, frame.px(14), colors.text_dim)
        blit_text(surface, line, "center", frame.point(self.middle, self.held))

    def heading(self, state: GameState) -> str:
        """Who gives whom a hero now (B-DRAFT-2), the one person at the table as "you"."""
        chooser = state.to_act or 0
        receiver = receivers(state, chooser)[0] if receivers(state, chooser) else 0
        if chooser == self.you:
            return _("Give Seat {receiver} a hero").format(receiver=receiver)
        if receiver == self.you:
            return _("Seat {seat} gives you a hero").format(seat=chooser)
        return _("Seat {seat}: give Seat {receiver} a hero").format(seat=chooser, receiver=receiver)

    def held_line(self, state: GameState) -> str:
        """The heroes each seat holds or is waiting for so far (B-DRAFT-3), the one person at
        the table as "You"."""
        held = []
        for number, seat in enumerate(state.seats, 1):
            heroes = ", ".join(hero_name(h) for h in (*seat.heroes, *seat.waiting)) or "—"
            if number == self.you:
                held.append(_("You: {heroes}").format(heroes=heroes))
            else:
                held.append(_("Seat {seat}: {heroes}").format(seat=number, heroes=heroes))
        return "   ·   ".join(held)

    def _cell(
        self, surface: pygame.Surface, look: Look, frame: Frame, index: int, hero: Hero
    ) -> None:
        colors, text = look.theme.colors, look.text
        rect = self.cell(frame, index)
        lit = index == self.focus or rect.collidepoint(self.mouse)
        draw_panel(
            surface,
            rect,
            colors.panel,
            colors.highlight if lit else colors.panel_edge,
            alpha=220,
            radius=frame.px(10),
            border=3 if lit else 1,
        )
        size = frame.px(PIECE)
        surface.blit(piece_image(hero, size), (rect.left + frame.px(8), rect.top + frame.px(8)))
        left = rect.left + size + frame.px(16)
        room = rect.right - left - frame.px(8)
        name = fit_label(text, hero_name(hero), room, frame.px(16), colors.accent, bold=True)
        y = blit_text(surface, name, "topleft", (left, rect.top + frame.px(8))).bottom
        # the whole power: beside the piece, then under it on the cell's whole width
        under = rect.top + frame.px(8) + size + frame.px(4)
        room_under = rect.width - frame.px(16)
        bottom = rect.bottom - frame.px(4)
        lines, px, under = power_lines(
            text, hero_explanation(hero), frame.px(12), (room, room_under), (y, under, bottom)
        )
        for words in lines:
            x = left if y < under else rect.left + frame.px(8)
            image = text.body_exact(words, px, colors.text)
            y = blit_text(surface, image, "topleft", (x, y)).bottom


def power_lines(
    text: TextCache, words: str, size: int, widths: tuple[int, int], rows: tuple[int, int, int]
) -> tuple[list[str], int, int]:
    """A hero's power in lines `widths[0]` wide from `rows[0]` down to `rows[1]` (beside its
    piece), then `widths[1]` wide down to `rows[2]` (under it); their pixel size; and the y
    from which they run under the piece (`rows[2]` when none does). The whole power stands
    beside the piece where it fits there at its size or a pixel less; else it takes the
    largest size that holds it whole, every line inside its width (a long word, as German's
    "Verteidigungskarten", takes a smaller size rather than cross into the next cell), never
    below MIN_TEXT_PX, and never leaves a word or two alone under the piece (as "end." and
    "any mix." once stood, astray): the lines turn under it a line sooner instead."""
    top, under, bottom = rows
    px = text.body_px(size)
    for beside in (px, px - 1):
        laid = _laid(text, words, beside, widths, (top, bottom))
        if laid.fits(bottom):
            return laid.lines, beside, bottom
    while True:
        laid, turn = _laid(text, words, px, widths, (top, under)), under
        while laid.astray(widths[1]) and turn - laid.step > top:
            turn -= laid.step
            sooner = _laid(text, words, px, widths, (top, turn))
            if sooner.fits(bottom) and not sooner.astray(widths[1]):
                return sooner.lines, px, turn
        if laid.fits(bottom) or px <= MIN_TEXT_PX:
            return laid.lines, px, under
        px -= 1


@dataclass(frozen=True)
class Laid:
    """A power's lines as `_laid` ran them: their words, the y under the last, whether each
    is inside its width, how many stand beside the piece, the width of the last, and the
    line's height."""

    lines: list[str]
    y: int
    inside: bool
    beside: int
    last: int
    step: int

    def fits(self, bottom: int) -> bool:
        """Do the lines end above `bottom`, each inside its width?"""
        return self.y <= bottom and self.inside

    def astray(self, width: int) -> bool:
        """Does one short line (under a third of `width`) stand alone under the piece?"""
        return len(self.lines) - self.beside == 1 and self.last < width / 3


def _laid(
    text: TextCache, words: str, px: int, widths: tuple[int, int], rows: tuple[int, int]
) -> Laid:
    """`words` at `px` in lines `widths[0]` wide from `rows[0]` down to `rows[1]`, then
    `widths[1]` wide (a word longer than the width stands alone on its line)."""
    font = text.font(text.theme.fonts.body, px)
    lines: list[str] = []
    y, under = rows
    rest, inside, beside = words.split(), True, 0
    while rest:
        width = widths[0] if y < under else widths[1]
        beside += y < under
        count = 1
        while count < len(rest) and font.size(" ".join(rest[: count + 1]))[0] <= width:
            count += 1
        lines.append(" ".join(rest[:count]))
        inside = inside and font.size(lines[-1])[0] <= width
        rest = rest[count:]
        y += font.get_linesize()
    last = font.size(lines[-1])[0] if lines else 0
    return Laid(lines, y, inside, beside, last, font.get_linesize())
