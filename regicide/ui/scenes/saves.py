"""Save as… and Load: the saves folder as a list (name, game, date, players, how far it got,
status, assisted), with load, watch, rename and delete (after a confirmation).

Keys: ↑/↓ choose, Enter does the main action, F2 renames, Delete deletes, Esc goes back (or
leaves the name being typed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import pygame

from regicide.i18n import N_, _, day_and_time
from regicide.store.library import (
    NOT_READ,
    LibraryError,
    SaveEntry,
    delete_save,
    list_saves,
    rename_save,
    save_as,
    saves_cache,
    saves_dir,
)
from regicide.store.paths import data_dir
from regicide.store.saves import Saved, SaveError, load_saved
from regicide.store.scan import Scan, unread_words
from regicide.support.words import when_text
from regicide.ui.assets import Color, TextCache
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.pacing import READING_SECONDS
from regicide.ui.scene import Scene, soonest
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.textfield import TextField, caret_changes_in
from regicide.ui.widgets import (
    Button,
    FocusRing,
    Frame,
    blit_text,
    button_at,
    draw_button,
    draw_panel,
    ellipsized,
    first_shown,
    lay_row,
    line_height,
    scrolled,
    shown_rows,
    text_width,
    wrap_balanced,
    wrap_parts,
)

ROW = 40
ROWS = 9  # at most; fewer when the UI scale makes the rows taller
COLUMNS_END = 1070  # the last column's right edge (the panel ends at 1090)
LIST_BOTTOM = 576  # the rows end above this (the buttons start at 592)
EMPTY_WIDTH = 820  # the empty list's words wrap to this (design px), inside the panel
CELL, HEAD, NOTE = 15, 13, 14  # design sizes: a row's words, column titles, the note
DETAIL_WIDTH = 820  # the line under the list saying what the chosen row leaves out


@dataclass(frozen=True)
class Column:
    """A column of a list: its title, where it starts at 100% (design px) and, when the words
    are too big for every column to fit, how soon it gives way (0: never; the highest first).
    The `flex` column takes the room the others leave and is cut short if it must."""

    title: str  # marked N_ where the columns are listed, translated where shown (`heading`)
    left: float
    drop: int = 0
    bold: bool = False
    flex: bool = False

    @property
    def heading(self) -> str:
        """The title in the player's language ("" stays "")."""
        return _(self.title) if self.title else ""


@dataclass(frozen=True)
class Placed:
    """A column as laid out: which one, and its left edge and width in design px."""

    index: int
    left: float
    width: float


SAVE_COLUMNS = (
    Column(N_("Name"), 230, bold=True, flex=True),
    Column(N_("Game"), 420),
    Column(N_("Saved"), 500, drop=3),  # room for "28. Sept. 2026, 23:52" at 100%
    Column(N_("Players"), 682, drop=4),
    Column(N_("Progress"), 760),
    Column(N_("Status"), 880, drop=2),
    Column(N_("Assisted"), 975, drop=5),
)
COLUMNS = tuple(column.left for column in SAVE_COLUMNS)  # name, date, players, ... at 100%


def place_columns(
    columns: tuple[Column, ...], natural: list[float], end: float, grow: float = 1.0
) -> list[Placed]:
    """The columns that fit between the first column's left edge and `end` (design px), each
    as wide as its widest words (`natural`); the flex column's words are cut short where they
    would be at 100% (longer than its 100% room, `grow` times as wide now that the words are
    `grow` times bigger), and told whole under the list. Where all fit at their
    100% places they stay there; otherwise they are packed, the least needed dropped first,
    and the flex column takes what is left (at least 45% of the row, or its words, whichever
    is less)."""
    start = columns[0].left
    kept = list(range(len(columns)))
    flex = next((i for i, column in enumerate(columns) if column.flex), 0)
    natural = [*natural]
    natural[flex] = min(natural[flex], _room(columns, flex, end) * grow)
    if _at_places(columns, natural, end):
        return [Placed(i, columns[i].left, _room(columns, i, end)) for i in kept]
    least, gap = min(natural[flex], 0.45 * (end - start)), 16
    for drop in [*sorted({c.drop for c in columns if c.drop}, reverse=True), 0]:
        others = sum(natural[i] + gap for i in kept if i != flex)
        if least + others <= end - start or not drop:
            break
        kept = [i for i in kept if columns[i].drop != drop]
    others = sum(natural[i] + gap for i in kept if i != flex)
    placed, left = [], start
    for i in kept:
        width = max(0.0, end - start - others) if i == flex else natural[i]
        placed.append(Placed(i, left, width))
        left += width + gap
    return placed


