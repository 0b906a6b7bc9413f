"""Issue 33, item 4: an enemy's fall is the big moment: the table dims behind its news, the
title and a subtitle big enough to read stand together in the middle of the table (the same
in hot seat), and then the table clears."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from regicide.games.regicide.ui.effects import MOMENT_SECONDS
from tests.builders import game_at
from tests.ui.driver import Ui


def _brightness(surface: pygame.Surface, spot: tuple[int, int]) -> float:
    area = pygame.Rect(0, 0, 24, 24)
    area.center = spot
    return sum(pygame.transform.average_color(surface, area)[:3]) / 3


def _moment(ui: Ui) -> tuple[float, float, float]:
    """The felt's brightness at a quiet spot before the kill, in the middle of the moment and
    once it has passed."""
    spot = ui.ctx.frame.point(200, 470)
    ui.frames(2)
    before = _brightness(ui.ctx.window.surface, spot)
    ui.select("10H")
    ui.press(pygame.K_RETURN)
    moments = []
    for _ in range(600):
        ui.step()
        moments = [e for e in ui.table.board.timeline.effects if e.duration == MOMENT_SECONDS]
        if moments and ui.table.board.timeline.now >= moments[0].start + MOMENT_SECONDS / 2:
            break
    assert moments, "no big moment for the fallen enemy"
    during = _brightness(ui.ctx.window.surface, spot)
    ui.settle()
    ui.frames(2)
    return before, during, _brightness(ui.ctx.window.surface, spot)


@pytest.mark.parametrize("players", [1, 3])
def test_the_table_dims_for_the_fall_of_an_enemy_then_clears(ui: Ui, players: int) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")
    hands = ["10H 3S 4D 5C", "3C 6C", "4C 7D 8H"][:players]
    ui.open(game_at(players, enemy="JC", hands=hands, damage=10))
    if players > 1:
        ui.uncover()
    before, during, after = _moment(ui)
    assert during < before * 0.8
    assert abs(after - before) < 3


def test_a_line_said_during_the_moment_waits_for_it_and_keeps_its_time(ui: Ui) -> None:
    """A computer's choice said while an enemy's fall holds the middle of the table ("Rowan
    goes next itself" printed over "Jack of Diamonds defeated!" under autoplay): the line
    under the banner waits for the moment, then shows for the time it was given."""
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")
    ui.open(game_at(1, enemy="JC", hands=["10H 3S 4D 5C"], damage=10))
    ui.select("10H")
    ui.press(pygame.K_RETURN)
    table = ui.table
    for _ in range(600):
        ui.step()
        if table.board.moment_showing:
            break
    assert table.board.moment_showing, "no big moment for the fallen enemy"
    table.say("Seat 2 goes next itself", calm=True)
    shown_during = []
    while table.board.moment_showing:
        shown_during.append(table._line_under_banner())
        ui.step()
    assert shown_during and not any(shown_during)
    assert table._line_under_banner() == "Seat 2 goes next itself"
    assert table.message_until - table.clock > 3.0  # nearly the whole MESSAGE_SECONDS left


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1920, 1080)])
def test_the_news_of_a_fall_keeps_clear_of_the_hand_s_number_discs(
    ui: Ui, size: tuple[int, int]
) -> None:
    """Issue 33 (last mile), item 4, played by hand at 1280x720 200%: "Jack of Spades
    defeated!" on its plate covered the hand's number discs. It rests above them."""
    ui.ctx.update_settings(ui_scale=200, animation_speed="normal")
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.open(game_at(enemy="JS", hands=["10C 9D 2S 3H 5H 6H 7C 8D"], damage=15))
    ui.select("10C")
    ui.press(pygame.K_RETURN)
    board = ui.table.board
    for _ in range(600):
        ui.step()
        if board.moment_showing:
            break
    assert board.moment_showing, "no big moment for the fallen enemy"
    discs = [disc for disc, _tip in board.key_spots]
    assert len(discs) == 7
    drawn = pygame.Surface(ui.ctx.window.surface.get_size(), pygame.SRCALPHA)
    for progress in (0.1, 0.5):
        drawn.fill((0, 0, 0, 0))
        board.moments[0].draw(drawn, progress)
        plate = pygame.mask.from_surface(drawn, 200).get_bounding_rects()[0]
        assert plate.height > ui.ctx.frame.px(40)
        assert not [disc for disc in discs if disc.colliderect(plate)], (plate, discs)
