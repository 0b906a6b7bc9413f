"""Save as… and Load: the saves folder as a list (name, date, players, enemies defeated, status,
assisted), with load, watch, rename and delete (after a confirmation).

Keys: ↑/↓ choose, Enter does the main action, F2 renames, Delete deletes, Esc goes back (or
leaves the name being typed).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from regicide.engine import Game
from regicide.narrate import save_columns
from regicide.store.library import (
    LibraryError,
    SaveEntry,
    delete_save,
    list_saves,
    rename_save,
    save_as,
    saves_dir,
)
from regicide.store.saves import SaveError, load_saved
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.scene import Scene
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.textfield import TextField
from regicide.ui.widgets import (
    Button,
    FocusRing,
    blit_text,
    button_at,
    draw_button,
    draw_panel,
    first_shown,
    fit_label,
    lay_row,
    scrolled,
    shown_rows,
)

ROW = 40
ROWS = 9
COLUMNS = (230, 530, 712, 800, 890, 975)  # name, date, players, enemies, status, assisted
COLUMNS_END = 1070  # the last column's right edge (the panel ends at 1090)


@dataclass(frozen=True)
class SaveActions:
    """What the scene can do besides files: open a loaded game, watch one, and (Save as…)
    the game to save with its record's own keys."""

    open: Callable[[Game, dict[str, Any]], None]
    watch: Callable[[Game, str], None]
    current: tuple[Game, dict[str, Any]] | None = None


