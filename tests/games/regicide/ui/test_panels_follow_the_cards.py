"""The panels never run ahead of the cards (issue 20, item 12): the log tells a move once its
cards have shown it, and while the deal is shown nothing speaks of an enemy not yet revealed."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def _log_text(ui: Ui) -> str:
    return " ".join(words for words, _ in ui.table.log_view().lines)


def test_the_log_tells_a_defeat_once_the_cards_have_shown_it(ui: Ui) -> None:
    """R-DEF-1: the exact kill and the next enemy appear in the log after the animation."""
    ui.open(game_at(enemy="JS", hands=["10C 4D"], damage=0, castle="JD KS QS"))
    ui.set_speed("normal")
    ui.select("10C")
    ui.press(pygame.K_RETURN)
    ui.frames(3)
    assert ui.table.animating
    assert "defeated" not in _log_text(ui) and "steps forward" not in _log_text(ui)
    ui.settle()
    assert "Jack of Spades defeated exactly" in _log_text(ui)
    assert "Jack of Diamonds steps forward" in _log_text(ui)


def test_while_the_deal_is_shown_the_table_offers_no_yield(ui: Ui) -> None:
    """R-SETUP: before the first enemy is revealed there is nothing to yield to."""
    ui.set_speed("normal")
    table = TableScene(ui.ctx, Session(REGICIDE, Game.new(2, seed=5)), animate_deal=True)
    ui.app.start(table)  # looked at before the deal settles
    ui.frames(2)
    title, lines = table.preview()
    assert table.animating and table.board.shown.enemy is None
    assert title == table.banner() == "Dealing…"
    assert not any("Yield" in words for words, _ in lines) and not table.action_buttons()


def test_between_a_defeat_and_the_next_enemy_the_table_speaks_of_the_next_enemy(ui: Ui) -> None:
    """R-DEF-1: after a defeat, while the next enemy is not yet turned over, the panels say it
    is coming (not that the cards are being dealt)."""
    ui.open(game_at(enemy="JS", hands=["10C 4D"], damage=0, castle="JD KS QS"))
    ui.set_speed("normal")
    ui.select("10C")
    ui.press(pygame.K_RETURN)
    table = ui.table
    for _ in range(600):
        ui.step()
        if table.board.shown.enemy is None:
            break
    assert table.animating and table.board.shown.enemy is None
    title, lines = table.preview()
    assert title == table.banner() == "Next enemy…"
    assert "steps forward" in lines[0][0] and not table.action_buttons()
