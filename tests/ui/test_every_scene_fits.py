"""Issue 33, item 5: one overlap-and-clip test for every scene, at the three window sizes and
100 to 200% UI scale: its buttons stay inside the window, a margin from its edges, never on
one another, and their words are never cut short."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.chrome import Chrome
from regicide.ui.scenes.help import TextScene
from regicide.ui.widgets import Button, button_face
from tests.ui.driver import Ui
from tests.ui.gallery import STAGES

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 150, 200]
SCENES = [
    "title",
    "new-game",
    "settings",
    "help",
    "solo",
    "selected",
    "suffer",
    "three-players",
    "jester-choice-4",
    "pause",
    "tutorial",
    "records",
    "records-games",
    "victory",
    "defeat",
    "replay",
    "saves",
    "confirm",
    "from-code",
]
EDGE = 14  # design px: the least room between a button and the window's edge (Play sat at 8)
INK = ((0, 0, 0), (0, 0, 0))


def _buttons(ui: Ui) -> list[Button]:
    """The buttons of the scene on top, however it lays them out."""
    top = ui.top
    if isinstance(top, TextScene):
        return [top.back_button()]
    return ui.buttons()


@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_every_scene_keeps_its_buttons_whole_apart_and_inside(
    ui: Ui, size: tuple[int, int], scale: int, scene: str
) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="instant", sound=False)
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    STAGES[scene](ui)
    ui.frames(2)
    window = ui.ctx.window.surface.get_rect().inflate(-2 * ui.ctx.frame.px(EDGE), 0)
    buttons = [button for button in _buttons(ui) if button.rect.width and button.rect.height]
    problems = []
    for button in buttons:
        if not window.contains(button.rect):
            problems.append(f"{button.label!r} at {button.rect} is near or past the edge")
        if not button.icon and button_face(button, ui.ctx.text, INK).cut:
            problems.append(f"{button.label!r} is cut short in {button.rect.size}")
    for first, second in itertools.combinations(buttons, 2):
        if first.rect.colliderect(second.rect):
            problems.append(f"{first.label!r} overlaps {second.label!r}")
    assert not problems, problems


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 4])
def test_the_progress_caption_stays_when_undo_shows_its_key(
    ui: Ui, size: tuple[int, int], scale: int, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "x of 12 defeated" (or "x/12") vanished when Undo, enabled, showed its Ctrl+Z: the
    crowns give way to it, as they do to a mark (a dealt game: no mark in the bar)."""
    captions: list[object] = []
    fitting = Chrome._fitting

    def kept(chrome: Chrome, *args: object) -> object:
        found = fitting(chrome, *args)  # type: ignore[arg-type]
        captions.append(found[0])
        return found

    monkeypatch.setattr(Chrome, "_fitting", kept)
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.open(Game.new(players, seed=8))
    if players > 1:
        ui.uncover()
    ui.table.submit(ui.game.legal_moves()[-1])
    ui.settle()
    if ui.table.covered:
        ui.uncover()
    ui.frames(1)
    assert ui.button("Undo").enabled
    captions.clear()
    ui.frames(1)
    assert captions and captions[-1] is not None


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_title_buttons_keep_air_beside_their_words(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Issue 33, item 5: at 200% the title's labels filled their buttons edge to edge."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.to_title()
    ui.frames(1)
    for button in ui.buttons():
        face = button_face(button, ui.ctx.text, INK)
        words = face.label_rect.union(face.hint_rect) if face.hint_rect else face.label_rect
        room = (button.rect.width - words.width) / 2
        assert room >= ui.ctx.frame.px(16), (button.label, room)
