"""A game's pygame half, as the shell's UI knows it: its table, its board in the replay viewer,
its new-game screen, its records page, How to play, its tutorial, a preview of its table for
Settings and a few of its cards for the title (`GameKit`).

Each game names the module of its kit in `GameDef.ui_module`; that module exposes `KIT`. The
shell loads it by name here, and only here, so it never imports a game's table itself (the
import-contract test holds it to that) and a game's table never loads before it is played.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from regicide.games.protocol import GameDef, Match, SeatNames
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.ui.look import Look
from regicide.ui.replay_parts import Mark
from regicide.ui.widgets import Button

if TYPE_CHECKING:
    from regicide.ui.context import AppContext
    from regicide.ui.scene import GameTable, Scene


class ReplayBoard(Protocol):
    """A game's board in the shell's replay viewer: it shows the recorded game at a position
    (after that many moves), as the seat to act saw it or, with spoilers, everything; the
    viewer keeps the right-hand column (design x 1000 on) for its own controls."""

    @property
    def animating(self) -> bool:
        """Cards are moving."""
        ...

    def show(self, position: int, spoilers: bool) -> None:
        """The board at `position`, at once."""
        ...

    def play(self, position: int, spoilers: bool) -> None:
        """Move `position` (1-based) played out from the position before it, animated."""
        ...

    def settle(self, position: int, spoilers: bool) -> bool:
        """At rest on `position`: hand the board to the seat to act there (who sees changes
        from move to move); True when that starts a short slide."""
        ...

    def skip(self) -> None:
        """Finish any animation at once."""
        ...

    def update(self, dt: float, speed: float) -> None: ...

    def next_frame_in(self) -> float | None:
        """When it next needs a frame with no input (`Scene.next_frame_in`): 0 while
        anything moves or fades, None at rest."""
        ...

    def lay_top_row(self, buttons: list[Button]) -> None:
        """Place the viewer's buttons in the top bar (the board's title and status keep the
        left of it)."""
        ...

    def draw(
        self, surface: pygame.Surface, caption: str, mouse: tuple[int, int], log_open: bool
    ) -> list[tuple[pygame.Rect, str]]:
        """The board under the viewer's controls, `caption` in its banner (its seat panels
        give way to an open log); returns its badges with their tooltips."""
        ...

    def draw_spoilers(self, surface: pygame.Surface, position: int, log_open: bool) -> None:
        """What the spoilers show besides every hand (Regicide: the tavern's order)."""
        ...

    def log_rect(self, spoilers: bool) -> pygame.Rect:
        """Where the game log goes (it leaves room for the spoilers' own panel)."""
        ...

    def marks(self) -> tuple[Mark, ...]:
        """The moments to mark on the scrub bar (Regicide: each enemy defeated)."""
        ...


@runtime_checkable
class NamedSeats(Protocol):
    """A replay board that names its seats as the table did ("You", "Strong AI"), when the
    record says who sat where (a board without it keeps its "Seat 1"…)."""

    def name_seats(self, names: SeatNames) -> None: ...


@runtime_checkable
class TeamReplay(Protocol):
    """A replay board whose game calls its computer teammates by names of its own (Regicide:
    "Rowan"): told who sat where (each seat's computer player as the record keeps it, "" for
    a person), it names and draws them as the table did and returns the names the replay's
    words take (its banner, its move list, its log) in place of the shell's."""

    def seat_team(self, players: Sequence[str]) -> SeatNames: ...


@runtime_checkable
class HelpPictures(Protocol):
    """A game kit may also draw How to play's pictures: real situations of its game."""

    def help_picture(self, heading: str, look: Look, width: int) -> pygame.Surface | None:
        """The picture of the section `heading`, `width` window pixels wide (None: none)."""
        ...


@dataclass(frozen=True)
class Option:
    """A setting (on or off) that one game's table alone reads: Settings offers it while that
    game is the one chosen."""

    field: str  # its `Settings` field (a bool)
    name: str  # its row's name
    about: str  # what it does, in a line


@runtime_checkable
class GameOptions(Protocol):
    """A game kit may also name its own settings (Regicide: ask before a Jester token)."""

    def options(self) -> tuple[Option, ...]:
        """Its settings, in the order Settings lists them."""
        ...


def options_of(kit: GameKit) -> tuple[Option, ...]:
    """The game's own settings (none for a kit that names none)."""
    return kit.options() if isinstance(kit, GameOptions) else ()


class GameKit(Protocol):
    """What the shell's UI asks of a game's table."""

    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> GameTable:
        """The table scene for a game in play."""
        ...

    def replay_board(self, ctx: AppContext, match: Match) -> ReplayBoard:
        """Its board for the replay viewer of a recorded game."""
        ...

    def quick_start(self) -> tuple[str, str, Opening]:
        """The title's one-click start: its label, what it does, and the game it deals
        (Regicide: a new solo game)."""
        ...

    def new_game(self, ctx: AppContext) -> Scene:
        """The screen that sets up a new game (seats, variants)."""
        ...

    def records(self, ctx: AppContext) -> Scene:
        """Its page of the Records: statistics, the list of its past games, its daily deals."""
        ...

    def help_pages(self) -> list[tuple[str, str]]:
        """How to play it, as (heading, paragraph) sections."""
        ...

    def preview(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        """A small picture of its table drawn with `look` (Settings shows the theme on it)."""
        ...

    def tutorial(self, ctx: AppContext) -> None:
        """Open its interactive first game (where it was left, or from the start)."""
        ...

    def showcase(self, ctx: AppContext, width: int) -> list[pygame.Surface]:
        """A few of its cards, `width` pixels wide, for the fan behind the title."""
        ...


_LOADED: dict[str, GameKit] = {}


def kit_of(game: GameDef) -> GameKit:
    """The game's kit, loaded from its `ui_module` the first time it is asked for."""
    kit = _LOADED.get(game.name)
    if kit is None:
        kit = _LOADED[game.name] = importlib.import_module(game.ui_module).KIT
    return kit
