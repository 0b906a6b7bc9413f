"""Settings: animation speed, sound, full screen and theme; saved as soon as they change."""

from __future__ import annotations

import pygame

from regicide.store.settings import SPEEDS
from regicide.themes import available_themes
from regicide.ui.hud import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button


def _next(options: list[str], current: str) -> str:
    return (
        options[(options.index(current) + 1) % len(options)] if current in options else options[0]
    )


class SettingsScene(MenuScene):
    first_button_y = 210.0

    def buttons(self) -> list[Button]:
        settings = self.ctx.settings
        sound = "On" if settings.sound else "Off"
        if settings.sound and not self.ctx.sounds.available:
            sound = "On (no audio device found)"
        return [
            Button(f"Animation speed: {settings.animation_speed.title()}", self._speed),
            Button(f"Sound: {sound}", lambda: self.ctx.update_settings(sound=not settings.sound)),
            Button(
                f"Full screen: {'On' if self.ctx.window.fullscreen else 'Off'}",
                self._fullscreen,
                hint="F11",
            ),
            Button(f"Theme: {self.ctx.theme.name}", self._theme),
            Button("Back", self.back, hint="Esc"),
        ]

    def _speed(self) -> None:
        self.ctx.update_settings(
            animation_speed=_next(list(SPEEDS), self.ctx.settings.animation_speed)
        )

    def _fullscreen(self) -> None:
        self.ctx.window.toggle_fullscreen()
        self.ctx.update_settings(fullscreen=self.ctx.window.fullscreen)

    def _theme(self) -> None:
        self.ctx.apply_theme(_next(available_themes(), self.ctx.settings.theme))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        self.draw_card_panel(surface, 90, 560, 560)
        self.title_text(surface, "Settings", 150, 54)
        self.line(surface, "Changes are saved at once.", 560, 15, dim=True)
        self.draw_buttons(surface)
