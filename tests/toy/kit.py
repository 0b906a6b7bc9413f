"""The toy game's table for the shell's UI (`regicide.ui.kits.GameKit`): its cards drawn as
numbered boxes, the number keys play them. Records come from the shell's generic page."""

from __future__ import annotations

import pygame

from regicide.games.protocol import Match
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.play.table import TablePlay
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.look import Look
from regicide.ui.replay_parts import Mark
from regicide.ui.scene import GameTable, Scene
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.standings import StandingsScene
from regicide.ui.widgets import Button, blit_text
from tests.toy.higher_card import GAME, Game, Play, State


def draw_state(surface: pygame.Surface, ctx: AppContext, state: State, seat: int) -> None:
    """The felt, the seat's hand and the trick, as numbers."""
    draw_felt(surface, ctx.theme)
    frame, text, colors = ctx.frame, ctx.text, ctx.theme.colors
    words = [f"Seat {seat}: " + " ".join(map(str, state.hands[seat - 1]))]
    words.append("Trick: " + " ".join(f"{card}" for _, card in state.table))
    words.append(f"Tricks {state.tricks[0]}–{state.tricks[1]}")
    for row, line in enumerate(words):
        label = text.body(line, frame.px(24), colors.text)
        blit_text(surface, label, "midleft", frame.point(100, 200 + row * 60))


class ToyTable(GameTable):
    def __init__(self, ctx: AppContext, session: Session) -> None:
        self.ctx = ctx
        self.play = TablePlay(session)

    @property
    def animating(self) -> bool:
        return False

    def submit(self, command: Play) -> bool:
        try:
            self.play.submit(command)
        except GAME.illegal_move:
            return False
        return True

    def uncover(self) -> None:
        self.play.uncover()

    def handle(self, event: pygame.event.Event) -> None:
        hand = self.play.session.state.hands[self.play.viewer - 1]
        number = event.key - pygame.K_1 if event.type == pygame.KEYDOWN else -1
        if 0 <= number < len(hand):
            self.submit(Play(hand[number]))

    def update(self, dt: float) -> None:
        self.play.hand_over()
        self.play.computer_move(dt, True, 0.0)

    def draw(self, surface: pygame.Surface) -> None:
        draw_state(surface, self.ctx, self.play.session.state, self.play.viewer)


class ToyReplayBoard:
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.ctx, self.game, self.position = ctx, game, 0

    animating = False

    def show(self, position: int, spoilers: bool) -> None:
        self.position = position

    def play(self, position: int, spoilers: bool) -> None:
        self.position = position

    def settle(self, position: int, spoilers: bool) -> bool:
        return False

    def skip(self) -> None:
        """Nothing moves."""

    def update(self, dt: float, speed: float) -> None:
        """Nothing moves."""

    def next_frame_in(self) -> float | None:
        return None

    def lay_top_row(self, buttons: list[Button]) -> None:
        for index, button in enumerate(reversed(buttons)):
            button.rect = self.ctx.frame.rect(1150 - index * 140, 8, 130, 32)

    def draw(
        self, surface: pygame.Surface, caption: str, mouse: tuple[int, int], log_open: bool
    ) -> list[tuple[pygame.Rect, str]]:
        state = self.game.state_after(self.position)
        draw_state(surface, self.ctx, state, state.current)
        return []

    def draw_spoilers(self, surface: pygame.Surface, position: int, log_open: bool) -> None:
        """Nothing more is hidden than the hands."""

    def log_rect(self, spoilers: bool) -> pygame.Rect:
        return self.ctx.frame.rect(12, 52, 264, 468)

    def marks(self) -> tuple[Mark, ...]:
        return tuple(Mark(index, "a trick") for index in range(2, len(self.game.history) + 1, 2))


class ToyKit:
    def table(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> ToyTable:
        return ToyTable(ctx, session)

    def replay_board(self, ctx: AppContext, match: Match) -> ToyReplayBoard:
        assert isinstance(match, Game)
        return ToyReplayBoard(ctx, match)

    def quick_start(self) -> tuple[str, str, Opening]:
        return (
            "Play the computer",
            "You against the lowest card.",
            Opening(GAME.name, 2, seats=("human", "lowest")),
        )

    def new_game(self, ctx: AppContext) -> Scene:
        return HelpScene(ctx, GAME)

    def records(self, ctx: AppContext) -> Scene:
        return StandingsScene(ctx, GAME)

    def help_pages(self) -> list[tuple[str, str]]:
        return [("Higher card", "Play a card; the higher one takes the trick.")]

    def preview(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        return pygame.Surface(size)

    def tutorial(self, ctx: AppContext) -> None:
        ctx.stack.push(HelpScene(ctx, GAME))

    def showcase(self, ctx: AppContext, width: int) -> list[pygame.Surface]:
        return []


KIT = ToyKit()
