"""Every menu lights one row at a time, and the note under its buttons tells of that row:
with the pointer resting on one button, a key that moves the keyboard's focus puts the hover
down until the pointer moves again (it lit the hovered row and the focused one, and the
Regicide and Baisch New game screens went on describing the row under the resting pointer,
so a player choosing a level by the keys never read what the level was). On the title the
pointer moving onto a button takes the focus; on New game the focus ring stays where Enter
goes, "Start the game", as its hint says."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from regicide.games.baisch.ui.new_game import NewGameScene as BaischNewGame
from regicide.games.claim.ui.new_game import NewGameScene as ClaimNewGame
from regicide.games.measured import strength_text
from regicide.games.regicide.ui.scenes.new_game import NewGameScene as RegicideNewGame
from regicide.ui import widgets
from regicide.ui.scene import GameTable
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.title import TitleScene
from tests.builders import game_at
from tests.ui.drawn import patch_everywhere
from tests.ui.driver import Ui, motion_event

#: a button as drawn: its label, its key hint, and whether it was lit (hovered or focused)
Row = tuple[str, str, bool]


@pytest.fixture
def rows(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Row]]:
    """Every button drawn from now on, in order."""
    drawn: list[Row] = []
    original = widgets.draw_button

    def spy(surface, button, *args, hovered=False, focused=False, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((button.label, button.hint, hovered or focused))
        return original(surface, button, *args, hovered=hovered, focused=focused, **kwargs)

    patch_everywhere(monkeypatch, "draw_button", original, spy)
    yield drawn


def _title(ui: Ui) -> MenuScene:
    ui.to_title()
    assert isinstance(ui.top, TitleScene)
    return ui.top


MENUS: dict[str, Callable[[Ui], MenuScene]] = {
    "title": _title,
    "Regicide's New game": lambda ui: RegicideNewGame(ui.ctx),
    "Claim's New game": lambda ui: ClaimNewGame(ui.ctx),
    "Baisch's New game": lambda ui: BaischNewGame(ui.ctx),
}


def _shown(ui: Ui, make: Callable[[Ui], MenuScene]) -> MenuScene:
    scene = make(ui)
    if ui.top is not scene:
        ui.app.start(scene)
    ui.frames(1)
    return scene


def _lit_now(ui: Ui, rows: list[Row]) -> set[str]:
    rows.clear()
    ui.frames(1)
    return {label for label, _hint, lit in rows if lit}


def _keys(rows: list[Row]) -> dict[str, str]:
    """Each button's key hint as last drawn, by label."""
    return {label: hint for label, hint, _lit in rows}


@pytest.mark.parametrize("menu", MENUS)
def test_a_key_puts_the_hover_down_and_the_note_tells_of_the_focused_row(
    ui: Ui, rows: list[Row], menu: str
) -> None:
    scene = _shown(ui, MENUS[menu])
    pointed = scene.laid_out()[-2]  # far from where the focus starts
    ui.step([motion_event(pointed.rect.center, (1, 1), held=False)])
    noted = scene.noted(scene.laid_out())
    assert noted is not None and noted.label == pointed.label  # the pointer's row, told of
    ui.press(pygame.K_DOWN)
    after = scene.laid_out()
    focused = after[scene.focus.index or 0]
    assert _lit_now(ui, rows) == {focused.label} and focused.label != pointed.label
    noted = scene.noted(after)
    assert noted is not None and noted.label == focused.label  # the note follows the key
    ui.step([motion_event(after[2].rect.center, (1, 1), held=False)])
    assert after[2].label in _lit_now(ui, rows)  # the pointer moving brings the hover back


def test_on_the_title_the_pointer_takes_the_focus(ui: Ui, rows: list[Row]) -> None:
    scene = _shown(ui, _title)
    buttons = scene.laid_out()
    for pointed in (buttons[-2], buttons[2]):
        ui.step([motion_event(pointed.rect.center, (1, 1), held=False)])
        assert _lit_now(ui, rows) == {pointed.label}