def _room(columns: tuple[Column, ...], index: int, end: float) -> float:
    """Column `index`'s room at its 100% place, up to the next column (design px)."""
    following = columns[index + 1].left if index + 1 < len(columns) else end + 10
    return following - columns[index].left - 10


def _at_places(columns: tuple[Column, ...], natural: list[float], end: float) -> bool:
    """Whether every column's words fit in the room its 100% place gives it."""
    return all(natural[i] <= _room(columns, i, end) for i in range(len(columns)))


#: The most lines kept under a list for what its rows leave out.
DETAIL_MOST = 4


def detail_lines(
    columns: tuple[Column, ...],
    placed: list[Placed],
    rows: list[tuple[str, ...]],
    look: ListLook,
    width: float,
) -> int:
    """How many lines (0 to DETAIL_MOST) to keep under the list for what the rows leave out
    (a dropped column, or words cut short) at `width` design px: as many as the wordiest row
    needs (an unreadable record's name and reason, told whole, may take four)."""
    font = look.text.body_font(look.frame.px(HEAD))
    told = (untold(columns, placed, row, look) for row in rows)
    needed = (len(wrap_parts(words, font, look.frame.px(width))) for words in told if words)
    return min(DETAIL_MOST, max(needed, default=0))


@dataclass(frozen=True)
class ListLook:
    """What a scrolled list's words are drawn with."""

    text: TextCache
    frame: Frame

    @property
    def grow(self) -> float:
        """How many times bigger than at 100% a row's words are drawn."""
        px = self.frame.px(CELL)
        return self.text.body_px(px) / px

    def line(self, size: int) -> float:
        """The height of a line of body text at design size `size`, in design px."""
        return line_height(self.text, self.frame, size)

    def step(self, least: float, size: int = CELL) -> float:
        """A row's step (design px): `least`, or taller when the words are."""
        return max(least, self.line(size) + 8)

    def width(self, words: str, size: int, bold: bool = False) -> float:
        """How wide `words` are drawn at design size `size`, in design px."""
        return text_width(self.text, self.frame, words, size, bold=bold)

    def natural(self, columns: tuple[Column, ...], rows: list[tuple[str, ...]]) -> list[float]:
        """Each column's widest words (title or cell), in design px."""
        return [
            max(
                [self.width(column.heading, HEAD, True)]
                + [self.width(row[i], CELL, column.bold) for row in rows if row[i]]
            )
            for i, column in enumerate(columns)
        ]

    def cut(self, words: str, width: float, size: int, color: Color, bold: bool) -> pygame.Surface:
        """`words` at the scaled size, shortened with "…" if wider than `width` design px."""
        px = self.text.body_px(self.frame.px(size))
        return ellipsized(self.text, words, px, self.frame.px(width), color, bold=bold)


