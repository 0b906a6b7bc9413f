"""The window: resizes through VIDEORESIZE never go below 960x540 and the cards follow the
new layout; and one real animation watched frame by frame."""

from __future__ import annotations

import math
from itertools import pairwise

import pygame
import pytest

from regicide.ui.context import MINIMUM_SIZE
from tests.builders import game_at
from tests.ui.driver import Ui


def _resize(ui: Ui, width: int, height: int) -> None:
    event = pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=(width, height))
    ui.step([event])
    ui.settle()


@pytest.mark.parametrize(
    ("asked", "expected"),
    [
        ((800, 400), MINIMUM_SIZE),
        ((900, 700), (960, 700)),
        ((1600, 900), (1600, 900)),
        ((1500, 620), (1500, 620)),
    ],
)
def test_resizing_keeps_the_minimum_and_moves_the_cards(
    ui: Ui, asked: tuple[int, int], expected: tuple[int, int]
) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.select("3S")
    _resize(ui, *asked)
    assert ui.ctx.window.surface.get_size() == expected
    assert (ui.table.board.layout.frame.width, ui.table.board.layout.frame.height) == expected
    assert not ui.misplaced()
    assert ui.table.selected_cards() == ui.state.hand(1)[1:2]  # 3S stays chosen and lifted


def test_after_a_resize_a_drag_still_plays_onto_the_enemy(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    _resize(ui, 1000, 560)
    ui.drag_cards("10S", ui.table.board.layout.enemy.center)
    assert ui.state.shield == 10 and not ui.misplaced()


def test_a_resize_in_the_middle_of_an_animation_lands_every_card(ui: Ui) -> None:
    ui.set_speed("normal")
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.select("9D")
    ui.press(pygame.K_RETURN)
    ui.frames(5)
    assert ui.table.animating
    _resize(ui, 1100, 600)
    assert not ui.table.animating and not ui.misplaced()


def test_a_played_card_glides_eased_and_lands_exactly_on_its_place(ui: Ui) -> None:
    """anim.py: the move is spread over many frames, fast first then slowing (ease out), and
    the sprite ends exactly at the layout's placement of the new state."""
    ui.set_speed("normal")
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.select("10S")
    key = ui.key_of("10S")
    sprite = ui.table.board.sprites[key]
    start = (sprite.x, sprite.y)
    ui.press(pygame.K_RETURN)
    goal = ui.placements()[key]
    path = []
    for _ in range(120):
        ui.step()
        path.append(math.dist(start, (sprite.x, sprite.y)))
        if path[-1] == math.dist(start, (goal.x, goal.y)):
            break
    total = math.dist(start, (goal.x, goal.y))
    moving = [step for step in path if 0 < step < total]
    assert len(moving) >= 10  # gradual: at least ten frames in flight
    assert all(later > earlier for earlier, later in pairwise(path))  # steadily on
    steps = [later - earlier for earlier, later in pairwise(path)]
    assert steps[0] > 2 * steps[-1]  # eased out: quick start, gentle landing
    assert path[len(path) // 2] > total / 2  # ahead of a linear move at half time
    ui.settle()
    assert (sprite.x, sprite.y, sprite.width) == (goal.x, goal.y, goal.width)
    assert not ui.misplaced()


def test_a_resize_during_a_selection_lift_lands_the_card_in_the_new_layout(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.press(pygame.K_3)  # the lift takes 0.12 s; resize at once
    _resize(ui, 960, 540)
    assert not ui.misplaced()


def test_the_panels_show_the_state_the_animation_has_reached(ui: Ui) -> None:
    """While a defeated enemy and the played cards are still moving, the enemy panel shows
    the enemy they are moving for, never the next royal already."""
    ui.set_speed("normal")
    ui.open(game_at(enemy="JC", castle="QH", damage=14, hands=["7S 9D"]))
    ui.select("7S")
    ui.press(pygame.K_RETURN)
    ui.frames(2)
    shown = ui.table.board.view
    assert ui.state.enemy is not None and str(ui.state.enemy) == "QH"  # the engine moved on
    assert shown.enemy is not None and str(shown.enemy) == "JC" and shown.damage == 14
    seen = []
    while ui.table.animating:
        ui.step()
        seen.append(str(ui.table.board.view.enemy))
    assert seen.index("None") < seen.index("QH")  # the enemy leaves, then the next comes
    assert ui.table.board.view.enemy == ui.state.enemy
