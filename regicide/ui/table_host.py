"""The table host: the one scene every game is played in, whatever the game.

The host owns a table's life cycle, so no game can forget a part of it: it keeps the game for
the archive when it ends, runs the frame loop (the session's clock, the app's news, the
seat facing the screen handed over at rest, computer turns at a readable pace, hints), the
pause menu and its new deal, the end screen's verdict (from the game's result for the seat
facing the screen: `TablePlay.verdict`), and the opaque cover between people sharing the
screen, drawn by the host itself so that no card and no private fact of anyone shows on it.

A game's table (its `GameKit.table`) is a `TableHost` that gives only what is its own, as
hooks the host calls: its board (`restyle`, `advance`, `look`, `draw_table`), its input
(`on_event`, `holding`, `let_go`), how it shows a move (`show_move`, `rewind`, `show_hint`,
`refused`) and its words (`show_ending` gets the verdict). It may not override the life
cycle itself (`LIFE_CYCLE`): defining one of those is refused when the class is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import ClassVar

import pygame

from regicide.games.protocol import Command
from regicide.i18n import N_, _, owned
from regicide.play.gamelog import GameLog
from regicide.play.opening import deal_session
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound, TablePlay
from regicide.play.turns import Hint
from regicide.store.saves import Saved
from regicide.support.words import assisted_end_line
from regicide.themes.theme import Theme
from regicide.ui.assets import TextCache
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scene import GameTable, soonest
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.saves import SaveActions
from regicide.ui.scenes.verdict import VerdictScene
from regicide.ui.widgets import Frame, blit_text, draw_panel, fit_label, wrap

MESSAGE_SECONDS = 4.0  # how long a line under the banner stays
HINT_SECONDS = 9.0  # a hint's reason stays longer
THINKING = N_("Thinking…")
AUTOPLAY_WORDS = (N_("Autoplay"), N_("Stop autoplay"))  # the pause menu's switch, off and on
AUTOPLAY_SAID = (
    N_("Autoplay off: your seat is yours again."),
    N_("Autoplay on: the computer plays your seat (A gives it back)."),
)
UNCOVER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
LIFE_CYCLE = ("enter", "exit", "handle", "update", "draw", "next_frame_in")
CAPTION_TEXT = 12  # the onlooker's caption's words (design px, as the UI scale enlarges them)
CAPTION_PAD = 6  # design px around them on their plate
CAPTION_GAP = 8  # design px between the caption and a panel above it
CAPTION_SPLIT = " · V: "  # the view's name, then how to change it


def caption_lines(words: str) -> list[str]:
    """The onlooker's caption on two lines: the view, then the key that changes it."""
    view, key, how = words.partition(CAPTION_SPLIT)
    return [view, f"V: {how}"] if key else [view]


