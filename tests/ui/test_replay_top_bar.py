"""The replay's top bar, every game's: at 960×540, 1280×720 and 1920×1080, at 100% and 200%,
each button keeps its whole label inside the window, clear of the window's edge and of the
other buttons (Claim's "Spoilers: Off" and "Play from here" were cut at 960×540 200%)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
import pytest

from regicide.ui.scenes.replay import ReplayScene
from tests.games.baisch.ui.baisch_gallery import BAISCH_STAGES
from tests.games.claim.ui import test_claim_layout as claim
from tests.ui import test_every_scene_fits as regicide
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 200]
REPLAYS: dict[str, Callable[[Ui], None]] = {
    "regicide": regicide._replay,
    "claim": claim._replay,
    "baisch": BAISCH_STAGES["baisch-replay"],
}


@pytest.mark.parametrize("spoilers", [False, True])
@pytest.mark.parametrize("game", list(REPLAYS))
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_replay_buttons_stay_whole_apart_and_inside(
    ui: Ui, size: tuple[int, int], scale: int, game: str, spoilers: bool
) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="instant", sound=False)
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    REPLAYS[game](ui)
    scene = ui.top
    assert isinstance(scene, ReplayScene)
    if spoilers != scene.spoilers:
        scene.toggle_spoilers()
    scene.toggle_log()  # "Hide log", the longer label
    ui.frames(1)
    buttons = [button for button in scene.buttons() if button.rect.width]
    problems = regicide._button_problems(ui, buttons)
    if game == "baisch":  # its bar ends 8 px from the edge (Baisch's own top bar), inside
        window = ui.ctx.window.surface.get_rect()
        problems = [p for p in problems if "near or past the edge" not in p]
        problems += [
            f"{b.label!r} leaves the window" for b in buttons if not window.contains(b.rect)
        ]
    assert not problems, problems
