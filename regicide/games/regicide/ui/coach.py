"""The tutorial's coach, drawn from plain data: a panel with the step's words (and a Next
button when the step waits for it), and a pulsing gold ring around what the step is about."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from regicide.i18n import _
from regicide.themes.theme import Theme
from regicide.ui.assets import MIN_TEXT_PX, TextCache
from regicide.ui.widgets import (
    Button,
    Frame,
    Palette,
    blit_text,
    draw_button,
    draw_panel,
    fit_label,
    heading_lines,
    wrap,
    wrap_parts,
)


@dataclass(frozen=True)
class CoachCard:
    """What the coach shows for one step."""

    title: str
    text: str
    progress: str  # "Step 4 of 15"
    target: pygame.Rect | None  # what the ring goes round
    waits: bool  # the step waits for Next (else for a move on the table)
    bounds: tuple[float, float] = (52.0, 712.0)  # design y: the room between other words
    scroll: int = 0  # lines of its words scrolled past (when they are more than fit)
    left: float = 14.0  # design x: the left column (PANEL's), or the side panel's place


PANEL = (14, 280, 268, 240)  # design px: the left column, clear of the piles, tokens and hand


def coach_panel(
    frame: Frame,
    height: float = PANEL[3],
    bounds: tuple[float, float] = (52.0, 712.0),
    left: float = PANEL[0],
) -> pygame.Rect:
    """The coach's place: the left column, clear of the piles, the tokens and the hand when
    its words fit there; grown down, then up, within `bounds` (design y: under the castle's
    caption, over the hand's) when they do not (bigger words at a bigger UI scale). `left`
    moves it (design x) to the side panel's place where the left column has no room."""
    _left, top, width, usual = PANEL
    low, high = bounds
    tall = min(max(float(usual), height), high - low)
    return frame.rect(left, max(low, min(top, high - tall)), width, tall)


def card_panel(text: TextCache, frame: Frame, card: CoachCard) -> pygame.Rect:
    """The coach's panel for `card`: as tall as its words, within its bounds."""
    return coach_panel(frame, coach_height(text, frame, card), card.bounds, card.left)


def next_button(
    frame: Frame, panel: pygame.Rect | None = None, text: TextCache | None = None
) -> pygame.Rect:
    """The Next button, at the foot of the coach's panel, its right edge where it always
    was in the panel; given `text`, as big as its label and key need at a bigger UI scale."""
    panel = panel or coach_panel(frame)
    rect = frame.rect(150, 476, 118, 36)
    rect.x += panel.left - coach_panel(frame).left  # the panel moved to the side panel's place
    if text is not None and text.scale > 1:
        width, height = _next_size(text, frame)
        right = rect.right
        rect.size = (min(width, panel.width - frame.px(28)), height)
        rect.right = right
    rect.bottom = panel.bottom - frame.px(8)
    return rect


def _next_size(text: TextCache, frame: Frame) -> tuple[int, int]:
    """The window size the Next button needs for "Next" and its key ("Enter") at the scaled
    size, as `button_face` lays them out (at least as at 100%)."""
    size = frame.px(16)
    label = text.body_font(size, bold=True)
    height = max(frame.px(36), label.get_linesize() + frame.px(6))
    key = text.body_font(max(MIN_TEXT_PX - 1, size * 2 // 3))
    pad = max(4, height // 4)
    width = label.size(_("Next"))[0] + key.size(_("Enter"))[0] + 3 * pad + frame.px(6)
    return max(frame.px(118), width), height


def coach_height(text: TextCache, frame: Frame, card: CoachCard) -> float:
    """How tall (design px) the coach's panel must be for `card`'s words."""
    return sum(_blocks(text, frame, card)) / frame.scale


def _blocks(text: TextCache, frame: Frame, card: CoachCard) -> tuple[int, int, int, int]:
    """Window heights of the panel's parts: the step line and heading, the words, the foot
    (Next, or a margin)."""
    small = text.body_font(frame.px(12))
    progress = max(frame.px(18), small.get_linesize())
    progress *= len(_progress_lines(text, frame, card.progress))
    lines, px = _heading_lines(text, frame, card.title)
    heading = max(
        frame.px(28), len(lines) * text.body_font(px, bold=True).get_linesize() + frame.px(4)
    )
    words = len(_word_lines(text, frame, card.text)) * _step(text, frame)
    foot = frame.px(54) if card.waits else frame.px(14)
    if card.waits and text.scale > 1:  # Next as tall as its words, a margin over and under
        foot = max(foot, _next_size(text, frame)[1] + frame.px(18))
    return frame.px(10) + progress, heading, words, foot


#: The heading's (lines, design size) to try in turn: one line a little smaller rather than
#: two (the words' room is tight), then two lines rather than a whisper.
HEADING_FITS = ((1, 17), (1, 15), (1, 13), (2, 17), (2, 15), (2, 13), (2, 12))


def _heading_lines(text: TextCache, frame: Frame, title: str) -> tuple[list[str], int]:
    """The step's heading in its lines, and their window px size: on one line where it fits
    at nearly its size, else wrapped ("Deine Hofkarte kehrt zurück" was cut, "Kombinationen
    und Karo" shrunk to a whisper at 960x540, 200%), every line at one size: never cut
    (issue 35)."""
    room = frame.px(PANEL[2]) - frame.px(28)
    return heading_lines(text, title, room, [(most, frame.px(size)) for most, size in HEADING_FITS])


def _word_lines(text: TextCache, frame: Frame, words: str) -> list[str]:
    return wrap(words, text.body_font(frame.px(14)), frame.px(PANEL[2]) - frame.px(28))


def _progress_lines(text: TextCache, frame: Frame, progress: str) -> list[str]:
    """The step line ("Tutorial · step 4 of 15") in the lines it is drawn in: without its
    first part ("Step 4 of 15") when whole it would take more than one line."""
    small, width = text.body_font(frame.px(12)), frame.px(PANEL[2]) - frame.px(28)
    lines = wrap_parts(progress, small, width)
    if len(lines) > 1 and " · " in progress:
        rest = progress.split(" · ", 1)[1]
        lines = wrap_parts(rest[:1].upper() + rest[1:], small, width)
    return lines


def _cue_lines(text: TextCache, frame: Frame, more: bool = True) -> list[str]:
    """The cue under words that do not all show, in its lines (the panel's width)."""
    cue = _("More below: Page Down") if more else _("Back up: Page Up")
    font = text.body_font(frame.px(14), bold=True)
    return wrap(cue, font, frame.px(PANEL[2]) - frame.px(28))


def shown_lines(text: TextCache, frame: Frame, card: CoachCard) -> tuple[int, int]:
    """How many lines of `card`'s words the panel shows at once, and of how many: when not
    all, fewer, for the cue that says to scroll (in as many lines as it needs)."""
    first, heading, _body, foot = _blocks(text, frame, card)
    panel = card_panel(text, frame, card)
    total = len(_word_lines(text, frame, card.text))
    fits = max(1, (panel.height - first - heading - foot + frame.px(4)) // _step(text, frame))
    cue = max(len(_cue_lines(text, frame, more)) for more in (True, False))
    return (total if total <= fits else max(1, fits - cue)), total


def _step(text: TextCache, frame: Frame) -> int:
    return max(frame.px(18), text.body_font(frame.px(14)).get_linesize())


@dataclass(frozen=True)
class Coach:
    """Draws coach cards with one theme at one window size."""

    theme: Theme
    text: TextCache
    palette: Palette
    frame: Frame

    def draw(
        self,
        surface: pygame.Surface,
        card: CoachCard,
        next_action: Button,
        mouse: tuple[int, int],
        clock: float,
    ) -> None:
        """The ring first (under the panel), then the panel with its words and Next."""
        frame, c = self.frame, self.theme.colors
        if card.target is not None:
            _ring(surface, card.target, c.highlight, frame, clock)
        panel = card_panel(self.text, frame, card)
        draw_panel(surface, panel, c.panel, c.highlight, alpha=250, radius=frame.px(14), border=2)
        first, heading_h, _body, _foot = _blocks(self.text, frame, card)
        left, top = panel.left + frame.px(14), panel.top + frame.px(10)
        small = self.text.body_font(frame.px(12))
        for index, line in enumerate(_progress_lines(self.text, frame, card.progress)):
            progress = self.text.body(line, frame.px(12), c.text_dim)
            blit_text(surface, progress, "topleft", (left, top + index * small.get_linesize()))
        lines, px = _heading_lines(self.text, frame, card.title)
        head = self.text.body_font(px, bold=True).get_linesize()
        room = panel.width - frame.px(28)  # a word longer than a line is shrunk to fit
        for index, line in enumerate(lines):
            heading = fit_label(self.text, line, room, px, c.accent, bold=True)
            blit_text(surface, heading, "topleft", (left, panel.top + first + index * head))
        self._words(surface, card, (left, panel.top + first + heading_h))
        if card.waits:
            hovered = bool(next_action.rect.collidepoint(mouse))
            draw_button(
                surface, next_action, self.text, self.palette, hovered=hovered, focused=True
            )

    def _words(self, surface: pygame.Surface, card: CoachCard, at: tuple[int, int]) -> None:
        """The step's words from its scroll position, as many as fit; a cue under them when
        there are more (the wheel over the panel, or Page Up/Down, scrolls them)."""
        frame, c = self.frame, self.theme.colors
        shown, total = shown_lines(self.text, frame, card)
        first = max(0, min(card.scroll, total - shown))
        x, y = at
        step = _step(self.text, frame)
        for line in _word_lines(self.text, frame, card.text)[first : first + shown]:
            image = self.text.body(line, frame.px(14), c.text)
            blit_text(surface, image, "topleft", (x, y))
            y += step
        if shown < total:
            for line in _cue_lines(self.text, frame, first + shown < total):
                image = self.text.body(line, frame.px(14), c.accent, bold=True)
                blit_text(surface, image, "topleft", (x, y))
                y += step


def _ring(
    surface: pygame.Surface,
    target: pygame.Rect,
    color: tuple[int, int, int],
    frame: Frame,
    clock: float,
) -> None:
    """A rounded outline that breathes around `target`."""
    grow = ring_grow(frame, clock)
    ring = target.inflate(grow * 2, grow * 2)
    pygame.draw.rect(surface, color, ring, width=max(3, frame.px(4)), border_radius=frame.px(14))


#: The ring breathes three times when it points somewhere new or the player acts, then holds
#: still: a cue rather than a metronome (and a tutorial left alone draws nothing).
BREATHING_SECONDS = 3 * 2 * math.pi / 5


def ring_grow(frame: Frame, clock: float) -> int:
    """How far the breathing ring stands out round its target `clock` seconds after it began
    to breathe (window pixels); from BREATHING_SECONDS on it holds where it stopped."""
    clock = min(clock, BREATHING_SECONDS)
    return frame.px(8) + round(frame.px(5) * (0.5 + 0.5 * math.sin(clock * 5)))


def ring_room(frame: Frame) -> int:
    """How far round its target the ring reaches at most (window px): its widest breath
    and its line."""
    return frame.px(13) + max(3, frame.px(4))


def ring_changes_in(frame: Frame, clock: float) -> float | None:
    """Seconds until a frame (at 60 a second) would draw the ring otherwise: the frames in
    between would show the same picture, so the app need not draw them. None once it holds."""
    if clock >= BREATHING_SECONDS:
        return None
    now = ring_grow(frame, clock)
    frames = range(1, 61)
    return next((n / 60 for n in frames if ring_grow(frame, clock + n / 60) != now), 1.0)
