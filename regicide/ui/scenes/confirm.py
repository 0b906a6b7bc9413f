"""A question before something that cannot be undone: "Delete this save?" with its two
answers. Enter (or the first button) confirms; Esc cancels."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button, text_width

DETAIL_SIZE = 17
DETAIL_TOP, DETAIL_MIDDLE, BUTTONS_TOP = 92.0, 112.0, 154.0  # from the panel's top (design px)


class ConfirmScene(MenuScene):
    overlay = True
    button_width = 360
    button_height = 48
    first_button_y = 384.0

    def __init__(
        self,
        ctx: AppContext,
        question: str,
        detail: str,
        confirm: tuple[str, Callable[[], None]],
        cancel: str | None = None,
    ) -> None:
        """`confirm` is the label of the button that goes ahead and what it does; `cancel`
        the other's (Cancel by default)."""
        super().__init__(ctx)
        self.question = question
        self.detail = detail
        self.confirm_label, self.on_confirm = confirm
        self.cancel_label = cancel or _("Cancel")

    def buttons(self) -> list[Button]:
        return [
            Button(self.confirm_label, self._confirm, hint=_("Enter")),
            Button(self.cancel_label, self.back, hint=_("Esc")),
        ]

    def _confirm(self) -> None:
        self.ctx.stack.pop()
        self.on_confirm()

    def panel(self) -> tuple[float, float, float]:
        """The panel's top, height and width (design pixels): 640 wide and 290 high, centred
        a little under the middle, or as big as the words and buttons need at the UI scale."""
        buttons = self.buttons()
        width, height, step = self.column(buttons)
        detail = max(640.0, min(1160.0, width + 100))
        lines = len(self.wrapped(self.detail, DETAIL_SIZE, detail - 60))
        if lines > 2:  # a wider panel (up to the window's) rather than a tall one
            detail = min(1160.0, max(detail, self._detail_width() + 60))
        buttons_top = self._detail_top(detail)[1]
        total = buttons_top + height + step * (len(buttons) - 1) + 26
        total = max(290.0, total)
        top = min(710 - total, max(10.0, 375 - total / 2))
        return top, total, detail

    def _detail_width(self) -> float:
        """The detail on two lines: about half its width on one."""
        return text_width(self.ctx.text, self.ctx.frame, self.detail, DETAIL_SIZE) / 2 + 40

    def _detail_top(self, width: float) -> tuple[float, float]:
        """From the panel's top: the detail's first line (the block centred on 112 while
        that leaves it under the title) and the buttons' top (154, or 20 under the detail)."""
        words = self.block_height(self.detail, DETAIL_SIZE, width - 60)
        top = max(DETAIL_TOP, DETAIL_MIDDLE - words / 2)
        return top, max(BUTTONS_TOP, top + words + 20)

    def laid_out(self) -> list[Button]:
        top, _, width = self.panel()
        self.first_button_y = top + self._detail_top(width)[1]
        return super().laid_out()

    def note_width(self) -> float:
        return self.panel()[2] - 40

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        top, height, width = self.panel()
        self.draw_card_panel(surface, top, height, width)
        self.title_text(surface, self.question, top + 60, 40)
        self.text_block(
            surface, self.detail, top + DETAIL_TOP, DETAIL_SIZE, dim=True, width=width - 60
        )
        self.draw_buttons(surface)
