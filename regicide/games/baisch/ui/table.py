"""The Baisch table: one game played by people and computers at one screen.

The play wing's `TablePlay` runs the game (who acts, who faces the screen, the hot-seat cover,
undo back to the person's last decision, computer turns, hints, autoplay); the board draws
the position as the seat facing the screen sees it and animates each move step by step
(`stages`); the controls hold the person's selection and menus (`Controls`); the setup
choice and the hero draft have screens of their own. Input waits while cards move: a click
or a key finishes the animation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from regicide.games.baisch.engine import (
    Card,
    Command,
    EndTurn,
    Event,
    Game,
    GameState,
    IllegalMove,
    Phase,
    SeatView,
    Status,
    reveal_choices,
    view,
)
from regicide.games.baisch.narrate import outcome_summary
from regicide.games.baisch.ui.board import Board, Decor
from regicide.games.baisch.ui.controls import Controls
from regicide.games.baisch.ui.draft_screen import DraftScreen
from regicide.games.baisch.ui.faces import face
from regicide.games.baisch.ui.furniture import SeatLook
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.options import option_detail
from regicide.games.baisch.ui.overlays import Cover, Ending, GameOverScene
from regicide.games.baisch.ui.panel import PanelContent, PanelPainter, line
from regicide.games.baisch.ui.picks import board_zones
from regicide.games.baisch.ui.placing import Key
from regicide.games.baisch.ui.setup_screen import SetupScreen
from regicide.games.baisch.ui.side import info_lines
from regicide.games.baisch.ui.stages import stages
from regicide.games.baisch.ui.topbar import Chores, draw_bar, lay_top, top_buttons
from regicide.games.protocol import Tone
from regicide.play.gamelog import GameLog
from regicide.play.opening import deal_session
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound, TablePlay
from regicide.play.turns import Hint
from regicide.store.saves import Saved
from regicide.ui.bar import draw_buttons, draw_tooltip, tip_for
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView, tone_color
from regicide.ui.scene import GameTable, soonest
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.saves import SaveActions
from regicide.ui.widgets import Button, blit_text, draw_panel, wrap

MESSAGE_SECONDS = 4.0
HINT_SECONDS = 9.0
SPEED_TURN_SECONDS = 60.0  # B-VAR-SPEED-1: a turn's time limit
DRAG_START = 6  # window pixels the pointer moves before a press becomes a drag
THINKING = "Thinking…"
DROP_GUIDE = "Drop on a target: a stack, an enemy slot or King, your slot."


class BaischTable(GameTable):
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
        self.press: tuple[Key, tuple[int, int]] | None = None  # a card pressed, not yet dragged
        self.dragging: tuple[Key, ...] = ()
        self.message, self.message_calm, self.message_until = "", False, 0.0
        self.clock = 0.0
        self.turn_clock = 0.0
        self.settled = False
        self.game_over_shown = False
        self.log = GameLog()
        self.log_back = 0
        self.badges: list[tuple[pygame.Rect, str]] = []
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
    def viewer(self) -> int:
        return self.play.viewer

    @property
    def covered(self) -> bool:
        return self.play.covered

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
        self.press, self.dragging = None, ()
        self.play.leave()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.ctx.log_open:
            self.log_back = self._log_panel().scrolled(self.log_view(), event.y * 3)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._input(event)

    def _input(self, event: pygame.event.Event) -> None:
        """While cards move a key or click only finishes the animation; while a computer
        plays, only the bar's chores work (and anything else hurries it on)."""
        if self.animating:
            if event.type != pygame.MOUSEBUTTONUP:
                self.board.skip()
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.button != 1:
            return
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._click(event.pos)
        else:
            self._release(event.pos)

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.covered:
            self.session.tick(dt)
        self._news()
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

    def _news(self) -> None:
        if self.ctx.autosaver.error:
            self.say(self.ctx.autosaver.error)
            self.ctx.autosaver.error = None
        if len(self.ctx.notices) > self.ctx.notices_read:
            self.say(self.ctx.notices[-1], calm=True)
            self.ctx.notices_read = len(self.ctx.notices)

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
        self.say(f"Hint: {hint.reason}.", HINT_SECONDS, calm=True)

    def toggle_autoplay(self) -> None:
        on = self.play.toggle_autoplay()
        self.say(
            "Autoplay on: the computer plays every seat." if on else "Autoplay off.", calm=True
        )

    def restart(self) -> None:
        """A new deal with the same seats and options (after asking, while unfinished)."""
        nav = self.ctx.navigation
        session = partial(
            deal_session,
            self.session.game,
            self.state.players,
            variants=self.session.game.variants_of(self.state),
            seats=self.session.seats,
            saver=self.ctx.autosaver,
        )
        nav.replace_in_progress(lambda: nav.open(session(), animate_deal=True))

    # -- keys and the pointer ------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        key, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
        chores: dict[int, Callable[[], None]] = {
            pygame.K_ESCAPE: self._escape,
            pygame.K_l: self.toggle_log,
        }
        if ctrl and key in (pygame.K_z, pygame.K_y):
            (self.undo if key == pygame.K_z else self.redo)()
        elif key in chores:
            chores[key]()
        elif self.covered:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.uncover()
        elif self.computers.acting_seat is not None:
            self.computers.rush()
        elif key == pygame.K_h:
            self.hint()
        else:
            self._screen_input(event)

    def _screen_input(self, event: pygame.event.Event) -> None:
        """A key or click for what the person sees: the setup or draft screen, or the
        table's controls (mouse clicks on the board are `_board_click`'s)."""
        if self.setup_screen is not None and self.state.phase is Phase.SETUP:
            self.setup_screen.handle(event, self.ctx.frame)
        elif self.state.phase is Phase.DRAFT and self.person_playing:
            self.draft.handle(event, self.ctx.frame, self.state)
        elif event.type == pygame.KEYDOWN and self.person_playing:
            self.controls.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.person_playing:
            self._board_click(event.pos)

    def _escape(self) -> None:
        if self.dragging or self.press:
            self.press, self.dragging = None, ()
        elif self.controls.choosing is not None:
            self.controls.close()
        elif self.controls.selection:
            self.controls.reset()
        else:
            self.open_menu()

    def _click(self, point: tuple[int, int]) -> None:
        button = next((b for b in self.top_buttons() if b.rect.collidepoint(point)), None)
        if button is not None:
            if not button.press():
                self.say(button.reason)
        elif self.covered:
            self.uncover()
        elif self.computers.acting_seat is not None:
            self.computers.rush()
        else:
            self._screen_input(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=point))

    def _board_click(self, point: tuple[int, int]) -> None:
        """The panel's buttons; a card to pick or drag; a zone to send the selection to; a
        hero of one's own for its actions."""
        panel = next((b for b in self.controls.buttons if b.rect.collidepoint(point)), None)
        if panel is not None:
            if not panel.press():
                self.say(panel.reason)
            return
        if self.state.phase is not Phase.PLAY or self.controls.choosing is not None:
            return
        sprite = self.board.sprite_at(point)
        if sprite is not None and self._pickable(sprite.zone):
            self.press = (sprite.key, point)
            return
        zone = self.board.zone_at(point, self.controls.drop_zones())
        if zone is not None:
            self._drop(zone)
            return
        hero = self.board.hero_at(point, self.viewer)
        if hero is not None:
            self.controls.open_hero(hero)

    def _pickable(self, zone: Zone) -> bool:
        me = self.viewer
        return (zone.kind in ("hand", "slot", "king")) and zone.seat == me

    def _motion(self, point: tuple[int, int]) -> None:
        if self.press is None or self.dragging:
            return
        key, start = self.press
        if abs(point[0] - start[0]) + abs(point[1] - start[1]) >= DRAG_START:
            if key not in self.controls.selection:
                self.controls.selection = [key]
            self.dragging = tuple(self.controls.selection)

    def _release(self, point: tuple[int, int]) -> None:
        pressed, dragging = self.press, self.dragging
        self.press, self.dragging = None, ()
        if dragging:
            zone = self.board.zone_at(point, self._all_zones())
            if zone is not None:
                self._drop(zone)
            else:
                self.say(DROP_GUIDE, calm=True)
        elif pressed is not None:
            self.controls.toggle(pressed[0])

    def _all_zones(self) -> list[Zone]:
        return list(board_zones(self.state))

    def _drop(self, zone: Zone) -> None:
        command, problem = self.controls.drop_on(zone)
        if command is None or problem is not None:
            self.say(problem or "Nothing to do there.")
            return
        self.submit(command)

    # -- the log, the menu ---------------------------------------------------------------------

    def toggle_log(self) -> None:
        self.ctx.log_open = not self.ctx.log_open
        self.log_back = 0

    def _log_panel(self) -> LogPanel:
        return LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)

    def log_view(self) -> LogView:
        """The log as the seat facing the screen may know it (B-INFO-1)."""
        lines = self.log.lines(self.session.game, self.game, self.viewer)
        return LogView(self.board.layout.info, lines, self.log_back)

    def open_menu(self) -> None:
        self.board.skip()
        autoplay = "Stop autoplay" if self.play.autoplay else "Autoplay (the computer plays)"
        files = SaveActions(
            Saved(
                self.session.game,
                self.session.match,
                {**self.session.extra, **self.session.app_keys()},
            )
        )
        self.ctx.stack.push(
            PauseScene(
                self.ctx,
                self.restart,
                files,
                self.session.code,
                (autoplay, self.toggle_autoplay) if not self.session.over else None,
            )
        )

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
        lines = (outcome_summary(outcome, pov),)
        undo = self.undo if self.session.can_undo else None
        ending = Ending(title, lines, self.restart, self.watch_replay, undo)
        self.ctx.stack.push(GameOverScene(self.ctx, ending))

    def watch_replay(self) -> None:
        session = self.session
        self.ctx.navigation.watch(Saved(session.game, session.match, {}), "this game")

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

    def seat_names(self) -> dict[int, SeatLook]:
        to_act = self.state.to_act
        return {
            seat: SeatLook(f"Seat {seat}", seat == to_act, not self.session.seat(seat).is_human)
            for seat in range(1, self.state.players + 1)
        }

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.covered:
            self._cover().draw(surface, self.ctx.theme, self.ctx.text, self.ctx.frame)
        elif self.setup_screen is not None and self.state.phase is Phase.SETUP:
            self.setup_screen.draw(surface, self.ctx.look, self.ctx.frame, self.ctx.palette)
        elif self.state.phase is Phase.DRAFT and self.person_playing:
            self.draft.draw(surface, self.ctx.look, self.ctx.frame, self.state)
        else:
            self._draw_table(surface)
        self._draw_bar(surface)

    def _cover(self) -> Cover:
        seat = self.session.to_act or self.viewer
        if self.state.phase is Phase.BATTERY:
            why = "Your Battery Tower may block an attack."
        elif self.state.phase is Phase.SETUP:
            why = "Choose your King, defence and discards."
        else:
            why = f"Seat {seat} to play."
        return Cover(seat, why)

    def _draw_table(self, surface: pygame.Surface) -> None:
        playing = self.person_playing and self.state.phase is Phase.PLAY
        drop = None
        if self.dragging:
            zone = self.board.zone_at(self.mouse, self._all_zones())
            if zone is not None:
                command, problem = self.controls.drop_on(zone)
                drop = (zone, command is not None and problem is None)
        decor = Decor(
            selected=frozenset(self.controls.selection),
            drop=drop,
            targets=self.controls.drop_zones() if playing else (),
            names=self.seat_names(),
            hand_numbers=playing,
        )
        self.board.draw(surface, decor)
        self._draw_side(surface)
        self._draw_drag(surface)
        self._draw_message(surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        layout, ctx = self.board.layout, self.ctx
        if ctx.log_open:
            self._log_panel().draw(surface, self.log_view())
        else:
            self._info(surface)
        painter = PanelPainter(ctx.theme, ctx.text, ctx.frame, ctx.palette, self.mouse)
        painter.draw(surface, layout.panel, self._panel_content())

    def _panel_content(self) -> PanelContent:
        outcome = self.game.outcome
        if outcome is not None:
            return PanelContent("The game is over", [line(outcome_summary(outcome, self.viewer))])
        if self.person_playing:
            return self.controls.content()
        seat = self.session.to_act
        if self.animating:
            return PanelContent(f"Seat {seat} to play", [line("…", Tone.DIM)])
        if self.play.person_acting:
            return PanelContent(f"Seat {seat} decides", [line("Waiting for them…", Tone.DIM)])
        words = "The computer plays at a readable pace; a click or a key hurries it."
        return PanelContent(f"Seat {seat} is playing", [line(words, Tone.DIM)])

    def _info(self, surface: pygame.Surface) -> None:
        rect = self.board.layout.info
        ctx = self.ctx
        colors, frame = ctx.theme.colors, ctx.frame
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=200, radius=frame.px(12))
        font = ctx.text.body_font(frame.px(13))
        y = rect.top + frame.px(10)
        for words, tone in info_lines(self.seen(), self.viewer):
            color = tone_color(ctx.theme, tone)
            for piece in wrap(words, font, rect.width - frame.px(24)):
                if y + font.get_linesize() > rect.bottom - frame.px(6):
                    return
                blit_text(
                    surface,
                    ctx.text.body(piece, frame.px(13), color),
                    "topleft",
                    (rect.left + frame.px(12), y),
                )
                y += font.get_linesize()

    def _draw_drag(self, surface: pygame.Surface) -> None:
        """The dragged cards under the pointer, and what dropping them would do."""
        if not self.dragging:
            return
        width = self.ctx.frame.px(70)
        for index, key in enumerate(self.dragging):
            place = self.card_at(key)
            if place is None or place[1] is None:
                continue
            image = self.ctx.art.face(face(place[1]), width)
            surface.blit(
                image, (self.mouse[0] - width // 2 + index * width // 3, self.mouse[1] - width // 2)
            )

    def _draw_message(self, surface: pygame.Surface) -> None:
        words, warns = self.current_message()
        if self.dragging:
            zone = self.board.zone_at(self.mouse, self._all_zones())
            if zone is not None:
                command, problem = self.controls.drop_on(zone)
                words = problem or (option_detail(command, self.seen()) if command else "")
                warns = problem is not None
            else:
                words, warns = DROP_GUIDE, False
        if not words:
            return
        colors, frame = self.ctx.theme.colors, self.ctx.frame
        color = colors.danger if warns else colors.highlight
        label = self.ctx.text.body(words, frame.px(15), color, bold=True)
        at = self.board.layout.message_point()
        rect = label.get_rect(center=(round(at[0]), round(at[1])))
        draw_panel(
            surface,
            rect.inflate(frame.px(20), frame.px(8)),
            colors.panel,
            color,
            alpha=235,
            radius=frame.px(14),
        )
        surface.blit(label, rect)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        clock = ""
        if self.state.options.speed and self.turn_clock:
            clock = f"{max(0, math.ceil(SPEED_TURN_SECONDS - self.turn_clock))} s left"
        words = (self.session.game.progress(self.state), self.game.assisted, clock)
        self.badges = draw_bar(surface, ctx.theme, ctx.text, ctx.frame, words)
        buttons = self.top_buttons()
        draw_buttons(
            surface, buttons, text=ctx.text, palette=ctx.palette, mouse=self.mouse, focused=None
        )
        self._tooltip(surface, buttons)

    def _tooltip(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        ctx = self.ctx
        everything = buttons if self.covered else [*buttons, *self.controls.buttons]
        tip = tip_for(everything, [], mouse=self.mouse, text=ctx.text, theme=ctx.theme)
        pointed = next((b.rect for b in everything if b.rect.collidepoint(self.mouse)), None)
        if not tip and not self.covered:
            spots = [*self.badges, *self.board.tips]
            found = next(
                ((rect, words) for rect, words in spots if rect.collidepoint(self.mouse)), None
            )
            if found is not None:
                pointed, tip = found
        if tip and pointed is not None and not self.dragging:
            draw_tooltip(
                surface, tip, pointed, text_cache=ctx.text, theme=ctx.theme, frame=ctx.frame
            )
