"""The table: one game, played with animated, draggable cards.

Flow of a play (ARCHITECTURE.md): the player selects cards (the engine checks and previews them
live), drops them on the enemy or presses Play; the scene hands the command to the session,
which plays and autosaves it, and the board animates its events. When they end every card is
where the engine's state says. Input waits while cards move; a click or a key skips ahead.

Who owns what: the session runs the game; the board draws it (from the viewer's view) and
animates it; the drag controller turns pointer gestures into commands; `ui.chrome` draws
the bar, buttons and panels from plain data. This scene connects them and decides who is
looking at the screen (the hot-seat viewer).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from functools import partial
from typing import Any

import pygame

from regicide.commands.log import GameLog
from regicide.games.regicide.ai import Hint
from regicide.games.regicide.engine import (
    Card,
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    Game,
    GameState,
    IllegalMove,
    Outcome,
    Phase,
    PlayCards,
    Status,
    Yield,
    flip_problem,
    joinable,
    replay,
    yield_problem,
)
from regicide.games.regicide.narrate import (
    AUTOPLAY_OFF,
    AUTOPLAY_ON,
    START_AUTOPLAY,
    STOP_AUTOPLAY,
    THINKING,
    Line,
    Tone,
    banner_text,
    card_title,
    in_progress_text,
    readable,
    seat_name,
    thinking_text,
    wish_line,
)
from regicide.games.regicide.story import story_of
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.chrome import Chrome, preview_content
from regicide.games.regicide.ui.drag import DragController, SnapBack, Toggle
from regicide.games.regicide.ui.layout import CardKey, Sight
from regicide.games.regicide.ui.overlays import Cover, SeatChoice, SeatChooser
from regicide.games.regicide.ui.scenes.game_over import Ending, GameOverScene
from regicide.games.regicide.ui.scenes.table_keys import TableKeys
from regicide.games.regicide.ui.table_controls import (
    Chores,
    Focusable,
    Moves,
    action_buttons,
    drop_problem,
    top_buttons,
)
from regicide.play.archiving import Archiver
from regicide.play.daily import share_line
from regicide.play.seating import seats_from_record
from regicide.play.session import Session, new_session
from regicide.play.turns import PACE_SECONDS, ComputerTurns
from regicide.store.archive import games_dir
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import Scene
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SaveActions
from regicide.ui.widgets import Button, button_at

MESSAGE_SECONDS = 4.0
HINT_MESSAGE_SECONDS = 9.0


class TableScene(Scene):
    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        self.ctx = ctx
        self.session = session
        self._drawn_buttons: tuple[list[Button], list[Button]] | None = None
        keep_when_finished(ctx, session)
        self.computers = ComputerTurns(session)
        state = session.state
        self.viewer = self._facing(state.current, None)
        self.covered = self._needs_cover()
        self.board = Board(ctx.look, ctx.frame, state, Sight.of(session.view(self.viewer)))
        self.board.hidden = self.covered
        self.drag = DragController()
        self.keys = TableKeys(self)
        self.mouse = (0, 0)
        self.message = ""
        self.message_calm = False
        self.message_until = 0.0
        self.clock = 0.0
        self.game_over_shown = False
        self.settled = False  # settle() has run since the cards last came to rest
        self._animate_deal = animate_deal
        self.log = GameLog()
        self.log_back = 0  # rows the log is scrolled back from its newest line
        self.badges: list[tuple[pygame.Rect, str]] = []  # the top bar's, with their tooltips

    # -- what the table shows ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def animating(self) -> bool:
        return self.board.animating

    @property
    def selection(self) -> frozenset[CardKey]:
        return self.board.selection

    def hand_keys(self) -> list[CardKey]:
        return self.board.hand_keys()

    def selected_keys(self) -> tuple[CardKey, ...]:
        """The selected cards of the hand, left to right."""
        return tuple(key for key in self.hand_keys() if key in self.selection)

    def selected_cards(self) -> tuple[Card, ...]:
        return tuple(key[0] for key in self.selected_keys())

    def _needs_cover(self) -> bool:
        """Between people sharing the screen (never while autoplay plays every seat)."""
        playing = self.state.status is Status.PLAYING
        return self.session.hot_seat and playing and self.computers.autoplay is None

    # -- scene hooks ------------------------------------------------------------------------

    def enter(self) -> None:
        """First shown, or back from a menu: the theme may have changed."""
        if self.board.look != self.ctx.look:
            self.board.restyle(self.ctx.look)
        if self._animate_deal:
            self._animate_deal = False
            game = self.session.game
            self.board.play(game.origin, game.setup)
        elif not self.animating:
            self.board.sync(self.state)

    def exit(self) -> None:
        if self.drag.cancel():
            self.snap_back()
        self.computers.cancel()
        self.session.note_time()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._escape()
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._input(event)

    def _escape(self) -> None:
        """Esc drops dragged cards; otherwise it opens the menu."""
        if self.drag.cancel():
            self.snap_back()
        else:
            self.open_menu()

    def _input(self, event: pygame.event.Event) -> None:
        """A key or a button: while cards move it only skips the animation; while a computer
        seat plays, it only hurries it on (the menu, the log, undo and autoplay still work)."""
        if self.animating:
            if event.type != pygame.MOUSEBUTTONUP:
                self.board.timeline.skip()  # a click or a key finishes the animation, no more
        elif self.computers.acting_seat is not None and not self._chore(event):
            if event.type != pygame.MOUSEBUTTONUP:
                self.computers.rush()
        elif event.type == pygame.KEYDOWN:
            self.keys.key(event)
        elif event.button == 1 and event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event.pos)
        elif event.button == 1:
            self._release(event.pos)

    def _chore(self, event: pygame.event.Event) -> bool:
        """Keys and buttons that work on a computer's turn too."""
        if event.type == pygame.KEYDOWN:
            return bool(event.mod & pygame.KMOD_CTRL) or event.key in (pygame.K_l, pygame.K_a)
        return any(button.rect.collidepoint(event.pos) for button in self.top_buttons())

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.covered:
            self.session.tick(dt)
        if self.ctx.autosaver.error:
            self.say(self.ctx.autosaver.error)
            self.ctx.autosaver.error = None
        if len(self.ctx.notices) > self.ctx.notices_read:
            self.say(self.ctx.notices[-1], calm=True)  # the newest news, once
            self.ctx.notices_read = len(self.ctx.notices)
        if self.ctx.frame != self.board.frame:
            self.board.resize(self.ctx.frame)
        self.board.update(dt, self.ctx.settings.speed_factor)
        if not self.animating and not self.settled:
            self.settled = True
            self.settle()
        self._computer_turn(dt)
        if self.state.status is not Status.PLAYING and not self.board.timeline.busy:
            self._show_game_over()
        self._mark_cards()

    def _computer_turn(self, dt: float) -> None:
        """Let a computer seat play (at a readable pace), and show a hint once it is found."""
        at_rest = not self.animating and not self.covered and not self.drag.dragging
        speed = self.ctx.settings.speed_factor
        pace = PACE_SECONDS / speed if speed else 0.0
        command = self.computers.update(dt, at_rest, pace)
        if command is not None:
            self.submit(command)
        hint = self.computers.hint_ready()
        if hint is not None:
            self._show_hint(hint)

    def _show_hint(self, hint: Hint) -> None:
        """The suggested cards lifted, and why in a sentence (for longer than a message)."""
        command = hint.command
        if isinstance(command, (PlayCards, Discard)):
            wanted = list(command.cards)
            keys = []
            for key in self.hand_keys():
                if key[0] in wanted:
                    wanted.remove(key[0])
                    keys.append(key)
            self.board.selection = frozenset(keys)
            self.board.slide(self.state, self.state, 0.2, touch=True)
        self.say(f"Hint: {hint.reason}.", HINT_MESSAGE_SECONDS, calm=True)

    def hint(self) -> None:
        """H: the strong player's move for this seat, and why (the game becomes assisted)."""
        problem = self._hint_problem()
        if problem is not None:
            self.say(problem)
            return
        self.computers.ask_hint()
        self.say(THINKING, calm=True)

    def _hint_problem(self) -> str | None:
        if self.state.status is not Status.PLAYING or self.covered:
            return "No hint now."
        if self.computers.acting_seat is not None:
            return "A computer seat is playing."
        if self.computers.hint_pending:
            return "Thinking…"
        return None

    def toggle_autoplay(self) -> None:
        """A: the computer plays every seat from here (the game becomes assisted), or stops."""
        on = self.computers.toggle_autoplay()
        if on and self.covered:
            self.uncover()  # the computer plays every seat now: nothing to hide
        self.say(AUTOPLAY_ON if on else AUTOPLAY_OFF, calm=True)

    def _log_shown(self) -> bool:
        return self.ctx.log_open and not self.covered

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, with the buttons made once for all of it (nothing changes while it is
        drawn; the words-measuring buttons are worth not making five times)."""
        self._drawn_buttons = None
        self._drawn_buttons = (self.action_buttons(), self.top_buttons())
        try:
            self._draw(surface)
        finally:
            self._drawn_buttons = None

    def _draw(self, surface: pygame.Surface) -> None:
        seen = self.board.view
        suffering = seen.phase is Phase.SUFFER
        self.board.draw(
            surface,
            Decor(
                banner=self.banner(),
                urgent=suffering,
                mouse=self.mouse,
                tokens_active=True,
                discard_glow=self.drag.dragging and suffering and self.drag_problem() is None,
                key_badges=seen.status is Status.PLAYING and seen.phase is not Phase.CHOOSE_NEXT,
                computers=self._computer_seats(),
                seat_panels=not self._log_shown(),
            ),
        )
        chrome = self._chrome()
        tops = self.top_buttons()
        left = min((button.rect.left for button in tops), default=0)
        self.badges = chrome.top_bar(
            surface, seen.enemies_defeated, self.session.game.assisted, left
        )
        self.badges += self.board.tips(self._computer_seats())
        if self._log_shown():
            log = self.board.layout.log_panel
            self.badges = [badge for badge in self.badges if not badge[0].colliderect(log)]
            self._log_panel().draw(surface, self.log_view())
        if self.covered:
            self._cover().draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame)
        elif seen.status is Status.PLAYING:
            title, lines = self.preview()
            labels = [button.label for button in self.action_buttons()]
            chooser = self._chooser()
            below = self.ctx.frame.px(self.board.layout.chooser_room()) if chooser.choices else 0
            chrome.preview(surface, title, lines, labels, below)
            chooser.draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame, self.mouse)
        buttons = self.action_buttons() + tops
        chrome.buttons(surface, buttons, self.focused())
        if self.drag.drag is not None:
            problem = self.drag_problem()
            target = "the enemy" if self._playing() else "the discard pile"
            words = problem or f"Drop on {target}"
            chrome.message(surface, words, warning=problem is not None, banner=self.banner())
        elif not self.covered:
            words = self.current_message
            chrome.message(surface, words, warning=self.message_warns, banner=self.banner())
        focused = self.focused()
        if focused is not None and focused.label.startswith(("card", "token", "seat")):
            chrome.focus_ring(surface, focused.rect)
        tip = self.tooltip()
        spots = [button.rect for button in buttons] + [rect for rect, _ in self.badges]
        pointed = next((rect for rect in spots if rect.collidepoint(self.mouse)), None)
        if tip and pointed is not None:
            chrome.tooltip(surface, tip, pointed)

    def _computer_seats(self) -> frozenset[int]:
        seats = range(1, self.state.players + 1)
        return frozenset(seat for seat in seats if self.computers.player_of(seat) is not None)

    def tooltip(self) -> str:
        """What the tooltip under the pointer says now ("" for none): a button's, else a
        badge's; none while cards are dragged (the drop message says what matters)."""
        if self.drag.drag is not None:
            return ""
        explained = [text for text, tone in self.preview()[1] if tone is Tone.DANGER]
        buttons = self.action_buttons() + self.top_buttons()
        tip = self._chrome().tip_for(buttons, explained if not self.covered else [])
        return tip or next(
            (words for rect, words in self.badges if rect.collidepoint(self.mouse)), ""
        )

    # -- the game log ---------------------------------------------------------------------

    def _log_panel(self) -> LogPanel:
        return LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)

    def log_view(self) -> LogView:
        """The log as the seat looking at the screen may know it (R-INFO), up to the state
        the animation has reached."""
        lines = self.log.lines(self.session.game, self.viewer)
        return LogView(self.board.layout.log_panel, lines, self.log_back)

    def toggle_log(self) -> None:
        self.ctx.log_open = not self.ctx.log_open
        self.log_back = 0

    def _wheel(self, rows: int) -> None:
        if self.ctx.log_open and self.board.layout.log_panel.collidepoint(self.mouse):
            self.log_back = self._log_panel().scrolled(self.log_view(), rows * 3)

    def preview(self) -> tuple[str, list[Line]]:
        """The preview panel: what the dragged cards, or else the selected ones, would do."""
        cards = self.drag.drag.cards if self.drag.drag is not None else self.selected_cards()
        return preview_content(self.board.shown, self.viewer, cards)

    def _explained(self, reason: str) -> bool:
        """Does the preview panel already show `reason` (so it need not be said again)?"""
        return any(text == reason and tone is Tone.DANGER for text, tone in self.preview()[1])

    def _mark_cards(self) -> None:
        """The enemy glows under a legal drag; with cards selected, the hand's cards that
        could not join them are shaded (the engine says which could)."""
        zone = self.board.layout.drop_zone(Phase.PLAY)
        legal_drag = self.drag.dragging and self.drag_problem() is None and self._playing()
        enemy = (1.0 if self.drag.over(zone) else 0.5) if legal_drag else 0.0
        addable = None
        if self.selection and not self.animating and not self.covered:
            addable = joinable(self.state, self.selected_cards())
        self.board.glow(enemy, addable if self._playing() else None)

    def _chrome(self) -> Chrome:
        return Chrome(
            self.ctx.theme, self.ctx.text, self.ctx.palette, self.board.layout, self.mouse
        )

    def _playing(self) -> bool:
        return self.state.phase is Phase.PLAY

    # -- the truth: sprites at the layout of the state --------------------------------------

    def settle(self) -> None:
        """Nothing moves: hand the table to the seat that must act (behind the cover in hot
        seat), and put every card where the state says. The end of the game shows once the
        last effects have faded (update)."""
        state = self.state
        facing = self._facing(state.current, self.viewer)
        handover = state.status is Status.PLAYING and facing != self.viewer
        if handover:
            self._look_from(facing)
        if handover and not self.covered:
            self.board.slide(state, state, 0.3)  # the next hand slides in
        else:
            self.board.sync(state)

    def _facing(self, seat: int, viewer: int | None) -> int:
        """Who faces the screen when `seat` is to act: that seat if a person plays it; on a
        computer's turn the person who looked last stays (never a computer's hand). With no
        person at the table at all, every seat in turn."""
        people = self.session.human_seats if self.computers.autoplay is None else ()
        if not people or self.session.seat(seat).is_human:
            return seat
        return viewer if viewer in people else people[0]

    def _look_from(self, seat: int) -> None:
        """`seat` now faces the screen (covered first in a hot-seat game)."""
        self.viewer = seat
        self.board.selection = frozenset()
        self.board.sight = Sight.of(self.session.view(seat))
        self.covered = self.board.hidden = self._needs_cover()

    def _show_game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        outcome = self.session.outcome
        if outcome is None:
            return
        ending = Ending(
            outcome,
            self.state.players,
            self.session.game.seed,
            story_of(self.session.game),
            self.session.seconds,
            self.restart,
            self.undo if self.session.game.can_undo else None,
            self.watch_replay,
            self.session.code,
            daily_share(self.session.daily, outcome),
        )
        self.ctx.stack.push(GameOverScene(self.ctx, ending))

    def watch_replay(self) -> None:
        """This game from its deal, in the replay viewer (over the end screen)."""
        watch_game(self.ctx, replay(self.session.record()), "this game")

    def uncover(self) -> None:
        """The seat to play has taken the screen: show its hand."""
        self.covered = self.board.hidden = False
        self.board.slide(self.state, self.state, 0.35)

    def _cover(self) -> Cover:
        seen = self.board.view
        status = ""
        if seen.enemy is not None:
            status = f"{card_title(seen.enemy)} · damage {seen.damage} · shield {seen.shield}"
        return Cover(self.seat_label(seen.current), status)

    def _chooser(self) -> SeatChooser:
        state = self.board.shown
        if state.phase is not Phase.CHOOSE_NEXT or state.status is not Status.PLAYING:
            return SeatChooser(())
        layout = self.board.layout
        return SeatChooser(
            tuple(
                SeatChoice(
                    seat,
                    self.seat_label(seat) + (" (you)" if seat == self.viewer else ""),
                    layout.seat_choice(seat),
                )
                for seat in range(1, state.players + 1)
            )
        )

    # -- commands ---------------------------------------------------------------------------

    def submit(self, command: Command) -> bool:
        """Play a command for the seat to act; an illegal one leaves a message instead."""
        before = self.state
        try:
            events = self.session.submit(command)
        except IllegalMove as illegal:
            reason = readable(illegal.reason)
            if not self._explained(reason):
                self.say(reason)
            self.snap_back()
            return False
        self.board.selection = frozenset()
        self.message = ""
        self.settled = False
        self.board.play(before, events)
        return True

    def undo(self) -> None:
        """Take back the last command: the cards slide back to where they were."""
        self.board.skip()
        self.computers.cancel()
        before = self.state
        if self.session.undo() is None:
            self.say(self.session.history_lock or "Nothing to undo.")
            return
        while self._computer_seat_to_act() and self.session.can_undo:
            self.session.undo()  # back to the last decision a person made
        self._after_history()
        facing = self._facing(self.state.current, self.viewer)
        hidden = facing != self.viewer and self.session.hot_seat
        self._look_from(facing)
        if hidden:
            self.board.sync(self.state)
        else:
            self.board.slide(before, self.state, 0.35)

    def redo(self) -> None:
        """Make the undone command again: its events play as they did the first time."""
        self.board.skip()
        self.computers.cancel()
        before = self.state
        turn = self.session.redo()
        if turn is None:
            self.say(self.session.history_lock or "Nothing to redo.")
            return
        events = list(turn.events)
        while self._computer_seat_to_act() and self.session.can_redo:
            again = self.session.redo()  # the computers' answers, as they were made
            if again is not None:
                events += again.events
        self._after_history()
        self.board.play(before, tuple(events))

    def _computer_seat_to_act(self) -> bool:
        """A computer's own seat is to act, with people at the table (undo and redo pass
        over the computers' moves to the last decision a person made)."""
        seat = self.state.current
        return (
            not self.session.over
            and not self.session.seat(seat).is_human
            and bool(self.session.human_seats)
        )

    def _after_history(self) -> None:
        self.board.selection = frozenset()
        self.game_over_shown = False
        self.settled = False

    def play_selection(self) -> None:
        if self.state.phase is Phase.SUFFER:
            self.submit(Discard(self.selected_cards()))
        elif not self.selection:
            self.say("Select cards to play first (click them, or press 1–8).")
        else:
            self.submit(PlayCards(self.selected_cards()))

    def try_yield(self) -> None:
        self.submit(Yield())

    def flip_token(self) -> None:
        self.submit(FlipToken())

    def restart(self) -> None:
        """A new deal with the same players, seats and rules (after asking, while this game
        is unfinished)."""
        state, seats = self.state, self.session.seats
        session = partial(
            new_session, state.players, rules=state.rules, seats=seats, saver=self.ctx.autosaver
        )
        replace_game_in_progress(
            self.ctx, lambda: open_game(self.ctx, session(), animate_deal=True)
        )

    # -- selection and feedback -------------------------------------------------------------

    def toggle(self, key: CardKey) -> None:
        self.board.selection = self.selection ^ {key}
        self.ctx.sounds.play("card", 0.25)
        self.board.slide(self.state, self.state, 0.12, touch=True)

    def snap_back(self) -> None:
        """Return dragged or lifted cards to their places."""
        self.board.slide(self.state, self.state, 0.25, touch=True)

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        """A line under the banner: a refusal or problem in red, news (`calm`) in the
        highlight colour."""
        self.message = text
        self.message_calm = calm
        self.message_until = self.clock + seconds

    @property
    def message_warns(self) -> bool:
        return self.clock < self.message_until and not self.message_calm

    @property
    def current_message(self) -> str:
        if self.clock < self.message_until:
            return self.message
        if self.covered or self.animating:
            return ""
        seat = self.computers.acting_seat
        if seat is not None and self.computers.thinking:
            return " · ".join([thinking_text(seat, self.state.players), *self._talk()])
        return " · ".join(self._talk())

    def _talk(self) -> list[str]:
        """R-JEST-4: what the computer seats say about going next, while a seat chooses."""
        state = self.state
        if state.phase is not Phase.CHOOSE_NEXT or state.status is not Status.PLAYING:
            return []
        said = self.computers.wishes(state.current)
        return [wish_line(seat, state.players, wants) for seat, wants in said.items()]

    def seat_label(self, seat: int) -> str:
        name = seat_name(seat, self.state.players)
        player = self.session.seat(seat).player
        return f"{name} (computer)" if player is not None and self.state.players > 1 else name

    # -- what the player may do now (asked of the engine) -----------------------------------

    def banner(self) -> str:
        """What to do now ("" once the game is over: its end has its own moment)."""
        shown = self.board.shown
        if shown.status is not Status.PLAYING:
            return ""
        return banner_text(
            self.board.view, yield_problem(shown) is None, flip_problem(shown) is None
        )

    def drag_problem(self) -> str | None:
        """Why the dragged cards could not be dropped where they are headed (None: they can)."""
        return drop_problem(self.state, self.drag.drag.cards) if self.drag.drag else None

    def action_buttons(self) -> list[Button]:
        if self._drawn_buttons is not None:
            return self._drawn_buttons[0]
        if self.covered:
            return []
        moves = Moves(self.play_selection, self.try_yield, self.flip_token)
        return action_buttons(self.state, self.selected_cards(), self.board.layout, moves)

    def top_buttons(self) -> list[Button]:
        if self._drawn_buttons is not None:
            return self._drawn_buttons[1]
        chores = Chores(self.open_menu, self.toggle_log, self.undo, self.redo, self.hint)
        return top_buttons(
            self.session, self.ctx.log_open, self.board.layout, chores, self._hint_problem()
        )

    def open_menu(self) -> None:
        self.board.timeline.skip()
        if self.drag.cancel():
            self.snap_back()
        autoplay = STOP_AUTOPLAY if self.computers.autoplay is not None else START_AUTOPLAY
        self.ctx.stack.push(
            PauseScene(
                self.ctx,
                self.restart,
                self.files(),
                self.session.code,
                (autoplay, self.toggle_autoplay) if not self.session.over else None,
            )
        )

    def files(self) -> SaveActions:
        """Save as… saves this game; Load… opens another in its place."""
        game = self.session.game
        return SaveActions(
            partial(play_game, self.ctx),
            partial(watch_game, self.ctx),
            (game, {**self.session.extra, **self.session.app_keys()}),
        )

    # -- the focus ring --------------------------------------------------------------------

    def focusables(self) -> list[Focusable]:
        """Hand cards, tokens, seat choices, then buttons: the order Tab walks through."""
        if self.covered or self.state.status is not Status.PLAYING:
            return []
        items = []
        for key in self.hand_keys():
            rect = self.board.card_rect(key)
            if rect is not None:
                items.append(Focusable(rect, partial(self.toggle, key), f"card {key[0]}"))
        if self.state.is_solo and flip_problem(self.state) is None:
            token = self.board.layout.token(self.state.tokens_used)
            items.append(Focusable(token, self.flip_token, "token"))
        for choice in self._chooser().choices:
            command = partial(self.submit, ChooseNext(choice.seat))
            items.append(Focusable(choice.rect, command, f"seat {choice.seat}"))
        for button in self.action_buttons() + self.top_buttons():
            items.append(Focusable(button.rect, partial(self._press_key, button), button.label))
        return items

    def _press_key(self, button: Button) -> None:
        """A button pressed from the keyboard: no tooltip shows, so a refusal is said."""
        if not button.press() and not self._explained(button.reason):
            self.say(button.reason)

    def focused(self) -> Focusable | None:
        return self.keys.focused()

    # -- mouse ------------------------------------------------------------------------------

    def _press(self, position: tuple[int, int]) -> None:
        self.keys.focus.index = None
        button = button_at(self.top_buttons() + self.action_buttons(), position)
        if button is not None:
            button.press()  # a refusal: its tooltip, or the preview panel, says why
            return
        if self.covered:
            self.uncover()
            return
        if self._press_token(position):
            return
        seat = self._chooser().seat_at(position)
        if seat is not None:
            self.submit(ChooseNext(seat))
            return
        key = self.board.card_at(position)
        if key is not None and self.state.phase in (Phase.PLAY, Phase.SUFFER):
            self.drag.press(key, position)

    def _press_token(self, position: tuple[int, int]) -> bool:
        if not self.state.is_solo:
            return False
        for index in range(2):
            if self.board.layout.token(index).collidepoint(position):
                if index < self.state.tokens_used:
                    self.say("That Jester token has already been used.")
                else:
                    self.flip_token()
                return True
        return False

    def _motion(self, position: tuple[int, int]) -> None:
        sprites = self.board.sprites
        if self.drag.dragging:
            self.drag.follow(position, sprites)
        elif self.drag.should_start(position):
            self.board.touches.skip()
            spread = self.board.frame.px(26)
            self.drag.start(position, sprites, self.selected_keys(), spread)

    def _release(self, position: tuple[int, int]) -> None:
        phase = self.state.phase
        outcome = self.drag.release(position, phase, self.board.layout.drop_zone(phase))
        if isinstance(outcome, Toggle):
            self.toggle(outcome.key)
        elif isinstance(outcome, SnapBack):
            self.snap_back()
        elif outcome is not None:
            self.submit(outcome)


