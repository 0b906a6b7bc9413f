"""Records: solo medals and statistics, the list of past games and the daily deals.

Everything here is read from the archive of finished games (`store/records.py`): nothing is
counted twice or kept anywhere else. Three pages: Summary (medals, numbers, two charts),
Games (every archived game, newest first; Enter watches its replay) and Daily (the daily deals
played and the streak). Keys: ←/→ or Tab between the buttons, ↑/↓ and Page Up/Down in a list,
Enter presses the focused button, 1/2/3 open a page, Esc goes back. When a big UI scale makes
the Summary taller than its room, Page Up/Down, Home/End and the wheel scroll it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from itertools import pairwise

import pygame

from regicide.games.protocol import ArchivedGame, Statistics
from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import TOTAL_ENEMIES, Medal
from regicide.games.regicide.narrate import (
    game_columns,
    progress_title,
)
from regicide.games.regicide.narrate.records import daily_streak_text, medal_name, medal_tip
from regicide.games.regicide.records import RegicideStatistics
from regicide.games.regicide.ui.medals import draw_medal_chip
from regicide.i18n import N_, _, decimal, ngettext, word_list
from regicide.store.records import Archive
from regicide.store.saves import Saved
from regicide.support.words import day_text, percent, players_text
from regicide.ui.assets import Color
from regicide.ui.bar import draw_tooltip
from regicide.ui.charts import Bar, ChartInk, draw_bars, label_room
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.game_tabs import GameTabs
from regicide.ui.scenes.menu import NBSP
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
from regicide.ui.scenes.standings import RecordsPage, problem_cells, problem_places
from regicide.ui.widgets import (
    Button,
    blit_text,
    draw_panel,
    draw_tab_mark,
    first_shown,
    fit_label,
    lay_row,
    scrolled,
    shown_rows,
    wrap_parts,
)

#: The pages' names (marked here, translated where shown).
PAGES = (N_("Summary"), N_("Games"), N_("Daily"))
SUMMARY_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
ROW = 38
ROWS = 11  # at most; fewer when the UI scale makes the rows taller
LIST_TOP, LIST_END = 176, 1188  # the first row's top; the last column's right edge
GAMES_COLUMNS = (
    Column(N_("When"), 90),
    Column(N_("Players"), 330, drop=2),
    Column(N_("Result"), 470, bold=True, flex=True),
    Column("", 830, drop=3),  # marks: daily, assisted, computers only
)
DAILY_COLUMNS = (
    Column(N_("Day"), 90),
    Column(N_("Players"), 330, drop=3),  # always "solo"
    Column(N_("Result"), 470, bold=True, flex=True),
    Column("", 830, drop=2),  # when it was played
)
COLUMNS = tuple(column.left for column in GAMES_COLUMNS)  # when, players, result, marks
LIST_KEYS = (  # under a list whose chosen row shows all its words
    "",
    N_("↑/↓ choose a game · Enter watches its replay · C plays on an unfinished one"),
    N_("↑/↓ choose a deal · Enter watches its replay"),
)
DETAIL_WIDTH = 1100  # the lines under the list saying what the chosen row leaves out
SUMMARY_TOP, SUMMARY_BOTTOM = 80, 616  # the summary's room (it scrolls when taller)
END_OF_SUMMARY = 100_000.0  # a scroll past any summary's end (drawing clamps it)


@dataclass
class Flow:
    """A column of the summary filled from the top down: each block sits where it sits at
    100% (`want`, design px) or lower, under the block before it. It remembers its lines
    (`spans`, design px, unscrolled) so that its view can end between them."""

    left: float
    width: float
    y: float = SUMMARY_TOP  # the first free design y
    spans: list[tuple[float, float]] = field(default_factory=list)

    def take(self, want: float, height: float, gap: float = 4, cuts: Sequence[float] = ()) -> float:
        """Room for a block of `height` design px, which may be cut only at its top, its
        bottom and `cuts` (design px down from its top: between its lines); its top."""
        top = max(want, self.y)
        self.y = top + height + gap
        edges = [0.0, *cuts, height]
        self.spans += [(top + upper, top + lower) for upper, lower in pairwise(edges)]
        return top

    def join(self, index: int) -> None:
        """Span `index` and the one before it become one: a view shows both or neither."""
        if index > 0:
            self.spans[index - 1 : index + 1] = [(self.spans[index - 1][0], self.spans[index][1])]

    def view(self, top: float, bottom: float) -> tuple[float, float]:
        """The part of `top`..`bottom` (design px, unscrolled) that holds only whole lines:
        a line the edge would cut through is left out."""
        for upper, lower in self.spans:
            if upper < top < lower:
                top = lower
            if upper < bottom < lower:
                bottom = upper
        return top, max(top, bottom)


def between(step: float, lines: int) -> list[float]:
    """Where a block of `lines` lines `step` design px apart may be cut: between them."""
    return [step * line for line in range(1, lines)]


@dataclass(frozen=True)
class Ink:
    """How words are drawn on the summary: design size, weight and colour."""

    size: int
    bold: bool = False
    dim: bool = False
    danger: bool = False


@dataclass(frozen=True)
class Row:
    """One line of a list page: a game that can be watched, or a file that cannot be read."""

    cells: tuple[str, ...]
    game: ArchivedGame | None = None
    problem: str = ""


class RecordsScene(RecordsPage):
    def __init__(self, ctx: AppContext, today: date | None = None) -> None:
        super().__init__(ctx)
        self.today = today or date.today()
        self.page = 0
        self.archive = Archive()
        self.games: list[ArchivedGame] = []  # Regicide's archived games, oldest first
        self.tabs = GameTabs(
            ctx, GAME, lambda: _("Records · {page}").format(page=_(PAGES[self.page]))
        )
        self.stats: RegicideStatistics | None = None
        self.chosen = 0
        self.first = 0
        self._placed_key: object = None  # what `_placed` was laid out for
        self._placed: list[Placed] = []
        self._detail_lines = 0  # lines under the list telling what the rows leave out
        self.summary_scroll = 0.0  # design px the summary is scrolled down
        self.summary_height = 0.0  # where the summary's last block ends (design px)
        self._flows_key: object = None  # what `_flows` were laid out for
        self._flows: list[Flow] = []  # the summary's columns, their lines' places

    def show_records(self, archive: Archive, every: dict[str, Statistics]) -> None:
        self.archive = archive
        self.games = archive.of(GAME)
        stats = every[GAME.name]
        assert isinstance(stats, RegicideStatistics)
        self.stats = stats

    # -- pages and rows ----------------------------------------------------------------------

    def rows(self) -> list[Row]:
        if self.page == 1:
            rows = [Row(game_columns(game), game) for game in reversed(self.games)]
            return rows + [
                Row(problem_cells(bad), problem=bad.reason)
                for bad in self.archive.unreadable_of(GAME)
            ]
        if self.page == 2:
            dailies = [game for game in reversed(self.games) if game.daily]
            return [Row(self._daily_cells(game), game) for game in dailies]
        return []

    @staticmethod
    def _daily_cells(game: ArchivedGame) -> tuple[str, ...]:
        when, _players, result, _marks = game_columns(game)
        played = _("played {when}").format(when=when)
        return (day_text(game.daily or "", year=True), _("solo"), result, played)

    @property
    def row(self) -> Row | None:
        rows = self.rows()
        return rows[self.chosen] if 0 <= self.chosen < len(rows) else None

    def show(self, page: int) -> None:
        self.page, self.chosen, self.first, self.feedback = page, 0, 0, ""
        self.summary_scroll = 0.0

    # -- buttons ---------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        pages = [
            Button(_(name), partial(self.show, index), hint=str(index + 1))
            for index, name in enumerate(PAGES)
        ]
        row = self.row
        playable = row is not None and row.game is not None
        why = row.problem if row is not None and row.problem else _("Choose a game in the list.")
        watch = Button(_("Watch replay"), self.watch, playable, why, _("Enter"))
        back = Button(_("Back"), self.back, hint=_("Esc"))
        if not self.page:
            return [*pages, back]
        unfinished = row is not None and row.game is not None and not row.game.finished
        goes_on = Button(
            _("Continue"),
            self.go_on,
            unfinished,
            _("Only an unfinished game goes on; watch a finished one."),
            "C",
            about=_("Play on from where this unfinished game was left."),
        )
        return [*pages, goes_on, watch, back]

    def laid_out(self) -> list[Button]:
        buttons = lay_row(self.buttons(), self.ctx.frame, 628, 168, text=self.ctx.text, span=1180)
        # Watch replay; on an unreadable file's row, the row itself; Back with no row to watch
        first = len(buttons) - 2 if self.page else self.page
        row: int | None = None if self.page and self.row is not None else len(buttons) - 1
        self.focus.settle([button.enabled for button in buttons], (first, row))
        return buttons

    def watch(self) -> None:
        row, loaded = self.row, self._load()
        if row is not None and loaded is not None:
            title = " · ".join(cell for cell in row.cells[:3] if cell)
            self.ctx.navigation.watch(loaded, title)

    def go_on(self) -> None:
        """An unfinished game (kept when a new one took its place) becomes the game in
        progress again, as it was: not assisted."""
        loaded = self._load()
        if loaded is not None and loaded.game.to_act(loaded.match.state) is not None:
            self.ctx.navigation.play(loaded)

    def _load(self) -> Saved | None:
        saved, problem = self.archive.load(self.row.game if self.row is not None else None)
        self.feedback = problem or self.feedback
        return saved

    # -- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.tabs.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL and not self.page:
            self._scroll_summary(-event.y * 40)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.page:
            row = self._row_at(event.pos)
            if row is not None:
                self._choose(row)
                return
        if event.type == pygame.KEYDOWN and self._list_key(event.key):
            return
        super().handle(event)

    def _list_key(self, key: int) -> bool:
        """Keys for the pages and the list; True when used."""
        if key == pygame.K_c and self.page:
            self.go_on()
            return True
        if key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.show(key - pygame.K_1)
            self.focus.index = None
            return True
        if not self.page and key in SUMMARY_KEYS:
            room = SUMMARY_BOTTOM - SUMMARY_TOP - 60
            self._scroll_summary({pygame.K_PAGEUP: -room, pygame.K_PAGEDOWN: room}.get(key, 0))
            if key in (pygame.K_HOME, pygame.K_END):
                self.summary_scroll = 0.0 if key == pygame.K_HOME else END_OF_SUMMARY
            return True
        page = self.rows_shown()
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if self.page and key in steps:
            self._choose(self.chosen + steps[key])
            return True
        if self.page and key in (pygame.K_HOME, pygame.K_END):
            self._choose(0 if key == pygame.K_HOME else len(self.rows()) - 1)
            return True
        return False

    def _choose(self, index: int) -> None:
        count = len(self.rows())
        if not count:
            return
        self.feedback = ""
        self.chosen = max(0, min(count - 1, index))
        self.first = first_shown(self.chosen, self.first, self.rows_shown())

    def _scroll(self, rows: int) -> None:
        self.first = scrolled(self.first, rows, len(self.rows()), self.rows_shown())

    def _row_rect(self, row: int) -> pygame.Rect:
        step = self._look.step(ROW)
        return self.ctx.frame.rect(70, LIST_TOP + (row - self.first) * step, 1140, step - 4)

    def _row_at(self, point: tuple[int, int]) -> int | None:
        for row in shown_rows(self.first, len(self.rows()), self.rows_shown()):
            if self._row_rect(row).collidepoint(point):
                return row
        return None

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        panel = frame.rect(40, 20, 1200, 680)
        draw_panel(surface, panel, c.panel, c.panel_edge, alpha=255, radius=frame.px(18))
        self.tabs.draw(surface)
        self.tips: list[tuple[pygame.Rect, str]] = []  # the medals drawn, with their tooltips
        if self.stats is None:
            unread = _("The records could not be read.")
            words = unread if self.reading is None else self.reading.words
            self.line(surface, words, 300, 18)
        elif self.page == 0:
            self._summary(surface, self.stats)
        else:
            self._list(surface)
        self.draw_buttons(surface)
        self._mark_page(surface)
        tip = next(
            ((rect, words) for rect, words in self.tips if rect.collidepoint(self.mouse)), None
        )
        if tip is not None:
            rect, words = tip
            text, theme = self.ctx.text, self.ctx.theme
            draw_tooltip(surface, words, rect, text_cache=text, theme=theme, frame=frame)

    def _mark_page(self, surface: pygame.Surface) -> None:
        """The page shown has its tab marked: a bar under it in the accent colour (the
        focus ring and the pointer light the buttons their own way)."""
        tab = self.laid_out()[self.page].rect
        draw_tab_mark(surface, tab, self.ctx.frame, self.ctx.theme.colors.accent)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        return self.ctx.frame.point(640, self._note_top())

    def _note_top(self) -> float:
        """The note over the buttons: at 590, or higher when its words are taller."""
        return min(590, 628 - 6 - self._look.line(15))

    # -- the list pages' layout at the UI scale -----------------------------------------------

    @property
    def _look(self) -> ListLook:
        return ListLook(self.ctx.text, self.ctx.frame)

    @property
    def _columns_spec(self) -> tuple[Column, ...]:
        return DAILY_COLUMNS if self.page == 2 else GAMES_COLUMNS

    def rows_shown(self) -> int:
        """How many rows the list shows at once (all are reached by keys and the wheel)."""
        return rows_that_fit(LIST_TOP, self._list_bottom(), self._look.step(ROW), ROWS)

    def _list_bottom(self) -> float:
        """Where the rows end: over the note, and over the line saying what the chosen row's
        columns leave out when the words are too big for all of them."""
        self._columns()
        # the lines, the gap over them (6) and under them, clear of the note (4)
        detail = self._detail_lines * self._look.line(HEAD) + 10 if self._detail_lines else 0
        return min(594, self._note_top() + 4) - detail

    def _columns(self) -> list[Placed]:
        """The list's columns placed for the words' size (cached: the rows rarely change)."""
        frame, text = self.ctx.frame, self.ctx.text
        rows = self.rows()
        cells = [row.cells for row in rows if not row.problem]  # a problem's words are cut
        key = (self.page, tuple(cells), frame, text.scale, text.theme.fonts.body)
        if self._placed_key != key:
            spec, look = self._columns_spec, self._look
            natural = look.natural(spec, cells)
            self._placed = place_columns(spec, natural, LIST_END, look.grow)
            told = [row.cells for row in rows] if text.scale > 1 else cells  # 100%: as it was
            self._detail_lines = detail_lines(spec, self._placed, told, look, DETAIL_WIDTH)
            self._placed_key = key
        return self._placed

    # -- the summary page ---------------------------------------------------------------------

    def _summary(self, surface: pygame.Surface, stats: RegicideStatistics) -> None:
        if not stats.games and not self.archive.unreadable_of(GAME):
            self._nothing_yet(surface)
            return
        flows = self._summary_flows(stats)
        self.summary_height = max(flow.y for flow in flows)
        self.summary_scroll = min(self.summary_scroll, self._summary_limit())
        views = [self._summary_view(flow) for flow in flows]
        self.tips = []
        self._summary_blocks(surface, stats, views)
        surface.set_clip(None)
        self.tips = [tip for tip in self.tips if any(view.contains(tip[0]) for view in views)]
        self._scroll_bar(surface)

    def _nothing_yet(self, surface: pygame.Surface) -> None:
        """The summary before any finished game: a heading, and under it (never over it,
        whatever lines a language wraps it into: Spanish took three at 960x540 200% and
        ran into the heading) how games are kept and medals won."""
        heading = _("No finished games yet.")
        self.line(surface, heading, 250, 22)
        about = _(
            "Every game you finish is kept here. Win a solo game for a medal: "
            "Gold with no Jester token used, Silver with one, Bronze with two."
        )
        top = 250 + self.block_height(heading, 22) / 2 + 12
        self.block(surface, self.wrapped(about, 16, 1160), top, 16, dim=True)

    def _summary_flows(self, stats: RegicideStatistics) -> list[Flow]:
        """The summary's columns as laid out (measured once for the statistics, the window
        and the words' size: the scroll does not change them)."""
        text = self.ctx.text
        key = (stats, self.ctx.frame, text.scale, text.theme.fonts)
        if self._flows_key != key:
            self._flows = self._summary_blocks(pygame.Surface((1, 1)), stats)
            self.tips = []
            self._flows_key = key
        return self._flows

    def _summary_view(self, flow: Flow) -> pygame.Rect:
        """Where `flow` is drawn in the window: the summary's room as scrolled, its ends
        pulled in to the nearest gaps between lines so that no line shows cut in half."""
        scroll = self.summary_scroll
        top, bottom = flow.view(SUMMARY_TOP + scroll, SUMMARY_BOTTOM + scroll)
        room = self.ctx.frame.rect(42, SUMMARY_TOP, 1196, SUMMARY_BOTTOM - SUMMARY_TOP)
        return self.ctx.frame.rect(42, top - scroll, 1196, bottom - top).clip(room)

    def _summary_blocks(
        self,
        surface: pygame.Surface,
        stats: RegicideStatistics,
        views: list[pygame.Rect] | None = None,
    ) -> list[Flow]:
        """Medals and numbers on the left, the charts on the right, a line about unreadable
        files under both; each drawn inside its `views` rect when given. The flows."""

        def clip(index: int) -> None:
            if views is not None:
                surface.set_clip(views[index])

        left, right = Flow(90, 530), Flow(680, 520)
        clip(0)
        self._medals(surface, left, stats)
        self._numbers(surface, left, stats)
        clip(1)
        self._charts(surface, right, stats)
        count = len(self.archive.unreadable_of(GAME))
        if not count:
            return [left, right]
        text = ngettext(
            "{count} file in the games folder could not be read: see Games.",
            "{count} files in the games folder could not be read: see Games.",
            count,
        ).format(count=count)
        page = Flow(90, 1100, max(left.y, right.y))
        clip(2)
        ink = Ink(14, danger=True)
        self._para(surface, page, text, 566, ink, centred=True)
        return [left, right, page]

    # -- the summary's scrolling (only when the UI scale makes it taller than its room) ------

    def _summary_limit(self) -> float:
        """How far down the summary scrolls (design px): 0 when it all fits."""
        return max(0.0, self.summary_height - SUMMARY_BOTTOM + 8)

    def _scroll_summary(self, by: float) -> None:
        self.summary_scroll = max(0.0, min(self._summary_limit(), self.summary_scroll + by))

    def _scroll_bar(self, surface: pygame.Surface) -> None:
        """A thin bar at the panel's right edge showing which part of the summary is in view."""
        limit = self._summary_limit()
        if not limit:
            return
        frame, c = self.ctx.frame, self.ctx.theme.colors
        room = SUMMARY_BOTTOM - SUMMARY_TOP
        track = frame.rect(1220, SUMMARY_TOP, 6, room)
        pygame.draw.rect(surface, c.felt_edge, track, border_radius=track.width // 2)
        length = room * room / (room + limit)
        top = SUMMARY_TOP + (room - length) * self.summary_scroll / limit
        thumb = frame.rect(1220, top, 6, length)
        pygame.draw.rect(surface, c.accent, thumb, border_radius=thumb.width // 2)

    # -- the summary's pieces ---------------------------------------------------------------

    def _at(self, x: float, y: float) -> tuple[float, float]:
        """The window point of design point (x, y) on the summary as it is scrolled."""
        return self.ctx.frame.point(x, y - self.summary_scroll)

    def _font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return self.ctx.text.body_font(self.ctx.frame.px(size), bold)

    def _lines(self, words: str, size: int, width: float, bold: bool = False) -> list[str]:
        """`words` wrapped to `width` design px (between " · " parts where it can)."""
        return wrap_parts(words, self._font(size, bold), self.ctx.frame.px(width))

    def _para(
        self,
        surface: pygame.Surface,
        flow: Flow,
        words: str,
        want: float,
        ink: Ink,
        *,
        centred: bool = False,
    ) -> float:
        """`words` wrapped to the flow's width, its first line centred on `want` (design y)
        at 100% or lower, under what the flow holds already; the top it was drawn at."""
        lines = self._lines(words, ink.size, flow.width, ink.bold)
        step = self._look.line(ink.size)
        top = flow.take(want - step / 2, step * len(lines), cuts=between(step, len(lines)))
        for index, line in enumerate(lines):
            label = self.ctx.text.body(
                line, self.ctx.frame.px(ink.size), self._color(ink), ink.bold
            )
            x, anchor = (
                (flow.left + flow.width / 2, "midtop") if centred else (flow.left, "topleft")
            )
            blit_text(surface, label, anchor, self._at(x, top + index * step))
        return top

    def _color(self, ink: Ink) -> Color:
        c = self.ctx.theme.colors
        return c.danger if ink.danger else c.text_dim if ink.dim else c.text

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        at: tuple[float, float],
        size: int,
        *,
        dim: bool = False,
        bold: bool = False,
        anchor: str = "midleft",
        width: float = 520,
    ) -> None:
        frame = self.ctx.frame
        color = self._color(Ink(size, bold=bold, dim=dim))
        label = fit_label(self.ctx.text, text, frame.px(width), frame.px(size), color, bold=bold)
        blit_text(surface, label, anchor, frame.point(*at))

    def _medals(self, surface: pygame.Surface, flow: Flow, stats: RegicideStatistics) -> None:
        frame = self.ctx.frame
        self._para(surface, flow, _("Solo medals"), 110, Ink(20, bold=True))
        names = [[f"{medal_name(medal.value)} × {stats.medals[medal.value]}"] for medal in Medal]
        widest = max(self._font(16).size(name[0])[0] for name in names) / frame.scale
        spacing = min(flow.width / 3, max(150, widest + 16))
        if widest > spacing - 8:  # the count under the name
            names = [[medal_name(medal.value), f"× {stats.medals[medal.value]}"] for medal in Medal]
        chips = flow.take(136, 60, 0) + 30
        step = self._look.line(16)
        lines = max(len(name) for name in names)
        top = flow.take(214 - step / 2, step * lines, cuts=between(step, lines))
        for index, medal in enumerate(Medal):
            x = 140 + index * spacing
            draw_medal_chip(surface, self.ctx, medal, self._at(x, chips), frame.px(30))
            count = stats.medals[medal.value]
            chip = frame.centered(x, chips - self.summary_scroll, 60, 60)
            self.tips.append((chip, _won_times(medal_tip(medal.value), count)))
            for row, words in enumerate(names[index]):
                label = self.ctx.text.body(words, frame.px(16), self.ctx.theme.colors.text)
                blit_text(surface, label, "midtop", self._at(x, top + row * step))
        self._best(surface, flow, stats)
        text = unmedalled_words(stats)
        if text:
            self._para(surface, flow, text, 280, Ink(14, dim=True))

    def _best(self, surface: pygame.Surface, flow: Flow, stats: RegicideStatistics) -> None:
        """The best medal, and the latest medals as small chips beside it (or under it when
        the words are too big for both on one line)."""
        best = stats.best_medal
        line = (
            _("Best medal: {medal}").format(medal=medal_name(best)) if best else _("No medal yet")
        )
        top = self._para(surface, flow, line, 250, Ink(16))
        if not stats.last_medals:
            return
        scale = self.ctx.frame.scale
        latest = _("Latest:")
        label = self._font(14).size(latest)[0] / scale
        x, centre = 300.0, top + self._look.line(16) / 2
        if flow.left + self._font(16).size(line)[0] / scale + 16 > x:  # a line of their own
            x = flow.left
            height = max(24, self._look.line(14))  # the chips, or the words if taller
            centre = flow.take(0, height) + height / 2
        self._text_at(surface, latest, (x, centre), Ink(14, dim=True))
        first = x + label + 22 if x == flow.left else max(372, x + label + 22)
        for index, name in enumerate(reversed(stats.last_medals)):
            cx = first + index * 26
            draw_medal_chip(
                surface, self.ctx, Medal(name), self._at(cx, centre), self.ctx.frame.px(10)
            )
            tip = _("{medal} medal (the newest)") if index == 0 else _("{medal} medal")
            chip = self.ctx.frame.centered(cx, centre - self.summary_scroll, 24, 24)
            self.tips.append((chip, tip.format(medal=medal_name(name))))

    def _text_at(
        self, surface: pygame.Surface, words: str, at: tuple[float, float], ink: Ink
    ) -> None:
        """One line of words, its left end's middle at design point `at` (scrolled)."""
        label = self.ctx.text.body(words, self.ctx.frame.px(ink.size), self._color(ink), ink.bold)
        blit_text(surface, label, "midleft", self._at(*at))

    def _numbers(self, surface: pygame.Surface, flow: Flow, stats: RegicideStatistics) -> None:
        tiles = [
            (str(stats.games), ngettext("game played", "games played", stats.games)),
            (percent(stats.wins, stats.games), _("won ({wins})").format(wins=stats.wins)),
            (str(stats.current_streak), _("winning streak")),
            (str(stats.best_streak), _("best streak")),
            (decimal(stats.mean_enemies, 1), _("average enemies")),
            (f"{stats.furthest_enemy}/{TOTAL_ENEMIES}", progress_title(stats.furthest_enemy)),
        ]
        value, caption = self._look.line(28), self._look.line(13)
        below = max(value / 2 + 28 - caption / 2, value)  # the caption's top under the value's
        per_row = self._tiles_per_row(tiles)
        spacing = 170 if per_row == 3 else flow.width / per_row
        for row in range(0, len(tiles), per_row):
            shown = tiles[row : row + per_row]
            captions = [self._lines(words, 13, spacing - 10) for _number, words in shown]
            height = below + caption * max(len(lines) for lines in captions)
            cuts = [below + caption * line for line in range(max(map(len, captions)))]
            top = flow.take(318 + row // per_row * 74 - value / 2, height, cuts=cuts)
            for index, ((number, _words), lines) in enumerate(zip(shown, captions, strict=True)):
                x = flow.left + index * spacing
                self._text_at(surface, number, (x, top + value / 2), Ink(28, bold=True))
                for line, words in enumerate(lines):
                    at = (x, top + below + caption * (line + 0.5))
                    self._text_at(surface, words, at, Ink(13, dim=True))
        self._players(surface, flow, stats)

    def _tiles_per_row(self, tiles: list[tuple[str, str]]) -> int:
        """Three number tiles a row (160 design px each) when their words fit, else two."""
        scale = self.ctx.frame.scale
        fits = all(
            self._font(28, True).size(number)[0] / scale <= 160
            and self._font(13).size(words)[0] / scale <= 160
            for number, words in tiles
        )
        return 3 if fits else 2

    def _players(self, surface: pygame.Surface, flow: Flow, stats: RegicideStatistics) -> None:
        """Games won and played by the number of players: two columns when they fit."""
        lines = []
        for players, counts in stats.by_players.items():
            games, wins = counts["games"], counts["wins"]
            lines.append((_players_line(int(players), wins, games), not games))
        font, scale = self._font(14), self.ctx.frame.scale
        pairs = all(font.size(words)[0] / scale <= 255 for words, _dim in lines)
        step = self._look.line(14)
        for index, (words, dim) in enumerate(lines):
            column, row = (index % 2, index // 2) if pairs else (0, index)
            if column == 0:
                top = flow.take(478 + row * 26 - step / 2, step, max(4, 26 - step))
            self._text_at(
                surface, words, (flow.left + column * 260, top + step / 2), Ink(14, dim=dim)
            )

    def _charts(self, surface: pygame.Surface, flow: Flow, stats: RegicideStatistics) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        ink = self._chart_ink()
        labels = 2 * label_room(ink) / frame.scale  # over the bars and under the baseline
        tallest = max(stats.enemies_histogram) or 1
        ended = [
            Bar(
                count / tallest,
                c.accent if enemies == TOTAL_ENEMIES else c.text_dim,
                str(enemies),
                str(count) if count else "",
            )
            for enemies, count in enumerate(stats.enemies_histogram)
        ]
        self._para(surface, flow, _("Enemies defeated per game"), 110, Ink(18, bold=True))
        top = self._chart_block(flow, 130, 132 + labels, ended)
        draw_bars(surface, self._chart_rect(flow, top, 132 + labels), ended, ink)
        recent = [
            Bar(
                max(game["enemies"], 0.4) / TOTAL_ENEMIES,
                c.accent if game["status"] == "won" else c.text_dim,
                str(game["enemies"]),
                "★" if game["status"] == "won" else "",
            )
            for game in stats.last_games
        ]
        count = len(stats.last_games)
        title = ngettext("The last {count} game", "The last {count} games", count).format(
            count=count
        )
        self._para(surface, flow, title, 336, Ink(18, bold=True))
        top = self._chart_block(flow, 356, 112 + labels, recent)
        guides = [(count / TOTAL_ENEMIES, str(count)) for count in (4, 8, 12)]
        chart = self._chart_rect(flow, top, 112 + labels)
        draw_bars(surface, chart, recent, ink, guides)
        legend = _("★ won · under each bar: enemies defeated (of 12) · oldest on the left")
        self._para(surface, flow, legend, 522, Ink(13, dim=True))

    def _chart_block(self, flow: Flow, want: float, height: float, bars: list[Bar]) -> float:
        """Room in `flow` for a chart of `height` design px, kept together with its title
        (a view never shows a title without its chart); when no bar has words under it, a
        view may end just under its baseline. Its top."""
        base = height - label_room(self._chart_ink()) / self.ctx.frame.scale + 2
        cuts = () if any(bar.under for bar in bars) else (base,)
        first = len(flow.spans)
        top = flow.take(want, height, cuts=cuts)
        flow.join(first)
        return top

    def _chart_ink(self) -> ChartInk:
        c = self.ctx.theme.colors
        return ChartInk(self.ctx.text, c.text_dim, c.panel_edge, self.ctx.frame.px(13))

    def _chart_rect(self, flow: Flow, top: float, height: float) -> pygame.Rect:
        left, y = self._at(flow.left, top)
        frame = self.ctx.frame
        return pygame.Rect(round(left), round(y), frame.px(flow.width), frame.px(height))

    # -- the list pages ---------------------------------------------------------------------

    def _list(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        stats = self.stats
        if self.page == 2 and stats is not None:
            played = len(stats.daily)
            streak = daily_streak_text(stats.daily_streak, stats.daily_best_streak)
            words = _("Daily deals played: {played} · {streak}").format(
                played=played, streak=streak
            )
            self._text(surface, words, (90, 104), 16, width=1000)
        rows, look, shown = self.rows(), self._look, self.rows_shown()
        for place in self._columns():
            title = self._columns_spec[place.index].heading
            label = look.cut(title, place.width, HEAD, c.text_dim, True)
            blit_text(surface, label, "midleft", frame.point(place.left, 148))
        if not rows:
            empty = (
                _("No finished games yet.") if self.page == 1 else _("No daily deal played yet.")
            )
            self.line(surface, empty, 300, 18, dim=True)
        for index in shown_rows(self.first, len(rows), shown):
            rect = self._row_rect(index)
            chosen = index == self.chosen
            if chosen or rect.collidepoint(self.mouse):
                fill = c.accent if chosen else c.felt_edge
                draw_panel(surface, rect, fill, fill, alpha=255, radius=frame.px(8))
            self._cells(surface, rows[index], rect, chosen)
        if len(rows) > shown:
            count = _("{first}–{last} of {count}").format(
                first=self.first + 1, last=min(len(rows), self.first + shown), count=len(rows)
            )
            self._text(surface, count, (1210, 148), 13, dim=True, anchor="midright", width=200)
        self._detail(surface)

    def _cells(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, chosen: bool) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        ink = c.panel if chosen else c.danger if row.problem else c.text
        places = (
            problem_places(self._columns(), row.cells, self._look)
            if row.problem
            else self._columns()
        )
        for place in places:
            bold = self._columns_spec[place.index].bold
            label = self._look.cut(row.cells[place.index], place.width, CELL, ink, bold)
            blit_text(surface, label, "midleft", (frame.point(place.left, 0)[0], rect.centery))

    def _detail(self, surface: pygame.Surface) -> None:
        """Under the list, in the room kept there when some row's columns leave words out:
        what the chosen row leaves out (dropped or cut short), or the list's keys when it
        leaves nothing out (so that the room is never an empty gap)."""
        words = self.detail_words()
        if words and self._detail_lines:
            at = (640, self._list_bottom() + 6, DETAIL_WIDTH)
            draw_detail(surface, self._look, words, at, self._detail_lines)

    def detail_words(self) -> str:
        """The words under the list: what the chosen row leaves out, else the list's keys."""
        row = self.row
        if row is None:
            return ""
        untold_words = untold(self._columns_spec, self._columns(), row.cells, self._look)
        keys = LIST_KEYS[self.page]
        return untold_words or (_(keys) if keys else "")


def _won_times(tip: str, count: int) -> str:
    """A medal chip's tooltip: what it is won for, and how often it was."""
    return ngettext("{tip}: won {count} time", "{tip}: won {count} times", count).format(
        tip=tip, count=count
    )


def _players_line(players: int, wins: int, games: int) -> str:
    """A table size's results: "Solo: 3 won of 10 (30%)", "2 players: 0 won of 0"."""
    who = players_text(players)
    who = who[:1].upper() + who[1:]
    if not games:
        return _("{players}: {wins} won of {games}").format(players=who, wins=wins, games=games)
    return _("{players}: {wins} won of {games} ({rate})").format(
        players=who, wins=wins, games=games, rate=percent(wins, games)
    )


def unmedalled_words(stats: RegicideStatistics) -> str:
    """The wins that earned no medal (R-SOLO-5), counted in the language's plural ("1
    assistée", "2 assistées"), or "" when there are none; a short count is kept whole (the
    Spanish summary at 200% wrapped "(no cuentan): 1 / con ayuda")."""
    unmedalled = []
    if stats.assisted_wins:
        count = stats.assisted_wins
        unmedalled.append(
            ngettext("{count} assisted", "{count} assisted", count).format(count=count)
        )
    if stats.eased_wins:
        unmedalled.append(_("{count} with an easier variant").format(count=stats.eased_wins))
    if not unmedalled:
        return ""
    kept = [NBSP.join(words.split()) if len(words.split()) <= 3 else words for words in unmedalled]
    return _("Wins without a medal (not counted): {wins}").format(wins=word_list(kept))
