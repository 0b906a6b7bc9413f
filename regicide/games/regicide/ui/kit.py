"""Regicide's table as the shell's UI knows it (`regicide.ui.kits.GameKit`): the table, the
replay viewer, the new-game screen, the tutorial and the royals of the title's fan."""

from __future__ import annotations

import pygame

from regicide.games.protocol import Match
from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import Game, parse_cards
from regicide.games.regicide.ui.help_pictures import HelpPictures
from regicide.games.regicide.ui.help_text import help_pages
from regicide.games.regicide.ui.preview import ThemePreview
from regicide.games.regicide.ui.replay_board import RegicideReplayBoard
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.games.regicide.ui.scenes.records import RecordsScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.games.regicide.ui.scenes.tutorial import start_tutorial
from regicide.i18n import N_, _
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.kits import Option, ReplayBoard
from regicide.ui.look import Look
from regicide.ui.scene import GameTable, Scene

SHOWCASE = parse_cards("JS QH KD JKR KC QS JD")


class RegicideKit:
    def __init__(self) -> None:
        self._preview = ThemePreview()
        self._pictures = HelpPictures()

    def options(self) -> tuple[Option, ...]:
        """Solo's Jester tokens are spent only once confirmed (R-SOLO-2), unless turned off."""
        return (
            Option(
                "ask_before_token",
                N_("Ask before a token"),
                N_("Solo: ask before a Jester token is spent."),
            ),
        )

    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> GameTable:
        return TableScene(ctx, session, animate_deal=animate_deal)

    def replay_board(self, ctx: AppContext, match: Match) -> ReplayBoard:
        assert isinstance(match, Game), "a Regicide replay shows a Regicide game"
        return RegicideReplayBoard(ctx, match)

    def quick_start(self) -> tuple[str, str, Opening]:
        return (
            _("New solo game"),
            _("You alone against the castle."),
            Opening(GAME.name, players=1),
        )

    def new_game(self, ctx: AppContext) -> Scene:
        return NewGameScene(ctx)

    def records(self, ctx: AppContext) -> Scene:
        return RecordsScene(ctx)

    def help_pages(self) -> list[tuple[str, str]]:
        return help_pages()

    def help_picture(self, heading: str, look: Look, width: int) -> pygame.Surface | None:
        return self._pictures.picture(heading, look, width)

    def preview(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        return self._preview.image(look, size)

    def tutorial(self, ctx: AppContext) -> None:
        start_tutorial(ctx)

    def showcase(self, ctx: AppContext, width: int) -> list[pygame.Surface]:
        return [ctx.art.face(card, width) for card in SHOWCASE]


KIT = RegicideKit()
