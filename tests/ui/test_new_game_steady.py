"""Each game's New game keeps its buttons still while a player cycles a seat's level: the note
under the buttons says the level's measured strength, and the panel keeps room for the
longest of them (in German at 960x540, Regicide's Expert took a line more than Strong and
the whole column jumped up under the pointer)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame
import pytest

from regicide.games.baisch.ui.new_game import NOTE_GAP
from regicide.games.baisch.ui.new_game import NewGameScene as BaischNewGame
from regicide.games.claim.ui.new_game import NewGameScene as ClaimNewGame
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.i18n import ENGLISH, use_language
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from tests.ui.driver import Ui

SCENES: dict[str, Callable[[AppContext], MenuScene]] = {
    "regicide, 2 players": NewGameScene,
    "regicide, 4 players": lambda ctx: NewGameScene(ctx, players=4),
    "claim": ClaimNewGame,
    "baisch": BaischNewGame,
}
#: the buttons that cycle a seat's level (their own rects may change with their labels)
SEAT = re.compile(r"^(Seat \d+:|\d+:|Opponent:)")
LEVELS = 5  # Human (or a friend) and the four levels: a whole turn of the cycle


def _resize(ui: Ui, size: tuple[int, int]) -> None:
    width, height = size
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=size)])
    ui.frames(2)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("scale", [100, 200], ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_cycling_a_seat_s_level_never_moves_the_other_buttons(
    ui: Ui, name: str, size: tuple[int, int], scale: int, language: str
) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    scene = SCENES[name](ui.ctx)
    ui.app.start(scene)
    _resize(ui, size)
    labels = [button.label for button in scene.laid_out()]
    seats = [index for index, label in enumerate(labels) if SEAT.match(label)]
    assert seats, labels
    use_language(language)
    try:
        places = []
        for _turn in range(LEVELS):
            buttons = scene.laid_out()
            places.append([b.rect.copy() for i, b in enumerate(buttons) if i not in seats])
            ui.click(buttons[seats[-1]].rect.center)
            ui.frames(1)
    finally:
        use_language(ENGLISH)
    assert all(place == places[0] for place in places), f"{name} at {size}, {scale}%"


PLAYERS = re.compile(r"^Players: ")
COUNTED = {"regicide": NewGameScene, "baisch": BaischNewGame}  # Claim seats exactly two


@pytest.mark.parametrize("focused", ["Start the game", "Back", "Players: "])
@pytest.mark.parametrize("name", list(COUNTED))
def test_the_focus_stays_on_its_button_while_the_seats_come_and_go(
    ui: Ui, name: str, focused: str
) -> None:
    """Pressing Players adds or takes away seat rows above the focus ring: Enter still presses
    the button it pressed before (it once fell on whichever row took that place, and Enter
    turned Speed-Baisch on instead of starting the game); on Players, it goes on counting."""
    scene = COUNTED[name](ui.ctx)
    ui.app.start(scene)
    ui.frames(2)
    while not scene.laid_out()[scene.entered(scene.laid_out())].label.startswith(focused):
        ui.press(pygame.K_DOWN)
    seen = set()
    for _press in range(8):  # round every player count, back to the first
        buttons = scene.laid_out()
        players = next(button for button in buttons if PLAYERS.match(button.label))
        seen.add(len(buttons))
        ui.click(players.rect.center)
        ui.frames(1)
        buttons = scene.laid_out()
        assert buttons[scene.entered(buttons)].label.startswith(focused), players.label
    assert len(seen) > 1, "the players' count never changed the rows"


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("scale", [100, 200], ids=lambda scale: f"{scale}pc")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_baisch_s_panel_holds_every_note_at_every_table_size(
    ui: Ui, size: tuple[int, int], scale: int, language: str
) -> None:
    """The panel ends under the longest note any row could show, and holds it (German at
    960x540, 200%: a level's measured strength ran off the panel's foot at four seats)."""
    ui.ctx.update_settings(ui_scale=scale)
    scene = BaischNewGame(ui.ctx)
    ui.app.start(scene)
    _resize(ui, size)
    use_language(language)
    try:
        for players in (2, 3, 4, 5, 6):
            scene.more_seats, scene.players = players > 4, players
            top, height = scene.fit()
            last = scene.laid_out()[-1].rect
            frame = ui.ctx.frame
            foot = frame.point(0, top + height)[1]
            assert top >= 10 and top + height <= 710.5, (players, top, height)
            assert last.bottom + frame.px(NOTE_GAP + scene.note_room) <= foot + 1, players
    finally:
        use_language(ENGLISH)
