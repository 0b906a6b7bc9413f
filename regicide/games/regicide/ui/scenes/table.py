"""The table: one game, played with animated, draggable cards.

Flow of a play (ARCHITECTURE.md): the player selects cards (the engine checks and previews them
live), drops them on the enemy or presses Play; the scene hands the command to the session,
which plays and autosaves it, and the board animates its events. When they end every card is
where the engine's state says. Input waits while cards move; a click or a key skips ahead.

Who owns what: the session runs the game; the board draws it (from the viewer's view) and
animates it; the drag controller turns pointer gestures into commands; `ui.chrome` draws
the bar, buttons and panels from plain data. The table host (regicide/ui/table_host.py) runs
the life cycle (who faces the screen, the cover between people, computer turns, autoplay, the
archive, the end's verdict); this scene gives its hooks and connects the board to them.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from functools import partial

import pygame

from regicide.games.regicide.definition import GAME, WISHES
from regicide.games.regicide.engine import (
    Card,
    ChooseNext,
    Discard,
    FlipToken,
    Game,
    GameState,
    Phase,
    PlayCards,
    Refusal,
    SeatView,
    Status,
    Yield,
    flip_problem,
    joinable,
    preview_play,
)
from regicide.games.regicide.narrate import (
    Line,
    Tone,
    named,
    next_choice_text,
    readable,
    refusal_words,
    select_first,
    share_line,
    wish_text,
)
from regicide.games.regicide.narrate.marks import Help, Mark, daily_mark, game_marks
from regicide.games.regicide.narrate.records import daily_result_text
from regicide.games.regicide.records import daily_standing
from regicide.games.regicide.story import story_of
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.drag import DragController
from regicide.games.regicide.ui.layout import PREVIEW_BOTTOM, CardKey, Sight
from regicide.games.regicide.ui.overlays import SeatChoice, SeatChooser
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
from regicide.games.regicide.ui.team import Team
from regicide.i18n import _
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound
from regicide.play.turns import Hint, move_within
from regicide.store.archive import games_dir
from regicide.store.records import read_archive
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.table_host import MESSAGE_SECONDS, TableHost
from regicide.ui.widgets import Button


class TableScene(TableHost):
    asks_first = True  # asks before a Jester token is spent (the tutorial teaches it)

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        super().__init__(ctx, session, animate_deal=animate_deal)
        self._drawn_buttons: tuple[list[Button], list[Button]] | None = None
        state = self.state
        self.board = Board(ctx.look, ctx.frame, state, self.sight())
        self.board.hidden = self.covered
        self.board.names = self.names = self.team().names
        self.board.you = self.play.addressed
        self.drag = DragController()
        self.keys = TableKeys(self)
        self.pointer = TablePointer(self)
        self.words = TableWords(self)
        self.mouse = (0, 0)
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

    # -- the host's hooks: the board ----------------------------------------------------------

    def restyle(self) -> None:
        """First shown, or back from a menu: the theme may have changed; the focus ring
        starts again (never left on a token, unseen, from before the menu)."""
        self.keys.focus.index = None
        if self.board.look != self.ctx.look:
            self.board.restyle(self.ctx.look)

    def deal(self) -> None:
        game = self.game
        self.board.play(game.origin, game.setup)

    def advance(self, dt: float) -> None:
        if self.ctx.frame != self.board.frame:
            self.board.resize(self.ctx.frame)
        self.board.update(dt, self.ctx.settings.speed_factor)

    def finished_showing(self) -> bool:
        return not self.board.timeline.busy

    def tick(self, dt: float) -> None:
        self._mark_cards()
        if self._message_waits() and self.clock < self.message_until:
            self.message_until += dt  # the line waits under the moment, its time kept

    def frame_wanted(self) -> float | None:
        return self.board.next_frame_in()

    def skip(self) -> None:
        self.board.skip()

    def on_event(self, event: pygame.event.Event) -> None:
        self.pointer.handle(event)

    @property
    def holding(self) -> bool:
        return self.drag.dragging

    def escape(self) -> bool:
        return self.pointer.escape()

    def let_go(self) -> None:
        if self.drag.cancel():
            self.snap_back()

    def computer_moved(self, moved: Moved) -> None:
        self._announce_choice(moved)

    def _speech(self, surface: pygame.Surface) -> None:
        """R-JEST-4: after a Jester, what each computer teammate said about the next turn,
        as a bubble at its seat (the side panel lists it too)."""
        seen = self.board.view
        if self.covered or seen.phase is not Phase.CHOOSE_NEXT or self.animating:
            return
        said: Mapping[int, bool] = self.play.computers.talk().get(WISHES, {})
        layout = self.board.layout
        left, right = layout.seat_sides(seen.seat)
        shown = left + right
        for seat, wants in sorted(said.items()):
            if seat in shown:
                plate = layout.seat_panel(seat, seen.seat)
                self.board.hud.speech(surface, layout, plate, wish_text(wants))

    def _announce_choice(self, moved: Moved) -> None:
        """R-JEST-4: a computer's choice of who goes next, said on the table (the chooser
        never shows it otherwise: the next seat simply starts)."""
        history = self.session.match.history
        command = history[-1].command if history else None
        if isinstance(command, ChooseNext):
            chooser, players = moved.before.current, self.state.players
            self.say(
                next_choice_text(chooser, command.seat, players, self.play.addressed), calm=True
            )

    def watching_words(self) -> str:
        """What an onlooker watches, the seat called by its name (`TableHost`)."""
        return named(super().watching_words(), self.names)

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        """A line under the banner, the computer teammates called by their names."""
        super().say(named(text, self.names), seconds, calm=calm)

    def show_hint(self, hint: Hint) -> None:
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
        super().show_hint(hint)

    def hint(self) -> None:
        """H: the strong player's move for this seat, and why (the game becomes assisted:
        asked first while a medal is at stake)."""
        problem = self.play.hint_problem()
        if problem is not None:
            self.say(problem)
        else:
            ask_before_help(self.ctx, self.session, Help.HINT, super().hint)

    def toggle_autoplay(self) -> None:
        """A: the computer plays the person's seat from here (the game becomes assisted:
        asked first while a medal is at stake), or stops."""
        if self.play.autoplay or self.session.over:
            super().toggle_autoplay()
        else:
            ask_before_help(self.ctx, self.session, Help.AUTOPLAY, super().toggle_autoplay)

    def _log_shown(self) -> bool:
        """The log's drawer is open (it gives way to R-JEST-4's chooser, which needs the
        side panel's place)."""
        return bool(self.ctx.log_open) and not self.chooser().choices

    def draw_table(self, surface: pygame.Surface) -> None:
        """The frame, with the buttons made once for all of it (nothing changes while it is
        drawn; the words-measuring buttons are worth not making five times)."""
        self._drawn_buttons = None
        self._drawn_buttons = (self.action_buttons(), self.top_buttons())
        try:
            self._draw(surface)
            self.draw_over_table(surface)
            self._tooltip(surface)
        finally:
            self._drawn_buttons = None

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """What the scene draws over the table and under the tooltip: nothing at the table
        (the tutorial's coach)."""

    def _tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip of what is under the pointer, over everything else."""
        tip = self.tooltip()
        buttons = self.action_buttons() + self.top_buttons()
        spots = [button.rect for button in buttons] + [rect for rect, _ in self.badges]
        pointed = next((rect for rect in spots if rect.collidepoint(self.mouse)), None)
        if tip and pointed is not None:
            self._chrome().tooltip(surface, tip, pointed)

    def _draw(self, surface: pygame.Surface) -> None:
        seen = self.board.view
        suffering = seen.phase is Phase.SUFFER
        chrome = self._chrome()
        words = self._line_under_banner()
        discs = self._line_avoids()
        over_banner = bool(words) and chrome.message_place(words, self.banner(), discs)[2]
        panel_top = self._side_panel_top(surface.get_rect())
        self.board.draw(
            surface,
            Decor(
                banner="" if over_banner else self.banner(),
                urgent=suffering,
                mouse=self.mouse,
                tokens_active=True,
                discard_glow=self.drag.dragging and suffering and self.drag_problem() is None,
                key_badges=self._key_badges(seen),
                computers=self._computer_seats(),
                ghost=self._ghost(),
                faces=self.team().faces,
                levels=self.team().badges(),
                caption=not self._line_under_banner() and self.table_caption_free(),
                watching=self.play.watching,  # no person: no "your hand"
                tokens=not self.covers_tokens(),
                known_note=not seen.tavern_known or panel_top is not None,
            ),
        )
        self._speech(surface)
        tops = self.top_buttons()
        left = min((button.rect.left for button in tops), default=0)
        self.badges = chrome.top_bar(surface, seen.enemies_defeated, self.marks(), left)
        self.badges += self.board.tips(self._computer_seats(), self.team().levels)
        if self._log_shown():
            log = self.log_drawer()
            self.badges = [badge for badge in self.badges if not badge[0].colliderect(log)]
            self.log_panel().draw(surface, self.log_view())
        if self._preview_shown():
            title, lines, labels, below, clear = self._preview_place()
            chrome.preview(surface, title, lines, labels, below, clear=clear, top=panel_top)
            chooser = self.chooser()
            chooser.draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame, self.mouse)
        buttons = self.action_buttons() + tops
        chrome.buttons(surface, buttons, self.focused())
        if words:
            warns = self.drag_problem() is not None if self.drag.drag else self.message_warns
            chrome.message(surface, words, warning=warns, banner=self.banner(), avoid=discs)
        focused = self.focused()
        if focused is not None and focused.label.startswith(("card", "token", "seat")):
            chrome.focus_ring(surface, focused.rect)

    def covers_tokens(self) -> bool:
        """Does something of the scene's own lie over the solo Jester tokens (then they are
        not drawn under it, their words showing through)? Nothing at the table."""
        return False

    def covers_preview(self) -> bool:
        """Does something of the scene's own take the side panel's place (then the panel
        gives way to it)? Nothing at the table."""
        return False

    def table_caption_free(self) -> bool:
        """May the table's caption ("Cards played against this enemy stay here…") show, no
        mark of the scene's own running through it? Nothing at the table."""
        return True

    def _line_under_banner(self) -> str:
        """The line under the banner: while cards are dragged, where they go or why they
        cannot; else a message (a refusal, a hint, news), none under the hot-seat cover nor
        while an enemy's fall holds the middle of the table (it shows after, its time kept).
        It takes the place of the table's caption, never prints over it."""
        if self.drag.drag is not None:
            target = _("Drop on the enemy") if self._playing() else _("Drop on the discard pile")
            return self.drag_problem() or target
        if self.covered or self._message_waits():
            return ""
        return self.current_message

    def _message_waits(self) -> bool:
        """An enemy's fall holds the middle of the table, or floating words hold the
        message's place (the table's band grown over the banner, at a big UI scale in a
        small window): the message waits, its time kept (`tick`)."""
        if self.board.moment_showing:
            return True
        words = self.current_message
        if not words:
            return False
        return self.board.lanes.showing(
            self._chrome().message_place(words, self.banner(), self._line_avoids())[0]
        )

    def _line_avoids(self) -> list[pygame.Rect]:
        """What the line under the banner keeps clear of, else it takes the banner's place:
        the hand's key discs as the last frame drew them, and the cards played (a computer's
        choice of who goes next lay across them at 1920x1080 100%)."""
        return [disc for disc, _ in self.board.key_spots] + self.board.played_rects()

    def _ghost(self) -> int:
        """The damage the selected (or dragged) cards would deal, for the health bar."""
        cards = self.drag.drag.cards if self.drag.drag is not None else self.selected_cards()
        if not cards or not self._playing() or not self.play.person_acting or self.animating:
            return 0
        preview = preview_play(self.state, cards)
        return 0 if isinstance(preview, Refusal) else preview.damage

    def team(self) -> Team:
        """The computer teammates (the seats the session gives a computer player)."""
        seats = {seat: self.session.seat(seat).player for seat in self._seats()}
        computers = {seat: player.name for seat, player in seats.items() if player is not None}
        return Team(self.state.players, computers, self.play.addressed)

    def _seats(self) -> range:
        return range(1, self.state.players + 1)

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

    def _preview_shown(self) -> bool:
        """Whether the side panel is drawn now (the open log or the coach takes its place)."""
        playing = self.board.view.status is Status.PLAYING
        return playing and not self._log_shown() and not self.covers_preview()

    def _preview_place(self) -> tuple[str, list[Line], list[str], int, float]:
        """The side panel's title and lines, the action buttons' labels it stands over, the
        window px kept free at its foot (the seat chooser) and the design px kept clear
        under it (the onlooker's caption)."""
        title, lines = self.preview()
        labels = [button.label for button in self.action_buttons()]
        below = self.ctx.frame.px(self.board.layout.chooser_room()) if self.chooser().choices else 0
        clear = self.caption_reserve() / self.ctx.frame.scale
        return title, lines, labels, below, clear

    def _side_panel_top(self, window: pygame.Rect) -> int | None:
        """The window y the side panel starts under: the note of the known draws (R-INFO-1),
        while the panel's words fit under it; None when there is no note, or when the panel
        needs the note's room (a selection's rows in a longer language at 960x540, 200%): the
        note then gives way to the panel rather than lie under it."""
        top = self.board.known_draws_bottom(window)
        if top is None or not self._preview_shown():
            return top
        title, lines, labels, below, clear = self._preview_place()
        panel = self._chrome().preview_panel
        if panel(title, lines, labels, below, clear=clear, top=top).whole:
            return top
        return top if not panel(title, lines, labels, below, clear=clear).whole else None

    def log_view(self) -> LogView:
        """The log as the seat looking at the screen may know it (R-INFO), never ahead of the
        cards: while they move, up to the move they are showing."""
        upto = self.shown_moves if self.animating else None
        called = self.team().called
        lines = self.log.lines(self.session.game, self.game, self.log_seat, upto, called)
        return LogView(self.log_drawer(), lines, self.log_back)

    def log_drawer(self) -> pygame.Rect:
        """Where the open log is: over the action buttons shown now."""
        labels = [button.label for button in self.action_buttons()]
        top = self.board.known_draws_bottom(self.ctx.window.surface.get_rect())
        return self.board.layout.log_drawer_over(labels, top)

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

    def look(self, *, turned: bool) -> None:
        """Nothing moves: the table as the seat facing the screen sees it (the next hand
        slides in when another seat took it), every card where the state says. The end of
        the game shows once the last effects have faded (the host)."""
        state = self.state
        if turned:
            self._look()
        if turned and not self.covered:
            self.board.slide(state, state, 0.3)
        else:
            self.board.sync(state)

    def _look(self) -> None:
        """Draw the table as the seat facing the screen sees it (covered between people)."""
        self.board.selection = frozenset()
        self.board.sight = self.sight()
        self.board.hidden = self.covered

    def _key_badges(self, seen: SeatView) -> bool:
        """The number keys over the hand's cards: while a person may pick cards (never to an
        onlooker of computers: no key of theirs plays a card)."""
        playing = seen.status is Status.PLAYING and seen.phase is not Phase.CHOOSE_NEXT
        return playing and not self.play.watching

    def caption_room(self, surface: pygame.Surface) -> pygame.Rect:
        """The onlooker's caption: at the foot of the right column, under the preview (no
        person's buttons are there with no person at the table)."""
        layout, height = self.board.layout, self.caption_height()
        left, width = layout.right_column()
        column = layout.frame.rect(left, 0, width, PREVIEW_BOTTOM)
        return pygame.Rect(column.left, column.bottom - height, column.width, height)

    def sight(self) -> Sight:
        """What the board shows face up: the view of the seat facing the screen (R-INFO-2),
        or every hand to an onlooker of computers (`all_hands`)."""
        if self.all_hands:
            return Sight(self.viewer, open_hands=True)
        return Sight.of(self.session.view(self.viewer))

    def show_ending(self, verdict: str) -> None:
        """Victory or defeat: every seat's together (R-END), as the verdict says."""
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
            verdict,
            self.play.addressed,
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
                    self._choice_label(seat),
                    layout.seat_choice(seat),
                )
                for seat in range(1, state.players + 1)
            )
        )

    def _choice_label(self, seat: int) -> str:
        """A seat button's words: its name, "(you)" after the viewer's own."""
        label = self.words.seat_label(seat)
        if seat != self.viewer:
            return label
        # TRANSLATORS: the Jester's chooser: the button of the seat at the screen.
        return _("{seat} (you)").format(seat=label)

    # -- commands ---------------------------------------------------------------------------

    def refused_words(self, illegal: Exception) -> str:
        """The engine's refusal worded from its facts (a lesson's own words as they are)."""
        facts = getattr(illegal, "facts", None)
        if isinstance(facts, Refusal):
            return refusal_words(facts)
        return readable(super().refused_words(illegal))

    def refused(self, reason: str) -> None:
        """The rules refused the cards: why (unless the panel already says it), and they go
        back."""
        if not self.words.explained(reason):
            self.say(reason)
        self.snap_back()

    def show_move(self, moved: Moved) -> None:
        self.shown_moves = self._moves_at(moved.before)
        self.board.selection = frozenset()
        self.keys.focus.index = None  # what it was on may be gone
        within = move_within(self.ctx.settings.speed_factor)
        self.board.play(moved.before, moved.events, within=within)

    def undo(self) -> None:
        """Take back the last command (and the computers' before it, to the last decision a
        person made): the cards slide back to where they were. An undo of a move that showed
        hidden cards costs the medal: asked first while one is at stake."""
        if self.game.undo_reveals and self.session.history_lock is None:
            ask_before_help(self.ctx, self.session, Help.UNDO, self._undo_now)
        else:
            self._undo_now()

    def _undo_now(self) -> None:
        was_assisted = self.game.assisted
        super().undo()
        if self.game.assisted and not was_assisted:
            note_help(self.session, Help.UNDO)  # an earlier undone move showed hidden cards

    def rewind(self, rewound: Rewound) -> None:
        self.board.selection = frozenset()
        self._look()
        if rewound.hidden:
            self.board.sync(rewound.after)
        else:
            self.board.slide(rewound.before, rewound.after, 0.35)

    def _moves_at(self, state: GameState) -> int:
        """How many moves of the game lead to `state` (where an animation starts from)."""
        game = self.game
        moves = len(game.history)
        return next((n for n in range(moves, -1, -1) if game.state_after(n) is state), moves)

    def play_selection(self) -> None:
        if self.state.phase is Phase.SUFFER:
            self.submit(Discard(self.selected_cards()))
        elif not self.selection:
            self.say(select_first(len(self.hand_keys())))
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

    def daily_words(self) -> str | None:
        return daily_mark(self.daily_day).words if self.daily_day else None

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
            press = partial(self._press_key, button)
            items.append(Focusable(button.rect, press, button.label, button.enabled))
        return items

    def _press_key(self, button: Button) -> None:
        """A button pressed from the keyboard: no tooltip shows, so a refusal is said."""
        if not button.press() and not self.words.explained(button.reason):
            self.say(button.reason)

    def focused(self) -> Focusable | None:
        return self.keys.focused()
