"""Records: solo medals and statistics, the list of past games and the daily deals.

Everything here is read from the archive of finished games (`store/records.py`): nothing is
counted twice or kept anywhere else. Three pages: Summary (medals, numbers, two charts),
Games (every archived game, newest first; Enter watches its replay) and Daily (the daily deals
played and the streak). Keys: ←/→ or Tab between the buttons, ↑/↓ and Page Up/Down in a list,
Enter presses the focused button, 1/2/3 open a page, Esc goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Any

import pygame

from regicide.engine import TOTAL_ENEMIES, Game, Medal
from regicide.narrate import (
    MEDAL_NAMES,
    MEDAL_TIPS,
    game_columns,
    percent,
    players_text,
    progress_title,
)
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import Archive, GameFacts, Statistics, cache_path, records_of
from regicide.store.saves import SaveError, load_saved
from regicide.ui.charts import Bar, ChartInk, draw_bars
from regicide.ui.chrome import draw_tooltip
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.medals import draw_medal_chip
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.saves import (
    CELL,
    HEAD,
    Column,
    ListLook,
    Placed,
    SaveActions,
    draw_detail,
    leaves_out,
    place_columns,
    rows_that_fit,
    untold,
)
from regicide.ui.widgets import (
    Button,
    blit_text,
    draw_panel,
    first_shown,
    fit_label,
    lay_row,
    scrolled,
    shown_rows,
)

PAGES = ("Summary", "Games", "Daily")
ROW = 38
ROWS = 11  # at most; fewer when the UI scale makes the rows taller
LIST_TOP, LIST_END = 176, 1188  # the first row's top; the last column's right edge
GAMES_COLUMNS = (
    Column("When", 90),
    Column("Players", 330, drop=2),
    Column("Result", 470, bold=True, flex=True),
    Column("", 830, drop=3),  # marks: daily, assisted, computers only
)
DAILY_COLUMNS = (
    Column("Day", 90),
    Column("Players", 330, drop=3),  # always "solo"
    Column("Result", 470, bold=True, flex=True),
    Column("", 830, drop=2),  # when it was played
)
COLUMNS = tuple(column.left for column in GAMES_COLUMNS)  # when, players, result, marks


@dataclass(frozen=True)
class Row:
    """One line of a list page: a game that can be watched, or a file that cannot be read."""

    cells: tuple[str, ...]
    game: GameFacts | None = None
    problem: str = ""


class RecordsScene(MenuScene):
    def __init__(self, ctx: AppContext, actions: SaveActions, today: date | None = None) -> None:
        """`actions` watch a game's replay, or go on with an unfinished one."""
        super().__init__(ctx)
        self.actions = actions
        self.today = today or date.today()
        self.page = 0
        self.archive = Archive()
        self.stats: Statistics | None = None
        self.chosen = 0
        self.first = 0
        self._placed_key: object = None  # what `_placed` was laid out for
        self._placed: list[Placed] = []
        self._detailed = False  # whether a line under the list tells what rows leave out

    def enter(self) -> None:
        super().enter()
        try:
            self.archive, self.stats = records_of(games_dir(), cache_path(data_dir()), self.today)
        except OSError as error:
            self.feedback = f"Could not read {games_dir()}: {error.strerror or error}"

    # -- pages and rows ----------------------------------------------------------------------

    def rows(self) -> list[Row]:
        if self.page == 1:
            rows = [Row(game_columns(game), game) for game in reversed(self.archive.games)]
            return rows + [
                Row((bad.file, "", "could not be read", bad.reason), problem=bad.reason)
                for bad in self.archive.unreadable
            ]
        if self.page == 2:
            dailies = [game for game in reversed(self.archive.games) if game.daily]
            return [Row(self._daily_cells(game), game) for game in dailies]
        return []

    @staticmethod
    def _daily_cells(game: GameFacts) -> tuple[str, ...]:
        when, _, result, _ = game_columns(game)
        return (game.daily or "", "solo", result, f"played {when}")

    @property
    def row(self) -> Row | None:
        rows = self.rows()
        return rows[self.chosen] if 0 <= self.chosen < len(rows) else None

    def show(self, page: int) -> None:
        self.page, self.chosen, self.first, self.feedback = page, 0, 0, ""

    # -- buttons ---------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        pages = [
            Button(name, partial(self.show, index), hint=str(index + 1))
            for index, name in enumerate(PAGES)
        ]
        row = self.row
        playable = row is not None and row.game is not None
        why = row.problem if row is not None and row.problem else "Choose a game in the list."
        watch = Button("Watch replay", self.watch, playable, why, "Enter")
        back = Button("Back", self.back, hint="Esc")
        if not self.page:
            return [*pages, back]
        unfinished = row is not None and row.game is not None and not row.game.finished
        goes_on = Button(
            "Continue",
            self.go_on,
            unfinished,
            "Only an unfinished game goes on; watch a finished one.",
            "C",
            about="Play on from where this unfinished game was left.",
        )
        return [*pages, goes_on, watch, back]

    def laid_out(self) -> list[Button]:
        buttons = lay_row(self.buttons(), self.ctx.frame, 628, 168)
        if self.focus.index is None:
            self.focus.index = len(buttons) - 2 if self.page else self.page
        self.focus.clamp(len(buttons))
        return buttons

    def watch(self) -> None:
        row, loaded = self.row, self._load()
        if row is not None and loaded is not None:
            self.actions.watch(loaded[0], " · ".join(cell for cell in row.cells[:3] if cell))

    def go_on(self) -> None:
        """An unfinished game (kept when a new one took its place) becomes the game in
        progress again, as it was: not assisted."""
        loaded = self._load()
        if loaded is not None and loaded[0].outcome is None:
            self.actions.open(*loaded)

    def _load(self) -> tuple[Game, dict[str, Any]] | None:
        row = self.row
        path = None if row is None or row.game is None else self.archive.path_of(row.game)
        if path is None:
            return None
        try:
            return load_saved(path)
        except SaveError as error:
            self.feedback = str(error)
            return None

    # -- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.page:
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
        self.title_text(surface, f"Records · {PAGES[self.page]}", 58, 40)
        self.tips: list[tuple[pygame.Rect, str]] = []  # the medals drawn, with their tooltips
        if self.stats is None:
            self.line(surface, "The records could not be read.", 300, 18)
        elif self.page == 0:
            self._summary(surface, self.stats)
        else:
            self._list(surface)
        self.draw_buttons(surface)
        tip = next(
            ((rect, words) for rect, words in self.tips if rect.collidepoint(self.mouse)), None
        )
        if tip is not None:
            rect, words = tip
            text, theme = self.ctx.text, self.ctx.theme
            draw_tooltip(surface, words, rect, text_cache=text, theme=theme, frame=frame)

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
        detail = self._look.line(HEAD) + 6 if self._detailed else 0
        return min(594, self._note_top() + 4) - detail

    def _columns(self) -> list[Placed]:
        """The list's columns placed for the words' size (cached: the rows rarely change)."""
        frame, text = self.ctx.frame, self.ctx.text
        cells = [row.cells for row in self.rows() if not row.problem]  # a problem is cut short
        key = (self.page, tuple(cells), frame, text.scale, text.theme.fonts.body)
        if self._placed_key != key:
            spec, look = self._columns_spec, self._look
            natural = look.natural(spec, cells)
            self._placed = place_columns(spec, natural, LIST_END, look.grow)
            self._detailed = leaves_out(spec, self._placed, cells, look)
            self._placed_key = key
        return self._placed

    # -- the summary page ---------------------------------------------------------------------

    def _summary(self, surface: pygame.Surface, stats: Statistics) -> None:
        if not stats.games and not stats.unreadable:
            self.line(surface, "No finished games yet.", 250, 22)
            self.line(
                surface,
                "Every game you finish is kept here. Win a solo game for a medal: "
                "Gold with no Jester token used, Silver with one, Bronze with two.",
                290,
                16,
                dim=True,
            )
            return
        self._medals(surface, stats)
        self._numbers(surface, stats)
        self._charts(surface, stats)
        if stats.unreadable:
            count = len(stats.unreadable)
            text = f"{count} file{'s' if count > 1 else ''} in the games folder could not be read"
            self._text(surface, f"{text}: see Games.", (640, 566), 14, danger=True, anchor="center")

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        at: tuple[float, float],
        size: int,
        *,
        dim: bool = False,
        bold: bool = False,
        danger: bool = False,
        anchor: str = "midleft",
        width: float = 520,
    ) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        color = c.danger if danger else c.text_dim if dim else c.text
        label = fit_label(self.ctx.text, text, frame.px(width), frame.px(size), color, bold=bold)
        blit_text(surface, label, anchor, frame.point(*at))

    def _medals(self, surface: pygame.Surface, stats: Statistics) -> None:
        frame = self.ctx.frame
        self._text(surface, "Solo medals", (90, 110), 20, bold=True)
        for index, medal in enumerate(Medal):
            x = 140 + index * 150
            draw_medal_chip(surface, self.ctx, medal, frame.point(x, 166), frame.px(30))
            count = stats.medals[medal.value]
            chip = frame.centered(x, 166, 60, 60)
            self.tips.append(
                (chip, f"{MEDAL_TIPS[medal.value]}: won {count} time{'s' * (count != 1)}")
            )
            self._text(
                surface,
                f"{MEDAL_NAMES[medal.value]} × {count}",
                (x, 214),
                16,
                anchor="center",
                width=140,
            )
        best = stats.best_medal
        line = f"Best medal: {MEDAL_NAMES[best]}" if best else "No medal yet"
        self._text(surface, line, (90, 250), 16)
        if stats.last_medals:
            self._text(surface, "Latest:", (300, 250), 14, dim=True)
            latest = list(reversed(stats.last_medals))
            for index, name in enumerate(latest):
                center = frame.point(372 + index * 26, 250)
                draw_medal_chip(surface, self.ctx, Medal(name), center, frame.px(10))
                order = " (the newest)" if index == 0 else ""
                chip = frame.centered(372 + index * 26, 250, 24, 24)
                self.tips.append((chip, f"{MEDAL_NAMES[name]} medal{order}"))
        unmedalled = []
        if stats.assisted_wins:
            unmedalled.append(f"{stats.assisted_wins} assisted")
        if stats.eased_wins:
            unmedalled.append(f"{stats.eased_wins} with an easier variant")
        if unmedalled:
            text = "Wins without a medal (not counted): " + ", ".join(unmedalled)
            self._text(surface, text, (90, 280), 14, dim=True)

    def _numbers(self, surface: pygame.Surface, stats: Statistics) -> None:
        tiles = [
            (str(stats.games), "games played"),
            (percent(stats.wins, stats.games), f"won ({stats.wins})"),
            (str(stats.current_streak), "winning streak"),
            (str(stats.best_streak), "best streak"),
            (f"{stats.mean_enemies:.1f}", "average enemies"),
            (f"{stats.furthest_enemy}/{TOTAL_ENEMIES}", progress_title(stats.furthest_enemy)),
        ]
        for index, (value, caption) in enumerate(tiles):
            x, y = 90 + (index % 3) * 170, 318 + (index // 3) * 74
            self._text(surface, value, (x, y), 28, bold=True, width=160)
            self._text(surface, caption, (x, y + 28), 13, dim=True, width=160)
        for index, (players, counts) in enumerate(stats.by_players.items()):
            games, wins = counts["games"], counts["wins"]
            text = f"{players_text(int(players)).capitalize()}: {wins} won of {games}"
            rate = f" ({percent(wins, games)})" if games else ""
            self._text(
                surface,
                text + rate,
                (90 + (index % 2) * 260, 478 + (index // 2) * 26),
                14,
                dim=not games,
                width=250,
            )

    def _charts(self, surface: pygame.Surface, stats: Statistics) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        ink = ChartInk(self.ctx.text, c.text_dim, c.panel_edge, frame.px(13))
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
        self._text(surface, "Enemies defeated per game", (680, 110), 18, bold=True)
        draw_bars(surface, frame.rect(680, 130, 520, 170), ended, ink)
        recent = [
            Bar(
                max(game["enemies"], 0.4) / TOTAL_ENEMIES,
                c.accent if game["status"] == "won" else c.text_dim,
                "",
                "★" if game["status"] == "won" else "",
            )
            for game in stats.last_games
        ]
        count = len(stats.last_games)
        self._text(
            surface, f"The last {count} game{'s' if count != 1 else ''}", (680, 336), 18, bold=True
        )
        draw_bars(surface, frame.rect(680, 356, 520, 150), recent, ink)
        self._text(
            surface,
            "★ won · a bar's height: enemies defeated · oldest on the left",
            (680, 522),
            13,
            dim=True,
        )

    # -- the list pages ---------------------------------------------------------------------

    def _list(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        stats = self.stats
        if self.page == 2 and stats is not None:
            played = len(stats.daily)
            streak = f"streak {stats.daily_streak} day{'s' if stats.daily_streak != 1 else ''}"
            self._text(
                surface, f"Daily deals played: {played} · {streak}", (90, 104), 16, width=1000
            )
        rows, look, shown = self.rows(), self._look, self.rows_shown()
        for place in self._columns():
            title = self._columns_spec[place.index].title
            label = look.cut(title, place.width, HEAD, c.text_dim, True)
            blit_text(surface, label, "midleft", frame.point(place.left, 148))
        if not rows:
            empty = "No finished games yet." if self.page == 1 else "No daily deal played yet."
            self.line(surface, empty, 300, 18, dim=True)
        for index in shown_rows(self.first, len(rows), shown):
            rect = self._row_rect(index)
            chosen = index == self.chosen
            if chosen or rect.collidepoint(self.mouse):
                fill = c.accent if chosen else c.felt_edge
                draw_panel(surface, rect, fill, fill, alpha=255, radius=frame.px(8))
            self._cells(surface, rows[index], rect, chosen)
        if len(rows) > shown:
            count = f"{self.first + 1}–{min(len(rows), self.first + shown)} of {len(rows)}"
            self._text(surface, count, (1210, 148), 13, dim=True, anchor="midright", width=200)
        self._detail(surface)

    def _cells(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, chosen: bool) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        ink = c.panel if chosen else c.danger if row.problem else c.text
        for place in self._columns():
            bold = self._columns_spec[place.index].bold
            label = self._look.cut(row.cells[place.index], place.width, CELL, ink, bold)
            blit_text(surface, label, "midleft", (frame.point(place.left, 0)[0], rect.centery))

    def _detail(self, surface: pygame.Surface) -> None:
        """Under the list, what the chosen row's columns leave out (dropped or cut short)."""
        row = self.row
        if row is None:
            return
        words = untold(self._columns_spec, self._columns(), row.cells, self._look)
        if words and self._detailed:
            draw_detail(surface, self._look, words, (640, self._list_bottom() + 6, 1100))