def keep_when_finished(ctx: AppContext, session: Session) -> None:
    """The game in progress (the one the autosave holds; not the tutorial's) is kept in the
    archive when it ends."""
    if session.saver is ctx.autosaver and not any(
        isinstance(listener, Archiver) for listener in session.listeners
    ):
        session.listeners.append(Archiver(games_dir(), ctx.notices.append))


def daily_share(day: str | None, outcome: Outcome) -> str | None:
    """A daily deal's result line to share, or None for any other game."""
    try:
        return share_line(date.fromisoformat(day), outcome) if day else None
    except ValueError:
        return None


def play_game(ctx: AppContext, game: Game, extra: Mapping[str, Any] | None = None) -> None:
    """Play `game` on from where it stands, as the game in progress (a loaded save, a branch
    from a replay), once the player agrees to put an unfinished game aside."""
    extra = dict(extra or {})
    seats = seats_from_record(extra, game.state.players)
    session = partial(Session, game, seats, saver=ctx.autosaver, extra=extra)
    replace_game_in_progress(ctx, lambda: open_game(ctx, session()))


def replace_game_in_progress(ctx: AppContext, start: Callable[[], object]) -> None:
    """Start a game in place of the one in progress: with none, at once; else after asking,
    and the unfinished game is kept in the archive (Records, Games), never lost."""
    game = ctx.game_in_progress()
    if game is None:
        start()
        return

    def go_ahead() -> None:
        ctx.keep_game_in_progress()
        start()

    question = ConfirmScene(
        ctx, "Start a new game?", in_progress_text(game), ("Start the new game", go_ahead)
    )
    ctx.stack.push(question)


def watch_game(ctx: AppContext, game: Game, title: str) -> None:
    """The replay of `game`, over the current scene."""
    ctx.stack.push(ReplayScene(ctx, game, title, partial(play_game, ctx)))


def open_game(ctx: AppContext, session: Session, *, animate_deal: bool = False) -> TableScene:
    """The table for `session`, as the only scene on the stack."""
    table = TableScene(ctx, session, animate_deal=animate_deal)
    ctx.stack.reset(table)
    return table
