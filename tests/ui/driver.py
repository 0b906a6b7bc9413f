"""Drive the app like a player: real pygame events through `App.step`, one frame at a time.

Positions always come from the scene (sprites, layout rects, button rects), re-read before
each gesture, so the tests follow the table wherever it puts things.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

import pygame

from regicide.games.regicide.engine import Card, Game, GameState, Yield, parse_card
from regicide.games.regicide.narrate import Tone
from regicide.games.regicide.ui.layout import CardKey, Placement
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.games.regicide.ui.sprites import CardSprite
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui.app import App
from regicide.ui.context import AppContext
from regicide.ui.scene import Scene
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SavesScene
from regicide.ui.widgets import Button
from tests.builders import REGICIDE, game_at

DT = 1 / 60
Point = tuple[float, float]


def key_event(key: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


def mouse_event(kind: int, pos: Point, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, button=button, pos=_int(pos))


def motion_event(pos: Point, rel: Point, held: bool) -> pygame.event.Event:
    buttons = (1, 0, 0) if held else (0, 0, 0)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=_int(pos), rel=_int(rel), buttons=buttons)


def _int(point: Point) -> tuple[int, int]:
    return (round(point[0]), round(point[1]))


def drag_frames(start: Point, end: Point, steps: int) -> list[list[pygame.event.Event]]:
    """A drag's events, one frame's worth each: the press at `start`, `steps` moves along the
    line to `end` with the button held, the release there."""
    frames = [[mouse_event(pygame.MOUSEBUTTONDOWN, start)]]
    last = start
    for index in range(1, steps + 1):
        t = index / steps
        point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        frames.append([motion_event(point, (point[0] - last[0], point[1] - last[1]), held=True)])
        last = point
    frames.append([mouse_event(pygame.MOUSEBUTTONUP, end)])
    return frames


class Ui:
    """The app and its scenes, seen from the player's chair."""

    def __init__(self, app: App) -> None:
        self.app = app

    # -- what is on screen -----------------------------------------------------------------

    @property
    def ctx(self) -> AppContext:
        return self.app.ctx

    @property
    def top(self) -> Scene | None:
        return self.ctx.stack.top

    @property
    def table(self) -> TableScene:
        """The table scene on the stack (possibly under an overlay)."""
        tables = [scene for scene in self.ctx.stack.scenes if isinstance(scene, TableScene)]
        assert tables, f"no table on the stack: {self.ctx.stack.scenes}"
        return tables[-1]

    @property
    def game(self) -> Game:
        return self.table.session.match

    @property
    def state(self) -> GameState:
        return self.table.state

    def key_of(self, card: str) -> CardKey:
        return (parse_card(card), 0)

    def hand(self) -> list[Card]:
        """The viewer's hand as the table shows it, left to right."""
        return [key[0] for key in self.table.hand_keys()]

    def card_center(self, card: str) -> Point:
        sprite = self.table.board.sprites[self.key_of(card)]
        return (sprite.x, sprite.y)

    def placements(self) -> dict[CardKey, Placement]:
        """Where the layout says every visible card belongs now."""
        return self.table.board.placements(self.state)

    def buttons(self) -> list[Button]:
        """The table's action and top-bar buttons, or the buttons of the menu on top."""
        top = self.top
        if isinstance(top, TableScene):
            return top.action_buttons() + top.top_buttons()
        if isinstance(top, (ReplayScene, SavesScene)):
            return top.buttons()
        assert isinstance(top, MenuScene), f"no buttons on {top}"
        return top.laid_out()

    def preview(self) -> tuple[str, list[tuple[str, Tone]]]:
        """The preview panel's title and lines, as the table shows them now."""
        return self.table.preview()

    def labels(self) -> list[str]:
        return [button.label for button in self.buttons()]

    def button(self, label: str) -> Button:
        """The button called `label` (or whose label starts so) on the scene on top."""
        buttons = self.buttons()
        for button in buttons:
            if button.label == label or button.label.startswith(label):
                return button
        raise AssertionError(f"no button {label!r} in {[b.label for b in buttons]}")

    def set_speed(self, name: str) -> None:
        """The animation speed setting ("slow", "normal", "fast", "instant"), without saving."""
        self.ctx.settings = replace(self.ctx.settings, animation_speed=name)

    def to_title(self) -> None:
        self.app.to_title()
        self.ctx.stack.apply()
        self.step()

    def open(self, game: Game, *, animate_deal: bool = False) -> TableScene:
        """Put `game` on a new table and wait until its cards are in place."""
        table = TableScene(
            self.ctx, Session(REGICIDE, game, saver=self.ctx.autosaver), animate_deal=animate_deal
        )
        self.app.start(table)
        self.settle()
        return table

    def computer_must_discard(self) -> TableScene:
        """Seat 2, a computer, has yielded and must discard 10 (R-SUF-1); seat 1 is the
        person, seat 3 another computer."""
        game = game_at(3, enemy="JS", hands=["7H 9D 2S", "3S 5C 8H", "4C 4D"], current=2)
        seats = seats_of(REGICIDE, ["human", "strong", "instant"])
        table = TableScene(self.ctx, Session(REGICIDE, game, seats))
        self.app.start(table)
        self.settle()
        table.computers.cancel()
        table.submit(Yield())
        self.settle()
        return table

    # -- frames and input ------------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event] = (), dt: float = DT) -> bool:
        return self.app.step(dt, list(events))

    def frames(self, count: int, dt: float = DT) -> None:
        for _ in range(count):
            self.step(dt=dt)

    def settle(self, limit: int = 1200) -> None:
        """Step until no card moves and no effect lingers on the table."""
        table = self.table
        for _ in range(limit):
            if not table.board.busy:
                self.step()  # one more frame: the table reacts to the quiet (game over)
                return
            self.step()
        raise AssertionError("the table never settled")

    def until_still(self, busy: Callable[[], bool], limit: int = 200) -> None:
        """Step in tenth-of-a-second frames until `busy()` says nothing moves (a replay's move
        played to its rest): the screen at rest in a sixth of the frames of `DT`."""
        for _ in range(limit):
            self.step(dt=0.1)
            if not busy():
                return
        raise AssertionError("the screen never came to rest")

    def settle_any(self, frames: int = 240) -> None:
        """Step until the scene on top has nothing left to animate (a table settles; other
        scenes get a few frames)."""
        if isinstance(self.top, TableScene):
            self.settle()
        else:
            self.frames(3)

    def press(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.step(
            [key_event(key, mod, unicode), pygame.event.Event(pygame.KEYUP, key=key, mod=mod)]
        )

    def click(self, pos: Point) -> None:
        self.step([motion_event(pos, (0, 0), held=False)])
        self.step(
            [mouse_event(pygame.MOUSEBUTTONDOWN, pos), mouse_event(pygame.MOUSEBUTTONUP, pos)]
        )

    def click_button(self, label: str) -> None:
        self.click(self.button(label).rect.center)

    def answer(self, label: str) -> None:
        """Answer the question on top (a ConfirmScene) with the button called `label`."""
        assert isinstance(self.top, ConfirmScene), f"no question on top: {self.top}"
        self.click_button(label)
        self.ctx.stack.apply()

    def flip_token(self) -> None:
        """F, then "Spend the token" when the table asks first (the default)."""
        self.press(pygame.K_f)
        if isinstance(self.top, ConfirmScene):
            self.answer("Spend the token")
        self.settle()

    def click_button_of(self, scene: Scene, label: str) -> None:
        """Click the button called `label` of a scene with a `buttons()` list of its own."""
        buttons = scene.buttons()  # type: ignore[attr-defined]
        match = next(button for button in buttons if button.label == label)
        self.click(match.rect.center)

    def drag(self, start: Point, end: Point, steps: int = 6) -> None:
        """Press at `start`, move in `steps` frames to `end`, release there."""
        for events in drag_frames(start, end, steps):
            self.step(events)

    # -- a player's gestures on the table --------------------------------------------------

    def select(self, cards: str) -> None:
        """Toggle cards by their number keys (1 = the leftmost card of the hand)."""
        for text in cards.split():
            number = self.hand().index(parse_card(text)) + 1
            self.press(getattr(pygame, f"K_{number}"))
        self.settle()

    def play_by_keys(self, cards: str) -> None:
        """Select with number keys, press Enter (a play, or a discard in the suffer step), and
        wait for the animation."""
        self.select(cards)
        self.press(pygame.K_RETURN)
        self.settle()

    def drag_cards(self, cards: str, target: Point) -> None:
        """Select `cards` (if more than one) and drag them by the first onto `target`."""
        names = cards.split()
        if len(names) > 1:
            self.select(cards)
        self.drag(self.card_center(names[0]), target)
        self.settle()

    def uncover(self) -> None:
        assert self.table.covered
        self.press(pygame.K_RETURN)
        self.settle()

    def misplaced(self) -> list[CardKey]:
        """Cards not exactly where the layout puts them, and stray sprites (empty: all good)."""
        table = self.table
        goals = self.placements()
        sprites = table.board.sprites
        wrong = [key for key in sprites if key not in goals]
        for key, goal in goals.items():
            sprite = sprites.get(key)
            if sprite is None or _pose(sprite) != _pose(goal):
                wrong.append(key)
        return wrong


def _pose(item: CardSprite | Placement) -> tuple[float, ...]:
    return (item.x, item.y, item.width, item.angle, item.face)
