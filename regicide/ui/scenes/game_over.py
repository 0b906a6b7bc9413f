"""The end of a game, over the table: victory with the solo medal, or defeat with its reason."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.engine import Medal, Outcome, Status
from regicide.ui.anim import ease_out_cubic
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.widgets import Button, blit_text, dim

ENTRANCE_SECONDS = 0.45
MEDAL_COLORS = {
    Medal.GOLD: ((240, 198, 80), (170, 120, 30)),
    Medal.SILVER: ((214, 220, 228), (130, 140, 150)),
    Medal.BRONZE: ((205, 134, 76), (125, 72, 36)),
}


@dataclass(frozen=True)
class Ending:
    """What the end screen shows and offers: the outcome, and what its buttons do."""

    outcome: Outcome
    players: int
    seed: int  # the same game, the same confetti
    new_game: Callable[[], None]
    take_back: Callable[[], None] | None  # None: there is no move to take back


class GameOverScene(MenuScene):
    overlay = True
    button_width = 400
    first_button_y = 432.0

    def __init__(self, ctx: AppContext, ending: Ending) -> None:
        super().__init__(ctx)
        self.ending = ending
        self.age = 0.0
        won = ending.outcome.status is Status.WON
        self.confetti = Confetti(ctx, seed=ending.seed) if won else None

    def update(self, dt: float) -> None:
        self.age += dt
        if self.confetti is not None:
            self.confetti.update(dt)

    def buttons(self) -> list[Button]:
        return [
            Button("New game", self._new_game),
            Button(
                "Take back the last move",
                self._take_back,
                self.ending.take_back is not None,
                "There is no move to take back.",
                "Ctrl+Z",
            ),
            Button("Title screen", self.ctx.to_title),
        ]

    def back(self) -> None:
        """Esc shows the table as it ended."""
        self.ctx.stack.pop()

    def _new_game(self) -> None:
        self.ctx.stack.pop()
        self.ending.new_game()

    def _take_back(self) -> None:
        self.ctx.stack.pop()
        if self.ending.take_back is not None:
            self.ending.take_back()

    def draw(self, surface: pygame.Surface) -> None:
        """Fades in over the table (with falling suits after a win)."""
        appear = ease_out_cubic(min(1.0, self.age / ENTRANCE_SECONDS))
        if self.confetti is not None:
            self.confetti.draw(surface)
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        self._draw_panel(layer)
        layer.set_alpha(round(255 * appear))
        surface.blit(layer, (0, round(self.ctx.frame.px(30) * (1 - appear))))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        outcome = self.ending.outcome
        dim(surface, 140)
        self.draw_card_panel(surface, 80, 560, 640)
        won = outcome.status is Status.WON
        self.title_text(surface, "Victory!" if won else "Defeat", 140, 68)
        if won:
            self._victory_lines(surface, outcome.medal, outcome.assisted)
        else:
            self.line(surface, outcome.loss_reason or "", 215, 18)
        self.line(surface, f"Enemies defeated: {outcome.enemies_defeated} of 12", 400, 18, dim=True)
        self.draw_buttons(surface)

    def _victory_lines(self, surface: pygame.Surface, medal: Medal | None, assisted: bool) -> None:
        if medal is not None:
            draw_medal(
                surface, self.ctx, medal, self.ctx.frame.point(640, 272), self.ctx.frame.px(58)
            )
            return
        if self.ending.players > 1:
            self.line(surface, "The castle has fallen. Well played, all of you!", 250, 20)
        elif assisted:
            self.line(surface, "A win with undo that showed hidden cards earns no medal.", 250, 18)
        else:
            self.line(surface, "A variant that makes the game easier was on: no medal.", 250, 18)


def draw_medal(
    surface: pygame.Surface, ctx: AppContext, medal: Medal, center: tuple[float, float], radius: int
) -> None:
    """A ribboned medal with a crown and its name."""
    light, dark = MEDAL_COLORS[medal]
    cx, cy = round(center[0]), round(center[1])
    ribbon = ctx.theme.colors.card_back
    for side in (-1, 1):
        points = [
            (cx + side * radius * 0.2, cy - radius * 0.6),
            (cx + side * radius * 0.85, cy - radius * 1.5),
            (cx + side * radius * 0.35, cy - radius * 1.5),
            (cx - side * radius * 0.1, cy - radius * 0.8),
        ]
        pygame.draw.polygon(surface, ribbon, points)
    pygame.draw.circle(surface, dark, (cx, cy), radius)
    pygame.draw.circle(surface, light, (cx, cy), round(radius * 0.86))
    for step in range(24):
        angle = step * math.tau / 24
        inner, outer = radius * 0.74, radius * 0.82
        pygame.draw.line(
            surface,
            dark,
            (cx + inner * math.cos(angle), cy + inner * math.sin(angle)),
            (cx + outer * math.cos(angle), cy + outer * math.sin(angle)),
            max(1, radius // 30),
        )
    name = ctx.text.title(medal.value.title(), round(radius * 0.55), dark)
    blit_text(surface, name, "center", (cx, cy))
    caption = ctx.text.body(
        f"{medal.value.title()} medal", max(12, radius // 3), ctx.theme.colors.text, bold=True
    )
    blit_text(surface, caption, "midtop", (cx, cy + radius + radius // 6))


@dataclass
class Piece:
    x: float
    y: float
    fall: float  # design pixels a second
    drift: float
    symbol: str
    color: tuple[int, int, int]
    size: int


class Confetti:
    """Suit symbols drifting down the screen after a win (seeded: the same game, the same fall)."""

    COUNT = 70

    def __init__(self, ctx: AppContext, seed: int) -> None:
        self.ctx = ctx
        rng = random.Random(seed)
        colors = ctx.theme.colors
        palette = (colors.accent, colors.red_suit, colors.card_face, colors.highlight)
        self.pieces = [
            Piece(
                rng.uniform(0, 1280),
                rng.uniform(-720, 0),
                rng.uniform(60, 160),
                rng.uniform(-40, 40),
                rng.choice("♠♥♦♣"),
                rng.choice(palette),
                rng.randint(16, 34),
            )
            for _ in range(self.COUNT)
        ]

    def update(self, dt: float) -> None:
        for piece in self.pieces:
            piece.y += piece.fall * dt
            piece.x += piece.drift * dt
            if piece.y > 760:
                piece.y -= 800

    def draw(self, surface: pygame.Surface) -> None:
        frame, fonts = self.ctx.frame, self.ctx.theme.fonts
        for piece in self.pieces:
            glyph = self.ctx.text.render(
                piece.symbol, fonts.symbols, frame.px(piece.size), piece.color
            )
            surface.blit(glyph, glyph.get_rect(center=frame.point(piece.x, piece.y)))
