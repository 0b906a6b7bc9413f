"""The Baisch table played like a person plays it (issue 23): real pygame events through
`App.step` — the setup and draft screens, attacks by keys and by dragging, the hero menus, the
hot-seat cover between people (B-INFO-2) with the Battery Tower's out-of-turn decision behind
it, undo, autoplay to the end, the end screen."""

from __future__ import annotations

from typing import Any

import pygame

from regicide.games.baisch import GAME
from regicide.games.baisch.engine import (
    Attack,
    Battery,
    ChooseSetup,
    EndTurn,
    GiveHero,
    Hero,
    Phase,
    Status,
)
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.overlays import GameOverScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui.scenes.pause import PauseScene
from tests.games.baisch.baisch_builders import game_at, plain
from tests.ui.baisch_driver import BaischUi
from tests.ui.baisch_gallery import battery_cover, dealt, drafted
from tests.ui.driver import Ui


def _commands(baisch: BaischUi) -> list[object]:
    return [turn.command for turn in baisch.game.history]


def _against_the_computer(ui: Ui, seats: list[dict[str, Any]]) -> BaischUi:
    """A person (Seat 1, to act) against an instant computer, from a stated position."""
    baisch = BaischUi(ui.app)
    game = game_at(seats)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    return baisch


def test_the_setup_and_the_draft_by_keys(ui: Ui) -> None:
    baisch = dealt(ui)
    assert baisch.phase() is Phase.SETUP and not baisch.table.covered
    baisch.press(pygame.K_RETURN)  # nothing chosen yet: confirm is refused
    assert not baisch.game.history
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    assert isinstance(_commands(baisch)[0], ChooseSetup)
    assert baisch.phase() is Phase.DRAFT
    baisch.press(pygame.K_RIGHT)
    baisch.press(pygame.K_RETURN)
    given = [command for command in _commands(baisch) if isinstance(command, GiveHero)]
    assert given and given[0].hero is not Hero.MERCENARIES  # the arrow moved off the first


def test_the_setup_by_mouse_card_then_box(ui: Ui) -> None:
    baisch = dealt(ui)
    screen = baisch.table.setup_screen
    assert screen is not None
    frame = baisch.ctx.frame
    baisch.click(screen.card_rect(frame, 0).center)
    baisch.click(screen.box_rect(frame, "king").center)
    assert screen.choosing.roles[0] == "king"
    assert screen.choosing.choice() is None  # a King alone is not yet a setup
    for index in (1, 2):
        baisch.click(screen.card_rect(frame, index).center)
        baisch.click(screen.box_rect(frame, "discard").center)
    baisch.click(screen.card_rect(frame, 3).center)
    baisch.click(screen.box_rect(frame, "slot 1").center)
    assert screen.choosing.choice() is not None and not screen.choosing.missing()
    confirm = next(b for b in screen.buttons(frame) if b.label == "Confirm")
    baisch.click(confirm.rect.center)
    assert isinstance(_commands(baisch)[0], ChooseSetup)


def test_a_turn_by_keys_then_autoplay_to_the_end(ui: Ui) -> None:
    baisch = drafted(ui)
    baisch.table.computers.helper = "instant"
    assert baisch.phase() is Phase.PLAY and baisch.table.session.to_act == 1
    baisch.press(pygame.K_1)
    labels = baisch.panel_labels()
    assert any(label.startswith("Plunder stack A") for label in labels), labels
    baisch.press(pygame.K_TAB)
    baisch.press(pygame.K_RETURN)
    assert isinstance(_commands(baisch)[-1], Attack)
    baisch.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.press(pygame.K_DOWN)
    ui.press(pygame.K_RETURN)
    assert baisch.table.play.autoplay
    for _ in range(20000):
        baisch.step(dt=0.1)
        if isinstance(ui.top, GameOverScene):
            break
    assert isinstance(ui.top, GameOverScene) and baisch.state.status is Status.OVER
    assert "last player standing" in " ".join(ui.top.ending.lines)


