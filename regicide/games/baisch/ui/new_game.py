"""Setting up a Baisch game: how many seats (2 to 4; 5 and 6 as an option, B-PLAY-1), who sits
in each (a human, or a computer at one of four levels), Basic-Baisch (B-VAR-BASIC-1),
Speed-Baisch (B-VAR-SPEED-1) and the compatibility options of the original (B-VAR-OPT-1)."""

from __future__ import annotations

from functools import partial

import pygame

from regicide.games.baisch.definition import GAME, TABLE_SEATS
from regicide.games.measured import described
from regicide.i18n import N_, _, ngettext
from regicide.play.opening import Opening
from regicide.play.seating import seat_choices
from regicide.store.keys import HUMAN
from regicide.support.words import ai_name
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button

SEAT_CHOICES = seat_choices(GAME)


def seat_words() -> dict[str, tuple[str, str]]:
    """Who may sit in a seat (a click cycles): a label, then what it is and, for a computer
    level, its measured strength (regicide/games/measured.py names the runs), in the player's
    language (asked each time they are shown)."""
    return {
        HUMAN: (_("Human"), _("A person at this screen.")),
        **described(
            "baisch",
            {
                "beginner": (
                    ai_name("beginner"),
                    _("Attacks at every chance and leaves its defence open."),
                ),
                "casual": (
                    ai_name("casual"),
                    _("Plays at once by the original bots' balanced plan."),
                ),
                "strong": (
                    ai_name("strong"),
                    _("Weighs whole-turn plans over many possible deals."),
                ),
                "expert": (
                    ai_name("expert"),
                    _("Weighs more plans than Strong, three times as long."),
                ),
            },
        ),
    }


#: (variant, label, what it does), in the order shown (English, translated where shown).
OPTIONS = (
    (
        "basic",
        N_("Basic-Baisch (no heroes)"),
        N_("No draft, no heroes: Jokers only attack or defend."),
    ),
    (
        "speed",
        N_("Speed-Baisch"),
        N_("Six cards each, and a minute a turn (the turn ends by itself)."),
    ),
    (
        "harvest_extra_card",
        N_("Original: a third Harvest card"),
        N_("The stack with the lower face-up card gets one more face-down card at the start."),
    ),
    (
        "king_tie_eliminates",
        N_("Original: a King's tie loses"),
        N_("A King attack that ties eliminates its player, as in the original program."),
    ),
    (
        "hero_immediate",
        N_("Original: new heroes at once"),
        N_("A hero drawn or won is usable at once, not from the next turn."),
    ),
    (
        "reservists_defend_king",
        N_("Original: Reservists guard the King"),
        N_("Each ready Reservist adds 1 to its owner's King under attack."),
    ),
)
MORE_SEATS = N_("More seats (5 and 6)")
PANEL_WIDTH = 720  # the first page's panel (design pixels)
PANEL_WIDEST = 1240  # and its widest, in the 1280 design width


