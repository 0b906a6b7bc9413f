"""The end screen's verdict is worded for the people at the table (issue 30): one person is
"you"; two people sharing the screen are "you both" when they won or lost together, else the
winner is named and both are thanked, never "Seat 1 (you)" to a table of two; the words come
from the record's result."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.protocol import Result, ResultKind
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.play.table import verdict_words
from tests.builders import game_at
from tests.ui.driver import Ui

WON, LOST, DRAW = ResultKind.WON, ResultKind.LOST, ResultKind.DRAW


@pytest.mark.parametrize(
    ("kind", "winners", "people", "said"),
    [
        (WON, (1,), (1,), "You win!"),
        (WON, (2,), (1,), "You lose"),
        (WON, (1, 2), (1, 2), "You both win!"),  # a cooperative table of two people
        (LOST, (), (1, 2), "You both lose"),
        (WON, (3,), (1, 2), "You both lose"),  # a computer beat both people
        (WON, (2,), (1, 2), "Seat 2 wins — well played, both"),
        (WON, (1,), (1, 2, 3), "Seat 1 wins — well played, all"),
        (WON, (1, 2, 3), (1, 2, 3), "You all win!"),
        (DRAW, (), (1, 2), "A draw"),
        (WON, (2,), (), "Seat 2 wins"),  # computers only: named for the onlooker
        (LOST, (), (), "Nobody wins"),
    ],
)
def test_the_verdict_is_the_people_s_result(
    kind: ResultKind, winners: tuple[int, ...], people: tuple[int, ...], said: str
) -> None:
    assert verdict_words(Result(kind, winners, ""), people) == said


def test_two_people_who_win_regicide_together_read_that_they_both_win(ui: Ui) -> None:
    """Regicide is cooperative: two people sharing the screen who beat the last King read
    "You both win", not a cheer for "all of you" nor a "you" meant for one of them."""
    game = game_at(2, enemy="KS", castle="", damage=30, hands=["10C 4D", "3C"],
                   enemies_defeated=11)  # fmt: skip
    table = ui.open(game)
    assert table.covered
    ui.press(pygame.K_RETURN)  # Seat 1 takes the screen
    ui.play_by_keys("10C")
    ui.frames(40)
    scene = ui.top
    assert isinstance(scene, GameOverScene) and scene.won
    assert "You both win, well played!" in scene.victory_words()
