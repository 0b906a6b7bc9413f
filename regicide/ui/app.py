"""Start-up and the main loop: init pygame, open the window, run scenes at up to 60 fps while
anything moves, and sleep while nothing does (issue 21: `ui/pacing.py`).

Nothing happens at import time. `App.step(dt, events)` is one frame, so tests drive the app
with real pygame events under the dummy video driver. While the loop runs, computer players
think in a worker process (`regicide.play.worker`), whose answers wake the loop.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import date

import pygame

from regicide.games.registry import GAMES
from regicide.i18n import _, use_language
from regicide.play.grading import grade_request
from regicide.play.opening import Opening, open_session
from regicide.play.thinking import Thinker, thinking_with
from regicide.play.worker import WorkerThinker
from regicide.store.access import FolderAccess, open_folder
from regicide.store.autosave import Autosaver
from regicide.store.caches import cache_folder
from regicide.store.paths import autosave_path, data_dir, settings_path, tutorial_path, window_path
from regicide.store.saves import Saved
from regicide.store.settings import load_settings
from regicide.support.oneline import one_line
from regicide.support.terminal import Notices
from regicide.themes.problem_words import themes_words
from regicide.themes.theme import DEFAULT_THEME, ThemeError, load_theme
from regicide.themes.verdicts import VERDICTS
from regicide.ui.assets import Sounds, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.context import AppContext, Window
from regicide.ui.navigation import Navigation
from regicide.ui.pacing import FramePacer
from regicide.ui.scene import Scene, SceneStack, soonest
from regicide.ui.scenes.title import TitleScene

THREAD_SWITCH_SECONDS = 0.001
MAX_DT = 0.1  # a stalled frame (window drag, debugger) must not teleport the animations


def create_context(access: FolderAccess | None = None) -> AppContext:
    """Initialise pygame (display and fonts; audio quietly) and build the shared context.

    `access` is how this run may use the data folder (`store/access.py`): a run without its
    lock never writes the game in progress. None (tests, benchmarks): write freely."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption("Regicide")
    access = access or FolderAccess()
    if access.lock is not None:  # images read through once are known at the next start
        VERDICTS.keep_in(cache_folder(data_dir()) / "images.json")
    settings, problem = load_settings(settings_path())
    spoken = use_language(settings.language)  # before any word is shown
    told = [*access.notices, *(notice for notice in (problem, spoken) if notice)]
    notices = Notices(told)  # and the terminal
    try:
        theme = load_theme(settings.theme)
    except (ThemeError, OSError) as error:  # OSError: a font name the system cannot look up
        notices.append(
            one_line(
                _("{problem}; using the {theme} theme").format(
                    problem=themes_words(error), theme=DEFAULT_THEME
                )
            )
        )
        theme = load_theme(DEFAULT_THEME)
    window = Window(settings.fullscreen, window_path())
    text = TextCache(theme, scale=settings.text_scale)
    sounds = Sounds(settings.sound, settings.volume / 100)
    sounds.use(dict(theme.sounds))
    if settings.sound:
        sounds.open()
    ctx = AppContext(
        theme=theme,
        text=text,
        art=CardArt(theme, text),
        sounds=sounds,
        settings=settings,
        stack=SceneStack(),
        window=window,
        autosaver=Autosaver(autosave_path(), access.read_only),
        tutorial_saver=Autosaver(tutorial_path(), access.read_only),
        settings_file=settings_path(),
        notices=notices,
    )
    ctx.nav = Navigation(ctx)
    return ctx


