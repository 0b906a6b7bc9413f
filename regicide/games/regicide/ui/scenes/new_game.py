"""Setting up a game: how many seats, and which variant rules (RULES.md, Variants)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pygame

from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import Rules
from regicide.games.regicide.narrate import seat_kind_text, seats_summary
from regicide.i18n import N_, _
from regicide.play.opening import Opening
from regicide.play.seating import seat_choices
from regicide.store.keys import HUMAN
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.menu import MIN_GAP, NOTE_SIZE, MenuScene
from regicide.ui.widgets import Button, button_height, button_width

#: (flag, label, shown for solo, shown for 2-4 players, what it does): words translated where
#: shown
SEAT_CHOICES = seat_choices(GAME)
FIRST_TEAMMATE = "strong"  # a computer seat until the player chooses another level

VARIANTS = (
    (
        "open_hands",
        N_("Open hands (no cover)"),
        False,
        True,
        N_("Everyone's cards are shown and nobody passes the screen. For casual play."),
    ),
    (
        "strict_discard",
        N_("Strict discard"),
        True,
        True,
        N_("When you discard, stop as soon as the damage is covered: no spare cards."),
    ),
    (
        "diamond_mulligan",
        N_("Redeal hands without Diamonds"),
        True,
        True,
        N_("If no hand holds a Diamond after the deal, every hand is dealt again."),
    ),
    (
        "yield_per_seat",
        N_("Yield limit per seat"),
        False,
        True,
        N_("You may not yield when every other seat's own last turn was a yield."),
    ),
    (
        "solo_yield",
        N_("Solo yield"),
        True,
        False,
        N_("You may yield in a solo game, but not twice in a row. No medal with it."),
    ),
)


BUTTONS_BELOW_TOP = 125  # from the panel's top to the first button (design pixels)
#: the note's design sizes, tried in turn until the panel fits the window
NOTE_SIZES = (NOTE_SIZE, NOTE_SIZE - 1, NOTE_SIZE - 2, NOTE_SIZE - 3)
PANEL_WIDEST = 1200


class NewGameScene(MenuScene):
    button_width = 500
    button_height = 42
    first_button_y = 175.0

    def __init__(self, ctx: AppContext, players: int = 2) -> None:
        self._note_size: float = NOTE_SIZE  # fit() makes it smaller where the window needs
        super().__init__(ctx)
        self.players = players
        self.rules = Rules()
        # seat 1 is the player's; the others start as Strong AI teammates
        self.kinds = [HUMAN] + [FIRST_TEAMMATE] * 3

    def buttons(self) -> list[Button]:
        return [self._players_button(), *self.seat_buttons(), *self._rest()]

    def _players_button(self) -> Button:
        return Button(
            _("Players: {players}   (press to change)").format(players=self.players),
            self._cycle_players,
            about=_("1 to 4 seats at this screen; a seat is a person or a computer teammate."),
        )

    def seat_buttons(self) -> list[Button]:
        """One button per seat: pressing it cycles Human and the four levels."""
        buttons = []
        for seat in range(1, self.players + 1):
            label = seat_kind_text(self.kinds[seat - 1])[0]
            name = _("Seat {seat}: {kind}") if self.players < 3 else _("{seat}: {kind}")
            buttons.append(
                Button(
                    name.format(seat=seat, kind=label),
                    partial(self._cycle_seat, seat),
                    about=self._seat_note(seat, self.kinds[seat - 1]),
                )
            )
        return buttons

    @staticmethod
    def _seat_note(seat: int, kind: str) -> str:
        """The note under the buttons for a seat of this kind: its level and strength."""
        about = seat_kind_text(kind)[1]
        return _("Seat {seat}: {about} Press to change.").format(seat=seat, about=about)

    def _every_note(self, buttons: list[Button]) -> list[str]:
        """The notes these buttons have, and every note a seat would have as another kind:
        the panel keeps room for the longest, so cycling a seat never moves the buttons (a
        German Expert's strength took a line more at 960x540 and the column jumped up)."""
        others = [self._seat_note(self.players, kind) for kind in SEAT_CHOICES]
        return [button.about for button in buttons] + others

    def _rest(self) -> list[Button]:
        buttons = []
        for flag, label, solo, group, about in VARIANTS:
            if (solo and self.players == 1) or (group and self.players > 1):
                on = getattr(self.rules, flag)
                words = (_("{variant}: On") if on else _("{variant}: Off")).format(variant=_(label))
                buttons.append(Button(words, partial(self._toggle, flag), about=_(about)))
        buttons.append(Button(_("Start the game"), self._start, hint=_("Enter")))
        buttons.append(Button(_("Back"), self.back, hint=_("Esc")))
        return buttons

    def laid_out(self) -> list[Button]:
        """The players button, the seats side by side under it, then the rest in a column;
        all as big as their labels need at the player's UI scale."""
        panel_top, _height, self.button_gap = self.fit()
        self.first_button_y = panel_top + BUTTONS_BELOW_TOP
        buttons = super().laid_out()
        seats = self.players
        frame, gap = self.ctx.frame, 10
        column_width, height, step = self.column(buttons)
        size = 17 if seats < 4 else 15
        row_width = self._seat_row_width(buttons[1 : 1 + seats], column_width, height, size)
        width = (row_width - gap * (seats - 1)) / seats
        top = self.first_button_y + step
        left = 640 - row_width / 2
        for index, button in enumerate(buttons[1 : 1 + seats]):
            button.rect = frame.rect(left + index * (width + gap), top, width, height)
            button.font_size = frame.px(size)
        for button in buttons[1 + seats :]:
            button.rect = button.rect.move(0, -(seats - 1) * frame.px(step))
        return buttons

    def _seat_row_width(
        self, seats: list[Button], column_width: float, height: float, size: float
    ) -> float:
        """The seats' row (design px): as wide as the column under it when every seat's
        label fits its share (their edges in line), else wider, up to the panel's."""
        gap, text, frame = 10, self.ctx.text, self.ctx.frame
        share = (column_width - gap * (len(seats) - 1)) / len(seats)
        if all(button_width(seat, text, frame, size, height) <= share for seat in seats):
            return column_width
        return min(PANEL_WIDEST - 40, max(600, column_width + 100))

    def fit(self) -> tuple[float, float, int]:
        """The panel's top and height and the gap between buttons (design pixels): the
        design's (top 50, 640 high, gaps of 14) while everything fits in it, else closer
        gaps, then a taller panel reaching higher, and only where even the whole window's
        height is not enough, the note under the buttons a step or three smaller (a seat's
        measured strength in German at 960x540, 200%, ran the panel off the window)."""
        buttons = self.buttons()
        frame, text = self.ctx.frame, self.ctx.text
        height = button_height(text, frame, self.label_size, self.button_height)
        rows = len(buttons) - self.players + 1
        need = 0.0
        notes = self._every_note(buttons)
        for size in NOTE_SIZES:
            self._note_size = size
            note = max(self.block_height(words, size, self.note_width()) for words in notes)
            for gap in (14, MIN_GAP):
                need = BUTTONS_BELOW_TOP + rows * height + (rows - 1) * gap + 16 + note + 20
                if need <= 640:
                    return 50.0, 640.0, gap
            if need <= 700:
                break
        return max(10.0, 710 - need), max(640.0, need), MIN_GAP

    def note_size(self) -> float:
        """The note's design size, as `fit` last chose it."""
        return self._note_size

    def panel_width(self) -> float:
        width, _height, _step = self.column(self.buttons())
        return min(PANEL_WIDEST, max(640, width + 140))

    def note_width(self) -> float:
        return self.panel_width() - 40

    def _cycle_players(self) -> None:
        """One more seat (4 wraps to 1); the focus stays on the button it was on."""
        self.keeping_focus(self._one_more_seat)

    def _one_more_seat(self) -> None:
        self.players = self.players % 4 + 1

    def _cycle_seat(self, seat: int) -> None:
        kind = self.kinds[seat - 1]
        self.kinds[seat - 1] = SEAT_CHOICES[(SEAT_CHOICES.index(kind) + 1) % len(SEAT_CHOICES)]

    def _toggle(self, flag: str) -> None:
        self.rules = replace(self.rules, **{flag: not getattr(self.rules, flag)})

    def _start(self) -> None:
        variants = self._rules_for_players().enabled()
        seats = tuple(self.kinds[: self.players])
        self.ctx.navigation.deal(Opening(GAME.name, self.players, None, variants, seats))

    def _rules_for_players(self) -> Rules:
        """Only the variants shown for this player count apply."""
        shown = {
            flag
            for flag, _label, solo, group, _about in VARIANTS
            if (solo and self.players == 1) or (group and self.players > 1)
        }
        return Rules(**{flag: getattr(self.rules, flag) for flag in shown})

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        top, height, _gap = self.fit()
        self.draw_card_panel(surface, top, height, self.panel_width())
        self.title_text(surface, _("New game"), top + 50, 50)
        people = self.kinds[: self.players].count(HUMAN)
        self.line(surface, seats_summary(self.players, people), top + 98, 16, dim=True)
        self.draw_buttons(surface)