@pytest.mark.parametrize("game", ["regicide", "claim", "baisch"])
def test_enter_starts_the_game_after_the_seats_were_set_by_the_mouse(ui: Ui, game: str) -> None:
    """The button "Start the game" says Enter: the pointer does not take its focus ring
    away (in Claim a click on the opponent moved the focus there, and Enter changed the
    opponent again)."""
    scene = _shown(ui, MENUS[f"{game.capitalize()}'s New game"])
    seat = next(b for b in scene.laid_out() if b.label.startswith(("Seat 2", "Opponent")))
    ui.click(seat.rect.center)
    chosen = next(b.label for b in scene.laid_out() if b.label.startswith(("Seat 2", "Opponent")))
    ui.press(pygame.K_RETURN)
    ui.settle_any()
    assert isinstance(ui.top, GameTable), chosen
    assert ui.top.play.session.seat_names()[1] == "expert"  # the level the click chose


@pytest.mark.parametrize("game", ["regicide", "claim", "baisch"])
def test_a_level_chosen_by_the_keys_is_described_under_a_resting_pointer(ui: Ui, game: str) -> None:
    scene = _shown(ui, MENUS[f"{game.capitalize()}'s New game"])
    buttons = scene.laid_out()
    resting = next(b for b in buttons if b.about and not b.label.startswith(("Seat", "Opp")))
    ui.step([motion_event(resting.rect.center, (1, 1), held=False)])
    for _ in range(len(buttons)):
        focused = scene.laid_out()[scene.focus.index or 0]
        if focused.label.startswith(("Seat 2", "Opponent")):
            break
        ui.press(pygame.K_DOWN)
    noted = scene.noted(scene.laid_out())
    assert noted is not None and noted.label.startswith(("Seat 2", "Opponent"))
    assert strength_text(game, "strong") in noted.about  # the seat's level, as New game has it


def _title_with_a_game_in_progress(ui: Ui) -> MenuScene:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    return _title(ui)


ENTER_MENUS: dict[str, tuple[Callable[[Ui], MenuScene], str]] = {
    "title": (_title_with_a_game_in_progress, "Continue"),
    "Regicide's New game": (MENUS["Regicide's New game"], "Start the game"),
    "Claim's New game": (MENUS["Claim's New game"], "Start"),
    "Baisch's New game": (MENUS["Baisch's New game"], "Start the game"),
}


@pytest.mark.parametrize("menu", ENTER_MENUS)
def test_a_button_says_enter_only_while_enter_presses_it(
    ui: Ui, rows: list[Row], menu: str
) -> None:
    """Enter presses the focused row: the arrows (or, on the title, the pointer) taking the
    focus to another row take "Enter" off the button beside which it was shown (the title
    went on saying "Continue  Enter" while Enter turned the game chooser)."""
    make, label = ENTER_MENUS[menu]
    scene = _shown(ui, make)
    assert _keys(rows)[label] == "Enter"
    first = scene.laid_out()[0].label == label
    ui.press(pygame.K_DOWN if first else pygame.K_UP)
    ui.frames(1)
    assert _keys(rows)[label] == ""
    entered = scene.laid_out()[scene.entered(scene.laid_out())]
    assert entered.label != label
    ui.press(pygame.K_UP if first else pygame.K_DOWN)
    ui.frames(1)
    assert _keys(rows)[label] == "Enter"
    assert scene.laid_out()[scene.entered(scene.laid_out())].label == label
    if menu == "title":
        chooser = scene.laid_out()[1]
        ui.step([motion_event(chooser.rect.center, (1, 1), held=False)])
        assert _keys(rows)[label] == ""
        ui.press(pygame.K_RETURN)  # the chooser's turn: the next game, nothing continued
        assert isinstance(ui.top, TitleScene) and "Continue" in ui.labels()
