"""A question before something that cannot be undone: "Delete this save?" with its two
answers. Enter (or the first button) confirms; Esc cancels."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button


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
        cancel: str = "Cancel",
    ) -> None:
        """`confirm` is the label of the button that goes ahead and what it does."""
        super().__init__(ctx)
        self.question = question
        self.detail = detail
        self.confirm_label, self.on_confirm = confirm
        self.cancel_label = cancel

    def buttons(self) -> list[Button]:
        return [
            Button(self.confirm_label, self._confirm, hint="Enter"),
            Button(self.cancel_label, self.back, hint="Esc"),
        ]

    def _confirm(self) -> None:
        self.ctx.stack.pop()
        self.on_confirm()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, 230, 290, 640)
        self.title_text(surface, self.question, 290, 40)
        self.line(surface, self.detail, 342, 17, dim=True, width=580)
        self.draw_buttons(surface)
