"""The board (ui/board.py) draws a game from plain data, with no scene and no input: what the
replay viewer needs. Its cards follow the layout, its panels the animation, and it shows a
seat only what the engine's view lets that seat see."""

from __future__ import annotations

import random

import pygame
import pytest

from regicide.games.regicide.engine import Game, Rules, view
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.layout import Sight, Zone, card_keys
from regicide.ui.context import AppContext
from tests.builders import game_at


def _board(ctx: AppContext, game: Game, seat: int = 1) -> Board:
    board = Board(ctx.look, ctx.frame, game.state, Sight.of(view(game.state, seat)))
    board.sync(game.state)
    return board


def test_a_board_draws_a_game_without_any_scene(ctx: AppContext) -> None:
    game = game_at(enemy="JC", hands=["7H 9D 3S"])
    board = _board(ctx, game)
    surface = pygame.Surface((ctx.frame.width, ctx.frame.height))
    board.draw(surface, Decor(banner="Move 1 of 1"))
    enemy = board.layout.enemy
    felt = surface.get_at((5, 700))
    assert surface.get_at(enemy.center) != felt  # the enemy card is drawn
    assert set(board.sprites) == set(board.placements(game.state))


def test_a_board_animates_events_by_time_alone(ctx: AppContext) -> None:
    game = Game.new(2, seed=12)
    board = _board(ctx, game)
    picker = random.Random(3)
    for _ in range(6):
        before = game.state
        events = game.submit(picker.choice(game.legal_moves()))
        board.play(before, events)
        assert board.animating
        for _ in range(600):
            board.update(1 / 60, speed=1.0)
            if not board.busy:
                break
        assert not board.busy and board.shown == game.state
        placed = board.placements(game.state)
        assert set(board.sprites) == set(placed)
        for key, sprite in board.sprites.items():
            goal = placed[key]
            pose = (sprite.x, sprite.y, sprite.width, sprite.angle, sprite.face)
            assert pose == pytest.approx((goal.x, goal.y, goal.width, goal.angle, goal.face))


def test_a_seat_sees_its_own_hand_and_only_backs_of_the_others(ctx: AppContext) -> None:
    game = Game.new(3, seed=2)
    board = _board(ctx, game, seat=2)
    zones = card_keys(game.state)
    for key, placement in board.placements(game.state).items():
        zone, seat, _ = zones[key]
        if zone is Zone.HAND:
            assert placement.face == (1.0 if seat == 2 else 0.0)


def test_open_hands_are_listed_not_hidden(ctx: AppContext) -> None:
    game = Game.new(3, seed=2, rules=Rules(open_hands=True))
    board = _board(ctx, game, seat=1)
    assert board.view.open_hands is not None
    zones = card_keys(game.state)
    others = [key for key in board.placements(game.state) if zones[key][:2] == (Zone.HAND, 2)]
    assert not others  # their cards are written in their seats' panels instead


def test_hidden_hands_are_all_face_down(ctx: AppContext) -> None:
    game = Game.new(2, seed=2)
    board = _board(ctx, game)
    board.hidden = True
    zones = card_keys(game.state)
    hands = [
        placement
        for key, placement in board.placements(game.state).items()
        if zones[key][0] is Zone.HAND
    ]
    assert hands and all(placement.face == 0.0 for placement in hands)
