"""What the table's chrome and end screen read of the table (`ClaimTable` fits it), so they
need not import the table that draws them."""

from __future__ import annotations

from typing import Protocol

import pygame

from regicide.games.claim.engine import Game, SeatView
from regicide.games.claim.ui.board import Board
from regicide.games.claim.ui.shown import Scene
from regicide.play.session import Session
from regicide.play.table import TablePlay
from regicide.ui.context import AppContext
from regicide.ui.widgets import Button


class Table(Protocol):
    ctx: AppContext
    session: Session
    play: TablePlay
    board: Board
    mouse: tuple[int, int]
    message: str
    message_until: float
    message_calm: bool
    clock: float

    @property
    def game(self) -> Game: ...

    @property
    def view(self) -> SeatView: ...

    @property
    def viewer(self) -> int: ...

    @property
    def covered(self) -> bool: ...

    def scene(self) -> Scene: ...

    def preview(self) -> str: ...

    @property
    def note_lines(self) -> int: ...

    def status_text(self) -> str: ...

    def card_buttons(self) -> list[Button]: ...

    def draw_words(self, surface: pygame.Surface) -> None: ...

    def open_menu(self) -> None: ...

    def undo(self) -> None: ...

    def hint(self) -> None: ...

    def toggle_log(self) -> None: ...

    def watch_replay(self) -> None: ...

    def restart(self, *, same_deal: bool = False) -> None: ...

    def new_game(self) -> None: ...