class App:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.running = True
        self.pacer = FramePacer()
        self.frames = 0  # drawn by `loop` (the benchmarks count them)
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

    def rest(self, seconds: float) -> None:
        """The loop slept `seconds` with nothing moving: the top scene's timers catch up (no
        input, nothing drawn) before the frame that ends the rest."""
        stack = self.ctx.stack
        stack.apply()
        if stack.top is not None:
            stack.top.update(seconds)
            stack.apply()

    @contextmanager
    def thinking(self) -> Iterator[WorkerThinker]:
        """Computer players think in a worker process while the block runs: its answers wake
        the loop, and if it cannot be had the player is told (ctx.notices), never a crash."""
        worker = WorkerThinker(self.ctx.notices.append, self.pacer.wake)
        try:
            with thinking_with(worker):
                yield worker
        finally:
            worker.close()

    def loop(self, *, frames: int | None = None, seconds: float | None = None) -> bool:
        """Draw frames as the scenes need them, the first at once, until the app closes
        (False) or `frames` are drawn or `seconds` have passed (True)."""
        end = None if seconds is None else time.perf_counter() + seconds
        frame = self.pacer.next_frame(0.0)
        drawn = 0
        while True:
            if frame.rested:
                self.rest(frame.rested)
            if not self.step(frame.dt, frame.events):
                return False
            pygame.display.flip()
            self.frames += 1
            drawn += 1
            if frames is not None and drawn >= frames:
                return True
            left = None if end is None else end - self.pacer.last_frame
            frame = self.pacer.next_frame(soonest(self.ctx.stack.next_frame_in(), left))
            if end is not None and time.perf_counter() >= end:
                return True

    def run(self, *, frames: int | None = None) -> int:
        """The main loop; `frames` stops it early (`regicide bench startup`: 1, which prints
        the wall-clock time of the first frame)."""
        # Without a worker process a computer seat thinks on a thread: hand the interpreter
        # back to the frame loop within 1 ms (the default 5 ms wait drops frames).
        sys.setswitchinterval(THREAD_SWITCH_SECONDS)
        with self.thinking() as worker:
            going = self.loop(frames=1)
            if frames == 1:
                print(f"first-frame {time.time():.6f}", flush=True)
            elif going:
                worker.start()  # now, so the first computer move does not wait for Python
                ask_daily_grades(worker)
                self.loop(frames=None if frames is None else frames - 1)
            self.close()  # the window goes before the worker process is waited for
        return 0

    def close(self) -> None:
        """Finish writing, remember the window, and close pygame."""
        self.ctx.autosaver.flush()
        self.ctx.tutorial_saver.flush()
        self.ctx.window.remember()
        pygame.quit()


def ask_daily_grades(worker: Thinker) -> None:
    """Have today's daily deals graded between the computers' choices, where a game grades
    its deals and no grade of today is kept yet (issue 34: the title shows it once kept)."""
    for game in GAMES:
        request = grade_request(game.name, date.today(), data_dir())
        if request is not None:
            worker.grade(request)


def speak_chosen_language() -> None:
    """The settings' language from the first word a run says: the data folder's notices
    (another window holds it, it cannot be written) are made before the window is."""
    settings, _problem = load_settings(settings_path())  # its problem is told by the context
    use_language(settings.language)


def run_app(opening: Opening | None = None, *, first_frame_only: bool = False) -> int:
    """`regicide` (title screen) or `regicide play` (straight into a new game).

    `first_frame_only` prints the wall-clock time of the first drawn frame and exits (for
    `regicide bench startup`).
    """
    speak_chosen_language()
    access = open_folder()
    try:
        app = App(create_context(access))
        if opening is None:
            app.to_title()
        else:
            app.ctx.keep_game_in_progress()
            session = open_session(opening, app.ctx.autosaver)
            app.ctx.navigation.open(session, animate_deal=opening.saved is None)
        app.ctx.stack.apply()
        status = app.run(frames=1 if first_frame_only else None)
        if first_frame_only:  # the start-up check: say what the player would have been told
            told = [*app.ctx.notices, app.ctx.autosaver.error or ""]
            for notice in filter(None, dict.fromkeys(told)):
                print(one_line(f"notice: {notice}"), file=sys.stderr)
        return status
    finally:
        access.release()


def run_replay_app(saved: Saved, title: str, move: int | None) -> int:
    """`regicide replay FILE`: the viewer first; leaving it goes to the title screen."""
    speak_chosen_language()
    access = open_folder()
    try:
        app = App(create_context(access))
        app.ctx.navigation.watch(saved, title, back=app.to_title, at=move)
        app.ctx.stack.apply()
        return app.run()
    finally:
        access.release()