@dataclass(frozen=True)
class Cover:
    """The screen between people: only whose turn it is, on the bare felt (no card, no
    count, no private fact of anyone)."""

    seat: int
    reason: str = ""  # why this person is called now (out of turn), in public words only

    def draw(self, surface: pygame.Surface, theme: Theme, text: TextCache, frame: Frame) -> None:
        """The felt, and a panel as tall as its words wrapped to its width (two thirds of
        the window, wider for big words, never past the window's edge)."""
        colors = theme.colors
        draw_felt(surface, theme)
        margin = frame.px(16)
        width = min(
            surface.get_width() - 2 * margin, max(frame.px(620), surface.get_width() * 2 // 3)
        )
        room = width - frame.px(48)
        title = _("Pass to Seat {seat}").format(seat=self.seat)
        heading = text.title(title, frame.px(40), colors.accent)
        if heading.get_width() > room:
            heading = fit_label(text, title, room, frame.px(40), colors.accent)
        font = text.body_font(frame.px(17))
        words = (
            *((self.reason,) if self.reason else ()),
            _("Seat {seat}, take the screen: your cards stay hidden until you are ready.").format(
                seat=self.seat
            ),
            _("Click anywhere or press Enter to see them. Esc: the menu."),
        )
        lines = [line for paragraph in words for line in wrap(paragraph, font, room)]
        images = [text.body(line, frame.px(17), colors.text) for line in lines]
        step = font.get_linesize()
        height = frame.px(40) + heading.get_height() + frame.px(16) + step * len(images)
        panel = pygame.Rect(0, 0, width, height + frame.px(24))
        panel.center = surface.get_rect().center
        panel.clamp_ip(surface.get_rect())
        draw_panel(surface, panel, colors.panel, colors.accent, alpha=255, radius=18, border=3)
        top = blit_text(surface, heading, "midtop", (panel.centerx, panel.top + frame.px(24)))
        y = top.bottom + frame.px(16)
        for image in images:
            blit_text(surface, image, "midtop", (panel.centerx, y))
            y += step


class TableHost(GameTable):
    """A game's table: the host's life cycle around the game's hooks (see the module)."""

    ctx: AppContext
    session: Session
    restart_label: ClassVar[str] = N_("New deal")  # the pause menu's restart (translated there)

    def __init_subclass__(cls, **kwargs: object) -> None:
        """A game's table gives hooks; the life cycle is the host's alone."""
        super().__init_subclass__(**kwargs)
        taken = [name for name in LIFE_CYCLE if name in vars(cls)]
        if taken:
            raise TypeError(
                f"{cls.__name__} defines {', '.join(taken)}: the table host runs every "
                "table's life cycle; give its hooks instead"
            )

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        self.ctx, self.session = ctx, session
        ctx.archive_when_finished(session)
        self.play = TablePlay(session)
        self.computers = self.play.computers
        self.log = GameLog()
        self.log_back = 0  # rows the open log is scrolled back from its newest line
        self.message, self.message_calm, self.message_until = "", False, 0.0
        self.hint_said = ""  # the hint's words while they are the message (`say_hint`)
        self.clock = 0.0
        self.settled = False  # the table was put at rest since the cards last moved
        self.ending_shown = False
        self.animate_deal = animate_deal

    # -- who looks ------------------------------------------------------------------------------

    @property
    def viewer(self) -> int:
        """The seat facing the screen (the play wing decides: TablePlay.facing)."""
        return self.play.viewer

    @property
    def covered(self) -> bool:
        """The screen is covered between people sharing it."""
        return self.play.covered

    @property
    def all_hands(self) -> bool:
        """No person at the table and no seat chosen: the board shows every seat's hand."""
        return self.play.all_hands

    @property
    def log_seat(self) -> int | None:
        """Whose knowledge and whose "you" the log and the table's sentences take: the seat
        facing the screen while a person sits there; None (a spectator's public words,
        every seat by its name) to an onlooker of computers."""
        return None if self.play.watching else self.viewer

    def watching_words(self) -> str:
        """What an onlooker watches when no person sits at the table ("" when one does):
        every hand, or the seat chosen; V chooses another."""
        if not self.play.watching:
            return ""
        if self.play.all_hands:
            return _("Watching · all hands shown") + CAPTION_SPLIT + _("one seat's view")
        view = _("Watching · Seat {seat}'s view").format(seat=self.viewer)
        return view + CAPTION_SPLIT + _("another seat")

    # -- the life cycle (the host's alone) ------------------------------------------------------

    def enter(self) -> None:
        """First shown, or back from a menu: the look may have changed; the deal is dealt."""
        self.restyle()
        if self.animate_deal:
            self.animate_deal = False
            self.deal()
        elif not self.animating:
            self.look(turned=False)

    def exit(self) -> None:
        """A menu over the table, or another scene: what the person held goes back, the
        computers stop thinking and the game's time is kept."""
        self.let_go()
        self.play.leave()

    def handle(self, event: pygame.event.Event) -> None:
        """Every table's keys are the host's (Esc the menu, A autoplay, L the log, Ctrl+Z
        undo, Ctrl+Y or Ctrl+Shift+Z redo, V (or a click on the onlooker's caption) the view
        an onlooker watches: at any moment, cards moving or not); behind the cover only the
        host listens (a click or Enter takes the screen); else the game's input."""
        if event.type == pygame.KEYDOWN and self._table_key(event):
            return
        if self._caption_clicked(event):
            self.watch_next()
        elif self.covered:
            self._cover_input(event)
        else:
            self.on_event(event)

    def _caption_clicked(self, event: pygame.event.Event) -> bool:
        """A left click on the onlooker's caption (only with no person at the table)."""
        if not self.play.watching or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        return self.caption_room(self.ctx.window.surface).collidepoint(event.pos)

    def watch_next(self) -> None:
        """The onlooker's next view: one seat's, the next seat's, ..., then every hand."""
        if self.play.watch_next():
            self.look(turned=True)

    def _table_key(self, event: pygame.event.Event) -> bool:
        """One of every table's keys, done; False for the game's own."""
        ctrl, shift = bool(event.mod & pygame.KMOD_CTRL), bool(event.mod & pygame.KMOD_SHIFT)
        if ctrl and event.key == pygame.K_z and not shift:
            self.undo()
        elif ctrl and event.key in (pygame.K_y, pygame.K_z):
            self.redo()
        elif ctrl:
            return False
        elif event.key == pygame.K_ESCAPE:
            if self.covered or not self.escape():
                self.open_menu()
        elif event.key == pygame.K_a:
            self.toggle_autoplay()
        elif event.key == pygame.K_l and not self.covered:
            self.toggle_log()
        elif event.key == pygame.K_v and self.play.watching:
            self.watch_next()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.covered:
            self.session.tick(dt)
        self.take_news()
        self.advance(dt)
        if not self.animating and not self.settled:
            self.settled = True
            self.look(turned=self.play.hand_over())
        at_rest = not self.animating and not self.holding
        moved = self.play.computer_move(dt, at_rest, self.ctx.settings.speed_factor)
        if moved is not None:
            self._moved(moved)
            self.computer_moved(moved)
        hint = self.play.hint_ready()
        if hint is not None:
            self.show_hint(hint)
        self.tick(dt)
        if self.session.over and not self.ending_shown and self.finished_showing():
            self.ending_shown = True
            self.show_ending(self.play.verdict())

    def next_frame_in(self) -> float | None:
        """The table still to settle or the end to show, a message expiring, a computer's
        chosen move falling due, and what the game's board waits for."""
        settling = not self.settled and not self.animating
        if settling or (self.session.over and not self.ending_shown and self.finished_showing()):
            return 0.0
        message = self.message_until - self.clock if self.clock < self.message_until else None
        due = self.play.computer_due(self.ctx.settings.speed_factor)
        return soonest(message, due, None if self.covered else self.frame_wanted())

    def draw(self, surface: pygame.Surface) -> None:
        """The cover between people (the game's board is not drawn at all), or the table,
        named when it is only watched."""
        if self.covered:
            seat = self.play.acting_seat or self.viewer
            cover = Cover(seat, self.cover_reason(seat))
            cover.draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame)
            return
        self.draw_table(surface)
        words = self.watching_words()
        if words:
            self._caption(surface, words)

    def _caption(self, surface: pygame.Surface, words: str) -> None:
        """The plate naming what an onlooker sees, in the room the game keeps free for it
        (`caption_room`): the view on one line and how to change it on the next, or the view
        alone when the room is low."""
        ctx, room = self.ctx, self.caption_room(surface)
        colors = ctx.theme.colors
        pad = ctx.frame.px(CAPTION_PAD)
        draw_panel(surface, room, colors.panel, colors.panel_edge, alpha=235,
                   radius=ctx.frame.px(8))  # fmt: skip
        lines = caption_lines(words)
        if room.height < self.caption_height():
            lines = lines[:1]
        width, tall = room.width - 2 * pad, (room.height - 2 * pad) // len(lines)
        images = [
            fit_label(ctx.text, line, width, ctx.frame.px(CAPTION_TEXT), colors.text, height=tall)
            for line in lines
        ]
        y = room.centery - sum(image.get_height() for image in images) // 2
        for image in images:
            surface.blit(image, image.get_rect(midtop=(room.centerx, y)))
            y += image.get_height()

    def caption_height(self) -> int:
        """Window pixels the onlooker's caption takes on two lines (0 while a person sits at
        the table): what a game keeps free for it (`caption_room`)."""
        if not self.play.watching:
            return 0
        return 2 * self._caption_font().get_linesize() + 2 * self.ctx.frame.px(CAPTION_PAD)

    def caption_reserve(self) -> int:
        """Window pixels a panel whose foot the caption takes ends above it by (0 while a
        person sits at the table)."""
        height = self.caption_height()
        return height + self.ctx.frame.px(CAPTION_GAP) if height else 0

    def caption_width(self) -> int:
        """Window pixels the onlooker's caption's longer line takes, with its margins."""
        font = self._caption_font()
        widest = max(font.size(line)[0] for line in caption_lines(self.watching_words()))
        return widest + 2 * self.ctx.frame.px(CAPTION_PAD)

    def _caption_font(self) -> pygame.font.Font:
        """The caption's font, as `fit_label` starts at (the UI scale enlarges it)."""
        return self.ctx.text.body_font(self.ctx.frame.px(CAPTION_TEXT))

    def _cover_input(self, event: pygame.event.Event) -> None:
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if click or (event.type == pygame.KEYDOWN and event.key in UNCOVER_KEYS):
            self.uncover()

    # -- what the host does for the person ------------------------------------------------------

    def uncover(self) -> None:
        """The person to play has taken the screen: now their cards show."""
        self.play.uncover()
        self.look(turned=True)

    def submit(self, command: Command) -> bool:
        """Play a command for the seat to act; a refused one leaves the reason (`refused`)."""
        try:
            moved = self.play.submit(command)
        except self.session.game.illegal_move as illegal:
            self.refused(self.refused_words(illegal))
            return False
        self._moved(moved)
        return True

    def _moved(self, moved: Moved) -> None:
        if not self.message_calm:  # a refusal is stale after a move; news stays its time
            self.message = ""
        self._drop_hint_said()
        self.settled = False
        self.show_move(moved)

    def undo(self) -> None:
        """Back to the person's last decision (the computers' moves since are taken too)."""
        self.skip()
        rewound = self.play.undo()
        if not isinstance(rewound, Rewound):
            self.say(rewound)
            return
        self._after_history()
        self.rewind(rewound)

    def redo(self) -> None:
        """The undone move again, and the computers' answers after it as they were made."""
        self.skip()
        moved = self.play.redo()
        if not isinstance(moved, Moved):
            self.say(moved)
            return
        self._after_history()
        self._moved(moved)

    def _after_history(self) -> None:
        self._drop_hint_said()
        self.let_go()
        self.settled = False
        self.ending_shown = False

    def hint(self) -> None:
        """H: the strong player's move for this seat, and why (the game becomes assisted)."""
        problem = self.play.ask_hint()
        self.say(problem or _(THINKING), calm=problem is None)

    def toggle_autoplay(self) -> None:
        """A: the computer plays the person's seat from here (the person keeps the chair),
        or gives it back."""
        if self.session.over:
            return
        was_covered = self.covered
        on = self.play.toggle_autoplay()
        if was_covered and not self.covered:
            self.look(turned=True)
        self.say(_(AUTOPLAY_SAID[on]), calm=True)

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        """A line under the banner: a refusal or a problem, or news (`calm`)."""
        self.message, self.message_calm = text, calm
        self.message_until = self.clock + seconds

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

    def open_menu(self) -> None:
        """Esc: the cards land, what the person held goes back, and the pause menu opens."""
        self.skip()
        self.let_go()
        self.pause_menu(self.daily_words())

    def files(self) -> SaveActions:
        """Save as… saves this game; Load… opens another in its place."""
        session = self.session
        keys = {**session.extra, **session.app_keys()}
        return SaveActions(Saved(session.game, session.match, keys), partial(self.say, calm=True))

    def watch_replay(self) -> None:
        """This game from its deal, in the replay viewer (over the end screen), its seats
        named as at the table (a computer teammate by its name, level and face)."""
        session = self.session
        keys = {**session.extra, **session.app_keys()}
        self.ctx.navigation.watch(Saved(session.game, session.match, keys), _("this game"))

    def new_game(self) -> None:
        """The game's new-game screen."""
        self.ctx.navigation.new_game(self.session.game)

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
        go = _("Restart this deal") if same_deal else _("Start the new game")  # as the menu said
        nav.replace_in_progress(lambda: nav.open(session(), animate_deal=True), go)

    def pause_menu(self, daily: str | None = None) -> None:
        """The pause menu over the table: a new deal, this deal again (when it has a code),
        autoplay while the game is on, saving and loading; `daily` names a daily deal."""
        session = self.session
        words = _(AUTOPLAY_WORDS[self.play.autoplay])
        self.ctx.stack.push(
            PauseScene(
                self.ctx,
                self.restart,
                self.files(),
                session.code,
                (words, self.toggle_autoplay) if not session.over else None,
                same_deal=partial(self.restart, same_deal=True) if session.code else None,
                daily=daily,
                restart_label=owned(self, self.restart_label),
            )
        )

    # -- the game's hooks: its board ------------------------------------------------------------

    def restyle(self) -> None:
        """The look or the window may have changed: the board follows."""

    def deal(self) -> None:
        """The deal played out on first showing (`animate_deal`); by default shown at once."""
        self.look(turned=False)

    def advance(self, dt: float) -> None:
        """`dt` seconds of the board's animations (and following the window's size)."""

    def look(self, *, turned: bool) -> None:
        """At rest: every card where the state says, as the seat facing the screen sees it;
        `turned`: another seat faces the screen now, or the person just took it."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """The whole table, as the seat facing the screen sees it (never under the cover)."""
        raise NotImplementedError

    def caption_room(self, surface: pygame.Surface) -> pygame.Rect:
        """Where the onlooker's caption goes (only with no person at the table): room the
        board leaves empty at every size and UI scale, at least `caption_height` tall where
        it can be. By default the bottom right corner, as wide as the words."""
        margin = self.ctx.frame.px(14)
        width = min(self.caption_width(), surface.get_width() - 2 * margin)
        room = pygame.Rect(0, 0, width, self.caption_height())
        room.bottomright = (surface.get_width() - margin, surface.get_height() - margin)
        return room

    def frame_wanted(self) -> float | None:
        """When the board next needs a frame with no input (`Scene.next_frame_in`)."""
        return 0.0

    def finished_showing(self) -> bool:
        """Every effect of the last move has played: the end screen may come."""
        return not self.animating

    def tick(self, dt: float) -> None:
        """What else the game's clock does each frame (a turn's time limit, say)."""

    def skip(self) -> None:
        """Land every moving card at once."""

    # -- the game's hooks: its input ------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> None:
        """One input event at the open table."""

    def escape(self) -> bool:
        """Esc at the open table: the game closes what it has open first (a drag, a chooser,
        a selection) and says True; False lets the host open the menu."""
        return False

    @property
    def holding(self) -> bool:
        """The person holds cards (a drag): the computers wait."""
        return False

    def let_go(self) -> None:
        """Whatever the person held or had selected goes back."""

    # -- the game's hooks: how it shows a move, and its words ----------------------------------

    def show_move(self, moved: Moved) -> None:
        """A move made (or redone): animate its events as the seat facing the screen sees
        them."""

    def computer_moved(self, moved: Moved) -> None:
        """After a computer's move is shown: what the game says of it besides (Regicide: whom
        a computer chose to go next)."""

    def rewind(self, rewound: Rewound) -> None:
        """An undo: the cards go back (at once when `rewound.hidden`)."""
        self.look(turned=rewound.hidden)

    def show_hint(self, hint: Hint) -> None:
        """A hint found: by default its reason (`say_hint`)."""
        self.say_hint(_("Hint: {reason}.").format(reason=hint.reason.rstrip(".")))

    def say_hint(self, text: str) -> None:
        """A hint's words: for longer than a message, and gone once a move is made, undone or
        redone (they spoke of the position before: "Hint: Play 7♣" stayed on while the
        person discarded for the damage that followed)."""
        self.say(text, HINT_SECONDS, calm=True)
        self.hint_said = self.message

    def _drop_hint_said(self) -> None:
        """The hint's words off the table, if they are still its message."""
        if self.hint_said and self.message == self.hint_said:
            self.message = ""
        self.hint_said = ""

    def refused_words(self, illegal: Exception) -> str:
        """Why the rules refused the person's command, in the player's language (a game whose
        engine gives its refusal's facts words them here; else the reason as given)."""
        return str(getattr(illegal, "reason", illegal))

    def refused(self, reason: str) -> None:
        """The rules refused the person's command: why."""
        self.say(reason)

    def daily_words(self) -> str | None:
        """The pause menu's name for a daily deal (None: not one)."""
        return None

    def cover_reason(self, seat: int) -> str:
        """Why `seat` is called to the screen, when it is not simply its turn (a decision
        out of turn), in words every seat may read; "" says nothing more."""
        return ""

    def show_ending(self, verdict: str) -> None:
        """The end screen, titled with `verdict` (the result for the seat facing the
        screen); a game without one of its own gets the host's: the verdict, the result in a
        sentence, the replay, a new deal and the title."""
        result = self.session.result
        said = (result.summary, assisted_end_line(result.assisted)) if result is not None else ()
        summary = " ".join(line for line in said if line)
        self.ctx.stack.push(
            VerdictScene(self.ctx, verdict, summary, self.watch_replay, self.restart)
        )
