"""The hero draft as a screen of its own (B-DRAFT-2/3): the chooser gives one hero of the pool
to the next opponent due one, clockwise; nobody chooses his own heroes. The pool's twelve
pieces, each with its name and what it does; who holds what so far. A click on a piece gives
it; the arrow keys move the focus and Enter gives the focused one.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.baisch.engine import GameState, GiveHero, Hero, receivers
from regicide.games.baisch.narrate import HERO_EXPLANATIONS, hero_name
from regicide.games.baisch.ui.pieces import piece_image
from regicide.ui.felt import draw_felt
from regicide.ui.look import Look
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, fit_lines

COLUMNS = 4
CELL_W, CELL_H = 290.0, 128.0
GRID_TOP = 150.0


class DraftScreen:
    """One chooser's pick; `submit` plays the command."""

    def __init__(self, submit: Callable[[GiveHero], bool]) -> None:
        self.submit = submit
        self.focus = 0
        self.mouse = (-1, -1)

    def cell(self, frame: Frame, index: int) -> pygame.Rect:
        row, column = divmod(index, COLUMNS)
        left = 640 - COLUMNS * CELL_W / 2
        return frame.rect(
            left + column * CELL_W + 6, GRID_TOP + row * CELL_H, CELL_W - 12, CELL_H - 10
        )

    def handle(self, event: pygame.event.Event, frame: Frame, state: GameState) -> None:
        pool = state.pool
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
                pygame.K_UP: -COLUMNS,
                pygame.K_DOWN: COLUMNS,
                pygame.K_TAB: 1,
            }
            if event.key in moves:
                self.focus = (self.focus + moves[event.key]) % len(pool)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.submit(GiveHero(pool[min(self.focus, len(pool) - 1)]))

    def draw(self, surface: pygame.Surface, look: Look, frame: Frame, state: GameState) -> None:
        draw_felt(surface, look.theme)
        colors, text = look.theme.colors, look.text
        chooser = state.to_act or 0
        receiver = receivers(state, chooser)[0] if receivers(state, chooser) else 0
        heading = f"Seat {chooser}: give Seat {receiver} a hero"
        blit_text(
            surface,
            text.title(heading, frame.px(34), colors.accent),
            "center",
            frame.point(640, 62),
        )
        guide = (
            "The hero draft: each player is given two heroes by the others, one at a "
            "time. Click a hero (or arrows and Enter) to give it."
        )
        blit_text(
            surface,
            fit_label(text, guide, frame.px(1100), frame.px(15), colors.text),
            "center",
            frame.point(640, 100),
        )
        self.focus = min(self.focus, max(0, len(state.pool) - 1))
        for index, hero in enumerate(state.pool):
            self._cell(surface, look, frame, index, hero)
        held = [
            f"Seat {n}: " + (", ".join(hero_name(h) for h in (*s.heroes, *s.waiting)) or "—")
            for n, s in enumerate(state.seats, 1)
        ]
        line = fit_label(text, "   ·   ".join(held), frame.px(1200), frame.px(14), colors.text_dim)
        blit_text(surface, line, "center", frame.point(640, 690))

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
        size = frame.px(64)
        surface.blit(piece_image(hero, size), (rect.left + frame.px(8), rect.top + frame.px(8)))
        left = rect.left + size + frame.px(16)
        room = rect.right - left - frame.px(8)
        name = fit_label(text, hero_name(hero), room, frame.px(16), colors.accent, bold=True)
        y = blit_text(surface, name, "topleft", (left, rect.top + frame.px(8))).bottom
        # the whole power, smaller when it needs to be (How to play has every hero in full)
        bottom = rect.bottom - frame.px(4)
        words = HERO_EXPLANATIONS[hero]
        lines = fit_lines(text, words, (room, bottom - y), frame.px(12), colors.text)
        for line in lines:
            if y + line.get_height() > bottom:
                break
            y = blit_text(surface, line, "topleft", (left, y)).bottom
