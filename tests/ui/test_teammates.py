"""Issue 33, item 3: computer teammates are not robots labelled "Seat N": each has a face of
its own and a strength badge with a tooltip, by the kind of player the session seats there
(a level the words do not know yet shows by its own name)."""

from __future__ import annotations

import pygame

from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def _four(ui: Ui) -> TableScene:
    game = game_at(4, enemy="QH", hands=["7H 9D 3S", "3C 5C", "4C 4D 8H", "2C 6S"], shield=5)
    seats = seats_of(REGICIDE, ["human", "strong", "casual", "expert"])
    table = TableScene(ui.ctx, Session(REGICIDE, game, seats))
    ui.app.start(table)
    ui.settle()
    return table


def test_each_teammate_has_a_face_of_its_own_and_a_strength_badge(ui: Ui) -> None:
    table = _four(ui)
    assert table._faces() == ("seat-1", "seat-2", "seat-3", "seat-4")
    badges = {seat: words for seat, (words, _) in table._levels().items()}
    assert badges == {2: "Strong", 3: "Casual", 4: "Expert"}


def test_the_badge_says_in_its_tooltip_what_the_strength_means(ui: Ui) -> None:
    table = _four(ui)
    board = table.board
    tips = dict(
        (words, rect) for rect, words in board.tips(table._computer_seats(), table._levels())
    )
    strong = next(words for words in tips if words.startswith("Seat 2, Strong: "))
    assert "computer teammate" in strong
    ui.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=tips[strong].center, rel=(0, 0), buttons=(0, 0, 0)
            )
        ]
    )
    ui.frames(1)
    assert table.tooltip() == strong
