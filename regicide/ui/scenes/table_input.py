"""Mouse and keyboard on the table: clicks, drag and drop (after the Arcade solitaire
tutorial: remember where cards came from, raise them, snap back on a rejected drop), keys
and the focus ring."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from regicide.engine import (
    ChooseNext,
    Discard,
    Phase,
    PlayCards,
    Status,
    can_play,
    discard_problem,
    flip_problem,
)
from regicide.ui.layout import CardKey
from regicide.ui.widgets import FocusRing, button_at

if TYPE_CHECKING:
    from regicide.ui.scenes.table import TableScene

DRAG_THRESHOLD = 8
FOCUS_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)
}


@dataclass
class Focusable:
    """Something Tab can reach: its outline and what Space (or Enter) does with it."""

    rect: pygame.Rect
    activate: Callable[[], object]
    label: str


@dataclass
class Drag:
    keys: list[CardKey]
    offsets: list[tuple[float, float]]
    position: tuple[int, int]


class TableInput:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.focus = FocusRing()
        self.mouse = (0, 0)
        self.pressed: tuple[CardKey, tuple[int, int]] | None = None
        self.drag: Drag | None = None

    # -- dispatch --------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._motion(event.pos)
            return
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene.open_menu()
        elif scene.animating:
            if event.type != pygame.MOUSEBUTTONUP:
                scene.timeline.skip()  # a click or a key finishes the animation, nothing more
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.button == 1 and event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event.pos)
        elif event.button == 1:
            self._release(event.pos)

    # -- keyboard --------------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.mod & pygame.KMOD_CTRL:
            self._history_key(event.key, shift)
        elif scene.covered:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                scene.uncover()
        elif event.key in NUMBER_KEYS:
            self._number(NUMBER_KEYS[event.key])
        elif event.key in FOCUS_KEYS:
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and shift
            )
            self.focus.move(len(self.focusables()), -1 if back else 1)
        else:
            action = {
                pygame.K_SPACE: self._activate_focus,
                pygame.K_RETURN: self._enter,
                pygame.K_KP_ENTER: self._enter,
                pygame.K_y: scene.try_yield,
                pygame.K_f: scene.flip_token,
            }.get(event.key)
            if action is not None:
                action()

    def _history_key(self, key: int, shift: bool) -> None:
        """Ctrl+Z undoes; Ctrl+Y and Ctrl+Shift+Z redo."""
        if key == pygame.K_z and not shift:
            self.scene.undo()
        elif key in (pygame.K_y, pygame.K_z):
            self.scene.redo()

    def _number(self, number: int) -> None:
        scene = self.scene
        if scene.state.phase is Phase.CHOOSE_NEXT:
            if number <= scene.state.players:
                scene.submit(ChooseNext(number))
            return
        keys = scene.hand_keys()
        if number <= len(keys):
            scene.toggle(keys[number - 1])

    def _enter(self) -> None:
        focused = self.focused()
        if focused is not None and not focused.label.startswith("card"):
            focused.activate()
        elif self.scene.state.phase is Phase.CHOOSE_NEXT:
            self.scene.say("Choose the next seat: click it or press its number.")
        else:
            self.scene.play_selection()

    def focusables(self) -> list[Focusable]:
        """Hand cards, tokens, seat choices, then buttons: the order Tab walks through."""
        scene = self.scene
        if scene.covered or scene.state.status is not Status.PLAYING:
            return []
        items = [
            Focusable(_card_rect(scene, key), partial(scene.toggle, key), f"card {key[0]}")
            for key in scene.hand_keys()
            if key in scene.sprites
        ]
        if scene.state.players == 1 and flip_problem(scene.state) is None:
            items.append(
                Focusable(scene.layout.token(scene.state.tokens_used), scene.flip_token, "token")
            )
        if scene.state.phase is Phase.CHOOSE_NEXT:
            for seat, rect in scene.drawer.choice_rects().items():
                items.append(
                    Focusable(rect, partial(scene.submit, ChooseNext(seat)), f"seat {seat}")
                )
        for button in scene.action_buttons() + scene.top_buttons():
            items.append(Focusable(button.rect, button.press, button.label))
        return items

    def focused(self) -> Focusable | None:
        items = self.focusables()
        self.focus.clamp(len(items))
        return items[self.focus.index] if self.focus.index is not None else None

    def _activate_focus(self) -> None:
        focused = self.focused()
        if focused is not None:
            focused.activate()

    # -- mouse -----------------------------------------------------------------------------

    def _press(self, position: tuple[int, int]) -> None:
        scene = self.scene
        self.focus.index = None
        button = button_at(scene.top_buttons() + scene.action_buttons(), position)
        if button is not None:
            if not button.press():
                scene.say(button.reason)
            return
        if scene.covered:
            scene.uncover()
            return
        if self._press_token(position) or self._press_seat(position):
            return
        key = self.card_at(position)
        if key is not None and scene.state.phase in (Phase.PLAY, Phase.SUFFER):
            self.pressed = (key, position)

    def _press_token(self, position: tuple[int, int]) -> bool:
        scene = self.scene
        if scene.state.players != 1:
            return False
        for index in range(2):
            if scene.layout.token(index).collidepoint(position):
                if index < scene.state.tokens_used:
                    scene.say("That Jester token has already been used.")
                else:
                    scene.flip_token()
                return True
        return False

    def _press_seat(self, position: tuple[int, int]) -> bool:
        scene = self.scene
        if scene.state.phase is not Phase.CHOOSE_NEXT:
            return False
        for seat, rect in scene.drawer.choice_rects().items():
            if rect.collidepoint(position):
                scene.submit(ChooseNext(seat))
                return True
        return False

    def card_at(self, position: tuple[int, int]) -> CardKey | None:
        """The topmost card of the viewer's hand under `position`."""
        scene = self.scene
        hand = [scene.sprites[key] for key in scene.hand_keys() if key in scene.sprites]
        for sprite in sorted(hand, key=lambda sprite: -sprite.z):
            if sprite.contains(position):
                return sprite.key
        return None

    def _motion(self, position: tuple[int, int]) -> None:
        if self.drag is not None:
            self._move_drag(position)
        elif self.pressed is not None:
            start = self.pressed[1]
            if abs(position[0] - start[0]) + abs(position[1] - start[1]) > DRAG_THRESHOLD:
                self._begin_drag(position)

    def cancel_drag(self) -> None:
        """Drop nothing: dragged cards go back to the hand (for Esc, or a menu opening)."""
        self.pressed = None
        if self.drag is not None:
            self.drag = None
            self.scene.snap_back()

    def _release(self, position: tuple[int, int]) -> None:
        scene = self.scene
        if self.drag is not None:
            self._drop(position)
        elif self.pressed is not None:
            scene.toggle(self.pressed[0])
        self.pressed = None

    # -- drag and drop ---------------------------------------------------------------------

    def _begin_drag(self, position: tuple[int, int]) -> None:
        scene = self.scene
        assert self.pressed is not None
        key = self.pressed[0]
        keys = (
            [k for k in scene.hand_keys() if k in scene.selection]
            if key in scene.selection
            else [key]
        )
        spread = scene.layout.frame.px(26)
        offsets = [((index - (len(keys) - 1) / 2) * spread, 0.0) for index in range(len(keys))]
        self.drag = Drag(keys, offsets, position)
        scene.touches.skip()
        for index, dragged in enumerate(keys):
            scene.sprites[dragged].z = 2000 + index
            scene.sprites[dragged].angle = 0.0
        self._move_drag(position)

    def _move_drag(self, position: tuple[int, int]) -> None:
        assert self.drag is not None
        self.drag.position = position
        for key, (dx, dy) in zip(self.drag.keys, self.drag.offsets, strict=True):
            sprite = self.scene.sprites.get(key)
            if sprite is not None:
                sprite.x, sprite.y = position[0] + dx, position[1] + dy

    def drop_target(self, position: tuple[int, int]) -> str | None:
        """ "enemy" when playing, "discard" when suffering, if `position` is over it."""
        scene = self.scene
        layout = scene.layout
        grow = layout.frame.px(40)
        if scene.state.phase is Phase.PLAY and layout.enemy.inflate(grow, grow).collidepoint(
            position
        ):
            return "enemy"
        if scene.state.phase is Phase.SUFFER and layout.discard.inflate(grow, grow).collidepoint(
            position
        ):
            return "discard"
        return None

    def drag_problem(self) -> str | None:
        """Why the dragged cards could not be dropped where they are headed (None: they can)."""
        scene = self.scene
        if self.drag is None:
            return None
        cards = tuple(key[0] for key in self.drag.keys)
        if scene.state.phase is Phase.SUFFER:
            state = scene.state
            return discard_problem(cards, state.damage_due, strict=state.rules.strict_discard)
        return can_play(scene.state, cards)

    def _drop(self, position: tuple[int, int]) -> None:
        scene = self.scene
        assert self.drag is not None
        cards = tuple(key[0] for key in self.drag.keys)
        target = self.drop_target(position)
        self.drag = None
        if target == "enemy":
            scene.submit(PlayCards(cards))
        elif target == "discard":
            scene.submit(Discard(cards))
        else:
            scene.snap_back()

    def update_drag_glow(self) -> None:
        """Selected cards glow; the enemy (or discard pile) glows under a legal drag."""
        scene = self.scene
        for sprite in scene.sprites.values():
            sprite.glow = 0.0
        for key in scene.selection:
            if key in scene.sprites:
                scene.sprites[key].glow = 0.6
        enemy = scene.state.enemy
        if self.drag is not None and enemy is not None and scene.state.phase is Phase.PLAY:
            target = scene.sprites.get((enemy, 0))
            if target is not None and self.drag_problem() is None:
                target.glow = 1.0 if self.drop_target(self.drag.position) else 0.5


def _card_rect(scene: TableScene, key: CardKey) -> pygame.Rect:
    sprite = scene.sprites[key]
    width = round(sprite.width)
    return pygame.Rect(0, 0, width, round(width * 1.4)).move(
        round(sprite.x - width / 2), round(sprite.y - width * 0.7)
    )
