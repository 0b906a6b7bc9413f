"""What covers the Baisch table at the end of the game (the cover between people sharing the
screen is the table host's, B-INFO-2)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.i18n import N_, _
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MIN_GAP, MenuScene
from regicide.ui.widgets import Button

BUTTONS_Y = 280.0  # the end screen's first button (design), lower when its words need it
LINES_Y = 200.0  # the end screen's words (design), under its title
PANEL_BOTTOM = 690.0  # the end screen's panel ends here (design) at its tallest
END_MARGIN = 40.0  # between the last button and the panel's bottom edge (design)


@dataclass(frozen=True)
class Ending:
    """What the end screen says and offers."""

    title: str
    lines: tuple[str, ...]
    again: Callable[[], None]
    replay: Callable[[], None]
    undo: Callable[[], None] | None
    again_label: str = N_("New game (same seats)")  # translated where shown
    real_game: Callable[[], None] | None = None  # the tutorial's: a real game to play next


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
            Button(_(self.ending.again_label), self._then(self.ending.again), hint=_("Enter")),
            Button(_("Watch the replay"), self.ending.replay, hint="R"),
        ]
        if self.ending.real_game is not None:
            buttons.insert(
                1, Button(_("Play a real game"), self._then(self.ending.real_game), hint="G")
            )
        if self.ending.undo is not None:
            buttons.append(
                Button(_("Undo the last move"), self._then(self.ending.undo), hint=_("Ctrl+Z"))
            )
        buttons.append(Button(_("Quit to title"), self.ctx.to_title, hint=_("Esc")))
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
        if self.ending.real_game is not None:
            keys[pygame.K_g] = self._then(self.ending.real_game)
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

    column_bottom: float | None = PANEL_BOTTOM - 14

    def panel_width(self) -> float:
        """760 design px, wider where a longer language's labels widen the buttons (German
        "Neues Spiel (gleiche Plätze)" at 200% ran past the panel's edges)."""
        width, _height, _step = self.column(self.buttons())
        return min(1240.0, max(760.0, width + 40))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        width = self.panel_width()
        size = self._text_size()
        shift = self._shift(size)
        self.draw_card_panel(surface, 60 + shift, PANEL_BOTTOM - 60 - 2 * shift, width)
        self.title_text(surface, self.ending.title, 130 + shift, 56, width=width - 60)
        top = LINES_Y + shift
        for line in self.ending.lines:
            top = self.text_block(surface, line, top, size, width=700) + 8
        self.first_button_y = max(BUTTONS_Y + shift, top + 16)
        self.draw_buttons(surface)

    def _shift(self, size: float) -> float:
        """How far (design px) the panel's top comes down, and its bottom up, to hold its
        words and buttons with a margin as wide as its title's: a short ending's panel (a
        line and the code) once left its lower half empty."""
        lines = sum(self.block_height(line, size, 700) + 8 for line in self.ending.lines)
        self.first_button_y = max(BUTTONS_Y, LINES_Y + lines + 16)
        self.column_bottom = PANEL_BOTTOM - 14
        buttons = self.buttons()
        _width, height, step = self.column(buttons)
        end = self.first_button_y + (len(buttons) - 1) * step + height
        shift = max(0.0, (PANEL_BOTTOM - END_MARGIN - end) / 2)
        self.column_bottom = PANEL_BOTTOM - 14 + shift  # the buttons' gaps as measured above
        return shift

    def _text_size(self) -> float:
        """The words' design size: 17, or smaller until they and the buttons fit the panel
        (at a big UI scale, with the daily line, the code and the assisted note)."""
        buttons = self.buttons()
        _top, height, _end = self.column(buttons)
        room = PANEL_BOTTOM - 14 - len(buttons) * height - (len(buttons) - 1) * MIN_GAP - 16
        for size in range(17, 11, -1):
            need = sum(self.block_height(line, size, 700) + 8 for line in self.ending.lines)
            if LINES_Y + need <= room:
                return size
        return 12
