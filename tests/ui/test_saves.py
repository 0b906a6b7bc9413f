"""Save as… and Load (the saves folder): named saves written from the pause menu, listed with
their facts, loaded, watched, renamed and deleted after a confirmation; unreadable files are
listed with their reason and never touched."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.store.library import list_saves, save_as, saves_dir
from regicide.ui.scenes import saves
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.textfield import TextField
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def _type(ui: Ui, text: str) -> None:
    ui.press(pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # clear the suggested name
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


def _save_from_the_pause_menu(ui: Ui, name: str) -> None:
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Save as")
    assert isinstance(ui.top, SavesScene) and ui.top.saving
    _type(ui, name)
    ui.press(pygame.K_RETURN)


def _open_load(ui: Ui) -> SavesScene:
    ui.to_title()
    ui.click_button("Load")
    scene = ui.top
    assert isinstance(scene, SavesScene) and not scene.saving
    return scene


def test_save_as_then_load_from_the_title(ui: Ui, home: Path) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    state = ui.state
    _save_from_the_pause_menu(ui, "Shield wall")
    assert (home / "saves" / "Shield wall.yaml").is_file()
    assert ui.table.current_message == "Saved as Shield wall."
    scene = _open_load(ui)
    (entry,) = scene.entries
    assert (entry.name, entry.players, entry.moves, entry.status) == (
        "Shield wall",
        1,
        1,
        "playing",
    )
    ui.press(pygame.K_RETURN)  # the save is the game in progress: it goes on, no question
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.state == state


def test_a_name_in_use_asks_before_replacing(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    _save_from_the_pause_menu(ui, "Mine")
    ui.press(pygame.K_ESCAPE)  # back from the pause menu to the table
    ui.play_by_keys("10S")
    _save_from_the_pause_menu(ui, "mine")
    assert isinstance(ui.top, ConfirmScene)
    ui.press(pygame.K_RETURN)
    (entry,) = list_saves(saves_dir())
    assert entry.moves == 1


def test_rename_and_delete_with_a_confirmation(ui: Ui) -> None:
    save_as(REGICIDE, Game.new(1, seed=3), {}, "First", saves_dir())
    save_as(REGICIDE, Game.new(2, seed=4), {}, "Second", saves_dir())
    scene = _open_load(ui)
    assert [entry.name for entry in scene.entries] in (["Second", "First"], ["First", "Second"])
    scene.chosen = [entry.name for entry in scene.entries].index("First")
    ui.press(pygame.K_F2)
    _type(ui, "Renamed")
    ui.press(pygame.K_RETURN)
    assert sorted(entry.name for entry in list_saves(saves_dir())) == ["Renamed", "Second"]
    scene.chosen = [entry.name for entry in scene.entries].index("Renamed")
    ui.press(pygame.K_DELETE)
    assert isinstance(ui.top, ConfirmScene)
    ui.press(pygame.K_ESCAPE)  # no: nothing happens
    assert len(list_saves(saves_dir())) == 2
    ui.press(pygame.K_DELETE)
    ui.click_button("Delete")
    assert [entry.name for entry in list_saves(saves_dir())] == ["Second"]


def test_an_unreadable_save_is_listed_with_its_reason_and_left_alone(ui: Ui) -> None:
    folder = saves_dir()
    save_as(REGICIDE, Game.new(1, seed=3), {}, "Good", folder)
    broken = folder / "Broken.yaml"
    broken.write_bytes(b"format: regicide-record\nversion: 99\nplayers: 1\nmoves: []\n")
    before = broken.read_bytes()
    scene = _open_load(ui)
    names = {entry.name: entry for entry in scene.entries}
    assert names["Broken"].problem and "version" in names["Broken"].problem
    assert names["Good"].problem is None
    scene.chosen = scene.entries.index(names["Broken"])
    load = ui.button("Load")
    assert not load.enabled
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, SavesScene) and scene.feedback
    assert broken.read_bytes() == before


def test_a_save_can_be_watched(ui: Ui) -> None:
    game = Game.new(1, seed=9)
    game.submit(game.legal_moves()[0])
    save_as(REGICIDE, game, {}, "Watch me", saves_dir())
    _open_load(ui)
    ui.press(pygame.K_r)
    assert isinstance(ui.top, ReplayScene) and ui.top.moves == 1
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, SavesScene)


def test_the_columns_and_rows_stay_inside_the_panel(ui: Ui) -> None:
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scene = SavesScene(ui.ctx, SaveActions())
    ui.app.start(scene)
    ui.step()
    panel = ui.ctx.frame.rect(190, 30, 900, 660)
    assert panel.contains(scene._row_rect(0))
    placed = scene._columns()
    assert [place.index for place in placed] == list(range(len(saves.SAVE_COLUMNS)))
    for place in placed:
        end = ui.ctx.frame.rect(place.left + place.width, 0, 1, 1).left
        assert end < scene._row_rect(0).right


def test_tab_rings_a_button_and_enter_presses_it(ui: Ui) -> None:
    save_as(REGICIDE, game_at(enemy="JS", hands=["AC 7H"]), {}, "Kept", saves_dir())
    scene = SavesScene(ui.ctx, SaveActions())
    ui.app.start(scene)
    ui.step()
    assert scene._focused() is None
    for _ in range(3):
        ui.press(pygame.K_TAB)
    focused = scene._focused()
    assert focused is not None and focused.label == "Rename"
    ui.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    focused = scene._focused()
    assert focused is not None and focused.label == "Watch"
    ui.frames(1)
    ui.press(pygame.K_TAB)
    ui.press(pygame.K_RETURN)
    assert scene.renaming is not None


def _keyboard(field: TextField, letters: str) -> None:
    """Each letter as a real keyboard sends it: its KEYDOWN, then its TEXTINPUT (SDL)."""
    for letter in letters:
        key = pygame.key.key_code(letter.lower()) if letter.isalpha() else pygame.K_UNKNOWN
        field.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter))
        field.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))


def test_typing_replaces_the_suggested_name_and_ctrl_a_selects_it_all() -> None:
    field = TextField()
    field.set("Regicide 2026-11-25")
    _keyboard(field, "Mine")
    assert field.text == "Mine"
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL))
    _keyboard(field, "Yours")
    assert field.text == "Yours"
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text=" too"))
    assert field.text == "Yours too"


def test_typing_over_the_suggested_name_in_save_as_names_the_save(ui: Ui, home: Path) -> None:
    """A real keyboard sends each letter's KEYDOWN before its TEXTINPUT: the suggested name,
    shown selected, is replaced, not appended to (issue 33, item 1)."""
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Save as")
    assert isinstance(ui.top, SavesScene) and ui.top.field.selected
    for letter in "Dragon":
        ui.step(
            [
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.key.key_code(letter.lower()), mod=0, unicode=letter
                ),
                pygame.event.Event(pygame.TEXTINPUT, text=letter),
            ]
        )
    ui.press(pygame.K_RETURN)
    assert (home / "saves" / "Dragon.yaml").is_file()


def test_the_load_list_says_each_save_s_game(ui: Ui) -> None:
    """Issue 29 item 8: a Claim save is told from a Baisch one by its Game column."""
    from regicide.games.registry import game_named  # noqa: PLC0415

    for name in ("regicide", "claim", "baisch"):
        game = game_named(name)
        save_as(game, game.new_match(2, 3), {}, f"{name} save", saves_dir())
    scene = _open_load(ui)
    title = saves.SAVE_COLUMNS[1].title
    assert title == "Game" and 1 in [place.index for place in scene._columns()]
    rows = {cells[0]: cells[1] for cells in scene._cells()}
    assert rows == {"regicide save": "Regicide", "claim save": "Claim", "baisch save": "Baisch"}
