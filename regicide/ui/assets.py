"""Cached fonts, rendered text and sounds; a silent stand-in when there is no audio device."""

from __future__ import annotations

import os
import sys
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import pygame
import pygame.freetype

from regicide.support.resources import asset_path
from regicide.themes.theme import SOUND_NAMES, Theme

Color = tuple[int, int, int]
MIN_TEXT_PX = 12  # no words are drawn smaller, whatever the window size (readability)
#: The UI scale enlarges body text up to this size and no further: type this big is easy to
#: read already, and the panels around it must still fit the window.
LARGE_TEXT_PX = 40
OLD_STYLE_FIGURES = "EBGaramond"  # title fonts whose figures are old-style (a ı for a 1)
LINING_FIGURES = "DejaVuSerif-Bold.ttf"  # their digits are drawn in this face instead
FIGURE_SCALE = 0.82  # its size to EB Garamond's: its figures as tall as the capitals
#: The letters a title font lacks (EB Garamond 12 Bold has no Ä, é or ñ): the same design in
#: the same weight (EB Garamond at 600: its stems as wide as 12 Bold's), so "Plündern" is one
#: bold word, not a bold word with a light ü.
TITLE_FALLBACK = "EBGaramond-Bold.ttf"
#: Spaces no EB Garamond has, drawn in a title as the nearest one it has: French puts a
#: narrow no-break space before "!" and "?" (a thin space is as wide; a title is one line).
TITLE_SPACES = str.maketrans({"\u202f": "\u2009"})


