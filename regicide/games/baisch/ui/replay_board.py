"""Baisch's board in the replay viewer (`regicide.ui.kits.ReplayBoard`): the table as the
seat to act saw it at each moment; with spoilers, every hidden card (every hand, King and
defence card, the Harvest stacks' face-down cards) and the draw pile's order. Each
elimination is marked on the scrub bar."""

from __future__ import annotations

from dataclasses import replace

import pygame

from regicide.games.baisch.engine import (
    ALL_SEATS,
    Game,
    GameState,
    PlayerConquered,
    PlayerFell,
    SeatView,
    view,
)
from regicide.games.baisch.narrate import cards_short
from regicide.games.baisch.ui.board import Board, Decor
from regicide.games.baisch.ui.furniture import SeatLook
from regicide.games.baisch.ui.layout import RIGHT_W, RIGHT_X
from regicide.games.baisch.ui.side import INFO_SIZES, info_lines
from regicide.games.baisch.ui.stages import stages
from regicide.games.baisch.ui.topbar import draw_bar, lay_top
from regicide.games.protocol import Tone
from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.log_panel import tone_color
from regicide.ui.replay_parts import BoardClock, Mark
from regicide.ui.widgets import Button, blit_text, cut_short, draw_panel, wrap

INFO_HEIGHT = 214.0  # the column's top box (the viewer's controls start below it)
DECK_SHOWN = 12  # cards of the draw pile the spoilers name


def seat_of(state: GameState) -> int:
    """Who faces the screen at a moment: the seat to act, else the winner."""
    return state.to_act or state.winner or state.current


def spoiled(state: GameState, seat: int) -> SeatView:
    """Every card a seat knows, and the Harvest stacks' face-down cards too."""
    seen = view(state, ALL_SEATS, with_moves=False)
    stacks = tuple(tuple(stack.cards) for stack in state.stacks)
    return replace(seen, stacks=stacks, seat=seat)


class BaischReplayBoard(BoardClock[Board]):
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.ctx = ctx
        self.game = game
        self.bar_end: int | None = None  # where the top row's buttons begin (window x)
        start = game.state_after(0)
        self.board = Board(ctx.look, ctx.frame, self._seen(start, False), seat_of(start))

    def _seen(self, state: GameState, spoilers: bool) -> SeatView:
        seat = seat_of(state)
        return spoiled(state, seat) if spoilers else view(state, seat, with_moves=False)

    def show(self, position: int, spoilers: bool) -> None:
        state = self.game.state_after(position)
        self.board.show(self._seen(state, spoilers), seat_of(state))

    def play(self, position: int, spoilers: bool) -> None:
        before = self.game.state_after(position - 1)
        seat = seat_of(before)
        steps = stages(before, self.game.history[position - 1].events, seat)
        self.board.play(
            [(self._seen_as(step.state, seat, spoilers), step.hold, step.notes) for step in steps]
        )

    def _seen_as(self, state: GameState, seat: int, spoilers: bool) -> SeatView:
        return spoiled(state, seat) if spoilers else view(state, seat, with_moves=False)

    def settle(self, position: int, spoilers: bool) -> bool:
        state = self.game.state_after(position)
        if seat_of(state) == self.board.viewer:
            return False
        self.board.slide(self._seen(state, spoilers), seat_of(state))
        return True

    def lay_top_row(self, buttons: list[Button]) -> None:
        lay_top(buttons, self.ctx.frame, self.ctx.text)
        self.bar_end = min((button.rect.left for button in buttons), default=None)

    def draw(
        self, surface: pygame.Surface, caption: str, mouse: tuple[int, int], log_open: bool
    ) -> list[tuple[pygame.Rect, str]]:
        ctx = self.ctx
        names = {
            seat: SeatLook(
                _("Seat {seat}").format(seat=seat),
                seat == self.board.seen.to_act,
                computer=False,
                onlooker=True,  # the replay's watcher: no seat is "you"
            )
            for seat in range(1, self.board.seen.players + 1)
        }
        self.board.draw(surface, Decor(names=names))
        if not log_open:
            self._info(surface, caption)
        progress = caption or _("Replay")
        badges = draw_bar(
            surface,
            ctx.theme,
            ctx.text,
            ctx.frame,
            (progress, self.game.assisted, ""),
            until=self.bar_end,
        )
        return badges + self.board.tips

    def _info(self, surface: pygame.Surface, caption: str) -> None:
        """The turn's state beside the board, every line whole: at a smaller size where the
        first does not hold them (French at 960x540 200% lost "Attaque du Roi : libre",
        issue 35); at the smallest, the last line shown ends in "…" (`cut_short`: the layout
        tests count it)."""
        ctx = self.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        rect = self.log_rect(False)
        draw_panel(surface, rect, colors.panel, colors.panel_edge, alpha=200, radius=frame.px(12))
        lines = info_lines(self.board.seen, self.board.viewer)
        width, room = rect.width - frame.px(24), rect.height - frame.px(12)
        for size in INFO_SIZES:
            font = ctx.text.body_font(frame.px(size))
            rows = [(piece, tone) for words, tone in lines for piece in wrap(words, font, width)]
            if len(rows) * font.get_linesize() <= room:
                break
        shown = cut_short(  # the "…" keeps inside the width: a word goes for it
            [piece for piece, _tone in rows], max(1, room // font.get_linesize()), font, width
        )
        kept = [(piece, tone) for piece, (_piece, tone) in zip(shown, rows, strict=False)]
        y = rect.top + frame.px(8)
        for piece, tone in kept:
            image = ctx.text.body(piece, frame.px(size), tone_color(ctx.theme, tone))
            blit_text(surface, image, "topleft", (rect.left + frame.px(12), y))
            y += font.get_linesize()

    def draw_spoilers(self, surface: pygame.Surface, position: int, log_open: bool) -> None:
        """The draw pile's next cards (nobody at the table knew them)."""
        ctx = self.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        deck = self.game.state_after(position).draw
        cards = cards_short(deck[:DECK_SHOWN]) or _("empty")
        if len(deck) > DECK_SHOWN:
            cards += " …"
        words = _("Draw pile, top first: {cards}").format(cards=cards)
        box = frame.rect(8, 682, 950, 30)
        draw_panel(surface, box, colors.panel, colors.danger, alpha=230, radius=frame.px(8))
        image = ctx.text.body(words, frame.px(13), tone_color(ctx.theme, Tone.TEXT))
        blit_text(surface, image, "midleft", (box.left + frame.px(10), box.centery))

    def log_rect(self, spoilers: bool) -> pygame.Rect:
        return self.ctx.frame.rect(RIGHT_X, 46, RIGHT_W, INFO_HEIGHT)

    def marks(self) -> tuple[Mark, ...]:
        """Each player who fell, and when."""
        marks = []
        for position, turn in enumerate(self.game.history, 1):
            for event in turn.events:
                if isinstance(event, PlayerConquered | PlayerFell):
                    marks.append(
                        Mark(position, _("Seat {seat} is out").format(seat=event.seat), strong=True)
                    )
        return tuple(marks)
