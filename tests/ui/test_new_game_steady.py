"""Each game's New game keeps its buttons still while a player cycles a seat's level: the note
under the buttons says the level's measured strength, and the panel keeps room for the
longest of them (in German at 960x540, Regicide's Expert took a line more than Strong and
the whole column jumped up under the pointer)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TypeVar

import pygame
import pytest

from regicide.games.baisch.ui.new_game import NOTE_GAP
from regicide.games.baisch.ui.new_game import NewGameScene as BaischNewGame
from regicide.games.claim.decks import EXPANSIONS
from regicide.games.claim.ui import new_game as claim_new_game
from regicide.games.claim.ui.new_game import NewGameScene as ClaimNewGame
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.i18n import ENGLISH, use_language
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from tests.ui.driver import Ui

S = TypeVar("S", bound=MenuScene)
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


#: Each window size, UI scale and language a New game's panel is checked at.
PANEL_CASES = [
    (size, scale, language)
    for size in ((960, 540), (1280, 720))
    for scale in (100, 200)
    for language in ("en", "de", "fr")
]


@pytest.fixture(params=PANEL_CASES, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}pc-{c[2]}")
def opened(ui: Ui, request: pytest.FixtureRequest) -> Iterator[Callable[[type[S]], S]]:
    """Opens a New game scene at one of PANEL_CASES (the language set back afterwards)."""
    size, scale, language = request.param
    ui.ctx.update_settings(ui_scale=scale)

    def open_scene(kind: type[S]) -> S:
        scene = kind(ui.ctx)
        ui.app.start(scene)
        _resize(ui, size)
        use_language(language)
        return scene

    try:
        yield open_scene
    finally:
        use_language(ENGLISH)


def test_baisch_s_panel_holds_every_note_at_every_table_size(
    ui: Ui, opened: Callable[[type[BaischNewGame]], BaischNewGame]
) -> None:
    """The panel ends under the longest note any row could show, and holds it (German at
    960x540, 200%: a level's measured strength ran off the panel's foot at four seats)."""
    scene = opened(BaischNewGame)
    for players in (2, 3, 4, 5, 6):
        scene.more_seats, scene.players = players > 4, players
        top, height = scene.fit()
        last = scene.laid_out()[-1].rect
        frame = ui.ctx.frame
        foot = frame.point(0, top + height)[1]
        assert top >= 10 and top + height <= 710.5, (players, top, height)
        assert last.bottom + frame.px(NOTE_GAP + scene.note_room) <= foot + 1, players


def test_claim_s_panel_ends_under_its_longest_note_and_stays_still(
    ui: Ui, opened: Callable[[type[ClaimNewGame]], ClaimNewGame]
) -> None:
    """The panel holds the longest note a row could show and ends there (it once ran the
    window's height with a hand's breadth of empty felt under the note), centred in the
    window; choosing factions, a refused deck included, moves neither it nor the buttons."""
    scene = opened(ClaimNewGame)
    places = set()
    for flags in (set(), {EXPANSIONS[0][0]}, {flag for flag, _codes in EXPANSIONS}):
        scene.flags = set(flags)
        top, height = scene.fit()
        buttons = scene.laid_out()
        frame = ui.ctx.frame
        foot = frame.point(0, top + height)[1]
        longest = max(scene.block_height(note, scene.note_size(), scene.note_width())
                      for note in scene.notes())  # fmt: skip
        bottom = max(button.rect.bottom for button in buttons)
        assert top >= 10 and top + height <= 710.5, (top, height)
        under = bottom + frame.px(claim_new_game.NOTE_GAP + longest)
        assert under <= foot + 1, "the longest note runs off the panel"
        assert foot <= under + frame.px(claim_new_game.FOOT) + 1, "empty felt under the note"
        places.add((top, height, tuple(tuple(button.rect) for button in buttons)))
    if top > 10:
        assert abs(top - (720 - top - height)) <= 1, "centred"
    assert len(places) == 1, "choosing factions moved the panel or its buttons"
