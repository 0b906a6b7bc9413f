"""A game's records page for any game: its statistics in a few lines (`GameDef.summary_lines`)
and the list of its archived games, newest first, then the files that say they are its records
but could not be read (their reason told whole under the list). Enter watches a game's replay,
C plays on an unfinished one, Esc goes back; the tabs over it switch to another game's page.

Regicide draws a richer page of its own (medals and charts); every other game starts here.
"""

from __future__ import annotations

from datetime import date

import pygame

from regicide.games.protocol import ArchivedGame, GameDef, Statistics
from regicide.i18n import N_, _
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import Archive, Records, Unreadable, cache_path, records_scan
from regicide.store.saves import Saved
from regicide.store.scan import Scan, unread_words
from regicide.support.words import archived_when, day_text, players_text, when_text
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.game_tabs import GameTabs
from regicide.ui.pacing import READING_SECONDS
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.saves import (
    CELL,
    HEAD,
    Column,
    ListLook,
    Placed,
    detail_lines,
    draw_detail,
    place_columns,
    rows_that_fit,
    untold,
)
from regicide.ui.widgets import (
    Button,
    blit_text,
    draw_panel,
    first_shown,
    lay_row,
    scrolled,
    shown_rows,
)

COLUMNS = (
    Column(N_("When"), 90),
    Column(N_("Players"), 330, drop=2),
    Column(N_("Result"), 470, bold=True, flex=True),
    Column("", 830, drop=3),  # marks: daily, assisted, computers only
)
LIST_END, ROW, ROWS = 1188, 38, 8
LIST_BOTTOM = 570  # where the rows end at most (design px)
SUMMARY_TOP, LINE = 96, 24  # the statistics' first line and least step (design px)
SUMMARY_TEXT, SUMMARY_WIDTH = 16, 1100  # their size and widest line (design px)
RESULT, REASON = 2, 3  # an unreadable file's row: "could not be read", then why
GAP = 24  # between "could not be read" and the reason (design px)
DETAIL_WIDTH = 1100  # the lines under the list saying what the chosen row leaves out


def problem_cells(bad: Unreadable) -> tuple[str, str, str, str]:
    """An unreadable file's row in a records list: its name, "could not be read", why."""
    return (bad.file, "", _("could not be read"), bad.reason)


def problem_places(places: list[Placed], cells: tuple[str, ...], look: ListLook) -> list[Placed]:
    """Where an unreadable file's row puts its words: its name and "could not be read" in
    their columns (`places`, laid out for the games' rows), the reason in all the room after
    them to the row's end (the marks column it sits in is sized for the games' marks, a sliver
    or nothing at 200%); the lines under the list tell the chosen row's reason whole."""
    kept = [place for place in places if place.index != REASON]
    said = next((place for place in kept if place.index == RESULT), kept[-1])
    words = look.width(cells[said.index], CELL, COLUMNS[said.index].bold)
    left = said.left + min(words, said.width) + GAP
    return [*kept, Placed(REASON, left, max(0.0, LIST_END - left))]


