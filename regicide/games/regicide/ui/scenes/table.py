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

from datetime import date
from functools import partial

import pygame

from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import (
    Card,
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    Game,
    GameState,
    IllegalMove,
    Phase,
    PlayCards,
    Status,
    Yield,
    flip_problem,
    joinable,
    preview_play,
)
from regicide.games.regicide.narrate import (
    AUTOPLAY_OFF,
    AUTOPLAY_ON,
    THINKING,
    Line,
    Tone,
    card_title,
    readable,
    share_line,
)
from regicide.games.regicide.narrate.marks import Help, Mark, daily_mark, game_marks
from regicide.games.regicide.narrate.records import daily_result_text
from regicide.games.regicide.records import daily_standing
from regicide.games.regicide.story import story_of
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.drag import DragController
from regicide.games.regicide.ui.layout import CardKey, Sight
from regicide.games.regicide.ui.overlays import Cover, SeatChoice, SeatChooser
from regicide.games.regicide.ui.scenes.asking import (
    ask_before_help,
    ask_before_token,
    help_noted,
    note_help,
)
from regicide.games.regicide.ui.scenes.game_over import Ending, GameOverScene
from regicide.games.regicide.ui.scenes.table_keys import TableKeys
from regicide.games.regicide.ui.scenes.table_pointer import TablePointer
from regicide.games.regicide.ui.scenes.table_words import TableWords
from regicide.games.regicide.ui.table_controls import (
    Chores,
    Focusable,
    Moves,
    action_buttons,
    drop_problem,
    stop_button,
    top_buttons,
)
from regicide.play.gamelog import GameLog
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound, TablePlay
from regicide.play.turns import Hint
from regicide.store.archive import games_dir
from regicide.store.records import read_archive
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import soonest
from regicide.ui.table_chores import MESSAGE_SECONDS, TableChores
from regicide.ui.widgets import Button

HINT_MESSAGE_SECONDS = 9.0


