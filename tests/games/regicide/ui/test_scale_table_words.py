"""The table's words at a bigger UI scale: the preview and the chooser's heading whole, the
hand's caption inside the window, the centre hint clear of the hand, the action buttons'
labels at the scaled size, and the tutorial's coach clear of the other captions."""

from __future__ import annotations

import itertools

import pygame
import pytest

from regicide.games.regicide.engine import Rules
from regicide.games.regicide.ui.coach import card_panel, shown_lines
from regicide.games.regicide.ui.layout import TableLayout
from regicide.games.regicide.ui.scenes.tutorial import TutorialScene, start_tutorial
from regicide.i18n import use_language
from regicide.ui.widgets import button_face, wrap_parts
from tests.builders import game_at
from tests.ui.driver import Ui

SIZES = [(1280, 720), (960, 540)]
HAND = "AC 7H 9D 3S 3C 10S KD 5H"


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def _solo(ui: Ui, size: tuple[int, int], scale: int = 200, **rules: bool) -> None:
    _resize(ui, size, scale)
    ui.open(game_at(enemy="JS", hands=[HAND], discard="2C 4C 6C 8C", rules=Rules(**rules)))
    ui.frames(2)


def _layout(ui: Ui) -> TableLayout:
    return ui.table.board.layout


def _preview_whole(ui: Ui) -> bool:
    title, lines = ui.table.preview()
    labels = [button.label for button in ui.table.action_buttons()]
    return ui.table._chrome().preview(ui.ctx.window.surface.copy(), title, lines, labels)


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_suffering_preview_cuts_no_line(ui: Ui, size: tuple[int, int]) -> None:
    _solo(ui, size)
    ui.play_by_keys("3S")
    ui.settle()
    assert _preview_whole(ui)


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_preview_over_three_buttons_cuts_no_line(ui: Ui, size: tuple[int, int]) -> None:
    _solo(ui, size, solo_yield=True)
    assert len(ui.table.action_buttons()) == 3
    assert _preview_whole(ui)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
@pytest.mark.parametrize("rules", [{}, {"solo_yield": True}])
def test_at_200_the_action_labels_are_drawn_at_the_scaled_size(
    ui: Ui, size: tuple[int, int], rules: dict[str, bool]
) -> None:
    _solo(ui, size, **rules)
    ui.select("AC")
    buttons = ui.table.action_buttons()
    window = ui.ctx.window.surface.get_rect()
    colors = (ui.ctx.theme.colors.text, ui.ctx.theme.colors.text_dim)
    for button in buttons:
        face = button_face(button, ui.ctx.text, colors)
        full = ui.ctx.text.body(button.label, button.font_size, colors[0], bold=True)
        assert not face.cut
        assert face.label.get_height() >= 0.9 * full.get_height(), button.label
        assert button.rect.contains(face.label_rect)
        assert window.contains(button.rect)
    for first, second in itertools.combinations([button.rect for button in buttons], 2):
        assert not first.colliderect(second)
    labels = [button.label for button in buttons]
    panel = _layout(ui).preview_for(10_000, labels)
    assert all(not panel.colliderect(button.rect) for button in buttons)


def test_keys_the_action_buttons_have_no_room_for_go_into_their_tooltips(ui: Ui) -> None:
    _solo(ui, (1280, 720), solo_yield=True)
    yield_ = next(button for button in ui.table.action_buttons() if button.label == "Yield")
    assert yield_.hint == ""
    chrome = ui.table._chrome()
    chrome = type(chrome)(
        chrome.theme, chrome.text, chrome.palette, chrome.layout, yield_.rect.center
    )
    assert chrome.tip_for([yield_], []) == "Yield: Y"


def test_a_key_s_tooltip_is_punctuated_in_the_player_s_language(ui: Ui) -> None:
    """Read in French at 960x540 200% (issue 35): the tooltip said "Retourner un jeton: F",
    an English colon; French sets a no-break space before it."""
    use_language("fr")
    _solo(ui, (960, 540), solo_yield=True)
    flip = next(button for button in ui.table.action_buttons() if button.label.startswith("Ret"))
    chrome = ui.table._chrome()
    chrome = type(chrome)(
        chrome.theme, chrome.text, chrome.palette, chrome.layout, flip.rect.center
    )
    assert chrome.tip_for([flip], []) == "Retourner un jeton\u00a0: F"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 4])
