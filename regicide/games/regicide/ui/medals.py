"""Solo medals as the player sees them (R-SOLO-5): the big ribboned medal of the end screen and
the small lettered chips of the records, never told apart by colour alone."""

from __future__ import annotations

import math

import pygame

from regicide.games.regicide.engine import Medal
from regicide.games.regicide.narrate.records import medal_name
from regicide.i18n import _
from regicide.ui.context import AppContext
from regicide.ui.widgets import blit_text

MEDAL_COLORS = {
    Medal.GOLD: ((240, 198, 80), (170, 120, 30)),
    Medal.SILVER: ((214, 220, 228), (130, 140, 150)),
    Medal.BRONZE: ((205, 134, 76), (125, 72, 36)),
}


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
    name = ctx.text.title(medal_name(medal.value), round(radius * 0.55), dark)
    blit_text(surface, name, "center", (cx, cy))
    caption = ctx.text.body(
        _("{medal} medal").format(medal=medal_name(medal.value)),
        max(12, radius // 3),
        ctx.theme.colors.text,
        bold=True,
    )
    blit_text(surface, caption, "midtop", (cx, cy + radius + radius // 6))


def draw_medal_chip(
    surface: pygame.Surface, ctx: AppContext, medal: Medal, center: tuple[float, float], radius: int
) -> None:
    """A small medal: a disc with its initial (G, S, B), so colour is not the only cue."""
    light, dark = MEDAL_COLORS[medal]
    cx, cy = round(center[0]), round(center[1])
    pygame.draw.circle(surface, dark, (cx, cy), radius)
    pygame.draw.circle(surface, light, (cx, cy), round(radius * 0.82))
    letter = ctx.text.title(medal_name(medal.value)[:1].upper(), max(12, round(radius * 1.1)), dark)
    blit_text(surface, letter, "center", (cx, cy))
