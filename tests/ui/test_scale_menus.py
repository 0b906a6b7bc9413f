"""The menu scenes at a big UI scale (150% and 200%): every word drawn lies inside the window
and inside its panel, no two words (or a word and a button) overlap, buttons do not overlap
each other, and the words really are bigger than at 100%."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from types import ModuleType

import pygame
import pytest

from regicide.games.regicide.ui.scenes import game_over, new_game
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.i18n import ENGLISH, use_language
from regicide.play.daily import daily_deal
from regicide.store.daily_grade import keep_grade
from regicide.store.paths import data_dir
from regicide.ui.scenes import (
    confirm,
    from_code,
    help,
    menu,
    pause,
    settings,
    title,
)
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.settings import Setting, SettingsScene
from regicide.ui.widgets import Button
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [150, 200]
Point = tuple[int, int]


@dataclass
class Drawn:
    """What one frame drew: the rects of the words (blit_text) and of the panels (menu's
    draw_panel: the card panel the words sit on)."""

    words: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """Records every word the menu scenes draw (their modules' own `blit_text`)."""
    record = Drawn()
    modules: list[ModuleType] = [
        menu,
        title,
        settings,
        pause,
        confirm,
        from_code,
        game_over,
        new_game,
        help,
    ]
    for module in modules:
        if hasattr(module, "blit_text"):
            original = module.blit_text

            def spy(surface, text, anchor, at, _original=original, _name=module.__name__):  # type: ignore[no-untyped-def]
                rect = _original(surface, text, anchor, at)
                record.words.append((_name, rect.copy()))
                return rect

            monkeypatch.setattr(module, "blit_text", spy)
    original_panel = menu.draw_panel

    def panel_spy(surface, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        record.panels.append(rect.copy())
        return original_panel(surface, rect, *args, **kwargs)

    monkeypatch.setattr(menu, "draw_panel", panel_spy)
    yield record


def _show(ui: Ui, size: Point, scale: int, open_scene: Callable[[Ui], None]) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    width, height = size
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=size)])
    open_scene(ui)
    ui.frames(40)  # past any entrance


def _frame(ui: Ui, drawn: Drawn) -> None:
    """Draw one more frame with only its own words recorded."""
    drawn.words.clear()
    drawn.panels.clear()
    ui.step()


def _inner(rect: pygame.Rect) -> pygame.Rect:
    """A word's box less the glyph box's empty margins (touching lines do not overlap)."""
    return rect.inflate(-2, -4)


def _assert_laid_out(ui: Ui, drawn: Drawn, buttons: list[Button], where: str) -> None:
    window = ui.ctx.window.surface.get_rect()
    panel = max(drawn.panels, key=lambda rect: rect.width * rect.height, default=window)
    words = [rect for _, rect in drawn.words if rect.width > 0]
    assert words, where
    for rect in words:
        assert window.contains(rect), f"a word leaves the window: {rect} {where}"
        assert panel.contains(_inner(rect)), f"a word leaves its panel {panel}: {rect} {where}"
        for button in buttons:
            inside = button.rect.contains(_inner(rect))
            assert inside or not _inner(rect).colliderect(button.rect), (
                f"a word {rect} runs into {button.label!r} {button.rect} {where}"
            )
    for index, rect in enumerate(words):
        for other in words[index + 1 :]:
            assert not _inner(rect).colliderect(_inner(other)), f"{rect} hits {other} {where}"
    for index, button in enumerate(buttons):
        assert window.contains(button.rect), f"{button.label!r} leaves the window {where}"
        for other in buttons[index + 1 :]:
            assert not button.rect.colliderect(other.rect), (
                f"{button.label!r} hits {other.label!r} {where}"
            )