class SavesScene(Scene):
    def __init__(self, ctx: AppContext, actions: SaveActions) -> None:
        self.ctx = ctx
        self.actions = actions
        self.saving = actions.current is not None
        self.entries: list[SaveEntry] = []
        self.chosen = 0
        self.first = 0
        self.field = TextField()
        self.renaming: SaveEntry | None = None
        self.feedback = ""
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.focus = FocusRing()  # Tab / Shift+Tab over the buttons

    # -- scene hooks ------------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        if self.saving and not self.field.text:
            self.field.set(time_name())
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        self.clock += dt

    def refresh(self) -> None:
        self.entries = list_saves(saves_dir())
        self.chosen = max(0, min(self.chosen, len(self.entries) - 1))

    @property
    def typing(self) -> bool:
        return self.saving or self.renaming is not None

    @property
    def entry(self) -> SaveEntry | None:
        return self.entries[self.chosen] if self.entries else None

    # -- actions ----------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        entry = self.entry
        usable = entry is not None and entry.problem is None
        why = "Choose a save that can be read." if entry is not None else "There are no saves."
        if self.renaming is not None:
            row = [
                Button("Rename", self.finish_rename, hint="Enter"),
                Button("Cancel", self.cancel_rename, hint="Esc"),
            ]
        elif self.saving:
            row = [Button("Save", self.save, hint="Enter"), Button("Back", self.back, hint="Esc")]
        else:
            row = [
                Button("Load", self.load, usable, why, "Enter"),
                Button("Watch", self.watch, usable, why, "R"),
                Button("Rename", self.start_rename, entry is not None, why, "F2"),
                Button("Delete", self.ask_delete, entry is not None, why, "Del"),
                Button("Back", self.back, hint="Esc"),
            ]
        return lay_row(row, self.ctx.frame, 592, 150)

    def back(self) -> None:
        self.ctx.stack.pop()

    def save(self) -> None:
        current = self.actions.current
        if current is None:
            return
        name = self.field.text
        clash = next((e for e in self.entries if e.name.lower() == name.strip().lower()), None)
        if clash is None:
            self._write(name)
            return
        self.ctx.stack.push(
            ConfirmScene(
                self.ctx,
                "Replace this save?",
                f"“{clash.name}” will be replaced by the game you are playing.",
                ("Replace", lambda: self._write(clash.name)),
            )
        )

    def _write(self, name: str) -> None:
        current = self.actions.current
        assert current is not None
        try:
            path = save_as(current[0], current[1], name, saves_dir())
        except LibraryError as error:
            self.feedback = str(error)
            return
        self.ctx.notices.append(f"Saved as {path.stem}.")
        self.back()

    def load(self) -> None:
        game = self._read()
        if game is not None:
            self.actions.open(*game)

    def watch(self) -> None:
        game, entry = self._read(), self.entry
        if game is not None and entry is not None:
            self.actions.watch(game[0], entry.name)

    def _read(self) -> tuple[Game, dict[str, Any]] | None:
        entry = self.entry
        if entry is None:
            return None
        try:
            return load_saved(entry.path)
        except SaveError as error:
            self.feedback = str(error)
            return None

    def start_rename(self) -> None:
        if self.entry is not None:
            self.renaming = self.entry
            self.field.set(self.entry.name)

    def finish_rename(self) -> None:
        entry, self.renaming = self.renaming, None
        if entry is None:
            return
        try:
            rename_save(entry.path, self.field.text)
        except LibraryError as error:
            self.feedback = str(error)
        self.refresh()

    def cancel_rename(self) -> None:
        self.renaming = None

    def ask_delete(self) -> None:
        entry = self.entry
        if entry is None:
            return

        def delete() -> None:
            try:
                delete_save(entry.path)
            except LibraryError as error:
                self.feedback = str(error)
            self.refresh()

        self.ctx.stack.push(
            ConfirmScene(
                self.ctx,
                "Delete this save?",
                f"“{entry.name}” will be gone for good.",
                ("Delete", delete),
            )
        )

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        elif event.type == pygame.KEYDOWN and self._key(event.key, event.mod):
            return
        elif self.typing:
            self.field.handle(event)

    def _key(self, key: int, mod: int = 0) -> bool:
        """Keys that are the scene's, not the text field's; True when used."""
        if key == pygame.K_TAB:
            self.focus.move(len(self.buttons()), -1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            buttons = self.buttons()
            focused = self._focused()
            target = buttons[0] if key != pygame.K_ESCAPE else buttons[-1]
            if focused is not None and key != pygame.K_ESCAPE:
                target = focused  # Enter presses the button with the focus ring
            if not target.press():
                self.feedback = target.reason
            return True
        if key in (pygame.K_UP, pygame.K_DOWN):
            self._choose(self.chosen + (1 if key == pygame.K_DOWN else -1))
            return True
        if self.typing:
            return False
        shortcuts: dict[int, Callable[[], None]] = {
            pygame.K_F2: self.start_rename,
            pygame.K_DELETE: self.ask_delete,
            pygame.K_r: self.watch,
        }
        action = shortcuts.get(key)
        if action is not None:
            action()
        return action is not None

    def _focused(self) -> Button | None:
        """The button with the focus ring (the row of buttons changes while renaming)."""
        buttons = self.buttons()
        self.focus.clamp(len(buttons))
        return buttons[self.focus.index] if self.focus.index is not None else None

    def _click(self, point: tuple[int, int]) -> None:
        self.feedback = ""
        button = button_at(self.buttons(), point)
        if button is not None:
            if not button.press():
                self.feedback = button.reason
            return
        row = self._row_at(point)
        if row is not None:
            self._choose(row)
            if self.saving and self.entry is not None:
                self.field.set(self.entry.name)

    def _choose(self, index: int) -> None:
        if not self.entries:
            return
        self.chosen = max(0, min(len(self.entries) - 1, index))
        self.first = first_shown(self.chosen, self.first, ROWS)

    def _scroll(self, rows: int) -> None:
        self.first = scrolled(self.first, rows, len(self.entries), ROWS)

    def _row_at(self, point: tuple[int, int]) -> int | None:
        for row in shown_rows(self.first, len(self.entries), ROWS):
            if self._row_rect(row).collidepoint(point):
                return row
        return None

    @property
    def _top(self) -> int:
        """The first row's top: lower when the name field is shown above the list."""
        return 214 if self.typing else 140

    def _row_rect(self, row: int) -> pygame.Rect:
        """A save's row: the columns with a margin either side (the panel is 190..1090)."""
        left, right = COLUMNS[0] - 14, COLUMNS_END + 4
        return self.ctx.frame.rect(
            left, self._top + (row - self.first) * ROW, right - left, ROW - 4
        )

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        draw_panel(
            surface,
            frame.rect(190, 30, 900, 660),
            c.panel,
            c.panel_edge,
            alpha=255,
            radius=frame.px(18),
            border=2,
        )
        title = "Save the game" if self.saving else "Saved games"
        blit_text(
            surface,
            self.ctx.text.title(title, frame.px(40), c.accent),
            "center",
            frame.point(640, 66),
        )
        if self.typing:
            look = (self.ctx.theme, self.ctx.text, frame)
            self.field.draw(surface, frame.rect(230, 100, 820, 44), look, self.clock)
        self._header(surface)
        self._rows(surface)
        focused = self._focused()
        for button in self.buttons():
            hovered = bool(button.rect.collidepoint(self.mouse))
            ring = focused is not None and button.rect == focused.rect
            draw_button(
                surface, button, self.ctx.text, self.ctx.palette, hovered=hovered, focused=ring
            )
        note = self.feedback or self._hint()
        broken = self.entry is not None and self.entry.problem is not None and not self.typing
        color = c.danger if self.feedback or broken else c.text_dim
        label = fit_label(self.ctx.text, note, frame.px(860), frame.px(14), color)
        blit_text(surface, label, "center", frame.point(640, 660))

    def _hint(self) -> str:
        entry = self.entry
        if entry is not None and entry.problem is not None and not self.typing:
            return f"{entry.name}: {entry.problem}"
        if self.renaming is not None:
            return f"Type a new name for “{self.renaming.name}”, then press Enter."
        if self.saving:
            return "Type a name and press Enter; click a save to replace it."
        return "↑/↓ to choose · Enter loads · R watches · F2 renames · Del deletes"

    def _header(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        titles = ("Name", "Saved", "Players", "Enemies", "Status", "Assisted")
        for index, (x, title) in enumerate(zip(COLUMNS, titles, strict=True)):
            room = frame.px(_column_width(index))
            label = fit_label(self.ctx.text, title, room, frame.px(13), c.text_dim, bold=True)
            blit_text(surface, label, "midleft", frame.point(x, self._top - 24))
        if not self.entries:
            empty = "No saved games yet." + (" Name this one above." if self.saving else "")
            label = self.ctx.text.body(empty, frame.px(16), c.text_dim)
            blit_text(surface, label, "center", frame.point(640, 300))

    def _rows(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        for row in shown_rows(self.first, len(self.entries), ROWS):
            rect = self._row_rect(row)
            chosen = row == self.chosen
            if chosen or rect.collidepoint(self.mouse):
                fill = c.accent if chosen else c.felt_edge
                draw_panel(surface, rect, fill, fill, alpha=255, radius=frame.px(8))
            ink = c.panel if chosen else c.text
            cells = save_columns(self.entries[row])
            for index, (x, text) in enumerate(zip(COLUMNS, cells, strict=True)):
                limit = _column_width(index)
                danger = self.entries[row].problem is not None and index > 0
                color = c.danger if danger and not chosen else ink
                label = fit_label(
                    self.ctx.text, text, frame.px(limit), frame.px(15), color, bold=index == 0
                )
                blit_text(surface, label, "midleft", (frame.point(x, 0)[0], rect.centery))


def _column_width(index: int) -> float:
    """How wide column `index`'s words may be, in design pixels."""
    end = COLUMNS[index + 1] if index + 1 < len(COLUMNS) else COLUMNS_END
    return end - COLUMNS[index] - 10


def time_name() -> str:
    """A default name for a new save: the date and time."""
    return time.strftime("Game %Y-%m-%d %H.%M")
