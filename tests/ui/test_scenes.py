"""The scenes around the table: title, new game, how to play, settings, pause and game over,
driven by clicks and keys like a player would."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from regicide.games.regicide.engine import Status
from regicide.games.regicide.ui.scenes.game_over import NOTE_ROOM, GameOverScene
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play import turns
from regicide.play.turns import thinking_share
from regicide.store.settings import SPEEDS, load_settings
from regicide.themes.theme import load_theme
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.help import LINE_STEP, HelpScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.scenes.title import TitleScene
from regicide.ui.widgets import button_face
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def test_title_new_solo_game_deals_a_fresh_table(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("New solo game")
    ui.settle()
    assert isinstance(ui.top, TableScene) and len(ui.ctx.stack) == 1
    assert ui.state.players == 1 and len(ui.state.hand(1)) == 8 and ui.game.history == ()
    assert not ui.misplaced()


def test_title_new_game_sets_players_and_variants(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("New game")
    assert isinstance(ui.top, NewGameScene)
    assert ui.labels()[0].startswith("Players: 2")
    ui.click_button("Players")
    ui.click_button("Open hands")
    labels = ui.labels()
    assert labels[0] == "Players: 3   (press to change)" and "Open hands (no cover): On" in labels
    assert labels[1:4] == ["1: Human", "2: Strong AI", "3: Strong AI"]
    ui.click_button("Start the game")
    ui.settle()
    assert isinstance(ui.top, TableScene) and len(ui.ctx.stack) == 1
    assert ui.state.players == 3 and ui.state.rules.open_hands
    assert [len(hand) for hand in ui.state.hands] == [6, 6, 6]
    assert not ui.table.covered


def test_new_game_back_returns_to_the_title(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("New game")
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_how_to_play_scrolls_by_keys_and_wheel(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("How to play")
    help_scene = ui.top
    assert isinstance(help_scene, HelpScene) and help_scene.scroll == 0
    ui.press(pygame.K_DOWN)
    assert help_scene.scroll == LINE_STEP
    ui.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert help_scene.scroll == LINE_STEP * 4
    ui.press(pygame.K_UP)
    assert help_scene.scroll == LINE_STEP * 3
    ui.press(pygame.K_END)
    bottom = help_scene.scroll
    assert bottom > LINE_STEP * 10
    ui.press(pygame.K_PAGEDOWN)
    assert help_scene.scroll == bottom  # no further than the end
    ui.press(pygame.K_HOME)
    assert help_scene.scroll == 0
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_how_to_play_back_is_a_real_button_tab_rings_it_and_enter_presses_it(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("How to play")
    help_scene = ui.top
    assert isinstance(help_scene, HelpScene) and not help_scene.focused
    back = help_scene.back_button()
    face = button_face(back, ui.ctx.text, ((255, 255, 255), (200, 200, 200)))
    assert back.hint == "Esc" and face.hint is not None and not face.cut
    ui.press(pygame.K_TAB)
    assert help_scene.focused
    ui.frames(1)
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, TitleScene)
    ui.click_button("How to play")
    ui.click(ui.top.back_button().rect.center)
    assert isinstance(ui.top, TitleScene)


def test_settings_cycle_the_animation_speed_and_save_it(ui: Ui, home: Path) -> None:
    ui.to_title()
    ui.click_button("Settings")
    assert isinstance(ui.top, SettingsScene)
    speed = ui.ctx.settings.animation_speed
    ui.click_button("Animation speed")
    assert ui.ctx.settings.animation_speed != speed
    ui.click_button("Animation speed")
    chosen = ui.ctx.settings.animation_speed
    assert f"Animation speed: {chosen.title()}" in ui.labels()
    saved, problem = load_settings(home / "settings.yaml")
    assert problem is None and saved.animation_speed == chosen
    ui.click_button("Back")
    assert isinstance(ui.top, TitleScene)


def test_the_speed_chosen_in_the_pause_menu_applies_to_the_table(ui: Ui) -> None:
    ui.set_speed("normal")
    ui.open(game_at(enemy="JC", hands=["7H 9D"]))
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Settings")
    while ui.ctx.settings.animation_speed != "fast":
        ui.click_button("Animation speed")
    ui.press(pygame.K_ESCAPE)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TableScene)
    assert ui.table.board.timeline.speed == ui.ctx.settings.speed_factor == 1.8


def test_quit_stops_the_app(ui: Ui) -> None:
    ui.to_title()
    assert ui.app.running
    ui.click_button("Quit")
    assert not ui.app.running and not ui.step()


def test_escape_on_the_title_asks_before_it_quits(ui: Ui) -> None:
    ui.to_title()
    ui.press(pygame.K_ESCAPE)
    ui.ctx.stack.apply()
    assert ui.app.running and isinstance(ui.top, ConfirmScene)
    ui.press(pygame.K_ESCAPE)  # Stay
    ui.ctx.stack.apply()
    assert ui.app.running and isinstance(ui.top, TitleScene)
    ui.press(pygame.K_ESCAPE)
    ui.press(pygame.K_RETURN)  # Quit
    assert not ui.app.running


def test_pause_restart_deals_a_new_game(ui: Ui) -> None:
    ui.open(game_at(2, enemy="JC", hands=["9D 8H 2S", "7S 6D 3C"]))
    old = ui.table
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.click_button("New deal")
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.table is not old and len(ui.ctx.stack) == 1
    assert ui.game.dealt and ui.game.history == () and ui.state.players == 2
    assert [len(hand) for hand in ui.state.hands] == [7, 7]


def test_pause_quit_to_title(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D"]))
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Quit to title")
    assert isinstance(ui.top, TitleScene) and len(ui.ctx.stack) == 1


def _won(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")
    assert isinstance(ui.top, GameOverScene)


def test_a_victory_offers_no_take_back(ui: Ui) -> None:
    _won(ui)
    assert ui.labels() == ["New game", "Watch the replay", "Title screen"]


def test_a_last_button_alone_on_its_row_is_centred(ui: Ui) -> None:
    _won(ui)
    new_game, watch, title = ui.buttons()
    assert title.rect.top > new_game.rect.bottom
    middle = (new_game.rect.left + watch.rect.right) / 2
    assert abs(title.rect.centerx - middle) <= 2


def test_the_pointed_buttons_note_is_centred_inside_the_game_over_panel(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", hands=["2C 3D"], tokens_used=2))
    ui.play_by_keys("2C")
    scene = ui.top
    assert isinstance(scene, GameOverScene)
    buttons = scene.laid_out()
    x, y = scene.note_at(buttons)
    frame = ui.ctx.frame
    assert x == frame.point(640, 0)[0]
    assert y > max(button.rect.bottom for button in buttons)
    rows = (len(buttons) + 1) // 2
    bottom = frame.point(0, scene.first_button_y + rows * 58 + 20 + NOTE_ROOM)[1]
    assert y + ui.ctx.text.body_font(frame.px(15)).get_linesize() < bottom


def test_game_over_take_back_undoes_the_losing_move(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", hands=["2C 3D"], tokens_used=2))
    ui.play_by_keys("2C")
    assert isinstance(ui.top, GameOverScene) and ui.state.status is Status.LOST
    before = ui.game.state_after(0)
    ui.click_button("Take back the last move")
    ui.settle()
    assert isinstance(ui.top, TableScene)
    assert ui.state == before and ui.state.status is Status.PLAYING and ui.game.history == ()
    ui.play_by_keys("3D")  # and the loss comes back, with its screen
    assert isinstance(ui.top, GameOverScene)


def test_ctrl_z_on_the_defeat_screen_takes_back_the_move(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", hands=["2C 3D"], tokens_used=2))
    ui.play_by_keys("2C")
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.game.history == ()


def test_game_over_new_game_and_title(ui: Ui) -> None:
    _won(ui)
    old = ui.table
    ui.click_button("New game")
    ui.settle()
    assert ui.table is not old and ui.state.status is Status.PLAYING
    assert len(ui.ctx.stack) == 1
    ui.click_button("Menu")
    ui.click_button("Quit to title")
    assert isinstance(ui.top, TitleScene)


def test_escape_on_game_over_shows_the_table_as_it_ended(ui: Ui) -> None:
    _won(ui)
    ui.press(pygame.K_ESCAPE)
    ui.frames(3)
    assert isinstance(ui.top, TableScene) and ui.state.status is Status.WON
    assert ui.table.action_buttons() == []


def _felt_share(ui: Ui, theme_name: str) -> float:
    """The share of a coarse grid of window pixels showing `theme_name`'s bare felt."""
    surface = ui.ctx.window.surface
    felt = pygame.Surface(surface.get_size())
    draw_felt(felt, load_theme(theme_name))
    points = [(x, y) for x in range(0, surface.get_width(), 16) for y in range(0, 720, 16)]
    return sum(felt.get_at(p) == surface.get_at(p) for p in points) / len(points)


