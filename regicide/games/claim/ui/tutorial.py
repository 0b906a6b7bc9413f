"""Claim's interactive first game: the tutorial's deal against the instant computer, with a
coach whose panel teaches each rule as the situation comes up (`narrate.coach`). Everything
else is the ordinary table; the game is neither autosaved nor archived."""

from __future__ import annotations

import pygame

from regicide.games.claim.definition import GAME
from regicide.games.claim.narrate.coach import MOMENTS, coach_tips
from regicide.games.claim.tutorial import SEATS, tutorial_game
from regicide.games.claim.ui.board import LAST, LAST_LOWEST
from regicide.games.claim.ui.table import ClaimTable
from regicide.i18n import N_, _
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound
from regicide.play.turns import Hint
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.context import AppContext
from regicide.ui.widgets import blit_text, cut_short, draw_panel, fit_label, wrap

COACH = (440.0, 356.0, 512.0, 148.0)  # x, y, width, height: under the trick
#: The coach where the last trick's words need the room under its cards (French "Vous
#: gagnez : le Doppelgänger compte comme Gobelin : 2 bat 0" had one line of it at 960x540
#: 200%): from right of the discard pile's caption to the trick area's right edge, the last
#: trick's column free down to the note.
COACH_BESIDE = (344.0, 356.0, LAST[0] - 8 - 344.0, 148.0)


