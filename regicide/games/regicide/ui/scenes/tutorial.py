"""The interactive tutorial: the table, with a coach that says what to do and points at it.

Everything else is the ordinary table: the lesson (regicide/games/regicide/ui/lesson.py) guards
the session so only the taught move goes through, and moves on when it is made. The deal and the
lesson's step are saved in their own file (tutorial.yaml), so the tutorial can be left and resumed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import Game, PlayCards, Status, parse_card
from regicide.games.regicide.narrate.marks import Mark, variant_mark
from regicide.games.regicide.ui.coach import (
    PANEL,
    Coach,
    CoachCard,
    card_panel,
    coach_panel,
    next_button,
    ring_changes_in,
    ring_room,
    shown_lines,
)
from regicide.games.regicide.ui.layout import CardKey, TableLayout
from regicide.games.regicide.ui.lesson import (
    Lesson,
    Script,
    TutorialError,
    load_script,
    resume_step,
)
from regicide.games.regicide.ui.scenes.new_game import VARIANTS
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.i18n import N_, _
from regicide.play.session import Session
from regicide.store.saves import SaveError, load_saved
from regicide.support.resources import asset_path
from regicide.ui.context import AppContext
from regicide.ui.scene import soonest
from regicide.ui.widgets import Button

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: Keys that scroll the coach's words when they are more than its panel shows (by lines).
COACH_PAGE_KEYS = {pygame.K_PAGEUP: -3, pygame.K_PAGEDOWN: 3}
#: The coach rises over the castle when under its caption it would show fewer lines of its
#: words than this (at a big UI scale in a small window), unless that hides what it points at.
COACH_LINES = 3


class TutorialScene(TableScene):
    asks_first = False  # the lesson teaches the Jester token: flipping one is the step
    restart_label = N_("Start the tutorial again")

    def __init__(self, ctx: AppContext, session: Session, lesson: Lesson, **kwargs: bool) -> None:
        super().__init__(ctx, session, **kwargs)
        self.lesson = lesson
        self.coach_scroll = ("", 0)  # (step number, lines of the coach's words scrolled past)
        self.ring_from = 0.0  # the clock when the coach's ring last began to breathe
        self.ring_step: object = None  # the step it breathed for

    # -- the coach --------------------------------------------------------------------------

    def coach(self) -> CoachCard | None:
        step = self.lesson.step
        if step is None:
            return None
        card = CoachCard(
            _(step.title),  # the tutorial file's words, in the part's catalog (extracting.py)
            _(step.text),
            _("Tutorial · step {step} of {steps}").format(
                step=self.lesson.index + 1, steps=len(self.lesson.steps)
            ),
            self.target(step.point) if not self.animating else None,
            step.expect is None,
            self.coach_bounds(),
            self.coach_scroll[1] if self.coach_scroll[0] == self.lesson.number else 0,
        )
        return self._placed(card)

    def _placed(self, card: CoachCard) -> CoachCard:
        """`card` in the first place that shows enough of its words (COACH_LINES) without
        hiding what it points at or crossing its ring: under the castle's caption, over the
        Jester tokens; else over the tokens (solo; they are not drawn under it) unless the
        step is about them; else in the side panel's place (it gives way); else under the
        top bar, over the castle and its count; else where most words show."""
        text, frame = self.ctx.text, self.ctx.frame
        ring = None if card.target is None else card.target.inflate(*[2 * ring_room(frame)] * 2)
        step = self.lesson.step
        lefts = [(True, True), (True, False), (False, True)]
        if step is not None and step.point == "tokens":
            lefts.remove((True, False))
        places = [
            replace(
                card, bounds=self.coach_bounds(under_castle=castle, over_tokens=tokens, ring=ring)
            )
            for castle, tokens in lefts
        ]
        places.insert(-1, self._beside(card))
        clear = [
            place
            for place in places
            if ring is None or not card_panel(text, frame, place).colliderect(ring)
        ] or places[:1]
        for place in clear:
            shown, total = shown_lines(text, frame, place)
            if shown >= min(total, COACH_LINES):
                return place
        return max(clear, key=lambda place: shown_lines(text, frame, place)[0])

    def _beside(self, card: CoachCard) -> CoachCard:
        """`card` in the side panel's place (the log drawer's): the right column, under the
        piles' captions and the note of the next draws, over the action buttons."""
        layout = self.board.layout
        frame = layout.frame
        room = layout.log_drawer
        top, note = room.top, self.board.known_draws_bottom(self.ctx.window.surface.get_rect())
        if note is not None:
            top = max(top, note + frame.px(6))
        column, width = layout.right_column()
        low, high = ((y - frame.offset[1]) / frame.scale for y in (top, room.bottom))
        return replace(card, bounds=(low, high), left=column + width - PANEL[2])

    def covers_preview(self) -> bool:
        """The coach lies in the side panel's place (a step about the Jester tokens, in a
        small window at a big UI scale): the side panel gives way to it."""
        card = self.coach()
        return card is not None and card.left != PANEL[0]

    def coach_bounds(
        self,
        *,
        under_castle: bool = True,
        over_tokens: bool = True,
        ring: pygame.Rect | None = None,
    ) -> tuple[float, float]:
        """The design y range the coach may take: under the castle's caption or under the
        top bar, over the hand's caption (solo, `over_tokens`: over the Jester tokens and
        their caption); clear of the `ring` where it goes round something in the left column
        (the castle, the tokens)."""
        layout = self.board.layout
        frame = layout.frame
        top = layout.pile_caption_spot(layout.castle, "Castle · 40").bottom + frame.px(8)
        if not under_castle:
            top = layout.top_bar.bottom + frame.px(8)
        bottom = layout.own_label().top - frame.px(6)
        if self.state.players == 1 and over_tokens:
            bottom = min(bottom, layout.tokens_top() - frame.px(6))
        if ring is not None and ring.left < coach_panel(frame).right:
            if ring.centery < top:
                top = max(top, ring.bottom + frame.px(4))
            elif ring.centery > bottom:
                bottom = min(bottom, ring.top - frame.px(4))
        return (top - frame.offset[1]) / frame.scale, (bottom - frame.offset[1]) / frame.scale

    def scroll_coach(self, lines: int) -> None:
        """Scroll the coach's words by `lines` (when they are more than it shows)."""
        card = self.coach()
        if card is None:
            return
        shown, total = shown_lines(self.ctx.text, self.ctx.frame, card)
        self.coach_scroll = (self.lesson.number, max(0, min(card.scroll + lines, total - shown)))

    def next_action(self) -> Button:
        button = Button(_("Next"), self.next_step, hint=_("Enter"))
        card, frame = self.coach(), self.ctx.frame
        panel = card_panel(self.ctx.text, frame, card) if card else None
        button.rect = next_button(frame, panel, self.ctx.text)
        button.font_size = self.ctx.frame.px(16)
        return button

    def next_step(self) -> None:
        self.lesson.next(self.session)
        self.session.note_time()  # the step is remembered at once, not only at the next move

    def target(self, point: str | None) -> pygame.Rect | None:
        """The outline of what the step points at, where it is on screen now."""
        if point is None:
            return None
        kind, _space, name = point.partition(" ")
        if kind == "card":
            return self._card_target((parse_card(name), 0))
        if kind == "button":
            return next((b.rect for b in self.action_buttons() if b.label == _(name)), None)
        return self._place(point)

    def _card_target(self, key: CardKey) -> pygame.Rect | None:
        """A card and its number disc; in the hand, narrowed where its neighbours' discs
        stand over its edges (a fanned, tilted card's outline reaches under them), so that
        the ring passes beside them rather than through them."""
        rect = self.board.card_rect(key)
        if rect is None or key not in self.board.disc_cards:
            return rect
        rect = self._with_discs(rect, key)
        room = ring_room(self.ctx.frame) + 1
        own = self.board.key_spots[self.board.disc_cards.index(key)][0]
        for disc, _tip in self.board.key_spots:
            if disc.right <= own.left and disc.right + room > rect.left:
                rect.width -= disc.right + room - rect.left
                rect.left = disc.right + room
            elif disc.left >= own.right and disc.left - room < rect.right:
                rect.width = max(own.width, disc.left - room - rect.left)
        return rect

    def _with_discs(self, cards: pygame.Rect, key: CardKey | None = None) -> pygame.Rect:
        """Cards of the hand with their number discs (as the last frame drew them): card
        `key`'s, or every disc, so that the ring goes round the numbers, not through them."""
        board = self.board
        spots = zip(board.key_spots, board.disc_cards, strict=True)
        return cards.unionall([disc for (disc, _tip), owner in spots if key in (None, owner)])

    def _place(self, point: str) -> pygame.Rect | None:
        layout = self.board.layout
        if point == "hand":
            cards = [self.board.card_rect(key) for key in self.hand_keys()]
            found = [rect for rect in cards if rect is not None]
            return self._with_discs(found[0].unionall(found[1:])) if found else None
        if point == "tokens":
            return layout.tokens_with_caption()
        rects = {
            "castle": _with_caption(layout, layout.castle),
            "tavern": _with_caption(layout, layout.tavern),
            "discard": _with_caption(layout, layout.discard),
            "enemy": layout.enemy,
            "enemy_panel": layout.enemy_panel,
            "table": layout.table_area,
            "banner": layout.banner,
            "preview": layout.preview,
        }
        return rects.get(point)

    # -- scene hooks ------------------------------------------------------------------------

    def tick(self, dt: float) -> None:
        """The table's time, and the ring breathes again for a new step."""
        super().tick(dt)
        if self.lesson.step is not self.ring_step:
            self.ring_step, self.ring_from = self.lesson.step, self.clock

    @property
    def ring_clock(self) -> float:
        """Seconds since the coach's ring began to breathe (a new step, or the player acted)."""
        return self.clock - self.ring_from

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.ring_from = self.clock
        card = self.coach()
        if card is not None and card.waits and not self.animating and self._wants_next(event):
            self.next_step()
            return
        over = card is not None and card_panel(self.ctx.text, self.ctx.frame, card)
        if event.type == pygame.MOUSEWHEEL and over and over.collidepoint(self.mouse):
            self.scroll_coach(-event.y)
            return
        if event.type == pygame.KEYDOWN and card is not None and event.key in COACH_PAGE_KEYS:
            self.scroll_coach(COACH_PAGE_KEYS[event.key])
            return
        super().on_event(event)

    def _wants_next(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return event.key in ENTER_KEYS
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return bool(self.next_action().rect.collidepoint(event.pos))
        return False

    def frame_wanted(self) -> float | None:
        """The table's needs, and the coach's ring breathing round what it points at."""
        step = self.lesson.step
        if step is None or step.point is None:
            return super().frame_wanted()
        return soonest(super().frame_wanted(), ring_changes_in(self.ctx.frame, self.ring_clock))

    def covers_tokens(self) -> bool:
        """The coach lies over the Jester tokens where nowhere else shows enough of its
        words (a small window at a big UI scale): they are not drawn under it."""
        card = self.coach()
        if card is None or self.state.players != 1:
            return False
        tokens = self.board.layout.tokens_with_caption()
        return card_panel(self.ctx.text, self.ctx.frame, card).colliderect(tokens)

    def table_caption_free(self) -> bool:
        """Not while the coach's ring reaches into the table's caption's room: its line ran
        through the caption under the banner (the last step, at 960x540 200%)."""
        card = self.coach()
        if card is None or card.target is None:
            return True
        ring = card.target.inflate(*[2 * ring_room(self.ctx.frame)] * 2)
        return not ring.colliderect(self.board.layout.table_hint_room())

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """The coach over the table; a tooltip goes over it (the Jester token's ran under the
        coach at 960x540 200%)."""
        card = self.coach()
        if card is not None:
            coach = Coach(self.ctx.theme, self.ctx.text, self.ctx.palette, self.ctx.frame)
            coach.draw(surface, card, self.next_action(), self.mouse, self.ring_clock)

    def tooltip(self) -> str:
        """The table's tooltip, but none for what the coach's panel covers (a Jester token
        under it told of itself when the pointer was on Next)."""
        card = self.coach()
        if card is not None and card_panel(self.ctx.text, self.ctx.frame, card).collidepoint(
            self.mouse
        ):
            return ""
        return super().tooltip()

    def marks(self) -> list[Mark]:
        """The variants the practice deal plays (Solo yield), so that its Yield button is
        explained from the first step; no other marks (it is a stated position by design)."""
        rules = self.state.rules
        return [
            variant_mark(_(name), _(about))
            for key, name, *_shown, about in VARIANTS
            if getattr(rules, key)
        ]

    def play_selection(self) -> None:
        """Enter with nothing selected, on a step that teaches another move (a yield, a
        flip): the step's move, not "select cards"."""
        step = self.lesson.step
        taught = step.expect if step is not None else None
        if not self.selection and taught is not None and not isinstance(taught, PlayCards):
            self.say(self.lesson.guard(self.state, PlayCards(())) or "")
            return
        super().play_selection()

    def restart(self, *, same_deal: bool = False) -> None:
        """The pause menu's restart: the tutorial from its first step (its one deal)."""
        start_tutorial(self.ctx, fresh=True)


def start_tutorial(ctx: AppContext, *, fresh: bool = False) -> None:
    """Open the tutorial where it was left (or from the start), on its own save file."""
    try:
        script = load_script(asset_path("tutorial", "tutorial.yaml"))
    except TutorialError as error:
        ctx.notices.append(_("The tutorial could not be opened: {error}").format(error=error))
        return
    game, step = script.record.new_game(), 0
    extra: dict[str, Any] = {}
    saved = None if fresh else saved_tutorial(ctx, script)
    if saved is not None:
        game, extra, step = saved
    session = Session(GAME, game, saver=ctx.tutorial_saver, extra=extra)
    lesson = Lesson(script, step)
    lesson.attach(session)
    ctx.stack.reset(TutorialScene(ctx, session, lesson, animate_deal=step == 0))


def saved_tutorial(ctx: AppContext, script: Script) -> tuple[Game, dict[str, Any], int] | None:
    """The tutorial game left unfinished, with its step; None if there is none to resume."""
    path = ctx.tutorial_saver.path
    if not path.exists():
        return None
    try:
        kind, match, extra = load_saved(path)
    except SaveError:
        return None
    if kind is not GAME or not isinstance(match, Game):
        return None
    game = match
    step = resume_step(extra, script, len(game.history))
    if game.state.status is not Status.PLAYING or (step == 0 and game.history):
        return None
    return game, extra, step


def _with_caption(layout: TableLayout, pile: pygame.Rect) -> pygame.Rect:
    """A pile and its caption ("Castle · 11", as the hud draws it), so the ring goes round
    both instead of through the words."""
    return layout.pile_with_caption(pile)
