"""The table's keyboard: number keys choose cards (or, after a Jester, seats), Enter plays,
Y yields, F flips, L shows the log, H asks for a hint, A turns autoplay on or off,
Ctrl+Z/Ctrl+Y undo and redo, and Tab, the arrows and Space walk and use the focus ring. It
asks the table only through `TableCommands`."""

from __future__ import annotations

from typing import Protocol

import pygame

from regicide.games.regicide.engine import ChooseNext, Command, GameState, Phase
from regicide.games.regicide.ui.layout import CardKey
from regicide.games.regicide.ui.table_controls import Focusable
from regicide.i18n import _
from regicide.ui.widgets import FocusRing

FOCUS_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)
}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableCommands(Protocol):
    """What keys may ask of the table: its public commands and what it shows."""

    @property
    def covered(self) -> bool: ...

    @property
    def state(self) -> GameState: ...

    def uncover(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def submit(self, command: Command) -> bool: ...

    def toggle(self, key: CardKey) -> None: ...

    def hand_keys(self) -> list[CardKey]: ...

    def selected_keys(self) -> tuple[CardKey, ...]: ...

    def say(self, text: str) -> None: ...

    def play_selection(self) -> None: ...

    def try_yield(self) -> None: ...

    def flip_token(self) -> None: ...

    def toggle_log(self) -> None: ...

    def hint(self) -> None: ...

    def toggle_autoplay(self) -> None: ...

    def focusables(self) -> list[Focusable]: ...


class TableKeys:
    """Keys to commands, and the keyboard's focus ring."""

    def __init__(self, table: TableCommands) -> None:
        self.table = table
        self.focus = FocusRing()

    def key(self, event: pygame.event.Event) -> None:
        table = self.table
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key in NUMBER_KEYS:
            self._number(NUMBER_KEYS[event.key])
        elif event.key in FOCUS_KEYS:
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and shift
            )
            items = table.focusables()
            self.focus.move(len(items), -1 if back else 1, [item.enabled for item in items])
        else:
            action = {
                pygame.K_SPACE: self._activate,
                pygame.K_RETURN: self._enter,
                pygame.K_KP_ENTER: self._enter,
                pygame.K_y: table.try_yield,
                pygame.K_f: table.flip_token,
                pygame.K_h: table.hint,
            }.get(event.key)
            if action is not None:
                action()

    def focused(self) -> Focusable | None:
        items = self.table.focusables()
        self.focus.clamp(len(items))
        return items[self.focus.index] if self.focus.index is not None else None

    def _number(self, number: int) -> None:
        """1–9: a card of the hand, or after a Jester the seat to go next (R-JEST-4)."""
        table = self.table
        if table.state.phase is Phase.CHOOSE_NEXT:
            if number <= table.state.players:
                table.submit(ChooseNext(number))
            return
        keys = table.hand_keys()
        if number <= len(keys):
            table.toggle(keys[number - 1])

    def _enter(self) -> None:
        """Enter plays (or discards) the selected cards, as the Play button's key says,
        wherever the focus ring is; with nothing selected it uses the focused button, token
        or seat."""
        focused = self.focused()
        if self.table.selected_keys() and self.table.state.phase is not Phase.CHOOSE_NEXT:
            self.table.play_selection()
        elif focused is not None and not focused.label.startswith("card"):
            focused.activate()
        elif self.table.state.phase is Phase.CHOOSE_NEXT:
            self.table.say(_("Choose the next seat: click it or press its number."))
        else:
            self.table.play_selection()

    def _activate(self) -> None:
        focused = self.focused()
        if focused is not None:
            focused.activate()
