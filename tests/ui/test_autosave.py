"""Autosave (ARCHITECTURE.md step 4): the game in progress is saved after every command into
REGICIDE_HOME, loads back to the same state, and the title offers to continue it."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.store.saves import load_game
from regicide.ui.scenes.title import TitleScene
from tests.builders import game_at
from tests.ui.driver import Ui


def test_every_command_is_autosaved_in_regicide_home(ui: Ui, home: Path) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    assert ui.ctx.autosave == home / "autosave.yaml"  # saved from the start, before any move
    assert load_game(ui.ctx.autosave).state == ui.state
    ui.play_by_keys("9D")
    saved = load_game(ui.ctx.autosave)
    assert saved.state == ui.state and saved.moves == ui.game.moves
    ui.play_by_keys("3S 3C")
    assert load_game(ui.ctx.autosave).state == ui.state


def test_undo_is_autosaved_too(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    ui.play_by_keys("3S 3C")
    ui.click_button("Undo")
    ui.settle()
    saved = load_game(ui.ctx.autosave)
    assert saved.state == ui.state and len(saved.moves) == 1


def test_the_title_continues_the_game_in_progress(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("9D")
    state = ui.state
    ui.to_title()
    assert isinstance(ui.top, TitleScene)
    assert ui.labels()[0] == "Continue"
    ui.click_button("Continue")
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.state == state
    assert len(ui.ctx.stack) == 1 and not ui.misplaced()


def test_enter_on_the_title_continues(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    ui.to_title()
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.state.shield == 10


def test_no_continue_without_a_game_in_progress(ui: Ui) -> None:
    ui.to_title()
    assert "Continue" not in ui.labels()
    title = ui.top
    assert isinstance(title, TitleScene) and title.focus.index is not None
    assert title.laid_out()[title.focus.index].label == "New solo game"  # what Enter starts


def test_no_continue_after_the_game_ended(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")
    ui.to_title()
    assert "Continue" not in ui.labels()
