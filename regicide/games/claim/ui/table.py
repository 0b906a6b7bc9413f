"""Claim's table: one game, played by the mouse (click or drag a card onto the trick) or the
keys (1–9 and 0 select a card, ←/→ move the selection, Enter plays it; Esc the menu, Ctrl+Z /
Ctrl+Y undo and redo, H a hint, A autoplay, L the log, F your follower pile).

The game logic is the play wing's `TablePlay` (who acts, the hot-seat cover, undo back to the
person's last decision, computer turns through the worker process, hints, autoplay); this
scene keeps only input and drawing. The board draws the seat facing the screen's view, never
the state. An expansion's choice (Seer, Ghost, Giant's smash) is a row of buttons. Each move's
cards fly where the rules send them (flights.py); a key or a click lands them at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import partial

import pygame

from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import (
    Command,
    FactionClaimed,
    Game,
    GameState,
    PlayCard,
    SeatView,
    Status,
    TrickWon,
    view,
)
from regicide.games.claim.narrate import move_words
from regicide.games.claim.ui.board import Board, Scene
from regicide.games.claim.ui.chrome import Chrome
from regicide.games.claim.ui.ending import EndScene
from regicide.games.claim.ui.flights import Flights
from regicide.games.claim.ui.telling import (
    LastTrick,
    barred_cards,
    card_preview,
    last_trick,
    table_faces,
    table_names,
    upper_first,
)
from regicide.play.archiving import Archiver
from regicide.play.gamelog import GameLog
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound, TablePlay
from regicide.store.archive import games_dir
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import soonest
from regicide.ui.table_chores import MESSAGE_SECONDS, TableChores
from regicide.ui.widgets import Button, button_at

HINT_SECONDS = 9.0
DRAG_DISTANCE = 12  # window pixels the pointer moves before a press becomes a drag
NUMBER_KEYS = {pygame.K_1 + index: index for index in range(9)} | {pygame.K_0: 9}


class ClaimTable(TableChores):
    """The table scene of one Claim game (`animate_deal` is the protocol's: the deal shows at
    once; every move's cards fly)."""

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        self.ctx, self.session = ctx, session
        keep_when_finished(ctx, session)
        self.play = TablePlay(session)
        self.board = Board(ctx.look, ctx.frame)
        self.chrome = Chrome(self)
        self.log = GameLog()
        self.selected: int | None = None
        self.peeking = False
        self.pressed: tuple[int, tuple[int, int]] | None = None  # a hand card and where
        self.dragging = False
        self.mouse = (0, 0)
        self.message, self.message_until, self.clock = "", 0.0, 0.0
        self.ending_shown = False
        self.flights = Flights()  # the cards in the air, and the table they leave meanwhile

    # -- what the table shows --------------------------------------------------------------

    @property
    def game(self) -> Game:
        match = self.session.match
        assert isinstance(match, Game)
        return match

    @property
    def view(self) -> SeatView:
        view = self.session.view(self.viewer)
        assert isinstance(view, SeatView)
        return view

    @property
    def animating(self) -> bool:
        """Cards fly, or a finished trick is held a moment (a key or a click lands them)."""
        return self.flights.busy

    def scene(self) -> Scene:
        names, faces = self.names(), table_faces(self.session, self.viewer)
        shown = self.flights.shown
        if self.animating and shown is not None:
            seen = view(shown, self.viewer)
            return Scene(seen, names=names, flying=self.flights.flying, faces=faces)
        view_now = self.view
        barred = barred_cards(view_now) if self.play.person_acting else {}
        return Scene(
            view_now,
            self.selected,
            self.peeking,
            names=names,
            last_trick=self.last_trick(),
            dragged_to=self.mouse if self.dragging else None,
            barred=frozenset(barred),
            faces=faces,
            hovered=self.hovered(),
        )

    def hovered(self) -> int | None:
        """The hand card under the pointer (none while cards fly or the screen is covered)."""
        if self.covered or self.animating or self.dragging:
            return None
        return self.board.hand_index_at(self.mouse, len(self.view.hand), self.selected)

    def last_trick(self) -> LastTrick | None:
        return last_trick(self.game, self.viewer, self.session.hot_seat)

    def names(self) -> tuple[str, str]:
        return table_names(self.session, self.viewer)

    def choices(self) -> list[Command]:
        """An expansion's choice the person must make now (Seer, Ghost, Giant's smash)."""
        if not self.play.person_acting or self.covered or self.animating:
            return []
        return [move for move in self.view.legal_moves if not isinstance(move, PlayCard)]

    def preview(self) -> str:
        """Why the card under the pointer may not be played (it is dimmed), else what the
        selected card would do (nothing while it is not the person's turn)."""
        view = self.view
        if not self.play.person_acting or self.covered:
            return ""
        hovered = self.hovered()
        barred = barred_cards(view)
        if hovered is not None and hovered in barred:
            return barred[hovered]
        if self.selected is None or self.selected >= len(view.hand):
            return ""
        return card_preview(view, self.selected)

    # -- the scene ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self.board.look != self.ctx.look or self.board.frame != self.ctx.frame:
            self.board.restyle(self.ctx.look, self.ctx.frame)

    def exit(self) -> None:
        self.play.leave()

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.covered:
            self.session.tick(dt)
        self.take_news()
        if self.ctx.frame != self.board.frame or self.ctx.look != self.board.look:
            self.board.restyle(self.ctx.look, self.ctx.frame)
            self.flights.skip()  # the places the cards fly to have moved
        self.flights.update(dt, self.speed())
        if not self.animating and self.play.hand_over():
            self.selected, self.peeking = None, False
        at_rest = not self.dragging and not self.animating
        moved = self.play.computer_move(dt, at_rest, self.ctx.settings.speed_factor)
        if moved is not None:
            self._after_move(moved)
        hint = self.play.hint_ready()
        if hint is not None:
            self._show_hint(hint.command, hint.reason)
        if self.session.over and not self.ending_shown and not self.animating:
            self.show_ending()

    def next_frame_in(self) -> float | None:
        message = self.message_until - self.clock if self.clock < self.message_until else None
        due = self.play.computer_due(self.ctx.settings.speed_factor)
        return soonest(message, self.flights.next_frame_in(), due)

    def speed(self) -> float:
        """The player's animation speed, times the theme's (0: every card lands at once)."""
        return self.ctx.settings.speed_factor * self.ctx.theme.animation_speed

    def draw(self, surface: pygame.Surface) -> None:
        self.chrome.draw(surface)
        if self.ctx.log_open and not self.covered:
            lines = self.log.lines(GAME, self.session.match, self.viewer)
            panel = LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)
            panel.draw(surface, LogView(self.ctx.frame.rect(12, 150, 300, 390), lines))

    # -- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.animating and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.flights.skip()  # a key or a click lands the cards, and does no more
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key == pygame.K_ESCAPE and self.peeking:
            self.peeking = False  # Esc closes the follower strip first
        elif event.key == pygame.K_ESCAPE:
            self.open_menu()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif event.key == pygame.K_a:
            self.toggle_autoplay()
        elif event.key == pygame.K_l:
            self.toggle_log()
        elif self.covered:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.uncover()
        else:
            self._play_key(event.key)

    def _play_key(self, key: int) -> None:
        choices = self.choices()
        if key in NUMBER_KEYS and choices:
            index = NUMBER_KEYS[key]
            if index < len(choices):
                self.choose(choices[index])
        elif key in NUMBER_KEYS:
            self.select(NUMBER_KEYS[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step_selection(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play_selected()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_f:
            self.toggle_peek()

    def _step_selection(self, step: int) -> None:
        count = len(self.view.hand)
        if count:
            start = self.selected if self.selected is not None else (-1 if step > 0 else count)
            self.select((start + step) % count)

    def _press(self, position: tuple[int, int]) -> None:
        button = button_at(self.chrome.buttons(), position)
        if button is not None:
            if not button.press() and button.reason:
                self.say(button.reason)
        elif self.covered:
            self.uncover()
        elif self.board.followers_rect.collidepoint(position) and self.view.phase == 1:
            self.toggle_peek()
        else:
            index = self.board.hand_index_at(position, len(self.view.hand), self.selected)
            if index is not None:
                self.pressed = (index, position)

    def _motion(self, position: tuple[int, int]) -> None:
        self.mouse = position
        if self.pressed is not None and not self.dragging:
            start = self.pressed[1]
            if abs(position[0] - start[0]) + abs(position[1] - start[1]) > DRAG_DISTANCE:
                self.dragging = True
                self.selected = self.pressed[0]

    def _release(self, position: tuple[int, int]) -> None:
        pressed, dragged = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        if pressed is None:
            return
        if dragged:
            if self.board.trick_rect.collidepoint(position):
                self.play_selected()
        elif pressed[0] == self.selected:
            self.play_selected()  # a second click on the lifted card plays it
        else:
            self.select(pressed[0])

    # -- actions -----------------------------------------------------------------------------

    def select(self, index: int) -> None:
        if index < len(self.view.hand):
            self.selected = index
            self.ctx.sounds.play("card", 0.25)

    def play_selected(self) -> None:
        hand = self.view.hand
        if not self.play.person_acting:
            self.say("Wait: it is not your turn." if not self.session.over else "The game is over.")
        elif self.choices():
            self.say("First choose above the hand.")
        elif self.selected is None or self.selected >= len(hand):
            self.say("Select a card first (click it, or press 1–9 and 0).")
        else:
            self.submit(PlayCard(hand[self.selected]))

    def submit(self, command: Command) -> bool:
        try:
            moved = self.play.submit(command)
        except GAME.illegal_move as illegal:
            self.say(str(getattr(illegal, "reason", illegal)))
            return False
        self._after_move(moved)
        return True

    def _after_move(self, moved: Moved) -> None:
        self.selected, self.pressed, self.dragging = None, None, False
        if not self.chrome.message_calm:  # a refusal is stale after a move; news stays its time
            self.message = ""
        self.ctx.sounds.play(move_sound(moved.events), 0.4)
        self._fly(moved)

    def _fly(self, moved: Moved) -> None:
        """The move's cards fly from where they were to where the rules sent them, as the seat
        facing the screen sees them (at once at the instant speed)."""
        before = moved.before
        assert isinstance(before, GameState)
        reduced = self.ctx.settings.reduced_motion
        self.flights.play(before, moved.events, self.viewer, self.board.spot, reduced=reduced)
        if not self.speed():
            self.flights.skip()

    def uncover(self) -> None:
        self.play.uncover()

    def toggle_peek(self) -> None:
        """Turn your follower pile up or down (you may look at it, C-VIS-3 / DEC-4)."""
        self.peeking = not self.peeking and bool(self.view.followers)

    def undo(self) -> None:
        rewound = self.play.undo()
        if isinstance(rewound, Rewound):
            self._after_history()
        else:
            self.say(rewound)

    def redo(self) -> None:
        moved = self.play.redo()
        if isinstance(moved, Moved):
            self._after_history()
            self._fly(moved)
        else:
            self.say(moved)

    def _after_history(self) -> None:
        self.flights.skip()
        self.selected, self.peeking, self.ending_shown = None, False, False

    def hint(self) -> None:
        problem = self.play.ask_hint()
        self.say(problem or "Thinking…", calm=problem is None)

    def _show_hint(self, command: Command, reason: str) -> None:
        if isinstance(command, PlayCard) and command.card in self.view.hand:
            self.selected = self.view.hand.index(command.card)
        self.say(f"Hint: {reason.rstrip('.')}.", HINT_SECONDS, calm=True)

    def toggle_autoplay(self) -> None:
        if self.session.over:
            return
        on = self.play.toggle_autoplay()
        self.say("Autoplay on: A stops it." if on else "Autoplay off.", calm=True)

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        self.message, self.message_until = text, self.clock + seconds
        self.chrome.message_calm = calm

    # -- menus and the end -------------------------------------------------------------------

    def open_menu(self) -> None:
        self.pressed, self.dragging = None, False
        self.pause_menu(f"Daily Claim {self.session.daily}" if self.session.daily else None)

    def show_ending(self) -> None:
        self.ending_shown = True
        day = self.daily_day()
        share = GAME.share_line(self.game, day) if day is not None else None
        self.ctx.stack.push(EndScene(self.ctx, self, share))

    def daily_day(self) -> date | None:
        try:
            return date.fromisoformat(self.session.daily or "")
        except ValueError:
            return None

    def new_game(self) -> None:
        self.ctx.navigation.new_game(GAME)

    def card_buttons(self) -> list[Button]:
        """The choice a person must make now, as buttons (1, 2 press them too)."""
        return [
            Button(upper_first(move_words(move)), partial(self.choose, move), hint=str(n))
            for n, move in enumerate(self.choices(), 1)
        ]

    def choose(self, move: Command) -> None:
        """An expansion's choice, from its button."""
        self.submit(move)

    def status_text(self) -> str:
        """Whose turn, in a few words, for the top bar."""
        view = self.view
        shown = self.flights.shown
        if self.animating and shown is not None:  # the words wait for the cards, too
            return "The trick is played" if shown.winner and shown.table else "The cards move"
        if view.status is not Status.PLAYING:
            return "The game is over"
        mine, theirs = self.names()
        if self.play.computer_acting:
            return f"{theirs} is thinking…" if view.to_act != self.viewer else "Autoplay…"
        return f"{mine}: your move" if mine != "You" else "Your move"


def move_sound(events: Sequence[object]) -> str:
    """The sound of a move: a faction decided at the end, a trick won, or a card laid."""
    if any(isinstance(event, FactionClaimed) for event in events):
        return "claimed"
    if any(isinstance(event, TrickWon) for event in events):
        return "trick"
    return "card"


def keep_when_finished(ctx: AppContext, session: Session) -> None:
    """The game in progress (the one the autosave holds) goes to the archive when it ends."""
    if session.saver is ctx.autosaver and not any(
        isinstance(listener, Archiver) for listener in session.listeners
    ):
        session.listeners.append(Archiver(games_dir(), ctx.notices.append))
