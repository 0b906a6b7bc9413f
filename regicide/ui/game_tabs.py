"""The games' tabs over a records page: one per game of the table (none when there is only
one), the page's own highlighted, in a row left of the page's title (however many games
the table holds, they share that room and never reach the title). A click, or [ and ],
opens another game's page in its place."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.ui.context import AppContext
from regicide.ui.kits import kit_of
from regicide.ui.widgets import Button, blit_text, button_width, draw_button, draw_tab_mark

TAB_TOP, TAB_HEIGHT, TAB_WIDTH, TAB_GAP = 30, 30, 130, 8  # design px, at the panel's top left
TAB_LEFT, TAB_SIZE = 60, 14  # the first tab's left edge, its label's size (design px)
HEADING_Y, HEADING_SIZE, HEADING_GAP = 58, 40, 16  # the page's title, and the tabs' room to it


class GameTabs:
    def __init__(self, ctx: AppContext, game: GameDef, heading: Callable[[], str]) -> None:
        self.ctx = ctx
        self.game = game
        self.heading = heading  # the page's title, centred over it

    def buttons(self) -> list[Button]:
        """A tab per game when there is more than one; the page's own is the pressed one.
        Each is as wide as its label wants (TAB_WIDTH at least), or all share the room
        left of the title evenly when that is too little (their labels then shrink)."""
        if len(GAMES) < 2:
            return []
        frame, text = self.ctx.frame, self.ctx.text
        tabs = [Button(game.title, partial(self.open, game)) for game in GAMES]
        need = max(button_width(tab, text, frame, TAB_SIZE, TAB_HEIGHT) for tab in tabs)
        room = self._title_left() - HEADING_GAP - TAB_LEFT
        width = min(max(TAB_WIDTH, need), (room - TAB_GAP * (len(tabs) - 1)) / len(tabs))
        for index, tab in enumerate(tabs):
            left = TAB_LEFT + index * (width + TAB_GAP)
            tab.rect = frame.rect(left, TAB_TOP, width, TAB_HEIGHT)
            tab.font_size = frame.px(TAB_SIZE)
        return tabs

    def _title_left(self) -> float:
        """The design x where the page's title begins."""
        return 640 - self._title().get_width() / self.ctx.frame.scale / 2

    def _title(self) -> pygame.Surface:
        return self.ctx.text.title(
            self.heading(), self.ctx.frame.px(HEADING_SIZE), self.ctx.theme.colors.accent
        )

    def open(self, game: GameDef) -> None:
        """That game's records page, in place of this one (and the game chosen from now on:
        the title and Records open on it)."""
        if game is not self.game:
            self.ctx.choose_game(game)
            self.ctx.stack.replace(kit_of(game).records(self.ctx))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a tab, or [ / ] for the game before or after; True when used."""
        tabs = self.buttons()
        if not tabs:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for tab in tabs:
                if tab.rect.collidepoint(event.pos):
                    tab.press()
                    return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_LEFTBRACKET,
            pygame.K_RIGHTBRACKET,
        ):
            step = 1 if event.key == pygame.K_RIGHTBRACKET else -1
            index = list(GAMES).index(self.game)
            self.open(GAMES[(index + step) % len(GAMES)])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The page's title, and left of it the tabs, the page's own marked as the page tabs
        under it mark theirs."""
        blit_text(surface, self._title(), "center", self.ctx.frame.point(640, HEADING_Y))
        mouse = pygame.mouse.get_pos()
        for game, tab in zip(GAMES, self.buttons(), strict=False):
            hovered = tab.rect.collidepoint(mouse) and game is not self.game
            draw_button(
                surface, tab, self.ctx.text, self.ctx.palette, hovered=hovered, focused=False
            )
            if game is self.game:
                draw_tab_mark(surface, tab.rect, self.ctx.frame, self.ctx.theme.colors.accent)
