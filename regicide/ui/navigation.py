"""Where the app goes: playing a game, watching one, a new game, and putting the game in
progress aside first. Every scene reaches these through its context (`ctx.nav`), never by
importing a table, so the shell knows each game only through the registry and its kit.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from regicide.games.protocol import GameDef, Match
from regicide.i18n import _
from regicide.play.opening import Opening, in_progress_text, open_session, resume_session
from regicide.play.seating import record_names, record_players
from regicide.play.session import Session
from regicide.store.saves import Saved
from regicide.ui.context import AppContext
from regicide.ui.kits import kit_of
from regicide.ui.scene import GameTable, Scene
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.replay import ReplayScene


class Navigation:
    """The app's moves between games and screens, for one context (its `Navigator`)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def open(self, session: Session, *, animate_deal: bool = False) -> GameTable:
        """The table for `session`, as the only scene on the stack."""
        self.ctx.choose_game(session.game)  # the title and Records open on it afterwards
        table = kit_of(session.game).table(self.ctx, session, animate_deal=animate_deal)
        self.ctx.stack.reset(table)
        return table

    def deal(self, opening: Opening) -> None:
        """A fresh deal on a fresh table, its deal animated, once the game in progress is put
        aside (an unreadable old autosave is kept aside by the autosaver before its first
        write, never overwritten)."""
        self.replace_in_progress(
            lambda: self.open(open_session(opening, self.ctx.autosaver), animate_deal=True)
        )

    def play(self, saved: Saved, *, go: str | None = None) -> None:
        """Play a game on from where it stands, as the game in progress (a loaded save, a
        branch from a replay), once the player agrees to put an unfinished game aside (`go`
        labels that answer). The game in progress loaded again just goes on: nothing is put
        aside, so the archive never holds a copy of a game still being played."""
        current = self.ctx.game_in_progress()
        if current is not None and _same_game(current, saved):
            self._resume(saved)
        else:
            self.replace_in_progress(partial(self._resume, saved), go or _("Play it instead"))

    def _resume(self, saved: Saved) -> None:
        self.open(resume_session(saved, self.ctx.autosaver))

    def branch(self, game: GameDef) -> Callable[[Match], None]:
        """What "Play from here" does in a replay of `game`: play the branch on."""
        return lambda match: self.play(Saved(game, match, {}), go=_("Play on from here"))

    def watch(
        self,
        saved: Saved,
        title: str,
        *,
        back: Callable[[], None] | None = None,
        at: int | None = None,
    ) -> Scene:
        """The replay of a game over the current scene, after move `at` (default: the deal);
        `back`: where leaving it goes."""
        players = saved.game.players(saved.match.state)
        names = record_names(saved.game, saved.extra, players)
        seated = record_players(saved.game, saved.extra, players)
        scene = ReplayScene(
            self.ctx, saved.game, saved.match, title, back=back, names=names, players=seated
        )
        if at is not None:
            scene.go_to(at)
        self.ctx.stack.push(scene)
        return scene

    def new_game(self, game: GameDef) -> None:
        """The screen that sets up a new game of `game`."""
        self.ctx.choose_game(game)
        self.ctx.stack.push(kit_of(game).new_game(self.ctx))

    def replace_in_progress(self, start: Callable[[], object], go: str | None = None) -> None:
        """Start a game in place of the one in progress: with none, at once; else after asking
        (`go` labels the answer that goes ahead), and the unfinished game is kept in the
        archive (Records › Games), never lost."""
        saved = self.ctx.game_in_progress()
        if saved is None:
            start()
            return

        def go_ahead() -> None:
            self.ctx.keep_game_in_progress()
            start()

        question = ConfirmScene(
            self.ctx,
            _("Put this game aside?"),
            in_progress_text(saved),
            (go or _("Start the new game"), go_ahead),
        )
        self.ctx.stack.push(question)


def _same_game(one: Saved, other: Saved) -> bool:
    """The same game of the same kind, move for move (a save of the game in progress)."""
    return one.game is other.game and one.game.record_data(one.match, {}) == other.game.record_data(
        other.match, {}
    )
