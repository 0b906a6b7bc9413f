"""Shared drawing pieces: the scaling frame, panels, text, buttons and keyboard focus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from regicide.i18n import _
from regicide.ui.assets import MIN_TEXT_PX, Color, TextCache
from regicide.ui.icons import draw_icon

DESIGN_SIZE = (1280, 720)


@dataclass(frozen=True)
class Frame:
    """Maps the 1280x720 design onto a window of any size: uniform scale, centred."""

    width: int
    height: int

    @property
    def scale(self) -> float:
        return min(self.width / DESIGN_SIZE[0], self.height / DESIGN_SIZE[1])

    @property
    def offset(self) -> tuple[float, float]:
        return (
            (self.width - DESIGN_SIZE[0] * self.scale) / 2,
            (self.height - DESIGN_SIZE[1] * self.scale) / 2,
        )

    def px(self, length: float) -> int:
        return max(1, round(length * self.scale))

    def point(self, x: float, y: float) -> tuple[float, float]:
        ox, oy = self.offset
        return (ox + x * self.scale, oy + y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(round(left), round(top), self.px(w), self.px(h))

    def centered(self, cx: float, cy: float, w: float, h: float) -> pygame.Rect:
        return self.rect(cx - w / 2, cy - h / 2, w, h)


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Color,
    edge: Color,
    *,
    alpha: int = 230,
    radius: int = 12,
    border: int = 2,
) -> None:
    """A rounded, slightly translucent panel with a thin edge."""
    panel = _panel(rect.size, fill, edge, alpha=alpha, radius=radius, border=border)
    surface.blit(panel, rect.topleft)


@lru_cache(maxsize=256)
def _panel(
    size: tuple[int, int], fill: Color, edge: Color, *, alpha: int, radius: int, border: int
) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*fill, alpha), panel.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(panel, (*edge, 255), panel.get_rect(), width=border, border_radius=radius)
    return panel


def blit_text(
    surface: pygame.Surface, text: pygame.Surface, anchor: str, at: tuple[float, float]
) -> pygame.Rect:
    """Blit with a pygame.Rect anchor name ("center", "midleft", "topright", ...)."""
    rect = text.get_rect(**{anchor: (round(at[0]), round(at[1]))})
    surface.blit(text, rect)
    return rect


def fit_label(
    text_cache: TextCache,
    text: str,
    width: int,
    size: int,
    color: Color,
    *,
    bold: bool = False,
    height: int | None = None,
    most: int | None = None,
) -> pygame.Surface:
    """`text` at `size` (as the UI scale enlarges it; at most `most` px, given), or smaller
    until it is at most `width` pixels wide (and, given `height`, at most that tall), never
    below MIN_TEXT_PX; if even that is too wide, shortened with an ellipsis."""
    px = _shrunk_px(text_cache, text, (width, height), size, bold, most=most)
    return ellipsized(text_cache, text, px, width, color, bold=bold)


def fits_whole(
    text_cache: TextCache, text: str, room: tuple[int, int | None], size: int, *, bold: bool
) -> bool:
    """Whether `fit_label` shows `text` whole in `room` (width, and height when given), shrunk
    at most to MIN_TEXT_PX, not cut with an ellipsis: a caller may then say it shorter."""
    px = _shrunk_px(text_cache, text, room, size, bold)
    return _measure(text_cache, text, px, bold)[0] <= room[0]


def _shrunk_px(
    text_cache: TextCache,
    text: str,
    room: tuple[int, int | None],
    size: int,
    bold: bool,
    *,
    most: int | None = None,
) -> int:
    """The px `fit_label` draws `text` at: `size`'s (at most `most`, given), smaller until it
    fits `room` (width, and height when given), not below MIN_TEXT_PX."""
    width, height = room
    px = text_cache.body_px(size)
    px = max(MIN_TEXT_PX, min(px, most)) if most is not None else px
    wide, tall = _measure(text_cache, text, px, bold)
    most = height if height is not None else tall
    while (wide > width or tall > most) and px > MIN_TEXT_PX:
        px -= 1
        wide, tall = _measure(text_cache, text, px, bold)
    return px


def shared_px(
    text_cache: TextCache,
    texts: Sequence[str],
    room: tuple[int, int | None],
    size: int,
    *,
    bold: bool,
) -> int:
    """One px for labels shown as a set (the headings of rows alike): the least any of `texts`
    needs to fit `room` as `fit_label` shrinks it, so no heading stands bigger than its
    neighbour for being shorter (`size`'s px when `texts` is empty)."""
    return min((_shrunk_px(text_cache, text, room, size, bold) for text in texts),
               default=text_cache.body_px(size))  # fmt: skip


def _measure(text_cache: TextCache, text: str, px: int, bold: bool) -> tuple[int, int]:
    """The size `text` takes in the body font at exactly `px` (nothing drawn)."""
    fonts = text_cache.theme.fonts
    width, height = text_cache.font(fonts.body_bold if bold else fonts.body, px).size(text)
    return width, height


def ellipsized(
    text_cache: TextCache, text: str, px: int, width: int, color: Color, *, bold: bool = False
) -> pygame.Surface:
    """`text` at exactly `px`, shortened with "…" until it is at most `width` pixels wide."""
    label, shown = text_cache.body_exact(text, px, color, bold), text
    while label.get_width() > width and len(shown) > 1:
        shown = shown[:-1]
        label = text_cache.body_exact(shown.rstrip() + "…", px, color, bold)
    return label


def fit_lines(
    text_cache: TextCache, words: str, room: tuple[int, int], size: int, color: Color
) -> list[pygame.Surface]:
    """`words` wrapped into lines no wider than `room`'s width, at `size` (as the UI scale
    enlarges it) or smaller until the lines take at most `room`'s height, never below
    MIN_TEXT_PX (then they may take more: the caller gives the room it has)."""
    px, lines = boxed_lines(text_cache, words, room, size)
    return [text_cache.body_exact(line, px, color) for line in lines]


def boxed_lines(
    text_cache: TextCache, words: str, room: tuple[int, int], size: int, *, bold: bool = False
) -> tuple[int, list[str]]:
    """The one rule for words in a sized box (issue 35: German and French run 30-40% longer):
    `words` wrapped to `room`'s width at `size` (as the UI scale enlarges it), on as many
    lines as `room`'s height holds; where they do not fit, a step smaller, and again, never
    below MIN_TEXT_PX (where the lines may take more room than given: the layout tests say
    so). Returns the pixel size and the lines."""
    width, height = room
    px = text_cache.body_px(size)
    fonts = text_cache.theme.fonts
    while True:
        font = text_cache.font(fonts.body_bold if bold else fonts.body, px)
        lines = wrap(words, font, width)
        tall = len(lines) * font.get_linesize()
        if (tall <= height and max(font.size(line)[0] for line in lines) <= width) or (
            px <= MIN_TEXT_PX
        ):
            return px, lines
        px -= 1


def boxed_label(
    text_cache: TextCache,
    words: str,
    room: tuple[int, int],
    size: int,
    color: Color,
    *,
    bold: bool = False,
    align: str = "center",
) -> pygame.Surface:
    """`words` wrapped into `room` by `boxed_lines`, as one image, each line centred (or
    `align` "left"); a line still too wide at the least size is shortened with "…" (the
    layout tests count it as cut)."""
    px, lines = boxed_lines(text_cache, words, room, size, bold=bold)
    images = [ellipsized(text_cache, line, px, room[0], color, bold=bold) for line in lines]
    image = pygame.Surface(
        (max(line.get_width() for line in images), sum(line.get_height() for line in images)),
        pygame.SRCALPHA,
    )
    y = 0
    for line in images:
        x = 0 if align == "left" else (image.get_width() - line.get_width()) // 2
        image.blit(line, (x, y))
        y += line.get_height()
    return image


def cut_short(
    lines: Sequence[str],
    shown: int,
    font: pygame.font.Font | None = None,
    width: float | None = None,
) -> list[str]:
    """The first `shown` of `lines`, the last of them ending in "…" where some are left out:
    the last resort of words with no more room, which the layout tests count as cut. Given
    `font` and `width`, whole words leave that last line until it and its "…" fit `width`
    (a single word too long loses letters)."""
    if len(lines) <= shown:
        return list(lines)
    kept = list(lines[: max(1, shown)])
    last = kept[-1].rstrip(" .,:")
    if font is not None and width is not None:
        while " " in last and font.size(last + "…")[0] > width:
            last = last.rsplit(" ", 1)[0].rstrip(" .,:")
        while len(last) > 1 and font.size(last + "…")[0] > width:
            last = last[:-1].rstrip()
    kept[-1] = last + "…"
    return kept


def heading_lines(
    text_cache: TextCache, words: str, width: int, fits: Sequence[tuple[int, int]]
) -> tuple[list[str], int]:
    """A bold heading's lines no wider than `width` and their size: the first of `fits`
    (most lines, window px as `body_font` takes it) whose lines are at most that many, each
    within `width` (a word longer than a line shrinks the heading); else the last's lines,
    for the caller to fit. A longer language's heading wraps rather than being cut."""
    lines: list[str] = [words]
    size = fits[-1][1]
    for most, size in fits:
        font = text_cache.body_font(size, bold=True)
        lines = wrap(words, font, width)
        if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
            break
    return lines, size


def line_height(text: TextCache, frame: Frame, size: float, *, bold: bool = False) -> float:
    """Design pixels one line of body text asked for at design `size` takes, as the UI scale
    draws it (so rows and panels can follow the text they hold)."""
    return text.body_font(frame.px(size), bold).get_linesize() / frame.scale


def text_width(
    text: TextCache, frame: Frame, words: str, size: float, *, bold: bool = False
) -> float:
    """Design pixels `words` take at design `size`, as the UI scale draws them."""
    return text.body_font(frame.px(size), bold).size(words)[0] / frame.scale


def button_height(text: TextCache, frame: Frame, size: float, minimum: float) -> float:
    """The design height of a button whose label is drawn at design `size`: `minimum`, or
    more when the (scaled) label needs it, with a little room above and below."""
    return max(minimum, line_height(text, frame, size) + 6)


def button_width(
    button: Button, text: TextCache, frame: Frame, size: float, height: float
) -> float:
    """The design width `button` needs to show its label at design `size` whole, with its
    key hint beside it (as `button_face` places them in a button `height` tall)."""
    return face_width(text, frame, (button.label, button.hint), size, height)


def column_label_size(buttons: list[Button], text: TextCache, frame: Frame, size: float) -> float:
    """The design label size for a column of laid-out buttons: `size`, or smaller (while the
    words stay above the least text size) until every label fits its button whole (a key
    hint gives way first), so that the column's words look alike rather than the longest
    alone shrinking."""
    while text.body_px(frame.px(size)) > MIN_TEXT_PX and not all(
        face_width(text, frame, (button.label, ""), size, button.rect.height / frame.scale)
        <= button.rect.width / frame.scale
        for button in buttons
    ):
        size -= 0.5
    return size


def face_width(
    text: TextCache, frame: Frame, face: tuple[str, str], size: float, height: float
) -> float:
    """The design width a button `height` tall needs for its (label, key hint) at design
    `size`, measured as `button_face` lays them out (its paddings and the hint's size are in
    window pixels)."""
    label, hint = face
    pad = max(4, frame.px(height) // 4)
    need = 2 * pad / frame.scale + text_width(text, frame, label, size, bold=True)
    if hint:
        hint_px = hint_size(frame.px(size))
        need += (hint_gap(pad) + text.body_font(hint_px).size(hint)[0]) / frame.scale
    return need


def hint_gap(pad: int) -> int:
    """Window px between a button's label and its key hint: more than its edge's padding,
    so the two never read as one ("move Ctrl+Z")."""
    return pad + pad // 2


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Words of `text` in lines no wider than `width` pixels; a word wider than a line by
    itself (a folder's path) is broken after its slashes; a " · " where a line breaks is
    left out (no line starts "· lost"). Remembered: scenes lay their words out again every
    frame."""
    return list(_wrapped(text, font, width))


@lru_cache(maxsize=2048)
def _wrapped(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word, glued in _pieces(paragraph, font, width):
            joined = f"{line}{word}" if glued else f"{line} {word}"
            trial = joined.strip()
            if line and font.size(trial)[0] > width:
                lines.append(line.removesuffix(" ·"))
                line = "" if word == "·" else word  # a break stands for the separator
            else:
                line = trial
        lines.append(line.removesuffix(" ·"))
    return tuple(lines)


def wrap_parts(words: str, font: pygame.font.Font, width: int) -> list[str]:
    """`words` in lines no wider than `width` pixels, broken between its " · " parts where
    it can be (so that "Del deletes" stays together), between words where a part alone is
    too wide."""
    lines: list[str] = []
    for part in words.split(" · "):
        trial = f"{lines[-1]} · {part}" if lines else part
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines += wrap(part, font, width)
    return lines


def wrap_balanced(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`wrap`, in as few lines, but with them as even as can be (no word left alone on the
    last line): the narrowest width that needs no more lines than `width` does."""
    return list(_balanced(text, font, width))


@lru_cache(maxsize=1024)
def _balanced(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    lines = _wrapped(text, font, width)
    if len(lines) < 2 or "\n" in text:
        return lines
    low, high = 1, width
    while low < high:
        middle = (low + high) // 2
        if len(_wrapped(text, font, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return _wrapped(text, font, high)


BREAKS = "/\\-"  # a word too wide for a line is cut after each of these (a path, a file's name)


def _pieces(paragraph: str, font: pygame.font.Font, width: int) -> list[tuple[str, bool]]:
    """The words of `paragraph`, each with whether it is glued to the one before (no space):
    a word too wide for a line is cut after each slash or hyphen ("First-release-three-
    players", a file's name, overran the replay's list of moves), and between letters
    where a piece of it is still too wide."""
    pieces: list[tuple[str, bool]] = []
    for word in paragraph.split(" "):
        if font.size(word)[0] <= width or not any(mark in word for mark in BREAKS):
            pieces.append((word, False))
            continue
        piece, glued = "", False
        for char in word:
            if piece and font.size(piece + char)[0] > width:  # a name longer than a line
                pieces.append((piece, glued))
                piece, glued = "", True
            piece += char
            if char in BREAKS:
                pieces.append((piece, glued))
                piece, glued = "", True
        if piece:
            pieces.append((piece, glued))
    return pieces


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


class Backdrop:
    """The scene under a dialog, blurred and dimmed so the dialog stands alone. The scene
    below does not move while a dialog is open, so it is made once per window size."""

    SHRINK = 4  # blur by drawing small and scaling up, then a box blur: cheap and soft

    def __init__(self, alpha: int = 150) -> None:
        self.alpha = alpha
        self._image: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, opacity: float = 1.0) -> None:
        """Cover `surface` (which holds the scene below) with its blurred, dimmed copy."""
        if self._image is None or self._image.get_size() != surface.get_size():
            self._image = self._make(surface)
        # fully shown (the usual case): a plain copy, much cheaper than blending a whole window
        self._image.set_alpha(None if opacity >= 1 else round(255 * opacity))
        surface.blit(self._image, (0, 0))

    def _make(self, surface: pygame.Surface) -> pygame.Surface:
        width, height = surface.get_size()
        small = pygame.transform.smoothscale(
            surface, (max(1, width // self.SHRINK), max(1, height // self.SHRINK))
        )
        image = pygame.transform.smoothscale(pygame.transform.box_blur(small, 2), (width, height))
        dim(image, self.alpha)
        return image.convert() if pygame.display.get_surface() else image


@dataclass
class Button:
    """A clickable, focusable button. `reason` explains why a disabled button is disabled."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    reason: str = ""
    hint: str = ""  # a keyboard shortcut shown in small type
    about: str = ""  # what it does, shown while it is hovered or focused
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    font_size: int = 16  # window pixels; set with the rect by whoever lays the button out
    icon: str = ""  # drawn instead of the label (see icons.py); the label becomes its tooltip
    shortcut: str = ""  # the key of a hint hidden for lack of room (its tooltip says it)

    def hide_hint(self) -> None:
        """No room for the key beside the label: keep it for the tooltip instead."""
        if self.hint:
            self.shortcut, self.hint = self.hint, ""

    def press(self) -> bool:
        if self.enabled:
            self.action()
        return self.enabled


@dataclass
class Palette:
    text: Color
    text_dim: Color
    fill: Color
    edge: Color
    accent: Color


@dataclass(frozen=True)
class ButtonFace:
    """Where a button's label and key hint go. A hint that does not fit beside the label is
    left out (`hint` None): the button's tooltip says it instead."""

    label: pygame.Surface
    label_rect: pygame.Rect
    hint: pygame.Surface | None
    hint_rect: pygame.Rect | None
    cut: bool = False  # the label did not fit whole: it ends in "…" and the tooltip says it


def hint_size(font_size: int) -> int:
    """A key hint's size beside a label of `font_size`: two thirds of it, not below the
    least text size, nor above the label itself (a column of small labels once showed its
    keys bigger than its words)."""
    return min(font_size, max(MIN_TEXT_PX - 1, font_size * 2 // 3))


def button_face(button: Button, text: TextCache, colors: tuple[Color, Color]) -> ButtonFace:
    """The label centred in the room the key hint leaves it, both inside the button; the
    hint gives way (its key is the tooltip's) before the label would shrink for it, so a
    button's words keep their size whether its key shows or not; a label too long for the
    button alone shrinks (never below MIN_TEXT_PX)."""
    rect, font_size = button.rect, button.font_size
    pad = max(4, rect.height // 4)
    label_color, hint_color = colors
    hint = None
    if button.hint and button.enabled:  # a disabled button's key does nothing: no hint
        size = hint_size(font_size)
        hint = fit_label(text, button.hint, rect.width, size, hint_color, height=rect.height)
        if hint.get_height() > rect.height:  # a low button at a big UI scale: the tooltip says it
            hint = None
    room = rect.width - 2 * pad - (hint.get_width() + hint_gap(pad) if hint else 0)
    smallest = text.body_exact(button.label, MIN_TEXT_PX, label_color, bold=True).get_width()
    whole = text.body_exact(button.label, text.body_px(font_size), label_color, True).get_width()
    if hint is not None and whole > room:
        hint, room = None, rect.width - 2 * pad
    label = fit_label(
        text, button.label, room, font_size, label_color, bold=True, height=rect.height
    )
    area = pygame.Rect(rect.left + pad, rect.top, room, rect.height)
    label_rect = label.get_rect(center=area.center)
    if label.get_width() <= rect.width - 2 * (rect.width - pad - room):  # room both sides
        label_rect.centerx = rect.centerx  # centred on the button, clear of the key
    hint_rect = None
    if hint is not None:
        hint_rect = hint.get_rect(midright=(rect.right - pad, rect.centery + 1)).clamp(rect)
    return ButtonFace(label, label_rect, hint, hint_rect, cut=smallest > room)


def draw_tab_mark(surface: pygame.Surface, tab: pygame.Rect, frame: Frame, color: Color) -> None:
    """The mark of the tab whose page is shown: a bar in `color` under it (the focus ring
    and the pointer light buttons their own ways, a faded tab reads as unavailable)."""
    mark = pygame.Rect(0, 0, tab.width - frame.px(24), max(3, frame.px(4)))
    mark.midtop = (tab.centerx, tab.bottom + frame.px(5))
    pygame.draw.rect(surface, color, mark, border_radius=mark.height)


def draw_button(
    surface: pygame.Surface,
    button: Button,
    text: TextCache,
    palette: Palette,
    *,
    hovered: bool,
    focused: bool,
) -> ButtonFace:
    """A rounded button: gold with a ring when focused (what Enter or Space presses), a
    lighter face with a gold edge under the pointer, so the two never look alike; faded
    (border too) when disabled."""
    rect = button.rect
    lit = focused and button.enabled
    pointed = hovered and button.enabled and not lit
    fill = palette.accent if lit else hover_fill(palette.fill, palette.accent, pointed)
    edge = palette.accent if pointed else palette.edge if button.enabled else palette.text_dim
    draw_panel(
        surface,
        rect,
        fill,
        edge,
        alpha=245 if button.enabled else 110,
        radius=rect.height // 3,
        border=2 if button.enabled else 1,
    )
    if focused and button.enabled:  # the ring grows with the button (bigger UI, taller)
        margin, thick = max(8, rect.height // 6), max(3, rect.height // 16)
        ring = rect.inflate(margin, margin)
        pygame.draw.rect(
            surface, palette.accent, ring, width=thick, border_radius=rect.height // 3 + margin // 2
        )
    color = palette.fill if lit else palette.text
    if not button.enabled:
        color = palette.text_dim
    face = button_face(button, text, (color, palette.fill if lit else palette.text_dim))
    if button.icon:
        draw_icon(surface, button.icon, rect.inflate(-rect.height // 2, -rect.height // 2), color)
        return face
    surface.blit(face.label, face.label_rect)
    if face.hint is not None and face.hint_rect is not None:
        surface.blit(face.hint, face.hint_rect)
    return face


def hover_fill(fill: Color, accent: Color, pointed: bool) -> Color:
    """A face under the pointer: `fill` a quarter of the way to `accent` (the focused face is
    all `accent`)."""
    if not pointed:
        return fill
    red, green, blue = (round(fill[i] + (accent[i] - fill[i]) * 0.25) for i in range(3))
    return (red, green, blue)


class FocusRing:
    """Keyboard focus over a list of items: Tab/arrows move it, the owner activates it."""

    def __init__(self) -> None:
        self.index: int | None = None

    def move(self, count: int, step: int, usable: Sequence[bool] = ()) -> None:
        """To the next item (`step` 1) or the one before (-1), passing over those `usable`
        marks False (a disabled button: nothing for Enter to do there)."""
        if count == 0:
            self.index = None
            return
        for _turn in range(count):
            if self.index is None:
                self.index = 0 if step > 0 else count - 1
            else:
                self.index = (self.index + step) % count
            if not usable or usable[self.index]:
                return
        self.index = None  # nothing usable

    def follow(self, before: Sequence[str], after: Sequence[str]) -> None:
        """The focus once rows came or went in the middle of a list (a New game's seats), the
        rows named by their labels before and after: a row below the change keeps its place
        counted from the end, so Enter presses the same button; a row in the changed part
        keeps its place from the top, within that part (the Players button cycling on)."""
        if self.index is None:
            return
        tail = 0
        while tail < min(len(before), len(after)) and before[-1 - tail] == after[-1 - tail]:
            tail += 1
        from_end = len(before) - self.index
        if from_end <= tail:
            self.index = len(after) - from_end
        else:
            self.index = max(0, min(self.index, len(after) - tail - 1))

    def clamp(self, count: int) -> None:
        if self.index is not None and self.index >= count:
            self.index = count - 1 if count else None

    def settle(self, usable: Sequence[bool], choices: Sequence[int | None]) -> None:
        """The focus once the buttons changed under it (a list's chosen row enables some and
        disables others): a disabled button never keeps it; then the first of `choices`
        that is usable takes it, None for the list's chosen row (no button focused: Enter
        says why the row's button is disabled, where focus on Back would leave the page)."""
        self.clamp(len(usable))
        if self.index is not None and usable[self.index]:
            return
        self.index = None
        for choice in choices:
            if choice is None or usable[choice]:
                self.index = choice
                return


def first_shown(chosen: int, first: int, rows: int) -> int:
    """The first row a scrolled list shows, moved just enough that row `chosen` is in view."""
    if chosen < first:
        return chosen
    return chosen - rows + 1 if chosen >= first + rows else first


def scrolled(first: int, by: int, count: int, rows: int) -> int:
    """The first row shown after scrolling `by` rows, within a list of `count`."""
    return max(0, min(max(0, count - rows), first + by))


def shown_rows(first: int, count: int, rows: int) -> range:
    """The rows of a list of `count` that a window of `rows` from `first` shows."""
    return range(first, min(count, first + rows))


def lay_row(
    buttons: list[Button],
    frame: Frame,
    top: float,
    width: float,
    *,
    height: float = 44,
    text: TextCache | None = None,
    span: float = DESIGN_SIZE[0] - 40,
) -> list[Button]:
    """Buttons side by side, centred on the design's middle, `top` design pixels down.

    Given `text`, each button grows as far as its own label and key hint need at the
    player's UI scale (never narrower than `width` while the row fits), and the buttons grow
    taller with their words; a row that would be wider than `span` design pixels is narrowed
    evenly, so its labels shrink alike rather than the longest alone."""
    gap, size = 12, 17
    widths = [width] * len(buttons)
    if text is not None and buttons:
        height = button_height(text, frame, size, height)
        widths = _grown_widths(
            buttons, text, frame, (size, height, width), span - gap * (len(buttons) - 1)
        )
    left = DESIGN_SIZE[0] / 2 - (sum(widths) + (len(buttons) - 1) * gap) / 2
    for button, wide in zip(buttons, widths, strict=True):
        button.rect = frame.rect(left, top, wide, height)
        button.font_size = frame.px(size)
        left += wide + gap
    return buttons


def _grown_widths(
    buttons: list[Button],
    text: TextCache,
    frame: Frame,
    sizes: tuple[float, float, float],
    room: float,
) -> list[float]:
    """Each button's width for `lay_row`: what its words need (at least the plain width while
    the row has room for that), all narrowed in proportion when they need more than `room`."""
    size, height, least = sizes
    needs = [button_width(button, text, frame, size, height) for button in buttons]
    widths = [max(need, least) for need in needs]
    if sum(widths) > room:
        widths = needs
    if sum(widths) > room:  # the key hints give way first: the note under the row says them
        for button in buttons:
            _hint_to_note(button)
        needs = [button_width(button, text, frame, size, height) for button in buttons]
        widths = [need * min(1.0, room / sum(needs)) for need in needs]
    return widths


def lay_from_right(
    buttons: list[Button],
    text: TextCache,
    frame: Frame,
    bar: tuple[float, float, float, float],
    size: float,
) -> float:
    """Lay a bar's `buttons` from its right end leftwards, each as wide as its words at the
    player's UI scale; `bar` = (left, top, right, least height) in design px. When the row
    would reach left of the bar's left, the key hints give way (the tooltips say them), then
    the words shrink (never below 70% of `size`): no label is ever cut short. Returns the
    design x where the row starts."""
    left, top, right, least = bar
    gap, smallest = 8.0, size * 0.7
    while True:
        height = button_height(text, frame, size, least)
        needs = [button_width(button, text, frame, size, height) + 6 for button in buttons]
        if right - sum(needs) - gap * (len(buttons) - 1) >= left or size <= smallest:
            break
        if any(button.hint for button in buttons):
            for button in buttons:
                button.hide_hint()
        else:
            size = max(smallest, size - 1)
    for button, need in zip(buttons, needs, strict=True):
        right -= need
        button.rect = frame.rect(right, top, need, height)
        button.font_size = frame.px(size)
        right -= gap
    return right + gap


def _hint_to_note(button: Button) -> None:
    """Leave a button's key hint out of its face and say the key in its note instead (not a
    disabled button's: its key does nothing, and a broken record's row once said only
    "Touche : Entrée" under the reason it cannot be watched)."""
    if button.hint and button.enabled:
        key = _("Key: {key}").format(key=button.hint)
        button.about = (
            _("{key}. {about}").format(key=key, about=button.about) if button.about else key
        )
    button.hide_hint()


def button_at(buttons: Sequence[Button], position: tuple[int, int]) -> Button | None:
    return next((button for button in buttons if button.rect.collidepoint(position)), None)


def pack_rows(needs: Sequence[float], room: float, gap: float) -> list[list[int]]:
    """Buttons `needs` wide, in order, into rows no wider than `room` (indexes per row)."""
    rows: list[list[int]] = [[]]
    for index, need in enumerate(needs):
        row = rows[-1]
        if row and sum(needs[i] for i in row) + gap * len(row) + need > room:
            rows.append([])
        rows[-1].append(index)
    return rows


def fill_row(needs: Sequence[float], room: float, gap: float) -> list[float]:
    """The widths of one row's buttons filling `room`: equal when each fits its equal share,
    else in proportion to what each needs."""
    free = room - gap * (len(needs) - 1)
    if max(needs) <= free / len(needs):
        return [free / len(needs)] * len(needs)
    return [free * need / sum(needs) for need in needs]
