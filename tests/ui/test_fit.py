"""Every label and key hint fits its button, at every window size, on every scene with
buttons, at UI scale 100% and 200%; and no words are drawn in type smaller than MIN_TEXT_PX."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from regicide.games.regicide.engine import Rules
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.widgets import button_face
from tests.builders import game_at
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1366, 768), (1920, 1080), (1000, 760)]


def _resize(ui: Ui, size: tuple[int, int]) -> None:
    width, height = size
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=size)])
    ui.settle_any()


def _solo(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))


def _solo_yield(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S"], rules=Rules(solo_yield=True)))


def _suffering(ui: Ui) -> None:
    _solo(ui)
    ui.play_by_keys("3S")


def _trio(ui: Ui) -> None:
    ui.open(game_at(3, enemy="JC", hands=["7H 9D", "3S", "4C"]))
    ui.uncover()


def _pause(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_ESCAPE)


def _victory(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")


def _defeat(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", hands=["2C"], tokens_used=2))
    ui.play_by_keys("2C")


SCENES: dict[str, Callable[[Ui], None]] = {
    "title": lambda ui: ui.to_title(),
    "new game": lambda ui: ui.app.start(NewGameScene(ui.ctx)),
    "new solo game": lambda ui: ui.app.start(NewGameScene(ui.ctx, players=1)),
    "settings": lambda ui: ui.app.start(SettingsScene(ui.ctx)),
    "solo table": _solo,
    "solo yield variant": _solo_yield,
    "suffer": _suffering,
    "three players": _trio,
    "pause": _pause,
    "victory": _victory,
    "defeat": _defeat,
}


@pytest.mark.parametrize("ui_scale", [100, 200], ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("scene", list(SCENES))
def test_labels_and_hints_fit_their_buttons(
    ui: Ui, scene: str, size: tuple[int, int], ui_scale: int
) -> None:
    ui.ctx.update_settings(ui_scale=ui_scale)
    SCENES[scene](ui)
    _resize(ui, size)
    buttons = ui.buttons()
    assert buttons
    colors = ((255, 255, 255), (200, 200, 200))
    for button in buttons:
        face = button_face(button, ui.ctx.text, colors)
        where = f"{button.label!r} at {size}, {ui_scale}%"
        assert button.rect.contains(face.label_rect), f"label spills out of {where}"
        assert face.label.get_height() >= MIN_TEXT_PX, where
        if face.hint_rect is not None:
            assert button.rect.contains(face.hint_rect), f"hint spills out of {where}"
            assert not face.hint_rect.colliderect(face.label_rect), f"hint hits label of {where}"


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_preview_says_everything_at_every_size(ui: Ui, size: tuple[int, int]) -> None:
    ui.open(game_at(3, enemy="JS", hands=["AS 2D 4H 6C 9C 10C", "3S", "4C"]))
    ui.uncover()
    _resize(ui, size)
    ui.select("AS 2D")
    title, lines = ui.table.preview()
    assert len(lines) >= 4
    surface = pygame.Surface(ui.ctx.window.surface.get_size())
    assert ui.table._chrome().preview(surface, title, lines)
