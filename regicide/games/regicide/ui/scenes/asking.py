"""Questions the table asks before a move that costs what cannot be got back: a solo Jester
token (R-SOLO-3..5; once, with a "don't ask again" answer), and the medal (the first undo that
showed hidden cards, hint or autoplay of a game that could still earn one). What helped is
noted in the record (`assisted_by`), so the end screen can say why a game earned no medal."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from regicide.games.regicide.engine import Game, SeatView
from regicide.games.regicide.narrate.marks import Help, helps_of
from regicide.games.regicide.narrate.questions import (
    MEDAL_NO,
    MEDAL_QUESTION,
    MEDAL_WARNINGS,
    TOKEN_ALWAYS,
    TOKEN_ALWAYS_ABOUT,
    TOKEN_NO,
    TOKEN_QUESTION,
    TOKEN_YES,
    token_detail,
)
from regicide.i18n import _
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.widgets import Button

ASSISTED_BY = "assisted_by"  # the record key naming what helped (narrate.questions.Help)

Go = Callable[[], None]


class AskScene(ConfirmScene):
    """A question with a third answer between yes and no: go ahead and don't ask again."""

    def __init__(
        self,
        ctx: AppContext,
        question: str,
        detail: str,
        answers: tuple[tuple[str, Go], str],
        always: tuple[str, str, Go] | None = None,
    ) -> None:
        """`answers`: the yes button's label and action, and the no button's label;
        `always`: the third button's label, note and action."""
        confirm, cancel = answers
        super().__init__(ctx, question, detail, confirm, cancel)
        self.always = always

    def buttons(self) -> list[Button]:
        yes, no = super().buttons()
        if self.always is None:
            return [yes, no]
        label, about, action = self.always
        return [yes, Button(label, partial(self._answer, action), about=about), no]

    def _answer(self, action: Go) -> None:
        self.ctx.stack.pop()
        action()


def ask_before_token(ctx: AppContext, view: SeatView, medal_at_stake: bool, flip: Go) -> None:
    """Flip a solo Jester token (`flip`) once the player says so; at once when they asked
    not to be asked."""
    if not ctx.settings.ask_before_token:
        flip()
        return

    def always() -> None:
        ctx.update_settings(ask_before_token=False)
        flip()

    detail = token_detail(view, medal_at_stake)
    answers = ((_(TOKEN_YES), flip), _(TOKEN_NO))
    always_ = (_(TOKEN_ALWAYS), _(TOKEN_ALWAYS_ABOUT), always)
    ctx.stack.push(AskScene(ctx, _(TOKEN_QUESTION), detail, answers, always_))


def ask_before_help(ctx: AppContext, session: Session, help_used: Help, go: Go) -> None:
    """Help that costs the medal (`go`): at once when there is no medal to lose, else once
    the player agrees; what helped is noted for the end screen either way."""
    game = session.match
    if not isinstance(game, Game) or not game.medal_at_stake:
        note_help(session, help_used)
        go()
        return

    def agreed() -> None:
        note_help(session, help_used)
        go()

    detail, label = MEDAL_WARNINGS[help_used]
    ctx.stack.push(ConfirmScene(ctx, _(MEDAL_QUESTION), _(detail), (_(label), agreed), _(MEDAL_NO)))


def note_help(session: Session, help_used: Help) -> None:
    """Add `help_used` to what made the game assisted (kept in the record with the next
    save), unless help nobody noted made it so before (then what helped first is unknown)."""
    noted = help_noted(session)
    if session.match.assisted and not noted:
        return
    session.notes[ASSISTED_BY] = [used.value for used in dict.fromkeys((*noted, help_used))]


def help_noted(session: Session) -> tuple[Help, ...]:
    """Every help that made the game assisted, first used first, as the table noted them
    (this session or a saved one)."""
    return helps_of(session.notes.get(ASSISTED_BY, session.extra.get(ASSISTED_BY)))
