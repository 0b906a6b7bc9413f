"""The end of a game whose table has no end screen of its own (the table host's): the verdict
for the seat facing the screen, the result in a sentence, and what next."""

from __future__ import annotations

from collections.abc import Callable

from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.widgets import Button


class VerdictScene(ConfirmScene):
    """`verdict` over the finished table; its buttons: the replay, a new deal, the title."""

    def __init__(
        self,
        ctx: AppContext,
        verdict: str,
        summary: str,
        replay: Callable[[], None],
        again: Callable[[], None],
    ) -> None:
        super().__init__(ctx, verdict, summary, (_("Watch the replay"), replay))
        self.again = again

    def buttons(self) -> list[Button]:
        return [
            Button(_("Watch the replay"), self._confirm, hint=_("Enter")),
            Button(_("New deal"), self._then_again),
            Button(_("Quit to title"), self.ctx.to_title, hint=_("Esc")),
        ]

    def _then_again(self) -> None:
        self.ctx.stack.pop()
        self.again()

    def back(self) -> None:
        self.ctx.to_title()
