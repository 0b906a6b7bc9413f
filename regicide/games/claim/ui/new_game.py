"""Setting up a game of Claim: who you play (a computer at one of four levels, or a friend at
this screen), and the deck (the base five, expansion factions you choose, or a random draw of
any deck the seed codes name). Only FULL factions are offered (C-DECK-4)."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path

import pygame

from regicide.games.claim.decks import EXPANSIONS, deck_problem, factions_of, namable_decks
from regicide.games.claim.definition import GAME
from regicide.games.claim.narrate import faction_name
from regicide.games.computers import level_name
from regicide.games.measured import described
from regicide.i18n import _, word_list
from regicide.play.opening import Opening
from regicide.store.archive import archived_files, games_dir
from regicide.store.documents import DocumentError, read_document
from regicide.store.keys import HUMAN, SEATS_KEY
from regicide.support.words import ai_name
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button, button_height, button_width, line_height

#: Who you may play, weakest first (a click cycles): the computer's levels, then a friend.
KINDS = ("beginner", "casual", "strong", "expert", HUMAN)


def opponents() -> list[tuple[str, str, str]]:
    """Each choice of opponent (`KINDS`): its kind, its words and what it is, a computer's with
    its measured strength (regicide/games/measured.py names the runs), in the player's
    language (asked each time they are shown)."""
    levels = described(
        "claim",
        {
            "beginner": (ai_name("beginner"), _("Plays sound tricks on one guess at your hand.")),
            "casual": (ai_name("casual"), _("Answers at once, counting the cards you have shown.")),
            "strong": (ai_name("strong"), _("Thinks about a second a move over many deals.")),
            "expert": (ai_name("expert"), _("Thinks three times as long as Strong.")),
        },
    )
    friend = (
        _("a friend at this screen"),
        _("You pass the screen between turns; a cover hides hands."),
    )
    return [(kind, *levels.get(kind, friend)) for kind in KINDS]


def flag_name(flag: str) -> str:
    """An expansion's factions by name: "Gnomes and Giants", "Dragons"."""
    return word_list([faction_name(code) for code in dict(EXPANSIONS)[flag]])


def deck_words(flags: set[str]) -> str | None:
    """Why the chosen expansion factions make no deck (C-DECK-1..3), or None when they do."""
    return None if deck_problem(flags) is None else deck_refused()


def deck_refused() -> str:
    """Why a choice of expansion factions makes no deck (C-DECK-1..3), in words."""
    return _(
        "A deck takes at most three expansion factions beside its duo, or Shadows with four "
        "others and no duo."
    )


FIRST_OPPONENT = 2  # the Strong AI, until the player chooses
LOOK_BACK = 20  # archived games read at most for the last Claim game's opponent
MAX_COLUMN = 560.0  # two columns and their margins fit the 1280-wide design
LEFT_ROWS = 5  # Start, the opponent, the two decks, Back
TITLE_Y = 42.0  # the title's middle, under the panel's top (design pixels)
DECK_Y = 80.0  # the deck's line starts here, under the panel's top
HEAD = 140.0  # from the panel's top to the buttons, while the deck's line leaves room
DECK_SIZES = (16, 14, 12)  # its design px, the largest that takes two lines at most
NOTE_GAP = 14.0  # from the taller column's foot to the note under the buttons
FOOT = 20.0  # under the note, inside the panel


def remembered_opponent(ctx: AppContext) -> int:
    """The opponent of the Claim game on the table (or in progress, or else the last one
    finished): a new game starts with the same one chosen, an old save's "instant" as Casual
    (the Strong AI when there is none)."""
    kinds = list(KINDS)
    for scene in reversed(ctx.stack.scenes):
        session = getattr(scene, "session", None)
        if session is not None and session.game is GAME and len(session.seats) == 2:
            player = session.seat(2 if session.seat(1).player is None else 1).player
            kind = player.name if player is not None else HUMAN
            return kinds.index(kind) if kind in kinds else FIRST_OPPONENT
    saved = ctx.game_in_progress()
    if saved is not None and saved.game is GAME:
        seats = saved.extra.get(SEATS_KEY)
        if isinstance(seats, list) and len(seats) == 2:
            kind = level_name(str(seats[1] if seats[0] == HUMAN else seats[0]))
            return kinds.index(kind) if kind in kinds else FIRST_OPPONENT
    kind = last_opponent(games_dir())
    return kinds.index(kind) if kind in kinds else FIRST_OPPONENT


