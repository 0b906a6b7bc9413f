"""Issue 32, item 6: every Baisch screen at 960×540, 1280×720 and 1920×1080, at 100% and 200%:
no two words overlap, no words lie on a card, words and cards stay in the window, buttons keep
clear of them and of one another, and no label is cut short with "…" — recorded where the
screen's modules draw (tests/ui/drawn.py, as Claim's layout test does it).

The screens: the setup, the hero draft, a four-seat table mid-game, a three-seat table with an
attack card picked and its targets in the action panel, the Reservist and Battery Tower
decisions, the tutorial's coach, the end screen and the replay. Each is built once per size
and scale (a test per size and scale walks them all: the whole costs a few seconds)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace

import pygame
import pytest

from regicide.games.baisch import GAME
from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import Game, Phase, view
from regicide.games.baisch.ui import (
    draft_screen,
    furniture,
    panel,
    replay_board,
    setup_screen,
    table_drawing,
    topbar,
    tutorial,
)
from regicide.games.baisch.ui.board import Board
from regicide.games.baisch.ui.motion import CardSprite
from regicide.games.baisch.ui.overlays import GameOverScene
from regicide.games.baisch.ui.table import BaischTable
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.support.words import assisted_end_line, code_line
from regicide.ui import replay_parts, table_host
from regicide.ui.scenes import menu, replay, verdict
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.widgets import Button
from tests.games.baisch.baisch_builders import game_at, plain, play
from tests.games.baisch.ui.baisch_driver import BaischUi
from tests.games.baisch.ui.baisch_gallery import BAISCH_STAGES
from tests.ui.drawn import Drawn, problems_of, spy_cuts, spy_overlay, spy_words
from tests.ui.driver import Ui

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 200]
MODULES = (furniture, panel, setup_screen, draft_screen, table_drawing, topbar, tutorial,
           replay_board, verdict, menu, replay, replay_parts, table_host)  # fmt: skip


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """The words of the Baisch screens' modules, the board's cards and the setup's."""
    record = Drawn()
    spy_words(monkeypatch, record, MODULES)
    spy_overlay(monkeypatch, record, menu)
    spy_cuts(monkeypatch, record)
    original_card = Board._card

    def card_spy(self: Board, surface: pygame.Surface, sprite: CardSprite, selected: bool) -> None:
        original_card(self, surface, sprite, selected)
        record.card(self.card_rect(sprite))

    monkeypatch.setattr(Board, "_card", card_spy)
    original_cards = setup_screen.SetupScreen._cards

    def setup_spy(self, surface, look, frame):  # type: ignore[no-untyped-def]
        original_cards(self, surface, look, frame)
        for index in range(len(self.choosing.cards)):
            record.card(self.card_rect(frame, index))

    monkeypatch.setattr(setup_screen.SetupScreen, "_cards", setup_spy)
    yield record


def midgame(players: int, seed: int, turn: int) -> Game:
    """A game the instant computer played on every seat until seat 1's turn `turn` or
    later (its play phase)."""
    game, player, rng = Game.new(players, seed=seed), make_player("instant"), random.Random(seed)
    while game.outcome is None:
        state = game.state
        if state.turn >= turn and state.phase is Phase.PLAY and state.to_act == 1:
            return game
        seat = state.to_act
        assert seat is not None
        game.submit(player.choose(view(state, seat), rng))
    raise AssertionError(f"the game of seed {seed} ended before turn {turn}")


def _open(ui: Ui, game: Game, seats: tuple[str, ...]) -> BaischUi:
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, seats, 0.05)))
    return baisch


def _four_seats_cover(ui: Ui) -> BaischUi:
    """Four seats, two of them people: the screen covered for seat 1 (B-INFO-2)."""
    return _open(ui, midgame(4, 3, 14), ("human", "instant", "human", "casual"))


def _four_seats(ui: Ui) -> None:
    _four_seats_cover(ui).press(pygame.K_RETURN)


def _attack_targets(ui: Ui) -> None:
    """Three seats, seat 1 with a black attack card picked: its targets in the panel."""
    baisch = _open(ui, midgame(3, 9, 10), ("human", "instant", "instant"))
    card = next(c for c in baisch.hand() if c.text[-1] in "CS" and not c.text.startswith("K"))
    baisch.select(card.text)


def _reservists(ui: Ui) -> None:
    game = game_at(
        [{**plain("KSv", ["2Dv"], ["7S", "5S"]), "heroes": ["reservists"]}, plain("KC^", ["QDv"])]
    )
    play(game, "attack P2.1 7S 5S")
    assert game.state.phase is Phase.RESERVE
    _open(ui, game, ("human", "instant"))


def _end_in_full(ui: Ui) -> None:
    """The end screen with every line it may say: the places, the assisted note, the daily
    deal's share line and the deal's code (at 1280×720 and 200% its last button fell off)."""
    BAISCH_STAGES["baisch-victory"](ui)
    ending = ui.top.ending  # type: ignore[union-attr]
    more = (
        assisted_end_line(True),
        "Baisch daily 2026-11-29: won in 25 turns, the last standing of 4",
        code_line("00002-M092S"),
    )
    ui.ctx.stack.pop()
    ui.ctx.stack.push(GameOverScene(ui.ctx, replace(ending, lines=(*ending.lines, *more))))
    ui.ctx.stack.apply()
    ui.step()


SCREENS: dict[str, Callable[[Ui], object]] = {
    "setup": BAISCH_STAGES["baisch-setup"],
    "draft": BAISCH_STAGES["baisch-draft"],
    "four seats cover": _four_seats_cover,
    "four seats": _four_seats,
    "attack targets": _attack_targets,
    "reservists": _reservists,
    "battery": BAISCH_STAGES["baisch-battery"],
    "tutorial": BAISCH_STAGES["baisch-tutorial"],
    "end": BAISCH_STAGES["baisch-victory"],
    "end in full": _end_in_full,
    "replay": BAISCH_STAGES["baisch-replay"],
}


def _buttons(ui: Ui) -> list[Button]:
    top = ui.top
    if isinstance(top, BaischTable):
        found = [*top.top_buttons(), *top.controls.buttons]
        if top.setup_screen is not None and top.state.phase is Phase.SETUP:
            found += top.setup_screen.buttons(ui.ctx.frame)
        if isinstance(top, tutorial.TutorialTable):
            found.append(top.next_button())
        return found
    if isinstance(top, menu.MenuScene):
        return top.laid_out()
    if isinstance(top, ReplayScene):
        return top.buttons()
    return []


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_no_words_overlap_words_or_cards_on_any_screen(
    ui: Ui, drawn: Drawn, size: tuple[int, int], scale: int
) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    problems = []
    for name, build in SCREENS.items():
        ui.to_title()
        build(ui)
        ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))])
        drawn.clear()
        ui.step()
        if isinstance(ui.top, menu.MenuScene) and ui.top.overlay:
            drawn.since_overlay()
        window = ui.ctx.window.surface.get_rect()
        problems += problems_of(window, drawn, _buttons(ui), f"({name})")
    assert not problems, "\n".join(problems)
