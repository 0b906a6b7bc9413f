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
from regicide.ui.scenes.menu import MIN_GAP, NOTE_SIZE, MenuScene
from regicide.ui.widgets import Button, button_height

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


HEAD = 110.0  # from the panel's top to the first button: the title, who sits where
NOTE_GAP = 16.0  # from the last button to the note under the buttons (MenuScene.note_at)
FOOT = 20.0  # under the note, inside the panel
#: How the note under the buttons is tried, until the panel holds it: (the panel's widest?,
#: its design size).
NOTE_FITS = ((False, NOTE_SIZE), *((True, NOTE_SIZE - step) for step in range(4)))
#: The layouts `fit` tries in turn: (the seats two to a row?, a NOTE_FITS entry).
LAYOUTS = tuple((paired, fit) for paired in (False, True) for fit in NOTE_FITS)
GAP = 8.0  # between the buttons (design pixels), while the panel has the room
PAIR_GAP = 10.0  # between two seats side by side


class NewGameScene(MenuScene):
    button_width = 520
    button_height = 38
    button_gap = GAP
    label_size = 17
    first_button_y = 120.0
    note_room = 0.0  # the longest note's design height, as `fit` last measured it
    _note_wide = False  # `fit` gave the note the panel's widest
    _note_size = float(NOTE_SIZE)  # and this design size
    _paired = False  # `fit` put the seats two to a row
    _gap = GAP  # and left this gap between the rows

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
                about=_seat_note(words, self.kinds[seat - 1]),
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
        column (French at 200% ran it past the panel's edges) or the note needs the room
        (`fit`), never past the window."""
        if self._note_wide:
            return PANEL_WIDEST
        width, _height, _step = self.column(self.buttons())
        return min(PANEL_WIDEST, max(PANEL_WIDTH, width + 40))

    def laid_out(self) -> list[Button]:
        """The buttons in a column, as big as their labels need at the player's UI scale;
        where the column would not leave the note its room, the seats two to a row."""
        top, _height = self.fit()
        self.first_button_y = top + HEAD
        self.column_bottom, self.button_gap = None, self._gap
        buttons = super().laid_out()
        if self._paired:
            self._pair_seats(buttons)
        return buttons

    def _pair_seats(self, buttons: list[Button]) -> None:
        """The seats two to a row under Players (the last alone, centred), and the rows
        under them moved up to close the column."""
        frame = self.ctx.frame
        width, height, step = self.column(buttons)
        half = (width - PAIR_GAP) / 2
        seats = buttons[1 : 1 + self.players]
        for index, seat in enumerate(seats):
            row, column = divmod(index, 2)
            alone = index == len(seats) - 1 and column == 0
            left = 640 - half / 2 if alone else 640 - width / 2 + column * (half + PAIR_GAP)
            seat.rect = frame.rect(left, self.first_button_y + (1 + row) * step, half, height)
        folded = len(seats) - _pair_rows(len(seats))
        for button in buttons[1 + len(seats) :]:
            button.rect = button.rect.move(0, -round(folded * frame.px(step)))

    def fit(self) -> tuple[float, float]:
        """The panel's top and height (design pixels): as tall as its rows and the longest
        note any of them could show (a seat's level included, so cycling one moves
        nothing), its top where a four-seat table's panel stands centred, so Players never
        moves the rows above the seats; a taller table (more seats, a big UI scale) reaches
        up to the window's top, its gaps closing. Where even that leaves the note no room
        (German at 960x540, 200%: a level's strength ran off the panel), the note takes the
        panel's widest, then a step or three smaller, and then the seats sit two to a row."""
        buttons = self.buttons()
        words = seat_words()
        notes = [b.about for b in buttons] + [_seat_note(words, kind) for kind in SEAT_CHOICES]
        height = button_height(self.ctx.text, self.ctx.frame, self.label_size, self.button_height)

        def rows(players: int) -> int:
            seats = _pair_rows(players) if self._paired else players
            return len(buttons) - self.players + seats

        def need(players: int, gap: float) -> float:
            column = rows(players) * height + (rows(players) - 1) * gap
            return HEAD + column + NOTE_GAP + self.note_room + FOOT

        for paired, (wide, size) in LAYOUTS:
            self._paired, self._note_wide, self._note_size = paired, wide, size
            width = self.note_width()
            self.note_room = max(self.block_height(note, size, width) for note in notes)
            if need(self.players, MIN_GAP) <= 700:
                break
        tall = need(self.players, GAP)
        top = max(10.0, min((720 - need(TABLE_SEATS[-1], GAP)) / 2, 710 - tall))
        room = 710 - top - need(self.players, 0)  # for the gaps between the rows
        self._gap = max(MIN_GAP, min(GAP, room / max(1, rows(self.players) - 1)))
        return top, min(tall, 710 - top)

    def note_size(self) -> float:
        """The note's design size, as `fit` last chose it."""
        return self._note_size

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        top, height = self.fit()
        self.draw_card_panel(surface, top, height, self.panel_width())
        self.title_text(surface, _("New game of Baisch"), top + 48, 44)
        people = self.kinds[: self.players].count(HUMAN)
        self.line(surface, seats_words(self.players, people), top + 86, 15, dim=True)
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


def _pair_rows(seats: int) -> int:
    """The rows `seats` take two to a row (the last alone when they are odd)."""
    return (seats + 1) // 2


def _seat_note(words: dict[str, tuple[str, str]], kind: str) -> str:
    """The note under the buttons for a seat of this kind: what it is and, for a level, how
    strong it measured."""
    return _("{about} Press to change.").format(about=words[kind][1])


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
