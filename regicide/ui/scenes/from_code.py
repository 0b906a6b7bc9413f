"""New game from a code: type a deal's seed code (docs/codes.md) and play exactly that deal.
The code is read as it is typed: the deal it stands for, or what is wrong with it."""

from __future__ import annotations

import pygame

from regicide.codes import CodeError, Deal, read_code
from regicide.narrate import deal_text
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.new_game import start_new_game
from regicide.ui.textfield import TextField
from regicide.ui.widgets import Button, blit_text, fit_label, wrap

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class FromCodeScene(MenuScene):
    button_width = 360
    first_button_y = 420.0

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.field = TextField(limit=24)
        self.clock = 0.0

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        self.clock += dt

    def deal(self) -> Deal | str:
        """The deal the typed code stands for, or why it stands for none."""
        if not self.field.text.strip():
            return "Type the code of a deal, such as 1Z844-MM01R."
        try:
            return read_code(self.field.text)
        except CodeError as error:
            return str(error)

    def buttons(self) -> list[Button]:
        deal = self.deal()
        problem = deal if isinstance(deal, str) else ""
        return [
            Button("Play this deal", self._start, not problem, problem, "Enter"),
            Button("Back", self.back, hint="Esc"),
        ]

    def _start(self) -> None:
        deal = self.deal()
        if isinstance(deal, Deal):
            start_new_game(self.ctx, deal.players, deal.rules, seed=deal.seed)

    def handle(self, event: pygame.event.Event) -> None:
        keys = (pygame.K_ESCAPE, *ENTER_KEYS, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
        if (event.type == pygame.KEYDOWN and event.key in keys) or not self.field.handle(event):
            super().handle(event)
        else:
            self.feedback = ""  # typing again: the line under the field says what is wrong now

    def draw(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        self.draw_card_panel(surface, 150, 420, 640)
        self.title_text(surface, "New game from a code", 204, 44)
        self.line(
            surface, "Every game has a code: the same code deals the same game.", 250, 15, dim=True
        )
        look = (self.ctx.theme, self.ctx.text, frame)
        self.field.draw(surface, frame.rect(400, 284, 480, 50), look, self.clock)
        deal = self.deal()
        words = deal if isinstance(deal, str) else deal_text(deal.players, deal.rules.enabled())
        color = c.good if isinstance(deal, Deal) else c.danger if self.feedback else c.text_dim
        font = self.ctx.text.body_font(frame.px(16))
        lines = wrap(words, font, frame.px(600))[:2]  # whole, on two lines if need be
        step = font.get_linesize()
        middle = frame.point(640, 374)
        for index, line in enumerate(lines):
            label = fit_label(self.ctx.text, line, frame.px(600), frame.px(16), color)
            y = middle[1] + (index - (len(lines) - 1) / 2) * step
            blit_text(surface, label, "center", (middle[0], y))
        self.draw_buttons(surface)

    def _note(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """A refused Enter is said once, in red, in the line under the field (not again
        under the buttons, outside the panel)."""
        if not self.feedback:
            super()._note(surface, buttons)
