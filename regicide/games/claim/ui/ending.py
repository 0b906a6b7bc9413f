"""The end of a Claim game, over the table: faction by faction who won it and why (the count,
or the tie-breaking highest card, or nobody: C-SCORE-2..4), the result, the seed code, and
what next: the replay, a rematch (a new deal of the same deck), a new game, the title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.claim.narrate import ending_lines
from regicide.games.claim.ui.pointer import focus_follows_pointer
from regicide.games.claim.ui.seat import Table
from regicide.support.words import code_line
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button

LINES_TOP = 122.0
LINE_STEP = 28.0
TEXT_WIDTH = 700.0


class EndScene(MenuScene):
    overlay = True
    button_width = 300
    button_height = 42
    button_gap = 10
    column_bottom = 690.0  # the gaps close up to keep the buttons in the panel

    def __init__(self, ctx: AppContext, table: Table, share: str | None) -> None:
        super().__init__(ctx)
        self.table = table
        self.share = share

    def lines(self) -> list[str]:
        """Each faction's result, then the game's, as the seat facing the screen reads it."""
        game = self.table.game
        outcome = game.outcome
        if outcome is None:
            return []
        reader = None if self.table.session.hot_seat else self.table.viewer
        return ending_lines(outcome, game.state.scores, reader)

    def title(self) -> str:
        result = self.table.session.result
        if result is None or not result.winners:
            return "A draw"
        if self.table.session.hot_seat:
            return f"Seat {result.winners[0]} wins"
        return "You win" if self.table.viewer in result.winners else "You lose"

    def buttons(self) -> list[Button]:
        table = self.table
        undo = [Button("Undo the last move", self._then(table.undo), hint="Ctrl+Z")]
        return [
            Button("Watch the replay", self._then(table.watch_replay), hint="R"),
            Button("Rematch", self._then(table.restart), hint="Enter"),
            Button("New game…", self._then(table.new_game), hint="N"),
            *(undo if table.session.can_undo else []),
            Button("Quit to title", self.ctx.to_title, hint="Esc"),
        ]

    def _then(self, action: Callable[[], None]) -> Callable[[], None]:
        """Leave the end screen, then `action`."""

        def run() -> None:
            self.ctx.stack.pop()
            action()

        return run

    def back(self) -> None:
        self.ctx.to_title()

    def handle(self, event: pygame.event.Event) -> None:
        focus_follows_pointer(self, event)
        keys = {pygame.K_r: 0, pygame.K_n: 2}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.buttons()[keys[event.key]].press()
        elif _ctrl_z(event) and self.table.session.can_undo:
            self._then(self.table.undo)()
        else:
            super().handle(event)

    def words(self) -> list[tuple[str, int, bool]]:
        """Every line under the title: (words, design size, dim)."""
        code = self.table.session.code
        notes = [self.share or "", code_line(code) if code else ""]
        return [(line, 16, False) for line in self.lines()] + [
            (note, 14, True) for note in notes if note
        ]

    def laid_out(self) -> list[Button]:
        """The buttons under the lines, however tall the UI scale makes them."""
        top = LINES_TOP
        for line, size, _ in self.words():
            top += max(LINE_STEP * size / 16, self.block_height(line, size, TEXT_WIDTH))
        self.first_button_y = top + 16
        return super().laid_out()

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, 20, 680, 760)
        self.title_text(surface, self.title(), 70, 46)
        top = LINES_TOP
        for line, size, dim in self.words():
            below = self.text_block(surface, line, top, size, dim, width=TEXT_WIDTH)
            top = max(top + LINE_STEP * size / 16, below)
        self.draw_buttons(surface)


def _ctrl_z(event: pygame.event.Event) -> bool:
    return bool(
        event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
    )