class RecordsPage(MenuScene):
    """A records page: the archive read off the frame (`records_scan`) when the page shows,
    taken each frame once the scan is over (`show_records`), its progress in `reading`."""

    today: date
    reading: Scan[Records] | None = None  # the archive being read

    def enter(self) -> None:
        super().enter()
        self.reading = records_scan(games_dir(), cache_path(data_dir()), self.today)
        self.update(0.0)

    def exit(self) -> None:
        if self.reading is not None:
            self.reading.cancel()

    def next_frame_in(self) -> float | None:
        """While the archive is read, its progress is drawn again now and then, and what it
        read is shown as soon as it is done; then only input changes the page."""
        return READING_SECONDS if self.reading is not None else super().next_frame_in()

    def update(self, dt: float) -> None:
        """Take the records once the scan is over; a failure, or files its budget left
        unread, are said in the page's feedback."""
        reading = self.reading
        if reading is None or not reading.finished:
            return
        self.reading = None
        if reading.result is None:
            self.feedback = reading.failure or ""
            return
        unread = reading.result[0].unread
        if unread:
            self.feedback = unread_words(unread, _("your games"))
        self.show_records(*reading.result)

    def show_records(self, archive: Archive, every: dict[str, Statistics]) -> None:
        """Show what the archive holds (every game's statistics by name)."""
        raise NotImplementedError

    def _note(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """A refusal in red on one line, cut short (Enter on an unreadable file's row says its
        reason: the lines under the list tell it whole, and wrapped here it ran over the
        buttons), else what the pointed or focused button does."""
        if not self.feedback:
            super()._note(surface, buttons)
            return
        look, color = ListLook(self.ctx.text, self.ctx.frame), self.ctx.theme.colors.danger
        label = look.cut(self.feedback, self.note_width(), round(self.note_size()), color, True)
        blit_text(surface, label, "midtop", self.note_at(buttons))


class StandingsScene(RecordsPage):
    def __init__(self, ctx: AppContext, game: GameDef, today: date | None = None) -> None:
        super().__init__(ctx)
        self.game = game
        self.today = today or date.today()
        self.tabs = GameTabs(ctx, game, lambda: _("Records · {game}").format(game=game.title))
        self.archive = Archive()
        self.games: list[ArchivedGame] = []
        self.bad: list[Unreadable] = []  # its files that could not be read, after its games
        self.lines: list[str] = []
        self._measured_rows: tuple[object, list[tuple[float, float, str]]] = (None, [])
        self.chosen = 0
        self.first = 0
        self._placed: tuple[object, list[Placed], int] = (None, [], 0)  # columns, detail lines

    def show_records(self, archive: Archive, every: dict[str, Statistics]) -> None:
        self.archive = archive
        self.games = list(reversed(archive.of(self.game)))
        self.bad = archive.unreadable_of(self.game)
        played = self.games or self.bad  # none yet: the page says so, not a row of zeros
        self.lines = self.game.summary_lines(every[self.game.name]) if played else []

    # -- the list --------------------------------------------------------------------------------

    def cells(self, game: ArchivedGame) -> tuple[str, str, str, str]:
        """One row: when, players, result, marks."""
        when = when_text(game.saved_at) if game.saved_at else archived_when(game.file)
        marks = [
            _("daily {day}").format(day=day_text(game.daily)) if game.daily else "",
            _("assisted") if game.assisted else "",
            _("computers only (not counted)") if not game.people else "",
        ]
        result = self.game.result_text(game)
        return when, players_text(game.players), result, " · ".join(m for m in marks if m)

    def rows(self) -> list[tuple[str, ...]]:
        """Every row's cells: the games, newest first, then the files that could not be read."""
        games: list[tuple[str, ...]] = [self.cells(game) for game in self.games]
        return games + [problem_cells(bad) for bad in self.bad]

    @property
    def row(self) -> ArchivedGame | None:
        """The chosen game (None on an unreadable file's row)."""
        return self.games[self.chosen] if 0 <= self.chosen < len(self.games) else None

    @property
    def problem(self) -> str:
        """Why the chosen file could not be read ("" when a game is chosen)."""
        index = self.chosen - len(self.games)
        return self.bad[index].reason if 0 <= index < len(self.bad) else ""

    def _summary(self) -> list[str]:
        """The statistics' lines, or what the page says while the archive is read."""
        if self.lines:
            return self.lines
        return [self.reading.words if self.reading is not None else ""]

    def summary_rows(self) -> list[tuple[float, float, str]]:
        """The statistics' lines (design top, height, words), each wrapped and as tall as the
        UI scale draws it, one under another (measured again only when the lines, the window
        or the UI scale change: the list asks for them row by row)."""
        key = (tuple(self._summary()), self.ctx.frame, self.ctx.text.scale)
        if self._measured_rows[0] != key:
            rows, top = [], SUMMARY_TOP - LINE / 2
            for words in key[0]:
                height = max(LINE, self.block_height(words, SUMMARY_TEXT, SUMMARY_WIDTH))
                rows.append((top, height, words))
                top += height
            self._measured_rows = (key, rows)
        return self._measured_rows[1]

    def _list_top(self) -> float:
        """Under the statistics' lines."""
        top, height, _ = self.summary_rows()[-1]
        return top + height + 40

    def rows_shown(self) -> int:
        return rows_that_fit(self._list_top(), self._list_bottom(), self._look.step(ROW), ROWS)

    def _list_bottom(self) -> float:
        """Where the rows end: over the lines saying what the chosen row leaves out (when
        some row leaves words out), those clear of the note over the buttons."""
        lines = self._laid_out()[1]
        if not lines:
            return LIST_BOTTOM
        note = 628 - self._look.line(round(self.note_size())) - 4
        return min(LIST_BOTTOM, note - 4) - lines * self._look.line(HEAD) - 10

    @property
    def _look(self) -> ListLook:
        return ListLook(self.ctx.text, self.ctx.frame)

    def _columns(self) -> list[Placed]:
        return self._laid_out()[0]

    def _laid_out(self) -> tuple[list[Placed], int]:
        """The columns placed for the games' words (an unreadable file's are cut), and how
        many lines under the list tell what the rows leave out (laid out again only when the
        rows, the window or the UI scale change)."""
        rows, text = self.rows(), self.ctx.text
        key = (tuple(rows), self.ctx.frame, text.scale, text.theme.fonts.body)
        if self._placed[0] != key:
            cells, look = rows[: len(self.games)], self._look
            natural = look.natural(COLUMNS, cells) if cells else [100.0] * len(COLUMNS)
            placed = place_columns(COLUMNS, natural, LIST_END, look.grow)
            told = rows[len(self.games) :]  # only a refused file's reason asks for the room
            lines = detail_lines(COLUMNS, placed, told, look, DETAIL_WIDTH)
            self._placed = (key, placed, lines)
        return self._placed[1], self._placed[2]

    def _row_rect(self, row: int) -> pygame.Rect:
        step = self._look.step(ROW)
        top = self._list_top() + (row - self.first) * step
        return self.ctx.frame.rect(70, top, 1140, step - 4)

    # -- buttons and keys ------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        row = self.row
        why = self.problem or _("Choose a game in the list.")
        unfinished = row is not None and not row.finished
        return [
            Button(_("Watch replay"), self.watch, row is not None, why, _("Enter")),
            Button(
                _("Continue"),
                self.go_on,
                unfinished,
                _("Only an unfinished game goes on; watch a finished one."),
                "C",
            ),
            Button(_("Back"), self.back, hint=_("Esc")),
        ]

    def laid_out(self) -> list[Button]:
        buttons = lay_row(self.buttons(), self.ctx.frame, 628, 200, text=self.ctx.text, span=900)
        # Watch replay; on an unreadable file's row, the row itself; else what is usable
        usable = [button.enabled for button in buttons]
        rest = (None,) if self._count() else tuple(range(1, len(buttons)))
        self.focus.settle(usable, (0, *rest))
        return buttons

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """Above the button row, inside the panel: under it the note ("Touche : Échap", a
        longer language's key moved off a button's face) fell across the panel's foot."""
        frame = self.ctx.frame
        top = min((button.rect.top for button in buttons), default=frame.point(0, 628)[1])
        step = self.ctx.text.body_font(frame.px(self.note_size())).get_linesize()
        return (frame.point(640, 0)[0], top - step - frame.px(4))

    def watch(self) -> None:
        saved, row = self._load(), self.row
        if saved is not None and row is not None:
            title = " · ".join(cell for cell in self.cells(row)[:3] if cell)
            self.ctx.navigation.watch(saved, title)

    def go_on(self) -> None:
        saved = self._load()
        if saved is not None and saved.game.to_act(saved.match.state) is not None:
            self.ctx.navigation.play(saved)

    def _load(self) -> Saved | None:
        saved, problem = self.archive.load(self.row)
        self.feedback = problem or self.feedback
        return saved

    def handle(self, event: pygame.event.Event) -> None:
        if self.tabs.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first = scrolled(self.first, -event.y, self._count(), self.rows_shown())
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row in shown_rows(self.first, self._count(), self.rows_shown()):
                if self._row_rect(row).collidepoint(event.pos):
                    self._choose(row)
                    return
        if event.type == pygame.KEYDOWN and self._list_key(event.key):
            return
        super().handle(event)

    def _list_key(self, key: int) -> bool:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1}
        if key in steps:
            self._choose(self.chosen + steps[key])
            return True
        if key == pygame.K_c:
            self.go_on()
            return True
        return False

    def _count(self) -> int:
        return len(self.games) + len(self.bad)

    def _choose(self, index: int) -> None:
        if self._count():
            self.feedback = ""
            self.chosen = max(0, min(self._count() - 1, index))
            self.first = first_shown(self.chosen, self.first, self.rows_shown())

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        panel = frame.rect(40, 20, 1200, 680)
        draw_panel(surface, panel, c.panel, c.panel_edge, alpha=255, radius=frame.px(18))
        self.tabs.draw(surface)
        for top, height, words in self.summary_rows():
            middle = top + height / 2
            self.line(surface, words, middle, SUMMARY_TEXT, not self.lines, width=SUMMARY_WIDTH)
        if not self._count() and self.reading is None:
            words = _("No games of {game} yet: the title screen deals one.").format(
                game=self.game.title
            )
            self.line(surface, words, self._list_top() + 30, SUMMARY_TEXT, dim=True)
        self._list(surface)
        self._detail(surface)
        self.draw_buttons(surface)

    def _list(self, surface: pygame.Surface) -> None:
        frame, c, look = self.ctx.frame, self.ctx.theme.colors, self._look
        columns, rows = self._columns(), self.rows()
        top = self._list_top()
        for place in columns if rows else []:
            label = look.cut(COLUMNS[place.index].heading, place.width, 13, c.text_dim, True)
            blit_text(surface, label, "midleft", frame.point(place.left, top - 20))
        for row in shown_rows(self.first, len(rows), self.rows_shown()):
            rect = self._row_rect(row)
            chosen = row == self.chosen
            if chosen:
                draw_panel(surface, rect, c.accent, c.accent, alpha=255, radius=frame.px(8))
            cells, bad = rows[row], row >= len(self.games)
            ink = c.panel if chosen else c.danger if bad else c.text
            for place in problem_places(columns, cells, look) if bad else columns:
                bold = COLUMNS[place.index].bold
                label = look.cut(cells[place.index], place.width, CELL, ink, bold)
                blit_text(surface, label, "midleft", (frame.point(place.left, 0)[0], rect.centery))

    def detail_words(self) -> str:
        """The words under the list: what the chosen row leaves out (an unreadable file's
        reason told whole), or "" when it shows everything."""
        rows = self.rows()
        if not 0 <= self.chosen < len(rows):
            return ""
        return untold(COLUMNS, self._columns(), rows[self.chosen], self._look)

    def _detail(self, surface: pygame.Surface) -> None:
        """Under the list, in the room kept there when some row leaves words out."""
        words, lines = self.detail_words(), self._laid_out()[1]
        if words and lines:
            at = (640, self._list_bottom() + 6, DETAIL_WIDTH)
            draw_detail(surface, self._look, words, at, lines)
