"""Each seat's heroes as chess pieces (B-COMP-3; who owns what is public, B-HERO-1), fitted to
the room whatever their number (a seat may hold seven: two drafted, three Joker draws and two
spoils, B-DRAFT-2, B-JOKER-3, B-ELIM-1) and the window's size and text scale.

The viewer's heroes stand in a row, each with its name and state under it, above the hand's
key numbers: the piece shrinks, then the name and the state take their short forms, before
any line is let run into the hand. An opponent's stand in a row with a name under each where
the names fit; else each piece leads its name in lines of chips; else (six names in a narrow
panel at 200%) the pieces stand alone and each says its name in its tip. Words are never
cut, never overlap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from regicide.games.baisch.engine import Hero, PlayerView, Usage
from regicide.games.baisch.narrate import hero_name, hero_short
from regicide.games.baisch.narrate.words import hero_explanation
from regicide.games.baisch.ui.layout import HAND_Y
from regicide.games.baisch.ui.pieces import piece_image
from regicide.i18n import _, ngettext, pgettext
from regicide.themes.theme import Colors
from regicide.ui.assets import MIN_TEXT_PX
from regicide.ui.look import Look
from regicide.ui.widgets import Frame, wrap


class Furniture(Protocol):
    """What the pieces are drawn through (furniture.Furniture): its look, frame and colours,
    its tips and the pieces' places, which remember what they are handed."""

    look: Look
    frame: Frame
    colors: Colors
    tips: list[tuple[pygame.Rect, str]]
    heroes: list[tuple[pygame.Rect, int, Hero]]

    def blit(
        self, surface: pygame.Surface, image: pygame.Surface, anchor: str, at: tuple[float, float]
    ) -> pygame.Rect: ...

    def px(self, length: float) -> int: ...


PRIEST_DRAWS = 2  # a turn's Priest draws at most (B-HERO-PRIEST-2)

#: The heroes used up for this turn by the seat to act (B-HERO-3), by its usage.
USED: dict[Hero, str] = {
    Hero.MERCHANT: "merchant",
    Hero.FORTIFIED: "fortified",
    Hero.MAGE: "mage",
    Hero.PRIEST: "priest_done",
}


def _figures_ready(ready: int) -> str:
    """How many of a hero's figures are ready, in the language's plural, agreeing with the
    hero who holds them (French "Saboteurs · 2 prêts", masculine as the glossary's héros)."""
    return ngettext("{ready} ready", "{ready} ready", ready).format(ready=ready)


#: The state of a hero with figures or a charge, whoever's turn it is (B-HERO-1: public).
STANDING: dict[Hero, Callable[[PlayerView], str]] = {
    Hero.MERCENARIES: lambda p: ngettext(
        "{ready} ready · {supply} in supply", "{ready} ready · {supply} in supply", p.mercs_ready
    ).format(ready=p.mercs_ready, supply=p.mercs_supply),
    Hero.RESERVISTS: lambda p: _figures_ready(p.reserves_ready),
    Hero.SABOTEURS: lambda p: _figures_ready(p.saboteurs_ready),
    Hero.BATTERY: lambda p: _("ready to block") if p.battery_active else _("recharging"),
}


def _status(hero: Hero, player: PlayerView, usage: Usage | None) -> str:
    """Which kind of state a hero is in: "waiting" (B-HERO-2), "standing" (its figures or
    charge), "used" up this turn (B-HERO-3), "spying" (the Spy's reveals so far),
    "drawing" (a Priest's draw missed, one more left), "ready"."""
    if hero in player.waiting:
        return "waiting"
    if hero in STANDING:
        return "standing"
    if usage is not None and _used(hero, usage):
        return "used"
    if hero is Hero.SPY and usage is not None and usage.spy_reveals:
        return "spying"
    if hero is Hero.PRIEST and usage is not None and usage.priest_draws:
        return "drawing"  # a miss: one more draw (B-HERO-PRIEST-3)
    return "ready"


