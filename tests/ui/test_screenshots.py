"""Screenshots of the table, rendered headless with App.step: the picture is not blank and
the enemy, the piles and the hand are really drawn over the felt. The PNGs are kept in the
test's tmp_path for a human to look at."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.sprites import CardSprite
from regicide.ui.cardart import card_height
from regicide.ui.felt import draw_felt
from tests.builders import game_at
from tests.ui.driver import Ui

Box = pygame.Rect


def _solo() -> Game:
    return game_at(enemy="QH", hands=["AC 7H 9D 3S 3C 10S KD"], table=["5S", "2H"], discard="8C")


def _four_players() -> Game:
    hands = ["2C 3C 4C 5C 6C", "7C 8C 9C 10C", "4D 9S JKR", "2S 3S"]
    return game_at(4, enemy="KC", hands=hands, table=["AS 8H"], discard="6H 7H", current=3)


@pytest.mark.parametrize("name", ["solo", "four_players"])
def test_a_rendered_table_shows_enemy_piles_and_hand(ui: Ui, tmp_path: Path, name: str) -> None:
    ui.open(_solo() if name == "solo" else _four_players())
    if ui.table.covered:
        ui.uncover()
    ui.frames(2)
    surface = ui.ctx.window.surface
    pygame.image.save(surface, str(tmp_path / f"table_{name}.png"))
    assert (tmp_path / f"table_{name}.png").stat().st_size > 10_000

    assert _distinct_colours(surface) > 500
    felt = pygame.Surface(surface.get_size())
    draw_felt(felt, ui.ctx.theme)
    layout = ui.table.board.layout
    regions = {
        "enemy": layout.enemy,
        "castle": layout.castle,
        "tavern": layout.tavern,
        "discard": layout.discard,
        **{f"hand card {key[0]}": _card_box(ui, key) for key in ui.table.hand_keys()},
    }
    plain = pygame.Color(*ui.ctx.theme.colors.felt)
    for region, box in regions.items():
        assert _drawn_share(surface, felt, box) > 0.8, f"{region} looks like bare felt"
        assert _share_of_colour(surface, box, plain) < 0.05, f"{region} is plain felt colour"


def _card_box(ui: Ui, key: tuple) -> Box:  # type: ignore[type-arg]
    """The visible middle strip of a hand card (its neighbour covers its right part)."""
    sprite = ui.table.board.sprites[key]
    return Box(0, 0, round(sprite.width * 0.2), round(sprite.width * 0.8)).move(
        round(sprite.x - sprite.width * 0.3), round(sprite.y - sprite.width * 0.4)
    )


def _samples(box: Box, step: int = 3) -> list[tuple[int, int]]:
    return [
        (x, y) for x in range(box.left, box.right, step) for y in range(box.top, box.bottom, step)
    ]


def _drawn_share(surface: pygame.Surface, felt: pygame.Surface, box: Box) -> float:
    """The share of pixels in `box` that differ from the felt under them."""
    points = _samples(box)
    return sum(surface.get_at(p) != felt.get_at(p) for p in points) / len(points)


def _share_of_colour(surface: pygame.Surface, box: Box, colour: pygame.Color) -> float:
    points = _samples(box)
    return sum(surface.get_at(p) == colour for p in points) / len(points)


def _distinct_colours(surface: pygame.Surface) -> int:
    data = pygame.image.tobytes(surface, "RGB")
    return len({data[i : i + 3] for i in range(0, len(data), 3 * 5)})


BACKGROUND = (0, 128, 0)
SHADOW_REACH = 10  # pixels a card's shadow may fall beyond its edge (it is offset ~6 px)


def _darkened_far_from(ui: Ui, index: int) -> int:
    """Draw hand card `index` alone on a plain background; count the background pixels more
    than SHADOW_REACH outside the card's (rotated) outline that were drawn over anyway."""
    sprite = ui.table.board.sprites[ui.table.hand_keys()[index]]
    surface = pygame.Surface(ui.ctx.window.surface.get_size())
    surface.fill(BACKGROUND)
    ui.table.board.renderer.draw(surface, sprite)
    reach = round(sprite.width)
    box = Box(0, 0, 2 * reach, 2 * reach).move(round(sprite.x) - reach, round(sprite.y) - reach)
    far = [
        p for p in _samples(box.clip(surface.get_rect()), 1) if _outside(sprite, p) > SHADOW_REACH
    ]
    return sum(surface.get_at(p)[:3] != BACKGROUND for p in far)


def _outside(sprite: CardSprite, point: tuple[int, int]) -> float:
    """How far `point` lies outside the sprite's rotated rectangle (negative: inside)."""
    dx, dy = point[0] - sprite.x, point[1] - sprite.y
    turn = math.radians(sprite.angle)
    local_x = dx * math.cos(turn) - dy * math.sin(turn)
    local_y = dx * math.sin(turn) + dy * math.cos(turn)
    height = card_height(int(sprite.width))
    return max(abs(local_x) - sprite.width / 2, abs(local_y) - height / 2)


def test_an_upright_cards_shadow_hugs_the_card(ui: Ui) -> None:
    ui.open(_solo())
    middle = 3  # the middle of seven cards is not tilted
    assert ui.table.board.sprites[ui.table.hand_keys()[middle]].angle == 0
    assert _darkened_far_from(ui, middle) == 0


def test_a_tilted_cards_shadow_hugs_the_card(ui: Ui) -> None:
    ui.open(_solo())
    assert ui.table.board.sprites[ui.table.hand_keys()[0]].angle > 5
    assert _darkened_far_from(ui, 0) == 0
