"""The pause menu over the table (Esc): resume, restart, how to play, settings, quit to title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.ui.context import AppContext
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.widgets import Button


class PauseScene(MenuScene):
    overlay = True
    first_button_y = 186.0
    button_height = 46

    def __init__(self, ctx: AppContext, restart: Callable[[], None], files: SaveActions) -> None:
        """`restart` deals a new game in place of this one; `files` saves and loads."""
        super().__init__(ctx)
        self.restart = restart
        self.files = files

    def buttons(self) -> list[Button]:
        return [
            Button("Resume", self.back, hint="Esc"),
            Button("Restart (new deal)", self._restart),
            Button("Save as…", lambda: self.ctx.stack.push(SavesScene(self.ctx, self.files))),
            Button("Load…", self._load),
            Button("How to play", lambda: self.ctx.stack.push(HelpScene(self.ctx))),
            Button("Settings", lambda: self.ctx.stack.push(SettingsScene(self.ctx))),
            Button("Quit to title", self.ctx.to_title),
        ]

    def _load(self) -> None:
        loading = SaveActions(self.files.open, self.files.watch)
        self.ctx.stack.push(SavesScene(self.ctx, loading))

    def _restart(self) -> None:
        self.ctx.stack.pop()
        self.restart()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, 60, 580, 460)
        self.title_text(surface, "Paused", 112, 52)
        self.line(surface, "Your game is saved after every move.", 156, 15, dim=True)
        self.draw_buttons(surface)
