"""The game log on the table: L (or the Log button) opens it, it tells what the seat at the
screen may know, and the wheel scrolls it back."""

from __future__ import annotations

import random

import pygame

from regicide.games.protocol import Tone
from regicide.games.regicide.engine import Game
from regicide.play.gamelog import GameLog
from regicide.ui.log_panel import LogPanel, LogView
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui, motion_event


def test_l_opens_the_log_with_the_viewers_lines(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.play_by_keys("10S")
    assert not ui.ctx.log_open
    ui.press(pygame.K_l)
    assert ui.ctx.log_open and ui.button("Hide log")
    view = ui.table.log_view()
    assert view.lines == GameLog().lines(REGICIDE, ui.game, 1)
    assert view.lines[-1][0] == "You played 10♠: shield +10, damage 10, the shield stops the attack"
    ui.click_button("Hide log")
    assert not ui.ctx.log_open


def test_a_hot_seat_log_follows_the_seat_at_the_screen(ui: Ui) -> None:
    ui.open(game_at(2, enemy="JC", hands=["9D 8H 2S", "7S 6D 3C"]))
    ui.uncover()
    ui.press(pygame.K_l)
    assert ui.table.log_view().lines == GameLog().lines(REGICIDE, ui.game, 1)
    ui.play_by_keys("9D")
    ui.play_by_keys("8H 2S")
    assert ui.table.covered  # the log is not drawn while the screen is covered
    ui.uncover()
    assert ui.table.log_view().lines == GameLog().lines(REGICIDE, ui.game, 2)


def test_the_wheel_scrolls_the_log_back_and_forth(ui: Ui) -> None:
    game = Game.new(4, seed=58)  # a long random game: more rows than fit, still going
    picker = random.Random(58)
    while len(game.history) < 36:
        game.submit(picker.choice(game.legal_moves()))
    ui.open(game)
    ui.uncover()
    ui.press(pygame.K_l)
    panel = LogPanel(ui.ctx.theme, ui.ctx.text, ui.ctx.frame)
    view = ui.table.log_view()
    assert len(panel.rows(view)) > panel.shown(view) + 3
    panel = ui.table.board.layout.log_drawer
    ui.step([motion_event(panel.center, (0, 0), held=False)])
    ui.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert ui.table.log_back == 3  # three rows towards the older lines
    ui.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False)])
    assert ui.table.log_back == 0  # never past the newest line


def test_the_log_leaves_the_castle_the_enemy_and_every_seat_in_sight(ui: Ui) -> None:
    """Issue 33, item 2: the log is a drawer in the side panel's place, not a sheet over the
    castle and the seats on the left; at every size and UI scale."""
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        for scale in (100, 150, 200):
            ui.ctx.update_settings(ui_scale=scale)
            ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
            for players in (1, 4):
                hands = ["7H 9D 3S", "3C 5C", "4C 4D 8H", "2C 6S"][:players]
                ui.open(game_at(players, enemy="JC", hands=hands))
                if players > 1:
                    ui.uncover()
                ui.ctx.log_open = True
                ui.frames(1)
                layout = ui.table.board.layout
                log = layout.log_drawer
                left, right = layout.seat_sides(1)
                kept = [layout.castle, layout.enemy, layout.enemy_panel]
                kept += [layout.seat_panel(seat, 1) for seat in left + right]
                kept += [button.rect for button in ui.table.action_buttons()]  # solo: 2 rows
                assert log.collidelist(kept) < 0, (size, scale, players)
                assert ui.ctx.window.surface.get_rect().contains(log)
                assert log.height >= layout.frame.px(120)
                ui.ctx.log_open = False


def test_the_log_never_opens_on_the_tail_of_a_cut_line(ui: Ui) -> None:
    """Seen at 1920x1080 and 200%: the drawer began "guards the gate" (its line's start cut
    off above): a line shows whole or not at all, the newest at the bottom."""
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    panel = LogPanel(ui.ctx.theme, ui.ctx.text, ui.ctx.frame)
    drawer = ui.table.board.layout.log_drawer
    long = "Jack of Diamonds guards the gate, and these words take several rows of the log"
    room = panel.head + panel.step * 4 + ui.ctx.frame.px(8)  # four rows
    rect = pygame.Rect(drawer.left, drawer.top, drawer.width, room)
    assert len(panel.rows(LogView(rect, [(long, Tone.ACCENT)]))) >= 3
    for after in range(4):  # the cut falls on each row of the long line in turn
        lines = [(long, Tone.ACCENT)] + [(f"Move {n}", Tone.TEXT) for n in range(after)]
        view = LogView(rect, lines)
        rows = panel.rows(view)
        first = panel.first_shown(view)
        assert first == 0 or rows[first][0].startswith("Move"), rows[first:]


def test_a_newest_line_taller_than_the_drawer_shows_from_its_start(ui: Ui) -> None:
    """Seen at 1920x1080 and 200% with three seats: the drawer showed "more" alone (the tail
    of "Seat 1 played 4♣: … Seat 1 must discard 10 or more", whose start was cut off, and
    nothing above it). A line too tall for the drawer shows from its start, as many rows as
    fit, none past the drawer's foot."""
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    panel = LogPanel(ui.ctx.theme, ui.ctx.text, ui.ctx.frame)
    drawer = ui.table.board.layout.log_drawer
    long = "Seat 1 played 4♣: blocked by immunity, damage 4, the enemy strikes: " * 3
    rect = pygame.Rect(drawer.left, drawer.top, drawer.width, panel.head + panel.step * 3)
    for before in range(3):
        lines = [(f"Move {n}", Tone.TEXT) for n in range(before)] + [(long, Tone.ACCENT)]
        view = LogView(rect, lines)
        rows = panel.rows(view)
        first = panel.first_shown(view)
        assert len(rows) - before > panel.shown(view)  # the line alone is taller
        assert rows[first][0].startswith("Seat 1 played"), rows[first:]
        surface = pygame.Surface(ui.ctx.window.surface.get_size())
        surface.fill((1, 2, 3))
        panel.draw(surface, view)
        below = pygame.Rect(rect.left, rect.bottom, rect.width, panel.step * 3)
        below = below.clip(surface.get_rect())
        assert (
            pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255)).overlap_area(
                pygame.mask.Mask(below.size, fill=True), below.topleft
            )
            == below.width * below.height
        ), "a row was drawn under the drawer's foot"
