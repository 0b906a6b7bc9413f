"""Watching a game again: the board at any moment of a recorded game.

Stepping back is instant (the game keeps every state); stepping forward plays the move's
events with the table's own choreography. By default the board shows what the players saw: the
hand of the seat to act, the others face down. The spoiler switch shows every hand and the
tavern's order. "Play from here" starts a new game at the current moment (a branch: the
replayed record is not touched), marked assisted.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import ALL_SEATS, EnemyDefeated, Game, GameState
from regicide.games.regicide.narrate import move_line, replay_caption, tavern_order_text
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.layout import ReplayLayout, Sight
from regicide.games.regicide.ui.replay_parts import MoveList, ScrubBar
from regicide.games.regicide.ui.table_controls import lay_top_row
from regicide.play.gamelog import GameLog
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.scene import Scene
from regicide.ui.widgets import (
    Button,
    FocusRing,
    blit_text,
    button_at,
    draw_panel,
    fit_label,
    wrap,
)

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BETWEEN_MOVES = 0.6  # seconds at 1x between one move's animation and the next, when playing
HANDOVER = 0.3


class ReplayScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        game: Game,
        title: str,
        branch: Callable[[Game], None],
        *,
        back: Callable[[], None] | None = None,
    ) -> None:
        """`game` holds the whole recorded game; `branch` plays a game from a moment of it;
        `back` leaves (default: back to the scene below)."""
        self.ctx = ctx
        self.branch = branch
        self.game = game
        self.title = title
        self.turns = game.history
        self.position = 0
        self.playing = False
        self.speed = 1
        self.spoilers = False
        self.wait = 0.0
        self.mouse = (-1, -1)
        self.scrubbing = False
        self.focus = FocusRing()  # Tab / Shift+Tab over the buttons, Enter presses one
        self._back = back
        start = game.state_after(0)
        self.board = Board(ctx.look, ctx.frame, start, self._sight(start))
        self.board.sync(start)
        self.log = GameLog()
        self.log_back = 0
        self.defeats = tuple(
            index
            for index, turn in enumerate(self.turns, 1)
            if any(isinstance(event, EnemyDefeated) for event in turn.events)
        )

    # -- where the replay stands ------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self.turns)

    @property
    def state(self) -> GameState:
        return self.game.state_after(self.position)

    def _sight(self, state: GameState) -> Sight:
        """The seat to act faces the screen; with spoilers on, every hand is shown."""
        return Sight(state.current, open_hands=self.spoilers or state.rules.open_hands)

    # -- moving through it ------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        """Jump to just after move `position` (0: the deal), at once."""
        self.board.skip()
        self.position = max(0, min(self.moves, position))
        state = self.state
        self.board.sight = self._sight(state)
        self.board.sync(state)

    def forward(self) -> None:
        """The next move, animated as it was played."""
        if self.position >= self.moves:
            self.playing = False
            return
        self.board.skip()
        before = self.state
        self.board.sight = self._sight(before)
        self.position += 1
        self.board.play(before, self.turns[self.position - 1].events)

    def back(self) -> None:
        self.playing = False
        self.go_to(self.position - 1)

    def toggle_play(self) -> None:
        if self.position >= self.moves:
            self.go_to(0)
        self.playing = not self.playing
        self.wait = 0.0

    def toggle_spoilers(self) -> None:
        self.spoilers = not self.spoilers
        self.go_to(self.position)

    def faster(self, step: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + step))

    def play_from_here(self) -> None:
        """A new game from this moment: the same start and the same luck for the moves so far,
        then the player's own moves. It is assisted: its player has seen what came next."""
        record_game = Game(self.game.origin, self.game.setup, self.game.seed)
        for turn in self.turns[: self.position]:
            record_game.submit(turn.command)
        record_game.assisted = True
        self.branch(record_game)

    def toggle_log(self) -> None:
        self.ctx.log_open = not self.ctx.log_open
        self.log_back = 0

    def log_view(self) -> LogView:
        """The log up to this moment, as the shown seat knew it (every seat's knowledge with
        spoilers on)."""
        seat = ALL_SEATS if self.spoilers else self.state.current
        lines = self.log.lines(GAME, self.game, seat, self.position)
        rect = self.board.layout.log_panel
        if self.spoilers:  # room under it for the tavern's order
            rect = ReplayLayout(self.ctx.frame).log_and_spoilers()[0]
        return LogView(rect, lines, self.log_back)

    def leave(self) -> None:
        if self._back is not None:
            self._back()
        else:
            self.ctx.stack.pop()

    # -- scene hooks ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.ctx.frame != self.board.frame:
            self.board.resize(self.ctx.frame)
        speed = SPEEDS[self.speed]
        self.board.update(dt, self.ctx.settings.speed_factor * speed or speed)
        if self.board.animating:
            return
        viewer = self._sight(self.state)
        if viewer != self.board.sight:
            before = self.state
            self.board.sight = viewer
            self.board.slide(before, before, HANDOVER)
        elif self.playing:
            self.wait -= dt * speed
            if self.wait <= 0:
                self.forward()
                self.wait = BETWEEN_MOVES

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            back = event.mod & pygame.KMOD_SHIFT
            self.focus.move(len(self.buttons()), -1 if back else 1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self._focused()
            if focused is not None:
                focused.press()
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.scrubbing:
                self.go_to(self._scrub_bar().position_at(event.pos[0]))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = False
        elif event.type == pygame.MOUSEWHEEL and self.ctx.log_open:
            panel = LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)
            self.log_back = panel.scrolled(self.log_view(), event.y * 3)

    def _key(self, key: int) -> None:
        actions: dict[int, Callable[[], None]] = {
            pygame.K_ESCAPE: self.leave,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_RIGHT: self._step_forward,
            pygame.K_LEFT: self.back,
            pygame.K_HOME: lambda: self._jump(0),
            pygame.K_END: lambda: self._jump(self.moves),
            pygame.K_s: self.toggle_spoilers,
            pygame.K_l: self.toggle_log,
            pygame.K_p: self.play_from_here,
            pygame.K_MINUS: lambda: self.faster(-1),
            pygame.K_KP_MINUS: lambda: self.faster(-1),
            pygame.K_EQUALS: lambda: self.faster(1),
            pygame.K_PLUS: lambda: self.faster(1),
            pygame.K_KP_PLUS: lambda: self.faster(1),
        }
        action = actions.get(key)
        if action is not None:
            action()

    def _focused(self) -> Button | None:
        buttons = self.buttons()
        self.focus.clamp(len(buttons))
        return buttons[self.focus.index] if self.focus.index is not None else None

    def _step_forward(self) -> None:
        self.playing = False
        self.forward()

    def _jump(self, position: int) -> None:
        self.playing = False
        self.go_to(position)

    def _click(self, point: tuple[int, int]) -> None:
        button = button_at(self.buttons(), point)
        if button is not None:
            button.press()
            return
        if self._scrub_bar().hit(point):
            self.scrubbing = True
            self._jump(self._scrub_bar().position_at(point[0]))
            return
        move = self._move_list().move_at(point)
        if move is not None:
            self._jump(move + 1)

    # -- drawing ----------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        """The top bar's buttons, the transport row and the speed row."""
        frame, layout = self.ctx.frame, self._layout()
        top = self._laid_top_buttons()
        speeds, keys = layout.speed_rects()
        rows = (
            (self._transport_buttons(), [layout.transport(index) for index in range(5)], 16),
            (self._speed_buttons(), speeds, 15),
        )
        laid: list[Button] = top
        for buttons, places, size in rows:
            for button, place in zip(buttons, places, strict=True):
                button.rect, button.font_size = place, frame.px(size)
            laid += buttons
        if not keys:  # no room: the tooltips say them (KEYS)
            for button in rows[1][0]:
                button.hint = ""
        return laid

    def _layout(self) -> ReplayLayout:
        """The replay's controls, their speed buttons as big as the UI scale makes words."""
        return ReplayLayout(self.ctx.frame, self.board.layout)

    def _laid_top_buttons(self) -> list[Button]:
        """The top bar's buttons from the right, as wide as their words (as the table's)."""
        top = self._top_buttons()
        lay_top_row(top, self.board.layout, self.game.assisted)
        return top

    def _top_buttons(self) -> list[Button]:
        spoilers = "Spoilers: " + ("On" if self.spoilers else "Off")
        return [
            Button("Back", self.leave, hint="Esc"),
            Button(spoilers, self.toggle_spoilers, hint="S"),
            Button("Play from here", self.play_from_here, hint="P"),
            Button("Hide log" if self.ctx.log_open else "Log", self.toggle_log, hint="L"),
        ]

    def _transport_buttons(self) -> list[Button]:
        start, end = self.position == 0, self.position >= self.moves
        first, last = "At the start.", "At the end."
        return [
            Button("Start", lambda: self._jump(0), not start, first, "Home", icon="start"),
            Button("Back one move", self.back, not start, first, "←", icon="back"),
            Button(
                "Pause" if self.playing else "Play",
                self.toggle_play,
                hint="Space",
                icon="pause" if self.playing else "play",
            ),
            Button("Forward one move", self._step_forward, not end, last, "→", icon="forward"),
            Button("End", lambda: self._jump(self.moves), not end, last, "End", icon="end"),
        ]

    def _speed_buttons(self) -> list[Button]:
        slowest, fastest = self.speed == 0, self.speed == len(SPEEDS) - 1
        shown = f"{SPEEDS[self.speed]:g}×"
        return [
            Button("Slower", lambda: self.faster(-1), not slowest, "Slowest already.", "−"),
            Button(shown, lambda: self.faster(1), not fastest, "Fastest already."),
            Button("Faster", lambda: self.faster(1), not fastest, "Fastest already.", "+"),
        ]

    def _scrub_bar(self) -> ScrubBar:
        return ScrubBar(self._layout().scrub, self.moves, self.position, self.defeats)

    def _move_list(self) -> MoveList:
        lines = []
        for index, turn in enumerate(self.turns):
            seat = self.game.state_after(index).current
            lines.append(move_line(seat, self.game.state.players, turn.command))
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(13), bold=True)
        step = max(frame.px(22), font.get_linesize() + frame.px(4))  # taller as the words are
        rect = self._layout().moves
        header = self._title_header()
        return MoveList(rect, lines, self.position - 1, step, font, frame.px(6), header)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        caption = replay_caption(self.position, self.moves, self.state.status)
        current = self.position - 1
        if current >= 0:
            line = move_line(
                self.game.state_after(current).current,
                self.state.players,
                self.turns[current].command,
            )
            caption = f"{caption} · {line}"
        decor = Decor(
            banner=caption, mouse=self.mouse, watching=True, seat_panels=not self.ctx.log_open
        )
        self.board.draw(surface, decor)
        chrome = Chrome(ctx.theme, ctx.text, ctx.palette, self.board.layout, self.mouse)
        left = min(button.rect.left for button in self._laid_top_buttons())
        badges = chrome.top_bar(surface, self.board.view.enemies_defeated, self.game.assisted, left)
        marks = self._scrub_bar().marks(ctx.frame)
        badges += self.board.tips() + [(r.inflate(ctx.frame.px(8), 0), w) for r, w in marks]
        if self.ctx.log_open:  # nothing under the log panel answers the pointer
            badges = [
                badge for badge in badges if not badge[0].colliderect(self.board.layout.log_panel)
            ]
        self._move_list().draw(surface, ctx.theme, ctx.text, ctx.frame)
        title = self._title(surface)
        self._scrub_bar().draw(surface, ctx.theme, ctx.frame)
        buttons = self.buttons()
        chrome.buttons(surface, buttons, self._focused())
        if self.spoilers and self.ctx.log_open:  # one column holding both, nothing between
            c = ctx.theme.colors
            column = self.board.layout.log_panel
            draw_panel(surface, column, c.panel, c.panel, alpha=255, radius=ctx.frame.px(10))
        if self.spoilers:
            self._tavern_order(surface)
        if self.ctx.log_open:
            LogPanel(ctx.theme, ctx.text, ctx.frame).draw(surface, self.log_view())
        tip = chrome.tip_for(buttons, ())
        if tip:
            chrome.tooltip(
                surface, tip, next(b.rect for b in buttons if b.rect.collidepoint(self.mouse))
            )
        elif title.collidepoint(self.mouse) and title.width < self._title_width():
            chrome.tooltip(surface, f"Replay · {self.title}", title)
        else:
            badge = next(((r, words) for r, words in badges if r.collidepoint(self.mouse)), None)
            if badge is not None:
                chrome.tooltip(surface, badge[1], badge[0])

    def _title(self, surface: pygame.Surface) -> pygame.Rect:
        """The replay's title, shortened with "…" to its room (the tooltip says it whole):
        over the list of moves, or at the top inside the list (on up to two lines) when the
        UI scale makes it taller than the line kept for it; where it is drawn."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        layout = ReplayLayout(frame)
        if not self._title_inside():
            text = f"Replay · {self.title}"
            room = layout.title.width
            label = fit_label(self.ctx.text, text, room, frame.px(13), colors.accent, bold=True)
            return blit_text(surface, label, "midright", layout.title.midright)
        drawn = pygame.Rect(layout.moves.left + frame.px(12), layout.moves.top + frame.px(8), 0, 0)
        for line in self._title_lines():
            label = self.ctx.text.body(line, frame.px(13), colors.accent, bold=True)
            drawn.union_ip(blit_text(surface, label, "topleft", drawn.bottomleft))
        return drawn

    def _title_lines(self) -> list[str]:
        """The title (without "Replay ·") wrapped to the list's width: two lines at most, the
        second cut short with "…" if the title is longer."""
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(13), bold=True)
        room = ReplayLayout(frame).moves.width - frame.px(24)
        lines = wrap(self.title, font, room)  # inside the list, it is clearly the replay's
        if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
            return lines
        second = " ".join(lines[1:])
        while len(second) > 1 and font.size(second + "…")[0] > room:
            second = second[:-1]
        return [lines[0], second.rstrip() + "…"]

    def _title_header(self) -> int:
        """Window px the title takes at the top of the list of moves (0 when it is over it)."""
        if not self._title_inside():
            return 0
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(13), bold=True)
        return font.get_linesize() * len(self._title_lines()) + frame.px(6)

    def _title_inside(self) -> bool:
        """Whether the title goes inside the list of moves (its line over it is too low)."""
        line = self.ctx.text.body_font(self.ctx.frame.px(13)).get_linesize()
        return line > ReplayLayout(self.ctx.frame).title.height

    def _title_width(self) -> int:
        """How wide the whole title is, unshortened."""
        text, frame = f"Replay · {self.title}", self.ctx.frame
        return self.ctx.text.body(text, frame.px(13), (0, 0, 0), bold=True).get_width()

    def _tavern_order(self, surface: pygame.Surface) -> None:
        """Spoilers: the tavern, top first (R-INFO-2 hides it from the players). The box is
        fixed: when the UI scale leaves it too few lines, the last one shown ends in "…"."""
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        layout = ReplayLayout(frame)
        box = layout.log_and_spoilers()[1] if self.ctx.log_open else layout.tavern_order
        draw_panel(surface, box, colors.panel, colors.danger, alpha=235, radius=frame.px(10))
        room = box.width - frame.px(16)
        head = fit_label(text, "Tavern, top first", room, frame.px(12), colors.danger, bold=True)
        at = blit_text(surface, head, "topleft", (box.left + frame.px(8), box.top + frame.px(6)))
        font = text.body_font(frame.px(12))
        lines = wrap(tavern_order_text(self.state.tavern), font, room)
        step = max(frame.px(16), font.get_linesize())
        top = max(box.top + frame.px(24), at.bottom + 2)
        fit = max(1, (box.bottom - frame.px(3) - top - font.get_height()) // step + 1)
        if len(lines) > fit:
            lines = [*lines[: fit - 1], _cut(lines[fit - 1], font, room)]
        for index, line in enumerate(lines):
            image = text.body(line, frame.px(12), colors.text)
            blit_text(surface, image, "topleft", (box.left + frame.px(8), top + index * step))


def _cut(words: str, font: pygame.font.Font, width: int) -> str:
    """`words` and "…", whole words dropped from the end until it is at most `width` pixels
    wide in `font`."""
    while " " in words and font.size(f"{words} …")[0] > width:
        words = words.rsplit(" ", 1)[0]
    return f"{words} …"
