"""What every scene shares: theme, caches, sounds, settings, files and the scene stack."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pygame

from regicide.resources import asset_path
from regicide.store.autosave import Autosaver
from regicide.store.settings import Settings, save_settings
from regicide.themes import Theme, ThemeError, load_theme
from regicide.ui.assets import Sounds, TextCache
from regicide.ui.board import Look
from regicide.ui.cardart import CardArt
from regicide.ui.scene import SceneStack
from regicide.ui.widgets import Frame, Palette

MINIMUM_SIZE = (960, 540)


class Window:
    """The display surface; remembers the windowed size across fullscreen toggles."""

    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        self.windowed_size = size
        self.fullscreen = False
        icon = asset_path("icons", "regicide-64.png")
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        if fullscreen:
            self.toggle_fullscreen()

    @property
    def frame(self) -> Frame:
        return Frame(*self.surface.get_size())

    def resize(self, width: int, height: int) -> None:
        """Follow the user's resize, never below the minimum size."""
        if self.fullscreen:
            return
        size = (max(width, MINIMUM_SIZE[0]), max(height, MINIMUM_SIZE[1]))
        self.windowed_size = size
        if size != self.surface.get_size() or (width, height) != size:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)


@dataclass
class AppContext:
    theme: Theme
    text: TextCache
    art: CardArt
    sounds: Sounds
    settings: Settings
    stack: SceneStack
    window: Window
    autosaver: Autosaver
    tutorial_saver: Autosaver
    settings_file: Path
    to_title: Callable[[], None] = lambda: None
    quit: Callable[[], None] = lambda: None
    notices: list[str] = field(default_factory=list)  # problems to show the player once
    log_open: bool = False  # the table's game log panel is shown

    @property
    def frame(self) -> Frame:
        return self.window.frame

    @property
    def autosave(self) -> Path:
        """The autosave file, once every pending write has reached it."""
        self.autosaver.flush()
        return self.autosaver.path

    @property
    def look(self) -> Look:
        """What boards are drawn with (the current theme)."""
        return Look(self.theme, self.text, self.art, self.sounds, self.settings.reduced_motion)

    @property
    def palette(self) -> Palette:
        colors = self.theme.colors
        return Palette(colors.text, colors.text_dim, colors.panel, colors.panel_edge, colors.accent)

    def apply_theme(self, name: str) -> None:
        """Switch to another theme (a broken theme file leaves the current one and a notice)."""
        try:
            theme = load_theme(name)
        except ThemeError as error:
            self.notices.append(str(error))
            return
        self.use_theme(theme)
        self.update_settings(theme=name)

    def use_theme(self, theme: Theme) -> None:
        """Draw with `theme` from now on (scenes restyle when they next show)."""
        self.theme = theme
        self.text = TextCache(theme)
        self.art = CardArt(theme, self.text)
        self.sounds.use(dict(theme.sounds))

    def update_settings(self, **changes: Any) -> None:
        """Change settings, apply them, and save them (a failed save becomes a notice)."""
        self.settings = replace(self.settings, **changes)
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume / 100
        try:
            save_settings(self.settings, self.settings_file)
        except OSError as error:
            self.notices.append(f"Could not save your settings: {error.strerror or error}")
