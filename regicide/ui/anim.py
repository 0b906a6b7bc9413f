"""Tweens and effects on a timeline, all driven by dt (so tests can step them exactly).

A Motion moves some numeric attributes of one object to target values; it reads its start
values only when it begins, so a card can be moved several times in one sequence. Effects
(floating numbers, banners) are drawn by the scene while they live. `skip()` finishes
everything at once, in start order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Ease = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: for cards landing and badges popping."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


@dataclass
class Motion:
    """Move `target`'s attributes to `to` over `duration` seconds, starting at `start`."""

    target: Any
    to: dict[str, float]
    start: float
    duration: float
    ease: Ease = ease_out_cubic
    on_start: Callable[[], None] | None = None
    _from: dict[str, float] | None = field(default=None, repr=False)

    @property
    def end(self) -> float:
        return self.start + self.duration

    def apply(self, now: float) -> None:
        if now < self.start:
            return
        if self._from is None:
            if self.on_start is not None:
                self.on_start()
            self._from = {name: float(getattr(self.target, name)) for name in self.to}
        progress = 1.0 if self.duration <= 0 else min(1.0, (now - self.start) / self.duration)
        eased = self.ease(progress)
        for name, goal in self.to.items():
            begin = self._from[name]
            setattr(self.target, name, begin + (goal - begin) * eased)


@dataclass
class Effect:
    """Something drawn for a while: `draw(surface, progress)` with progress 0..1."""

    start: float
    duration: float
    draw: Callable[[Any, float], None]

    @property
    def end(self) -> float:
        return self.start + self.duration


class Timeline:
    """Motions and effects on one clock. `speed` scales time (0 means instant)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.now = 0.0
        self.motions: list[Motion] = []
        self.effects: list[Effect] = []
        self.calls: list[tuple[float, Callable[[], None]]] = []

    @property
    def busy(self) -> bool:
        return bool(self.motions or self.effects or self.calls)

    @property
    def blocking(self) -> bool:
        """True while cards are moving (input waits); lingering effects do not block."""
        return bool(self.motions or self.calls)

    def move(
        self,
        target: Any,
        to: dict[str, float],
        start: float,
        duration: float,
        *,
        ease: Ease = ease_out_cubic,
        on_start: Callable[[], None] | None = None,
    ) -> Motion:
        motion = Motion(target, to, self.now + start, duration, ease, on_start)
        self.motions.append(motion)
        return motion

    def effect(self, start: float, duration: float, draw: Callable[[Any, float], None]) -> Effect:
        effect = Effect(self.now + start, duration, draw)
        self.effects.append(effect)
        return effect

    def call(self, start: float, action: Callable[[], None]) -> None:
        self.calls.append((self.now + start, action))

    def mark(self) -> tuple[int, int, int]:
        """Where what is scheduled next begins: the counts of motions, calls and effects
        (for `squeeze`)."""
        return len(self.motions), len(self.calls), len(self.effects)

    def squeeze(self, since: tuple[int, int, int], within: float) -> float:
        """Make what was scheduled since the `mark` `since` hold input for at most `within`
        seconds of this clock: its motions and calls start and last that much sooner and
        shorter, in the same order; its effects start with them but keep their length (the
        words stay as readable). Returns the factor applied (1: it already fitted)."""
        motions, calls = self.motions[since[0] :], self.calls[since[1] :]
        ends = [motion.end for motion in motions] + [when for when, _ in calls]
        length = max(ends, default=self.now) - self.now
        if length <= within or within <= 0:
            return 1.0
        factor = within / length
        for motion in motions:
            motion.start = self.now + (motion.start - self.now) * factor
            motion.duration *= factor
        self.calls[since[1] :] = [(self.now + (when - self.now) * factor, a) for when, a in calls]
        for effect in self.effects[since[2] :]:
            effect.start = self.now + (effect.start - self.now) * factor
        return factor

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.skip()
            return
        self.now += dt * self.speed
        self._advance(self.now)

    def skip(self) -> None:
        """Finish every motion and call in start order; drop the effects."""
        ends = [motion.end for motion in self.motions] + [when for when, _ in self.calls]
        self.now = max([self.now, *ends])
        self._advance(self.now)
        self.effects.clear()

    def _advance(self, now: float) -> None:
        for motion in sorted(self.motions, key=lambda item: item.start):
            motion.apply(now)
        self.motions = [motion for motion in self.motions if motion.end > now]
        due = sorted((item for item in self.calls if item[0] <= now), key=lambda item: item[0])
        self.calls = [item for item in self.calls if item[0] > now]
        for _, action in due:
            action()
        self.effects = [effect for effect in self.effects if effect.end > now]

    def draw_effects(self, surface: Any) -> None:
        for effect in self.effects:
            if effect.start <= self.now:
                effect.draw(surface, min(1.0, (self.now - effect.start) / effect.duration))
