"""A game's pygame half, as the shell's UI knows it: its table, its replay, its new-game
screen, its tutorial and a few of its cards for the title (`GameKit`).

Each game names the module of its kit in `GameDef.ui_module`; that module exposes `KIT`. The
shell loads it by name here, and only here, so it never imports a game's table itself (the
import-contract test holds it to that) and a game's table never loads before it is played.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from regicide.games.protocol import GameDef, Match
from regicide.play.session import Session
from regicide.ui.look import Look

if TYPE_CHECKING:
    from regicide.ui.context import AppContext
    from regicide.ui.scene import GameTable, Scene


class GameKit(Protocol):
    """What the shell's UI asks of a game's table."""

    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> GameTable:
        """The table scene for a game in play."""
        ...

    def replay(
        self,
        ctx: AppContext,
        match: Match,
        title: str,
        branch: Callable[[Match], None],
        *,
        back: Callable[[], None] | None = None,
        at: int | None = None,
    ) -> Scene:
        """The replay viewer of a recorded game, after move `at` (`branch` plays on from one of
        its moments; `back` leaves it, by default to the scene below)."""
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
