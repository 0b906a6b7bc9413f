"""Claim's first game as data: a stated deal that brings the lessons about early. You hold
all eight Knights, three Doppelgangers, an Undead and a Dwarf; the computer holds Goblins and
two Undead and leads first, so you soon follow a Goblin with a Knight, or must follow its
Undead. The coach (`narrate.coach`) speaks as situations arise."""

from __future__ import annotations

from regicide.games.claim.engine import Game, Options, read_position

YOU = "KNI2 KNI3 KNI4 KNI5 KNI6 KNI7 KNI8 KNI9 DOP0 DOP1 DOP2 UND0 DWA0"
COMPUTER = "GOB0 GOB0 GOB0 GOB0 GOB1 GOB2 GOB3 GOB4 GOB5 GOB6 GOB7 UND1 UND2"
DECK = (
    "UND9 DWA5 GOB9 DOP8 UND3 DWA9 DOP5 UND7 DWA2 GOB8 DOP9 UND5 DWA7 "
    "DOP3 UND4 DWA1 GOB0 DOP6 UND8 DWA3 DOP4 UND6 DWA8 DOP7 DWA4 DWA6"
)
SEATS = ("human", "instant")
SEED = 2026


def tutorial_game() -> Game:
    """The tutorial's deal at its start (checked as a record's `start` is): the computer,
    seat 2, leads trick 1."""
    start = {"hands": [YOU.split(), COMPUTER.split()], "deck": DECK.split(), "leader": 2}
    return Game.from_position(read_position(start, Options()), seed=SEED)
