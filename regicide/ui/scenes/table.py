"""The table: the whole game, played with animated, draggable cards.

Flow of a play (ARCHITECTURE.md): the player selects cards (the engine checks and previews
them live), drops them on the enemy or presses Play; the scene submits the command, autosaves,
and turns the events into animations. When they end every sprite snaps to the layout of the
engine's state. Input waits while cards move; a click or a key skips the animation.
"""

from __future__ import annotations

import time

import pygame

from regicide.engine import (
    Card,
    Command,
    Discard,
    FlipToken,
    Game,
    GameState,
    IllegalMove,
    Phase,
    PlayCards,
    Status,
    Yield,
    can_play,
    discard_problem,
    flip_problem,
    yield_problem,
    yielding_allowed,
)
from regicide.ui.anim import Timeline
from regicide.ui.choreo import Pace, choreograph, transition
from regicide.ui.context import AppContext
from regicide.ui.hud import Hud, banner_text, seat_name
from regicide.ui.layout import CardKey, TableLayout, Zone, card_keys
from regicide.ui.scene import Scene
from regicide.ui.scenes.game_over import GameOverScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.table_draw import TableDrawer
from regicide.ui.scenes.table_input import TableInput
from regicide.ui.sprites import CardSprite, SpriteRenderer
from regicide.ui.stage import Stage
from regicide.ui.widgets import Button

MESSAGE_SECONDS = 4.0


