"""Claim's table: one game, played by the mouse (click or drag a card onto the trick) or the
keys (1–9 and 0 select a card, ←/→ move the selection, Enter plays it; Esc the menu, Ctrl+Z /
Ctrl+Y undo and redo, H a hint, A autoplay, L the log, F your follower pile).

The table host (regicide/ui/table_host.py) runs its life cycle (the cover between people,
computer turns, hints, autoplay, undo and redo, the archive, the end's verdict); this table
gives only its board, its input, how a move flies and its words. The board draws the seat
facing the screen's view, never the state. An expansion's choice (Seer, Ghost, Giant's smash)
is a row of buttons. Each move's cards fly where the rules send them (flights.py); a key or a
click lands them at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import partial

import pygame

from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import (
    Card,
    Command,
    FactionClaimed,
    Game,
    GameState,
    PlayCard,
    SeatView,
    Status,
    TrickWon,
    view,
)
from regicide.games.claim.narrate import move_words
from regicide.games.claim.ui.board import LOG_PANEL, TALLY, Board
from regicide.games.claim.ui.chrome import CHOICE_HEIGHT, CHOICE_WIDTH, CHOICE_X, CHOICE_Y, Chrome
from regicide.games.claim.ui.ending import EndScene
from regicide.games.claim.ui.flights import Flights
from regicide.games.claim.ui.shown import Scene
from regicide.games.claim.ui.telling import (
    LastTrick,
    Saying,
    barred_cards,
    card_preview,
    is_you,
    last_trick,
    sayings,
    seat_names,
    table_faces,
    table_names,
    upper_first,
)
from regicide.i18n import _, short_day
from regicide.play.session import Session
from regicide.play.table import Moved, Rewound
from regicide.play.turns import Hint
from regicide.support.words import number_keys
from regicide.ui.announce import Lanes, float_plate, word_plate
from regicide.ui.context import AppContext
from regicide.ui.log_panel import LogPanel, LogView, tone_color
from regicide.ui.table_host import TableHost
from regicide.ui.widgets import DESIGN_SIZE, Button, button_at

DRAG_DISTANCE = 12  # window pixels the pointer moves before a press becomes a drag
NUMBER_KEYS = {pygame.K_1 + index: index for index in range(9)} | {pygame.K_0: 9}
SAYING_SECONDS = 1.6  # how long words about a move float (at the normal speed)
WORDS_BOTTOM = 470.0  # design y the floating words stay above (the line over the hand)
#: The felt floating words may take (design left, top, right, down to WORDS_BOTTOM), in the
#: order tried: centred under the trick, then under it from the discard pile to the last
#: trick, then under both.
WORD_BANDS = ((435.0, 356.0, 775.0), (320.0, 356.0, 775.0), (320.0, 416.0, 955.0))
SAYING_SIZES = (17, 14, 12)  # the words' design px, the largest that fits


class ClaimTable(TableHost):
    """The table scene of one Claim game (`animate_deal` is the protocol's: the deal shows at
    once; every move's cards fly)."""

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        super().__init__(ctx, session, animate_deal=animate_deal)
        self.board = Board(ctx.look, ctx.frame)
        self.chrome = Chrome(self)
        self.selected: int | None = None
        self.peeking = False
        self.pressed: tuple[int, tuple[int, int]] | None = None  # a hand card and where
        self.dragging = False
        self.mouse = (0, 0)
        self.flights = Flights()  # the cards in the air, and the table they leave meanwhile
        self.lanes = Lanes(self.flights.timeline)  # the words floated over a move as it lands
        self.hinted = False  # the message is a hint for the decision at hand

    # -- what the table shows --------------------------------------------------------------

    @property
    def game(self) -> Game:
        match = self.session.match
        assert isinstance(match, Game)
        return match

    @property
    def view(self) -> SeatView:
        view = self.session.view(self.viewer)
        assert isinstance(view, SeatView)
        return view

    @property
    def animating(self) -> bool:
        """Cards fly, or a finished trick is held a moment (a key or a click lands them)."""
        return self.flights.busy

    def scene(self) -> Scene:
        names, faces = self.names(), table_faces(self.session, self.viewer)
        shown = self.flights.shown
        other = self.other_hand(shown if self.animating and shown is not None else None)
        onlooker = self.play.watching
        if self.animating and shown is not None:
            seen = view(shown, self.viewer)
            flying = self.flights.flying
            return Scene(seen, names=names, flying=flying, faces=faces, other_hand=other,
                         onlooker=onlooker, log_open=self.ctx.log_open)  # fmt: skip
        view_now = self.view
        barred = barred_cards(view_now) if self.play.person_acting else {}
        return Scene(
            view_now,
            self.selected,
            self.peeking,
            names=names,
            last_trick=self.last_trick(),
            dragged_to=self.mouse if self.dragging else None,
            barred=frozenset(barred),
            faces=faces,
            hovered=self.hovered(),
            peek_key=not onlooker,
            other_hand=other,
            onlooker=onlooker,
            log_open=self.ctx.log_open,
        )

    def other_hand(self, shown: GameState | None) -> tuple[Card, ...] | None:
        """The other seat's hand face up to an onlooker of two computers (`all_hands`), as
        the cards in flight have it (`shown`) or as it is now; None: face down."""
        if not self.all_hands:
            return None
        state = shown or self.game.state
        return tuple(state.hands[2 - self.viewer])

    def hovered(self) -> int | None:
        """The hand card under the pointer (none while cards fly or the screen is covered)."""
        if self.covered or self.animating or self.dragging:
            return None
        return self.board.hand_index_at(self.mouse, len(self.view.hand), self.selected)

    def last_trick(self) -> LastTrick | None:
        return last_trick(self.game, self.viewer, self.session.hot_seat)

    def names(self) -> tuple[str, str]:
        return table_names(self.session, self.viewer)

    def choices(self) -> list[Command]:
        """An expansion's choice the person must make now (Seer, Ghost, Giant's smash)."""
        if not self.play.person_acting or self.covered or self.animating:
            return []
        return [move for move in self.view.legal_moves if not isinstance(move, PlayCard)]

    @property
    def note_lines(self) -> int:
        """How many lines the note over the hand may take (the tutorial's coach needs the
        room for its own)."""
        return 2

    def preview(self) -> str:
        """Why the card under the pointer may not be played (it is dimmed), else what the
        selected card would do (nothing while it is not the person's turn)."""
        view = self.view
        if not self.play.person_acting or self.covered:
            return ""
        hovered = self.hovered()
        barred = barred_cards(view)
        if hovered is not None and hovered in barred:
            return barred[hovered]
        if self.selected is None or self.selected >= len(view.hand):
            return ""
        return card_preview(view, self.selected)

    # -- the host's hooks: the board ----------------------------------------------------------

    def restyle(self) -> None:
        if self.board.look != self.ctx.look or self.board.frame != self.ctx.frame:
            self.board.restyle(self.ctx.look, self.ctx.frame)
            self.flights.skip()  # the places the cards fly to have moved

    def advance(self, dt: float) -> None:
        self.restyle()
        self.flights.update(dt, self.speed())

    def look(self, *, turned: bool) -> None:
        if turned:
            self.selected, self.peeking = None, False

    def frame_wanted(self) -> float | None:
        return self.flights.next_frame_in()

    def skip(self) -> None:
        self.flights.skip()

    def let_go(self) -> None:
        self.pressed, self.dragging = None, False

    def escape(self) -> bool:
        """Esc closes the follower strip first."""
        if self.peeking:
            self.peeking = False
            return True
        return False

    @property
    def holding(self) -> bool:
        return self.dragging

    def speed(self) -> float:
        """The player's animation speed, times the theme's (0: every card lands at once)."""
        return self.ctx.settings.speed_factor * self.ctx.theme.animation_speed

    def draw_table(self, surface: pygame.Surface) -> None:
        self.board.tally_box = self.tally_box()
        self.chrome.draw(surface)
        if self.ctx.log_open:
            panel = LogPanel(self.ctx.theme, self.ctx.text, self.ctx.frame)
            panel.draw(surface, self.log_view())

    def log_view(self) -> LogView:
        """The log as the seat facing the screen knew it (C-VIS-1), the computer by its level
        ("Strong AI") and the person as "you"."""
        names = seat_names(self.session)
        lines = self.log.lines(GAME, self.session.match, self.log_seat, names=names)
        return LogView(self.ctx.frame.rect(*LOG_PANEL), lines, self.log_back)

    def tally_box(self) -> tuple[float, float, float, float]:
        """The score panel (design x, y, width, height): it ends above the onlooker's
        caption when no person sits at the table (`caption_room`)."""
        x, y, width, height = TALLY
        return (x, y, width, height - self.caption_reserve() / self.ctx.frame.scale)

    def caption_room(self, surface: pygame.Surface) -> pygame.Rect:
        """The onlooker's caption: at the foot of the score panel's column."""
        column, foot = self.ctx.frame.rect(*TALLY), self.caption_height()
        return pygame.Rect(column.left, column.bottom - foot, column.width, foot)

    # -- input -------------------------------------------------------------------------------

    def on_event(self, event: pygame.event.Event) -> None:
        if self.animating and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.flights.skip()  # a key or a click lands the cards, and does no more
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        self._play_key(event.key)

    def _play_key(self, key: int) -> None:
        choices = self.choices()
        if key in NUMBER_KEYS and choices:
            index = NUMBER_KEYS[key]
            if index < len(choices):
                self.choose(choices[index])
        elif key in NUMBER_KEYS:
            self.select(NUMBER_KEYS[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step_selection(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.play_selected()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_f:
            self.toggle_peek()

    def _step_selection(self, step: int) -> None:
        """The arrows walk the cards the follow rule lets the person play (C-TRICK-3), every
        card while it bars none or it is not their card to play; a number key still picks
        any card, and playing a barred one says why it may not be."""
        count = len(self.view.hand)
        barred = barred_cards(self.view)
        playable = [index for index in range(count) if index not in barred] or list(range(count))
        if not playable:
            return
        start = self.selected if self.selected is not None else (-1 if step > 0 else count)
        ahead = [index for index in playable if (index - start) * step > 0]
        self.select(min(ahead, key=lambda index: abs(index - start)) if ahead
                    else playable[0 if step > 0 else -1])  # fmt: skip

    def _press(self, position: tuple[int, int]) -> None:
        button = button_at(self.chrome.buttons(), position)
        if button is not None:
            if not button.press() and button.reason:
                self.say(button.reason)
        elif self.board.followers_rect.collidepoint(position) and self.view.phase == 1:
            self.toggle_peek()
        else:
            index = self.board.hand_index_at(position, len(self.view.hand), self.selected)
            if index is not None:
                self.pressed = (index, position)

    def _motion(self, position: tuple[int, int]) -> None:
        self.mouse = position
        if self.pressed is not None and not self.dragging:
            start = self.pressed[1]
            if abs(position[0] - start[0]) + abs(position[1] - start[1]) > DRAG_DISTANCE:
                self.dragging = True
                self.selected = self.pressed[0]

    def _release(self, position: tuple[int, int]) -> None:
        pressed, dragged = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        if pressed is None:
            return
        if dragged:
            if self.board.trick_rect.collidepoint(position):
                self.play_selected()
        elif pressed[0] == self.selected:
            self.play_selected()  # a second click on the lifted card plays it
        else:
            self.select(pressed[0])

    # -- actions -----------------------------------------------------------------------------

    def select(self, index: int) -> None:
        if index < len(self.view.hand):
            self.selected = index
            self.ctx.sounds.play("card", 0.25)

    def play_selected(self) -> None:
        hand = self.view.hand
        if not self.play.person_acting:
            self.say(_("Wait: it is not your turn.") if not self.session.over
                     else _("The game is over."))  # fmt: skip
        elif self.choices():
            self.say(_("First choose with the buttons above your hand (1 or 2; H: a hint)."))
        elif self.selected is None or self.selected >= len(hand):
            keys = number_keys(len(hand))
            self.say(_("Select a card first (click it, or press {keys}).").format(keys=keys))
        elif self.selected in (barred := barred_cards(self.view)):
            self.refused(barred[self.selected])  # C-TRICK-3 in the player's words, not the engine's
        else:
            self.submit(PlayCard(hand[self.selected]))

    def show_move(self, moved: Moved) -> None:
        if self.hinted:  # the hint spoke of the decision just made: it is stale now
            self.message, self.hinted = "", False
        self.selected, self.pressed, self.dragging = None, None, False
        self.ctx.sounds.play(move_sound(moved.events), 0.4)
        self._fly(moved)

    def _fly(self, moved: Moved) -> None:
        """The move's cards fly from where they were to where the rules sent them, as the seat
        facing the screen sees them (at once at the instant speed)."""
        before = moved.before
        assert isinstance(before, GameState)
        reduced = self.ctx.settings.reduced_motion
        self.lanes.clear()  # no word outlives the move it spoke of
        self.flights.play(before, moved.events, self.viewer, self.board.spot, reduced=reduced)
        if not self.speed():
            self.flights.skip()
            return
        names = seat_names(self.session)
        for saying in sayings(moved.events, self.viewer, names):
            self._say_aloud(saying, self.flights.landed[saying.index])

    def _say_aloud(self, saying: Saying, start: float) -> None:
        """Words about the move shown a moment as its cards land, in the announcement lane
        (regicide/ui/announce.py): under the trick, never over its cards or the choice's
        buttons, smaller where the band is narrow (a small window at a big UI scale); none
        where there is no room (the log says it too). They keep still (the loop may sleep
        while a trick is held), then fade."""
        ctx = self.ctx
        tone = tone_color(ctx.theme, saying.tone)
        plates = [word_plate(ctx.text, ctx.theme, ctx.frame, saying.words, tone, size=size)
                  for size in SAYING_SIZES]  # fmt: skip
        choices = [(band, plate) for band in self.word_bands() for plate in plates]
        self.lanes.window = ctx.frame.rect(0, 0, *DESIGN_SIZE)
        float_plate(self.lanes, choices, (start, SAYING_SECONDS), 0)

    def draw_words(self, surface: pygame.Surface) -> None:
        """The words floating over the move as it lands."""
        self.flights.timeline.draw_effects(surface)

    def word_bands(self) -> list[pygame.Rect]:
        """Where floating words may go, in the order tried (WORD_BANDS): under the trick, down
        to the line over the hand and above anything the table puts there (an expansion's
        choice, the coach)."""
        frame = self.ctx.frame
        bands = []
        for left, top, right in WORD_BANDS:
            band = frame.rect(left, top, right - left, WORDS_BOTTOM - top)
            for rect in self.word_obstacles():
                if rect.right > band.left and rect.left < band.right and rect.bottom > band.top:
                    band.height = min(band.height, rect.top - frame.px(4) - band.top)
            if band.height > 0:
                bands.append(band)
        return bands

    def word_obstacles(self) -> list[pygame.Rect]:
        """What the words must leave clear under the trick: the buttons of a choice the person
        faces after this move (Seer, Ghost, Giant's smash)."""
        person = self.view.to_act == self.viewer and not self.session.computer_to_act
        choice = person and any(not isinstance(m, PlayCard) for m in self.view.legal_moves)
        if not choice:
            return []
        frame = self.ctx.frame
        return [frame.rect(CHOICE_X, CHOICE_Y, CHOICE_WIDTH, 2 * CHOICE_HEIGHT + 6)]

    def toggle_peek(self) -> None:
        """Turn your follower pile up or down (you may look at it, C-VIS-3 / DEC-4)."""
        self.peeking = not self.peeking and bool(self.view.followers)

    def rewind(self, rewound: Rewound) -> None:
        self.selected, self.peeking = None, False

    def show_hint(self, hint: Hint) -> None:
        command = hint.command
        if isinstance(command, PlayCard) and command.card in self.view.hand:
            self.selected = self.view.hand.index(command.card)
        super().show_hint(hint)
        self.hinted = True

    # -- menus and the end -------------------------------------------------------------------

    def daily_words(self) -> str | None:
        """The pause menu's name for a daily deal, its day in the language's form ("Claim du
        jour 29 nov.", not "2026-11-29")."""
        day = self.daily_day()
        return _("Daily Claim {day}").format(day=short_day(day)) if day is not None else None

    def show_ending(self, verdict: str) -> None:
        day = self.daily_day()
        share = GAME.share_line(self.game, day) if day is not None else None
        self.ctx.stack.push(EndScene(self.ctx, self, share, verdict))

    def daily_day(self) -> date | None:
        try:
            return date.fromisoformat(self.session.daily or "")
        except ValueError:
            return None

    def card_buttons(self) -> list[Button]:
        """The choice a person must make now, as buttons (1, 2 press them too)."""
        return [
            Button(upper_first(move_words(move)), partial(self.choose, move), hint=str(n))
            for n, move in enumerate(self.choices(), 1)
        ]

    def choose(self, move: Command) -> None:
        """An expansion's choice, from its button."""
        self.submit(move)

    def status_text(self) -> str:
        """Whose turn, in a few words, for the top bar."""
        view = self.view
        shown = self.flights.shown
        if self.animating and shown is not None:  # the words wait for the cards, too
            return _("The trick is played") if shown.winner and shown.table else _("The cards move")
        if view.status is not Status.PLAYING:
            return _("The game is over")
        mine, theirs = self.names()
        if self.play.computer_acting:
            if view.to_act != self.viewer:
                return _("{who} is thinking…").format(who=theirs)
            if self.play.watching:
                return _("{who} is thinking…").format(who=mine)
            return _("Autoplay…")
        return _("Your move") if is_you(mine) else _("{who}: your move").format(who=mine)


def move_sound(events: Sequence[object]) -> str:
    """The sound of a move: a faction decided at the end, a trick won, or a card laid."""
    if any(isinstance(event, FactionClaimed) for event in events):
        return "claimed"
    if any(isinstance(event, TrickWon) for event in events):
        return "trick"
    return "card"
