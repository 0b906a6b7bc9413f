"""Each game's New game keeps its buttons still while a player cycles a seat's level: the note
under the buttons says the level's measured strength, and the panel keeps room for the
longest of them (in German at 960x540, Regicide's Expert took a line more than Strong and
the whole column jumped up under the pointer)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from regicide.games.baisch.ui.new_game import NewGameScene as BaischNewGame
from regicide.games.claim.ui.new_game import NewGameScene as ClaimNewGame
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.i18n import ENGLISH, use_language
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from tests.ui.driver import Ui

SCENES: dict[str, Callable[[AppContext], MenuScene]] = {
    "regicide, 2 players": NewGameScene,
    "regicide, 4 players": lambda ctx: NewGameScene(ctx, players=4),
    "claim": ClaimNewGame,
    "baisch": BaischNewGame,
}
#: the buttons that cycle a seat's level (their own rects may change with their labels)
SEAT = re.compile(r"^(Seat \d+:|\d+:|Opponent:)")
LEVELS = 5  # Human (or a friend) and the four levels: a whole turn of the cycle


def _resize(ui: Ui, size: tuple[int, int]) -> None:
    width, height = size
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=size)])
    ui.frames(2)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [100, 200], ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_cycling_a_seat_s_level_never_moves_the_other_buttons(
    ui: Ui, name: str, size: tuple[int, int], scale: int, language: str
) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    scene = SCENES[name](ui.ctx)
    ui.app.start(scene)
    _resize(ui, size)
    labels = [button.label for button in scene.laid_out()]
    seats = [index for index, label in enumerate(labels) if SEAT.match(label)]
    assert seats, labels
    use_language(language)
    try:
        places = []
        for _turn in range(LEVELS):
            buttons = scene.laid_out()
            places.append([b.rect.copy() for i, b in enumerate(buttons) if i not in seats])
            ui.click(buttons[seats[-1]].rect.center)
            ui.frames(1)
    finally:
        use_language(ENGLISH)
    assert all(place == places[0] for place in places), f"{name} at {size}, {scale}%"