class NewGameScene(MenuScene):
    button_width = 520
    button_height = 38
    button_gap = 8
    label_size = 17
    first_button_y = 120.0
    column_bottom = 700.0

    def __init__(self, ctx: AppContext, players: int = 2) -> None:
        super().__init__(ctx)
        self.players = players
        self.more_seats = False
        self.variants: set[str] = set()
        self.kinds = [HUMAN] + ["strong"] * 5  # seat 1 is the player's

    def buttons(self) -> list[Button]:
        words = seat_words()
        seats = [
            Button(
                _("Seat {seat}: {kind}").format(seat=seat, kind=words[self.kinds[seat - 1]][0]),
                partial(self._cycle_seat, seat),
                about=_("{about} Press to change.").format(about=words[self.kinds[seat - 1]][1]),
            )
            for seat in range(1, self.players + 1)
        ]
        originals = sum(name in self.variants for name, _label, _about in OPTIONS[2:])
        chosen = originals + self.more_seats
        return [
            Button(
                _("Players: {count}").format(count=self.players),
                self._cycle_players,
                about=_("Press to change."),
            ),
            *seats,
            *(self.toggle_button(option) for option in OPTIONS[:2]),
            Button(
                _("Original rules, more seats…: {count} on").format(count=chosen)
                if chosen
                else _on_off(_("Original rules, more seats…"), False),  # as the toggles say it
                lambda: self.ctx.stack.push(OriginalRulesScene(self.ctx, self)),
                about=_("Options that play as the original program did, and more seats."),
            ),
            Button(_("Start the game"), self._start, hint=_("Enter")),
            Button(_("Back"), self.back, hint=_("Esc")),
        ]

    def toggle_button(self, option: tuple[str, str, str]) -> Button:
        name, label, about = option
        words = _on_off(_(label), name in self.variants)
        return Button(words, partial(self._toggle, name), about=_(about))

    def more_seats_button(self) -> Button:
        return Button(
            _on_off(_(MORE_SEATS), self.more_seats),
            self._toggle_more,
            about=_("Baisch's rules hold up to six players; the usual table is two to four."),
        )

    def _counts(self) -> tuple[int, ...]:
        return GAME.seat_counts if self.more_seats else TABLE_SEATS

    def _cycle_players(self) -> None:
        """The next player count the table seats; the focus stays on the button it was on."""
        self.keeping_focus(self._next_count)

    def _next_count(self) -> None:
        counts = self._counts()
        self.players = counts[(counts.index(self.players) + 1) % len(counts)]

    def _toggle_more(self) -> None:
        """The original rules' five and six seats, or not (a table of more comes back to
        four); the focus stays on the button it was on."""
        self.keeping_focus(self._flip_more)

    def _flip_more(self) -> None:
        self.more_seats = not self.more_seats
        if self.players not in self._counts():
            self.players = TABLE_SEATS[-1]

    def _cycle_seat(self, seat: int) -> None:
        kind = self.kinds[seat - 1]
        self.kinds[seat - 1] = SEAT_CHOICES[(SEAT_CHOICES.index(kind) + 1) % len(SEAT_CHOICES)]

    def _toggle(self, name: str) -> None:
        self.variants ^= {name}

    def _start(self) -> None:
        variants = tuple(name for name in GAME.variants if name in self.variants)
        seats = tuple(self.kinds[: self.players])
        self.ctx.navigation.deal(Opening(GAME.name, self.players, None, variants, seats))

    def note_width(self) -> float:
        """The note about a seat wraps inside the panel (a level's words and its measured
        strength are two sentences)."""
        return self.panel_width() - 40

    def panel_width(self) -> float:
        """The first page's panel, wider where a longer language's labels widen the button
        column (French at 200% ran it past the panel's edges), never past the window."""
        width, _height, _step = self.column(self.buttons())
        return min(PANEL_WIDEST, max(PANEL_WIDTH, width + 40))

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        self.draw_card_panel(surface, 10, 700, self.panel_width())
        self.title_text(surface, _("New game of Baisch"), 58, 44)
        people = self.kinds[: self.players].count(HUMAN)
        self.line(surface, seats_words(self.players, people), 96, 15, dim=True)
        self.draw_buttons(surface)


class OriginalRulesScene(MenuScene):
    """The new-game screen's second page: the original program's rules (B-VAR-OPT-1) and
    the five- and six-seat tables; Esc or Done goes back to the first page."""

    button_width = 560
    button_height = 40
    first_button_y = 160.0

    def __init__(self, ctx: AppContext, setup: NewGameScene) -> None:
        super().__init__(ctx)
        self.setup = setup

    def buttons(self) -> list[Button]:
        return [
            *(self.setup.toggle_button(option) for option in OPTIONS[2:]),
            self.setup.more_seats_button(),
            Button(_("Done"), self.back, hint=_("Esc")),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        self.draw_card_panel(surface, 60, 610, 600)
        self.title_text(surface, _("The original's rules"), 100, 40)
        self.draw_buttons(surface)


def seats_words(players: int, people: int) -> str:
    """Who sits at the table, in words: "You against 1 computer.", "2 people share ..."."""
    computers = players - people
    if people > 1 and computers:
        return ngettext(
            "{people} people share this screen, their cards hidden in turn; {count} computer.",
            "{people} people share this screen, their cards hidden in turn; {count} computers.",
            computers,
        ).format(people=people, count=computers)
    if people > 1:
        return _("{people} people share this screen, their cards hidden in turn.").format(
            people=people
        )
    if people:
        return ngettext(
            "You against {count} computer.", "You against {count} computers.", computers
        ).format(count=computers)
    return _("Computers only: watch them play.")


def _on_off(label: str, on: bool) -> str:
    """'Speed-Baisch: On'."""
    return (_("{option}: On") if on else _("{option}: Off")).format(option=label)