def _switch_theme(ui: Ui) -> str:
    """In the settings menu on top: pick the next theme; returns its file name."""
    old = ui.ctx.settings.theme
    ui.click_button("Theme")
    assert ui.ctx.settings.theme != old
    return ui.ctx.settings.theme


def test_a_theme_chosen_on_the_title_dresses_the_next_table(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Settings")
    theme = _switch_theme(ui)
    ui.press(pygame.K_ESCAPE)
    ui.open(game_at(enemy="JC", hands=["7H 9D"]))
    assert _felt_share(ui, theme) > 0.5


def test_a_theme_chosen_in_the_pause_menu_dresses_the_table_in_progress(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D"]))
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Settings")
    theme = _switch_theme(ui)
    ui.press(pygame.K_ESCAPE)
    ui.press(pygame.K_ESCAPE)
    ui.step()
    assert isinstance(ui.top, TableScene)
    assert _felt_share(ui, theme) > 0.5


def test_enter_on_the_new_game_screen_starts_the_game_as_set(ui: Ui) -> None:
    """Enter presses "Start the game", as its hint says, however the seats were set."""
    ui.to_title()
    ui.click_button("New game")
    ui.click_button("Players")
    ui.click_button("Players")
    assert ui.top is not None and ui.labels()[0].startswith("Players: 4")
    menu = ui.top
    assert isinstance(menu, NewGameScene)
    assert menu.focus.index is not None and menu.laid_out()[menu.focus.index].label == (
        "Start the game"
    )  # the focus ring shows where Enter goes
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.state.players == 4


def test_arrow_keys_move_the_menu_focus_and_enter_follows_it(ui: Ui) -> None:
    ui.to_title()
    title = ui.top
    assert isinstance(title, TitleScene)
    for _ in range(len(title.laid_out())):  # down from the first button to "New game"
        ui.press(pygame.K_DOWN)
        if title.laid_out()[title.focus.index or 0].label.startswith("New game"):
            break
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, NewGameScene)


@pytest.mark.parametrize("theme", ["classic", "contrast"])
def test_the_title_logo_is_clear_of_the_cards_behind_it(ui: Ui, theme: str) -> None:
    ui.ctx.apply_theme(theme)
    ui.to_title()
    title = ui.top
    assert isinstance(title, TitleScene)
    ui.frames(1)
    assert title._showcase_cache is not None
    cards = pygame.mask.from_surface(title._showcase_cache[1])
    frame = ui.ctx.frame
    logo = ui.ctx.text.title("Regicide", frame.px(100), ui.ctx.theme.colors.accent)
    where = logo.get_rect(center=tuple(round(v) for v in frame.point(640, 196)))
    assert cards.overlap(pygame.mask.from_surface(logo), where.topleft) is None


def test_how_to_play_has_pictures_of_real_situations(ui: Ui) -> None:
    """Issue 20, item 15: sections show a board drawn from a stated position."""
    scene = HelpScene(ui.ctx, REGICIDE)
    ui.app.start(scene)
    ui.frames(1)
    assert scene.pictures is not None
    immunity = scene.pictures("Immunity", 640)
    assert immunity is not None and immunity.get_width() == 640
    assert scene.pictures("Hand size", 640) is None


def test_settings_say_that_fast_also_hurries_the_computers(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 33, item 11: Fast (and Instant) give the computers a share of their thinking
    time; the speed's row says so, in the words of that one share."""
    ui.to_title()
    ui.click_button("Settings")
    speed = ui.button("Animation speed")
    assert "Fast and Instant also give computers half their thinking time" in speed.about
    assert thinking_share(SPEEDS["fast"]) == 0.5
    monkeypatch.setattr(turns, "FAST_THINKING", 0.25)
    ui.frames(1)
    assert "a quarter of their thinking time" in ui.button("Animation speed").about
    assert thinking_share(SPEEDS["fast"]) == 0.25
