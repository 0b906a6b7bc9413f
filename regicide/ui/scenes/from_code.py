"""New game from a code: type a deal's seed code (docs/codes.md) and play exactly that deal.
The code is read as it is typed: the deal it stands for, or what is wrong with it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from regicide.games.registry import game_named
from regicide.i18n import N_, _
from regicide.play.codes import CodeError, Deal, read_code
from regicide.play.opening import Opening
from regicide.store.keys import HUMAN
from regicide.support.words import ai_name, deal_text
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.textfield import TextField, caret_changes_in
from regicide.ui.widgets import Button, line_height, text_width

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
INTRO = N_("Every game has a code: the same code deals the same game.")
INTRO_SIZE, DEAL_SIZE = 15, 16  # design pixels, before the UI scale
TITLE, TITLE_SIZE = N_("New game from a code"), 44


@dataclass(frozen=True)
class CodePlaces:
    """The scene's places in design pixels; all but `top` and `width` from the panel's top."""

    top: float
    height: float
    width: float
    field_top: float
    field_width: float
    field_height: float
    words_top: float
    buttons_top: float


class FromCodeScene(MenuScene):
    button_width = 360
    first_button_y = 420.0

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.field = TextField(limit=24)
        self.clock = 0.0
        self.teammates = 0  # who sits in the other seats: TEAMMATES[index]

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        self.clock += dt

    def next_frame_in(self) -> float | None:
        """The caret blinks."""
        return caret_changes_in(self.clock)

    def deal(self) -> Deal | str:
        """The deal the typed code stands for, or why it stands for none."""
        if not self.field.text.strip():
            return _("Type the code of a deal, such as {code}.").format(code="1Z844-MM01R")
        try:
            return read_code(self.field.text)
        except CodeError as error:
            return str(error)

    def buttons(self) -> list[Button]:
        """Play, and for a deal of several seats who sits in the others (people at this
        screen, or one of the game's computer players)."""
        deal = self.deal()
        problem = deal if isinstance(deal, str) else ""
        buttons = [Button(_("Play this deal"), self._start, not problem, problem, _("Enter"))]
        if isinstance(deal, Deal) and deal.players > 1:
            kind = self._teammate(deal)
            if kind == HUMAN:
                label = _("Other seats: people")
                about = _("Everyone at this screen, the hands covered between you.")
            else:
                label = _("Other seats: {ai}").format(ai=ai_name(kind))
                about = _("You in seat 1, the {ai} in the others.").format(ai=ai_name(kind))
            buttons.append(Button(label, self._next_teammates, about=about))
        return [*buttons, Button(_("Back"), self.back, hint=_("Esc"))]

    def _teammate(self, deal: Deal) -> str:
        """Who sits in the seats after the first: a person, or a computer player's name."""
        kinds = [
            HUMAN,
            *(name for name in game_named(deal.game).computer_players if name != "random"),
        ]
        return kinds[self.teammates % len(kinds)]

    def _next_teammates(self) -> None:
        self.teammates += 1

    def _start(self) -> None:
        deal = self.deal()
        if isinstance(deal, Deal):
            seats = (HUMAN,) + (self._teammate(deal),) * (deal.players - 1)
            opening = Opening(deal.game, deal.players, deal.seed, deal.variants, seats)
            self.ctx.navigation.deal(opening)

    def handle(self, event: pygame.event.Event) -> None:
        keys = (pygame.K_ESCAPE, *ENTER_KEYS, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
        if (event.type == pygame.KEYDOWN and event.key in keys) or not self.field.handle(event):
            super().handle(event)
        else:
            self.feedback = ""  # typing again: the line under the field says what is wrong now

    def places(self) -> CodePlaces:
        """Where the panel, the field, the deal's words and the buttons go (design pixels):
        the design's places at 100%, pushed down (and the panel up and wider) as the UI scale
        makes the words bigger."""
        frame, text = self.ctx.frame, self.ctx.text
        buttons = self.buttons()
        column_width, height, step = self.column(buttons)
        field_width = max(480.0, text_width(text, frame, "8" * self.field.limit, 18) + 24)
        title = text.title(_(TITLE), frame.px(TITLE_SIZE), (0, 0, 0)).get_width() / frame.scale
        width = min(1200.0, max(640.0, column_width + 100, field_width + 40, title + 60))
        field_width = min(field_width, width - 40)
        lines = len(self.wrapped(_(INTRO), INTRO_SIZE, width - 40))
        intro = lines * line_height(text, frame, INTRO_SIZE)
        field_top = max(134.0, 91 + intro + 12)
        field_height = max(50.0, line_height(text, frame, 18) + 14)
        field_bottom = field_top + field_height
        words = len(self._words(width - 40)) * line_height(text, frame, DEAL_SIZE)
        words_top = field_bottom + max(8.0, 40 - words / 2)
        buttons_top = max(field_bottom + 86, words_top + words + 12)
        total = buttons_top + height + step * (len(buttons) - 1) + 32
        top = min(150.0, max(10.0, 710 - total))
        return CodePlaces(
            top, total, width, field_top, field_width, field_height, words_top, buttons_top
        )

    def _words(self, width: float) -> list[str]:
        """The deal the code stands for, or what is wrong with it, in as many lines as it takes
        (the panel grows for them): Spanish "…: el carácter de control no coincide (¿una
        errata?)" takes three at 200%, and lost its reason when two were the most."""
        deal = self.deal()
        if isinstance(deal, str):
            words = deal
        else:
            words = deal_text(game_named(deal.game).title, deal.players, deal.variants)
        return self.wrapped(words, DEAL_SIZE, width)

    def laid_out(self) -> list[Button]:
        places = self.places()
        self.first_button_y = places.top + places.buttons_top
        return super().laid_out()

    def draw(self, surface: pygame.Surface) -> None:
        frame, c = self.ctx.frame, self.ctx.theme.colors
        draw_felt(surface, self.ctx.theme)
        at = self.places()
        self.draw_card_panel(surface, at.top, at.height, at.width)
        self.title_text(surface, _(TITLE), at.top + 54, TITLE_SIZE)
        self.text_block(surface, _(INTRO), at.top + 91, INTRO_SIZE, dim=True, width=at.width - 40)
        look = (self.ctx.theme, self.ctx.text, frame)
        field = frame.rect(
            640 - at.field_width / 2, at.top + at.field_top, at.field_width, at.field_height
        )
        self.field.draw(surface, field, look, self.clock)
        deal = self.deal()
        color = c.good if isinstance(deal, Deal) else c.danger if self.feedback else c.text_dim
        self.block(
            surface, self._words(at.width - 40), at.top + at.words_top, DEAL_SIZE, color=color
        )
        self.draw_buttons(surface)

    def _note(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        """A refused Enter is said once, in red, in the line under the field (not again
        under the buttons, outside the panel)."""
        if not self.feedback:
            super()._note(surface, buttons)
