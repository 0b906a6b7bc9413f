"""Watching a game again, any game: its board at any moment of a recorded game.

Stepping back is instant (the game keeps every state); stepping forward plays the move's
events with the game's own choreography (its `ReplayBoard`). By default the board shows what
the players saw: the hand of the seat to act, the others face down. The spoiler switch shows
every hand and whatever else was hidden. "Play from here" starts a new game at the current
moment (a branch: the replayed record is not touched), marked assisted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from regicide.games.protocol import ALL_SEATS, GameDef, Match, ResultKind, SeatNames
from regicide.i18n import N_, _, decimal, language
from regicide.play.gamelog import GameLog
from regicide.ui.bar import draw_buttons, draw_tooltip, tip_for
from regicide.ui.context import AppContext
from regicide.ui.kits import NamedSeats, TeamReplay, kit_of
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.replay_parts import MoveList, ReplayLayout, ScrubBar
from regicide.ui.scene import Scene
from regicide.ui.widgets import (
    Button,
    FocusRing,
    blit_text,
    button_at,
    cut_short,
    fit_label,
    wrap_balanced,
)

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BETWEEN_MOVES = 0.6  # seconds at 1x between one move's animation and the next, when playing
#: A finished game's result, as the replay's banner says it.
RESULT_WORDS = {ResultKind.WON: N_("won"), ResultKind.LOST: N_("lost"), ResultKind.DRAW: N_("draw")}


class ReplayScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        kind: GameDef,
        game: Match,
        title: str,
        *,
        back: Callable[[], None] | None = None,
        branch: Callable[[Match], None] | None = None,
        names: SeatNames = (),
        players: Sequence[str] = (),
    ) -> None:
        """`game` (of the game `kind`) holds the whole recorded game; `branch` plays on from a
        moment of it ("Play from here"; default: as the game in progress); `back` leaves
        (default: back to the scene below); `names` call the seats as the table did ("You",
        "Strong AI"; none: the game's own "Seat 1"…); `players` say who sat where (each
        seat's computer player, "" for a person: a game that names its teammates itself
        calls them so, `TeamReplay`)."""
        self.ctx = ctx
        self.kind = kind
        self.branch = branch or ctx.navigation.branch(kind)
        self.game = game
        self.title = title
        self.names = tuple(names)
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
        self.board = kit_of(kind).replay_board(ctx, game)
        if players and isinstance(self.board, TeamReplay):  # people only too: solo's "You"
            self.names = tuple(self.board.seat_team(players))
        elif self.names and isinstance(self.board, NamedSeats):
            self.board.name_seats(self.names)
        self.board.show(0, self.spoilers)
        self.log = GameLog()
        self.log_back = 0
        self.moments = self.board.marks()
        # by viewer (None: spoilers) and language
        self._move_lines: dict[tuple[int | None, str], list[str]] = {}
        self._frame = ctx.frame

    # -- where the replay stands ------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self.turns)

    @property
    def over(self) -> bool:
        """Whether the game is over at this moment."""
        return self.kind.to_act(self.game.state_after(self.position)) is None

    # -- moving through it ------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        """Jump to just after move `position` (0: the deal), at once."""
        self.board.skip()
        self.position = max(0, min(self.moves, position))
        self.board.show(self.position, self.spoilers)

    def forward(self) -> None:
        """The next move, animated as it was played."""
        if self.position >= self.moves:
            self.playing = False
            return
        self.board.skip()
        self.position += 1
        self.board.play(self.position, self.spoilers)

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
        data = self.kind.record_data(self.game, {})
        data["moves"] = data["moves"][: self.position]
        data["events"] = data["events"][: self.position + 1]
        branched, _ = self.kind.read_match(data)
        branched.assisted = True
        self.branch(branched)

    def toggle_log(self) -> None:
        self.ctx.log_open = not self.ctx.log_open
        self.log_back = 0

    @property
    def viewer(self) -> int | None:
        """Whose knowledge the replay shows: the seat to act at this moment (the seat the
        board is handed to; once the game is over, its first winner), or None with spoilers
        on (everything)."""
        if self.spoilers:
            return None
        seat = self.kind.to_act(self.game.state_after(self.position))
        if seat is not None:
            return seat
        result = self.kind.result(self.game)  # over: the winner's view, as the boards show it
        return result.winners[0] if result is not None and result.winners else 1

    def log_view(self) -> LogView:
        """The log up to this moment, as the shown seat knew it (every seat's knowledge with
        spoilers on)."""
        viewer = self.viewer
        seat = ALL_SEATS if viewer is None else viewer
        lines = self.log.lines(self.kind, self.game, seat, self.position, self.names)
        return LogView(self.board.log_rect(self.spoilers), lines, self.log_back)

    def leave(self) -> None:
        if self._back is not None:
            self._back()
        else:
            self.ctx.stack.pop()

    # -- scene hooks ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        speed = SPEEDS[self.speed]
        self.board.update(dt, self.ctx.settings.speed_factor * speed or speed)
        if self.board.animating:
            return
        if self.board.settle(self.position, self.spoilers):
            return
        if self.playing:
            self.wait -= dt * speed
            if self.wait <= 0:
                self.forward()
                self.wait = BETWEEN_MOVES

    def next_frame_in(self) -> float | None:
        """The board's own needs; while playing at rest, the next move's time; paused, only
        input changes what shows."""
        board = self.board.next_frame_in()
        speed = SPEEDS[self.speed]
        if not self.playing or board is not None:
            return board
        return max(0.0, self.wait) / speed

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            back = event.mod & pygame.KMOD_SHIFT
            buttons = self.buttons()
            self.focus.move(len(buttons), -1 if back else 1, [b.enabled for b in buttons])
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
        if not keys:  # no room: the tooltips say them
            for button in rows[1][0]:
                button.hide_hint()
        return laid

    def _layout(self) -> ReplayLayout:
        """The replay's controls, their speed buttons as big as the UI scale makes words."""
        return ReplayLayout(self.ctx.frame, self.ctx.text)

    def _laid_top_buttons(self) -> list[Button]:
        """The top bar's buttons from the right, as wide as their words (as the table's)."""
        top = self._top_buttons()
        self.board.lay_top_row(top)
        return top

    def _top_buttons(self) -> list[Button]:
        spoilers = _("Spoilers: On") if self.spoilers else _("Spoilers: Off")
        return [
            Button(_("Back"), self.leave, hint=_("Esc")),
            Button(spoilers, self.toggle_spoilers, hint="S"),
            Button(_("Play from here"), self.play_from_here, hint="P"),
            Button(_("Hide log") if self.ctx.log_open else _("Log"), self.toggle_log, hint="L"),
        ]

    def _transport_buttons(self) -> list[Button]:
        start, end = self.position == 0, self.position >= self.moves
        first, last = _("At the start."), _("At the end.")
        return [
            Button(_("Start"), lambda: self._jump(0), not start, first, _("Home"), icon="start"),
            Button(_("Back one move"), self.back, not start, first, "←", icon="back"),
            Button(
                _("Pause") if self.playing else _("Play"),
                self.toggle_play,
                hint=_("Space"),
                icon="pause" if self.playing else "play",
            ),
            Button(_("Forward one move"), self._step_forward, not end, last, "→", icon="forward"),
            Button(_("End"), lambda: self._jump(self.moves), not end, last, _("End"), icon="end"),
        ]

    def _speed_buttons(self) -> list[Button]:
        slowest, fastest = self.speed == 0, self.speed == len(SPEEDS) - 1
        shown = speed_label(SPEEDS[self.speed])
        return [
            Button(_("Slower"), lambda: self.faster(-1), not slowest, _("Slowest already."), "−"),
            Button(shown, lambda: self.faster(1), not fastest, _("Fastest already.")),
            Button(_("Faster"), lambda: self.faster(1), not fastest, _("Fastest already."), "+"),
        ]

    def _scrub_bar(self) -> ScrubBar:
        return ScrubBar(self._layout().scrub, self.moves, self.position, self.moments)

    def move_lines(self) -> list[str]:
        """Every move in a few words, as the viewer knew it when it was made (spoilers:
        every card named)."""
        viewer = self.viewer
        key = (viewer, language())  # the words change only with the seat and the language
        if key not in self._move_lines:
            self._move_lines[key] = [
                self.kind.move_text(self.game, index, viewer, self.names)
                for index in range(self.moves)
            ]
        return self._move_lines[key]

    def _move_list(self) -> MoveList:
        lines = self.move_lines()
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(13), bold=True)
        step = max(frame.px(22), font.get_linesize() + frame.px(4))  # taller as the words are
        rect = self._layout().moves
        header = self._title_header()
        return MoveList(rect, lines, self.position - 1, step, font, frame.px(6), header)

    def caption(self) -> str:
        """The banner's words: where the replay stands, whose view it shows (every hand
        with spoilers on), and the move just made."""
        ending = ""
        if self.over and self.position == self.moves:
            result = self.kind.result(self.game)
            ending = f" · {_(RESULT_WORDS[result.kind])}" if result is not None else ""
        where = _("Replay: move {move} of {moves}").format(move=self.position, moves=self.moves)
        caption = f"{where}{ending} · {self._seen()}"
        if self.position:
            move = self.kind.move_text(self.game, self.position - 1, self.viewer, self.names)
            caption += f" · {move}"
        return caption

    def _seen(self) -> str:
        """Whose view the board shows, by the seat's name ("your view", "Strong AI's view")."""
        if self.viewer is None:
            return _("all hands shown")
        name = self.names[self.viewer - 1] if self.viewer <= len(self.names) else ""
        if name == _("You"):
            return _("your view")
        return _("{seat}'s view").format(seat=name or _("Seat {seat}").format(seat=self.viewer))

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        buttons = self.buttons()
        badges = self.board.draw(surface, self.caption(), self.mouse, ctx.log_open)
        marks = self._scrub_bar().marks(ctx.frame)
        badges += [(r.inflate(ctx.frame.px(8), 0), w) for r, w in marks]
        log_rect = self.board.log_rect(self.spoilers)
        if ctx.log_open:  # nothing under the log panel answers the pointer
            badges = [badge for badge in badges if not badge[0].colliderect(log_rect)]
        self._move_list().draw(surface, ctx.theme, ctx.text, ctx.frame)
        title = self._title(surface)
        self._scrub_bar().draw(surface, ctx.theme, ctx.frame)
        draw_buttons(
            surface,
            buttons,
            text=ctx.text,
            palette=ctx.palette,
            mouse=self.mouse,
            focused=self._focused(),
        )
        if self.spoilers:
            self.board.draw_spoilers(surface, self.position, ctx.log_open)
        if ctx.log_open:
            LogPanel(ctx.theme, ctx.text, ctx.frame).draw(surface, self.log_view())
        self._tooltip(surface, buttons, badges, title)

    def _tooltip(
        self,
        surface: pygame.Surface,
        buttons: list[Button],
        badges: list[tuple[pygame.Rect, str]],
        title: pygame.Rect,
    ) -> None:
        """A button's tooltip, else the title's when it was shortened, else a badge's."""
        ctx = self.ctx
        tip = tip_for(buttons, (), mouse=self.mouse, text=ctx.text, theme=ctx.theme)
        if tip:
            anchor = next(b.rect for b in buttons if b.rect.collidepoint(self.mouse))
        elif title.collidepoint(self.mouse) and title.width < self._title_width():
            tip, anchor = self._full_title(), title
        else:
            badge = next(((r, words) for r, words in badges if r.collidepoint(self.mouse)), None)
            if badge is None:
                return
            anchor, tip = badge
        draw_tooltip(surface, tip, anchor, text_cache=ctx.text, theme=ctx.theme, frame=ctx.frame)

    def _title(self, surface: pygame.Surface) -> pygame.Rect:
        """The replay's title, shortened with "…" to its room (the tooltip says it whole):
        over the list of moves, or at the top inside the list (on up to two lines) when the
        UI scale makes it taller than the line kept for it; where it is drawn."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        layout = ReplayLayout(frame)
        if not self._title_inside():
            text = self._full_title()
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
        title = self.title[:1].upper() + self.title[1:]  # alone, "this game" opens a line
        lines = wrap_balanced(title, font, room)  # in the list, clearly the replay's
        if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
            return lines
        kept = cut_short(lines, 2, font, room)
        return [  # a word wider than the list, with nowhere to break it: cut too
            line if font.size(line)[0] <= room else cut_short([line, ""], 1, font, room)[0]
            for line in kept
        ]

    def _full_title(self) -> str:
        """ "Replay · 2026-11-23 10:45": the title over the list of moves."""
        return _("Replay · {title}").format(title=self.title)

    def _title_header(self) -> int:
        """Window px the title takes at the top of the list of moves (0 when it is over it)."""
        if not self._title_inside():
            return 0
        frame, text = self.ctx.frame, self.ctx.text
        font = text.body_font(frame.px(13), bold=True)
        return font.get_linesize() * len(self._title_lines()) + frame.px(6)

    def _title_inside(self) -> bool:
        """Whether the title goes inside the list of moves: its line over it is too low, or
        too narrow for the whole title (two lines inside beat one cut short)."""
        line = self.ctx.text.body_font(self.ctx.frame.px(13)).get_linesize()
        room = ReplayLayout(self.ctx.frame).title
        return line > room.height or self._title_width() > room.width

    def _title_width(self) -> int:
        """How wide the whole title is, unshortened."""
        text, frame = self._full_title(), self.ctx.frame
        return self.ctx.text.body(text, frame.px(13), (0, 0, 0), bold=True).get_width()


def speed_label(speed: float) -> str:
    """A replay speed as the language writes the number: "0.5×", "0,5×", "2×"."""
    return decimal(speed, 0 if speed.is_integer() else 1) + "×"