class TextCache:
    """Fonts by (file, size) and rendered text surfaces by (text, file, size, colour).

    `scale` is the player's UI scale (Settings, 1.0 to 2.0): body text is drawn that much
    bigger (see `body_px`); titles and the cards' own type keep their size.
    """

    def __init__(self, theme: Theme, limit: int = 600, scale: float = 1.0) -> None:
        self.theme = theme
        self.scale = scale
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, str, int, Color], pygame.Surface] = OrderedDict()
        self._limit = limit

    def font(self, file: str, size: int) -> pygame.font.Font:
        key = (file, max(6, size))
        if key not in self._fonts:
            try:
                font = pygame.font.Font(_font_path(file), key[1])
                font.render("A♥", True, (0, 0, 0))  # a broken file may only fail here
            except (pygame.error, OSError):  # a theme's font broken after all: the default
                font = pygame.font.Font(_font_path("DejaVuSans.ttf"), key[1])
            self._fonts[key] = font
        return self._fonts[key]

    def render(self, text: str, file: str, size: int, color: Color) -> pygame.Surface:
        return self._kept(
            (text, file, size, color), lambda: self.font(file, size).render(text, True, color)
        )

    def _kept(
        self, key: tuple[str, str, int, Color], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """The surface drawn for `key` before (`make` draws it the first time); the least
        recently used go first when there are too many."""
        surface = self._texts.get(key)
        if surface is None:
            surface = make()
            self._texts[key] = surface
            if len(self._texts) > self._limit:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surface

    def body_px(self, size: int) -> int:
        """The pixel size `body` draws a request for `size` at: enlarged by the UI scale up to
        LARGE_TEXT_PX (text already larger keeps its size), and never below MIN_TEXT_PX (so a
        small window keeps every text readable)."""
        scaled = max(size, min(round(size * self.scale), LARGE_TEXT_PX))
        return max(scaled, MIN_TEXT_PX)

    def body(self, text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
        """Words in the body font at `body_px(size)`."""
        return self.body_exact(text, self.body_px(size), color, bold)

    def body_exact(self, text: str, px: int, color: Color, bold: bool = False) -> pygame.Surface:
        """Words in the body font at exactly `px` (the UI scale is not applied)."""
        fonts = self.theme.fonts
        return self.render(text, fonts.body_bold if bold else fonts.body, px, color)

    def body_font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The body font (or its bold) as `body` uses it at `size` (for measuring and
        wrapping)."""
        fonts = self.theme.fonts
        return self.font(fonts.body_bold if bold else fonts.body, self.body_px(size))

    def title(self, text: str, size: int, color: Color) -> pygame.Surface:
        """Words in the title font. EB Garamond's figures are old-style ("Seat 1" would read
        "Seat ı") and pygame draws no OpenType features: its digits come from DejaVu Serif,
        sized to its capitals and on the same baseline. A letter the title font lacks (EB
        Garamond 12 Bold has no Ä, é or ñ) is drawn from TITLE_FALLBACK, as bold, never as a
        box; a narrow no-break space neither has is drawn as a thin space."""
        file = self.theme.fonts.title
        if lacking(file, "\u202f"):
            text = text.translate(TITLE_SPACES)
        old_style = Path(file).name.startswith(OLD_STYLE_FIGURES)
        if not (old_style and any(c.isdigit() for c in text)) and not lacking(file, text):
            return self.render(text, file, size, color)
        key = (text, f"{file}+lining", size, color)
        return self._kept(key, lambda: self._lining(text, file, size, color))

    def _lining(self, text: str, file: str, size: int, color: Color) -> pygame.Surface:
        """`text` in `file`, its runs of digits in LINING_FIGURES (for an old-style face) and
        of letters it lacks in TITLE_FALLBACK, on one baseline."""
        old_style = Path(file).name.startswith(OLD_STYLE_FIGURES)
        figures = self.font(LINING_FIGURES, round(size * FIGURE_SCALE))
        words, fallback = self.font(file, size), self.font(TITLE_FALLBACK, size)
        missing = lacking(file, text)

        def face(run: str) -> pygame.font.Font:
            if run[0].isdigit() and old_style:
                return figures
            return fallback if run[0] in missing else words

        runs = [(run, face(run)) for run in _runs(text, missing)]
        # The line's height is the title font's: the fallback's own ascent makes room for
        # stacked Vietnamese accents and would make a German title taller than an English one.
        lined = [font for _, font in runs if font is not fallback] or [words]
        ascent = max(font.get_ascent() for font in lined)
        descent = max(-font.get_descent() for font in lined)
        images = [(font.render(run, True, color), font) for run, font in runs]
        width = sum(image.get_width() for image, _ in images)
        surface = pygame.Surface((max(1, width), ascent + descent), pygame.SRCALPHA)
        x = 0
        for image, font in images:
            surface.blit(image, (x, ascent - font.get_ascent()))
            x += image.get_width()
        return surface


def _runs(text: str, missing: str = "") -> list[str]:
    """`text` cut where it turns from digits to other characters and back, and from
    characters in `missing` to others and back."""
    runs: list[str] = []

    def kind(char: str) -> tuple[bool, bool]:
        return char.isdigit(), char in missing

    for char in text:
        if runs and kind(runs[-1][-1]) == kind(char):
            runs[-1] += char
        else:
            runs.append(char)
    return runs


def _face(file: str) -> pygame.freetype.Font | None:
    """A font file opened to ask which characters it has (None: it cannot be read). Opened
    anew each time, never kept: pygame.quit() ends freetype and every face opened before."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    try:
        return pygame.freetype.Font(_font_path(file), 12)
    except (OSError, pygame.error):
        return None


@lru_cache(maxsize=2048)
def lacking(file: str, text: str) -> str:
    """The characters of `text` that the font `file` has no glyph for (spaces aside); the
    answer is kept, the face that gave it is not."""
    chars = "".join(sorted(set(text) - set(" \n")))
    face = _face(file) if chars else None
    if face is None:
        return ""
    found = face.get_metrics(chars)
    return "".join(char for char, metrics in zip(chars, found, strict=True) if metrics is None)


def _font_path(file: str) -> str:
    """A theme's fonts are paths; a bare name is a bundled font under assets/fonts."""
    return file if os.path.isabs(file) else str(asset_path("fonts", file))


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence C libraries (ALSA prints pages of errors when there is no sound card)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "w", encoding="utf-8") as null:
            sys.stderr.flush()
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    """Short sound effects; every call is a no-op when sound is off or unavailable.

    `volume` (0..1) scales every sound; a theme may replace some sounds with its own files.
    """

    def __init__(self, enabled: bool, volume: float = 1.0) -> None:
        self.enabled = enabled
        self.volume = volume
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._own: dict[str, Path] = {}

    def open(self) -> None:
        """Try to open the audio device and load the sounds; fail silently."""
        with _quiet_stderr():
            try:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            except pygame.error:
                return
        self.available = True
        self._load()

    def use(self, own: dict[str, Path]) -> None:
        """A theme's own sounds (by name) in place of the bundled ones; {} for none."""
        if own != self._own:
            self._own = dict(own)
            if self.available:
                self._load()

    def _load(self) -> None:
        self._sounds = {}
        for name in SOUND_NAMES:
            path: Path = self._own.get(name) or asset_path("sounds", f"{name}.wav")
            if path.is_file():
                try:
                    self._sounds[name] = pygame.mixer.Sound(str(path))
                except pygame.error:
                    continue

    def play(self, name: str, volume: float = 0.7) -> None:
        sound = self._sounds.get(name)
        if self.enabled and self.available and sound is not None and self.volume > 0:
            sound.set_volume(volume * self.volume)
            sound.play()
