"""The toy game's table for the shell's UI (`regicide.ui.kits.GameKit`): its cards drawn as
numbers, the number keys play them. It gives the table host only its board and its input: no
chore of its own, no end screen, no cover. Records come from the shell's generic page."""

from __future__ import annotations

import pygame

from regicide.games.protocol import Match
from regicide.play.opening import Opening
from regicide.play.session import Session
from regicide.ui.context import AppContext
from regicide.ui.felt import draw_felt
from regicide.ui.look import Look
from regicide.ui.replay_parts import Mark
from regicide.ui.scene import Scene
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.standings import StandingsScene
from regicide.ui.table_host import TableHost
from regicide.ui.widgets import Button, blit_text
from tests.toy.higher_card import GAME, Game, Play, State, View


def draw_state(surface: pygame.Surface, ctx: AppContext, state: State, seat: int) -> None:
    """The felt, the seat's hand and the trick, as numbers."""
    hand = state.hands[seat - 1]
    draw_hand(surface, ctx, View(seat, hand, state.table, state.tricks, state.current, ()), {})


def draw_hand(
    surface: pygame.Surface, ctx: AppContext, view: View, others: dict[int, tuple[int, ...]]
) -> None:
    """The felt, the hand `view` shows (its seat's, the only one it holds), the `others`
    shown face up besides (an onlooker's every hand) and the trick."""
    draw_felt(surface, ctx.theme)
    frame, text, colors = ctx.frame, ctx.text, ctx.theme.colors
    words = [f"Seat {view.seat}: " + " ".join(map(str, view.hand))]
    words += [f"Seat {seat}: " + " ".join(map(str, hand)) for seat, hand in others.items()]
    words.append("Trick: " + " ".join(f"{card}" for _, card in view.table))
    words.append("Tricks " + "–".join(map(str, view.tricks)))
    for row, line in enumerate(words):
        label = text.body(line, frame.px(24), colors.text)
        blit_text(surface, label, "midleft", frame.point(100, 200 + row * 60))


class ToyTable(TableHost):
    """The toy's table: only its board (the seat's view, drawn as numbers) and its input
    (number keys play a card); the host does everything else, its end screen included."""

    def __init__(self, ctx: AppContext, session: Session, *, animate_deal: bool = False) -> None:
        super().__init__(ctx, session, animate_deal=animate_deal)
        self.drawn: list[View] = []  # every view handed to the board, for the tests
        self.open_seats: list[tuple[int, ...]] = []  # the seats whose hands each frame showed

    @property
    def animating(self) -> bool:
        return False

    def frame_wanted(self) -> float | None:
        return None

    def on_event(self, event: pygame.event.Event) -> None:
        view = self.session.view(self.viewer)
        assert isinstance(view, View)
        number = event.key - pygame.K_1 if event.type == pygame.KEYDOWN else -1
        if self.play.person_acting and 0 <= number < len(view.hand):
            self.submit(Play(view.hand[number]))

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.session.view(self.viewer)
        assert isinstance(view, View)
        self.drawn.append(view)
        others = self.other_hands()
        self.open_seats.append((view.seat, *others))
        draw_hand(surface, self.ctx, view, others)

    def other_hands(self) -> dict[int, tuple[int, ...]]:
        """Every other seat's hand, to an onlooker of computers (`all_hands`); else none."""
        if not self.all_hands:
            return {}
        state = self.session.state
        assert isinstance(state, State)
        hands = enumerate(state.hands, start=1)
        return {seat: tuple(hand) for seat, hand in hands if seat != self.viewer}


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
        return ToyTable(ctx, session, animate_deal=animate_deal)

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
