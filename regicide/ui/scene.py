"""Scenes and the scene stack (after Tuxemon): paired enter/exit hooks, handle, update(dt), draw.

Changes to the stack requested while a scene handles an event are applied after it returns,
so a scene never runs after it was removed in the same frame.

A scene also says when it next needs a frame though no input comes (`next_frame_in`): 0 while
something moves, the seconds until a timer changes what it shows (a message expiring, a caret
blinking, a computer's move falling due), or None when only input (or a background result,
which wakes the app) can change it. The app's loop sleeps until then, so a card table at rest
costs no processor time (issue 21).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.protocol import Command
from regicide.play.table import TablePlay


class Scene:
    """Base class: override what you need. An `overlay` scene draws over the one below it."""

    overlay = False

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack (covered or removed)."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface`."""

    def next_frame_in(self) -> float | None:
        """Seconds until this scene needs its next frame if no input comes (0: at once, as
        while anything moves; None: only input changes it). Asked after each frame. A scene
        that does not say is drawn every frame."""
        return 0.0


def soonest(*waits: float | None) -> float | None:
    """The earliest of several `next_frame_in` answers (None when none of them waits)."""
    return min((wait for wait in waits if wait is not None), default=None)


class GameTable(Scene):
    """A game's table scene, as the shell may drive any of them (the smoke test, the
    benchmarks, the tests): its game at the table (`play`), whether its cards are moving, and
    the person's command or taking the screen."""

    play: TablePlay

    @property
    def animating(self) -> bool:
        """Cards are moving (input waits; a click or a key finishes the animation)."""
        raise NotImplementedError

    def submit(self, command: Command) -> bool:
        """Play a command for the seat to act; False (and a message) when the rules refuse."""
        raise NotImplementedError

    def uncover(self) -> None:
        """The person to play has taken the screen: show their cards."""
        raise NotImplementedError


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""

        def swap() -> None:
            self._pop()
            self._push(scene)

        self._pending.append(swap)

    def reset(self, scene: Scene) -> None:
        """Remove every scene, then show `scene` (back to the title, for example)."""

        def start_over() -> None:
            self._clear()
            self._push(scene)

        self._pending.append(start_over)

    def apply(self) -> None:
        """Carry out the requested changes, in order."""
        while self._pending:
            self._pending.pop(0)()

    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].exit()
        self._scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if self._scenes:
            self._scenes.pop().exit()
        if self._scenes:
            self._scenes[-1].enter()

    def _clear(self) -> None:
        while self._scenes:
            self._scenes.pop().exit()

    def next_frame_in(self) -> float | None:
        """When the scene on top needs its next frame (only the top scene updates, so the
        scenes under an overlay stand still); None for an empty stack."""
        return self.top.next_frame_in() if self.top is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost full scene upwards through the overlays on it."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].overlay:
            first -= 1
        for scene in self._scenes[max(first, 0) :]:
            scene.draw(surface)
