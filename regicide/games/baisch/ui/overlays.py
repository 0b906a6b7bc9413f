"""What covers the Baisch table for a moment: the hot-seat cover between people sharing the
screen (B-INFO-2: the outgoing hand is hidden before the incoming player sees the board, and
an out-of-turn Battery decision shows only to its owner), and the end of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button, Frame, blit_text, draw_panel

BUTTONS_Y = 280.0  # the end screen's first button (design), lower when its words need it


@dataclass(frozen=True)
class Cover:
    """Every card is hidden until `seat` takes the screen; `why` says what awaits it."""

    seat: int
    why: str

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        colors = theme.colors
        draw_felt(surface, theme)
        panel = frame.centered(640, 380, 620, 240)
        draw_panel(surface, panel, colors.panel, colors.highlight, alpha=250, radius=18, border=3)
        heading = text.title(f"Pass to Seat {self.seat}", frame.px(40), colors.accent)
        blit_text(surface, heading, "center", (panel.centerx, panel.top + frame.px(62)))
        lines = (
            self.why,
            f"Seat {self.seat}, take the screen: your cards stay hidden until you are ready.",
            "Click anywhere or press Enter to see them.",
        )
        for index, line in enumerate(lines):
            image = text.body(line, frame.px(16), colors.text if index else colors.highlight)
            blit_text(
                surface, image, "center", (panel.centerx, panel.top + frame.px(120 + 30 * index))
            )


@dataclass(frozen=True)
class Ending:
    """What the end screen says and offers."""

    title: str
    lines: tuple[str, ...]
    again: Callable[[], None]
    replay: Callable[[], None]
    undo: Callable[[], None] | None


class GameOverScene(MenuScene):
    """The last player standing (B-WIN-1) or a shared draw (B-WIN-2/3): who won, the places,
    the daily deal's line and the deal's code, and what next."""

    overlay = True
    first_button_y = BUTTONS_Y
    button_height = 46

    def __init__(self, ctx: AppContext, ending: Ending) -> None:
        super().__init__(ctx)
        self.ending = ending

    def buttons(self) -> list[Button]:
        buttons = [
            Button("New game (same seats)", self._then(self.ending.again), hint="Enter"),
            Button("Watch the replay", self.ending.replay, hint="R"),
        ]
        if self.ending.undo is not None:
            buttons.append(
                Button("Undo the last move", self._then(self.ending.undo), hint="Ctrl+Z")
            )
        buttons.append(Button("Quit to title", self.ctx.to_title, hint="Esc"))
        return buttons

    def _then(self, action: Callable[[], None]) -> Callable[[], None]:
        def go() -> None:
            self.ctx.stack.pop()
            action()

        return go

    def back(self) -> None:
        self.ctx.to_title()

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_r: self.ending.replay}
        ctrl_z = (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and bool(event.mod & pygame.KMOD_CTRL)
        )
        if ctrl_z and self.ending.undo is not None:
            self._then(self.ending.undo)()
        elif event.type == pygame.KEYDOWN and event.key in keys:
            keys[event.key]()
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, 60, 610, 760)
        self.title_text(surface, self.ending.title, 130, 56)
        top = 200.0
        for line in self.ending.lines:
            top = self.text_block(surface, line, top, 17, width=700) + 8
        self.first_button_y = max(BUTTONS_Y, top + 24)
        self.draw_buttons(surface)
