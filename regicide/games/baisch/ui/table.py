"""The Baisch table: one game played by people and computers at one screen.

The play wing's `TablePlay` runs the game (who acts, who faces the screen, the hot-seat cover,
undo back to the person's last decision, computer turns, hints, autoplay); the board draws
the position as the seat facing the screen sees it and animates each move step by step
(`stages`); the controls hold the person's selection and menus (`Controls`); the setup
choice and the hero draft have screens of their own. The person's input is `TableInput`'s
(ui/table_input.py), the drawing `TablePainter`'s (ui/table_drawing.py).
"""

from __future__ import annotations

from datetime import date

import pygame

from regicide.games.baisch.definition import GAME
from regicide.games.baisch.engine import (
    Card,
    ChooseSetup,
    Command,
    EndTurn,
    Event,
    Game,
    GameState,
    GiveHero,
    IllegalMove,
    Phase,
    SeatView,
    Status,
    reveal_choices,
    view,
)
from regicide.games.baisch.narrate import outcome_summary
from regicide.games.baisch.ui.board import Board
from regicide.games.baisch.ui.controls import Controls
from regicide.games.baisch.ui.draft_screen import DraftScreen
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.overlays import Ending, GameOverScene
from regicide.games.baisch.ui.picks import board_zones
from regicide.games.baisch.ui.placing import Key
from regicide.games.baisch.ui.setup_screen import SetupScreen
from regicide.games.baisch.ui.stages import stages
from regicide.games.baisch.ui.table_drawing import SPEED_TURN_SECONDS, TablePainter
from regicide.games.baisch.ui.table_input import TableInput
from regicide.games.baisch.ui.topbar import Chores, lay_top, top_buttons
from regicide.play.gamelog import GameLog
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound, TablePlay
from regicide.play.turns import Hint
from regicide.support.words import code_line
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import soonest
from regicide.ui.table_chores import MESSAGE_SECONDS, TableChores
from regicide.ui.widgets import Button

HINT_SECONDS = 9.0
THINKING = "Thinking…"


