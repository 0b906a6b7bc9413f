"""The announcement lane every game's table floats its words in (Regicide's effects, Baisch's
notes): a booking of places on the table's timeline so that words shown at the same time
never meet, kept inside the window, in colours that read on every theme's felt, and cleared
when the next move is played so no word outlives the turn it speaks of.

A game says where its words may go (bands of its felt, in the order to try them: beside the
cards they talk about, never over them) and the size each takes there; the lane takes the
first free place, or waits for one (and shows the word a little shorter), so words queue
rather than pile up. Colours: `legible` mixes a tone toward white or black until it stands
out from the felt by WCAG AA's 4.5:1 at least, at the felt's middle and at its edge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from regicide.themes.theme import Theme
from regicide.ui.anim import Effect, Timeline
from regicide.ui.assets import Color, TextCache
from regicide.ui.widgets import Frame, draw_panel

SHORTEST = 0.6  # seconds a word that had to wait shows at least
PLATE_PX = 17  # design px of a plate's words
RISE = 28.0  # design px a plate rises as it fades
FADE_FROM = 0.7  # the share of its time a plate shows whole before it fades
MIN_CONTRAST = 4.5  # WCAG AA for normal text
MIX_STEPS = 20  # how finely a tone is mixed toward white or black to reach MIN_CONTRAST


@dataclass(frozen=True)
class Spot:
    """Where and when a word shows: the option it took (its index), its place, its start
    (seconds from now) and how long it shows."""

    option: int
    rect: pygame.Rect
    start: float
    duration: float


@dataclass(frozen=True)
class Booking:
    """A place held by a word while its effect lives."""

    rect: pygame.Rect
    effect: Effect


@dataclass
class Lanes:
    """The places words hold on one timeline (times here are the timeline's own clock);
    `window`, when set, is the surface they are drawn on: no word is placed past its edge."""

    timeline: Timeline
    bookings: list[Booking] = field(default_factory=list)
    window: pygame.Rect | None = None

    def place(
        self, options: Sequence[tuple[pygame.Rect, tuple[int, int]]], start: float, duration: float
    ) -> Spot | None:
        """A place in the first of `options` (a band, and the size the word takes there) free
        of every other word from `start` (seconds from now) for `duration`; later (and
        shorter) when it must wait for one to free up. None when no band is big enough."""
        self.bookings = [b for b in self.bookings if b.effect in self.timeline.effects]
        fitting = [(index, self._inside(band), size) for index, (band, size) in enumerate(options)]
        fitting = [option for option in fitting if _holds(*option[1:])]
        if not fitting:
            return None
        begin = self.timeline.now + start
        while True:
            found = self._free(fitting, begin, begin + duration)
            if found is not None:
                waited = begin - self.timeline.now - start
                shown = max(SHORTEST, duration - waited)
                return Spot(found[0], found[1], begin - self.timeline.now, shown)
            begin = min(b.effect.end for b in self._during(begin, begin + duration))

    def hold(self, rect: pygame.Rect, effect: Effect) -> None:
        self.bookings.append(Booking(rect, effect))

    def showing(self, rect: pygame.Rect) -> bool:
        """A word of the lane shows over `rect` now: a line drawn outside the lane (a table's
        message) gives way to it rather than print over it."""
        now, live = self.timeline.now, self.timeline.effects
        return any(
            b.effect in live and b.effect.start <= now and b.rect.colliderect(rect)
            for b in self.bookings
        )

    def clear(self) -> None:
        """Every word in the lane goes at once (the next move is played: what was said of
        the last one is over)."""
        held = {id(booking.effect) for booking in self.bookings}
        self.timeline.effects = [e for e in self.timeline.effects if id(e) not in held]
        self.bookings.clear()

    def _inside(self, band: pygame.Rect) -> pygame.Rect:
        return band.clip(self.window) if self.window is not None else band

    def _during(self, begin: float, end: float) -> list[Booking]:
        return [b for b in self.bookings if b.effect.start < end and begin < b.effect.end]

    def _free(
        self, fitting: list[tuple[int, pygame.Rect, tuple[int, int]]], begin: float, end: float
    ) -> tuple[int, pygame.Rect] | None:
        """The highest place in the first band that has one free over [begin, end), with the
        option's index."""
        taken = [b.rect for b in self._during(begin, end)]
        for index, band, size in fitting:
            tops = [band.top] + [rect.bottom + 2 for rect in taken if band.colliderect(rect)]
            for top in sorted(tops):
                rect = pygame.Rect(0, top, *size)
                rect.centerx = band.centerx
                if rect.bottom <= band.bottom and rect.collidelist(taken) < 0:
                    return index, rect
        return None


def word_plate(
    text: TextCache, theme: Theme, frame: Frame, words: str, tone: Color, *, size: int = PLATE_PX
) -> pygame.Surface:
    """Words in `tone` made legible on the felt, on a panel edged in it (a note, an
    announcement); `size`: the words' design px."""
    color = legible(tone, theme)
    label = text.body(words, frame.px(size), color, bold=True)
    box = label.get_rect().inflate(frame.px(18), frame.px(8))
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    draw_panel(plate, plate.get_rect(), theme.colors.panel, color, alpha=235,
               radius=box.height // 2)  # fmt: skip
    plate.blit(label, label.get_rect(center=plate.get_rect().center))
    return plate


def float_plate(
    lanes: Lanes,
    choices: Sequence[tuple[pygame.Rect, pygame.Surface]],
    when: tuple[float, float],
    rise: int,
) -> Spot | None:
    """The first of `choices` (a band, and a plate to show there: the same words smaller for
    a narrower band) with room for its plate (and its `rise`) over `when` (start, seconds),
    booked in the lane, rising and fading there; None when none has room (the log says the
    same)."""
    options = [(band, (plate.get_width(), plate.get_height() + rise)) for band, plate in choices]
    spot = lanes.place(options, *when)
    if spot is None:
        return None
    place, plate = spot.rect, choices[spot.option][1]

    def draw(surface: pygame.Surface, progress: float) -> None:
        fading = (progress - FADE_FROM) / (1 - FADE_FROM)
        plate.set_alpha(255 if fading < 0 else round(255 * (1 - fading)))
        top = place.bottom - plate.get_height() - rise * progress
        surface.blit(plate, plate.get_rect(midtop=(place.centerx, round(top))))

    lanes.hold(place, lanes.timeline.effect(spot.start, spot.duration, draw))
    return spot


def still_until(effect: Effect, now: float) -> float | None:
    """When a plate floated without rising next changes (it appears, then it starts to fade),
    so the loop may sleep until then; None while it fades (every frame changes it)."""
    if now < effect.start:
        return effect.start
    fade = effect.start + FADE_FROM * effect.duration
    return fade if now < fade else None


def _holds(band: pygame.Rect, size: tuple[int, int]) -> bool:
    return band.width >= size[0] and band.height >= size[1]


def beside(target: pygame.Rect, gap: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """Bands of felt just around `target` (the cards words speak of), never over it, each
    as big as words of `size` need: under it, above it, right of it, left of it."""
    width, height = size
    below = pygame.Rect(0, target.bottom + gap, max(width, target.width), height)
    below.centerx = target.centerx
    above = below.move(0, -(below.top - target.top) - height - gap)
    right = pygame.Rect(target.right + gap, target.centery - height // 2, width, height)
    left = right.move(-(width + 2 * gap + target.width), 0)
    return [below, above, right, left]


# -- colours -----------------------------------------------------------------------------


def luminance(color: Color) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black .. 1 white)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: Color, other: Color) -> float:
    """WCAG 2's contrast ratio of two colours (1 .. 21)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def felt_colors(theme: Theme) -> tuple[Color, Color]:
    """The colours the felt runs between (its middle, its edge): words float over both."""
    return theme.colors.felt, theme.colors.felt_edge


def legible(color: Color, theme: Theme) -> Color:
    """`color`, or the least mix of it toward white or black (whichever gets there first)
    that has MIN_CONTRAST against the felt's middle and edge alike."""
    felts = felt_colors(theme)
    for step in range(MIX_STEPS + 1):
        for toward in ((255, 255, 255), (0, 0, 0)):
            mixed = _mix(color, toward, step / MIX_STEPS)
            if all(contrast(mixed, felt) >= MIN_CONTRAST for felt in felts):
                return mixed
    return (255, 255, 255)


def _mix(color: Color, toward: Color, share: float) -> Color:
    r, g, b = (round(c + (t - c) * share) for c, t in zip(color[:3], toward, strict=True))
    return (r, g, b)
