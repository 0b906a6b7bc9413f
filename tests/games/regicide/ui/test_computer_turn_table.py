"""On a computer's turn the table speaks of the seat that acts, never to the person (issue 20,
items 3 and 8): the banner, the side panel and the buttons follow the acting seat, a person's
controls show only when a person acts; autoplay has a lasting Stop, and its key works while
cards move."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.regicide.engine import Phase, PlayCards, parse_cards
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def test_the_panel_the_banner_and_the_buttons_follow_the_computer(ui: Ui) -> None:
    table = ui.computer_must_discard()
    assert table.play.computer_acting and table.state.current == 2
    title, lines = table.preview()
    assert title == "Rowan (computer)"
    assert not any("press Discard" in words or "your hand" in words for words, _ in lines)
    assert table.banner() == "Rowan (computer) takes 10 damage"
    assert table.action_buttons() == []
    assert all(not item.label.startswith(("card", "token")) for item in table.focusables())


def test_the_jester_chooser_shows_only_when_a_person_chooses(ui: Ui) -> None:
    """R-JEST-4: while a computer chooses who goes next, the seat buttons are not offered."""
    game = game_at(3, enemy="QH", hands=["7H", "JKR 9D", "3S"], current=2, shield=5)
    seats = seats_of(REGICIDE, ["human", "instant", "instant"])
    table = TableScene(ui.ctx, Session(REGICIDE, game, seats))
    ui.app.start(table)
    ui.settle()
    table.computers.cancel()
    table.submit(PlayCards(parse_cards("JKR")))
    table.board.skip()  # the cards where the state says, before the computer chooses
    assert table.board.shown.phase is Phase.CHOOSE_NEXT
    assert table.preview()[0] == "Rowan (computer)" and not table.chooser().choices


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 200])
def test_every_seat_of_the_chooser_is_inside_its_panel(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """R-JEST-4 at four players: the fourth button inside the panel, at every size."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.open(game_at(4, enemy="QH", hands=["JKR 7H 9D", "3S 5C", "4C 4D 8H", "2C 6S"], shield=5))
    ui.uncover()
    ui.play_by_keys("JKR")
    table = ui.table
    choices = table.chooser().choices
    assert len(choices) == 4
    title, lines = table.preview()
    below = ui.ctx.frame.px(table.board.layout.chooser_room())
    panel = table._chrome().preview_panel(title, lines, [], below).rect
    assert all(panel.contains(choice.rect) for choice in choices)


def test_autoplay_has_a_stop_button_that_works_while_cards_move(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.table.play.toggle_autoplay()
    ui.table.computers.helper = "instant"
    (stop,) = ui.table.action_buttons()
    assert stop.label == "Stop autoplay" and ui.table.preview()[0] == "Autoplay"
    assert ui.table.banner().startswith("Autoplay plays")
    ui.set_speed("slow")
    for _ in range(600):
        ui.step()
        if ui.table.animating:
            break
    assert ui.table.animating, "autoplay made no move"
    ui.press(pygame.K_a)  # during the animation: autoplay stops (not swallowed)
    assert not ui.table.play.autoplay
