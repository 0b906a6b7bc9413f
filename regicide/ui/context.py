"""What every scene shares: theme, caches, sounds, settings, files and the scene stack."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

import pygame

from regicide.games.protocol import GameDef, Match
from regicide.games.registry import DEFAULT, UnknownGame, game_named
from regicide.i18n import _, use_language
from regicide.play.archiving import Archiver
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.store.archive import games_dir
from regicide.store.autosave import Autosaver
from regicide.store.handover import make_way
from regicide.store.saves import Saved, SaveError, load_saved
from regicide.store.settings import Settings, save_settings
from regicide.store.window_place import (
    DEFAULT_SIZE,
    MINIMUM_SIZE,
    Place,
    choose_place,
    read_place,
    write_place,
)
from regicide.support.resources import asset_path
from regicide.support.terminal import Notices
from regicide.themes.problem_words import themes_words
from regicide.themes.theme import Theme, ThemeError, load_theme
from regicide.ui.assets import Sounds, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.look import Look
from regicide.ui.scene import GameTable, Scene, SceneStack
from regicide.ui.widgets import Frame, Palette

VIRTUAL_DRIVERS = ("dummy", "offscreen")


class Navigator(Protocol):
    """Where the app goes (`regicide.ui.navigation.Navigation`), handed to every scene in
    its context so no scene imports a game's table."""

    def open(self, session: Session, *, animate_deal: bool = False) -> GameTable:
        """The table for `session`, as the only scene on the stack."""
        ...

    def deal(self, opening: Opening) -> None:
        """A fresh deal on a fresh table, once the game in progress is put aside."""
        ...

    def play(self, saved: Saved) -> None:
        """Play a saved game on, once the game in progress is put aside (after asking)."""
        ...

    def branch(self, game: GameDef) -> Callable[[Match], None]:
        """Play on from a moment of a replayed game of `game`."""
        ...

    def watch(
        self,
        saved: Saved,
        title: str,
        *,
        back: Callable[[], None] | None = None,
        at: int | None = None,
    ) -> Scene:
        """The replay of a game over the current scene, after move `at` (default: the deal)."""
        ...

    def new_game(self, game: GameDef) -> None:
        """The screen that sets up a new game of `game`."""
        ...

    def replace_in_progress(self, start: Callable[[], object], go: str | None = None) -> None:
        """Run `start` once the game in progress is put aside (after asking; `go` labels the
        answer that goes ahead)."""
        ...


class Window:
    """The display surface; remembers the windowed size across fullscreen toggles, and where
    the window was when the app closes (store/window_place.py)."""

    def __init__(self, fullscreen: bool, place_file: Path | None = None) -> None:
        self.place_file = place_file
        self.remembered = read_place(place_file) if place_file is not None else None
        place = choose_place(self.remembered, _desktop_size())
        self.windowed_size = place.size
        self.fullscreen = False
        icon = asset_path("icons", "regicide-64.png")
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.surface = pygame.display.set_mode(place.size, pygame.RESIZABLE)
        if place.position is not None:
            pygame.display.set_window_position(place.position)
        if fullscreen:
            self.toggle_fullscreen()

    def remember(self) -> None:
        """Keep the windowed size and position for the next start (only a real window's, and
        only when they changed)."""
        if self.place_file is None or pygame.display.get_driver() in VIRTUAL_DRIVERS:
            return
        position = None if self.fullscreen else pygame.display.get_window_position()
        if self.remembered is not None and self.remembered.position and position is None:
            position = self.remembered.position
        place = Place(self.windowed_size, position)
        if place != self.remembered:
            write_place(self.place_file, place)

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


def _desktop_size() -> tuple[int, int]:
    """The first desktop's size; without a real display (tests, benchmarks) room for 1280x720."""
    desktops = pygame.display.get_desktop_sizes()
    if not desktops or pygame.display.get_driver() in VIRTUAL_DRIVERS:
        return (DEFAULT_SIZE[0] * 2, DEFAULT_SIZE[1] * 2)
    return desktops[0]


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
    nav: Navigator | None = None  # set by the app once the context exists
    to_title: Callable[[], None] = lambda: None
    quit: Callable[[], None] = lambda: None
    notices: list[str] = field(default_factory=Notices)  # problems to show the player once
    notices_read: int = 0  # how many of them the player has been shown
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

    @property
    def navigation(self) -> Navigator:
        assert self.nav is not None, "the app sets the navigation before any scene runs"
        return self.nav

    def game_in_progress(self) -> Saved | None:
        """The unfinished game the autosave holds (at least one move into it), if any; None
        in a read-only run, which never writes over it."""
        if self.autosaver.read_only is not None or not os.path.lexists(self.autosave):
            return None
        try:
            saved = load_saved(self.autosave)
        except SaveError:
            return None
        unfinished = saved.game.to_act(saved.match.state) is not None
        return saved if unfinished and saved.match.history else None

    def keep_game_in_progress(self) -> None:
        """Before a new game takes the autosave's place: an unfinished game there is kept in
        the archive first, and the player told where (nothing is written by a read-only run)."""
        if self.autosaver.read_only is not None:
            return
        handover = make_way(self.autosave, keep_in_progress=True)
        self.notices.extend(handover.notices)
        if handover.unsaved is not None:
            self.autosaver.stop_writing(handover.unsaved)

    def archive_when_finished(self, session: Session) -> None:
        """The game in progress (the one the autosave holds; not a tutorial's) is kept in
        the archive when it ends (every game's table asks this of its session)."""
        if session.saver is self.autosaver and not any(
            isinstance(listener, Archiver) for listener in session.listeners
        ):
            session.listeners.append(Archiver(games_dir(), self.notices.append))

    @property
    def chosen_game(self) -> GameDef:
        """The game last chosen (on the title, or by playing it): the title, Records and
        Settings open on it; the first game when the settings name none of the table's."""
        try:
            return game_named(self.settings.game)
        except UnknownGame:
            return game_named(DEFAULT)

    def choose_game(self, game: GameDef) -> None:
        """`game` is the one chosen from now on (kept in the settings)."""
        if self.settings.game != game.name:
            self.update_settings(game=game.name)

    def apply_theme(self, name: str) -> None:
        """Switch to another theme (a broken theme file leaves the current one and a notice)."""
        try:
            theme = load_theme(name)
        except ThemeError as error:
            self.notices.append(themes_words(error))
            return
        self.use_theme(theme)
        self.update_settings(theme=name)

    def use_theme(self, theme: Theme) -> None:
        """Draw with `theme` from now on (scenes restyle when they next show)."""
        self.theme = theme
        self.text = TextCache(theme, scale=self.settings.text_scale)
        self.art = CardArt(theme, self.text)
        self.sounds.use(dict(theme.sounds))

    def apply_language(self, setting: str) -> None:
        """Speak `setting` ("system", "de", …) from now on: every word asked for after this is
        in it (a missing or broken catalog leaves English and a notice); saved at once."""
        problem = use_language(setting)
        if problem:
            self.notices.append(problem)
        self.update_settings(language=setting)

    def update_settings(self, **changes: Any) -> None:
        """Change settings, apply them, and save them (a failed save becomes a notice)."""
        self.settings = replace(self.settings, **changes)
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume / 100
        self.text.scale = self.settings.text_scale
        try:
            save_settings(self.settings, self.settings_file)
        except OSError as error:
            problem = error.strerror or error
            self.notices.append(
                _("Could not save your settings: {problem}").format(problem=problem)
            )
