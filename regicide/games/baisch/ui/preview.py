"""A small live picture of the Baisch table in the current theme, for Settings and the
title: a fixed two-player deal played some moves in by the instant player, drawn by a real
`Board` at the design size, then scaled down (made again only when the theme or the size
changes)."""

from __future__ import annotations

import random

import pygame

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import Game, SeatView, view
from regicide.games.baisch.ui.board import Board, Decor
from regicide.ui.look import Look
from regicide.ui.widgets import DESIGN_SIZE, Frame

PREVIEW_SEED = 11
PREVIEW_MOVES = 14  # setup, draft and the first turns: stacks, slots and heroes on show


def preview_view() -> SeatView:
    """The preview's position, as seat 1 sees it."""
    game = Game.new(2, seed=PREVIEW_SEED)
    player, rng = make_player("instant"), random.Random(PREVIEW_SEED)
    while len(game.history) < PREVIEW_MOVES and game.outcome is None:
        seat = game.state.to_act
        assert seat is not None
        game.submit(player.choose(view(game.state, seat), rng))
    return view(game.state, 1, with_moves=False)


class ThemePreview:
    """The table preview image, cached by (look, size)."""

    def __init__(self) -> None:
        self._seen: SeatView | None = None
        self._made: tuple[Look, tuple[int, int], pygame.Surface] | None = None

    def image(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        if self._made is not None and self._made[:2] == (look, size):
            return self._made[2]
        if self._seen is None:
            self._seen = preview_view()
        full = pygame.Surface(DESIGN_SIZE)
        Board(look, Frame(*DESIGN_SIZE), self._seen, 1).draw(full, Decor())
        image = pygame.transform.smoothscale(full, size)
        self._made = (look, size, image)
        return image
