"""The games' tabs over a records page: one per game of the table (none when there is only
one), the page's own highlighted. A click, or [ and ], opens another game's page in its
place."""

from __future__ import annotations

from functools import partial

import pygame

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.ui.context import AppContext
from regicide.ui.kits import kit_of
from regicide.ui.widgets import Button, draw_button, draw_tab_mark

TAB_TOP, TAB_HEIGHT, TAB_WIDTH, TAB_GAP = 30, 30, 130, 8  # design px, at the panel's top left


class GameTabs:
    def __init__(self, ctx: AppContext, game: GameDef) -> None:
        self.ctx = ctx
        self.game = game

    def buttons(self) -> list[Button]:
        """A tab per game when there is more than one; the page's own is the pressed one."""
        if len(GAMES) < 2:
            return []
        tabs = []
        for index, game in enumerate(GAMES):
            tab = Button(game.title, partial(self.open, game))
            tab.rect = self.ctx.frame.rect(
                60 + index * (TAB_WIDTH + TAB_GAP), TAB_TOP, TAB_WIDTH, TAB_HEIGHT
            )
            tab.font_size = self.ctx.frame.px(14)
            tabs.append(tab)
        return tabs

    def open(self, game: GameDef) -> None:
        """That game's records page, in place of this one."""
        if game is not self.game:
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
        """The tabs, the page's own marked as the page tabs under it mark theirs."""
        mouse = pygame.mouse.get_pos()
        for game, tab in zip(GAMES, self.buttons(), strict=False):
            hovered = tab.rect.collidepoint(mouse) and game is not self.game
            draw_button(
                surface, tab, self.ctx.text, self.ctx.palette, hovered=hovered, focused=False
            )
            if game is self.game:
                draw_tab_mark(surface, tab.rect, self.ctx.frame, self.ctx.theme.colors.accent)
