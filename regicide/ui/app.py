"""Start-up and the main loop: init pygame, open the window, run scenes at up to 60 fps.

Nothing happens at import time. `App.step(dt, events)` is one frame, so tests drive the app
with real pygame events under the dummy video driver.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from functools import partial

import pygame

from regicide.engine import Game
from regicide.session import new_session
from regicide.store.autosave import Autosaver
from regicide.store.paths import autosave_path, settings_path, tutorial_path
from regicide.store.settings import load_settings
from regicide.themes import DEFAULT_THEME, ThemeError, load_theme
from regicide.ui.assets import Sounds, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.context import AppContext, Window
from regicide.ui.scene import Scene, SceneStack
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.table import open_game, play_game
from regicide.ui.scenes.title import TitleScene

FPS = 60
DEFAULT_SIZE = (1280, 720)
MAX_DT = 0.1  # a stalled frame (window drag, debugger) must not teleport the animations


def create_context() -> AppContext:
    """Initialise pygame (display and fonts; audio quietly) and build the shared context."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption("Regicide")
    settings, problem = load_settings(settings_path())
    notices = [problem] if problem else []
    try:
        theme = load_theme(settings.theme)
    except ThemeError as error:
        notices.append(f"{error}; using the {DEFAULT_THEME} theme")
        theme = load_theme(DEFAULT_THEME)
    window = Window(DEFAULT_SIZE, settings.fullscreen)
    text = TextCache(theme)
    sounds = Sounds(settings.sound, settings.volume / 100)
    sounds.use(dict(theme.sounds))
    if settings.sound:
        sounds.open()
    return AppContext(
        theme=theme,
        text=text,
        art=CardArt(theme, text),
        sounds=sounds,
        settings=settings,
        stack=SceneStack(),
        window=window,
        autosaver=Autosaver(autosave_path()),
        tutorial_saver=Autosaver(tutorial_path()),
        settings_file=settings_path(),
        notices=notices,
    )


class App:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.running = True
        ctx.quit = self.stop
        ctx.to_title = self.to_title

    def stop(self) -> None:
        self.running = False

    def to_title(self) -> None:
        self.ctx.stack.reset(TitleScene(self.ctx))

    def start(self, scene: Scene) -> None:
        self.ctx.stack.push(scene)
        self.ctx.stack.apply()

    def step(self, dt: float, events: Iterable[pygame.event.Event]) -> bool:
        """One frame: events, update, draw. Returns False once the app should close."""
        stack = self.ctx.stack
        stack.apply()
        for event in events:
            if not self._global(event) and stack.top is not None:
                stack.top.handle(event)
            stack.apply()
        if stack.top is not None:
            stack.top.update(min(dt, MAX_DT))
            stack.apply()
        stack.draw(self.ctx.window.surface)
        return self.running and stack.top is not None

    def _global(self, event: pygame.event.Event) -> bool:
        """Events for the whole app; True when consumed."""
        if event.type == pygame.QUIT:
            self.stop()
            return True
        if event.type == pygame.VIDEORESIZE:
            self.ctx.window.resize(event.w, event.h)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.ctx.window.toggle_fullscreen()
            return True
        return False

    def run(self, *, frames: int | None = None) -> int:
        """The main loop, capped at FPS; `frames` stops it early (benchmarks, smoke tests)."""
        clock = pygame.time.Clock()
        drawn = 0
        while self.step(clock.tick(FPS) / 1000, pygame.event.get()):
            pygame.display.flip()
            drawn += 1
            if drawn == 1 and frames == 1:
                print(f"first-frame {time.time():.6f}", flush=True)
            if frames is not None and drawn >= frames:
                break
        self.ctx.autosaver.flush()
        self.ctx.tutorial_saver.flush()
        pygame.quit()
        return 0


def run_app(
    players: int | None = None, seed: int | None = None, *, first_frame_only: bool = False
) -> int:
    """`regicide` (title screen) or `regicide play` (straight into a new game).

    `first_frame_only` prints the wall-clock time of the first drawn frame and exits (for
    `regicide bench startup`).
    """
    app = App(create_context())
    if players is None:
        app.to_title()
        app.ctx.stack.apply()
    else:
        session = new_session(players, seed=seed, saver=app.ctx.autosaver)
        open_game(app.ctx, session, animate_deal=True)
        app.ctx.stack.apply()
    return app.run(frames=1 if first_frame_only else None)


def run_replay_app(game: Game, title: str, move: int | None) -> int:
    """`regicide replay FILE`: the viewer first; leaving it goes to the title screen."""
    app = App(create_context())
    scene = ReplayScene(app.ctx, game, title, partial(play_game, app.ctx), back=app.to_title)
    app.start(scene)
    if move is not None:
        scene.go_to(move)
    return app.run()
