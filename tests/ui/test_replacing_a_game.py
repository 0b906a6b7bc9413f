"""Item 9 of the table issue: nothing replaces a game in progress without asking, and the
unfinished game is kept in the archive (Records › Games) when the player goes ahead."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.store.archive import archived_files, games_dir
from regicide.store.library import saves_dir
from regicide.store.records import read_archive
from regicide.store.saves import load_saved, save_game
from regicide.ui.scenes.confirm import ConfirmScene
from tests.ui.driver import Ui


def _play_one_move(ui: Ui) -> TableScene:
    ui.to_title()
    ui.click_button("New solo game")
    ui.settle()
    table = ui.table
    card = str(table.state.current_hand[0])
    ui.play_by_keys(card)
    ui.settle()
    return table


def test_a_new_solo_game_asks_first_and_keeps_the_old_one(ui: Ui, home: Path) -> None:
    old = _play_one_move(ui)
    moves = len(old.session.match.history)
    ui.to_title()
    ui.click_button("New solo game")
    assert isinstance(ui.top, ConfirmScene)
    assert "Records" in ui.top.detail
    ui.press(pygame.K_ESCAPE)  # cancel: the game in progress is untouched
    assert not archived_files(games_dir())
    ui.click_button("New solo game")
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert isinstance(ui.top, TableScene) and not ui.table.session.match.history
    (kept,) = read_archive(games_dir()).games
    assert kept.status == "playing" and kept.moves == moves


def test_restart_from_the_pause_menu_asks_too(ui: Ui, home: Path) -> None:
    _play_one_move(ui)
    ui.press(pygame.K_ESCAPE)
    ui.click_button("New deal")
    assert isinstance(ui.top, ConfirmScene)
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert isinstance(ui.top, TableScene)
    assert len(archived_files(games_dir())) == 1


def test_no_question_without_a_game_in_progress(ui: Ui, home: Path) -> None:
    ui.to_title()
    ui.click_button("New solo game")
    ui.settle()
    assert isinstance(ui.top, TableScene)


def test_a_kept_game_goes_on_from_the_records_as_it_was(ui: Ui, home: Path) -> None:
    old = _play_one_move(ui)
    state = old.state
    ui.to_title()
    ui.click_button("New solo game")
    ui.press(pygame.K_RETURN)  # start the new game: the old one goes to the archive
    ui.settle()
    ui.to_title()
    ui.click_button("Records")
    ui.press(pygame.K_2)
    ui.press(pygame.K_c)  # the new game has no move yet: nothing to ask
    ui.settle()
    assert isinstance(ui.top, TableScene)
    assert ui.state == state and not ui.table.session.match.assisted


def test_loading_the_game_in_progress_again_keeps_no_copy_of_it(ui: Ui, home: Path) -> None:
    """A save of the very game in progress goes on at once: nothing to put aside."""
    table = _play_one_move(ui)
    ui.ctx.autosaver.flush()
    path = saves_dir() / "The same game.yaml"
    save_game(table.session.game, table.session.match, path)
    ui.ctx.navigation.play(load_saved(path))
    ui.ctx.stack.apply()
    ui.settle()
    assert isinstance(ui.top, TableScene) and not archived_files(games_dir())


def test_loading_another_game_asks_in_its_own_words(ui: Ui, home: Path) -> None:
    table = _play_one_move(ui)
    ui.ctx.autosaver.flush()
    path = saves_dir() / "Another game.yaml"
    save_game(table.session.game, Game.new(1, seed=3), path)
    ui.ctx.navigation.play(load_saved(path))
    ui.ctx.stack.apply()
    assert isinstance(ui.top, ConfirmScene)
    assert ui.top.buttons()[0].label == "Play it instead"