class TableScene(Scene):
    def __init__(self, ctx: AppContext, game: Game, *, animate_deal: bool = False) -> None:
        self.ctx = ctx
        self.game = game
        self.timeline = Timeline(ctx.settings.speed_factor)  # the game's events: input waits
        self.touches = Timeline(1.0)  # selection lifts and snap-backs: input does not wait
        self.sprites: dict[CardKey, CardSprite] = {}
        self.renderer = SpriteRenderer(ctx.art, ctx.theme.colors.highlight)
        self.hud = Hud(ctx.theme, ctx.text, ctx.art)
        self.selection: set[CardKey] = set()
        self.viewer = game.state.current
        self.covered = self._needs_cover()
        self.message = ""
        self.message_until = 0.0
        self.clock = 0.0
        self.game_over_shown = False
        self._frame = ctx.frame
        self._animate_deal = animate_deal
        self._art_ready = False  # every image the table may need has been drawn
        self.tokens_in_flight: set[int] = set()
        self.settled = False  # settle() has run since the state last changed
        self.input = TableInput(self)
        self.drawer = TableDrawer(self)

    # -- state helpers ---------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def layout(self) -> TableLayout:
        return TableLayout(self.ctx.frame, self.state.players)

    @property
    def animating(self) -> bool:
        return self.timeline.blocking

    @property
    def hot_seat(self) -> bool:
        """More than one human shares the screen, so hands are covered between turns."""
        return self.state.players > 1 and not self.state.rules.open_hands

    def _needs_cover(self) -> bool:
        return self.hot_seat and self.state.status is Status.PLAYING

    def hand_keys(self) -> list[CardKey]:
        """The viewer's hand, left to right."""
        located = card_keys(self.state)
        mine = [
            (index, key)
            for key, (zone, seat, index) in located.items()
            if zone is Zone.HAND and seat == self.viewer
        ]
        return [key for _, key in sorted(mine)]

    def selected_cards(self) -> tuple[Card, ...]:
        return tuple(key[0] for key in self.hand_keys() if key in self.selection)

    def stage(self, timeline: Timeline | None = None) -> Stage:
        selection = frozenset(self.selection)
        layout = self.layout
        if timeline is None:
            self.touches.skip()  # the game's animation takes over every card
        return Stage(
            timeline=timeline or self.timeline,
            sprites=self.sprites,
            layout=layout,
            place=lambda state: layout.placements(state, self.viewer, selection, self.covered),
            art=self.ctx.art,
            text=self.ctx.text,
            sounds=self.ctx.sounds,
            palette=self.hud.colors,
            viewer=self.viewer,
            tokens_in_flight=self.tokens_in_flight,
        )

    # -- scene hooks -----------------------------------------------------------------------

    def enter(self) -> None:
        """First shown, or back from a menu: settings (speed, theme) may have changed."""
        self.timeline.speed = self.ctx.settings.speed_factor
        if self.hud.theme is not self.ctx.theme:
            self.renderer = SpriteRenderer(self.ctx.art, self.ctx.theme.colors.highlight)
            self.hud = Hud(self.ctx.theme, self.ctx.text, self.ctx.art)
            self._art_ready = False
        self.renderer.standard_widths = self.layout.standard_widths()
        self.ctx.art.warm(self.layout.art_wanted(self.state, self.viewer)[:24], seconds=0.05)
        if self._animate_deal:
            self._animate_deal = False
            choreograph(self.stage(), self.game.origin, self.game.setup)
        elif not self.animating:
            self.sync()

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.ctx.autosaver.error:
            self.say(self.ctx.autosaver.error)
            self.ctx.autosaver.error = None
        if self.ctx.frame != self._frame:
            self._frame = self.ctx.frame
            self._art_ready = False
            self.renderer.standard_widths = self.layout.standard_widths()
            self.touches.skip()
            self.timeline.skip()
            self.sync()
        self.touches.update(dt)
        self.timeline.update(dt)
        if not self.animating and not self.settled:
            self.settled = True
            self.settle()
        if self.state.status is not Status.PLAYING and not self.timeline.busy:
            self._show_game_over()
        if not self.timeline.busy and not self._art_ready:
            wanted = self.layout.art_wanted(self.state, self.viewer)
            self._art_ready = self.ctx.art.warm(wanted, seconds=0.003)
        self.input.update_drag_glow()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)

    # -- the truth: sprites at the layout of the state ------------------------------------

    def sync(self) -> None:
        """Put every sprite exactly where the state says (after animations, resizes, covers)."""
        placements = self.layout.placements(
            self.state, self.viewer, frozenset(self.selection), self.covered
        )
        for key in list(self.sprites):
            if key not in placements:
                del self.sprites[key]
        for key, placement in placements.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                self.sprites[key] = CardSprite.at(key, placement)
            else:
                sprite.place(placement)

    def settle(self) -> None:
        """Nothing moves and the state changed: hand the table to the seat that must act
        (behind the cover in hot seat), and put every card where the state says. The end of
        the game shows once the last effects have faded (update)."""
        state = self.state
        handover = state.status is Status.PLAYING and state.current != self.viewer
        if handover:
            self.viewer = state.current
            self.selection.clear()
            self.covered = self._needs_cover()
        if handover and not self.covered:
            transition(self.stage(), state, state, Pace(0.3))  # the next hand slides in
        else:
            self.sync()

    def _show_game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        self.ctx.stack.push(GameOverScene(self.ctx, self))

    def uncover(self) -> None:
        """The seat to play has taken the screen: show its hand."""
        self.covered = False
        transition(self.stage(), self.state, self.state, Pace(0.35))

    # -- commands --------------------------------------------------------------------------

    def submit(self, command: Command) -> bool:
        """Play a command for the current seat; an illegal one leaves a message instead."""
        before = self.state
        try:
            events = self.game.submit(command)
        except IllegalMove as illegal:
            self.say(illegal.reason)
            self.snap_back()
            return False
        self.selection.clear()
        self.message = ""
        self.settled = False
        choreograph(self.stage(), before, events)
        self.autosave()
        return True

    def undo(self) -> None:
        before = self.state
        if self.animating:
            self.timeline.skip()
        if self.game.undo() is None:
            self.say("Nothing to undo.")
            return
        self._after_time_travel(before)

    def redo(self) -> None:
        before = self.state
        if self.animating:
            self.timeline.skip()
        turn = self.game.redo()
        if turn is None:
            self.say("Nothing to redo.")
            return
        self.selection.clear()
        self.game_over_shown = False
        self.settled = False
        choreograph(self.stage(), before, turn.events)
        self.autosave()

    def _after_time_travel(self, before: GameState) -> None:
        self.selection.clear()
        self.game_over_shown = False
        self.settled = False
        if self.state.current != self.viewer and self.hot_seat:
            self.viewer = self.state.current
            self.covered = True
            self.sync()
        else:
            self.viewer = self.state.current
            transition(self.stage(), before, self.state, Pace(0.35))
        self.autosave()

    def play_selection(self) -> None:
        if self.state.phase is Phase.SUFFER:
            self.submit(Discard(self.selected_cards()))
        elif not self.selection:
            self.say("Select cards to play first (click them, or press 1–8).")
        else:
            self.submit(PlayCards(self.selected_cards()))

    def try_yield(self) -> None:
        self.submit(Yield())

    def flip_token(self) -> None:
        self.submit(FlipToken())

    def autosave(self) -> None:
        """After every command (the write itself happens off the frame, see Autosaver)."""
        self.ctx.autosaver.save(self.game)

    # -- selection and feedback ------------------------------------------------------------

    def toggle(self, key: CardKey) -> None:
        if key in self.selection:
            self.selection.remove(key)
        else:
            self.selection.add(key)
        self.ctx.sounds.play("card", 0.25)
        transition(self.stage(self.touches), self.state, self.state, Pace(0.12))

    def snap_back(self) -> None:
        """Return dragged or lifted cards to their places."""
        transition(self.stage(self.touches), self.state, self.state, Pace(0.25))

    def say(self, text: str) -> None:
        self.message = text
        self.message_until = self.clock + MESSAGE_SECONDS

    @property
    def current_message(self) -> str:
        return self.message if self.clock < self.message_until else ""

    # -- what the player may do now (asked of the engine) -----------------------------------

    def banner(self) -> str:
        state = self.state
        return banner_text(state, yield_problem(state) is None, flip_problem(state) is None)

    def action_buttons(self) -> list[Button]:
        state = self.state
        layout = self.layout
        if self.covered or state.status is not Status.PLAYING or state.phase is Phase.CHOOSE_NEXT:
            return []
        if state.phase is Phase.SUFFER:
            buttons = [self._discard_button()]
        else:
            buttons = [self._play_button()]
            if yielding_allowed(state):
                buttons.append(self._yield_button())
        if state.is_solo and (state.tokens_left or state.phase is Phase.PLAY):
            buttons.append(self._flip_button())
        for index, button in enumerate(buttons):
            button.rect = layout.action_button(index, len(buttons))
        return buttons

    def _play_button(self) -> Button:
        problem = (
            "Select cards first."
            if not self.selection
            else can_play(self.state, self.selected_cards())
        )
        return Button("Play", self.play_selection, problem is None, problem or "", "Enter")

    def _yield_button(self) -> Button:
        problem = yield_problem(self.state)
        return Button("Yield", self.try_yield, problem is None, problem or "", "Y")

    def _flip_button(self) -> Button:
        problem = flip_problem(self.state)
        return Button("Flip token", self.flip_token, problem is None, problem or "", "F")

    def _discard_button(self) -> Button:
        state = self.state
        cards = self.selected_cards()
        problem = discard_problem(cards, state.damage_due, strict=state.rules.strict_discard)
        return Button("Discard", self.play_selection, problem is None, problem or "", "Enter")

    def top_buttons(self) -> list[Button]:
        layout = self.layout
        buttons = [
            Button("Menu", self.open_menu, hint="Esc"),
            Button("Redo", self.redo, self.game.can_redo, "Nothing to redo.", "Ctrl+Y"),
            Button("Undo", self.undo, self.game.can_undo, "Nothing to undo.", "Ctrl+Z"),
        ]
        for index, button in enumerate(buttons):
            button.rect = layout.small_button(index)
        return buttons

    def open_menu(self) -> None:
        self.timeline.skip()
        self.input.cancel_drag()
        self.ctx.stack.push(PauseScene(self.ctx, self))

    def restart(self) -> None:
        """A new deal with the same players and rules."""
        state = self.state
        game = Game.new(state.players, seed=new_seed(), rules=state.rules)
        self.ctx.stack.replace(TableScene(self.ctx, game, animate_deal=True))

    def seat_label(self, seat: int) -> str:
        return seat_name(seat, self.state.players)


def new_seed() -> int:
    """A fresh seed for a new deal (the engine itself never reads the clock)."""
    return time.time_ns() % 2_147_483_647
