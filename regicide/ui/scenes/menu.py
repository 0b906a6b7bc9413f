"""A column of buttons that works by mouse and by keyboard; the base of every menu scene."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pygame

from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.scene import Scene
from regicide.ui.widgets import (
    Backdrop,
    Button,
    FocusRing,
    blit_text,
    button_at,
    button_height,
    button_width,
    draw_button,
    draw_panel,
    line_height,
    wrap_balanced,
)

MENU_KEYS_NEXT = (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT)
MENU_KEYS_BACK = (pygame.K_UP, pygame.K_LEFT)
NOTE_SIZE = 15  # the note under the buttons (design pixels, before the UI scale)
MIN_GAP = 6  # design pixels between buttons when a big UI scale leaves little room
#: A number and the word it counts ("1 token", "8 cards"): kept on one line.
_NUMBER_AND_NOUN = re.compile(r"\b(\d+) (\w+)")
#: A label and the figure it names ("eliminated: 0", French "éliminés : 0"): kept on one line.
_LABEL_AND_FIGURE = re.compile(r"(\w)([ \u00a0]?): ([\d–])")
NBSP = "\u00a0"
LABEL_ROOM = 24  # design pixels a column's widest label keeps free, not edge to edge


def default_index(buttons: list[Button]) -> int:
    """The button Enter presses before the focus is moved: the one whose hint is Enter."""
    return next((index for index, button in enumerate(buttons) if button.hint == _("Enter")), 0)


def _glued(label: re.Match[str]) -> str:
    """A label's last letter, its colon and its figure joined by no-break spaces."""
    letter, space, figure = label.groups()
    return f"{letter}{NBSP if space else ''}:{NBSP}{figure}"


