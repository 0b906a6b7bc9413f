"""The end of a game, over the table: victory with the solo medal, or defeat with its reason."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.games.regicide.engine import TOTAL_ENEMIES, Medal, Outcome, Status
from regicide.games.regicide.narrate import loss_text, progress_title, story_tiles
from regicide.games.regicide.narrate.marks import POSITION_LINE, Help, assisted_line
from regicide.games.regicide.story import Story
from regicide.games.regicide.ui.medals import draw_medal
from regicide.i18n import N_, _
from regicide.support.words import code_line
from regicide.ui.anim import ease_out_cubic
from regicide.ui.clipboard import copy_text
from regicide.ui.context import AppContext
from regicide.ui.scenes.menu import LABEL_ROOM, MenuScene
from regicide.ui.widgets import (
    Button,
    blit_text,
    button_height,
    draw_panel,
    face_width,
    fit_label,
    line_height,
    text_width,
    wrap_balanced,
)

ENTRANCE_SECONDS = 0.45


@dataclass(frozen=True)
class Ending:
    """What the end screen shows and offers: the outcome, the game's story in numbers, and
    what its buttons do."""

    outcome: Outcome
    players: int
    seed: int  # the same game, the same confetti
    story: Story
    seconds: float | None  # time played, when known
    new_game: Callable[[], None]
    take_back: Callable[[], None] | None  # None: nothing to take back (or a victory)
    watch: Callable[[], None]  # the replay of this game
    code: str | None = None  # the deal's seed code
    share: str | None = None  # a daily deal's spoiler-free result line, to copy
    help_used: tuple[Help, ...] = ()  # every help that made the game assisted, when known
    daily: tuple[str, str] | None = None  # a daily deal's name and what its result makes
    verdict: str = ""  # the host's words for the people at the table ("You both win!")
    you: int | None = None  # the seat the words speak to (the one person among computers)

    def loss_words(self) -> str:
        """Why the game was lost (R-END-2), in the player's language now; "" for a win."""
        lost = self.outcome.loss_reason
        return loss_text(lost, self.you) if lost is not None else ""


TEAM_CHEER = N_("The castle has fallen. Well played, all of you!")  # no verdict handed in
NOTE_ROOM = 26  # design pixels under the buttons for the pointed button's note
PANEL_WIDEST = 1240.0  # design px: 20 from each side of the window
WINDOW_FOOT = 712.0  # design px: the lowest the panel's foot may reach (8 above the window's)


@dataclass(frozen=True)
class EndPlaces:
    """Where the end screen puts things, in design pixels (see `GameOverScene.places`)."""

    shift: float  # how far everything moved up to stay in the window
    width: float  # the panel's
    tiles_top: float
    tile_width: float
    tile_height: float
    buttons_top: float
    columns: tuple[float, float]  # the buttons' two columns' widths
    bare: frozenset[str]  # the buttons whose key is left to their tooltip, for room
    button_height: float
    button_step: float
    note_top: float
    bottom: float  # the panel's foot
    tiles: int = 6  # how many of the story's numbers fit (the first row alone where room is least)


