"""The shell names the game chosen, not Regicide: the title's wordmark and line, the game the
title, Records and Settings open on (the one last chosen, kept in the settings), Settings'
preview and the chosen game's own options."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES, game_named
from regicide.play.opening import Opening
from regicide.store.settings import load_settings
from regicide.ui.app import App, create_context
from regicide.ui.kits import kit_of
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.scenes.title import TitleScene
from tests.ui.driver import Ui


def _words_drawn(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every title-font word the top scene draws in one frame."""
    drawn: list[str] = []
    title = ui.ctx.text.title

    def spy(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(words)
        return title(words, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ui.ctx.text, "title", spy)
    ui.step()
    return drawn


def _title_on(ui: Ui, name: str) -> GameDef:
    """The title shown with the game `name` chosen before."""
    game = game_named(name)
    ui.ctx.choose_game(game)
    ui.to_title()
    return game


def _fresh_ui(ui: Ui) -> Ui:
    """The app started again in the same home (the settings read from the file)."""
    ctx = create_context()
    ctx.settings = replace(ctx.settings, animation_speed="instant", sound=False)
    fresh = Ui(App(ctx))
    fresh.to_title()
    return fresh


@pytest.mark.parametrize("name", [game.name for game in GAMES])
def test_the_wordmark_and_line_are_the_chosen_games(
    ui: Ui, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = _title_on(ui, name)
    title = ui.top
    assert isinstance(title, TitleScene) and title.game is game
    assert game.title in _words_drawn(ui, monkeypatch)
    others = {other.title for other in GAMES if other is not game}
    assert not others & set(_words_drawn(ui, monkeypatch))


def test_the_game_chosen_on_the_title_is_kept_for_the_next_visit(ui: Ui) -> None:
    ui.to_title()
    ui.press(pygame.K_RIGHT)
    title = ui.top
    assert isinstance(title, TitleScene) and title.game is GAMES[1]
    fresh = _fresh_ui(ui)
    assert isinstance(fresh.top, TitleScene) and fresh.top.game is GAMES[1]
    label, _, _ = kit_of(GAMES[1]).quick_start()
    assert label in fresh.labels()


def test_after_a_claim_game_the_title_and_records_are_on_claim(ui: Ui) -> None:
    claim = game_named("claim")
    ui.to_title()
    ui.ctx.navigation.deal(Opening("claim", 2, seed=5, seats=("human", "instant")))
    ui.ctx.stack.apply()
    ui.to_title()
    title = ui.top
    assert isinstance(title, TitleScene) and title.game is claim
    label, _, opening = kit_of(claim).quick_start()
    assert opening.game == "claim" and label in ui.labels()
    ui.click_button("Records")
    assert getattr(ui.top, "game", None) is claim


def test_a_game_name_the_table_does_not_know_falls_back_to_the_first(ui: Ui) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, game="chess")
    ui.to_title()
    assert isinstance(ui.top, TitleScene) and ui.top.game is GAMES[0]


def test_a_game_setting_that_is_not_a_name_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("game: [1, 2]\n", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.game == GAMES[0].name and problem is not None and "game" in problem


@pytest.mark.parametrize("name", [game.name for game in GAMES])
def test_settings_preview_and_options_are_the_chosen_games(
    ui: Ui, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = _title_on(ui, name)
    ui.click_button("Settings")
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    previewed: list[str] = []
    kit = kit_of(game)
    preview = kit.preview
    monkeypatch.setattr(
        kit, "preview", lambda look, size: previewed.append(game.name) or preview(look, size)
    )
    ui.step()
    assert previewed == [game.name]
    token_row = any(label.startswith("Ask before a token") for label in ui.labels())
    assert token_row == (name == "regicide")


def test_the_chosen_games_own_option_changes_its_setting(ui: Ui) -> None:
    ui.ctx.choose_game(game_named("regicide"))
    ui.to_title()
    ui.click_button("Settings")
    before = ui.ctx.settings.ask_before_token
    ui.click_button("Ask before a token")
    assert ui.ctx.settings.ask_before_token is not before