def hero_state(hero: Hero, player: PlayerView, usage: Usage | None) -> str:
    """A hero's state in a few words, in the player's language."""
    status = _status(hero, player, usage)
    if status == "standing":
        return STANDING[hero](player)
    if status == "spying":
        assert usage is not None
        return _("{used} of {reveals} reveals").format(
            used=usage.spy_reveals, reveals=3 if usage.spy_extended else 1
        )
    if status == "drawing":
        assert usage is not None
        return _("{used} of {draws} draws").format(used=usage.priest_draws, draws=PRIEST_DRAWS)
    words = {"waiting": _("from next turn"), "used": _("used this turn")}
    return words.get(status, _("ready"))


def _used(hero: Hero, usage: Usage) -> bool:
    if hero is Hero.SPY:
        return usage.spy_reveals >= (3 if usage.spy_extended else 1)
    name = USED.get(hero)
    return name is not None and bool(getattr(usage, name))


def faded(hero: Hero, player: PlayerView, usage: Usage | None) -> bool:
    """Drawn faded: not usable yet, used up this turn, or a tower recharging."""
    status = _status(hero, player, usage)
    recharging = hero is Hero.BATTERY and not player.battery_active
    return status in ("waiting", "used") or recharging


OWN_SIZES = (46.0, 40.0, 34.0, 28.0, 22.0)  # the viewer's piece, largest first
OPPONENT_SHRINK = (1.0, 0.85, 0.7)  # an opponent's names' sizes tried, largest first
OWN_SHRINK = (1.0, 0.85, 0.7)  # the viewer's heroes' words' sizes tried, largest first
CHIP_GAP = 8.0  # design units between two chips on a line
NAME_PX, STATE_PX, OPPONENT_PX, KEY_PX = 11, 10, 9, 12
KEYS_ROOM = 10.0  # design units kept over the hand's key numbers (the tutorial's ring there)
BESIDE_MOST = 3  # the most own heroes whose words may stand beside their pieces
BESIDE_GAP = 4.0  # design units between a piece and the words beside it


def keys_top(look: Look, frame: Frame) -> float:
    """The design height where the number discs over the viewer's hand begin (each a
    body-font digit of design size 12 in an ellipse 4 pixels taller, 2 design units over
    its card: board._numbers)."""
    key = look.text.body_font(frame.px(KEY_PX)).get_height() + 2 + frame.px(2)
    return HAND_Y - key / frame.scale


#: A hero's state in a word or two, where its whole state does not fit under its piece.
SHORT_STANDING: dict[Hero, Callable[[PlayerView], str]] = {
    Hero.MERCENARIES: lambda p: _figures_ready(p.mercs_ready),
    # TRANSLATORS: the Battery Tower ready to block (French "prête", Spanish "lista": la tour).
    Hero.BATTERY: lambda p: pgettext("battery", "ready") if p.battery_active else _("recharging"),
}


@dataclass(frozen=True)
class Line:
    """One line of words under a piece: its text, its size request, dim or not."""

    text: str
    size: int
    dim: bool


def short_state(hero: Hero, player: PlayerView, usage: Usage | None) -> str:
    """A hero's state in its short form ("next turn", "used", "1 of 3")."""
    status = _status(hero, player, usage)
    if status == "waiting":
        return _("next turn")
    if status == "used":
        return _("used")
    standing = SHORT_STANDING.get(hero)
    if standing is not None:
        return standing(player)
    if status == "spying":
        assert usage is not None
        return _("{used} of {reveals}").format(
            used=usage.spy_reveals, reveals=3 if usage.spy_extended else 1
        )
    if status == "drawing":
        assert usage is not None
        return _("{used} of {reveals}").format(used=usage.priest_draws, reveals=PRIEST_DRAWS)
    return hero_state(hero, player, usage)


