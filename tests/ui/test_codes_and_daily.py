"""Seed codes and the daily deal in the app: the title's Daily deal plays today's deal, a code
typed on "From a code" deals exactly its game, the pause menu shows a game's code, and a daily
game's end screen offers its spoiler-free result line."""

from __future__ import annotations

from datetime import date

import pygame

from regicide.games.regicide.engine import Game, Rules
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.i18n import long_day
from regicide.play.codes import Deal, make_code
from regicide.play.daily import daily_deal
from regicide.play.session import Session
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.pause import PauseScene
from tests.builders import REGICIDE
from tests.ui.driver import Ui


def test_the_daily_deal_is_todays_solo_deal(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Daily deal")
    ui.settle()
    deal = daily_deal(REGICIDE, date.today())
    assert isinstance(ui.top, TableScene)
    assert ui.game.seed == deal.seed and ui.state.players == 1 and ui.state.rules == Rules()
    assert ui.table.session.daily == date.today().isoformat()
    assert ui.table.session.code == make_code(deal)


def test_a_typed_code_deals_its_game(ui: Ui) -> None:
    code = make_code(Deal(3, 424242, ("strict_discard",)))
    ui.to_title()
    ui.click_button("From a code")
    scene = ui.top
    assert isinstance(scene, FromCodeScene)
    assert not ui.button("Play this deal").enabled  # nothing typed yet
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text=code.lower().replace("-", " "))])
    assert ui.button("Play this deal").enabled
    ui.press(pygame.K_RETURN)
    ui.settle()
    expected = Game.new(3, seed=424242, rules=Rules(strict_discard=True))
    assert isinstance(ui.top, TableScene) and ui.state == expected.state


def test_a_typo_is_caught_before_playing(ui: Ui) -> None:
    code = make_code(Deal(1, 99))
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    ui.to_title()
    ui.click_button("From a code")
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text=typo)])
    play = ui.button("Play this deal")
    assert not play.enabled and "check character" in play.reason
    ui.press(pygame.K_RETURN)
    scene = ui.top
    assert isinstance(scene, FromCodeScene) and scene.feedback == play.reason
    ui.frames(1)  # said once, in red under the field; not again under the buttons
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text="X")])
    assert scene.feedback == ""  # typing again clears the refusal


def test_the_pause_menu_shows_the_deals_code(ui: Ui) -> None:
    ui.open(Game.new(2, seed=77))
    ui.press(pygame.K_ESCAPE)
    pause = ui.top
    assert isinstance(pause, PauseScene) and pause.code == make_code(Deal(2, 77))


def test_a_daily_game_ends_with_its_result_line(ui: Ui) -> None:
    deal = daily_deal(REGICIDE, date(2026, 11, 21))
    game = Game.new(1, seed=deal.seed)
    session = Session(REGICIDE, game, saver=ui.ctx.autosaver, extra={"daily": "2026-11-21"})
    ui.app.start(TableScene(ui.ctx, session))
    ui.settle()
    while not session.over:
        session.submit(session.match.legal_moves()[0])
        ui.settle()
    ui.settle()
    assert isinstance(ui.top, GameOverScene)
    share = ui.top.ending.share
    day = long_day(date(2026, 11, 21))
    assert share is not None and share.startswith(f"Regicide daily {day}")
    assert "Copy the result" in ui.labels()
    assert ui.top.ending.daily is not None
    assert ui.top.ending.daily[0] == "Daily deal · 21 Nov"  # named at its end, with its streak
    assert "in a row" in ui.top.ending.daily[1]


def test_a_code_of_several_seats_may_seat_computer_teammates(ui: Ui) -> None:
    code = make_code(Deal(2, 31337))
    ui.to_title()
    ui.click_button("From a code")
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text=code)])
    assert ui.button("Other seats: people").enabled
    ui.click_button("Other seats")
    assert ui.button("Other seats").label == "Other seats: Beginner AI"
    ui.click_button("Other seats")
    assert ui.button("Other seats").label == "Other seats: Casual AI"
    ui.click_button("Play this deal")
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.table.session.seat_names() == ["human", "casual"]


def test_the_table_and_the_pause_menu_name_the_daily_deal(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("Daily deal")
    ui.settle()
    day = date.today()
    assert ui.table.marks()[0].words == f"Daily deal · {day.day} {day:%b}"
    ui.press(pygame.K_ESCAPE)
    pause = ui.top
    assert isinstance(pause, PauseScene)
    assert pause.header_lines()[0].startswith(f"Daily deal · {day.day} {day:%b}")
