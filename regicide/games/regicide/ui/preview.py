"""A small live picture of a table in the current theme, for the settings scene.

A fixed solo deal with one card played is drawn by a real `Board` at the design size (so it
looks exactly like the table), then scaled down; it is made again only when the theme or
the wanted size changes.
"""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import Game, GameState, PlayCards, legal_moves
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.layout import Sight
from regicide.i18n import _, language
from regicide.ui.look import Look
from regicide.ui.widgets import DESIGN_SIZE, Frame

PREVIEW_SEED = 20  # a Jack of Spades, and a hand of all four suits
PREVIEW_PLAY = "3H"


def preview_state() -> GameState:
    game = Game.new(1, seed=PREVIEW_SEED)
    for move in legal_moves(game.state):
        if isinstance(move, PlayCards) and [str(card) for card in move.cards] == [PREVIEW_PLAY]:
            game.submit(move)
            break
    return game.state


class ThemePreview:
    """The table preview image, cached by (look, size)."""

    def __init__(self) -> None:
        self._state: GameState | None = None
        self._made: tuple[Look, tuple[int, int], str, pygame.Surface] | None = None

    def image(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        if self._made is not None and self._made[:3] == (look, size, language()):
            return self._made[3]
        if self._state is None:
            self._state = preview_state()
        full = pygame.Surface(DESIGN_SIZE)
        board = Board(look, Frame(*DESIGN_SIZE), self._state, Sight(1))
        board.sync(self._state)
        board.draw(full, Decor(banner=_("Play cards or flip a Jester token")))
        image = pygame.transform.smoothscale(full, size)
        self._made = (look, size, language(), image)  # its words are the language's
        return image
