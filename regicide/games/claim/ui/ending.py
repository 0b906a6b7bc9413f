"""The end of a Claim game, over the table: faction by faction who won it and why (the count,
or the tie-breaking highest card, or nobody: C-SCORE-2..4) with both sides' cards of it, the
deciding card ringed, the result, the seed code; and on the right what next: the replay, a
rematch (a new deal of the same deck), a new game, the title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from regicide.games.claim.engine import tally
from regicide.games.claim.narrate import ending_lines, faction_verdict
from regicide.games.claim.narrate.standing import deciding_values
from regicide.games.claim.ui.faces import draw_symbol
from regicide.games.claim.ui.score_panel import draw_chips, name_width
from regicide.games.claim.ui.seat import Table
from regicide.games.claim.ui.telling import seat_names
from regicide.i18n import _
from regicide.support.words import assisted_end_line, code_line
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene, default_index, focus_follows_pointer
from regicide.ui.widgets import Button, column_label_size, shared_px

PANEL_WIDTH = 1120.0
LEFT = 110.0  # the factions' column
TEXT_WIDTH = 650.0
BUTTONS_X = 800.0  # the buttons' column
TOP = 100.0
ROWS_HEIGHT = 420.0  # every faction's row together
PANEL_TOP, PANEL_HEIGHT = 20.0, 680.0
PANEL_FOOT = PANEL_TOP + PANEL_HEIGHT - 10  # the lowest the notes under the result reach


class EndScene(MenuScene):
    overlay = True
    button_width = 340
    button_height = 42
    button_gap = 10
    first_button_y = TOP + 10
    column_bottom = 560.0  # the gaps close up to leave room for the note under them

    def __init__(self, ctx: AppContext, table: Table, share: str | None, verdict: str) -> None:
        super().__init__(ctx)
        self.table = table
        self.share = share
        self.verdict = verdict  # the result for the seat facing the screen (the host's)

    def lines(self) -> list[str]:
        """Each faction's result, then the game's, as the seat facing the screen reads it (the
        computer by its name, "Strong AI")."""
        game = self.table.game
        outcome = game.outcome
        if outcome is None:
            return []
        session = self.table.session
        reader = None if session.hot_seat else self.table.viewer
        names = seat_names(session)
        return ending_lines(outcome, game.state.scores, reader, names)

    def verdicts(self) -> list[str]:
        """Each faction's winner alone, for a line whose reason has no room."""
        outcome = self.table.game.outcome
        if outcome is None:
            return []
        session = self.table.session
        reader = None if session.hot_seat else self.table.viewer
        names = seat_names(session)
        return [faction_verdict(result, reader, names) for result in outcome.factions]

    def title(self) -> str:
        return self.verdict

    def buttons(self) -> list[Button]:
        table = self.table
        undo = [Button(_("Undo the last move"), self._then(table.undo), hint=_("Ctrl+Z"))]
        return [
            Button(_("Watch the replay"), self._then(table.watch_replay), hint="R"),
            Button(_("Rematch"), self._then(table.restart), hint=_("Enter")),
            Button(_("New game…"), self._then(table.new_game), hint="N"),
            *(undo if table.session.can_undo else []),
            Button(_("Quit to title"), self.ctx.to_title, hint=_("Esc")),
        ]

    def _then(self, action: Callable[[], None]) -> Callable[[], None]:
        """Leave the end screen, then `action`."""

        def run() -> None:
            self.ctx.stack.pop()
            action()

        return run

    def back(self) -> None:
        self.ctx.to_title()

    def handle(self, event: pygame.event.Event) -> None:
        focus_follows_pointer(self, event)
        keys = {pygame.K_r: 0, pygame.K_n: 2}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.buttons()[keys[event.key]].press()
        elif _ctrl_z(event) and self.table.session.can_undo:
            self._then(self.table.undo)()
        else:
            super().handle(event)

    def notes(self) -> list[str]:
        """Whether the game was assisted, the share line and the seed code, under the
        result."""
        session = self.table.session
        code = code_line(session.code) if session.code else ""
        assisted = assisted_end_line(self.table.game.assisted)
        return [note for note in (assisted, self.share or "", code) if note]

    def laid_out(self) -> list[Button]:
        """The buttons in a column on the right of the factions."""
        buttons = self.buttons()
        frame = self.ctx.frame
        _top, height, step = self.column(buttons)
        width = 640 + PANEL_WIDTH / 2 - 30 - BUTTONS_X  # to the panel's right edge
        for index, button in enumerate(buttons):
            button.rect = frame.rect(BUTTONS_X, self.first_button_y + index * step, width, height)
        size = column_label_size(buttons, self.ctx.text, frame, self.label_size)
        for button in buttons:  # one size for the column (the longest label sets it)
            button.font_size = frame.px(size)
        if self.focus.index is None and buttons:
            self.focus.index = default_index(buttons)
        self.focus.clamp(len(buttons))
        return buttons

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        last = buttons[-1].rect
        return (last.centerx, last.bottom + self.ctx.frame.px(12))

    def note_width(self) -> float:
        return 640 + PANEL_WIDTH / 2 - 40 - BUTTONS_X

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self.draw_card_panel(surface, PANEL_TOP, PANEL_HEIGHT, PANEL_WIDTH)
        self.title_text(surface, self.title(), 60, 42)
        lines = self.lines()
        if lines:
            bottom = self._factions(surface, lines[:-1])
            self._result(surface, lines[-1], bottom)
        self.draw_buttons(surface)

    def _factions(self, surface: pygame.Surface, lines: list[str]) -> float:
        """Each faction: its symbol and line, then both sides' cards of it (the deciding card
        ringed); returns the design y under them."""
        board = self.table.board
        view = self.table.view
        standings = tally(view)
        row = ROWS_HEIGHT / max(len(standings), 1)
        line = row / 3.4
        names = self.table.scene().short_names
        names_width = name_width(board, names, line)
        said = self._said(lines, self._names_px(names, names_width, line), line)
        px = self._lines_px(said, line)
        for index, (standing, words) in enumerate(zip(standings, said, strict=False)):
            top = TOP + index * row
            box = board.frame.rect(LEFT, top + 2, line - 4, line - 4)
            paper = self.ctx.theme.colors.card_face
            pygame.draw.rect(surface, paper, box.inflate(4, 4), border_radius=4)
            draw_symbol(surface, standing.faction, box, paper)
            board.label(surface, words, "topleft", (LEFT + line + 4, top), 15, width=TEXT_WIDTH,
                        height=line, bold=True, most=px)  # fmt: skip
            deciding = deciding_values(standing)
            for side, seat in enumerate((view.seat, view.opponent)):
                won = (standing.values[seat - 1], deciding[seat - 1])
                spot = (LEFT + line + 4, top + line * (1 + side), 330, line)
                draw_chips(board, surface, names[side], won, spot, faction=standing.faction,
                           names_width=names_width)  # fmt: skip
        return TOP + len(standings) * row

    def _said(self, lines: list[str], least: int, line: float) -> list[str]:
        """Each faction's line whole, or the winner alone where the whole line has no room
        or would stand smaller than the names under it, `least` px (the chips under it show
        the cards that decided)."""
        board, shorter = self.table.board, self.verdicts()
        said = []
        for index, full in enumerate(lines):
            whole = board.fits(full, 15, TEXT_WIDTH, line, bold=True)
            short = index < len(shorter) and (not whole or self._heading_px(full, line) < least)
            said.append(shorter[index] if short else full)
        return said

    def _lines_px(self, said: list[str], line: float) -> int:
        """The one px every faction's line is drawn at, the least any needs to stand whole
        (French at 1920x1080 100%: a tie broken by the best card stood smaller than the other
        factions' lines; Cyclops' lowest card did in every language)."""
        frame, text = self.table.board.frame, self.table.board.look.text
        room = (frame.px(TEXT_WIDTH), frame.px(line))
        return shared_px(text, said, room, frame.px(15), bold=True)

    def _names_px(self, names: tuple[str, str], names_width: float, line: float) -> int:
        """The px the sides' names under each faction are drawn at."""
        frame, text = self.table.board.frame, self.table.board.look.text
        room = (frame.px(names_width - 6), frame.px(line))
        return shared_px(text, names, room, frame.px(12), bold=False)

    def _heading_px(self, words: str, line: float) -> int:
        """The px a faction's line is drawn at, made smaller to fit: where that is smaller
        than the names under it, the winner alone is said instead (French 'Morts-vivants :
        vous gagnez, 5 cartes chacun, la plus haute (Mort-vivant) 9 contre 6' stood at half
        the size of 'Vous' under it at 1920x1080 200%; the chips show the deciding card)."""
        frame, text = self.table.board.frame, self.table.board.look.text
        room = (frame.px(TEXT_WIDTH), frame.px(line))
        return shared_px(text, [words], room, frame.px(15), bold=True)

    def _result(self, surface: pygame.Surface, result: str, top: float) -> None:
        """The game's result, then the share line and the seed code, each on as many lines as
        it needs down to the panel's foot (Spanish "…: no cuenta para el porcentaje de
        victorias ni las rachas" lost its end on one line at 960x540 200%)."""
        board = self.table.board
        board.label(surface, result, "topleft", (LEFT, top + 6), 18, width=TEXT_WIDTH + 40,
                    height=30, bold=True)  # fmt: skip
        y = top + 42
        for note in self.notes():
            y += board.label_lines(surface, note, (LEFT, y), 13, width=TEXT_WIDTH + 40,
                                   room=PANEL_FOOT - y) + 2  # fmt: skip


def _ctrl_z(event: pygame.event.Event) -> bool:
    return bool(
        event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
    )
