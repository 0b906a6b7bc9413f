"""Baisch's table as the shell's UI knows it (`regicide.ui.kits.GameKit`): the table, the
replay board, the new-game screen, its records page (the shell's), How to play, the
interactive first game, the Settings preview and the cards of the title's fan."""

from __future__ import annotations

import pygame

from regicide.games.baisch.definition import GAME
from regicide.games.baisch.engine import Game, parse_card
from regicide.games.baisch.ui.faces import face
from regicide.games.baisch.ui.help_text import help_sections
from regicide.games.baisch.ui.new_game import NewGameScene
from regicide.games.baisch.ui.preview import ThemePreview
from regicide.games.baisch.ui.replay_board import BaischReplayBoard
from regicide.games.baisch.ui.table import BaischTable
from regicide.games.baisch.ui.tutorial import start_tutorial
from regicide.games.protocol import Match
from regicide.i18n import _
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.kits import ReplayBoard
from regicide.ui.look import Look
from regicide.ui.scene import GameTable, Scene
from regicide.ui.scenes.standings import StandingsScene

SHOWCASE = tuple(parse_card(text) for text in ("KS", "AH", "JK", "QD", "10C", "JK", "KH"))


class BaischKit:
    def __init__(self) -> None:
        self._preview = ThemePreview()

    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> GameTable:
        return BaischTable(ctx, session, animate_deal=animate_deal)

    def replay_board(self, ctx: AppContext, match: Match) -> ReplayBoard:
        assert isinstance(match, Game), "a Baisch replay shows a Baisch game"
        return BaischReplayBoard(ctx, match)

    def quick_start(self) -> tuple[str, str, Opening]:
        return (
            _("Play the computer"),
            _("You against the Strong AI, two players."),
            Opening(GAME.name, 2, seats=("human", "strong")),
        )

    def new_game(self, ctx: AppContext) -> Scene:
        return NewGameScene(ctx)

    def records(self, ctx: AppContext) -> Scene:
        return StandingsScene(ctx, GAME)

    def help_pages(self) -> list[tuple[str, str]]:
        return help_sections()

    def preview(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        return self._preview.image(look, size)

    def tutorial(self, ctx: AppContext) -> None:
        start_tutorial(ctx)

    def showcase(self, ctx: AppContext, width: int) -> list[pygame.Surface]:
        return [ctx.art.face(face(card), width) for card in SHOWCASE]


KIT = BaischKit()
