"""What the table's drawing (`TablePainter`) and input (`TableInput`) see of the Baisch table
(`BaischTable` is one): its parts, the position, and the chores they may ask of it."""

from __future__ import annotations

from typing import Protocol

import pygame

from regicide.games.baisch.engine import Card, Command, Game, GameState, SeatView
from regicide.games.baisch.ui.board import Board
from regicide.games.baisch.ui.controls import Controls
from regicide.games.baisch.ui.draft_screen import DraftScreen
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.placing import Key
from regicide.games.baisch.ui.setup_screen import SetupScreen
from regicide.games.protocol import Line
from regicide.play.session import Session
from regicide.play.table import TablePlay
from regicide.play.turns import ComputerTurns
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView
from regicide.ui.widgets import Button


class TableHost(Protocol):
    """The table as its painter and its input use it."""

    ctx: AppContext
    session: Session
    play: TablePlay
    computers: ComputerTurns
    board: Board
    controls: Controls
    draft: DraftScreen
    setup_screen: SetupScreen | None
    mouse: tuple[int, int]
    log_back: int
    turn_clock: float
    moves_said: list[Line]  # the computers' last moves in short paragraphs

    def said_moves(self) -> list[Line]: ...

    screen_area: tuple[float, float]  # the setup screen's design x range
    draft_area: tuple[float, float]  # the draft screen's

    @property
    def state(self) -> GameState: ...

    @property
    def game(self) -> Game: ...

    @property
    def viewer(self) -> int: ...

    @property
    def covered(self) -> bool: ...

    @property
    def animating(self) -> bool: ...

    @property
    def person_playing(self) -> bool: ...

    @property
    def dragging(self) -> tuple[Key, ...]: ...

    def seen(self) -> SeatView: ...

    def side_panel(self) -> pygame.Rect: ...

    def side_covered(self) -> bool: ...

    def card_at(self, key: Key) -> tuple[Zone, Card | None] | None: ...

    def all_zones(self) -> list[Zone]: ...

    def current_message(self) -> tuple[str, bool]: ...

    def top_buttons(self) -> list[Button]: ...

    def log_panel(self) -> LogPanel: ...

    def log_view(self) -> LogView: ...

    def submit(self, command: Command) -> bool: ...

    def say(self, text: str, seconds: float = ..., *, calm: bool = False) -> None: ...

    def uncover(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def hint(self) -> None: ...

    def toggle_log(self) -> None: ...

    def toggle_autoplay(self) -> None: ...

    def open_menu(self) -> None: ...
