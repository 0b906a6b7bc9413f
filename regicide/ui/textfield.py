"""A one-line text field: typed text (SDL's text input, so any keyboard layout works), a
blinking caret, Backspace and Delete, Home and End, the arrows; Ctrl+Backspace clears; Ctrl+A
selects the whole text, as a text given to the field is at first, so typing replaces it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.widgets import Frame, blit_text, draw_panel

MAX_LENGTH = 60
BLINK_SECONDS = 0.5  # the caret shows this long, then hides this long
MOVES = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END)


def caret_changes_in(clock: float) -> float:
    """Seconds from `clock` until the caret next shows or hides (a scene's next frame)."""
    return BLINK_SECONDS - clock % BLINK_SECONDS


@dataclass
class TextField:
    text: str = ""
    caret: int = 0
    limit: int = MAX_LENGTH
    selected: bool = False  # the whole text: typing or deleting replaces it

    def handle(self, event: pygame.event.Event) -> bool:
        """Apply one event; True when it was the field's (typing or editing keys)."""
        if event.type == pygame.TEXTINPUT:
            self._drop_selection()
            self._insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if ctrl and event.key == pygame.K_a:
            self.selected = bool(self.text)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self._drop_selection():
            return True
        if event.key in MOVES:
            self.selected = False  # an arrow, Home or End keeps the text to edit
        # A letter's KEYDOWN comes before its TEXTINPUT (SDL): the selection stays for the
        # TEXTINPUT to replace.
        return self._edit_key(event.key, ctrl)

    def _drop_selection(self) -> bool:
        """Delete the selected text, if it is; True if it was."""
        if not self.selected:
            return False
        self.text, self.caret, self.selected = "", 0, False
        return True

    def _edit_key(self, key: int, ctrl: bool) -> bool:
        if key == pygame.K_BACKSPACE and ctrl:
            self.text, self.caret = "", 0
        elif key == pygame.K_BACKSPACE and self.caret:
            self.text = self.text[: self.caret - 1] + self.text[self.caret :]
            self.caret -= 1
        elif key == pygame.K_DELETE:
            self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            self.caret = max(0, min(len(self.text), self.caret + step))
        elif key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if key == pygame.K_HOME else len(self.text)
        else:
            return key == pygame.K_BACKSPACE
        return True

    def _insert(self, typed: str) -> None:
        printable = "".join(char for char in typed if char.isprintable())
        room = self.limit - len(self.text)
        piece = printable[: max(0, room)]
        self.text = self.text[: self.caret] + piece + self.text[self.caret :]
        self.caret += len(piece)

    def set(self, text: str) -> None:
        """Show `text`, selected: typing replaces it, an arrow or End keeps it to edit."""
        self.text = text[: self.limit]
        self.caret = len(self.text)
        self.selected = bool(self.text)

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        look: tuple[Theme, TextCache, Frame],
        clock: float,
    ) -> None:
        theme, text, frame = look
        c = theme.colors
        draw_panel(surface, rect, c.felt_edge, c.highlight, alpha=255, radius=frame.px(8))
        size = frame.px(18)
        left = rect.left + frame.px(12)
        room = rect.width - 2 * frame.px(12)
        before = text.body_font(size).size(self.text[: self.caret])[0]
        shift = max(0, before + 2 - room)  # a long text scrolls so that the caret shows
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-frame.px(6), 0).clip(clip))
        if self.text:
            shown = text.body(self.text, size, c.panel if self.selected else c.text)
            if self.selected:
                mark = shown.get_rect(midleft=(left - shift, rect.centery)).inflate(4, 2)
                pygame.draw.rect(surface, c.accent, mark, border_radius=frame.px(3))
            blit_text(surface, shown, "midleft", (left - shift, rect.centery))
        if int(clock / BLINK_SECONDS) % 2 == 0:
            x = left + before + 1 - shift
            half = rect.height // 2 - frame.px(8)
            pygame.draw.line(surface, c.text, (x, rect.centery - half), (x, rect.centery + half), 2)
        surface.set_clip(clip)
