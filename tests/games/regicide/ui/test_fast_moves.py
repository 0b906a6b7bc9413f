"""Issue 33, item 11: at the fast speed every computer move takes under a second. A move costs
the larger of its thinking and the flight of the move before it, and the longest flights were
an enemy's fall with the next one's entrance (about 2 s at fast): at a fast speed every move's
cards come to rest within FAST_MOVE_SECONDS, in the same order, while the normal speed plays
each move at its own length. The seconds here are the table's own clock (frames of 1/60 s),
never the machine's."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from regicide.games.regicide.engine import Game, view
from regicide.games.regicide.ui.board import Board
from regicide.games.regicide.ui.layout import Sight
from regicide.play.turns import FAST_MOVE_SECONDS, move_within
from regicide.store.settings import SPEEDS
from regicide.ui.anim import Timeline
from regicide.ui.context import AppContext
from tests.builders import game_at
from tests.ui.driver import DT, Ui


def _frames_to_rest(ui: Ui, limit: int = 600) -> int:
    """Frames of the table's clock until the cards of the move just made rest."""
    for count in range(1, limit):
        ui.step()
        if not ui.table.animating:
            return count
    raise AssertionError("the cards never came to rest")


def _kill(ui: Ui, speed: str) -> int:
    """An exact kill of the Jack of Clubs (it falls, the table clears, the next royal enters):
    the frames until its cards rest at `speed`."""
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed=speed)
    ui.open(game_at(1, enemy="JC", hands=["10H 3S 4D 5C"], damage=10))
    ui.select("10H")
    ui.press(pygame.K_RETURN)
    return _frames_to_rest(ui)


def test_an_enemys_fall_at_fast_rests_within_the_fast_move(ui: Ui) -> None:
    frames = _kill(ui, "fast")
    assert frames * DT <= FAST_MOVE_SECONDS + 2 * DT
    assert not ui.misplaced()
    assert ui.table.board.shown == ui.table.game.state


def test_the_normal_speed_plays_an_enemys_fall_at_its_own_length(ui: Ui) -> None:
    """Normal speed is not hurried: the same fall takes longer than the fast speed's factor
    alone would make the squeezed one."""
    normal = _kill(ui, "normal")
    fast = _kill(ui, "fast")
    assert normal * DT > FAST_MOVE_SECONDS * SPEEDS["fast"]
    assert normal > fast * SPEEDS["fast"]


def _longest_rest(ctx: AppContext, speed: float, within: float | None) -> float:
    """Over random 4-seat games, the longest time (the window's clock) a move's cards take to
    rest, every move played on a board at `speed`."""
    longest = 0.0
    for seed in range(1, 7):
        game = Game.new(4, seed=seed)
        board = Board(ctx.look, ctx.frame, game.state, Sight.of(view(game.state, 1)))
        board.sync(game.state)
        board.update(0.0, speed)
        picker = random.Random(seed)
        while game.legal_moves():
            before = game.state
            board.play(before, game.submit(picker.choice(game.legal_moves())), within=within)
            frames = 0
            while board.animating:
                board.update(DT, speed)
                frames += 1
            longest = max(longest, frames * DT)
            assert board.shown == game.state
    return longest


def test_every_move_at_fast_rests_within_the_fast_move(ctx: AppContext) -> None:
    """Kills, heals with long draws and the attacks alike."""
    fast = SPEEDS["fast"]
    assert _longest_rest(ctx, fast, move_within(fast)) <= FAST_MOVE_SECONDS + 2 * DT
    assert _longest_rest(ctx, fast, None) > FAST_MOVE_SECONDS * 1.5  # what it was


@pytest.mark.parametrize("speed", ["normal", "slow", "instant"])
def test_only_a_fast_speed_limits_a_move(speed: str) -> None:
    assert move_within(SPEEDS[speed]) is None
    assert move_within(SPEEDS["fast"]) == FAST_MOVE_SECONDS


def test_a_squeeze_keeps_the_order_and_the_effects_length() -> None:
    timeline = Timeline()
    timeline.now = 5.0
    before = timeline.mark()
    target = type("Target", (), {"x": 0.0})()
    first = timeline.move(target, {"x": 1.0}, 0.0, 1.0)
    second = timeline.move(target, {"x": 2.0}, 2.0, 2.0)
    said: list[str] = []
    timeline.call(4.0, lambda: said.append("landed"))
    words = timeline.effect(2.0, 3.0, lambda surface, progress: None)
    assert timeline.squeeze(before, 2.0) == pytest.approx(0.5)
    assert (first.start, first.end) == pytest.approx((5.0, 5.5))
    assert (second.start, second.end) == pytest.approx((6.0, 7.0))
    assert timeline.calls[0][0] == pytest.approx(7.0)
    assert (words.start, words.duration) == pytest.approx((6.0, 3.0))
    assert timeline.squeeze(timeline.mark(), 1.0) == 1.0  # nothing new: as it was
