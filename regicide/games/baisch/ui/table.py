"""The Baisch table: one game played by people and computers at one screen.

The table host (regicide/ui/table_host.py) runs its life cycle (who faces the screen, the
cover between people, undo back to the person's last decision, computer turns, hints,
autoplay, the archive, the end's verdict); the board draws
the position as the seat facing the screen sees it and animates each move step by step
(`stages`); the controls hold the person's selection and menus (`Controls`); the setup
choice and the hero draft have screens of their own. The person's input is `TableInput`'s
(ui/table_input.py), the drawing `TablePainter`'s (ui/table_drawing.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date

import pygame

from regicide.games.baisch.definition import GAME
from regicide.games.baisch.engine import (
    ALL_SEATS,
    Card,
    ChooseSetup,
    EndTurn,
    Event,
    Game,
    GameState,
    GiveHero,
    Phase,
    SeatView,
    reveal_choices,
    seen_events,
    view,
)
from regicide.games.baisch.narrate import called_words, outcome_summary, seen_lines, step_summary
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
from regicide.games.protocol import Line, Tone
from regicide.i18n import N_, _
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound
from regicide.play.turns import Hint
from regicide.support.words import assisted_end_line, code_line
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import soonest
from regicide.ui.table_host import TableHost
from regicide.ui.widgets import Button

MOVES_SAID = 12  # the moves kept for the side column (the latest that fit show)
TOLD_KEPT = 60  # the moves kept to tell (a person's turn and three seats' after it)


class BaischTable(TableHost):
    #: The end screen's first button: a new game with the same seats (the tutorial's: again).
    again_label = N_("New game (same seats)")
    #: The design x ranges the setup and the draft screens lay themselves out in (the
    #: tutorial keeps a right-hand column for its coach).
    screen_area: tuple[float, float] = (0.0, 1280.0)
    draft_area: tuple[float, float] = (0.0, 1280.0)

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        super().__init__(ctx, session, animate_deal=animate_deal)
        self.board = Board(ctx.look, ctx.frame, self.seen(), self.viewer)
        self.controls = Controls(self)
        self.draft = DraftScreen(self.submit, self.draft_area, you=self.play.addressed)
        self.setup_screen: SetupScreen | None = None
        self.mouse = (0, 0)
        self.input = TableInput(self)
        self.turn_clock = 0.0
        self.moves_said: list[Line] = []  # the others' last moves, in the side column
        self.told: list[Moved] = []  # the moves behind them, to tell again to another seat
        self.told_to: int | None = None  # the seat they were told to
        self.painter = TablePainter(self)

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

    def side_covered(self) -> bool:
        """Whether something lies over the side column's words (the tutorial's coach)."""
        return False

    def seen(self) -> SeatView:
        """The position as the seat facing the screen sees it (B-INFO-1)."""
        return self.seen_at(self.state)

    def seen_at(self, state: GameState) -> SeatView:
        """`state` as the seat facing the screen sees it (B-INFO-1); to an onlooker of
        computers (`all_hands`), every seat's hand face up, from that seat's chair."""
        if self.all_hands:
            return replace(view(state, ALL_SEATS, with_moves=False), seat=self.viewer)
        return view(state, self.viewer, with_moves=False)

    def cover_reason(self, seat: int) -> str:
        """Why the cover calls `seat` (a Battery Tower's answer, the draft, the setup), from
        that seat's own view (B-INFO-2)."""
        return called_words(view(self.state, seat, with_moves=False))

    def side_panel(self) -> pygame.Rect:
        """The side column's lower panel: it ends above the onlooker's caption when no person
        sits at the table (`caption_room`)."""
        panel = self.board.layout.panel.copy()
        panel.height -= self.caption_reserve()
        return panel

    def caption_room(self, surface: pygame.Surface) -> pygame.Rect:
        """The onlooker's caption: at the foot of the side column, under its panel."""
        panel, height = self.board.layout.panel, self.caption_height()
        return pygame.Rect(panel.left, panel.bottom - height, panel.width, height)

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

    # -- the host's hooks: the board ----------------------------------------------------------

    def restyle(self) -> None:
        """The theme may have changed."""
        if self.board.look != self.ctx.look:
            self.board.restyle(self.ctx.look)

    def deal(self) -> None:
        self._animate(self.game.origin, self.game.setup)

    def advance(self, dt: float) -> None:
        if self.ctx.frame != self.board.frame:
            self.board.resize(self.ctx.frame)
        self.board.update(dt, self.ctx.settings.speed_factor)

    def finished_showing(self) -> bool:
        return not self.board.busy

    def tick(self, dt: float) -> None:
        self._speed_clock(dt)

    def frame_wanted(self) -> float | None:
        """Cards moving, the speed clock's next second."""
        tick = 1.0 - self.turn_clock % 1.0 if self._timed_turn else None
        return soonest(self.board.next_frame_in(), tick)

    def skip(self) -> None:
        self.board.skip()

    def on_event(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    @property
    def holding(self) -> bool:
        return bool(self.dragging)

    def let_go(self) -> None:
        self.input.let_go()

    def escape(self) -> bool:
        return self.input.escape()

    def _speed_clock(self, dt: float) -> None:
        """B-VAR-SPEED-1: a person's turn ends by itself when its time runs out (no
        Mercenaries placed, the lowest eligible slot revealed)."""
        if not self._timed_turn:
            self.turn_clock = 0.0
            return
        self.turn_clock += dt
        if self.turn_clock >= SPEED_TURN_SECONDS:
            reveals = reveal_choices(self.state)
            self.say(_("Time is up: the turn ends."), calm=True)
            self.submit(EndTurn((), reveals[0] if reveals else None))

    @property
    def _timed_turn(self) -> bool:
        """A person plays a turn against the clock (B-VAR-SPEED-1)."""
        state = self.state
        return state.options.speed and self.person_playing and state.phase is Phase.PLAY

    # -- the truth, at rest ------------------------------------------------------------------

    def look(self, *, turned: bool) -> None:
        """Nothing moves: every card where the state says, as the seat facing the screen sees
        it (sliding in when another seat faces it now)."""
        if turned:
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
            self.setup_screen = SetupScreen(
                view(state, self.viewer),
                self.submit,
                self.screen_area,
                you=self.play.addressed,
            )

    # -- moves ---------------------------------------------------------------------------------

    def show_move(self, moved: Moved) -> None:
        if moved.before.phase is not self.state.phase:
            self.message_until = 0.0  # a hint or refusal of the setup ends with it
        self._tell(moved)
        self.controls.reset()
        self.turn_clock = 0.0
        self._animate(moved.before, moved.events)

    def _tell(self, moved: Moved) -> None:
        """Each move in a short paragraph at the top of the side column, as the seat facing
        the screen may know it: the moves since that seat's own last move in its turn (the
        last that fit show), so a person's own move clears them, and between people sharing the
        screen each reads what the others and the computers did since (played by hand:
        Seat 1 never read that Seat 3 had knocked Seat 4 out behind the pass screen). An
        attack still waiting (A4, A7) is said by the column's state (side.info_lines), so
        its declaration is told only once it is decided, before what came of it."""
        if moved.before.to_act is None:
            return
        self.told = [*self.told, moved][-TOLD_KEPT:]
        self.moves_said = self._said_to(self.log_seat)

    def _said_to(self, seat: int | None) -> list[Line]:
        """The moves told since `seat`'s own last move in its turn, as it may know them and
        with its "you" (B-INFO-1)."""
        own = [
            index
            for index, moved in enumerate(self.told)
            if moved.before.to_act == seat == moved.before.current  # not its out-of-turn answer
        ]
        said: list[Line] = []
        told = self.told[own[-1] + 1 if own else 0 :]
        if told and self.state.attack is not None:
            told = told[:-1]  # the attack still waits: the column's state says it, once
        for moved in reversed(told):  # the latest first, as many as the column keeps
            if len(said) == MOVES_SAID:
                break
            lines = seen_lines(seen_events(moved.events, seat, moved.before), seat)
            if lines:
                said.insert(0, (step_summary(lines), Tone.HIGHLIGHT))
        self.told_to = seat
        return said

    def said_moves(self) -> list[Line]:
        """The side column's moves for the seat facing the screen now: told again after the
        screen passed to another person (played by hand: Seat 1 read "Seat 3 drew 7♥ from
        you with the Priest", said to Seat 2, naming Seat 2's card)."""
        if self.told and self.told_to != self.log_seat:
            self.moves_said = self._said_to(self.log_seat)
        return self.moves_said

    def _animate(self, before: GameState, events: tuple[Event, ...]) -> None:
        """The events played out step by step, as the seat facing the screen sees them."""
        viewer = self.viewer
        steps = stages(before, events, viewer)
        self.board.play([(self.seen_at(step.state), step.hold, step.notes) for step in steps])

    def rewind(self, rewound: Rewound) -> None:
        """The cards go back (at once when another person faces the screen now); the moves
        told are taken back with them."""
        self.controls.reset()
        self.told, self.moves_said = [], []
        if rewound.hidden:
            self.board.show(self.seen(), self.viewer)
        else:
            self.board.slide(self.seen(), self.viewer)

    def show_hint(self, hint: Hint) -> None:
        """The reason in a sentence; on the setup and draft screens, the choice made ready
        there too (Enter confirms it)."""
        super().show_hint(hint)
        command = hint.command
        if isinstance(command, ChooseSetup) and self.setup_screen is not None:
            self.setup_screen.choosing.follow(command.choice)
        elif isinstance(command, GiveHero) and command.hero in self.state.pool:
            self.draft.focus = self.state.pool.index(command.hero)

    # -- keys and the pointer ------------------------------------------------------------------

    def all_zones(self) -> list[Zone]:
        return list(board_zones(self.state))

    # -- the log, the menu ---------------------------------------------------------------------

    def log_panel(self) -> LogPanel:
        return LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)

    def log_view(self) -> LogView:
        """The log as the seat facing the screen may know it (B-INFO-1)."""
        lines = self.log.lines(self.session.game, self.game, self.log_seat)
        return LogView(self.board.layout.info, lines, self.log_back)

    def top_buttons(self) -> list[Button]:
        session = self.session
        lock = session.history_lock
        buttons = top_buttons(
            Chores(self.open_menu, self.toggle_log, self.undo, self.redo, self.hint),
            log_open=self.ctx.log_open,
            can_undo=None if session.can_undo else (lock or _("Nothing to undo.")),
            can_redo=None if session.can_redo else (lock or _("Nothing to redo.")),
            hint=lock or self.play.hint_problem(),
        )
        lay_top(buttons, self.ctx.frame, self.ctx.text)
        return buttons

    # -- the end ----------------------------------------------------------------------------------

    def show_ending(self, verdict: str) -> None:
        outcome = self.game.outcome
        if outcome is None:
            return
        people = self.session.human_seats
        pov = people[0] if len(people) == 1 else None
        lines = (outcome_summary(outcome, pov), *self._deal_lines())
        undo = self.undo if self.session.can_undo else None
        ending = Ending(
            verdict,
            lines,
            self.restart,
            self.watch_replay,
            undo,
            self.again_label,
            self.next_game(),
        )
        self.ctx.stack.push(GameOverScene(self.ctx, ending))

    def next_game(self) -> Callable[[], None] | None:
        """A real game the end screen offers besides a new one (the tutorial's)."""
        return None

    def _deal_lines(self) -> tuple[str, ...]:
        """Whether the game was assisted, the daily deal's share line and the deal's seed
        code, as Claim's end says them."""
        session = self.session
        assisted = assisted_end_line(self.game.assisted)
        lines: list[str] = [assisted] if assisted else []
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

    def current_message(self) -> tuple[str, bool]:
        """The line under the middle band, and whether it warns."""
        if self.clock < self.message_until and self.message:
            return self.message, not self.message_calm
        seat = self.computers.acting_seat
        if seat is not None and not self.animating:
            return _("Seat {seat} is thinking…").format(seat=seat), False
        return "", False

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
