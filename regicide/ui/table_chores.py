"""What every game's table does the same way: the seat facing the screen, news from the
autosaver and the app, the pause menu with its new deal, same deal, autoplay and files, the
log switch, and watching this game again. Each game's table (its `GameKit.table`) builds on
this and keeps what is its own: its board, its input, its words and how it shows a move."""

from __future__ import annotations

from functools import partial
from typing import ClassVar

from regicide.play.opening import deal_session
from regicide.play.session import Session
from regicide.store.saves import Saved
from regicide.ui.context import AppContext
from regicide.ui.scene import GameTable
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.saves import SaveActions

MESSAGE_SECONDS = 4.0  # how long a line under the banner stays
AUTOPLAY_WORDS = ("Autoplay", "Stop autoplay")  # the pause menu's switch, off and on


class TableChores(GameTable):
    """A game's table, its shared chores (see the module)."""

    ctx: AppContext
    session: Session
    log_back: int  # rows the open log is scrolled back from its newest line
    restart_label: ClassVar[str] = "New deal"  # the pause menu's restart

    @property
    def viewer(self) -> int:
        """The seat facing the screen (the play wing decides: TablePlay.facing)."""
        return self.play.viewer

    @property
    def covered(self) -> bool:
        """The screen is covered between people sharing it."""
        return self.play.covered

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        """A line under the banner: a refusal or a problem, or news (`calm`)."""
        raise NotImplementedError

    def take_news(self) -> None:
        """Say what the autosaver could not do, and the newest news of the app, once."""
        if self.ctx.autosaver.error:
            self.say(self.ctx.autosaver.error)
            self.ctx.autosaver.error = None
        if len(self.ctx.notices) > self.ctx.notices_read:
            self.say(self.ctx.notices[-1], calm=True)
            self.ctx.notices_read = len(self.ctx.notices)

    def toggle_log(self) -> None:
        """L: the game log opens (at its newest line) or closes."""
        self.ctx.log_open = not self.ctx.log_open
        self.log_back = 0

    def files(self) -> SaveActions:
        """Save as… saves this game; Load… opens another in its place."""
        session = self.session
        keys = {**session.extra, **session.app_keys()}
        return SaveActions(Saved(session.game, session.match, keys), partial(self.say, calm=True))

    def watch_replay(self) -> None:
        """This game from its deal, in the replay viewer (over the end screen)."""
        session = self.session
        self.ctx.navigation.watch(Saved(session.game, session.match, {}), "this game")

    def restart(self, *, same_deal: bool = False) -> None:
        """A new deal with the same players, seats and variants, or (`same_deal`) this deal
        again from its start, by its seed as its code would (an ordinary game then, never a
        second daily result); after asking while this game is unfinished."""
        game, state, nav = self.session.game, self.session.match.state, self.ctx.navigation
        session = partial(
            deal_session,
            game,
            game.players(state),
            seed=self.session.match.seed if same_deal else None,
            variants=game.variants_of(state),
            seats=self.session.seats,
            saver=self.ctx.autosaver,
        )
        go = "Restart this deal" if same_deal else "Start the new game"  # as the menu said
        nav.replace_in_progress(lambda: nav.open(session(), animate_deal=True), go)

    def pause_menu(self, daily: str | None = None) -> None:
        """The pause menu over the table: a new deal, this deal again (when it has a code),
        autoplay while the game is on, saving and loading; `daily` names a daily deal."""
        session = self.session
        words = AUTOPLAY_WORDS[self.play.autoplay]
        self.ctx.stack.push(
            PauseScene(
                self.ctx,
                self.restart,
                self.files(),
                session.code,
                (words, self.toggle_autoplay) if not session.over else None,
                same_deal=partial(self.restart, same_deal=True) if session.code else None,
                daily=daily,
                restart_label=self.restart_label,
            )
        )

    def toggle_autoplay(self) -> None:
        """A: the computer plays every seat from here, or stops."""
        raise NotImplementedError
