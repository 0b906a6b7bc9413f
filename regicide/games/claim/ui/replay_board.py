"""Claim's board in the replay viewer (`regicide.ui.kits.ReplayBoard`): the table as the seat
to act saw it at each moment (with spoilers: the other hand and the deck too), a banner with
the phase and trick, and each trick's end marked on the scrub bar (the phase change strong)."""

from __future__ import annotations

import pygame

from regicide.games.claim.engine import (
    HAND_SIZE,
    TRICKS,
    Card,
    Game,
    GameState,
    TrickWon,
    view,
)
from regicide.games.claim.narrate import cards_text
from regicide.games.claim.ui.board import LOG_PANEL, Board
from regicide.games.claim.ui.shown import Scene
from regicide.games.claim.ui.telling import spoken
from regicide.games.protocol import SeatNames
from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.replay_parts import Mark
from regicide.ui.widgets import (
    Button,
    blit_text,
    draw_panel,
    fit_label,
    fits_whole,
    lay_from_right,
)

BANNER_HEIGHT = 44.0
BANNER_ROOM = 420.0  # design px the banner's caption keeps left of the buttons, at least
#: ... unless the buttons' words need more (a longer language at 960×540): then this much
LEAST_BANNER_ROOM = 200.0
BAR_EDGE = 14.0  # design px between the last button and the window's edge
REPLAY_TALLY = (780.0, 156.0, 212.0, 398.0)  # under the plate, left of the viewer's column


class ClaimReplayBoard:
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.ctx, self.game = ctx, game
        self.board = Board(ctx.look, ctx.frame, REPLAY_TALLY)
        self.position, self.spoilers = 0, False
        self.bar_start = 1280.0 - BAR_EDGE  # where the buttons start (design x), once laid
        self.seat_names: tuple[str, ...] = ("Seat 1", "Seat 2")

    def name_seats(self, names: SeatNames) -> None:
        """Call the seats as the table did ("You", "Strong AI")."""
        self.seat_names = tuple(names)

    @property
    def animating(self) -> bool:
        """Each moment is shown at once."""
        return False

    def show(self, position: int, spoilers: bool) -> None:
        self.position, self.spoilers = position, spoilers

    def play(self, position: int, spoilers: bool) -> None:
        self.show(position, spoilers)

    def settle(self, position: int, spoilers: bool) -> bool:
        self.show(position, spoilers)
        return False

    def skip(self) -> None:
        """Nothing moves."""

    def update(self, dt: float, speed: float) -> None:
        if self.ctx.frame != self.board.frame or self.ctx.look != self.board.look:
            self.board.restyle(self.ctx.look, self.ctx.frame)

    def next_frame_in(self) -> float | None:
        return None

    def lay_top_row(self, buttons: list[Button]) -> None:
        """From the banner's right end, as wide as their words (the caption keeps the rest)."""
        ctx = self.ctx
        for room in (BANNER_ROOM, LEAST_BANNER_ROOM):  # the buttons' words whole, first
            bar = (room, 6.0, 1280.0 - BAR_EDGE, 32.0)
            self.bar_start = lay_from_right(list(reversed(buttons)), ctx.text, ctx.frame, bar, 14)
            if self.bar_start >= room:
                return

    def seat_at(self, state: GameState) -> int:
        """The seat that faces the screen: the one to act; once the game is over its winner
        (seat 1 after a draw), as the replay's banner names it ("Sicht: Platz 2" stood over
        Seat 1's hand at the end of a game Seat 2 won)."""
        if state.to_act is not None:
            return state.to_act
        outcome = self.game.outcome
        return outcome.winners[0] if outcome is not None and outcome.winners else 1

    def draw(
        self, surface: pygame.Surface, caption: str, mouse: tuple[int, int], log_open: bool
    ) -> list[tuple[pygame.Rect, str]]:
        state = self.game.state_after(self.position)
        seat = self.seat_at(state)
        draw_felt(surface, self.ctx.theme)
        other = state.hands[2 - seat] if self.spoilers else None
        names = (spoken(self.seat_names[seat - 1]), spoken(self.seat_names[2 - seat]))
        faces = (f"seat-{seat}", f"seat-{3 - seat}")
        scene = Scene(view(state, seat), other_hand=other, names=names, faces=faces,
                      onlooker=True, log_open=log_open)  # fmt: skip
        self.board.draw(surface, scene)
        self._banner(surface, caption, state, seat)
        return []

    def _banner(self, surface: pygame.Surface, caption: str, state: GameState, seat: int) -> None:
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        draw_panel(surface, frame.rect(0, 0, 1280, BANNER_HEIGHT), colors.panel,
                   colors.panel_edge, alpha=235, radius=0, border=0)  # fmt: skip
        trick = min(state.trick, TRICKS)
        values = {"caption": caption, "phase": state.phase, "trick": trick, "tricks": TRICKS}
        room = frame.px(self.bar_start - 16 - 12)
        tries = [words.format(**values) for words in (
            _("{caption} · phase {phase} · trick {trick}/{tricks}"),
            _("{caption} · trick {trick}/{tricks}"), "{caption}")]  # fmt: skip
        # then the caption less its last parts (the move just made is in the list on the
        # right): Spanish "… · vista de IA fuerte · Tú: jugar…" was cut at 960x540 200%
        parts = caption.split(" · ")
        tries += [" · ".join(parts[:end]) for end in range(len(parts) - 1, 0, -1)]
        fitting = (w for w in tries if fits_whole(self.ctx.text, w, (room, None), frame.px(15),
                                                  bold=False))  # fmt: skip
        label = fit_label(self.ctx.text, next(fitting, tries[-1]), room, frame.px(15), colors.text)
        blit_text(surface, label, "midleft", frame.point(16, BANNER_HEIGHT / 2))

    def draw_spoilers(self, surface: pygame.Surface, position: int, log_open: bool) -> None:
        """The deck's order, top first, under the banner."""
        deck = self.game.state_after(position).deck
        if not deck:
            return
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        words = deck_words(deck)
        label = fit_label(self.ctx.text, words, frame.px(900), frame.px(13), colors.text_dim)
        blit_text(surface, label, "midleft", frame.point(160, 206))

    def log_rect(self, spoilers: bool) -> pygame.Rect:
        return self.ctx.frame.rect(*LOG_PANEL)

    def marks(self) -> tuple[Mark, ...]:
        """Each trick won, after the move that ended it; the last trick of phase one stands
        out."""
        found = []
        for index, turn in enumerate(self.game.history, 1):
            for event in turn.events:
                if isinstance(event, TrickWon):
                    number = self.game.state_after(index - 1).trick
                    found.append(Mark(index, _("Trick {number}").format(number=number),
                                      strong=number == HAND_SIZE))  # fmt: skip
        return tuple(found)


def deck_words(deck: tuple[Card, ...]) -> str:
    """The deck's order with spoilers on, by the cards' names ("Knight 9"), never their codes."""
    return _("Deck, top first: {cards}").format(cards=cards_text(deck))
