"""A column of buttons that works by mouse and by keyboard; the base of every menu scene."""

from __future__ import annotations

import pygame

from regicide.ui.context import AppContext
from regicide.ui.scene import Scene
from regicide.ui.widgets import (
    Backdrop,
    Button,
    FocusRing,
    blit_text,
    button_at,
    draw_button,
    draw_panel,
    wrap,
)

MENU_KEYS_NEXT = (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT)
MENU_KEYS_BACK = (pygame.K_UP, pygame.K_LEFT)


def default_index(buttons: list[Button]) -> int:
    """The button Enter presses before the focus is moved: the one whose hint is Enter."""
    return next((index for index, button in enumerate(buttons) if button.hint == "Enter"), 0)


class MenuScene(Scene):
    """Subclasses give `buttons()` and may draw more with `draw_content`; Esc calls `back`."""

    button_width = 340
    button_height = 52
    first_button_y = 300.0

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

    def back(self) -> None:
        """Esc: leave the menu (by default, pop it)."""
        self.ctx.stack.pop()

    def laid_out(self) -> list[Button]:
        buttons = self.buttons()
        frame = self.ctx.frame
        for index, button in enumerate(buttons):
            top = self.first_button_y + index * (self.button_height + 14)
            button.rect = frame.rect(
                640 - self.button_width / 2, top, self.button_width, self.button_height
            )
            button.font_size = frame.px(20)
        if self.focus.index is None and buttons:
            self.focus.index = default_index(buttons)
        self.focus.clamp(len(buttons))
        return buttons

    def handle(self, event: pygame.event.Event) -> None:
        buttons = self.laid_out()
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
            self.focus.move(len(buttons), 1)
        elif event.key in MENU_KEYS_BACK or event.key == pygame.K_TAB:
            self.focus.move(len(buttons), -1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and buttons:
            index = self.focus.index if self.focus.index is not None else default_index(buttons)
            self._click(buttons[index])

    def draw_buttons(self, surface: pygame.Surface) -> None:
        buttons = self.laid_out()
        for index, button in enumerate(buttons):
            draw_button(
                surface,
                button,
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

    def _note(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """A refusal in red, else what the pointed (or focused) button does."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        if self.feedback:
            label = self.ctx.text.body(self.feedback, frame.px(15), colors.danger, bold=True)
            blit_text(surface, label, "midtop", self.note_at(buttons))
            return
        pointed = next((b for b in buttons if b.rect.collidepoint(self.mouse)), None)
        if pointed is None and self.focus.index is not None:
            pointed = buttons[self.focus.index]
        if pointed is not None and pointed.about:
            label = self.ctx.text.body(pointed.about, frame.px(15), colors.text_dim)
            blit_text(surface, label, "midtop", self.note_at(buttons))

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

    def title_text(self, surface: pygame.Surface, text: str, y: float, size: int = 64) -> None:
        frame = self.ctx.frame
        label = self.ctx.text.title(text, frame.px(size), self.ctx.theme.colors.accent)
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
        frame, colors, cache = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        font = cache.body_font(frame.px(size))
        lines = wrap(text, font, frame.px(width))
        step = font.get_linesize()
        top = frame.point(640, y)[1] - step * (len(lines) - 1) / 2
        for index, words in enumerate(lines):
            label = cache.body(words, frame.px(size), colors.text_dim if dim else colors.text)
            blit_text(surface, label, "center", (frame.point(640, y)[0], top + index * step))