class BaischTable(TableChores):
    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        self.ctx = ctx
        self.session = session
        ctx.archive_when_finished(session)
        self.play = TablePlay(session)
        self.computers = self.play.computers
        self.board = Board(ctx.look, ctx.frame, self.seen(), self.viewer)
        self.controls = Controls(self)
        self.draft = DraftScreen(self.submit)
        self.setup_screen: SetupScreen | None = None
        self.mouse = (0, 0)
        self.input = TableInput(self)
        self.message, self.message_calm, self.message_until = "", False, 0.0
        self.clock = 0.0
        self.turn_clock = 0.0
        self.settled = False
        self.game_over_shown = False
        self.log = GameLog()
        self.log_back = 0
        self.painter = TablePainter(self)
        self._animate_deal = animate_deal

    # -- what the table shows ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        state: GameState = self.session.state
        return state

    @property
    def game(self) -> Game:
        game = self.session.match
        assert isinstance(game, Game), "a Baisch table plays a Baisch game"
        return game

    @property
    def dragging(self) -> tuple[Key, ...]:
        """The cards being dragged (none: no drag)."""
        return self.input.dragging

    @property
    def animating(self) -> bool:
        return self.board.animating

    def seen(self) -> SeatView:
        """The position as the seat facing the screen sees it (B-INFO-1)."""
        return view(self.state, self.viewer, with_moves=False)

    def card_at(self, key: Key) -> tuple[Zone, Card | None] | None:
        sprite = self.board.sprites.by_key.get(key)
        return None if sprite is None else (sprite.zone, sprite.shown)

    def hand_keys(self) -> list[Key]:
        return [sprite.key for sprite in self.board.hand_sprites()]

    def own_keys(self, zone: Zone) -> list[Key]:
        return [s.key for s in self.board.sprites.drawn() if s.zone == zone]

    @property
    def person_playing(self) -> bool:
        """A person at the screen decides now, and sees the table (not the cover)."""
        return (
            self.play.person_acting
            and not self.covered
            and self.session.to_act == self.viewer
            and not self.animating
        )

    # -- scene hooks ---------------------------------------------------------------------------

    def enter(self) -> None:
        """First shown, or back from a menu: the theme may have changed."""
        if self.board.look != self.ctx.look:
            self.board.restyle(self.ctx.look)
        if self._animate_deal:
            self._animate_deal = False
            self._animate(self.game.origin, self.game.setup)
        elif not self.animating:
            self.board.show(self.seen(), self.viewer)

    def exit(self) -> None:
        self.input.let_go()
        self.play.leave()

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

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
        self._speed_clock(dt)
        if self.state.status is Status.OVER and not self.board.busy:
            self._show_game_over()

    def next_frame_in(self) -> float | None:
        """Cards moving or the table still to settle, a message expiring, a computer's chosen
        move falling due, the speed clock's next second (a choice or a hint being made wakes
        the app by itself)."""
        if not self.settled or (self.state.status is Status.OVER and not self.game_over_shown):
            return 0.0
        message = self.message_until - self.clock if self.clock < self.message_until else None
        due = self.play.computer_due(self.ctx.settings.speed_factor)
        tick = 1.0 - self.turn_clock % 1.0 if self._timed_turn else None
        return soonest(self.board.next_frame_in(), message, due, tick)

    def _computer_turn(self, dt: float) -> None:
        at_rest = not self.animating and not self.dragging
        moved = self.play.computer_move(dt, at_rest, self.ctx.settings.speed_factor)
        if moved is not None:
            self._show_move(moved)
        hint = self.play.hint_ready()
        if hint is not None:
            self._show_hint(hint)

    def _speed_clock(self, dt: float) -> None:
        """B-VAR-SPEED-1: a person's turn ends by itself when its time runs out (no
        Mercenaries placed, the lowest eligible slot revealed)."""
        if not self._timed_turn:
            self.turn_clock = 0.0
            return
        self.turn_clock += dt
        if self.turn_clock >= SPEED_TURN_SECONDS:
            reveals = reveal_choices(self.state)
            self.say("Time is up: the turn ends.", calm=True)
            self.submit(EndTurn((), reveals[0] if reveals else None))

    @property
    def _timed_turn(self) -> bool:
        """A person plays a turn against the clock (B-VAR-SPEED-1)."""
        state = self.state
        return state.options.speed and self.person_playing and state.phase is Phase.PLAY

    # -- the truth, at rest ------------------------------------------------------------------

    def settle(self) -> None:
        """Nothing moves: hand the screen to the seat that must act (behind the cover
        between people), and put every card where the state says."""
        if self.play.hand_over():
            self.controls.reset()
            self.board.slide(self.seen(), self.viewer)
        else:
            self.board.show(self.seen(), self.viewer)
        self._setup_screen()

    def _setup_screen(self) -> None:
        """The setup screen of the seat choosing now, made once per seat."""
        state = self.state
        choosing = state.phase is Phase.SETUP and self.play.person_acting
        if not choosing:
            self.setup_screen = None
        elif self.setup_screen is None or self.setup_screen.seat != self.viewer:
            self.setup_screen = SetupScreen(view(state, self.viewer), self.submit)

    def uncover(self) -> None:
        self.play.uncover()
        self.board.slide(self.seen(), self.viewer)
        self._setup_screen()

    # -- moves ---------------------------------------------------------------------------------

    def submit(self, command: Command) -> bool:
        """Play a command for the seat to act; an illegal one leaves the reason instead."""
        try:
            moved = self.play.submit(command)
        except IllegalMove as illegal:
            self.say(illegal.reason)
            return False
        self._show_move(moved)
        return True

    def _show_move(self, moved: Moved) -> None:
        self.controls.reset()
        if not self.message_calm:  # a refusal is stale after a move; news stays its time
            self.message = ""
        self.settled = False
        self.turn_clock = 0.0
        self._animate(moved.before, moved.events)

    def _animate(self, before: GameState, events: tuple[Event, ...]) -> None:
        """The events played out step by step, as the seat facing the screen sees them."""
        viewer = self.viewer
        steps = stages(before, events, viewer)
        self.board.play(
            [(view(step.state, viewer, with_moves=False), step.hold, step.notes) for step in steps]
        )

    def undo(self) -> None:
        """Back to the person's last decision (the computers' moves since are taken too)."""
        self.board.skip()
        rewound = self.play.undo()
        if not isinstance(rewound, Rewound):
            self.say(rewound)
            return
        self._after_history()
        if rewound.hidden:
            self.board.show(self.seen(), self.viewer)
        else:
            self.board.slide(self.seen(), self.viewer)

    def redo(self) -> None:
        self.board.skip()
        moved = self.play.redo()
        if not isinstance(moved, Moved):
            self.say(moved)
            return
        self._after_history()
        self._show_move(moved)

    def _after_history(self) -> None:
        self.controls.reset()
        self.game_over_shown = False
        self.settled = False

    def hint(self) -> None:
        problem = self.play.ask_hint()
        self.say(problem or THINKING, calm=problem is None)

    def _show_hint(self, hint: Hint) -> None:
        """The reason in a sentence; on the setup and draft screens, the choice made ready
        there too (Enter confirms it)."""
        self.say(f"Hint: {hint.reason}.", HINT_SECONDS, calm=True)
        command = hint.command
        if isinstance(command, ChooseSetup) and self.setup_screen is not None:
            self.setup_screen.choosing.follow(command.choice)
        elif isinstance(command, GiveHero) and command.hero in self.state.pool:
            self.draft.focus = self.state.pool.index(command.hero)

    def toggle_autoplay(self) -> None:
        on = self.play.toggle_autoplay()
        self.say(
            "Autoplay on: the computer plays every seat." if on else "Autoplay off.", calm=True
        )

    # -- keys and the pointer ------------------------------------------------------------------

    def all_zones(self) -> list[Zone]:
        return list(board_zones(self.state))

    # -- the log, the menu ---------------------------------------------------------------------

    def log_panel(self) -> LogPanel:
        return LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)

    def log_view(self) -> LogView:
        """The log as the seat facing the screen may know it (B-INFO-1)."""
        lines = self.log.lines(self.session.game, self.game, self.viewer)
        return LogView(self.board.layout.info, lines, self.log_back)

    def open_menu(self) -> None:
        self.board.skip()
        self.pause_menu()

    def top_buttons(self) -> list[Button]:
        session = self.session
        lock = session.history_lock
        buttons = top_buttons(
            Chores(self.open_menu, self.toggle_log, self.undo, self.redo, self.hint),
            log_open=self.ctx.log_open,
            can_undo=None if session.can_undo else (lock or "Nothing to undo."),
            can_redo=None if session.can_redo else (lock or "Nothing to redo."),
            hint=lock or self.play.hint_problem(),
        )
        lay_top(buttons, self.ctx.frame, self.ctx.text)
        return buttons

    # -- the end ----------------------------------------------------------------------------------

    def _show_game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        outcome = self.game.outcome
        if outcome is None:
            return
        people = self.session.human_seats
        pov = people[0] if len(people) == 1 else None
        winner = outcome.winners[0] if outcome.winners else 0
        title = "You win!" if winner in people and len(people) == 1 else f"Seat {winner} wins"
        if outcome.drawn:  # B-WIN-2/3
            title = "A draw"
        lines = (outcome_summary(outcome, pov), *self._deal_lines())
        undo = self.undo if self.session.can_undo else None
        ending = Ending(title, lines, self.restart, self.watch_replay, undo)
        self.ctx.stack.push(GameOverScene(self.ctx, ending))

    def _deal_lines(self) -> tuple[str, ...]:
        """The daily deal's share line and the deal's seed code, as Claim's end says them."""
        session = self.session
        lines: list[str] = []
        try:
            day = date.fromisoformat(session.daily or "")
        except ValueError:
            day = None
        if day is not None:
            lines.append(GAME.share_line(self.game, day))
        if session.code:
            lines.append(code_line(session.code))
        return tuple(lines)

    # -- words -----------------------------------------------------------------------------

    def say(self, text: str, seconds: float = MESSAGE_SECONDS, *, calm: bool = False) -> None:
        self.message, self.message_calm = text, calm
        self.message_until = self.clock + seconds

    def current_message(self) -> tuple[str, bool]:
        """The line under the middle band, and whether it warns."""
        if self.clock < self.message_until and self.message:
            return self.message, not self.message_calm
        seat = self.computers.acting_seat
        if seat is not None and not self.animating:
            return f"Seat {seat} is thinking…", False
        return "", False

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
