"""Drive the Baisch table like a player: real pygame events through `App.step`, positions
read from the table each time (its sprites, zones, panel and screen buttons)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from regicide.games.baisch import GAME
from regicide.games.baisch.engine import Card, Game, GameState, Phase, parse_card
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.table import BaischTable
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui.app import App
from regicide.ui.widgets import Button
from tests.ui.driver import DT, Ui, drag_frames, key_event, motion_event, mouse_event

Point = tuple[float, float]


class BaischUi:
    """The app with a Baisch table on it, seen from the player's chair."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def ctx(self):  # type: ignore[no-untyped-def]
        return self.app.ctx

    @property
    def table(self) -> BaischTable:
        tables = [scene for scene in self.ctx.stack.scenes if isinstance(scene, BaischTable)]
        assert tables, f"no Baisch table on the stack: {self.ctx.stack.scenes}"
        return tables[-1]

    @property
    def state(self) -> GameState:
        return self.table.state

    @property
    def game(self) -> Game:
        return self.table.game

    def open(self, session: Session) -> BaischTable:
        table = BaischTable(self.ctx, session)
        self.app.start(table)
        self.settle()
        return table

    def deal(self, seats: Sequence[str], seed: int, variants: Sequence[str] = ()) -> BaischTable:
        session = deal_session(
            GAME,
            len(seats),
            seed=seed,
            variants=variants,
            seats=seats_of(GAME, seats, 0.05),
            saver=self.ctx.autosaver,
        )
        return self.open(session)

    # -- frames and input --------------------------------------------------------------------

    def step(self, events: Sequence[pygame.event.Event] = (), dt: float = DT) -> None:
        self.app.step(dt, list(events))

    def settle(self, limit: int = 3000) -> None:
        """Step until no card moves and no computer is about to play."""
        for _ in range(limit):
            self.step()
            table = self.table
            quiet = not table.board.busy and table.computers.acting_seat is None
            if quiet and table.settled:
                self.step()
                return
        raise AssertionError("the table never settled")

    def press(self, key: int, mod: int = 0) -> None:
        self.step([key_event(key, mod), pygame.event.Event(pygame.KEYUP, key=key, mod=mod)])
        self.settle()

    def click(self, point: Point) -> None:
        self.step([motion_event(point, (0, 0), held=False)])
        self.step(
            [mouse_event(pygame.MOUSEBUTTONDOWN, point), mouse_event(pygame.MOUSEBUTTONUP, point)]
        )
        self.settle()

    def drag(self, start: Point, end: Point, steps: int = 8) -> None:
        for events in drag_frames(start, end, steps):
            self.step(events)
        self.settle()

    # -- what is on the table ------------------------------------------------------------------

    def hand(self) -> list[Card]:
        table = self.table
        return [sprite.shown for sprite in table.board.hand_sprites() if sprite.shown is not None]

    def card_point(self, text: str) -> Point:
        card = parse_card(text)
        for sprite in self.table.board.hand_sprites():
            if sprite.shown is card:
                rect = self.table.board.card_rect(sprite)
                return rect.center
        raise AssertionError(f"{text} is not in the hand: {self.hand()}")

    def zone_point(self, zone: Zone) -> Point:
        return self.table.board.layout.zone_rect(zone).center

    def panel_buttons(self) -> list[Button]:
        self.step()  # lay the panel out as it is now
        return list(self.table.controls.buttons)

    def panel_labels(self) -> list[str]:
        return [button.label for button in self.panel_buttons()]

    def click_panel(self, start: str) -> None:
        buttons = self.panel_buttons()
        button = next((b for b in buttons if b.label.startswith(start)), None)
        if button is None:  # the pseudo-language brackets the whole label round its parts
            button = next((b for b in buttons if start in b.label), None)
        if button is None:  # a narrow panel shows the target alone, its odds in the tip
            target = start.split(": ", maxsplit=1)[0]
            button = next((b for b in buttons if b.label == target), None)
        assert button is not None, f"no {start!r} in {self.panel_labels()}"
        self.click(button.rect.center)

    def select(self, *cards: str) -> None:
        """Pick hand cards with their number keys."""
        for text in cards:
            number = [card.text for card in self.hand()].index(text) + 1
            self.press(pygame.K_0 if number == 10 else pygame.K_1 + number - 1)

    def phase(self) -> Phase:
        return self.state.phase


def spy_said(monkeypatch: pytest.MonkeyPatch, ui: Ui) -> list[str]:
    """Every line of words the app draws from now on, in order (`body_exact`, which every
    body text goes through)."""
    said: list[str] = []
    text = ui.ctx.text
    exact = text.body_exact

    def spy(words: str, px: int, color, bold: bool = False):  # type: ignore[no-untyped-def]
        said.append(words)
        return exact(words, px, color, bold)

    monkeypatch.setattr(text, "body_exact", spy)
    return said
