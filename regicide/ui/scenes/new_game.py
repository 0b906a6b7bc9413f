"""Setting up a game: how many seats, and which variant rules (RULES.md, Variants)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from regicide.engine import Rules
from regicide.session import new_session
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.table import open_game, replace_game_in_progress
from regicide.ui.widgets import Button

#: (flag, label, shown for solo, shown for 2-4 players, what it does)
VARIANTS = (
    (
        "open_hands",
        "Open hands (no cover)",
        False,
        True,
        "Everyone's cards are shown and nobody passes the screen. For casual play.",
    ),
    (
        "strict_discard",
        "Strict discard",
        True,
        True,
        "When you discard, stop as soon as the damage is covered: no spare cards.",
    ),
    (
        "diamond_mulligan",
        "Redeal hands without Diamonds",
        True,
        True,
        "If no hand holds a Diamond after the deal, every hand is dealt again.",
    ),
    (
        "yield_per_seat",
        "Yield limit per seat",
        False,
        True,
        "You may not yield when every other seat's own last turn was a yield.",
    ),
    (
        "solo_yield",
        "Solo yield",
        True,
        False,
        "You may yield in a solo game, but not twice in a row. No medal with it.",
    ),
)


class NewGameScene(MenuScene):
    button_width = 500
    button_height = 42
    first_button_y = 175.0

    def __init__(self, ctx: AppContext, players: int = 2) -> None:
        super().__init__(ctx)
        self.players = players
        self.rules = Rules()

    def buttons(self) -> list[Button]:
        buttons = [
            Button(
                f"Players: {self.players}   (click to change)",
                self._cycle_players,
                about="1 to 4 seats, all played at this screen.",
            )
        ]
        for flag, label, solo, group, about in VARIANTS:
            if (solo and self.players == 1) or (group and self.players > 1):
                state = "On" if getattr(self.rules, flag) else "Off"
                buttons.append(
                    Button(f"{label}: {state}", partial(self._toggle, flag), about=about)
                )
        buttons.append(Button("Start the game", self._start, hint="Enter"))
        buttons.append(Button("Back", self.back, hint="Esc"))
        return buttons

    def _cycle_players(self) -> None:
        self.players = self.players % 4 + 1

    def _toggle(self, flag: str) -> None:
        self.rules = replace(self.rules, **{flag: not getattr(self.rules, flag)})

    def _start(self) -> None:
        start_new_game(self.ctx, self.players, self._rules_for_players())

    def _rules_for_players(self) -> Rules:
        """Only the variants shown for this player count apply."""
        shown = {
            flag
            for flag, _, solo, group, _ in VARIANTS
            if (solo and self.players == 1) or (group and self.players > 1)
        }
        return Rules(**{flag: getattr(self.rules, flag) for flag in shown})

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        self.draw_card_panel(surface, 50, 640, 640)
        self.title_text(surface, "New game", 100, 50)
        seats = " · ".join(f"Seat {seat}: Human" for seat in range(1, self.players + 1))
        self.line(surface, seats, 148, 16, dim=True)
        self.draw_buttons(surface)


def start_new_game(
    ctx: AppContext,
    players: int,
    rules: Rules | None = None,
    *,
    seed: int | None = None,
    notes: Mapping[str, Any] | None = None,
) -> None:
    """Deal a new game on a fresh table (from `seed`, or a new one). `notes` are app keys for
    its record (a daily deal's date). An unreadable old autosave is kept aside by the autosaver
    before its first write, never overwritten."""

    def deal() -> None:
        session = new_session(players, seed=seed, rules=rules, saver=ctx.autosaver)
        session.notes.update(notes or {})
        open_game(ctx, session, animate_deal=True)

    replace_game_in_progress(ctx, deal)