class TutorialTable(ClaimTable):
    restart_label = N_("Start the tutorial again")

    @property
    def note_lines(self) -> int:
        """One line: the coach's panel takes the room above it."""
        return 1

    def __init__(self, ctx: AppContext, session: Session) -> None:
        super().__init__(ctx, session)
        self.taught: list[str] = []
        self.pages = [_("Your first game of Claim. The coach speaks here as things happen.")]
        self.page = 0  # the page of the tips shown (C turns to the next)
        self.tip_at = -1  # the move count of the decision the last tip was for
        self.tip_phase = 1  # the phase the tip shown was given in
        self.tip_trick = 0  # the trick the tips shown were given at
        self.hint_page: str | None = None  # a hint the coach says, until the move is made
        self.hinted_card: int | None = None  # the hand's card it chose

    def show_hint(self, hint: Hint) -> None:
        """The coach says the hint, on a page of its own shown at once: the one line over the
        hand cut a long reason short (French at 960×540 200%: "Indice : Entamez Mort-vivant 0
        … (Morts-vivants ou D…")."""
        super().show_hint(hint)
        said, self.message = self.message, ""
        self._drop_hint()
        self.hint_page, self.hinted_card = said, self.selected
        self.pages, self.page = [*self.pages, said], len(self.pages)

    def preview(self) -> str:
        """Nothing over the hand for the card the coach's hint chose: the coach says why."""
        if self.hint_page is not None and self.selected == self.hinted_card:
            return ""
        return super().preview()

    def show_move(self, moved: Moved) -> None:
        self._drop_hint()  # the hint spoke of the decision just made
        super().show_move(moved)

    def rewind(self, rewound: Rewound) -> None:
        self._drop_hint()
        super().rewind(rewound)

    def _drop_hint(self) -> None:
        if self.hint_page in self.pages and len(self.pages) > 1:
            self.pages = [page for page in self.pages if page != self.hint_page]
            self.page = min(self.page, len(self.pages) - 1)
        self.hint_page = None

    def tick(self, dt: float) -> None:
        """Once the cards have landed after each move: a moment's tip as soon as it comes (the
        prize as the trick's prize is turned up, phase two), and at each of the person's
        decisions (autoplay's too) the first new rule that binds, kept with the moment's tip
        of the same trick; a phase-one tip never stays into phase two."""
        moves = len(self.game.history)
        at_rest = not self.covered and not self.animating and not self.session.over
        if not at_rest or moves == self.tip_at:
            return
        deciding = self.play.person_acting or self.play.autoplay
        found = coach_tips(self.view, self.taught)
        if not deciding:
            found = [tip for tip in found if tip[0] in MOMENTS]
        if found:
            self._teach(found)
            self.tip_at = moves
        elif self.view.phase == 2 and self.tip_phase == 1:
            self.pages, self.page = [_("Phase two: play your followers to win the factions.")], 0
        self.tip_phase = self.view.phase

    def _teach(self, found: list[tuple[str, str]]) -> None:
        """New tips on the coach's pages, after this trick's moment's tip when it is shown."""
        kept = self.pages if self.tip_trick == self.view.trick and self.taught else []
        self.taught.extend(key for key, _ in found)
        self.pages, self.page = [*kept, *(words for _, words in found)], len(kept)
        self.tip_trick = self.view.trick

    @property
    def tip(self) -> str:
        """Everything the coach says now (its pages together)."""
        return " ".join(self.pages)

    def on_event(self, event: pygame.event.Event) -> None:
        """C turns the coach's page (when it has more than one); the rest is the table's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and len(self.pages) > 1:
            self.page = (self.page + 1) % len(self.pages)
            return
        super().on_event(event)

    def word_obstacles(self) -> list[pygame.Rect]:
        """The coach's panel, under the trick, too: it says what happens there."""
        return [*super().word_obstacles(), self.ctx.frame.rect(*self.coach_box())]

    def coach_box(self) -> tuple[float, float, float, float]:
        """The coach's panel (design x, y, width, height): under the trick, unless the last
        trick's words cannot say who won and why whole above it; then beside the last
        trick's column, which keeps the room down to the note."""
        last = self.last_trick()
        if last is None or self.board.trick_words_fit(last.words, COACH[1] - 4):
            return COACH
        return COACH_BESIDE

    def draw_table(self, surface: pygame.Surface) -> None:
        box = self.coach_box()
        # the last trick's words end above the coach where it lies under them
        self.board.last_bottom = box[1] - 4 if box == COACH else LAST_LOWEST
        super().draw_table(surface)
        self._coach(surface, box)

    def _coach(self, surface: pygame.Surface, box: tuple[float, float, float, float]) -> None:
        ctx = self.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        x, y, width, height = box
        rect = frame.rect(x, y, width, height)
        draw_panel(surface, rect, colors.panel, colors.accent, alpha=240)
        heading = _("Coach") if len(self.pages) < 2 else _(
            "Coach · {page} of {pages} (C: next)").format(page=self.page + 1,
                                                          pages=len(self.pages))  # fmt: skip
        title = fit_label(ctx.text, heading, frame.px(width - 20), frame.px(14), colors.accent,
                          bold=True, height=frame.px(24))  # fmt: skip
        head = blit_text(surface, title, "topleft", frame.point(x + 10, y + 4))
        size, lines = self._fitted(rect, head.bottom)
        step = ctx.text.body_font(size).get_linesize()
        for index, line in enumerate(lines):
            label = ctx.text.body(line, size, colors.text)
            blit_text(
                surface, label, "topleft", (frame.point(x + 10, 0)[0], head.bottom + index * step)
            )

    def _fitted(self, rect: pygame.Rect, top: int) -> tuple[int, list[str]]:
        """The tip's type size (13 design pixels, smaller until every line fits under `top`)
        and its lines."""
        frame, text = self.ctx.frame, self.ctx.text
        room = rect.bottom - frame.px(4) - top
        size = frame.px(13)
        while True:
            font = text.body_font(size)
            lines = wrap(self.pages[self.page], font, rect.width - frame.px(20))
            fits = len(lines) * font.get_linesize() <= room
            if fits or text.body_px(size) <= MIN_TEXT_PX:
                shown = max(1, room // font.get_linesize())
                return size, lines if fits else cut_short(lines, shown)
            size -= 1

    def restart(self, *, same_deal: bool = False) -> None:
        """The pause menu's restart and the end's rematch: the first game again."""
        start_tutorial(self.ctx)


def start_tutorial(ctx: AppContext) -> None:
    """Open the first game from its start, the only scene on the stack."""
    session = Session(GAME, tutorial_game(), seats_of(GAME, SEATS))
    ctx.stack.reset(TutorialTable(ctx, session))
