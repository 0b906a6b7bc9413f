"""Claim's interactive first game: the tutorial's deal against the instant computer, with a
coach whose panel teaches each rule as the situation comes up (`narrate.coach`). Everything
else is the ordinary table; the game is neither autosaved nor archived."""

from __future__ import annotations

import pygame

from regicide.games.claim.definition import GAME
from regicide.games.claim.narrate.coach import coach_tip
from regicide.games.claim.tutorial import SEATS, tutorial_game
from regicide.games.claim.ui.table import ClaimTable
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.widgets import blit_text, draw_panel, fit_label, wrap

COACH = (165.0, 380.0, 298.0, 128.0)  # x, y, width, height: left of the last trick


class TutorialTable(ClaimTable):
    restart_label = "Start the tutorial again"

    def __init__(self, ctx: AppContext, session: Session) -> None:
        super().__init__(ctx, session)
        self.taught: list[str] = []
        self.tip = "Your first game of Claim. The coach speaks here as things happen."
        self.tip_at = -1  # the move count of the decision the last tip was for

    def tick(self, dt: float) -> None:
        """At each of the person's decisions, one new tip when one fits (the first that
        binds: the follow rule before the prize's story), once the cards have landed."""
        moves = len(self.game.history)
        at_rest = not self.covered and not self.animating
        if self.play.person_acting and at_rest and moves != self.tip_at:
            found = coach_tip(self.view, self.taught)
            if found is not None:
                self.taught.append(found[0])
                self.tip, self.tip_at = found[1], moves

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        self._coach(surface)

    def _coach(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        x, y, width, height = COACH
        rect = frame.rect(x, y, width, height)
        draw_panel(surface, rect, colors.panel, colors.accent, alpha=240)
        title = fit_label(ctx.text, "Coach", frame.px(width - 20), frame.px(14), colors.accent,
                          bold=True)  # fmt: skip
        blit_text(surface, title, "topleft", frame.point(x + 10, y + 6))
        font = ctx.text.body_font(frame.px(13))
        lines = wrap(self.tip, font, frame.px(width - 20))
        step = font.get_linesize()
        for index, line in enumerate(lines):
            top = frame.point(x + 10, y + 26)[1] + index * step
            if top + step > rect.bottom:
                break
            label = ctx.text.body(line, frame.px(13), colors.text)
            surface.blit(label, (frame.point(x + 10, 0)[0], top))

    def restart(self, *, same_deal: bool = False) -> None:
        """The pause menu's restart and the end's rematch: the first game again."""
        start_tutorial(self.ctx)


def start_tutorial(ctx: AppContext) -> None:
    """Open the first game from its start, the only scene on the stack."""
    session = Session(GAME, tutorial_game(), seats_of(GAME, SEATS))
    ctx.stack.reset(TutorialTable(ctx, session))