def last_opponent(folder: Path) -> str:
    """Who sat across from the person in the newest Claim game of the archive (a level, or
    "human" for a friend), looking back at most LOOK_BACK games; "" when none says."""
    for path in reversed(archived_files(folder)[-LOOK_BACK:]):
        try:
            data = read_document(path)
        except (DocumentError, OSError):
            continue
        if not isinstance(data, dict) or data.get("format") != GAME.record_format:
            continue
        seats = data.get(SEATS_KEY)
        if isinstance(seats, list) and len(seats) == 2 and HUMAN in seats:
            return level_name(str(seats[1] if seats[0] == HUMAN else seats[0]))
        return ""
    return ""


class NewGameScene(MenuScene):
    """Two columns: the game's settings and Start on the left, the expansion factions on the
    right (Tab and the arrows walk down the left column, then the right)."""

    button_height = 40
    button_gap = 10
    label_size = 16
    column_width = 330.0

    def __init__(self, ctx: AppContext, rng: random.Random | None = None) -> None:
        super().__init__(ctx)
        self.opponent = remembered_opponent(ctx)
        self.flags: set[str] = set()
        self.rng = rng or random.Random()

    def buttons(self) -> list[Button]:
        problem = deck_words(self.flags)
        rows = [
            Button(_("Start"), self.start, hint=_("Enter"), enabled=problem is None,
                   reason=problem or "", about=_("Deal this deck and play.")),
            self._opponent_button(self.opponent),
            Button(_("Deck: the base five"), self.base_deck, about=_(
                "Goblins, Knights, Undead, Dwarves and Doppelgangers: the game as it first "
                "came.")),
            Button(_("Deck: a random draw"), self.random_deck,
                   about=_("Any deck the rules allow, drawn at random.")),
        ]  # fmt: skip
        for flag, _codes in EXPANSIONS:
            mark = "☑" if flag in self.flags else "☐"
            rows.append(
                Button(f"{mark} {flag_name(flag)}", partial(self.toggle, flag),
                       about=_("Add this expansion faction to the deck (the base fills the "
                               "rest)."))
            )  # fmt: skip
        rows.insert(4, Button(_("Back"), self.back, hint=_("Esc")))
        return rows

    def _opponent_button(self, index: int) -> Button:
        """The button that cycles the opponent, naming `opponents()[index]`."""
        _kind, words, about = opponents()[index]
        return Button(
            _("Opponent: {opponent}").format(opponent=words), self.next_opponent, about=about
        )

    def widths(self, buttons: list[Button]) -> float:
        """A column's design width: 330, or what the widest label needs at the UI scale, with
        the opponent button naming any choice (cycling it never moves the others)."""
        frame, text = self.ctx.frame, self.ctx.text
        height = button_height(text, frame, self.label_size, self.button_height)
        every = [*buttons, *(self._opponent_button(index) for index in range(len(KINDS)))]
        need = max(button_width(button, text, frame, self.label_size, height) for button in every)
        return max(self.column_width, min(MAX_COLUMN, need + 24))

    def laid_out(self) -> list[Button]:
        buttons = self.buttons()
        frame = self.ctx.frame
        _top, height, step = self.column(buttons)
        width = self.widths(buttons)
        first = self.fit()[0] + self.head()
        for index, button in enumerate(buttons):
            column, row = (0, index) if index < LEFT_ROWS else (1, index - LEFT_ROWS)
            left = 640 - width - 10 + column * (width + 20)
            top = first + row * step
            button.rect = frame.rect(left, top, width, height)
            button.font_size = frame.px(self.label_size)
        if self.focus.index is None:
            self.focus.index = 0
        self.focus.clamp(len(buttons))
        return buttons

    def deck_text(self) -> str:
        """The deck the choices make, or why they make none."""
        problem = deck_words(self.flags)
        if problem is not None:
            return problem
        names = ", ".join(faction_name(code) for code in factions_of(self.flags))
        return _("Deck: {factions}").format(factions=names)

    def next_opponent(self) -> None:
        self.opponent = (self.opponent + 1) % len(KINDS)

    def base_deck(self) -> None:
        self.flags = set()

    def random_deck(self) -> None:
        decks = namable_decks()
        self.flags = set(decks[int(self.rng.random() * len(decks))])

    def toggle(self, flag: str) -> None:
        self.flags ^= {flag}

    def start(self) -> None:
        seats = (HUMAN, KINDS[self.opponent])
        variants = tuple(name for name in GAME.variants if name in self.flags)
        self.ctx.navigation.deal(Opening(GAME.name, 2, variants=variants, seats=seats))

    def deck_lines(self) -> tuple[list[str], float]:
        """The deck's line as drawn and its design size: two lines at most at the largest size
        that allows it, else as many as it takes at the least size (a longer language)."""
        text, width = self.deck_text(), 2 * self.widths(self.buttons())
        for size in DECK_SIZES:
            lines = self.wrapped(text, size, width)
            if len(lines) <= 2:
                return lines, size
        return lines, DECK_SIZES[-1]

    def head(self) -> float:
        """From the panel's top to the buttons (design pixels): under the deck's line, with
        room for two lines at its largest size whatever the deck (choosing factions never
        moves the buttons), more when a long language takes three."""
        lines, size = self.deck_lines()
        text, frame = self.ctx.text, self.ctx.frame
        two = 2 * line_height(text, frame, DECK_SIZES[0])
        deck = max(two, len(lines) * line_height(text, frame, size))
        return max(HEAD, DECK_Y + deck + 8)

    def notes(self) -> list[str]:
        """Every note the buttons could show: each row's, each opponent's (a level with its
        measured strength), and a deck the rules refuse."""
        rows = [button.about for button in self.buttons()]
        return [*rows, *(about for _kind, _words, about in opponents()), deck_refused()]

    def fit(self) -> tuple[float, float]:
        """The panel's top and height (design pixels): as tall as the title, the deck's line,
        the taller column and the longest note any row could show (so moving along the rows
        moves nothing), centred in the window; a big UI scale takes it up to the window's
        top and foot."""
        buttons = self.buttons()
        _width, height, step = self.column(buttons)
        rows = max(LEFT_ROWS, len(buttons) - LEFT_ROWS)
        width = self.note_width()
        note = max(self.block_height(words, self.note_size(), width) for words in self.notes())
        tall = self.head() + rows * step - (step - height) + NOTE_GAP + note + FOOT
        top = max(10.0, (720 - tall) / 2)
        return top, min(tall, 710 - top)

    def _deck_line(self, surface: pygame.Surface, top: float) -> None:
        """The deck the choices make, under the title and over the buttons: from its top,
        never up into the title (the buttons make room for a third line)."""
        lines, size = self.deck_lines()
        self.block(surface, lines, top + DECK_Y, size, True)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """Under both columns, in the middle."""
        bottom = max(button.rect.bottom for button in buttons)
        return (self.ctx.frame.point(640, 0)[0], bottom + self.ctx.frame.px(NOTE_GAP))

    def note_width(self) -> float:
        return 2 * self.widths(self.buttons())

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        top, height = self.fit()
        self.draw_card_panel(surface, top, height, 2 * self.widths(self.buttons()) + 80)
        self.title_text(surface, _("New game of Claim"), top + TITLE_Y, 42)
        self._deck_line(surface, top)
        self.draw_buttons(surface)
