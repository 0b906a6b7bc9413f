"""The title screen: continue, new solo game, new game, how to play, settings, quit."""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import Any

import pygame

from regicide.daily import daily_deal
from regicide.engine import Game, Status, parse_cards
from regicide.narrate import daily_title
from regicide.seating import seats_from_record
from regicide.session import DAILY_KEY, Session
from regicide.store.saves import SaveError, load_saved
from regicide.ui.context import AppContext
from regicide.ui.hud import draw_felt
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.help import AboutScene, HelpScene
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.new_game import NewGameScene, start_new_game
from regicide.ui.scenes.records import RecordsScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.scenes.table import open_game, play_game, watch_game
from regicide.ui.scenes.tutorial import start_tutorial
from regicide.ui.widgets import Button, blit_text, draw_panel, fit_label

SHOWCASE = parse_cards("JS QH KD JKR KC QS JD")


class TitleScene(MenuScene):
    first_button_y = 318.0
    button_height = 44

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.saved: tuple[Game, dict[str, Any]] | None = None
        self._showcase_cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def enter(self) -> None:
        """Look for a game in progress each time the title shows (Enter continues it)."""
        super().enter()
        self.saved = None
        self.focus.index = None
        if not self.ctx.autosave.exists():
            return
        try:
            game, extra = load_saved(self.ctx.autosave)
        except SaveError as error:
            self.ctx.notices.append(
                f"Your saved game could not be loaded ({error}); it stays as it is, and is kept "
                "aside under a new name when a new game starts"
            )
            return
        if game.state.status is Status.PLAYING:
            self.saved = (game, extra)

    def buttons(self) -> list[Button]:
        return self.main_buttons() + self.more_buttons()

    def main_buttons(self) -> list[Button]:
        """The big column: what most visits are for."""
        push = self.ctx.stack.push
        buttons = []
        if self.saved is not None:
            buttons.append(Button("Continue", self._continue, hint="Enter"))
        buttons += [
            Button("New solo game", self._new_solo, about="You alone against the castle."),
            Button(
                "New game (1–4 players)",
                lambda: push(NewGameScene(self.ctx)),
                about="Choose the seats and the variant rules.",
            ),
            Button(
                "Daily deal",
                self._daily,
                about=f"{daily_title(self.today)}: the same solo deal for everyone today.",
            ),
            Button(
                "Learn to play",
                lambda: start_tutorial(self.ctx),
                about="A guided practice deal: every rule, one step at a time.",
            ),
        ]
        return buttons

    def more_buttons(self) -> list[Button]:
        """The row along the bottom."""
        push = self.ctx.stack.push
        return [
            Button("Load", self._load, about="Your saved games."),
            Button(
                "Records",
                lambda: push(RecordsScene(self.ctx, self._files())),
                about="Your medals, statistics and past games (watch their replays).",
            ),
            Button(
                "From a code",
                lambda: push(FromCodeScene(self.ctx)),
                about="Play a deal by its code.",
            ),
            Button("How to play", lambda: push(HelpScene(self.ctx))),
            Button("Settings", lambda: push(SettingsScene(self.ctx))),
            Button("About", lambda: push(AboutScene(self.ctx))),
            Button("Quit", self.ctx.quit, hint="Esc"),
        ]

    def laid_out(self) -> list[Button]:
        """The main column under the title, the others in a row along the bottom."""
        frame = self.ctx.frame
        main, more = self.main_buttons(), self.more_buttons()
        for index, button in enumerate(main):
            button.rect = frame.rect(640 - 180, 322 + index * 58, 360, 46)
            button.font_size = frame.px(20)
        width, gap = 150, 10
        left = 640 - (len(more) * width + (len(more) - 1) * gap) / 2
        for index, button in enumerate(more):
            button.rect = frame.rect(left + index * (width + gap), 640, width, 40)
            button.font_size = frame.px(17)
        buttons = main + more
        if self.focus.index is None:
            self.focus.index = 0
        self.focus.clamp(len(buttons))
        return buttons

    def back(self) -> None:
        self.ctx.quit()

    def _continue(self) -> None:
        if self.saved is not None:
            game, extra = self.saved
            seats = seats_from_record(extra, game.state.players)
            open_game(self.ctx, Session(game, seats, saver=self.ctx.autosaver, extra=extra))

    def _load(self) -> None:
        self.ctx.stack.push(SavesScene(self.ctx, self._files()))

    def _files(self) -> SaveActions:
        """What the saves list and the records do with a game: play on, or watch it."""
        return SaveActions(partial(play_game, self.ctx), partial(watch_game, self.ctx))

    @property
    def today(self) -> str:
        return date.today().isoformat()

    def _daily(self) -> None:
        """Today's deal (docs/codes.md): solo, official rules, its seed from the date."""
        deal = daily_deal(date.today())
        notes = {DAILY_KEY: self.today}
        start_new_game(self.ctx, deal.players, deal.rules, seed=deal.seed, notes=notes)

    def _new_solo(self) -> None:
        start_new_game(self.ctx, players=1)

    def draw(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.ctx.theme)
        self._showcase(surface)
        self.title_text(surface, "Regicide", 196, 100)
        self.line(
            surface, "The cooperative card game: storm the castle, defeat twelve royals", 262, 18
        )
        self.line(
            surface, "An unofficial adaptation of the game by Badgers From Mars", 288, 14, dim=True
        )
        self.draw_buttons(surface)
        self._notices(surface)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """Between the main column and the bottom row."""
        main = self.main_buttons()
        return self.ctx.frame.point(640, 322 + len(main) * 58 - 4)

    def _notices(self, surface: pygame.Surface) -> None:
        """Problems to show once (a file that could not be read): a red panel at the top."""
        notices = self.ctx.notices[-3:]
        self.ctx.notices_read = len(self.ctx.notices)
        if not notices:
            return
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        panel = frame.rect(140, 8, 1000, 14 + 20 * len(notices))
        draw_panel(surface, panel, colors.panel, colors.danger, alpha=245, radius=frame.px(8))
        for index, notice in enumerate(notices):
            label = fit_label(
                self.ctx.text,
                notice,
                panel.width - frame.px(20),
                frame.px(13),
                colors.danger,
                bold=True,
            )
            blit_text(
                surface, label, "midtop", (panel.centerx, panel.top + frame.px(7 + 20 * index))
            )

    def _showcase(self, surface: pygame.Surface) -> None:
        """A faint fan of royals behind the title (composed once per window size)."""
        size = surface.get_size()
        if self._showcase_cache is None or self._showcase_cache[0] != size:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            frame = self.ctx.frame
            width = frame.px(84)
            for index, card in enumerate(SHOWCASE):
                offset = index - (len(SHOWCASE) - 1) / 2
                image = pygame.transform.rotozoom(self.ctx.art.face(card, width), -offset * 9, 1.0)
                # high enough that no card reaches down into the logo's letters
                center = frame.point(640 + offset * 100, 60 + abs(offset) ** 1.5 * 7)
                layer.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
            layer.set_alpha(70)
            self._showcase_cache = (size, layer)
        surface.blit(self._showcase_cache[1], (0, 0))
