"""Regicide's board in the replay viewer (`regicide.ui.kits.ReplayBoard`): the table as the
seat to act saw it at each moment (every hand and the tavern's order with spoilers), its top
bar with the castle's crowns, and each enemy's defeat marked on the scrub bar."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from regicide.games.protocol import SeatNames
from regicide.games.regicide.engine import EnemyDefeated, Game, GameState
from regicide.games.regicide.narrate import defeat_mark_tip, tavern_order_text
from regicide.games.regicide.narrate.marks import Mark as GameMark
from regicide.games.regicide.narrate.marks import game_marks
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.layout import Sight, pile_name
from regicide.games.regicide.ui.table_controls import lay_top_row
from regicide.games.regicide.ui.team import Team
from regicide.i18n import _
from regicide.play.seating import addressed_among
from regicide.ui.context import AppContext
from regicide.ui.replay_parts import BoardClock, Mark
from regicide.ui.widgets import (
    Button,
    blit_text,
    boxed_label,
    cut_short,
    draw_panel,
    fit_label,
    fits_whole,
    wrap,
)

HANDOVER = 0.3  # seconds the next seat's hand takes to slide in
KINGS_FROM = 8  # the enemies from the ninth on are the Kings (R-SETUP-1)
TAVERN_SHOWN = (16, 12, 8, 4)  # the tavern's cards named in turn until the words fit the box


class RegicideReplayBoard(BoardClock[Board]):
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.ctx = ctx
        self.game = game
        start = game.state_after(0)
        self.board = Board(ctx.look, ctx.frame, start, self._sight(start, spoilers=False))
        self.board.seats_right = False  # the move list and the transport hold the right
        self.buttons_left = 0  # window x where the viewer's top buttons begin
        self.team = Team(start.players)  # people only, until the record says otherwise

    def seat_team(self, players: Sequence[str]) -> SeatNames:
        """The seats of the record (`players`: each seat's computer player, "" for a person)
        named, drawn and badged as the table did: a computer teammate by its name, face and
        strength ("Rowan", "Strong"), the one person "You", people sharing the screen "Seat
        N" (`Team.called`)."""
        computers = {seat: name for seat, name in enumerate(players, 1) if name}
        you = addressed_among([not name for name in players])
        self.team = Team(self.game.state.players, computers, you)
        self.board.names, self.board.you = self.team.names, self.team.you
        return self.team.called

    def _sight(self, state: GameState, *, spoilers: bool) -> Sight:
        """The seat to act faces the screen; with spoilers on, every hand is shown."""
        return Sight(state.current, open_hands=spoilers or state.rules.open_hands)

    def show(self, position: int, spoilers: bool) -> None:
        state = self.game.state_after(position)
        self.board.sight = self._sight(state, spoilers=spoilers)
        self.board.sync(state)

    def play(self, position: int, spoilers: bool) -> None:
        before = self.game.state_after(position - 1)
        self.board.sight = self._sight(before, spoilers=spoilers)
        self.board.play(before, self.game.history[position - 1].events)

    def settle(self, position: int, spoilers: bool) -> bool:
        state = self.game.state_after(position)
        viewer = self._sight(state, spoilers=spoilers)
        if viewer == self.board.sight:
            return False
        self.board.sight = viewer
        self.board.slide(state, state, HANDOVER)
        return True

    def lay_top_row(self, buttons: list[Button]) -> None:
        lay_top_row(buttons, self.board.layout, [mark.words for mark in self.game_marks()])
        self.buttons_left = min((button.rect.left for button in buttons), default=0)

    def game_marks(self) -> list[GameMark]:
        """The game's marks in the top bar: help used, a stated position."""
        return game_marks(None, self.game.assisted, (), self.game.dealt)

    def draw(
        self, surface: pygame.Surface, caption: str, mouse: tuple[int, int], log_open: bool
    ) -> list[tuple[pygame.Rect, str]]:
        ctx = self.ctx
        team = self.team
        decor = Decor(
            banner=caption,
            mouse=mouse,
            watching=True,
            left_seats=not log_open,
            computers=frozenset(team.computers),
            faces=team.faces,
            levels=team.badges(),
        )
        self.board.draw(surface, decor)
        chrome = Chrome(ctx.theme, ctx.text, ctx.palette, self.board.layout, mouse)
        defeated = self.board.view.enemies_defeated
        badges = chrome.top_bar(surface, defeated, self.game_marks(), self.buttons_left)
        return badges + self.board.tips(frozenset(team.computers), team.levels)

    def draw_spoilers(self, surface: pygame.Surface, position: int, log_open: bool) -> None:
        """The tavern, top first (R-INFO-2 hides it from the players); with the log open the
        two share the log's column, one panel holding both."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        state = self.game.state_after(position)
        if log_open:
            column = self.board.layout.log_panel
            draw_panel(surface, column, colors.panel, colors.panel, alpha=255, radius=frame.px(10))
        box = frame.rect(12, 428, 264, 92) if log_open else self.tavern_box(state)
        self._tavern_order(surface, box, state)

    def tavern_box(self, state: GameState) -> pygame.Rect:
        """The tavern's order under the castle; where the seats' panels (whose hands the
        spoilers show) reach up to it, or its words do not fit it whole (a big UI scale: the
        German "… und 27 weitere" was cut at 1920x1080 200%), the whole column over the
        seats instead, the castle's pile and its whole caption under it (the top bar counts
        the defeated)."""
        layout, frame = self.board.layout, self.ctx.frame
        box = frame.rect(18, 290, 214, 92)
        if layout.players == 1:
            return box
        floor = frame.rect(0, layout.left_seats()[0], 1, 1).top - frame.px(6)
        lines, fit = self._tavern_lines(box, state)
        if box.bottom <= floor and len(lines) <= fit:
            return box
        top = layout.top_bar.bottom + frame.px(8)
        right = layout.enemy.left - frame.px(10)
        # the castle's caption whole under it too (a longer language's runs past the box)
        castle = layout.pile_caption(pile_name("castle"), 52)
        left = max(0, min(box.left, layout.pile_caption_spot(layout.castle, castle).left - 4))
        return pygame.Rect(left, top, right - left, floor - top)

    def _tavern_heading(self, box: pygame.Rect) -> pygame.Surface:
        """The heading "Tavern, top first" on one line, or two where a longer language needs
        them (French "Taverne, du dessus vers le dessous" was cut at 960x540 200%, issue 35)."""
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        room = box.width - frame.px(16)
        words, two = _("Tavern, top first"), 2 * text.body_font(frame.px(12), True).get_linesize()
        if fits_whole(text, words, (room, None), frame.px(12), bold=True):
            return fit_label(text, words, room, frame.px(12), colors.danger, bold=True)
        return boxed_label(
            text, words, (room, two), frame.px(12), colors.danger, bold=True, align="left"
        )

    def _tavern_lines(self, box: pygame.Rect, state: GameState) -> tuple[list[str], int]:
        """The tavern's order as lines under the heading in `box`, and how many fit it: where
        they do not all fit, fewer cards are named (German's "… und 15 weitere" was cut at
        960x540 100%) until they do or none are left to spare."""
        frame, text = self.ctx.frame, self.ctx.text
        room = box.width - frame.px(16)
        font = text.body_font(frame.px(12))
        step = max(frame.px(16), font.get_linesize())
        top = self._tavern_top(box)
        fit = max(1, (box.bottom - frame.px(3) - top - font.get_height()) // step + 1)
        lines: list[str] = []
        for shown in TAVERN_SHOWN:  # fewer cards named, "… and 19 more" whole, before a cut
            lines = wrap(tavern_order_text(state.tavern, shown), font, room)
            if len(lines) <= fit:
                break
        return lines, fit

    def _tavern_top(self, box: pygame.Rect) -> int:
        """Where the order's first line goes: under the heading."""
        frame = self.ctx.frame
        heading = self._tavern_heading(box)
        return max(box.top + frame.px(24), box.top + frame.px(6) + heading.get_height() + 2)

    def _tavern_order(self, surface: pygame.Surface, box: pygame.Rect, state: GameState) -> None:
        """Opaque (it may lie over the castle): the heading, then the order's lines, the last
        one shown ending in "…" only where even the fewest cards named do not fit
        (`cut_short`: the layout tests count it)."""
        frame, colors, text = self.ctx.frame, self.ctx.theme.colors, self.ctx.text
        draw_panel(surface, box, colors.panel, colors.danger, alpha=255, radius=frame.px(10))
        head = self._tavern_heading(box)
        blit_text(surface, head, "topleft", (box.left + frame.px(8), box.top + frame.px(6)))
        font = text.body_font(frame.px(12))
        step = max(frame.px(16), font.get_linesize())
        top = self._tavern_top(box)
        lines, fit = self._tavern_lines(box, state)
        for index, line in enumerate(cut_short(lines, fit, font, box.width - frame.px(16))):
            image = text.body(line, frame.px(12), colors.text)
            blit_text(surface, image, "topleft", (box.left + frame.px(8), top + index * step))

    def log_rect(self, spoilers: bool) -> pygame.Rect:
        """The table's log column; with spoilers, its upper part (the tavern's order under)."""
        return self.ctx.frame.rect(12, 52, 264, 368) if spoilers else self.board.layout.log_panel

    def marks(self) -> tuple[Mark, ...]:
        """Each enemy's defeat, Kings standing out."""
        defeats = [
            position
            for position, turn in enumerate(self.game.history, 1)
            if any(isinstance(event, EnemyDefeated) for event in turn.events)
        ]
        return tuple(
            Mark(position, defeat_mark_tip(index, position), strong=index >= KINGS_FROM)
            for index, position in enumerate(defeats)
        )
