"""Every game's table runs in the one table host (regicide/ui/table_host.py): the
autosaver's trouble is said on the table, the pause menu offers the same entries, and "Restart
this deal" deals the very same cards again."""

from __future__ import annotations

import random

import pygame
import pytest

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.play.opening import deal_session
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.table_host import AUTOPLAY_WORDS, TableHost
from tests.ui.driver import Ui


def _table(ui: Ui, game: GameDef) -> TableHost:
    session = deal_session(game, game.seat_counts[-1], seed=41, saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    ui.frames(2)
    assert isinstance(table, TableHost)
    return table


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_autosaver_s_trouble_is_said_on_every_table(ui: Ui, game: GameDef) -> None:
    table = _table(ui, game)
    ui.ctx.autosaver.error = "The game could not be saved: the disk is full."
    ui.frames(1)
    assert table.message == "The game could not be saved: the disk is full."
    assert ui.ctx.autosaver.error is None  # said once


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_table_s_pause_menu_offers_the_same_entries(ui: Ui, game: GameDef) -> None:
    table = _table(ui, game)
    ui.press(pygame.K_ESCAPE)
    menu = ui.top
    assert isinstance(menu, PauseScene)
    labels = [button.label for button in menu.buttons()]
    assert AUTOPLAY_WORDS[0] in labels and "Restart this deal" in labels
    assert {"Resume", "New deal", "Save as…", "Load…", "Quit to title"} <= set(labels)
    assert menu.same_deal is not None  # the deal has a seed code
    menu.same_deal()
    ui.ctx.stack.apply()
    ui.frames(2)
    again = ui.top
    assert isinstance(again, TableHost) and again is not table
    assert again.session.match.seed == 41
    assert again.session.match.origin == table.session.match.origin


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_app_s_news_outlives_the_next_move_on_every_table(ui: Ui, game: GameDef) -> None:
    """Issue 29 items 2-3: a notice (the computer players' process was given up on) comes just
    before the quick move made for it; that move must not wipe it before it is read."""
    table = _table(ui, game)
    notice = "A computer player stopped answering, so a quick move was made instead."
    ui.ctx.notices.append(notice)
    ui.frames(1)
    assert table.message == notice
    made = len(table.session.match.history)
    seat = table.session.to_act
    assert seat is not None
    choice = game.make_player("instant").choose(table.session.view(seat), random.Random(1))
    assert table.submit(choice)
    ui.frames(1)
    assert len(table.session.match.history) > made
    assert table.message == notice