class HeroPieces:
    """Draws a seat's pieces through `furniture` (its words remembered there, its tips too)."""

    def __init__(self, furniture: Furniture) -> None:
        self.f = furniture
        self.text = furniture.look.text
        self.shrink = 1.0  # an opponent's names' share of their size (see `opponent`)
        self.own_shrink = 1.0  # the viewer's heroes' words' share of their size (see `own`)

    def _px(self, size: int) -> int:
        """The pixel size a line of design `size` is drawn at (an opponent's names shrunk by
        `shrink` where they would not fit whole, never below the readable floor)."""
        px = self.text.body_px(self.f.px(size))
        if size == OPPONENT_PX:
            px = max(min(px, MIN_TEXT_PX), round(px * self.shrink))
        elif size in (NAME_PX, STATE_PX):
            px = max(min(px, MIN_TEXT_PX), round(px * self.own_shrink))
        return px

    def _font(self, size: int) -> pygame.font.Font:
        return self.text.font(self.text.theme.fonts.body, self._px(size))

    def _height(self, size: int) -> float:
        """A line's height in design units (fonts keep a floor, so small windows run taller)."""
        return self._font(size).get_height() / self.f.frame.scale

    def _width(self, words: str, size: int) -> float:
        return self._font(size).size(words)[0] / self.f.frame.scale

    def _piece(self, hero: Hero, seat: int, at: tuple[float, float], size: float) -> None:
        """A piece at design `at` (top left), faded when not usable now; its tip says its
        name, its state and its power."""
        frame = self.f.frame
        image = piece_image(hero, frame.px(size), self._dim[hero])
        spot = self.f.blit(self._surface, image, "topleft", frame.point(*at))
        tip = _("{hero} ({state}): {power}").format(
            hero=hero_name(hero), state=self._states[hero], power=hero_explanation(hero)
        )
        self.f.tips.append((spot, tip))
        self.f.heroes.append((spot, seat, hero))

    def _line(self, line: Line, at: tuple[float, float]) -> float:
        """A line drawn at design `at` (top left); returns its bottom (design)."""
        colors = self.f.colors
        image = self.text.body_exact(line.text, self._px(line.size),
                                     colors.text_dim if line.dim else colors.text)  # fmt: skip
        rect = self.f.blit(self._surface, image, "topleft", self.f.frame.point(*at))
        return at[1] + rect.height / self.f.frame.scale

    # -- the viewer's ------------------------------------------------------------------------

    def own(
        self,
        surface: pygame.Surface,
        player: PlayerView,
        box: tuple[float, float, float, float],
        top: float,
        usage: Usage | None,
    ) -> None:
        """The viewer's heroes in a row across `box` from design height `top`, the largest
        piece whose words fit above the hand's key numbers: evenly spread, each hero's words
        wrapped in its cell; else each cell as wide as its words, the widest shortened first.
        Where a few heroes leave the room, the words stand beside each piece instead of under
        it, for a larger piece (at 200% one or two heroes were drawn small under words)."""
        self._begin(surface, player, usage)
        heroes = (*player.heroes, *player.waiting)
        x, _y, width, _h = box
        room = self._hand_top() - top - 1
        for shrink in OWN_SHRINK:  # smaller words, to the readable floor, before they run out
            self.own_shrink = shrink
            row, size = self._own_fit(heroes, player, (x, width), room)
            if row is not None:
                break
        beside = self._own_beside(heroes, player, (x, width, room))
        if beside is not None and beside[0] > size:
            self._beside_row(player, beside, top)
            return
        self._own_row(player, row or self._own_flow(heroes, player, (x, 1e9, size), 1e9), top, size)

    def _own_fit(
        self, heroes: tuple[Hero, ...], player: PlayerView, span: tuple[float, float], room: float
    ) -> tuple[tuple[list[float], list[list[Line]]] | None, float]:
        """The largest piece size with every hero's words under it in `span` (design x and
        width) and `room` high: evenly spread, else each cell as wide as its words; the row
        (None if no size fits) and the size."""
        x, width = span
        step = width / max(4, len(heroes))
        for size in OWN_SIZES:
            plans = [self._own_words(hero, player, step - 6, room - size) for hero in heroes]
            if all(plan is not None for plan in plans):
                return (
                    [x + index * step for index in range(len(heroes))],
                    [p or [] for p in plans],
                ), size
            row = self._own_flow(heroes, player, (x, width, size), room - size)
            if row is not None:
                return row, size
        return None, OWN_SIZES[-1]

    def _own_beside(
        self, heroes: tuple[Hero, ...], player: PlayerView, span: tuple[float, float, float]
    ) -> tuple[float, list[float], list[list[Line]]] | None:
        """The largest piece size (at most `span`'s room high) with each hero's words whole
        beside its piece in an even share of `span` (design x, width, room): the size, the
        cells' x and their lines; None where no size fits (or there are many heroes)."""
        x, width, room = span
        if len(heroes) > BESIDE_MOST:
            return None
        step = width / max(2, len(heroes))
        for size in OWN_SIZES:
            if size > room:
                continue
            plans = [
                self._own_words(hero, player, step - size - 2 * BESIDE_GAP, room) for hero in heroes
            ]
            if all(plan is not None for plan in plans):
                lefts = [x + index * step for index in range(len(heroes))]
                return size, lefts, [plan or [] for plan in plans]
        return None

    def _beside_row(
        self, player: PlayerView, plan: tuple[float, list[float], list[list[Line]]], top: float
    ) -> None:
        """Pieces at the plan's x, each with its lines beside it, centred on the piece."""
        size, lefts, words = plan
        heroes = (*player.heroes, *player.waiting)
        for hero, left, lines in zip(heroes, lefts, words, strict=True):
            self._piece(hero, player.seat, (left, top), size)
            tall = sum(self._height(line.size) for line in lines)
            y = top + max(0.0, (size - tall) / 2)
            for line in lines:
                y = self._line(line, (left + size + BESIDE_GAP, y))

    def _own_row(
        self,
        player: PlayerView,
        row: tuple[list[float], list[list[Line]]] | None,
        top: float,
        size: float,
    ) -> None:
        """Pieces at the design x `row` gives, each with its lines under it."""
        assert row is not None
        heroes = (*player.heroes, *player.waiting)
        for hero, left, lines in zip(heroes, *row, strict=True):
            self._piece(hero, player.seat, (left, top), size)
            y = top + size + 1
            for line in lines:
                y = self._line(line, (left, y))

    def _own_flow(
        self,
        heroes: tuple[Hero, ...],
        player: PlayerView,
        span: tuple[float, float, float],
        height: float,
    ) -> tuple[list[float], list[list[Line]]] | None:
        """Each hero's words on one line a part, its cell as wide as they are, the widest
        cell taking its next shorter form until the row fits `span` (design x, width, piece size);
        None if it cannot, or the lines are taller than `height`."""
        size = span[2]
        forms = [self._forms(hero, player) for hero in heroes]
        levels = [0] * len(heroes)
        if any(sum(self._height(line.size) for line in form[0]) > height for form in forms):
            return None
        while True:
            cells = [
                max(size, *(self._width(line.text, line.size) for line in form[level])) + CHIP_GAP
                for form, level in zip(forms, levels, strict=True)
            ]
            if sum(cells) - CHIP_GAP <= span[1]:
                break
            longer = [i for i in range(len(heroes)) if levels[i] < len(forms[i]) - 1]
            if not longer:
                return None
            levels[max(longer, key=lambda i: cells[i])] += 1
        lefts = [span[0] + sum(cells[:index]) for index in range(len(heroes))]
        return lefts, [form[level] for form, level in zip(forms, levels, strict=True)]

    def _hand_top(self) -> float:
        """The design height the viewer's hero words end at: above the hand's key numbers
        and the tutorial's ring round them."""
        return keys_top(self.f.look, self.f.frame) - KEYS_ROOM

    def _forms(self, hero: Hero, player: PlayerView) -> list[list[Line]]:
        """The words under a piece, longest first: its name and state, its short name and
        state, its short name and short state."""
        state = self._states[hero]
        short = short_state(hero, player, self._usage)
        pairs = [(hero_name(hero), state), (hero_short(hero), state), (hero_short(hero), short)]
        return [[Line(name, NAME_PX, False), Line(said, STATE_PX, True)] for name, said in pairs]

    def _own_words(
        self, hero: Hero, player: PlayerView, width: float, height: float
    ) -> list[Line] | None:
        """The longest form of `hero`'s words that fits `width` × `height` (design), each
        of its two parts wrapped onto two lines at most; None if none fits."""
        for form in self._forms(hero, player):
            lines = [
                Line(text, part.size, part.dim)
                for part in form
                for text in wrap(part.text, self._font(part.size), self.f.px(width))
            ]
            wide = any(self._width(line.text, line.size) > width for line in lines)
            tall = sum(self._height(line.size) for line in lines)
            if not wide and len(lines) <= 4 and tall <= height:
                return lines
        return None

    # -- an opponent's -----------------------------------------------------------------------

    def opponent(
        self,
        surface: pygame.Surface,
        player: PlayerView,
        box: tuple[float, float, float, float],
        size: float,
        usage: Usage | None,
    ) -> None:
        """An opponent's heroes in `box`: a name under each piece, else chips; their words
        smaller, down to the readable floor, before the pieces stand alone (names in their
        tips): at 1920×1080 200% three names in a four-seat panel were left out."""
        self._begin(surface, player, usage)
        for shrink in OPPONENT_SHRINK:
            self.shrink = shrink
            if self._named(player, box, size):
                self.shrink = 1.0
                return
        self.shrink = 1.0
        heroes = (*player.heroes, *player.waiting)
        x, top, width, height = box
        step = width / max(2, len(heroes))
        alone = min(size, step - 2, height)
        for index, hero in enumerate(heroes):
            self._piece(hero, player.seat, (x + index * step, top), alone)

    def _named(
        self, player: PlayerView, box: tuple[float, float, float, float], size: float
    ) -> bool:
        """An opponent's pieces each with its name, in a row or in chips, if they fit `box`
        at the names' size now (False: nothing drawn)."""
        heroes = (*player.heroes, *player.waiting)
        x, top, width, height = box
        step = width / max(2, len(heroes))
        line = self._height(OPPONENT_PX)
        names = [hero_short(hero) for hero in heroes]
        under = all(self._width(name, OPPONENT_PX) <= step - 3 for name in names)
        if under and size + line <= height:
            for index, hero in enumerate(heroes):
                left = x + index * step
                self._piece(hero, player.seat, (left, top), size)
                name = self._under_piece(hero, step - 3)
                self._line(Line(name, OPPONENT_PX, True), (left, top + size))
            return True
        rows = self._chip_rows(names, line, width)
        if rows is None or len(rows) * line > height:
            return False
        for row, indices in enumerate(rows):
            left = x
            for index in indices:
                hero = heroes[index]
                self._piece(hero, player.seat, (left, top + row * line), line)
                self._line(Line(names[index], OPPONENT_PX, True),
                           (left + line + 2, top + row * line))  # fmt: skip
                left += self._chip(names[index], line)
        return True

    def _under_piece(self, hero: Hero, width: float) -> str:
        """The name under an opponent's piece: whole where `width` (design) holds it, else
        its short form ("Saboteurs" in a two-hero row, not "Sabot." with room to spare)."""
        whole = hero_name(hero)
        return whole if self._width(whole, OPPONENT_PX) <= width else hero_short(hero)

    def _chip(self, name: str, line: float) -> float:
        """A chip's width (design): its piece, its name, the gap after it."""
        return line + 2 + self._width(name, OPPONENT_PX) + CHIP_GAP

    def _chip_rows(self, names: list[str], line: float, width: float) -> list[list[int]] | None:
        """The chips (indices into `names`) line by line, as many on a line as fit `width`;
        None if one alone is wider."""
        rows: list[list[int]] = []
        used = width
        for index, name in enumerate(names):
            chip = self._chip(name, line)
            if chip - CHIP_GAP > width:
                return None
            if used + chip - CHIP_GAP > width:
                rows.append([])
                used = 0.0
            rows[-1].append(index)
            used += chip
        return rows

    def _begin(self, surface: pygame.Surface, player: PlayerView, usage: Usage | None) -> None:
        """Each hero's state and whether it is drawn faded, for this seat."""
        self._surface = surface
        self._usage = usage
        heroes = (*player.heroes, *player.waiting)
        self._states = {hero: hero_state(hero, player, usage) for hero in heroes}
        self._dim = {hero: faded(hero, player, usage) for hero in heroes}