def test_an_attack_by_dragging_a_card_onto_an_enemy_slot(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.drag(baisch.card_point("9C"), baisch.zone_point(Zone("slot", 2, 1)))
    attack = next(c for c in _commands(baisch) if isinstance(c, Attack))
    assert attack.target.seat == 2 and [p.card.text for p in attack.cards] == ["9C"]


def test_a_drop_nowhere_plays_nothing_and_says_so(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.drag(baisch.card_point("9C"), baisch.zone_point(Zone("king", 1)))
    assert not baisch.game.history and baisch.table.message


def test_a_click_on_an_own_hero_opens_its_actions(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [
            {**plain("KSv", ["2Dv"], ["9C"]), "heroes": ["spy"]},
            plain("KCv", ["3Dv", "4Dv"]),
        ],
    )
    rect = next(rect for rect, seat, hero in baisch.table.board.heroes if hero is Hero.SPY)
    assert rect is not None
    baisch.click(rect.center)
    labels = baisch.panel_labels()
    assert any("slot 1" in label for label in labels), labels
    baisch.press(pygame.K_1)
    assert type(_commands(baisch)[-1]).__name__.startswith("Spy")


def test_undo_takes_back_the_persons_move(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv", "4Dv"])],
    )
    baisch.select("9C")
    baisch.click_panel("Seat 2 · slot 1")
    assert baisch.game.history
    baisch.press(pygame.K_z, pygame.KMOD_CTRL)
    assert not baisch.game.history and "9C" in [card.text for card in baisch.hand()]


def test_the_battery_decision_waits_behind_the_cover_for_its_owner(ui: Ui) -> None:
    baisch = battery_cover(ui)
    table = baisch.table
    assert baisch.phase() is Phase.BATTERY and table.covered and table.session.to_act == 2
    assert baisch.panel_labels() == []  # nothing of Seat 2's shows before they take the screen
    baisch.click((10, 300))
    assert not table.covered and table.viewer == 2
    assert baisch.panel_labels() == ["Block it", "Let it through"]
    baisch.press(pygame.K_1)
    assert _commands(baisch)[-1] == Battery(True)
    assert table.session.to_act == 1 and table.covered  # back to Seat 1, behind the cover


def test_four_seats_two_people_pass_the_screen(ui: Ui) -> None:
    baisch = dealt(ui, ("human", "human", "instant", "instant"), seed=8)
    table = baisch.table
    assert table.covered and table.session.to_act == 1
    baisch.press(pygame.K_RETURN)
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    assert table.covered and table.session.to_act == 2  # Seat 1's choice hidden from Seat 2
    baisch.press(pygame.K_RETURN)
    assert table.viewer == 2 and table.setup_screen is not None
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    for _ in range(40):  # the computers set up; the draft passes between the people
        playing = baisch.phase() is Phase.PLAY
        if table.covered:
            baisch.press(pygame.K_RETURN)
        elif playing and table.person_playing:
            break
        elif table.play.person_acting:
            baisch.press(pygame.K_RETURN)  # the first hero on offer, the first choice
        else:
            baisch.settle()
    assert baisch.phase() is Phase.PLAY and table.person_playing
    assert table.viewer == table.session.to_act in (1, 2)
    baisch.press(pygame.K_e)
    if table.controls.choosing is not None:  # which slot to reveal (B-REVEAL-1)
        baisch.press(pygame.K_1)
    assert isinstance(_commands(baisch)[-1], EndTurn)


def test_the_last_attack_shows_the_end_screen(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])],
    )
    baisch.select("QH")
    baisch.click_panel("Seat 2's King")
    assert isinstance(ui.top, GameOverScene)
    assert ui.top.ending.title == "You win!"
    ui.press(pygame.K_r)
    assert type(ui.top).__name__ == "ReplayScene"
