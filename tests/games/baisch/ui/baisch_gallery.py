"""Baisch's scenes for the gallery (tests/ui/gallery.py): each stage puts one on the screen
through the Baisch driver (real events through `App.step`), so the quiet-loop and theme tests
and the gallery's pictures cover Baisch's table as they cover Regicide's."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.baisch import GAME
from regicide.games.baisch.engine import Game, parse_move
from regicide.i18n import _
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui.kits import kit_of
from regicide.ui.scene import Scene
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.replay import ReplayScene
from tests.games.baisch.baisch_builders import game_at, plain
from tests.games.baisch.ui.baisch_driver import BaischUi
from tests.ui.driver import Ui

Stage = Callable[[Ui], None]


def dealt(ui: Ui, seats: tuple[str, ...] = ("human", "instant"), seed: int = 5) -> BaischUi:
    """A new deal on the table, at its setup screen."""
    baisch = BaischUi(ui.app)
    baisch.deal(seats, seed)
    return baisch


def drafted(ui: Ui) -> BaischUi:
    """The first turn of a two-player game against the computer: set up and drafted by keys
    (the suggested setup, then the first hero on offer each time)."""
    baisch = dealt(ui)
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    for _gift in range(4):
        if baisch.phase().name != "DRAFT":
            break
        baisch.press(pygame.K_RETURN)
    return baisch


def battery_game() -> Game:
    """Seat 1 to attack a slot of Seat 2, whose Battery Tower may block it (B-HERO-BATT)."""
    return game_at(
        [
            {**plain("KSv", ["2Dv"], ["9C", "5H"]), "heroes": ["spy"]},
            {**plain("KCv", ["3Dv"], ["4S"]), "heroes": ["battery"]},
        ]
    )


def battery_cover(ui: Ui) -> BaischUi:
    """Two people at one screen: Seat 1 attacks, the screen is covered for Seat 2's
    out-of-turn decision (B-INFO-2)."""
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, battery_game(), seats_of(GAME, ["human", "human"], 0.05)))
    baisch.press(pygame.K_RETURN)
    baisch.select("9C")
    baisch.click_panel(_("Seat {seat} · slot {slot}").format(seat=2, slot=1))
    return baisch


def won_game() -> Game:
    """Seat 1 one King attack from winning: Seat 2 has no defence left (B-KING, B-WIN-1)."""
    game = game_at([plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])])
    game.submit(parse_move("attack P2.king QH"))
    return game


def _victory(ui: Ui) -> None:
    baisch = BaischUi(ui.app)
    game = game_at([plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])])
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    baisch.select("QH")
    king = _("Seat {seat}'s King").format(seat=2)
    baisch.click_panel(king[:1].upper() + king[1:])  # a button's words begin with a capital


def _replay(spoilers: bool) -> Stage:
    def stage(ui: Ui) -> None:
        scene = ReplayScene(ui.ctx, GAME, won_game(), "A Baisch game", branch=lambda game: None)
        ui.app.start(scene)
        if spoilers:
            ui.press(pygame.K_s)
        ui.press(pygame.K_RIGHT)
        ui.until_still(lambda: scene.board.next_frame_in() is not None)

    return stage


def _draft(ui: Ui) -> None:
    baisch = dealt(ui)
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)


def _selected(ui: Ui) -> None:
    baisch = drafted(ui)
    baisch.press(pygame.K_1)


def _actions(ui: Ui) -> None:
    baisch = drafted(ui)
    baisch.press(pygame.K_j)


def _four_seats(ui: Ui) -> None:
    dealt(ui, ("human", "human", "instant", "strong"), seed=8)


def _battery(ui: Ui) -> None:
    battery_cover(ui).press(pygame.K_RETURN)


def _log(ui: Ui) -> None:
    drafted(ui).press(pygame.K_l)


def _open_kit_scene(make: Callable[[Ui], Scene]) -> Stage:
    def stage(ui: Ui) -> None:
        ui.app.start(make(ui))
        ui.settle_any()

    return stage


def _tutorial(ui: Ui) -> None:
    kit_of(GAME).tutorial(ui.ctx)
    ui.ctx.stack.apply()
    BaischUi(ui.app).settle()


BAISCH_STAGES: dict[str, Stage] = {
    "baisch-setup": dealt,
    "baisch-draft": _draft,
    "baisch-table": drafted,
    "baisch-selected": _selected,
    "baisch-actions": _actions,
    "baisch-log": _log,
    "baisch-four-cover": _four_seats,
    "baisch-battery-cover": battery_cover,
    "baisch-battery": _battery,
    "baisch-victory": _victory,
    "baisch-replay": _replay(False),
    "baisch-replay-spoilers": _replay(True),
    "baisch-new-game": _open_kit_scene(lambda ui: kit_of(GAME).new_game(ui.ctx)),
    "baisch-records": _open_kit_scene(lambda ui: kit_of(GAME).records(ui.ctx)),
    "baisch-help": _open_kit_scene(lambda ui: HelpScene(ui.ctx, GAME)),
    "baisch-tutorial": _tutorial,
}