def _solo_paused(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.press(pygame.K_ESCAPE)


def _title_with_continue(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("9D")
    ui.to_title()
    assert "Continue" in ui.labels()[:2]  # after the game chooser, when there is one


def _title_with_a_grade(ui: Ui) -> None:
    """The daily deal's note at its longest: the day, the deal and how hard it is."""
    seed = daily_deal(REGICIDE, date.today()).seed
    line = "winnable; the Strong AI wins it 10 times in 10"
    keep_grade(
        data_dir(),
        {"game": "regicide", "day": date.today().isoformat(), "seed": seed, "line": line},
    )
    ui.to_title()


def _confirm(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    detail = "Your solo game in progress (0/12 enemies, 0 moves) will be kept in Records › Games."
    ui.ctx.stack.push(
        ConfirmScene(ui.ctx, "Start a new game?", detail, ("Start the new game", lambda: None))
    )
    ui.ctx.stack.apply()


def _from_code(ui: Ui) -> None:
    ui.to_title()
    ui.ctx.stack.push(FromCodeScene(ui.ctx))
    ui.ctx.stack.apply()


def _defeat(ui: Ui) -> None:
    ui.open(game_at(enemy="QS", hands=["2C 3D"], tokens_used=2, enemies_defeated=6))
    ui.play_by_keys("2C")
    assert isinstance(ui.top, GameOverScene)


def _victory(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"], enemies_defeated=11))
    ui.play_by_keys("10C")
    assert isinstance(ui.top, GameOverScene)


MENUS: dict[str, Callable[[Ui], None]] = {
    "title": lambda ui: ui.to_title(),
    "title with continue": _title_with_continue,
    "title with the daily's grade": _title_with_a_grade,
    "new game": lambda ui: ui.app.start(NewGameScene(ui.ctx)),
    "new game, four seats": lambda ui: ui.app.start(NewGameScene(ui.ctx, players=4)),
    "new solo game": lambda ui: ui.app.start(NewGameScene(ui.ctx, players=1)),
    "pause": _solo_paused,
    "confirm": _confirm,
    "from a code": _from_code,
    "victory": _victory,
    "defeat": _defeat,
}


@pytest.mark.parametrize("scale", SCALES, ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", list(MENUS))
def test_menu_words_and_buttons_stay_apart_and_inside(
    ui: Ui, drawn: Drawn, name: str, size: Point, scale: int
) -> None:
    _show(ui, size, scale, MENUS[name])
    buttons = ui.buttons()
    for index in range(len(buttons)):  # every button's note, as the focus passes over it
        ui.top.focus.index = index  # type: ignore[union-attr]
        _frame(ui, drawn)
        _assert_laid_out(ui, drawn, buttons, f"({name}, {size}, {scale}%, focus {index})")


@pytest.mark.parametrize("scale", SCALES, ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", [*SIZES, (1000, 760)], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("theme", ["classic", "contrast", "parlour"])
def test_settings_rows_notes_and_captions_stay_apart(
    ui: Ui, drawn: Drawn, theme: str, size: Point, scale: int
) -> None:
    ui.ctx.apply_theme(theme)
    _show(ui, size, scale, lambda ui: ui.app.start(SettingsScene(ui.ctx)))
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    for index in range(len(scene.laid_out())):  # each row's note in turn
        scene.focus.index = index
        _frame(ui, drawn)
        rows = scene.laid_out()
        # words lie inside one row or in none, and never on each other
        where = f"({theme}, {size}, {scale}%, focus {index})"
        _assert_laid_out(ui, drawn, rows, where)
        preview = ui.ctx.frame.rect(*scene.layout().preview)
        for _, rect in drawn.words:
            assert not _inner(rect).colliderect(preview), f"{rect} on the preview {where}"
        assert not any(row.rect.colliderect(preview) for row in rows), where


def _name_height(ui: Ui, scale: int) -> int:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step()
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    row = scene.laid_out()[1]
    assert isinstance(row, Setting)
    return ui.ctx.text.body(row.name, row.font_size, (0, 0, 0), bold=True).get_height()


def test_settings_names_are_bigger_and_whole_at_200(ui: Ui) -> None:
    """The row names are drawn at the scaled size (not shrunk back to fit) and the rows grow
    taller and wider to hold them beside their values."""
    ui.app.start(SettingsScene(ui.ctx))
    small = _name_height(ui, 100)
    big = _name_height(ui, 200)
    assert big >= small * 1.8
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    layout = scene.layout()
    frame, text = ui.ctx.frame, ui.ctx.text
    for row in scene.laid_out()[:-2]:
        assert isinstance(row, Setting)
        assert row.rect.height >= text.body_font(row.font_size).get_linesize()
        name = text.body(row.name, row.font_size, (0, 0, 0), bold=True).get_width()
        value_part = frame.px(layout.slot_width) + 2 * frame.px(30)
        assert name + value_part < row.rect.width


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_title_button_is_reachable_and_the_logo_stays_on_screen(
    ui: Ui, drawn: Drawn, language: str
) -> None:
    """Issue 35, read in German in a real window at 960x540, 200%: the bottom buttons took a
    third row ("Aus einem Code", "Spielanleitung") and pushed the column into the logo;
    they now take the rows their own widths need, and the logo stays clear of every button
    (with the daily deal's longest note: the column stands above it)."""
    _show(ui, (960, 540), 200, _title_with_continue)
    _title_with_a_grade(ui)  # the daily deal's note at its longest
    use_language(language)
    try:
        ui.frames(1)
        scene = ui.top
        assert isinstance(scene, title.TitleScene)
        spots = scene.spots()
        buttons = ui.buttons()
        frame = ui.ctx.frame
        logo = ui.ctx.text.title(scene.game.title, frame.px(100), (0, 0, 0))
        ink = logo.get_bounding_rect().move(
            logo.get_rect(center=frame.point(640, spots.logo_y)).topleft
        )
    finally:
        use_language(ENGLISH)
    assert spots.logo_y >= title.LOGO_HALF
    assert not [button.label for button in buttons if button.rect.colliderect(ink)]
    assert len(buttons) == 13  # Continue, the game chooser, four more, seven along the foot


@pytest.mark.parametrize("scale", [100, 200], ids=lambda scale: f"{scale}pc")
def test_how_to_play_lines_follow_the_scale_and_scroll_to_the_end(ui: Ui, scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.app.start(HelpScene(ui.ctx, REGICIDE))
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, HelpScene)
    back = scene.back_button()
    text = ui.ctx.text
    label = text.body(back.label, back.font_size, (0, 0, 0), bold=True)
    assert label.get_height() <= back.rect.height
    ui.press(pygame.K_END)
    ui.frames(1)
    visible = scene._body_rect().height
    assert scene.scroll == max(0, scene._content_height - visible)
    font = text.body_font(ui.ctx.frame.px(16))
    if scale == 200:
        assert font.get_height() >= 2 * 16 - 2


def test_a_long_code_scrolls_inside_its_field(ui: Ui) -> None:
    _show(ui, (960, 540), 200, _from_code)
    scene = ui.top
    assert isinstance(scene, FromCodeScene)
    scene.field.set("W" * scene.field.limit)
    surface = pygame.Surface(ui.ctx.window.surface.get_size())
    surface.fill((1, 2, 3))
    at = scene.places()
    frame = ui.ctx.frame
    field_rect = frame.rect(640 - at.field_width / 2, at.top + at.field_top, at.field_width, 1)
    field_rect.height = frame.px(at.field_height)
    look = (ui.ctx.theme, ui.ctx.text, frame)
    scene.field.draw(surface, field_rect, look, 0.0)
    outside = surface.get_at((field_rect.right + 2, field_rect.centery))
    assert tuple(outside)[:3] == (1, 2, 3)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
def test_two_or_three_seats_line_up_with_the_column_under_them(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """New game: where the seats' labels fit the column's width, their row has its edges."""
    _show(ui, size, scale, lambda ui: ui.app.start(NewGameScene(ui.ctx, players=2)))
    scene = ui.top
    assert isinstance(scene, NewGameScene)
    players, *seats = scene.laid_out()[:3]
    assert seats[0].rect.left == players.rect.left
    assert abs(seats[-1].rect.right - players.rect.right) <= 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
def test_the_settings_names_share_one_size_and_each_is_whole(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """A column of names at one size ("Ask before a token" no smaller than "Sound")."""
    _show(ui, size, scale, lambda ui: ui.app.start(SettingsScene(ui.ctx)))
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    rows = [row for row in scene.laid_out() if isinstance(row, Setting) and row.adjust]
    px, layout = scene._name_px, scene.layout()
    for row in rows:
        width = ui.ctx.text.body_exact(row.name, px, (0, 0, 0), True).get_width()
        assert width <= scene._name_room(row, layout), row.name