def test_at_200_the_hand_caption_is_whole_inside_the_window(
    ui: Ui, size: tuple[int, int], players: int
) -> None:
    _resize(ui, size, 200)
    hands = [HAND] if players == 1 else ["7H 9D 2S", "3S 5C", "4C", "AH KC"]
    ui.open(game_at(players, enemy="JS", hands=hands))
    layout = _layout(ui)
    rect, font = layout.own_label(), layout.font(15, bold=True)
    margin = layout.frame.px(8)
    longest = ["Seat 4: your hand (5 of 5)"] if players > 1 else []
    words = layout.own_label_fit([*longest, "Your hand (8 of 8)", "Hand (8 of 8)"])
    lines = layout.own_label_lines(words)  # the form drawn, in one line (issue 33, item 2)
    assert len(lines) == 1 and font.get_linesize() <= rect.height + 1
    for line in lines:
        width = font.size(line)[0]
        assert rect.centerx - width // 2 >= margin
        assert rect.centerx + width // 2 <= ui.ctx.window.surface.get_width() - margin


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_centre_hint_never_touches_a_card_of_the_hand(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    _solo(ui, size, scale)
    for picked in ("", "7H", "3C"):
        if picked:
            ui.select(picked)
            ui.settle()
        board = ui.table.board
        cards = [board.card_rect(key) for key in board.hand_keys()]
        surface = ui.ctx.window.surface.copy()
        spot = board.hud.table_caption(surface, board.layout, [c for c in cards if c])
        assert spot is None or spot.collidelist([c for c in cards if c]) < 0
        assert spot is None or not spot.colliderect(board.layout.banner)


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_chooser_heading_wraps_and_the_seats_sit_in_the_panel(
    ui: Ui, size: tuple[int, int]
) -> None:
    _resize(ui, size, 200)
    ui.open(game_at(3, enemy="QH", hands=["JKR 7H 9D 2S", "3S 5C", "4C 4D 8H"], shield=5))
    ui.uncover()
    ui.play_by_keys("JKR")
    ui.settle()
    layout = _layout(ui)
    column = layout.preview.width - layout.frame.px(24)
    heading = layout.lines("Who takes the next turn?", 15, column / layout.frame.scale, bold=True)
    assert all(layout.font(15, bold=True).size(line)[0] <= column for line in heading)
    assert layout.text_px(15) == ui.ctx.text.body_px(layout.frame.px(15))
    need = layout.frame.px(12) + len(heading) * layout.font(15, bold=True).get_linesize()
    panel = layout.preview_for(need + layout.frame.px(layout.chooser_room()), [])
    choices = ui.table.chooser().choices
    assert choices
    for choice in choices:
        assert panel.contains(choice.rect)
        assert choice.rect.top >= panel.top + need


def _tutorial(ui: Ui, size: tuple[int, int], scale: int, steps: int = 3) -> TutorialScene:
    _resize(ui, size, scale)
    start_tutorial(ui.ctx)
    ui.ctx.stack.apply()
    ui.settle()
    for _ in range(steps):
        ui.press(pygame.K_RETURN)
    ui.settle()
    scene = ui.ctx.stack.top
    assert isinstance(scene, TutorialScene)
    return scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [150, 200])
def test_the_coach_leaves_the_hand_caption_and_what_it_points_at_clear(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    scene = _tutorial(ui, size, scale)
    card = scene.coach()
    assert card is not None and card.target is not None
    layout = scene.board.layout
    panel = card_panel(ui.ctx.text, ui.ctx.frame, card)
    assert not panel.colliderect(card.target)
    assert not panel.colliderect(layout.own_label())
    small = ui.ctx.text.body_font(ui.ctx.frame.px(12))
    lines = wrap_parts(card.progress, small, panel.width - ui.ctx.frame.px(28))
    assert any(line.endswith("step 4 of 15") for line in lines)


def test_at_200_every_line_of_the_coach_is_reached_by_scrolling(ui: Ui) -> None:
    scene = _tutorial(ui, (960, 540), 200, steps=0)  # the castle step: no rising over it
    card = scene.coach()
    assert card is not None
    shown, total = shown_lines(ui.ctx.text, ui.ctx.frame, card)
    assert shown < total  # the words of step 4 do not fit at 200%
    ui.step(
        [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=card_panel(ui.ctx.text, ui.ctx.frame, card).center,
                rel=(0, 0),
                buttons=(0, 0, 0),
            )
        ]
    )
    for _ in range(total):
        ui.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    card = scene.coach()
    assert card is not None and card.scroll == total - shown


def test_at_200_page_down_and_page_up_scroll_the_coach_from_the_keyboard(ui: Ui) -> None:
    scene = _tutorial(ui, (960, 540), 200, steps=0)  # the castle step: no rising over it
    card = scene.coach()
    assert card is not None
    shown, total = shown_lines(ui.ctx.text, ui.ctx.frame, card)
    assert shown < total
    for _ in range(total):
        ui.press(pygame.K_PAGEDOWN)
    card = scene.coach()
    assert card is not None and card.scroll == total - shown
    for _ in range(total):
        ui.press(pygame.K_PAGEUP)
    card = scene.coach()
    assert card is not None and card.scroll == 0
