"""Claim's table as the shell's UI knows it (`regicide.ui.kits.GameKit`): the table, the
replay viewer's board, the new-game screen, the records page, How to play, a preview of the
table for Settings and a few cards for the title's fan."""

from __future__ import annotations

import pygame

from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import Game, parse_card
from regicide.games.claim.ui.faces import Faces
from regicide.games.claim.ui.help_text import help_pages
from regicide.games.claim.ui.new_game import NewGameScene
from regicide.games.claim.ui.replay_board import ClaimReplayBoard
from regicide.games.claim.ui.table import ClaimTable
from regicide.games.claim.ui.tutorial import start_tutorial
from regicide.games.protocol import Match
from regicide.i18n import _
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.kits import ReplayBoard
from regicide.ui.look import Look
from regicide.ui.scene import GameTable, Scene
from regicide.ui.scenes.standings import StandingsScene

SHOWCASE = tuple(parse_card(code) for code in ("KNI9", "GOB0", "UND7", "DOP5", "DWA3"))


class ClaimKit:
    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> GameTable:
        return ClaimTable(ctx, session, animate_deal=animate_deal)

    def replay_board(self, ctx: AppContext, match: Match) -> ReplayBoard:
        assert isinstance(match, Game), "a Claim replay shows a Claim game"
        return ClaimReplayBoard(ctx, match)

    def quick_start(self) -> tuple[str, str, Opening]:
        return (
            _("Play the computer"),
            _("You against the Strong AI, with the base five factions."),
            Opening(GAME.name, 2, seats=("human", "strong")),
        )

    def new_game(self, ctx: AppContext) -> Scene:
        return NewGameScene(ctx)

    def records(self, ctx: AppContext) -> Scene:
        return StandingsScene(ctx, GAME)

    def help_pages(self) -> list[tuple[str, str]]:
        return help_pages()

    def preview(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        """The felt with a trick on it, in `look`'s theme."""
        surface = pygame.Surface(size)
        draw_felt(surface, look.theme)
        faces = Faces(look.theme, look.text)
        width = max(8, size[0] // 6)
        for index, card in enumerate(SHOWCASE[:3]):
            image = faces.face(card, width)
            surface.blit(image, (size[0] // 8 + index * (width + width // 4), size[1] // 5))
        return surface

    def tutorial(self, ctx: AppContext) -> None:
        """The first game with a coach, from its start."""
        start_tutorial(ctx)

    def showcase(self, ctx: AppContext, width: int) -> list[pygame.Surface]:
        faces = Faces(ctx.theme, ctx.text)
        return [faces.face(card, width) for card in SHOWCASE]


KIT = ClaimKit()
