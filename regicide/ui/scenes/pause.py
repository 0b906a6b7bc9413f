"""The pause menu over the table (Esc): resume, restart, how to play, settings, quit to title."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from regicide.games.registry import DEFAULT, game_named
from regicide.i18n import _
from regicide.support.words import code_line
from regicide.ui.clipboard import copy_text
from regicide.ui.context import AppContext
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.menu import MIN_GAP, MenuScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.widgets import Button, text_width

COLUMN_GAP = 12.0  # between the two columns of buttons (design px)
HEADER_TOP = 115.0  # the first line under the title (design pixels)
LINE_STEP = 24.0  # from one line under the title to the next, at least
WIDEST_PANEL = 1200.0  # the panel at its widest (design px): the window's, less a margin


class PauseScene(MenuScene):
    overlay = True
    first_button_y = 176.0
    button_height = 46
    column_bottom = 676.0  # inside the panel, whatever the UI scale

    def __init__(
        self,
        ctx: AppContext,
        restart: Callable[[], None],
        files: SaveActions,
        code: str | None = None,
        autoplay: tuple[str, Callable[[], None]] | None = None,
        *,
        same_deal: Callable[[], None] | None = None,
        daily: str | None = None,
        restart_label: str | None = None,
    ) -> None:
        """`restart` deals a new game in place of this one, `same_deal` this deal again;
        `files` saves and loads; `code` is the deal's seed code, if it has one (C copies
        it); `autoplay` names and turns the computer's play of every seat on or off; `daily`
        names the daily deal this game is; `restart_label` labels the restart button (New deal
        by default)."""
        super().__init__(ctx)
        self.autoplay = autoplay
        self.same_deal = same_deal
        self.daily = daily
        self.restart_label = restart_label or _("New deal")
        self.restart = restart
        self.files = files
        self.code = code
        self.copied = False

    def buttons(self) -> list[Button]:
        more = []
        if self.autoplay is not None:
            label, action = self.autoplay
            more.append(Button(label, partial(self._then_resume, action), hint="A"))
        if self.same_deal is not None:
            more.append(Button(_("Restart this deal"), partial(self._restart, self.same_deal)))
        return [
            Button(_("Resume"), self.back, hint=_("Esc")),
            *more,
            Button(self.restart_label, partial(self._restart, self.restart)),
            Button(_("Save as…"), lambda: self.ctx.stack.push(SavesScene(self.ctx, self.files))),
            Button(_("Load…"), self._load),
            Button(_("How to play"), self._help),
            Button(_("Settings"), lambda: self.ctx.stack.push(SettingsScene(self.ctx))),
            Button(_("Quit to title"), self.ctx.to_title),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and self.autoplay:
            self._then_resume(self.autoplay[1])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.code:
            self.copied = copy_text(self.code)
            if not self.copied:
                self.feedback = _("Could not reach the clipboard here.")
        else:
            super().handle(event)

    def _help(self) -> None:
        """How to play the game at the table (Regicide's when it is not known)."""
        current = self.files.current
        game = current.game if current is not None else game_named(DEFAULT)
        self.ctx.stack.push(HelpScene(self.ctx, game))

    def _load(self) -> None:
        self.ctx.stack.push(SavesScene(self.ctx, SaveActions()))

    def _then_resume(self, action: Callable[[], None]) -> None:
        self.ctx.stack.pop()
        action()

    def _restart(self, restart: Callable[[], None]) -> None:
        self.ctx.stack.pop()
        restart()

    def header_lines(self) -> list[str]:
        """The lines under the title: the game is saved; its code and how to copy it."""
        daily = _("{daily}: the same deal for everyone today.")
        lines = [daily.format(daily=self.daily)] if self.daily else []
        lines.append(_("Your game is saved after every move."))
        if self.code:
            tail = _("copied") if self.copied else _("C copies it")
            lines.append(f"{code_line(self.code)} · {tail}")
        return lines

    def panel_width(self) -> float:
        """460 design pixels, or as wide as the buttons (in two columns when one would not
        fit) and lines need at the UI scale."""
        width, _height, _step = self.column(self.buttons())
        words = max(
            text_width(self.ctx.text, self.ctx.frame, line, 15) for line in self.header_lines()
        )
        buttons = 2 * width + COLUMN_GAP if self._two_columns() else width
        return min(WIDEST_PANEL, max(460, buttons + 60, words + 60))

    def _buttons_top(self, width: float) -> float:
        """The design y of the first button: under the lines (wrapped to `width`)."""
        bottom = HEADER_TOP
        for line in self.header_lines():
            bottom += max(LINE_STEP, self.block_height(line, 15, width - 40))
        return max(176.0, bottom + 12)

    def _two_columns(self) -> bool:
        """The buttons in one column would reach past the panel's foot (a big UI scale)."""
        buttons = self.buttons()
        _, height, _ = self.column(buttons)
        top = self._buttons_top(460)
        return top + len(buttons) * (height + MIN_GAP) - MIN_GAP > self.column_bottom

    def laid_out(self) -> list[Button]:
        """The column under the lines, its gaps closing up when a big UI scale needs room;
        in two columns (read down the first, then the second) when even that is not enough."""
        self.first_button_y = self._buttons_top(self.panel_width())
        buttons = super().laid_out()
        if self._two_columns():
            self._in_two_columns(buttons)
        return buttons

    def _in_two_columns(self, buttons: list[Button]) -> None:
        width, height, _step = self.column(buttons)
        # two columns inside the widest panel: a long label ("Recommencer cette donne" at
        # 200%) gives its key hint up, or is drawn smaller, rather than leave the panel
        width = min(width, (WIDEST_PANEL - 60 - COLUMN_GAP) / 2)
        rows = -(-len(buttons) // 2)
        room = self.column_bottom - self.first_button_y - rows * height
        gap = max(MIN_GAP, min(float(self.button_gap), room / max(1, rows - 1)))
        for index, button in enumerate(buttons):
            column, row = divmod(index, rows)
            left = 640 - width - COLUMN_GAP / 2 + column * (width + COLUMN_GAP)
            top = self.first_button_y + row * (height + gap)
            button.rect = self.ctx.frame.rect(left, top, width, height)

    def _panel_height(self) -> float:
        """660 design px, or (its buttons in two columns) down to under the longer column."""
        if not self._two_columns():
            return 660.0
        frame = self.ctx.frame
        lowest = max(button.rect.bottom for button in self.laid_out())
        return min(660.0, (lowest - frame.offset[1]) / frame.scale + 28 - 30)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        width = self.panel_width()
        self.draw_card_panel(surface, 30, self._panel_height(), width)
        self.title_text(surface, _("Paused"), 80, 52)
        top = HEADER_TOP
        for line in self.header_lines():
            below = self.text_block(surface, line, top, 15, dim=True, width=width - 40)
            top = max(top + LINE_STEP, below)
        self.draw_buttons(surface)
