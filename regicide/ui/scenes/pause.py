"""The pause menu over the table (Esc): resume, restart, how to play, settings, quit to title."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from regicide.narrate import code_line
from regicide.ui.clipboard import copy_text
from regicide.ui.context import AppContext
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.widgets import Button


class PauseScene(MenuScene):
    overlay = True
    first_button_y = 176.0
    button_height = 46

    def __init__(
        self,
        ctx: AppContext,
        restart: Callable[[], None],
        files: SaveActions,
        code: str | None = None,
        autoplay: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        """`restart` deals a new game in place of this one; `files` saves and loads; `code`
        is the deal's seed code, if it has one (C copies it); `autoplay` names and turns the
        computer's play of every seat on or off."""
        super().__init__(ctx)
        self.autoplay = autoplay
        self.restart = restart
        self.files = files
        self.code = code
        self.copied = False

    def buttons(self) -> list[Button]:
        more = []
        if self.autoplay is not None:
            label, action = self.autoplay
            more.append(Button(label, partial(self._then_resume, action), hint="A"))
        return [
            Button("Resume", self.back, hint="Esc"),
            *more,
            Button("Restart (new deal)", self._restart),
            Button("Save as…", lambda: self.ctx.stack.push(SavesScene(self.ctx, self.files))),
            Button("Load…", self._load),
            Button("How to play", lambda: self.ctx.stack.push(HelpScene(self.ctx))),
            Button("Settings", lambda: self.ctx.stack.push(SettingsScene(self.ctx))),
            Button("Quit to title", self.ctx.to_title),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and self.autoplay:
            self._then_resume(self.autoplay[1])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.code:
            self.copied = copy_text(self.code)
            if not self.copied:
                self.feedback = "Could not reach the clipboard here."
        else:
            super().handle(event)

    def _load(self) -> None:
        loading = SaveActions(self.files.open, self.files.watch)
        self.ctx.stack.push(SavesScene(self.ctx, loading))

    def _then_resume(self, action: Callable[[], None]) -> None:
        self.ctx.stack.pop()
        action()

    def _restart(self) -> None:
        self.ctx.stack.pop()
        self.restart()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, 30, 660, 460)
        self.title_text(surface, "Paused", 80, 52)
        self.line(surface, "Your game is saved after every move.", 124, 15, dim=True)
        if self.code:
            tail = "copied" if self.copied else "C copies it"
            self.line(surface, f"{code_line(self.code)} · {tail}", 148, 15, dim=True)
        self.draw_buttons(surface)