class TableScene(TableChores):
    asks_first = True  # asks before a Jester token is spent (the tutorial teaches it)

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        self.ctx = ctx
        self.session = session
        self._drawn_buttons: tuple[list[Button], list[Button]] | None = None
        ctx.archive_when_finished(session)
        self.play = TablePlay(session)
        self.computers = self.play.computers
        state = self.state
        self.board = Board(ctx.look, ctx.frame, state, Sight.of(session.view(self.viewer)))
        self.board.hidden = self.covered
        self.drag = DragController()
        self.keys = TableKeys(self)
        self.pointer = TablePointer(self)
        self.words = TableWords(self)
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
        self.shown_moves = 0  # the moves the board has finished showing, while cards move
        self.badges: list[tuple[pygame.Rect, str]] = []  # the top bar's, with their tooltips

    # -- what the table shows ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        state: GameState = self.session.state
        return state

    @property
    def game(self) -> Game:
        """The Regicide game in play (the session holds it through the game protocol)."""
        game = self.session.match
        assert isinstance(game, Game), "a Regicide table plays a Regicide game"
        return game

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

    # -- scene hooks ------------------------------------------------------------------------

    def enter(self) -> None:
        """First shown, or back from a menu: the theme may have changed; the focus ring
        starts again (never left on a token, unseen, from before the menu)."""
        self.keys.focus.index = None
        if self.board.look != self.ctx.look:
            self.board.restyle(self.ctx.look)
        if self._animate_deal:
            self._animate_deal = False
            game = self.game
            self.board.play(game.origin, game.setup)
        elif not self.animating:
            self.board.sync(self.state)

    def exit(self) -> None:
        if self.drag.cancel():
            self.snap_back()
        self.play.leave()

    def handle(self, event: pygame.event.Event) -> None:
        self.pointer.handle(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.covered:
            self.session.tick(dt)
        self.take_news()
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

    def next_frame_in(self) -> float | None:
        """Cards moving, a message expiring, a computer's chosen move falling due (a choice
        or a hint being made wakes the app by itself)."""
        message = self.message_until - self.clock if self.clock < self.message_until else None
        due = self.play.computer_due(self.ctx.settings.speed_factor)
        return soonest(self.board.next_frame_in(), message, due)

    def _computer_turn(self, dt: float) -> None:
        """Let a computer seat play (at a readable pace), and show a hint once it is found."""
        at_rest = not self.animating and not self.drag.dragging
        moved = self.play.computer_move(dt, at_rest, self.ctx.settings.speed_factor)
        if moved is not None:
            self._show_move(moved)
        hint = self.play.hint_ready()
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
        """H: the strong player's move for this seat, and why (the game becomes assisted:
        asked first while a medal is at stake)."""
        problem = self.play.hint_problem()
        if problem is not None:
            self.say(problem)
        else:
            ask_before_help(self.ctx, self.session, Help.HINT, self._hint_now)

    def _hint_now(self) -> None:
        problem = self.play.ask_hint()
        self.say(problem or THINKING, calm=problem is None)

    def toggle_autoplay(self) -> None:
        """A: the computer plays every seat from here (the game becomes assisted: asked first
        while a medal is at stake), or stops."""
        if self.play.autoplay:
            self._toggle_autoplay_now()
        else:
            ask_before_help(self.ctx, self.session, Help.AUTOPLAY, self._toggle_autoplay_now)

    def _toggle_autoplay_now(self) -> None:
        was_covered = self.covered
        on = self.play.toggle_autoplay()
        if was_covered and not self.covered:
            self._show_hand()  # the computer plays every seat now: nothing to hide
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
                left_seats=not self._log_shown(),
                ghost=self._ghost(),
                faces=self._faces(),
                caption=not self._line_under_banner(),
            ),
        )
        chrome = self._chrome()
        tops = self.top_buttons()
        left = min((button.rect.left for button in tops), default=0)
        self.badges = chrome.top_bar(surface, seen.enemies_defeated, self.marks(), left)
        self.badges += self.board.tips(self._computer_seats())
        if self._log_shown():
            log = self.board.layout.log_panel
            self.badges = [badge for badge in self.badges if not badge[0].colliderect(log)]
            self.log_panel().draw(surface, self.log_view())
        if self.covered:
            self._cover().draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame)
        elif seen.status is Status.PLAYING:
            title, lines = self.preview()
            labels = [button.label for button in self.action_buttons()]
            chooser = self.chooser()
            below = self.ctx.frame.px(self.board.layout.chooser_room()) if chooser.choices else 0
            chrome.preview(surface, title, lines, labels, below)
            chooser.draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame, self.mouse)
        buttons = self.action_buttons() + tops
        chrome.buttons(surface, buttons, self.focused())
        words = self._line_under_banner()
        if words:
            warns = self.drag_problem() is not None if self.drag.drag else self.message_warns
            chrome.message(surface, words, warning=warns, banner=self.banner())
        focused = self.focused()
        if focused is not None and focused.label.startswith(("card", "token", "seat")):
            chrome.focus_ring(surface, focused.rect)
        tip = self.tooltip()
        spots = [button.rect for button in buttons] + [rect for rect, _ in self.badges]
        pointed = next((rect for rect in spots if rect.collidepoint(self.mouse)), None)
        if tip and pointed is not None:
            chrome.tooltip(surface, tip, pointed)

    def _line_under_banner(self) -> str:
        """The line under the banner: while cards are dragged, where they go or why they
        cannot; else a message (a refusal, a hint, news), none under the hot-seat cover. It
        takes the place of the table's caption, never prints over it."""
        if self.drag.drag is not None:
            target = "the enemy" if self._playing() else "the discard pile"
            return self.drag_problem() or f"Drop on {target}"
        return "" if self.covered else self.current_message

    def _ghost(self) -> int:
        """The damage the selected (or dragged) cards would deal, for the health bar."""
        cards = self.drag.drag.cards if self.drag.drag is not None else self.selected_cards()
        if not cards or not self._playing() or not self.play.person_acting or self.animating:
            return 0
        preview = preview_play(self.state, cards)
        return 0 if isinstance(preview, str) else preview.damage

    def _faces(self) -> tuple[str, ...]:
        """Each seat's portrait: a computer teammate's by its player, a person's by seat."""
        seats = range(1, self.state.players + 1)
        players = [self.session.seat(seat).player for seat in seats]
        return tuple(
            f"computer-{player.name}" if player is not None else f"seat-{seat}"
            for seat, player in zip(seats, players, strict=True)
        )

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

    def log_panel(self) -> LogPanel:
        return LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)

    def log_view(self) -> LogView:
        """The log as the seat looking at the screen may know it (R-INFO), never ahead of the
        cards: while they move, up to the move they are showing."""
        upto = self.shown_moves if self.animating else None
        lines = self.log.lines(self.session.game, self.game, self.viewer, upto)
        return LogView(self.board.layout.log_panel, lines, self.log_back)

    def preview(self) -> tuple[str, list[Line]]:
        """The side panel's title and lines (`TableWords.preview`)."""
        return self.words.preview()

    def banner(self) -> str:
        """The banner's words (`TableWords.banner`)."""
        return self.words.banner()

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
        handover = self.play.hand_over()
        if handover:
            self._look()
        if handover and not self.covered:
            self.board.slide(state, state, 0.3)  # the next hand slides in
        else:
            self.board.sync(state)

    def _look(self) -> None:
        """Draw the table as the seat facing the screen sees it (covered between people)."""
        self.board.selection = frozenset()
        self.board.sight = Sight.of(self.session.view(self.viewer))
        self.board.hidden = self.covered

    def _show_game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        outcome = self.game.outcome
        if outcome is None:
            return
        ending = Ending(
            outcome,
            self.state.players,
            self.game.seed,
            story_of(self.game),
            self.session.seconds,
            self.restart,
            self.undo if self.game.can_undo else None,
            self.watch_replay,
            self.session.code,
            share_line(self.daily_day, outcome) if self.daily_day else None,
            help_noted(self.session),
            self._daily_standing(),
        )
        self.ctx.stack.push(GameOverScene(self.ctx, ending))

    def _daily_standing(self) -> tuple[str, str] | None:
        """A daily deal's name, and what its result makes of the daily streak (the game is
        in the archive by now: the first finished game of a day is its result)."""
        day = self.daily_day
        if day is None:
            return None
        games = [game for game in read_archive(games_dir()).games if game.game == GAME.name]
        counts, streak = daily_standing(games, day)
        return daily_mark(day).words, daily_result_text(counts, streak)

    def uncover(self) -> None:
        """The seat to play has taken the screen: show its hand."""
        self.play.uncover()
        self._show_hand()

    def _show_hand(self) -> None:
        self.board.hidden = self.covered
        self.board.slide(self.state, self.state, 0.35)

    def _cover(self) -> Cover:
        seen = self.board.view
        status = ""
        if seen.enemy is not None:
            left = seen.enemy_health - seen.damage
            health = f"{left} of {seen.enemy_health} health left"
            status = f"{card_title(seen.enemy)}: {health} · shield {seen.shield}"
        return Cover(self.words.seat_label(seen.current), status)

    def chooser(self) -> SeatChooser:
        """After a Jester (R-JEST-4), the seat buttons: only when a person chooses."""
        state = self.board.shown
        if state.phase is not Phase.CHOOSE_NEXT or state.status is not Status.PLAYING:
            return SeatChooser(())
        if self.words.computer_shown():
            return SeatChooser(())
        layout = self.board.layout
        return SeatChooser(
            tuple(
                SeatChoice(
                    seat,
                    self.words.seat_label(seat) + (" (you)" if seat == self.viewer else ""),
                    layout.seat_choice(seat),
                )
                for seat in range(1, state.players + 1)
            )
        )

    # -- commands ---------------------------------------------------------------------------

    def submit(self, command: Command) -> bool:
        """Play a command for the seat to act; an illegal one leaves a message instead."""
        try:
            moved = self.play.submit(command)
        except IllegalMove as illegal:
            reason = readable(illegal.reason)
            if not self.words.explained(reason):
                self.say(reason)
            self.snap_back()
            return False
        self._show_move(moved)
        return True

    def _show_move(self, moved: Moved) -> None:
        self.shown_moves = self._moves_at(moved.before)
        self.board.selection = frozenset()
        self.keys.focus.index = None  # what it was on may be gone
        if not self.message_calm:  # a refusal is stale after a move; news stays its time
            self.message = ""
        self.settled = False
        self.board.play(moved.before, moved.events)

    def undo(self) -> None:
        """Take back the last command (and the computers' before it, to the last decision a
        person made): the cards slide back to where they were. An undo of a move that showed
        hidden cards costs the medal: asked first while one is at stake."""
        if self.game.undo_reveals and self.session.history_lock is None:
            ask_before_help(self.ctx, self.session, Help.UNDO, self._undo_now)
        else:
            self._undo_now()

    def _undo_now(self) -> None:
        self.board.skip()
        was_assisted = self.game.assisted
        rewound = self.play.undo()
        if not isinstance(rewound, Rewound):
            self.say(rewound)
            return
        if self.game.assisted and not was_assisted:
            note_help(self.session, Help.UNDO)  # an earlier undone move showed hidden cards
        self._after_history()
        self._look()
        if rewound.hidden:
            self.board.sync(rewound.after)
        else:
            self.board.slide(rewound.before, rewound.after, 0.35)

    def redo(self) -> None:
        """Make the undone command again (and the computers' answers after it, as they were
        made): its events play as they did the first time."""
        self.board.skip()
        moved = self.play.redo()
        if not isinstance(moved, Moved):
            self.say(moved)
            return
        self._after_history()
        self.shown_moves = self._moves_at(moved.before)
        self.board.play(moved.before, moved.events)

    def _moves_at(self, state: GameState) -> int:
        """How many moves of the game lead to `state` (where an animation starts from)."""
        game = self.game
        moves = len(game.history)
        return next((n for n in range(moves, -1, -1) if game.state_after(n) is state), moves)

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
        """F, a token or its button: spend a solo Jester token (R-SOLO-3), once the player
        says so (the tutorial, which teaches it, does not ask)."""
        if flip_problem(self.state) is not None or not self.asks_first:
            self._flip_now()
            return
        view = self.game.view(self.viewer)
        ask_before_token(self.ctx, view, self.game.medal_at_stake, self._flip_now)

    def _flip_now(self) -> None:
        self.submit(FlipToken())

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
        return self.message if self.clock < self.message_until else ""

    # -- what the player may do now (asked of the engine) -----------------------------------

    def drag_problem(self) -> str | None:
        """Why the dragged cards could not be dropped where they are headed (None: they can)."""
        return drop_problem(self.state, self.drag.drag.cards) if self.drag.drag else None

    def action_buttons(self) -> list[Button]:
        """A person's buttons, only when a person decides, for the position the cards show
        (never ahead of them: Discard once the enemy has struck); under autoplay, Stop
        autoplay."""
        if self._drawn_buttons is not None:
            return self._drawn_buttons[0]
        shown = self.board.shown
        if self.covered or shown.status is not Status.PLAYING or self.words.dealing():
            return []
        if self.play.autoplay:
            return stop_button(self.board.layout, self.toggle_autoplay)
        if not self.play.person_acting or self.words.computer_shown():
            return []
        moves = Moves(self.play_selection, self.try_yield, self.flip_token)
        return action_buttons(shown, self.selected_cards(), self.board.layout, moves)

    def top_buttons(self) -> list[Button]:
        if self._drawn_buttons is not None:
            return self._drawn_buttons[1]
        chores = Chores(self.open_menu, self.toggle_log, self.undo, self.redo, self.hint)
        return top_buttons(
            self.session,
            self.ctx.log_open,
            self.board.layout,
            chores,
            hint_problem=self.play.hint_problem(),
            marks=[mark.words for mark in self.marks()],
        )

    def marks(self) -> list[Mark]:
        """The game's marks in the top bar: a daily deal, help used, a stated position."""
        return game_marks(
            self.daily_day, self.game.assisted, help_noted(self.session), self.game.dealt
        )

    @property
    def daily_day(self) -> date | None:
        """The day of the daily deal this game is, if it is one."""
        try:
            return date.fromisoformat(self.session.daily or "")
        except ValueError:
            return None

    def open_menu(self) -> None:
        self.board.timeline.skip()
        if self.drag.cancel():
            self.snap_back()
        self.pause_menu(daily_mark(self.daily_day).words if self.daily_day else None)

    # -- the focus ring --------------------------------------------------------------------

    def focusables(self) -> list[Focusable]:
        """Hand cards, tokens, seat choices, then buttons: the order Tab walks through (on a
        computer's turn only the buttons)."""
        if self.covered or self.state.status is not Status.PLAYING:
            return []
        items = []
        for key in self.hand_keys() if self.play.person_acting else ():
            rect = self.board.card_rect(key)
            if rect is not None:
                items.append(Focusable(rect, partial(self.toggle, key), f"card {key[0]}"))
        if self.state.is_solo and flip_problem(self.state) is None and self.play.person_acting:
            token = self.board.layout.token(self.state.tokens_used)
            items.append(Focusable(token, self.flip_token, "token"))
        for choice in self.chooser().choices:
            command = partial(self.submit, ChooseNext(choice.seat))
            items.append(Focusable(choice.rect, command, f"seat {choice.seat}"))
        for button in self.action_buttons() + self.top_buttons():
            items.append(Focusable(button.rect, partial(self._press_key, button), button.label))
        return items

    def _press_key(self, button: Button) -> None:
        """A button pressed from the keyboard: no tooltip shows, so a refusal is said."""
        if not button.press() and not self.words.explained(button.reason):
            self.say(button.reason)

    def focused(self) -> Focusable | None:
        return self.keys.focused()
