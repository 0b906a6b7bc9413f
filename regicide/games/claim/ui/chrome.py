"""What the Claim table draws around its board: the felt, the top bar (the game, the phase and
trick, whose turn, the buttons), the line about the selected card or the latest message, an
expansion's choice as buttons, and the cover between two people sharing the screen."""

from __future__ import annotations

import pygame

from regicide.games.claim.engine import TRICKS
from regicide.games.claim.ui.seat import Table
from regicide.ui.bar import draw_buttons
from regicide.ui.felt import draw_felt
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_width,
    dim,
    draw_panel,
    fit_label,
    lay_row,
)

BAR_HEIGHT = 44.0
NOTE_Y = 520.0  # the line about the selected card or the latest message
NOTE_WIDTH = 760.0  # between your plate and the score panel
CHOICE_Y = 470.0  # an expansion's choice, under the trick


class Chrome:
    """The table's frame around the board, drawn from what the table says."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.message_calm = False

    def buttons(self) -> list[Button]:
        """The top bar's buttons, then the choice's (laid out for the current frame)."""
        table = self.table
        play = table.play
        top = [
            Button("Menu", table.open_menu, hint="Esc"),
            Button("Undo", table.undo, enabled=table.session.can_undo, hint="Ctrl+Z",
                   reason="Nothing to undo."),
            Button("Hint", table.hint, enabled=play.hint_problem() is None, hint="H",
                   reason=play.hint_problem() or ""),
            Button("Log", table.toggle_log, hint="L"),
        ]  # fmt: skip
        frame, text = table.ctx.frame, table.ctx.text
        right = 1270.0
        for button in reversed(top):
            width = button_width(button, text, frame, 14, 32) + 8
            right -= width
            button.rect = frame.rect(right, 6, width, 32)
            button.font_size = frame.px(14)
            right -= 8
        choices = table.card_buttons()
        lay_row(choices, frame, CHOICE_Y, 220, text=text, span=500)
        return top + choices

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx = table.ctx
        draw_felt(surface, ctx.theme)
        self._bar(surface)
        table.board.draw(surface, table.scene())
        self._note(surface)
        buttons = self.buttons()
        draw_buttons(
            surface, buttons, text=ctx.text, palette=ctx.palette, mouse=table.mouse, focused=None
        )
        if table.covered:
            self._cover(surface)

    def _bar(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, view = table.ctx, table.scene().view  # the held trick's, while it is shown
        colors = ctx.theme.colors
        draw_panel(surface, ctx.frame.rect(0, 0, 1280, BAR_HEIGHT), colors.panel,
                   colors.panel_edge, alpha=235, radius=0, border=0)  # fmt: skip
        phase = "Phase one: recruit followers" if view.phase == 1 else "Phase two: win factions"
        trick = min(view.trick, TRICKS)
        words = f"Claim · {phase} · trick {trick}/{TRICKS} · {table.status_text()}"
        room = min(button.rect.left for button in self.buttons()[:4]) - ctx.frame.point(16, 0)[0]
        label = fit_label(ctx.text, words, round(room) - ctx.frame.px(12), ctx.frame.px(16),
                          colors.text, height=ctx.frame.px(BAR_HEIGHT))  # fmt: skip
        blit_text(surface, label, "midleft", ctx.frame.point(16, BAR_HEIGHT / 2))

    def _note(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx = table.ctx
        colors = ctx.theme.colors
        message = table.message if table.clock < table.message_until else ""
        words = message or table.preview()
        if not words:
            return
        color = colors.text if (self.message_calm or not message) else colors.danger
        label = fit_label(ctx.text, words, ctx.frame.px(NOTE_WIDTH), ctx.frame.px(16), color,
                          bold=True, height=ctx.frame.px(26))  # fmt: skip
        middle = ctx.frame.point(540, NOTE_Y)
        rect = label.get_rect(center=(round(middle[0]), round(middle[1])))
        draw_panel(surface, rect.inflate(ctx.frame.px(20), ctx.frame.px(8)), colors.panel,
                   colors.panel_edge, alpha=220, radius=ctx.frame.px(8))  # fmt: skip
        blit_text(surface, label, "topleft", rect.topleft)

    def _cover(self, surface: pygame.Surface) -> None:
        """Between people: the next one takes the screen before their cards show."""
        table = self.table
        ctx = table.ctx
        colors = ctx.theme.colors
        dim(surface, 235)
        rect = ctx.frame.rect(340, 250, 600, 200)
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=255)
        seat = table.play.acting_seat or table.viewer
        for line, (words, size) in enumerate(
            ((f"Seat {seat}'s turn", 30), ("Pass the screen, then click or press Enter.", 17))
        ):
            label = fit_label(ctx.text, words, ctx.frame.px(560), ctx.frame.px(size), colors.text)
            blit_text(surface, label, "center", ctx.frame.point(640, 320 + line * 60))
