"""Every icon and badge on the table says what it is in a tooltip (issue 12, accessibility):
the top bar's progress and assisted badges, the enemy's immunity, the solo Jester tokens."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import Game
from regicide.games.regicide.narrate import TEAMMATE_NAMES
from regicide.games.regicide.ui.layout import Zone, card_keys
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui, motion_event, mouse_event


def _point(ui: Ui, at: tuple[int, int]) -> str:
    ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))])
    return ui.table.tooltip()


def test_the_immunity_badge_and_the_tokens_have_tooltips(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"], tokens_used=1))
    layout = ui.table.board.layout
    assert _point(ui, layout.immunity_badge.center) == (
        "Spades played against this enemy count for damage but lose their power"
    )
    assert _point(ui, layout.token(0).center) == "Jester token, used"
    assert _point(ui, layout.token(1).center).startswith("Jester token: discard your hand")
    x, y = layout.frame.point(200, 22)
    assert _point(ui, (round(x), round(y))).startswith("0 of 12 defeated: one crown per royal")


def test_a_cancelled_immunity_says_so(ui: Ui) -> None:
    ui.open(game_at(3, enemy="QH", hands=["JKR 7H", "3S", "4C"]))
    ui.uncover()
    ui.play_by_keys("JKR")
    ui.settle_any()
    tip = _point(ui, ui.table.board.layout.immunity_badge.center)
    assert tip.startswith("A Jester cancelled the immunity")


def test_seat_panels_keep_their_words_clear_of_the_card_backs_and_explain_them(ui: Ui) -> None:
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    session = Session(
        REGICIDE, Game.new(3, seed=3), seats_of(REGICIDE, ["human", "instant", "instant"])
    )
    table = TableScene(ui.ctx, session)
    ui.app.start(table)
    ui.settle()
    layout, state = table.board.layout, table.state
    for seat in (2, 3):
        panel = layout.seat_panel(seat, 1)
        hand = state.hands[seat - 1]
        room = layout.text_room(panel, len(hand))
        keys = card_keys(state)
        where = (Zone.HAND, seat)
        backs = [place for key, place in ui.placements().items() if keys[key][:2] == where]
        assert len(backs) == len(hand)
        last = max(back.x + back.width / 2 for back in backs)
        assert last < layout.seat_fan_end(panel, len(hand)) + 1
        assert layout.seat_fan_end(panel, len(hand)) + room < panel.right  # the count beside
        assert ui.ctx.text.body_font(layout.frame.px(13)).size("6/6 cards")[0] <= room
        name = TEAMMATE_NAMES[seat]  # a computer teammate, by its name, and its strength
        assert _point(ui, panel.midleft) == f"{name}: Casual · 6/6 cards"


def test_each_key_disc_on_the_hand_says_its_key(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"]))
    ui.frames(1)
    spots = ui.table.board.key_spots
    assert len(spots) == 3
    for number, (disc, _) in enumerate(spots, 1):
        assert _point(ui, disc.center) == f"Key {number} selects this card (again to put it back)"
    ui.press(pygame.K_1)
    ui.press(pygame.K_1)
    assert not ui.table.selected_cards()  # the second press put it back, as the tip says


def test_no_tooltip_while_cards_are_dragged(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"]))
    ui.frames(1)
    disc = ui.table.board.key_spots[2][0]
    start = ui.card_center("AC")
    ui.step([mouse_event(pygame.MOUSEBUTTONDOWN, start)])
    for step in range(1, 7):
        x = start[0] + (disc.centerx - start[0]) * step / 6
        y = start[1] + (disc.centery - start[1]) * step / 6
        ui.step([motion_event((x, y), (1, 1), held=True)])
    assert ui.table.drag.drag is not None
    assert ui.table.tooltip() == ""
    ui.step([mouse_event(pygame.MOUSEBUTTONUP, disc.center)])
