"""With no person at the table the screen names what an onlooker sees (issue 30): the caption
"Watching · all hands shown" (or the seat chosen) lies in room the game's board leaves empty,
inside the window, at every window size and UI scale, in every game, while the computers
play: drawn without the caption, the table shows nothing but the felt where it goes."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from regicide.games.registry import game_named
from regicide.ui.felt import draw_felt
from regicide.ui.table_host import TableHost
from tests.ui.driver import Ui
from tests.ui.test_one_host import open_table

pytestmark = pytest.mark.usefixtures("toy")  # the toy seated at the table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 200]
GAMES = ["regicide", "claim", "baisch", "higher-card"]
LOOKS = 8  # moments of the computers' game looked at


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="fast")
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def _empty_under_caption(table: TableHost, where: str) -> list[str]:
    """What the board draws where the caption goes (nothing but the felt, or a problem)."""
    window = table.ctx.window.surface
    felt = pygame.Surface(window.get_size())
    draw_felt(felt, table.ctx.theme)
    drawn = felt.copy()
    table.draw_table(drawn)
    room = table.caption_room(drawn)
    edge = table.ctx.frame.px(4)
    if not drawn.get_rect().inflate(-2 * edge, -2 * edge).contains(room):
        return [f"the caption {room} leaves the window {where}"]
    kept = room.inflate(2 * edge, 2 * edge).clip(drawn.get_rect())
    under = pygame.image.tobytes(drawn.subsurface(kept), "RGB")
    if under != pygame.image.tobytes(felt.subsurface(kept), "RGB"):
        return [f"the board draws under the caption {room} {where}"]
    return []


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", GAMES)
def test_the_onlooker_s_caption_overlaps_nothing(
    ui: Ui, name: str, size: tuple[int, int], scale: int
) -> None:
    _resize(ui, size, scale)
    table = open_table(ui, game_named(name), "computers", seed=5)
    problems: list[str] = []
    for look in range(LOOKS):
        if look == LOOKS // 2:
            ui.press(pygame.K_v)  # one seat's view now
        ui.frames(12)
        if ui.top is not table or table.session.over:
            break
        problems += _empty_under_caption(table, f"({name}, {size}, {scale}%, look {look})")
        assert table.caption_height() > 0
    assert not problems, problems
