"""The table's pointer and its event routing: a click presses a button, takes the screen,
flips a solo Jester token, chooses the next seat (R-JEST-4) or picks up cards to drag onto
the enemy or the discard pile; the wheel scrolls the open log; Esc drops dragged cards or
opens the menu. While cards move a key or a click finishes them (and does no more unless it
is a chore); while a computer decides it only hurries it on. Keys go on to `TableKeys`."""

from __future__ import annotations

from typing import Protocol

import pygame

from regicide.games.regicide.engine import ChooseNext, Phase
from regicide.games.regicide.ui.board import Board
from regicide.games.regicide.ui.drag import DragController, SnapBack, Toggle
from regicide.games.regicide.ui.overlays import SeatChooser
from regicide.games.regicide.ui.scenes.table_keys import TableCommands, TableKeys
from regicide.i18n import _
from regicide.play.table import TablePlay
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.widgets import Button, button_at


class PointedTable(TableCommands, Protocol):
    """What the pointer may ask of the table, beyond what keys may."""

    ctx: AppContext
    play: TablePlay
    board: Board
    drag: DragController
    keys: TableKeys
    mouse: tuple[int, int]
    log_back: int

    @property
    def animating(self) -> bool: ...

    def top_buttons(self) -> list[Button]: ...

    def action_buttons(self) -> list[Button]: ...

    def chooser(self) -> SeatChooser: ...

    def snap_back(self) -> None: ...

    def open_menu(self) -> None: ...

    def log_panel(self) -> LogPanel: ...

    def log_view(self) -> LogView: ...

    def log_drawer(self) -> pygame.Rect: ...


class TablePointer:
    """Events to the table's commands (see the module)."""

    def __init__(self, table: PointedTable) -> None:
        self.table = table

    def handle(self, event: pygame.event.Event) -> None:
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            table.mouse = event.pos
            self._motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._input(event)

    def escape(self) -> bool:
        """Esc drops dragged cards (True); with none, False (the table host opens the
        menu)."""
        if self.table.drag.cancel():
            self.table.snap_back()
            return True
        return False

    def _input(self, event: pygame.event.Event) -> None:
        """A key or a button: while cards move it skips the animation (and does no more,
        unless it is a chore: A, L, Ctrl+Z, the top bar, Stop autoplay); while a computer
        decides it only hurries it on (the chores still work)."""
        table = self.table
        chore = self._chore(event)
        if table.animating:
            if event.type != pygame.MOUSEBUTTONUP:
                table.board.timeline.skip()  # a click or a key finishes the animation
            if not chore:
                return
        elif table.play.computer_acting and not chore:
            if event.type != pygame.MOUSEBUTTONUP:
                table.play.computers.rush()
            return
        if event.type == pygame.KEYDOWN:
            table.keys.key(event)
        elif event.button == 1 and event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event.pos)
        elif event.button == 1:
            self._release(event.pos)

    def _chore(self, event: pygame.event.Event) -> bool:
        """Keys and buttons that work on a computer's turn, and while cards move, too."""
        table = self.table
        if event.type == pygame.KEYDOWN:
            return bool(event.mod & pygame.KMOD_CTRL) or event.key in (pygame.K_l, pygame.K_a)
        if table.play.person_acting and not table.play.autoplay:
            buttons = table.top_buttons()
        else:  # a computer decides: the action buttons are Stop autoplay, or none
            buttons = table.top_buttons() + table.action_buttons()
        return any(button.rect.collidepoint(event.pos) for button in buttons)

    def _press(self, position: tuple[int, int]) -> None:
        table = self.table
        table.keys.focus.index = None
        button = button_at(table.top_buttons() + table.action_buttons(), position)
        if button is not None:
            button.press()  # a refusal: its tooltip, or the preview panel, says why
            return
        if self._press_token(position):
            return
        seat = table.chooser().seat_at(position)
        if seat is not None:
            table.submit(ChooseNext(seat))
            return
        key = table.board.card_at(position)
        if key is not None and table.state.phase in (Phase.PLAY, Phase.SUFFER):
            table.drag.press(key, position)

    def _press_token(self, position: tuple[int, int]) -> bool:
        """A solo Jester token: flipped (asked first), or said to be used already."""
        table = self.table
        if not table.state.is_solo:
            return False
        for index in range(2):
            if table.board.layout.token(index).collidepoint(position):
                if index < table.state.tokens_used:
                    table.say(_("That Jester token has already been used."))
                else:
                    table.flip_token()
                return True
        return False

    def _motion(self, position: tuple[int, int]) -> None:
        table = self.table
        sprites = table.board.sprites
        if table.drag.dragging:
            table.drag.follow(position, sprites)
        elif table.drag.should_start(position):
            table.board.touches.skip()
            spread = table.board.frame.px(26)
            table.drag.start(position, sprites, table.selected_keys(), spread)

    def _release(self, position: tuple[int, int]) -> None:
        table = self.table
        phase = table.state.phase
        outcome = table.drag.release(position, phase, table.board.layout.drop_zone(phase))
        if isinstance(outcome, Toggle):
            table.toggle(outcome.key)
        elif isinstance(outcome, SnapBack):
            table.snap_back()
        elif outcome is not None:
            table.submit(outcome)

    def _wheel(self, rows: int) -> None:
        """The wheel over the open log scrolls it."""
        table = self.table
        if table.ctx.log_open and table.log_drawer().collidepoint(table.mouse):
            table.log_back = table.log_panel().scrolled(table.log_view(), rows * 3)
