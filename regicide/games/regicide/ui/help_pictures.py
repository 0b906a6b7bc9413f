"""How to play with pictures: real situations of the game, each a stated position drawn by the
table's own board in the player's theme, cut down to what its section talks about.

A position names the cards that matter (FORMAT.md's keys); the royals it leaves out wait in
the castle and the other cards in the tavern, so each is a whole, valid deck (read_position
checks it, like any record's `start:`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame

from regicide.games.regicide.engine import (
    Game,
    GameState,
    Rules,
    deck_for,
    parse_move,
    read_position,
)
from regicide.games.regicide.ui.board import Board, Decor
from regicide.games.regicide.ui.layout import Sight
from regicide.i18n import N_, _
from regicide.ui.look import Look
from regicide.ui.widgets import DESIGN_SIZE, Frame


@dataclass(frozen=True)
class Picture:
    """A section's picture: its position and the moves made from it (record notation), the
    banner over it and the part shown (x, y, w, h in design pixels)."""

    players: int
    position: dict[str, Any]
    banner: str
    crop: tuple[int, int, int, int] = (0, 0, *DESIGN_SIZE)
    moves: tuple[str, ...] = ()
    rules: Rules = field(default_factory=Rules)


PICTURES: dict[str, Picture] = {
    N_("Your turn"): Picture(
        1,
        {"enemy": "QC", "damage": 12, "table": [["9C"], ["AS", "7S"]], "shield": 8},
        N_("Play cards or flip a Jester token"),
        (0, 60, 1280, 660),
    ),
    N_("Suit powers"): Picture(
        1,
        {"enemy": "JH", "damage": 16, "shield": 8, "table": [["4S", "4C"]]},
        N_("4♠ 4♣: ♣ doubles the damage to 16, ♠ shields 8"),
        (250, 70, 800, 420),
    ),
    N_("Immunity"): Picture(
        1,
        {"enemy": "JS", "damage": 7, "table": [["7S"]]},
        N_("7♠ dealt 7 damage but raised no shield"),
        (250, 70, 800, 420),
    ),
    N_("Defeating an enemy"): Picture(
        2,
        {"enemy": "JH", "damage": 16, "enemies_defeated": 1},
        N_("Exact kill: the Jack of Hearts waits on the tavern"),
        (250, 70, 1030, 300),
        moves=("play 4H",),
    ),
    N_("The Jester"): Picture(
        3,
        {"enemy": "KS", "damage": 4, "table": [["4D"], ["JKR"]], "immunity_cancelled": True},
        N_("No immunity now: Seat 1 chooses who goes next"),
        (280, 70, 780, 420),
    ),
    N_("Playing solo"): Picture(
        1,
        {
            "enemy": "QD",
            "discard": ["JC", "JD", "JH", "JS", "QC"],
            "tokens_used": 1,
            "enemies_defeated": 5,
        },
        N_("Play cards or flip a Jester token"),
        (0, 380, 1000, 340),
    ),
}

HANDS = {1: "AH 3C 5D 6S 8C 9H 10D 2S", 2: "4H 6C 9S 2D 7H 8D 3H", 3: "2H 5S 8H 9C 4C 7D"}


def position_of(picture: Picture) -> GameState:
    """The picture's state: its position as a whole deck (what it names; the other royals in
    the castle, the other cards in the tavern; the first seat holds a hand of its size, the
    others small ones), then its moves."""
    spec = picture.position
    hands = [
        HANDS[min(picture.players, 3)].split(),
        *[["2C"], ["3S"], ["4S"]][: picture.players - 1],
    ]
    named = Counter(
        [spec["enemy"], *spec.get("discard", [])]
        + [card for play in spec.get("table", []) for card in play]
        + [card for hand in hands for card in hand]
    )
    castle: list[str] = []
    tavern: list[str] = []
    for card in map(str, deck_for(picture.players)):
        if named[card]:
            named[card] -= 1
        else:
            (castle if card[0] in "JQK" and card != "JKR" else tavern).append(card)
    data = {"castle": castle, "tavern": tavern, "hands": hands, **spec}
    game = Game.from_position(read_position(data, picture.players, picture.rules))
    for move in picture.moves:
        game.submit(parse_move(move))
    return game.state


class HelpPictures:
    """The pictures of How to play, drawn once per theme and width."""

    def __init__(self) -> None:
        self._drawn: dict[tuple[str, Look, int], pygame.Surface] = {}

    def picture(self, heading: str, look: Look, width: int) -> pygame.Surface | None:
        """The picture of the section `heading` (as shown: in the player's language) at `width`
        window pixels, if it has one."""
        english = {_(name): name for name in PICTURES}.get(heading, heading)
        picture = PICTURES.get(english)
        if picture is None:
            return None
        key = (heading, look, width)
        if key not in self._drawn:
            self._drawn[key] = _draw(picture, look, width)
        return self._drawn[key]


def _draw(picture: Picture, look: Look, width: int) -> pygame.Surface:
    """The position drawn by a real board at the design size, cut to its crop and scaled."""
    state = position_of(picture)
    full = pygame.Surface(DESIGN_SIZE)
    board = Board(look, Frame(*DESIGN_SIZE), state, Sight(1))
    board.seats_right = False  # the other seats on the left, outside the crops of the middle
    board.sync(state)
    board.draw(full, Decor(banner=_(picture.banner), key_badges=True))
    crop = full.subsurface(pygame.Rect(picture.crop).clip(full.get_rect()))
    height = round(crop.get_height() * width / crop.get_width())
    return pygame.transform.smoothscale(crop, (width, height))
