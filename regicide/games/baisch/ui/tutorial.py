"""The interactive first game: the Baisch table with a coach in the right-hand column that
says what to do and rings what it is about (regicide/games/baisch/ui/lesson.py holds the
lesson). The setup and draft screens keep that column free for the coach. The game and the
lesson's step are saved in the tutorial's own file, so it can be left and resumed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from regicide.games.baisch.definition import GAME
from regicide.games.baisch.engine import Game, Hero, Phase, Status, parse_card
from regicide.games.baisch.ui.hero_pieces import keys_top
from regicide.games.baisch.ui.layout import OWN_PIECES, RIGHT_W, RIGHT_X, TOP_BAR, Zone
from regicide.games.baisch.ui.lesson import (
    OPPONENT,
    PERSON,
    ScriptedOpponent,
    Step,
    lesson,
    resume_step,
    tutorial_record,
)
from regicide.games.baisch.ui.setup_screen import BOXES, DISCARD, KING, SLOTS
from regicide.games.baisch.ui.table import BaischTable
from regicide.i18n import N_, _
from regicide.play.lesson import Lesson
from regicide.play.opening import Opening
from regicide.play.session import Seat, SeatKind, Session
from regicide.store.saves import SaveError, load_saved
from regicide.ui.bar import draw_buttons
from regicide.ui.context import AppContext
from regicide.ui.scene import soonest
from regicide.ui.widgets import (
    Button,
    blit_text,
    draw_panel,
    fit_label,
    fit_lines,
    heading_lines,
)

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PULSE_SECONDS = 0.5  # the coach's ring thickens and thins by turns, this long each
RING_WIDTH = 6  # design pixels of the ring's line at its thickest
RING_PAD = 0  # the ring runs on the edge of what it is about, inward (captions sit close)
#: The heading's (lines, design size) to try in turn: one line a little smaller rather than
#: two, then two lines rather than a whisper or a cut.
HEADING_FITS = ((1, 16), (1, 14), (1, 12), (2, 14), (2, 12))
SCREEN_COACH = (RIGHT_X, TOP_BAR + 6, RIGHT_W, 720 - TOP_BAR - 12)  # beside the setup
DRAFT_W = 236.0  # beside the draft, narrower (its cells need the width)
DRAFT_COACH = (1280 - 8 - DRAFT_W, TOP_BAR + 6, DRAFT_W, 720 - TOP_BAR - 12)


class TutorialTable(BaischTable):
    restart_label = N_("Start the tutorial again")
    again_label = restart_label  # the end screen's first button starts the lesson again
    screen_area = (0.0, RIGHT_X - 10)
    draft_area = (0.0, DRAFT_COACH[0] - 6)

    def __init__(
        self, ctx: AppContext, session: Session, lesson: Lesson[Step], **kwargs: bool
    ) -> None:
        super().__init__(ctx, session, **kwargs)
        self.lesson = lesson

    def on_screen(self) -> bool:
        """The setup or the draft screen is up (the coach then takes the whole column)."""
        state = self.state
        if state.phase is Phase.SETUP:
            return self.setup_screen is not None
        return state.phase is Phase.DRAFT and self.person_playing

    def coach_box(self) -> pygame.Rect:
        if not self.on_screen():
            return self.board.layout.info
        box = DRAFT_COACH if self.state.phase is Phase.DRAFT else SCREEN_COACH
        return self.ctx.frame.rect(*box)

    def next_button(self) -> Button:
        button = Button(_("Next"), self.next_step, hint=_("Enter"))
        box = self.coach_box()
        frame = self.ctx.frame
        button.rect = pygame.Rect(0, 0, frame.px(110), frame.px(32))
        button.rect.bottomright = (box.right - frame.px(10), box.bottom - frame.px(10))
        button.font_size = frame.px(15)
        return button

    def next_step(self) -> None:
        self.lesson.next(self.session)
        self.session.note_time()

    def side_covered(self) -> bool:
        """The coach lies over the side column while a step is taught (the log aside)."""
        return self.lesson.step is not None and not self.ctx.log_open

    def _waits(self) -> bool:
        step = self.lesson.step
        taught = step is not None and step.expect is None and not step.arrange
        return taught and not self.animating

    def _arranged(self) -> bool:
        """A setup step's cards lie in its boxes on the setup screen."""
        step, screen = self.lesson.step, self.setup_screen
        if step is None or not step.arrange or screen is None:
            return False
        where = list(zip(screen.choosing.cards, screen.choosing.roles, strict=True))
        return all((parse_card(card), box) in where for card, box in step.arrange)

    def tick(self, dt: float) -> None:
        """The table's time; a setup step done on the setup screen moves the lesson on."""
        super().tick(dt)
        while self._arranged():
            self.next_step()

    def frame_wanted(self) -> float | None:
        """The table's needs, and the coach's ring changing thickness."""
        step = self.lesson.step
        if step is None or self.target(step.point) is None:
            return super().frame_wanted()
        return soonest(super().frame_wanted(), PULSE_SECONDS - self.clock % PULSE_SECONDS)

    def on_event(self, event: pygame.event.Event) -> None:
        if self._waits():
            key = event.type == pygame.KEYDOWN and event.key in ENTER
            click = (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and self.next_button().rect.collidepoint(event.pos)
            )
            if key or click:
                self.next_step()
                return
        super().on_event(event)

    def target(self, point: str | None) -> pygame.Rect | None:
        """Where what the step is about lies on screen now."""
        layout = self.board.layout
        if point is None:
            return None
        if self.on_screen():
            return self._on_screen(point)
        kind, _sep, rest = point.partition(" ")
        if kind in ("slot", "king"):
            numbers = [int(word) for word in rest.split()]
            index = numbers[1] if kind == "slot" else 0
            return self._beside(layout.zone_rect(Zone(kind, numbers[0], index)), below=False)
        stacks = [
            layout.stack_cards(n, len(stack.cards)) for n, stack in enumerate(self.state.stacks)
        ]
        places = {
            "own": self._own_row(),
            "opponent": layout.zone_rect(Zone("king", OPPONENT)).union(
                layout.zone_rect(Zone("slot", OPPONENT, 3))
            ),
            "stack A": self._beside(stacks[0], below=False),
            "stacks": self._beside(stacks[0].union(stacks[1]), below=False),
            "symbol": self._around(layout.symbol),
            "heroes": self._heroes(),
            "graveyard": layout.zone_rect(Zone("graveyard")),
            "panel": self._around(layout.panel),
            "hand": self._hand(),
        }
        return places.get(point)

    def _on_screen(self, point: str) -> pygame.Rect | None:
        """Places on the setup and draft screens: the dealt cards, a box, Confirm, a hero."""
        frame, screen = self.ctx.frame, self.setup_screen
        kind, _sep, rest = point.partition(" ")
        if kind == "hero" and self.state.phase is Phase.DRAFT:
            pool = self.state.pool
            hero = Hero(rest)
            return self._around(self.draft.cell(frame, pool.index(hero))) if hero in pool else None
        if screen is None:
            return None
        if kind == "dealt":  # the cards with their numbers under them
            cards = [screen.card_rect(frame, i) for i in range(len(screen.choosing.cards))]
            return self._around(self._under(cards[0].unionall(cards[1:]), 12))
        boxes = {"box king": (KING,), "box discard": (DISCARD,), "box slots": SLOTS}
        if point in boxes:  # the boxes with their captions under them
            rects = [screen.box_rect(frame, role) for role in boxes[point] if role in BOXES]
            return self._around(self._under(rects[0].unionall(rects[1:]), 13))
        if point == "confirm":
            return self._around(screen.buttons(frame)[-1].rect)
        return None

    def _under(self, rect: pygame.Rect, size: int) -> pygame.Rect:
        """`rect` and a line of words of design `size` just under it."""
        frame = self.ctx.frame
        high = self.ctx.text.body_font(frame.px(size)).get_height() + frame.px(4)
        return rect.union(rect.move(0, high))

    def _own_row(self) -> pygame.Rect:
        """The own King and slots: the ring outside the cards at the sides and below (off the
        "face down" bands across their feet), along their top edge above (under their
        captions, clear of the deck's count over them)."""
        layout = self.board.layout
        row = layout.zone_rect(Zone("king", PERSON)).union(
            layout.zone_rect(Zone("slot", PERSON, 3))
        )
        return self._beside(row)

    def _beside(self, cards: pygame.Rect, *, below: bool = True) -> pygame.Rect:
        """A ring outside `cards` at the sides (off the rank and suit in their corners:
        round the Harvest stacks it crossed the 8♠'s) and, `below`, under them; along their
        top edge above (under their captions; a stack's foot is left alone too, the own
        King's caption lies just under it)."""
        margin = self.ctx.frame.px(RING_WIDTH)
        return pygame.Rect(
            cards.left - margin,
            cards.top,
            cards.width + 2 * margin,
            cards.height + (margin if below else 0),
        )

    def _hand(self) -> pygame.Rect:
        """The hand with its number discs inside the ring (its line once crossed them)."""
        frame = self.ctx.frame
        top = keys_top(self.ctx.look, frame) - RING_WIDTH - 1
        return frame.rect(18, top, 940, 716 - top)

    def _heroes(self) -> pygame.Rect:
        """The own heroes with the seat's name above them."""
        rect = self.board.layout.rect(OWN_PIECES)
        name = self.ctx.text.body(_("Seat"), self.ctx.frame.px(13), self.ctx.theme.colors.text)
        margin = self.ctx.frame.px(RING_WIDTH + 2)  # the ring's line keeps off the words
        rect = rect.union(rect.move(0, -name.get_height() - margin))
        return rect.inflate(2 * margin, margin).move(0, margin // 2)

    def _around(self, box: pygame.Rect) -> pygame.Rect:
        """A box with words inside: the ring runs just outside it, off its words."""
        margin = self.ctx.frame.px(RING_WIDTH)
        return box.inflate(2 * margin, 2 * margin)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The table (or the setup or draft screen), the coach over its side column, and its
        ring round what it is about."""
        super().draw_table(surface)
        step = self.lesson.step
        if step is None or self.ctx.log_open:
            return
        screen = self.setup_screen
        if screen is not None and self.state.phase is Phase.SETUP:
            hand = list(screen.choosing.cards)  # its number keys pick the dealt cards
        else:
            sprites = self.board.hand_sprites()
            hand = [sprite.shown for sprite in sprites if sprite.shown is not None]
        self._coach(surface, step.heading(), step.said(hand))
        ring = self.target(step.point) if not self.animating else None
        if ring is not None:
            width = RING_WIDTH // 2 if int(self.clock / PULSE_SECONDS) % 2 else RING_WIDTH
            pulse = self.ctx.frame.px(width)
            color = self.ctx.theme.colors.highlight
            pad = self.ctx.frame.px(RING_PAD)
            pygame.draw.rect(surface, color, ring.inflate(pad, pad), pulse, self.ctx.frame.px(10))

    def _coach(self, surface: pygame.Surface, title: str, text: str) -> None:
        ctx = self.ctx
        frame, colors = ctx.frame, ctx.theme.colors
        box = self.coach_box()
        draw_panel(
            surface, box, colors.panel, colors.highlight, alpha=250, radius=frame.px(12), border=3
        )
        x, width = box.left + frame.px(12), box.width - frame.px(24)
        count = _("Tutorial · step {step} of {steps}").format(
            step=self.lesson.index + 1, steps=len(self.lesson.steps)
        )
        head = fit_label(ctx.text, count, width, frame.px(12), colors.text_dim)
        y = blit_text(surface, head, "topleft", (x, box.top + frame.px(8))).bottom
        y += frame.px(2)
        fits = [(most, frame.px(size)) for most, size in HEADING_FITS]
        heading, px = heading_lines(ctx.text, title, width, fits)
        for words in heading:  # wrapped, never cut ("Eine Verteidigungskarte an…", issue 35)
            name = fit_label(ctx.text, words, width, px, colors.accent, bold=True)
            y = blit_text(surface, name, "topleft", (x, y)).bottom
        y += frame.px(4)
        bottom = self.next_button().rect.top if self._waits() else box.bottom
        room = (width, bottom - frame.px(4) - y)
        for line in fit_lines(ctx.text, text, room, frame.px(13), colors.text):
            y = blit_text(surface, line, "topleft", (x, y)).bottom
        if self._waits():
            button = self.next_button()
            draw_buttons(
                surface,
                [button],
                text=ctx.text,
                palette=ctx.palette,
                mouse=self.mouse,
                focused=None,
            )

    def restart(self, *, same_deal: bool = False) -> None:
        """The pause menu's restart: the tutorial from its first step (its one deal)."""
        start_tutorial(self.ctx, fresh=True)

    def next_game(self) -> Callable[[], None] | None:
        """The end screen offers a real game against the casual computer, the lesson's
        next step, besides the lesson again."""
        opening = Opening(GAME.name, 2, seats=("human", "casual"))
        return lambda: self.ctx.navigation.deal(opening)


def start_tutorial(ctx: AppContext, *, fresh: bool = False) -> None:
    """Open the tutorial where it was left (or from the start), on its own save file."""
    game, step = tutorial_record().new_game(), 0
    extra: dict[str, Any] = {}
    saved = None if fresh else _saved(ctx)
    if saved is not None:
        game, extra, step = saved
    taught = lesson(step)
    seats = (Seat(), Seat(SeatKind.COMPUTER, ScriptedOpponent(taught)))
    session = Session(GAME, game, seats, saver=ctx.tutorial_saver, extra=extra)
    taught.attach(session)
    ctx.stack.reset(TutorialTable(ctx, session, taught))


def _saved(ctx: AppContext) -> tuple[Game, dict[str, Any], int] | None:
    """The tutorial game left unfinished, with its step (None: none to resume)."""
    path = ctx.tutorial_saver.path
    if not path.exists():
        return None
    try:
        kind, match, extra = load_saved(path)
    except SaveError:
        return None
    if kind is not GAME or not isinstance(match, Game) or match.state.status is Status.OVER:
        return None
    if match.state_after(0) != tutorial_record().new_game().state_after(0):
        return None  # a save of an older tutorial's deal: its steps no longer fit
    step = resume_step(extra, len(match.history))
    if step == 0 and match.history:
        return None
    return match, dict(extra), step