class MenuScene(Scene):
    """Subclasses give `buttons()` and may draw more with `draw_content`; Esc calls `back`."""

    button_width = 340
    button_height = 52
    first_button_y = 300.0
    button_gap: float = 14
    label_size = 20  # design pixels, before the UI scale
    widest_column = 1160.0  # buttons grow with their labels up to this width
    column_bottom: float | None = None  # the column's gaps close up to end above this

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.focus = FocusRing()
        self.mouse = (-1, -1)  # unknown until the pointer moves: nothing is hovered
        self.feedback = ""
        self.backdrop = Backdrop()  # for dialogs drawn over another scene

    def enter(self) -> None:
        """Shown (again): hover follows where the pointer is now, not where it last moved."""
        self.mouse = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)

    def buttons(self) -> list[Button]:
        raise NotImplementedError

    def next_frame_in(self) -> float | None:
        """A menu changes only with input (hover, focus, a press)."""
        return None

    def back(self) -> None:
        """Esc: leave the menu (by default, pop it)."""
        self.ctx.stack.pop()

    def laid_out(self) -> list[Button]:
        buttons = self.buttons()
        frame = self.ctx.frame
        width, height, step = self.column(buttons)
        for index, button in enumerate(buttons):
            top = self.first_button_y + index * step
            button.rect = frame.rect(640 - width / 2, top, width, height)
            button.font_size = frame.px(self.label_size)
        if self.focus.index is None and buttons:
            self.focus.index = default_index(buttons)
        self.focus.clamp(len(buttons))
        return buttons

    def keeping_focus(self, change: Callable[[], None]) -> None:
        """Make `change`, which adds or takes away rows (a New game's seats), with the focus
        kept on its button (`FocusRing.follow`): Enter then presses what it pressed before."""
        before = [button.label for button in self.laid_out()]
        change()
        self.focus.follow(before, [button.label for button in self.buttons()])  # not clamped

    def column(self, buttons: list[Button]) -> tuple[float, float, float]:
        """The column's button width, height and step (design pixels): at least the class's
        sizes, more when the labels need it at the player's UI scale (never wider than
        `widest_column`); the gaps close up (to MIN_GAP) to end above `column_bottom`."""
        frame, text = self.ctx.frame, self.ctx.text
        height = button_height(text, frame, self.label_size, self.button_height)
        need = max(
            (button_width(button, text, frame, self.label_size, height) for button in buttons),
            default=0.0,
        )
        width = max(self.button_width, min(need + LABEL_ROOM, self.widest_column))
        gap = float(self.button_gap)
        if self.column_bottom is not None and len(buttons) > 1:
            room = self.column_bottom - self.first_button_y - height * len(buttons)
            gap = max(MIN_GAP, min(gap, room / (len(buttons) - 1)))
        return width, height, height + gap

    def handle(self, event: pygame.event.Event) -> None:
        buttons = self.laid_out()
        if event.type == pygame.KEYDOWN:  # the keys rule until the pointer moves again
            self.mouse = (-1, -1)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(button_at(buttons, event.pos))
        elif event.type == pygame.KEYDOWN:
            self._key(event, buttons)

    def _click(self, button: Button | None) -> None:
        if button is not None and not button.press():
            self.feedback = button.reason

    def _key(self, event: pygame.event.Event, buttons: list[Button]) -> None:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in MENU_KEYS_NEXT and not (event.key == pygame.K_TAB and shift):
            self.focus.move(len(buttons), 1, [button.enabled for button in buttons])
        elif event.key in MENU_KEYS_BACK or event.key == pygame.K_TAB:
            self.focus.move(len(buttons), -1, [button.enabled for button in buttons])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and buttons:
            self._click(buttons[self.entered(buttons)])

    def entered(self, buttons: list[Button]) -> int:
        """The button Enter presses now: the focused one, else the one whose hint is Enter."""
        return self.focus.index if self.focus.index is not None else default_index(buttons)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Each button, lit as hovered or focused; a button's "Enter" shows only while Enter
        presses it (the focus moved to another row takes Enter with it)."""
        buttons = self.laid_out()
        entered = self.entered(buttons)
        for index, button in enumerate(buttons):
            key_taken = index != entered and button.hint == _("Enter")
            draw_button(
                surface,
                replace(button, hint="") if key_taken else button,  # its own keeps the key
                self.ctx.text,
                self.ctx.palette,
                hovered=button.rect.collidepoint(self.mouse),
                focused=index == self.focus.index,
            )
        self._note(surface, buttons)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """Where the line about the pointed button (or a refusal) goes: under the last one."""
        last = buttons[-1].rect if buttons else self.ctx.frame.rect(640, 600, 1, 1)
        return (last.centerx, last.bottom + self.ctx.frame.px(16))

    def note_size(self) -> float:
        """The note's design size (a scene may make it smaller to keep it in its panel)."""
        return NOTE_SIZE

    def note_width(self) -> float:
        """How wide (design pixels) the note under the buttons may be before it wraps."""
        return 1160.0

    def _note(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """A refusal in red, else what the pointed (or focused) button does; wrapped whole,
        its lines as even as can be."""
        colors = self.ctx.theme.colors
        if self.feedback:
            self._note_lines(surface, buttons, self.feedback, colors.danger, bold=True)
            return
        noted = self.noted(buttons)
        if noted is not None and noted.about:
            self._note_lines(surface, buttons, noted.about, colors.text_dim)

    def noted(self, buttons: list[Button]) -> Button | None:
        """The button the note under the buttons tells of: the one under the pointer, else
        the one with the focus (a key puts the hover down, so the note tells of the row a
        player moved to by the keys, not of one the resting pointer happens to be over)."""
        pointed = next((b for b in buttons if b.rect.collidepoint(self.mouse)), None)
        if pointed is None and self.focus.index is not None:
            pointed = buttons[self.focus.index]
        return pointed

    def _note_lines(
        self,
        surface: pygame.Surface,
        buttons: list[Button],
        words: str,
        color: tuple[int, int, int],
        *,
        bold: bool = False,
    ) -> None:
        frame, text = self.ctx.frame, self.ctx.text
        size = frame.px(self.note_size())
        font = text.body_font(size, bold)
        x, y = self.note_at(buttons)
        lines = wrap_balanced(words, font, frame.px(self.note_width()))  # no word left alone
        for index, line in enumerate(lines):
            label = text.body(line, size, color, bold)
            blit_text(surface, label, "midtop", (x, y + index * font.get_linesize()))

    def draw_card_panel(
        self, surface: pygame.Surface, top: float, height: float, width: float = 620
    ) -> None:
        """The framed panel menus sit on."""
        colors = self.ctx.theme.colors
        frame = self.ctx.frame
        draw_panel(
            surface,
            frame.rect(640 - width / 2, top, width, height),
            colors.panel,
            colors.panel_edge,
            alpha=255,
            radius=frame.px(20),
            border=2,
        )

    def title_text(
        self, surface: pygame.Surface, text: str, y: float, size: int = 64, width: float = 0
    ) -> None:
        """`text` in the title font centred at `y`; given a `width` (design px), smaller
        until it fits it (a French "Joueur 2 gagne — bien joué, tous les deux" ran past its
        panel's edges)."""
        frame = self.ctx.frame
        color = self.ctx.theme.colors.accent
        label = self.ctx.text.title(text, frame.px(size), color)
        while width and label.get_width() > frame.px(width) and size > 16:
            size -= 2
            label = self.ctx.text.title(text, frame.px(size), color)
        blit_text(surface, label, "center", frame.point(640, y))

    def line(
        self,
        surface: pygame.Surface,
        text: str,
        y: float,
        size: int = 18,
        dim: bool = False,
        *,
        width: float = 1160,
    ) -> None:
        """`text` centred at `y`, wrapped onto lines no wider than `width` design pixels
        (the block of lines centred on `y`)."""
        lines = self.wrapped(text, size, width)
        top = y - line_height(self.ctx.text, self.ctx.frame, size) * len(lines) / 2
        self.block(surface, lines, top, size, dim)

    def wrapped(self, text: str, size: float, width: float) -> list[str]:
        """`text` in lines no wider than `width` design pixels at design `size` (scaled)."""
        frame = self.ctx.frame
        kept = _NUMBER_AND_NOUN.sub("\\1\u00a0\\2", text)  # "1 token" never split
        kept = _LABEL_AND_FIGURE.sub(_glued, kept)  # nor "eliminated: 0"
        return wrap_balanced(kept, self.ctx.text.body_font(frame.px(size)), frame.px(width))

    def block_height(self, text: str, size: float, width: float = 1160) -> float:
        """The design height `text` takes, wrapped to `width`, at design `size` (scaled)."""
        lines = self.wrapped(text, size, width)
        return len(lines) * line_height(self.ctx.text, self.ctx.frame, size)

    def block(
        self,
        surface: pygame.Surface,
        lines: list[str],
        top: float,
        size: float,
        dim: bool = False,
        *,
        x: float = 640,
        color: tuple[int, int, int] | None = None,
    ) -> float:
        """`lines` centred on `x`, one under another from `top` (design pixels); returns the
        design y under the last."""
        frame, colors, cache = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        step = line_height(cache, frame, size)
        ink = color or (colors.text_dim if dim else colors.text)
        for index, words in enumerate(lines):
            label = cache.body(words, frame.px(size), ink)
            blit_text(surface, label, "center", frame.point(x, top + (index + 0.5) * step))
        return top + step * len(lines)

    def text_block(
        self,
        surface: pygame.Surface,
        text: str,
        top: float,
        size: float = 18,
        dim: bool = False,
        *,
        width: float = 1160,
    ) -> float:
        """`text` wrapped to `width` and centred, from `top` down; returns the y under it."""
        return self.block(surface, self.wrapped(text, size, width), top, size, dim)


def focus_follows_pointer(scene: MenuScene, event: pygame.event.Event) -> None:
    """One highlighted row at a time, for a menu that calls this before it handles `event`:
    the pointer moving onto a button takes the keyboard's focus there (and a key, in every
    menu, puts the hover down until the pointer moves again), so the hover and the focus
    ring never mark two rows at once. A menu whose focus ring stays where Enter goes
    (each game's New game, where Enter starts the game) does without."""
    if event.type != pygame.MOUSEMOTION:
        return
    buttons = scene.laid_out()
    button = button_at(buttons, event.pos)
    if button is not None:
        scene.focus.index = buttons.index(button)