class GameOverScene(MenuScene):
    overlay = True
    button_width = 400
    button_height = 46
    first_button_y = 446.0

    def __init__(self, ctx: AppContext, ending: Ending) -> None:
        super().__init__(ctx)
        self.ending = ending
        self.age = 0.0
        self.won = ending.outcome.status is Status.WON
        falling = self.won and not ctx.settings.reduced_motion
        self.confetti = Confetti(ctx, seed=ending.seed) if falling else None
        self.copied = False

    def update(self, dt: float) -> None:
        self.age += dt
        if self.confetti is not None:
            self.confetti.update(dt)
            if self.confetti.fallen:  # the end screen waits for the player at rest
                self.confetti = None

    def next_frame_in(self) -> float | None:
        """Every frame while it comes in or confetti falls; then only input changes it."""
        return 0.0 if self.confetti is not None or self.age < ENTRANCE_SECONDS else None

    def buttons(self) -> list[Button]:
        buttons = [Button(_("New game"), self._new_game, hint=_("Enter"))]
        if not self.won:
            buttons.append(
                Button(
                    _("Take back the last move"),
                    self._take_back,
                    self.ending.take_back is not None,
                    _("There is no move to take back."),
                    _("Ctrl+Z"),
                    about=_("Undo the move that lost (Ctrl+Z); the game is then marked assisted."),
                )
            )
        buttons.append(Button(_("Watch the replay"), self.ending.watch, hint="R"))
        if self.ending.share:
            label = _("Copied!") if self.copied else _("Copy the result")
            buttons.append(Button(label, self._copy, hint="C", about=self.ending.share))
        buttons.append(Button(_("Title screen"), self.ctx.to_title))
        return buttons

    def handle(self, event: pygame.event.Event) -> None:
        """Ctrl+Z takes back the losing move, as its hint says; the rest is the menu's."""
        ctrl = event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL
        if ctrl and event.key == pygame.K_z and not self.won and self.ending.take_back:
            self._take_back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r and not ctrl:
            self.ending.watch()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.ending.share:
            self._copy()
        else:
            super().handle(event)

    def _copy(self) -> None:
        if self.ending.share:
            self.copied = copy_text(self.ending.share)
            if not self.copied:
                self.feedback = _("Could not reach the clipboard here.")

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
        """Fades in over the blurred table (with falling suits after a win)."""
        appear = ease_out_cubic(min(1.0, self.age / ENTRANCE_SECONDS))
        self.backdrop.draw(surface, appear)
        if self.confetti is not None:
            self.confetti.draw(surface)
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        self._draw_panel(layer)
        layer.set_alpha(round(255 * appear))
        surface.blit(layer, (0, round(self.ctx.frame.px(30) * (1 - appear))))

    def laid_out(self) -> list[Button]:
        """Two columns under the numbers, the first button (New game) top left; a last
        button alone on its row is centred."""
        buttons = super().laid_out()
        frame, at = self.ctx.frame, self.places()
        first, second = at.columns
        start = 640 - (first + second + 12) / 2
        for index, button in enumerate(buttons):
            column, row = index % 2, index // 2
            width = at.columns[column]
            left = start + column * (first + 12)
            if column == 0 and index == len(buttons) - 1:  # alone on its row
                left = 640 - width / 2
            top = at.buttons_top + row * at.button_step
            button.rect = frame.rect(left, top, width, at.button_height)
            if button.label in at.bare:
                button.hide_hint()
        return buttons

    def _columns(
        self, buttons: list[Button], height: float
    ) -> tuple[tuple[float, float], set[str]]:
        """The buttons' two columns (design px), and the labels whose key is left to their
        tooltip: as wide as each other where the widest face fits half the widest panel
        with room beside it; else each as wide as its own widest ("Take back the last move"
        and its key at 200% filled its button edge to edge, or shrank in German and French),
        the widest faces giving up their keys until the two fit, sharing the panel's room
        (smaller words) when even that is too much."""
        text, frame, size = self.ctx.text, self.ctx.frame, self.label_size
        room = PANEL_WIDEST - 72 - 12
        faces = {b.label: (b.label, b.hint) for b in buttons}
        bare: set[str] = set()

        def wanted(index: int) -> float:
            label, key = faces[buttons[index].label]
            return face_width(text, frame, (label, key), size, height) + LABEL_ROOM

        even = max(300.0, *(wanted(index) for index in range(len(buttons))))
        if 2 * even <= room:
            return (even, even), bare
        while True:
            first = max([300.0] + [wanted(index) for index in range(0, len(buttons), 2)])
            second = max([300.0] + [wanted(index) for index in range(1, len(buttons), 2)])
            keyed = [i for i in range(len(buttons)) if faces[buttons[i].label][1]]
            if first + second <= room or not keyed:
                break
            widest = buttons[max(keyed, key=wanted)].label
            faces[widest], bare = (widest, ""), bare | {widest}
        if first + second > room:
            first, second = (room * first / (first + second), room * second / (first + second))
        return (first, second), bare

    def places(self) -> EndPlaces:
        """Where the numbers, the buttons and the note go (design pixels), each under the
        last as the UI scale makes the words bigger; at 100% the design's own places. When
        that reaches below the window, all of it moves up, and where moving up is not enough
        the gaps between the numbers, the buttons and the note close up (960x540 at 200% in
        German and Spanish: the panel ran 9 px below the window). Where even that is not
        enough (a lost daily deal at 960x540 200%: its day, streak and help lines, and a third
        row of buttons), the numbers keep their first row: the enemies, the damage, the moves."""
        for tight, tiles in ((False, 6), (True, 6), (True, 3)):
            places = self._places(tight=tight, tiles=tiles)
            if places.bottom <= WINDOW_FOOT:
                return places
        return places

    def _places(self, *, tight: bool, tiles: int) -> EndPlaces:
        """`places` with the design's gaps, or `tight` ones, and the first `tiles` numbers."""
        frame, text = self.ctx.frame, self.ctx.text
        under_tiles, between, over_note, foot = (8, 8, 6, 8) if tight else (18, 12, 14, 18)
        shown = story_tiles(self.ending.story, self.ending.seconds)[:tiles]
        tile_width = max(
            [212.0]
            + [text_width(text, frame, caption, 13) + 16 for _, caption in shown]
            + [text_width(text, frame, value, 24, bold=True) + 16 for value, _ in shown]
        )
        tile_height = max(66.0, line_height(text, frame, 24) + line_height(text, frame, 13) + 12)
        buttons = self.buttons()
        height = button_height(text, frame, self.label_size, 46)
        columns, keyless = self._columns(buttons, height)
        across = sum(columns) + 12
        tile_width = max(tile_width, (across - 24) / 3)  # one width for both
        width = min(PANEL_WIDEST, max(720.0, 3 * tile_width + 24 + 60, across + 72))
        # the design's places hold a medal's room; a win without one (a stated position, a
        # team) closes up under its words rather than leave a blank band
        bare = self.won and self.ending.outcome.medal is None
        tiles_floor, buttons_floor = (0.0, 0.0) if bare else (286.0, self.first_button_y)
        tiles_top = max(tiles_floor, self._lines_bottom(width) + (24 if bare else 4))
        rows_of_tiles = -(-len(shown) // 3)
        tiles_bottom = tiles_top + rows_of_tiles * (tile_height + 10) - 10
        buttons_top = max(buttons_floor, tiles_bottom + under_tiles)
        step = height + between
        rows = (len(buttons) + 1) // 2
        note_top = buttons_top + (rows - 1) * step + height + over_note
        bottom = note_top + max(NOTE_ROOM, self._note_height(width) + 8) + foot
        shift = min(48.0, max(0.0, bottom - WINDOW_FOOT))
        return EndPlaces(
            shift,
            width,
            tiles_top - shift,
            tile_width,
            tile_height,
            buttons_top - shift,
            columns,
            frozenset(keyless),
            height,
            step,
            note_top - shift,
            bottom - shift,
            len(shown),
        )

    def _lines_bottom(self, width: float) -> float:
        """The design y under the lines between the title and the numbers (unshifted)."""
        frame, text = self.ctx.frame, self.ctx.text
        outcome = self.ending.outcome
        if self.won and outcome.medal is not None:
            radius = frame.px(44)  # as draw_medal sizes its caption
            caption = text.body_font(max(12, radius // 3)).get_linesize()
            return 212 + (radius + radius // 6 + caption) / frame.scale
        if self.won:
            return 180 + self.block_height(self.victory_words(), 20, width - 60) / 2
        rank = line_height(text, frame, 15)
        rank_bottom = max(206 - rank / 2, 192) + rank
        reason = self.block_height(self.ending.loss_words(), 17, width - 60)
        bottom = max(240 - reason / 2, rank_bottom + 4) + reason
        if outcome.assisted:
            bottom += 4 + self.block_height(self.assisted_words(), 15, width - 60)
        return bottom

    def _note_height(self, width: float) -> float:
        """The tallest note a button of this screen shows (wrapped to the panel)."""
        abouts = [b.about for b in self.buttons() if b.about]
        return max((self.block_height(about, 15, width - 40) for about in abouts), default=0.0)

    def note_at(self, buttons: list[Button]) -> tuple[float, float]:
        """What the pointed button does: centred in the room kept for it at the panel's foot
        (not under the last button, which may be in the right column)."""
        return self.ctx.frame.point(640, self.places().note_top)

    def note_width(self) -> float:
        return self.places().width - 40

    def _draw_panel(self, surface: pygame.Surface) -> None:
        outcome, at = self.ending.outcome, self.places()
        self.draw_card_panel(surface, 56 - at.shift, at.bottom - 56 + at.shift, at.width)
        title = _("Victory!") if self.won else _("Defeat")
        self.title_text(surface, title, 106 - at.shift, 64)
        if self.won:
            self._victory_lines(surface, outcome.medal, at)
        else:
            self._defeat_lines(surface, outcome.enemies_defeated, self.ending.loss_words(), at)
        self._tiles(surface, story_tiles(self.ending.story, self.ending.seconds), at)
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        beside = self.ctx.text.title(title, frame.px(64), colors.accent).get_width() / 2
        if self.ending.daily is not None:
            name, standing = self.ending.daily
            self._corner(surface, name, at, beside, left=True)
            self._corner(surface, standing, at, beside)
        else:
            self._corner(surface, code_line(self.ending.code), at, beside)
        self.draw_buttons(surface)

    def _corner(
        self,
        surface: pygame.Surface,
        words: str,
        at: EndPlaces,
        beside: float,
        *,
        left: bool = False,
    ) -> None:
        """The deal's code in the panel's top right corner; for a daily deal, its name (top
        left) and what its result makes of the streak (top right): beside the title (`beside`
        window px each side of its middle), wrapped under itself where a longer language's
        words would reach it (French "Aucune série de victoires du jour en cours")."""
        if words:
            frame, colors = self.ctx.frame, self.ctx.theme.colors
            ink = colors.accent if left else colors.text_dim
            x = 640 + (12 - at.width / 2 if left else at.width / 2 - 12)
            edge = frame.point(x, 66 - at.shift)
            room = abs(edge[0] - frame.point(640, 0)[0]) - beside - frame.px(12)
            font = self.ctx.text.body_font(frame.px(13), bold=left)
            lines = wrap_balanced(words, font, round(max(room, frame.px(80))))
            for index, line in enumerate(lines):
                label = self.ctx.text.body(line, frame.px(13), ink, bold=left)
                at_y = (edge[0], edge[1] + index * font.get_linesize())
                blit_text(surface, label, "topleft" if left else "topright", at_y)

    def _defeat_lines(
        self, surface: pygame.Surface, defeated: int, reason: str, at: EndPlaces
    ) -> None:
        """How far the castle fell, as a title and in numbers, and why the game ended."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        title = self.ctx.text.title(progress_title(defeated), frame.px(34), colors.text)
        blit_text(surface, title, "center", frame.point(640, 170 - at.shift))
        rank = line_height(self.ctx.text, frame, 15)
        top = max(206 - rank / 2, 192) - at.shift
        top = self.text_block(
            surface,
            _("Your rank · {defeated} of {total} defeated").format(
                defeated=defeated, total=TOTAL_ENEMIES
            ),
            top,
            15,
            dim=True,
        )
        words = self.block_height(reason, 17, at.width - 60)
        top = max(240 - words / 2 - at.shift, top + 4)
        top = self.text_block(surface, reason, top, 17, width=at.width - 60)
        if self.ending.outcome.assisted:  # what helped, said on a loss too
            self.text_block(surface, self.assisted_words(), top + 4, 15, True, width=at.width - 60)

    def _tiles(self, surface: pygame.Surface, tiles: list[tuple[str, str]], at: EndPlaces) -> None:
        """The game's story in numbers: a grid of three columns."""
        frame, colors = self.ctx.frame, self.ctx.theme.colors
        left = 640 - (3 * at.tile_width + 24) / 2
        for index, (value, caption) in enumerate(tiles[: at.tiles]):
            column, row = index % 3, index // 3
            rect = frame.rect(
                left + column * (at.tile_width + 12),
                at.tiles_top + row * (at.tile_height + 10),
                at.tile_width,
                at.tile_height,
            )
            draw_panel(
                surface,
                rect,
                colors.felt_edge,
                colors.panel_edge,
                alpha=255,
                radius=frame.px(10),
                border=1,
            )
            number = self.ctx.text.body(value, frame.px(24), colors.accent, bold=True)
            blit_text(surface, number, "midtop", (rect.centerx, rect.top + frame.px(6)))
            label = fit_label(
                self.ctx.text, caption, rect.width - frame.px(12), frame.px(13), colors.text_dim
            )
            blit_text(surface, label, "midbottom", (rect.centerx, rect.bottom - frame.px(6)))

    def victory_words(self) -> str:
        """Why a solo win has no medal, in its real reason (R-SOLO-5); for a team, well
        played (and what helped, if anything did)."""
        outcome, solo = self.ending.outcome, self.ending.players == 1
        if not solo:
            said = self.ending.verdict.rstrip("!")
            cheer = (
                _("The castle has fallen. {verdict}, well played!").format(verdict=said)
                if said
                else _(TEAM_CHEER)
            )
            if outcome.assisted:
                return _("{cheer} {assisted}").format(cheer=cheer, assisted=self.assisted_words())
            return cheer
        if not outcome.dealt:
            return _(POSITION_LINE)
        if outcome.assisted:
            return self.assisted_words()
        return _("A variant that makes the game easier was on: no medal.")

    def assisted_words(self) -> str:
        won = self.won and self.ending.players == 1 and self.ending.outcome.dealt
        return assisted_line(self.ending.help_used, won, self.ending.players == 1)

    def _victory_lines(self, surface: pygame.Surface, medal: Medal | None, at: EndPlaces) -> None:
        frame = self.ctx.frame
        if medal is not None:
            draw_medal(surface, self.ctx, medal, frame.point(640, 212 - at.shift), frame.px(44))
            return
        size = 20 if self.ending.players > 1 else 18
        self.line(surface, self.victory_words(), 180 - at.shift, size, width=at.width - 60)


@dataclass
class Piece:
    x: float
    y: float
    fall: float  # design pixels a second
    drift: float
    symbol: str
    color: tuple[int, int, int]
    size: int


BELOW = 760  # a piece's centre past this (design pixels) is off the screen, its glyph too


class Confetti:
    """Suit symbols drifting down the screen after a win (seeded: the same game, the same fall),
    falling from the top again for FALL_SECONDS, then the last of them falling away."""

    COUNT = 70
    FALL_SECONDS = 8.0  # pieces fall from the top again until then; then the last fall away
    SLOWEST, FASTEST = 60.0, 160.0  # how fast a piece falls (design pixels a second)

    def __init__(self, ctx: AppContext, seed: int) -> None:
        self.ctx = ctx
        self.age = 0.0
        rng = random.Random(seed)
        colors = ctx.theme.colors
        palette = (colors.accent, colors.red_suit, colors.card_face, colors.highlight)
        self.pieces = [
            Piece(
                rng.uniform(0, 1280),
                rng.uniform(-720, 0),
                rng.uniform(self.SLOWEST, self.FASTEST),
                rng.uniform(-40, 40),
                rng.choice("♠♥♦♣"),
                rng.choice(palette),
                rng.randint(16, 34),
            )
            for _ in range(self.COUNT)
        ]

    def update(self, dt: float) -> None:
        self.age += dt
        again = self.age < self.FALL_SECONDS
        for piece in self.pieces:
            piece.y += piece.fall * dt
            piece.x += piece.drift * dt
            if again and piece.y > BELOW:
                piece.y -= BELOW + 40

    @property
    def fallen(self) -> bool:
        """Whether every piece has fallen past the bottom for good (the screen at rest)."""
        return self.age >= self.FALL_SECONDS and all(piece.y > BELOW for piece in self.pieces)

    def draw(self, surface: pygame.Surface) -> None:
        frame, fonts = self.ctx.frame, self.ctx.theme.fonts
        for piece in self.pieces:
            glyph = self.ctx.text.render(
                piece.symbol, fonts.symbols, frame.px(piece.size), piece.color
            )
            surface.blit(glyph, glyph.get_rect(center=frame.point(piece.x, piece.y)))
