"""When the next frame is drawn (issue 21): up to FPS frames a second while a scene asks for
them; otherwise the loop sleeps until input comes, the moment a scene asked for
(`Scene.next_frame_in`) or another thread wakes it (a computer's choice made).

pygame-ce's `event.wait` with a timeout looks for input every millisecond (about 1.5% of a
core here), so a resting app looks every POLL_SECONDS instead (about 0.4%) and sleeps between
looks on a threading event, which `wake` sets from any thread. A frame after a rest advances
one frame's time; the rest before it (`Frame.rested`) is given to the scene first, with no
input and no drawing, so its timers are on time and an animation started by the input that
woke it begins at its start.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import pygame

FPS = 60
FRAME_SECONDS = 1 / FPS
POLL_SECONDS = 0.01  # the longest wait for input to be noticed at rest (a frame is 1/60 s)
READING_SECONDS = 0.1  # how often a folder read off the frame has its progress drawn


@dataclass(frozen=True)
class Frame:
    """What the next frame is given: its input, the seconds it advances, and the seconds the
    app rested before it (0 while anything moves)."""

    events: list[pygame.event.Event]
    dt: float
    rested: float = 0.0


class FramePacer:
    """Waits for each frame, never drawing more than FPS a second."""

    def __init__(self) -> None:
        self._clock = pygame.time.Clock()
        self._woken = threading.Event()
        self._ticked = time.perf_counter()

    @property
    def last_frame(self) -> float:
        """When the last frame began (`time.perf_counter()`)."""
        return self._ticked

    def wake(self) -> None:
        """Draw a frame soon (safe from any thread)."""
        self._woken.set()

    def next_frame(self, wanted: float | None) -> Frame:
        """Wait for the next frame: at the frame rate when `wanted` (the scenes' next frame,
        in seconds) is under a frame; else until input, a wake or `wanted` seconds after the
        last frame (None: no time limit)."""
        if wanted is not None and wanted < FRAME_SECONDS:
            dt = self._tick()
            return Frame(pygame.event.get(), dt)
        events = self._sleep(wanted)
        elapsed = self._tick()  # a storm of input still gets at most FPS frames a second
        events += pygame.event.get()
        return Frame(events, min(elapsed, FRAME_SECONDS), max(0.0, elapsed - FRAME_SECONDS))

    def _tick(self) -> float:
        elapsed = self._clock.tick(FPS) / 1000
        self._ticked = time.perf_counter()
        return elapsed

    def _sleep(self, wanted: float | None) -> list[pygame.event.Event]:
        """Until input comes (returned), a wake, or `wanted` seconds after the last frame."""
        deadline = None if wanted is None else self._ticked + wanted
        while not self._woken.is_set():
            events = pygame.event.get()
            if events:
                return events
            left = POLL_SECONDS if deadline is None else deadline - time.perf_counter()
            if left <= 0:
                return []
            self._woken.wait(min(left, POLL_SECONDS))
        self._woken.clear()
        return []
