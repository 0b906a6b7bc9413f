"""The UI scale setting (accessibility, 100-200%): how much bigger body text is drawn, where
the enlargement stops, what never scales (titles, the cards' own type), the Settings row
driven by real events, and the setting kept across a restart."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from regicide.games.regicide.engine import parse_cards
from regicide.store.settings import UI_SCALES, Settings, load_settings
from regicide.themes.theme import load_theme
from regicide.ui.app import create_context
from regicide.ui.assets import LARGE_TEXT_PX, MIN_TEXT_PX, TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.scenes.settings import next_scale
from regicide.ui.widgets import fit_label
from tests.ui.driver import Ui

CLASSIC = load_theme("classic")


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def _text(percent: int) -> TextCache:
    return TextCache(CLASSIC, scale=percent / 100)


@pytest.mark.parametrize("size", [12, 14, 16, 18, 22, 30, 40, 52])
def test_at_100_percent_body_text_keeps_its_size(size: int) -> None:
    assert _text(100).body_px(size) == size


def test_small_windows_scale_first_then_keep_the_readable_minimum() -> None:
    assert _text(100).body_px(7) == MIN_TEXT_PX
    assert _text(150).body_px(7) == MIN_TEXT_PX
    assert _text(200).body_px(7) == 14  # a small window's 9 px type doubles like any other
    assert _text(200).body_px(10) == 20


@pytest.mark.parametrize("percent", UI_SCALES)
def test_body_text_grows_by_the_scale_up_to_the_large_size(percent: int) -> None:
    text = _text(percent)
    for size in range(MIN_TEXT_PX, LARGE_TEXT_PX):
        assert text.body_px(size) == min(round(size * percent / 100), LARGE_TEXT_PX)
    assert text.body_px(LARGE_TEXT_PX) == LARGE_TEXT_PX
    assert text.body_px(60) == 60  # already large: kept as it is


def test_drawn_words_are_taller_at_200_percent() -> None:
    plain = _text(100).body("Seat 2 played 5♣", 16, (255, 255, 255))
    big = _text(200).body("Seat 2 played 5♣", 16, (255, 255, 255))
    assert big.get_height() >= plain.get_height() * 1.8
    assert big.get_width() >= plain.get_width() * 1.8
    assert _text(200).body_font(16).get_linesize() >= _text(100).body_font(16).get_linesize() * 1.8


def test_titles_and_the_cards_own_type_do_not_scale() -> None:
    plain, big = _text(100), _text(200)
    assert plain.title("Settings", 46, (0, 0, 0)).get_size() == (
        big.title("Settings", 46, (0, 0, 0)).get_size()
    )
    for card in parse_cards("AH 10S KD JKR"):
        small = CardArt(CLASSIC, plain).face(card, 120)
        large = CardArt(CLASSIC, big).face(card, 120)
        assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(large, "RGBA")


def test_a_fitted_label_uses_the_scaled_size_when_there_is_room() -> None:
    text = _text(200)
    roomy = fit_label(text, "Undo", 1000, 16, (0, 0, 0))
    assert roomy.get_height() == text.body_exact("Undo", 32, (0, 0, 0)).get_height()


def test_a_fitted_label_shrinks_to_its_room_but_not_below_the_minimum() -> None:
    text = _text(200)
    room = text.body_exact("Animation speed", 20, (0, 0, 0)).get_width()
    fitted = fit_label(text, "Animation speed", room, 18, (0, 0, 0))
    assert fitted.get_width() <= room
    assert fitted.get_height() > text.body_exact("Animation speed", 18, (0, 0, 0)).get_height()
    tight = fit_label(text, "Animation speed", 30, 18, (0, 0, 0))
    assert tight.get_width() <= 30
    assert tight.get_height() == text.body_exact("A…", MIN_TEXT_PX, (0, 0, 0)).get_height()


def _scale_row(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Settings")
    ui.button("UI scale")  # the row is there


def test_the_settings_row_steps_through_every_scale_and_saves_it(ui: Ui) -> None:
    _scale_row(ui)
    seen = []
    for _ in UI_SCALES:
        rect = ui.button("UI scale").rect
        ui.click((rect.right - 20, rect.centery))  # the row's right half: the next value
        seen.append(ui.ctx.settings.ui_scale)
        assert ui.ctx.text.scale == ui.ctx.settings.ui_scale / 100  # applied at once
        assert load_settings(ui.ctx.settings_file)[0].ui_scale == ui.ctx.settings.ui_scale
        assert ui.button("UI scale").label == f"UI scale: {ui.ctx.settings.ui_scale}%"
    assert seen == [*UI_SCALES[1:], UI_SCALES[0]]


def test_the_keyboard_changes_the_scale_too(ui: Ui) -> None:
    _scale_row(ui)
    while not ui.buttons()[ui.top.focus.index or 0].label.startswith("UI scale"):  # type: ignore[attr-defined]
        ui.press(pygame.K_DOWN)
    ui.press(pygame.K_LEFT)  # from 100% back round to 200%
    assert ui.ctx.settings.ui_scale == 200
    ui.press(pygame.K_LEFT)
    assert ui.ctx.settings.ui_scale == 175


def test_the_scale_is_used_from_the_first_frame_of_the_next_start(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.yaml").write_text("ui_scale: 150\n", encoding="utf-8")
    context = create_context()
    try:
        assert context.settings == Settings(ui_scale=150)
        assert context.text.scale == 1.5
    finally:
        pygame.quit()


@pytest.mark.parametrize("value", ["99", "201", "'150'", "true", "150.0", "[150]"])
def test_a_bad_scale_in_the_file_falls_back_to_100_with_a_reason(
    tmp_path: Path, value: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(f"ui_scale: {value}\nsound: false\n", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings(sound=False)
    assert problem is not None
    assert "ui_scale:" in problem and "is not a whole number from 100 to 200" in problem


@pytest.mark.parametrize(
    ("current", "step", "expected"),
    [(100, 1, 125), (200, 1, 100), (100, -1, 200), (150, -1, 125), (130, 1, 150), (130, -1, 125)],
)
def test_the_row_steps_to_the_neighbouring_scale(current: int, step: int, expected: int) -> None:
    assert next_scale(current, step) == expected
