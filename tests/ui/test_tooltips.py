"""Every icon and badge on the table says what it is in a tooltip (issue 12, accessibility):
the top bar's progress and assisted badges, the enemy's immunity, the solo Jester tokens."""

from __future__ import annotations

import pygame

from tests.builders import game_at
from tests.ui.driver import Ui


def _point(ui: Ui, at: tuple[int, int]) -> str:
    ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))])
    return ui.table.tooltip()


def test_the_immunity_badge_and_the_tokens_have_tooltips(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"], tokens_used=1))
    layout = ui.table.board.layout
    assert _point(ui, layout.immunity_badge.center) == (
        "Spades played against this enemy count for damage but lose their power"
    )
    assert _point(ui, layout.token(0).center) == "Jester token, used"
    assert _point(ui, layout.token(1).center).startswith("Jester token: discard your hand")
    x, y = layout.frame.point(200, 22)
    assert _point(ui, (round(x), round(y))).startswith("0 of 12 defeated: one crown per royal")


def test_a_cancelled_immunity_says_so(ui: Ui) -> None:
    ui.open(game_at(3, enemy="QH", hands=["JKR 7H", "3S", "4C"]))
    ui.uncover()
    ui.play_by_keys("JKR")
    ui.settle_any()
    tip = _point(ui, ui.table.board.layout.immunity_badge.center)
    assert tip.startswith("A Jester cancelled the immunity")
