"""A game's records page for any game: its statistics in a few lines (`GameDef.summary_lines`)
and the list of its archived games, newest first. Enter watches a game's replay, C plays on
an unfinished one, Esc goes back; the tabs over it switch to another game's page.

Regicide draws a richer page of its own (medals and charts); every other game starts here.
"""

from __future__ import annotations

from datetime import date

import pygame

from regicide.games.protocol import ArchivedGame, GameDef, Statistics
from regicide.i18n import N_, _
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import Archive, Records, cache_path, records_scan
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
    Column,
    ListLook,
    Placed,
    place_columns,
    rows_that_fit,
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
SUMMARY_TOP, LINE = 96, 24  # the statistics' first line and least step (design px)
SUMMARY_TEXT, SUMMARY_WIDTH = 16, 1100  # their size and widest line (design px)


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


class StandingsScene(RecordsPage):
    def __init__(self, ctx: AppContext, game: GameDef, today: date | None = None) -> None:
        super().__init__(ctx)
        self.game = game
        self.today = today or date.today()
        self.tabs = GameTabs(ctx, game, lambda: _("Records · {game}").format(game=game.title))
        self.archive = Archive()
        self.games: list[ArchivedGame] = []
        self.lines: list[str] = []
        self._measured_rows: tuple[object, list[tuple[float, float, str]]] = (None, [])
        self.chosen = 0
        self.first = 0

    def show_records(self, archive: Archive, every: dict[str, Statistics]) -> None:
        self.archive = archive
        self.games = list(reversed(archive.of(self.game)))
        self.lines = self.game.summary_lines(every[self.game.name])

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

    @property
    def row(self) -> ArchivedGame | None:
        return self.games[self.chosen] if 0 <= self.chosen < len(self.games) else None

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
        return rows_that_fit(self._list_top(), 570, self._look.step(ROW), ROWS)

    @property
    def _look(self) -> ListLook:
        return ListLook(self.ctx.text, self.ctx.frame)

    def _columns(self) -> list[Placed]:
        cells: list[tuple[str, ...]] = [self.cells(game) for game in self.games]
        natural = self._look.natural(COLUMNS, cells) if cells else [100.0] * len(COLUMNS)
        return place_columns(COLUMNS, natural, LIST_END, self._look.grow)

    def _row_rect(self, row: int) -> pygame.Rect:
        step = self._look.step(ROW)
        top = self._list_top() + (row - self.first) * step
        return self.ctx.frame.rect(70, top, 1140, step - 4)

    # -- buttons and keys ------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        row = self.row
        why = _("Choose a game in the list.")
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
        if self.focus.index is None:  # the first button that does something now
            self.focus.index = next(i for i, button in enumerate(buttons) if button.enabled)
        self.focus.clamp(len(buttons))
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
            self.first = scrolled(self.first, -event.y, len(self.games), self.rows_shown())
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row in shown_rows(self.first, len(self.games), self.rows_shown()):
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

    def _choose(self, index: int) -> None:
        if self.games:
            self.chosen = max(0, min(len(self.games) - 1, index))
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
        if not self.games and self.reading is None:
            words = _("No games of {game} yet: the title screen deals one.").format(
                game=self.game.title
            )
            self.line(surface, words, self._list_top() + 30, SUMMARY_TEXT, dim=True)
        self._list(surface)
        self.draw_buttons(surface)

    def _list(self, surface: pygame.Surface) -> None:
        frame, c, look = self.ctx.frame, self.ctx.theme.colors, self._look
        columns = self._columns()
        top = self._list_top()
        for place in columns if self.games else []:
            label = look.cut(COLUMNS[place.index].heading, place.width, 13, c.text_dim, True)
            blit_text(surface, label, "midleft", frame.point(place.left, top - 20))
        for row in shown_rows(self.first, len(self.games), self.rows_shown()):
            rect = self._row_rect(row)
            chosen = row == self.chosen
            if chosen:
                draw_panel(surface, rect, c.accent, c.accent, alpha=255, radius=frame.px(8))
            cells = self.cells(self.games[row])
            for place in columns:
                ink = c.panel if chosen else c.text
                bold = COLUMNS[place.index].bold
                label = look.cut(cells[place.index], place.width, CELL, ink, bold)
                blit_text(surface, label, "midleft", (frame.point(place.left, 0)[0], rect.centery))