def rows_that_fit(top: float, bottom: float, step: float, most: int) -> int:
    """How many rows of `step` fit from `top` to `bottom` (design px): at least one."""
    return max(1, min(most, int((bottom - top + 4) // step)))


def untold(
    columns: tuple[Column, ...], placed: list[Placed], cells: tuple[str, ...], look: ListLook
) -> str:
    """What a row's cells do not show: the dropped columns and the words cut short, as
    "Title: words" joined by " · " ("" when the row shows everything)."""
    shown = {place.index: place.width for place in placed}
    parts = []
    for i, (column, words) in enumerate(zip(columns, cells, strict=True)):
        hidden = i not in shown or look.width(words, CELL, column.bold) > shown[i]
        if words and hidden:
            titled = _("{setting}: {value}").format(setting=column.heading, value=words)
            parts.append(titled if column.title else words)
    return " · ".join(parts)


def draw_detail(
    surface: pygame.Surface, look: ListLook, words: str, at: tuple[float, float, float], lines: int
) -> None:
    """Under a list, what the chosen row leaves out: on up to `lines` lines of `at`'s width,
    centred on its x, in the room of `lines` lines from its top y (design px), the words
    centred in it when they take fewer; the last line cut short if there is more."""
    x, top, width = at
    font = look.text.body_font(look.frame.px(HEAD))
    wrapped = wrap_parts(words, font, look.frame.px(width))
    if len(wrapped) > lines:
        wrapped = [*wrapped[: lines - 1], " ".join(wrapped[lines - 1 :])]
    color, step = look.text.theme.colors.text_dim, look.line(HEAD)
    top += (lines - len(wrapped)) * step / 2
    for index, line in enumerate(wrapped):
        label = look.cut(line, width, HEAD, color, False)
        blit_text(surface, label, "midtop", look.frame.point(x, top + index * step))


def draw_lines(
    surface: pygame.Surface,
    look: ListLook,
    words: str,
    at: tuple[float, float, float],
    style: tuple[int, Color],
) -> float:
    """`words` wrapped to `at`'s width, centred on its x, from its top y (design px); the
    design px they take."""
    x, top, width = at
    size, color = style
    font = look.text.body_font(look.frame.px(size))
    lines = wrap_parts(words, font, look.frame.px(width))
    step = font.get_linesize()
    for index, line in enumerate(lines):
        label = look.text.body(line, look.frame.px(size), color)
        point = look.frame.point(x, top)
        blit_text(surface, label, "midtop", (point[0], point[1] + index * step))
    return len(lines) * step / look.frame.scale


@dataclass(frozen=True)
class SaveActions:
    """What the scene saves (Save as…): the game in play with its record's own keys; None to
    load one (the context's navigation plays or watches what is chosen). `told` says where
    the game was saved to the table it was saved from (the news stays with that table: it
    does not follow the player to the title)."""

    current: Saved | None = None
    told: Callable[[str], None] | None = None


class SavesScene(Scene):
    def __init__(self, ctx: AppContext, actions: SaveActions) -> None:
        self.ctx = ctx
        self.actions = actions
        self.saving = actions.current is not None
        self.entries: list[SaveEntry] = []
        self.reading: Scan[list[SaveEntry]] | None = None  # the folder being read
        self.chosen = 0
        self.first = 0
        self.field = TextField()
        self.renaming: SaveEntry | None = None
        self.feedback = ""
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.focus = FocusRing()  # Tab / Shift+Tab over the buttons
        self._placed_key: object = None  # what `_placed` was laid out for
        self._placed: list[Placed] = []
        self._detail_lines = 0  # lines under the list telling what the rows leave out

    # -- scene hooks ------------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        if self.saving and not self.field.text:
            self.field.set(time_name())
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()
        if self.reading is not None:
            self.reading.cancel()

    def update(self, dt: float) -> None:
        self.clock += dt
        self._take()

    def next_frame_in(self) -> float | None:
        """The caret blinks while a name is typed, and the folder's progress is drawn again
        while it is read (its list shown once read); otherwise only input changes the list."""
        return soonest(
            caret_changes_in(self.clock) if self.typing else None,
            READING_SECONDS if self.reading is not None else None,
        )

    def refresh(self) -> None:
        """Read the saves folder again, off the frame (`store/scan.py`; cached, so quick)."""
        if self.reading is not None:
            self.reading.cancel()
        self.reading = Scan(
            lambda watch: list_saves(saves_dir(), saves_cache(data_dir()), watch), _("the saves")
        )
        self._take()

    def _take(self) -> None:
        """The list, once the folder's scan is over."""
        reading = self.reading
        if reading is None or not reading.finished:
            return
        self.reading = None
        self.entries = reading.result or []
        self.feedback = reading.failure or self.feedback
        unread = sum(entry.problem == NOT_READ for entry in self.entries)
        if unread:
            self.feedback = unread_words(unread, _("the saves"))
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
        why = _("Choose a save that can be read.") if entry is not None else self._none_words()
        enter, esc = _("Enter"), _("Esc")
        if self.renaming is not None:
            row = [
                Button(_("Rename"), self.finish_rename, hint=enter),
                Button(_("Cancel"), self.cancel_rename, hint=esc),
            ]
        elif self.saving:
            row = [Button(_("Save"), self.save, hint=enter), Button(_("Back"), self.back, hint=esc)]
        else:
            row = [
                Button(_("Load"), self.load, usable, why, enter),
                Button(_("Watch"), self.watch, usable, why, "R"),
                Button(_("Rename"), self.start_rename, entry is not None, why, "F2"),
                Button(_("Delete"), self.ask_delete, entry is not None, why, _("Del")),
                Button(_("Back"), self.back, hint=esc),
            ]
        return lay_row(row, self.ctx.frame, self._buttons_top(), 150, text=self.ctx.text, span=880)

    def back(self) -> None:
        self.ctx.stack.pop()

    def save(self) -> None:
        current = self.actions.current
        if current is None:
            return
        if self.reading is not None:  # a name in use must be asked about: wait for the list
            self.feedback = self.reading.words
            return
        name = self.field.text
        clash = next((e for e in self.entries if e.name.lower() == name.strip().lower()), None)
        if clash is None:
            self._write(name)
            return
        self.ctx.stack.push(
            ConfirmScene(
                self.ctx,
                _("Replace this save?"),
                _("“{name}” will be replaced by the game you are playing.").format(name=clash.name),
                (_("Replace"), lambda: self._write(clash.name)),
            )
        )

    def _write(self, name: str) -> None:
        current = self.actions.current
        assert current is not None
        try:
            path = save_as(current.game, current.match, current.extra, name, saves_dir())
        except LibraryError as error:
            self.feedback = str(error)
            return
        if self.actions.told is not None:
            self.actions.told(_("Saved as {name}.").format(name=path.stem))
        self.back()

    def load(self) -> None:
        saved = self._read()
        if saved is not None:
            self.ctx.navigation.play(saved)

    def watch(self) -> None:
        saved, entry = self._read(), self.entry
        if saved is not None and entry is not None:
            self.ctx.navigation.watch(saved, entry.name)

    def _read(self) -> Saved | None:
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
                _("Delete this save?"),
                _("“{name}” will be gone for good.").format(name=entry.name),
                (_("Delete"), delete),
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
            buttons = self.buttons()
            usable = [button.enabled for button in buttons]
            self.focus.move(len(buttons), -1 if mod & pygame.KMOD_SHIFT else 1, usable)
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
        self.first = first_shown(self.chosen, self.first, self.rows_shown())

    def _scroll(self, rows: int) -> None:
        self.first = scrolled(self.first, rows, len(self.entries), self.rows_shown())

    def _row_at(self, point: tuple[int, int]) -> int | None:
        for row in shown_rows(self.first, len(self.entries), self.rows_shown()):
            if self._row_rect(row).collidepoint(point):
                return row
        return None

    @property
    def _top(self) -> int:
        """The first row's top: lower when the name field is shown above the list."""
        return 214 if self.typing else 140

    @property
    def _look(self) -> ListLook:
        return ListLook(self.ctx.text, self.ctx.frame)

    def _step(self) -> float:
        """A row's step in design px: taller when the UI scale makes the words bigger."""
        return self._look.step(ROW)

    def rows_shown(self) -> int:
        """How many rows the list shows at once (all are reached by scrolling)."""
        return rows_that_fit(self._top, self._list_bottom(), self._step(), ROWS)

    def _list_bottom(self) -> float:
        """Where the rows end: above the buttons, and above the line that says what the
        chosen row's columns leave out when the words are too big for all of them."""
        return self._buttons_top() - 16 - self._detail_room()

    def _row_rect(self, row: int) -> pygame.Rect:
        """A save's row: the columns with a margin either side (the panel is 190..1090)."""
        left, right, step = COLUMNS[0] - 14, COLUMNS_END + 4, self._step()
        return self.ctx.frame.rect(
            left, self._top + (row - self.first) * step, right - left, step - 4
        )

    # -- the columns at the UI scale -----------------------------------------------------------

    def _cells(self) -> list[tuple[str, ...]]:
        return [save_columns(entry) for entry in self.entries]

    def _columns(self) -> list[Placed]:
        """The columns shown, placed for the words' size (cached: the entries rarely change)."""
        frame, text = self.ctx.frame, self.ctx.text
        cells = self._cells()
        key = (tuple(cells), frame, text.scale, text.theme.fonts.body)
        if self._placed_key != key:
            natural = self._look.natural(SAVE_COLUMNS, cells)
            self._placed = place_columns(SAVE_COLUMNS, natural, COLUMNS_END, self._look.grow)
            look = self._look
            self._detail_lines = detail_lines(SAVE_COLUMNS, self._placed, cells, look, DETAIL_WIDTH)
            self._placed_key = key
        return self._placed

    def _detail_room(self) -> float:
        """Design px kept under the list for what the chosen row leaves out."""
        self._columns()
        return self._detail_lines * self._look.line(HEAD) + 6 if self._detail_lines else 0.0

    def _note_lines(self) -> list[str]:
        font = self.ctx.text.body_font(self.ctx.frame.px(NOTE))
        return wrap_parts(self._note()[0], font, self.ctx.frame.px(860))

    def _buttons_top(self) -> float:
        """The buttons' top: 592, or higher when the note under them needs more lines."""
        note = len(self._note_lines()) * self._look.line(NOTE)
        return min(592, 684 - note - 8 - 44)

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
        title = _("Save the game") if self.saving else _("Saved games")
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
        self._detail(surface)
        note, color = self._note()
        height = len(self._note_lines()) * self._look.line(NOTE)
        top = (self._buttons_top() + 44 + 684 - height) / 2
        draw_lines(surface, self._look, note, (640, top, 860), (NOTE, color))

    def _note(self) -> tuple[str, Color]:
        """The line under the buttons: a refusal, a problem with the chosen save, or the
        keys; and its colour."""
        c = self.ctx.theme.colors
        broken = self.entry is not None and self.entry.problem is not None and not self.typing
        color = c.danger if self.feedback or broken else c.text_dim
        return self.feedback or self._hint(), color

    def _detail(self, surface: pygame.Surface) -> None:
        """What the chosen row's columns leave out (the whole name, the dropped columns)."""
        entry = self.entry
        if entry is None:
            return
        words = untold(SAVE_COLUMNS, self._columns(), save_columns(entry), self._look)
        if words and self._detail_lines:
            at = (640, self._list_bottom() + 6, DETAIL_WIDTH)
            draw_detail(surface, self._look, words, at, self._detail_lines)

    def _none_words(self) -> str:
        """Why the list is empty: still being read, or no saves."""
        return self.reading.words if self.reading is not None else _("No saved games yet.")

    def _hint(self) -> str:
        entry = self.entry
        if entry is not None and entry.problem is not None and not self.typing:
            return f"{entry.name}: {_(entry.problem)}"
        if self.renaming is not None:
            return _("Type a new name for “{name}”, then press Enter.").format(
                name=self.renaming.name
            )
        if self.saving:
            return _("Type a name and press Enter; click a save to replace it.")
        return _("↑/↓ to choose · Enter loads · R watches · F2 renames · Del deletes")

    def _header(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        for place in self._columns():
            title = SAVE_COLUMNS[place.index].heading
            label = self._look.cut(title, place.width, HEAD, c.text_dim, True)
            blit_text(surface, label, "midleft", frame.point(place.left, self._top - 24))
        if not self.entries:
            empty = self._none_words()
            if self.saving:
                empty = _("{nothing} Name this one above.").format(nothing=empty)
            font = self.ctx.text.body_font(frame.px(16))
            lines = wrap_balanced(empty, font, frame.px(EMPTY_WIDTH))  # inside the panel
            top = frame.point(640, 300)[1] - font.get_linesize() * len(lines) / 2
            for index, line in enumerate(lines):
                label = self.ctx.text.body(line, frame.px(16), c.text_dim)
                at = (frame.point(640, 0)[0], top + font.get_linesize() * (index + 0.5))
                blit_text(surface, label, "center", at)

    def _rows(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        for row in shown_rows(self.first, len(self.entries), self.rows_shown()):
            rect = self._row_rect(row)
            chosen = row == self.chosen
            if chosen or rect.collidepoint(self.mouse):
                fill = c.accent if chosen else c.felt_edge
                draw_panel(surface, rect, fill, fill, alpha=255, radius=frame.px(8))
            ink = c.panel if chosen else c.text
            cells = save_columns(self.entries[row])
            for place in self._columns():
                danger = self.entries[row].problem is not None and place.index > 0
                color = c.danger if danger and not chosen else ink
                bold = SAVE_COLUMNS[place.index].bold
                label = self._look.cut(cells[place.index], place.width, CELL, color, bold)
                x = frame.point(place.left, 0)[0]
                blit_text(surface, label, "midleft", (x, rect.centery))


def time_name() -> str:
    """A default name for a new save: the day and time as the language writes them ("Game 29
    Nov 2026, 23.10"), a dot for the time's colon: the name becomes the file's, and a
    Windows file name holds no colon."""
    when = day_and_time(datetime.now().replace(second=0, microsecond=0))
    return _("Game {when}").format(when=when.replace(":", "."))


#: A save's status in the list's words, translated where shown (a game not over is in play).
SAVE_STATUSES = {"won": N_("won"), "lost": N_("lost"), "draw": N_("drawn")}
IN_PLAY = N_("in play")


def save_columns(entry: SaveEntry) -> tuple[str, str, str, str, str, str, str]:
    """One row of the saves list: name, game, when, players, how far it got, status,
    assisted (issue 29: a Claim save is told from a Baisch one by its game, not its words)."""
    if entry.problem is not None:
        return (entry.name, "", when_text(entry.saved_at), "", "", _("unreadable"), "")
    status = _(SAVE_STATUSES.get(entry.status or "", IN_PLAY))
    return (
        entry.name,
        entry.game or "",
        when_text(entry.saved_at),
        str(entry.players),
        entry.progress or "",
        status,
        _("yes") if entry.assisted else "",
    )
