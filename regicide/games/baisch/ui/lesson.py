"""Baisch's interactive first game, headless: a scripted deal for two, the coach's steps
through it, the lesson that follows a session along them (the play wing's `Lesson`), and
the scripted opponent.

The deal is an ordinary record from a stated position (docs/baisch-records.md), so the engine
knows no special case. The steps show the setup's result and the drafted heroes, then teach a
plunder, the attack suit, a face-down and a face-up defence, a Joker, the prey's lock, the
opponent's no-attack reveal, taking and placing one's own defence, a failed plunder, a hero's
power (the Spy) and an attack with one's own King (the Warlord) that ends the game. While a
step waits for a move, the lesson's guard lets only that move through (the person's, or the
scripted opponent's); information steps wait for Next. After the last step the game is the
person's to finish, against the instant player.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import (
    Attack,
    Card,
    Command,
    Game,
    PlaceDefense,
    Record,
    SeatView,
    parse_move,
    read_record,
    replay,
)
from regicide.games.baisch.narrate import move_words
from regicide.games.protocol import ComputerPlayer
from regicide.play.lesson import STEP_KEY, Lesson

PERSON, OPPONENT = 1, 2

#: The deal: you (seat 1) to play turn 1 of a Basic-Baisch game.
DEAL: dict[str, Any] = {
    "format": "baisch-record",
    "version": 1,
    "players": 2,
    "options": {},
    "seed": 2026,
    "start": {
        "current": 1,
        "turn": 1,
        "stacks": {"A": "5C^ 9Dv", "B": "2H^ 7Cv"},
        "graveyard": ["2S", "4S", "8D", "5H"],  # the setup's discards, two a player
        "seats": [
            {
                "hand": ["7S", "5S", "8S", "JK", "JK", "3D"],
                "king": "ACv",
                "slots": ["10Dv", "4Cv", None],
                "heroes": ["spy", "warlord"],
            },
            {
                "hand": ["2C", "6D", "9C"],
                "king": "QDv",
                "slots": ["6Hv", "10C^", "3Sv"],
                "heroes": ["merchant", "priest"],
            },
        ],
    },
    "moves": [],
}


@dataclass(frozen=True)
class Step:
    """One step: its words, what it points at (a zone name of the table, or None), and the
    move it waits for in notation (None: Next), made by the person or by the scripted
    opponent."""

    title: str
    text: str
    point: str | None = None
    move: str | None = None
    by: int = PERSON

    @property
    def expect(self) -> Command | None:
        return None if self.move is None else parse_move(self.move)

    def said(self, hand: Sequence[Card]) -> str:
        """The text, its `{keys}` naming the number keys that pick the step's cards in the
        hand as the table orders it ("press 3 and 4")."""
        expect = self.expect
        if "{keys}" not in self.text:
            return self.text
        if isinstance(expect, Attack):
            cards = [p.card for p in expect.cards]
        elif isinstance(expect, PlaceDefense):
            cards = [expect.card]
        else:
            return self.text
        return self.text.replace("{keys}", pick_keys(cards, hand))


def pick_keys(cards: Sequence[Card], hand: Sequence[Card]) -> str:
    """'press 3 and 4': the keys that pick `cards` (a card held twice: the first, then the
    next) in `hand`, keys 1 to 9 for its first nine cards."""
    free = list(enumerate(hand, 1))
    keys: list[str] = []
    for card in cards:
        found = next(((n, held) for n, held in free if held == card), None)
        if found is None or found[0] > 9:
            return "pick them with the mouse"
        free.remove(found)
        keys.append(str(found[0]))
    listed = ", ".join(keys[:-1]) + f" and {keys[-1]}" if len(keys) > 1 else keys[0]
    return f"press {listed}"


STEPS: tuple[Step, ...] = (
    Step(
        "Welcome to Baisch",
        "Every player hides a King behind up to three defence cards and holds heroes "
        "with powers. Beat the others' Kings and be the last one standing.",
    ),
    Step(
        "The setup",
        "Before the first turn each player chose in secret a King, up to three defence "
        "cards and two cards for the graveyard (the four there now). Here it was done for "
        "you; in a game of your own the setup screen asks you, and its Suggest fills it in.",
        "graveyard",
    ),
    Step(
        "Your table",
        "Bottom left: your King (face down: only you see it, the band says "
        "so) and your defence slots 1 to 3. Your hand lies along the bottom.",
        "own",
    ),
    Step(
        "Your heroes",
        "You hold the Spy and the Warlord. Heroes are drafted before play: each player gives "
        "heroes to the others, one at a time, so nobody picks his own. Point at a hero to "
        "read its power; click it for its actions.",
        "heroes",
    ),
    Step(
        "Your opponent",
        "Seat 2's King and three defence slots are at the top. Two of his "
        "cards are face down; the 10♣ is face up for all to see.",
        "opponent",
    ),
    Step(
        "The Harvest stacks",
        "Each stack shows a face-up card under a face-down top card. "
        "Beat the top card and the whole stack is yours.",
        "stacks",
    ),
    Step(
        "Plunder",
        "Pick 7♠ and 5♠ (click them or {keys}) and drag them onto stack "
        'A: 12 against a face-down card. Or choose "Plunder stack A" in the panel.',
        "stack A",
        "plunder A 7S 5S",
    ),
    Step(
        "The attack suit",
        "12 beat the 9♦: both stack cards are in your hand, usable at "
        "once. Your first attack set the suit: every attack this turn must be in Spades, "
        "or a Joker.",
        "symbol",
    ),
    Step(
        "Attack a defence card",
        'Pick 8♠ ({keys}) and drag it onto Seat 2\'s slot 1, or choose "Seat 2 · slot 1" '
        "in the panel. Its card is face down: unknown until revealed.",
        "slot 2 1",
        "attack P2.1 8S",
    ),
    Step(
        "Prey",
        "8 beat the 6♥: it is yours, but a won card is prey, locked until your next turn.",
        "hand",
    ),
    Step(
        "A Joker",
        "The 10♣ in slot 2 is face up. A Joker attacks alone, whatever the suit, "
        "and beats any defence: pick a Joker ({keys}) and drag it onto slot 2, or choose "
        '"Seat 2 · slot 2" in the panel.',
        "slot 2 2",
        "attack P2.2 JK",
    ),
    Step(
        "The suit lock",
        "Seat 2 still has slot 3, so his King is safe for now. You hold no more "
        "Spades; your last Joker could take slot 3, but keep it. "
        "Press E (or End turn) to end your turn.",
        "panel",
        "end",
    ),
    Step(
        "Seat 2 plays", "Watch Seat 2 place a new defence card.", "opponent", "place 9C 1", OPPONENT
    ),
    Step(
        "Seat 2 ends his turn",
        "He attacked nobody, so he must turn one face-down defence "
        "card face up: the no-attack reveal.",
        "opponent",
        "end reveal 3",
        OPPONENT,
    ),
    Step(
        "The reveal",
        "Slot 3 shows the 3♠ now. Your prey are unlocked: they are ordinary cards again.",
        "slot 2 3",
    ),
    Step(
        "Your own defence",
        "Each turn you may take one defence card back into your hand and place one. Pick "
        "slot 2 (click its card or press Shift+2) and drag it onto your hand, or choose "
        '"Take slot 2 back" in the panel.',
        "own",
        "take 2",
    ),
    Step(
        "Place a defence card",
        "The 4♣ is back in your hand. Now place 9♦ face down in the empty slot 2: pick it "
        '({keys}) and drag it there, or choose "Place 9♦ in slot 2". Your slots shield your King.',
        "own",
        "place 9D 2",
    ),
    Step(
        "A failed plunder",
        "Stack B's top card is face down. Plunder it with 4♣ (click it or {keys}): if the "
        "top is worth 4 or more, the plunder fails.",
        "stacks",
        "plunder B 4C",
    ),
    Step(
        "The plunder failed",
        "The top was the 4♦: a tie fails, a plunder must be higher. Your 4♣ went to the "
        "graveyard; the 4♦ stays face up and a new card covers it, so the stack grows; one "
        "plunder a turn, so no second try. Your plunder set this turn's suit: Clubs.",
        "stacks",
    ),
    Step(
        "Attack in Clubs",
        "Attack slot 3 with 5♣ ({keys}): Clubs, the suit your plunder set.",
        "slot 2 3",
        "attack P2.3 5C",
    ),
    Step(
        "A hero's power: the Spy",
        "Seat 2's slot 1 is face down again. Once a turn your Spy turns an enemy's "
        'face-down card up: click your Spy (or press J, then "Spy") and choose "Spy on '
        "Seat 2's slot 1\".",
        "slot 2 1",
        "spy P2.1",
    ),
    Step(
        "Break the last defence",
        "It is the 9♣. Attack it with 10♣ ({keys}), last turn's prey: 10 beats 9.",
        "slot 2 1",
        "attack P2.1 10C",
    ),
    Step(
        "His King",
        "Seat 2 has no defence card left: his King may be attacked, and your Warlord lets "
        "your own King attack though you still hold defence cards. Press K to pick your "
        "King (A♣, in Clubs like this turn's suit) and choose \"Seat 2's King\". A King that "
        "loses is out of the game: an Ace is worth 14, the most a card can be.",
        "king 2",
        "attack P2.king king",
    ),
)


def tutorial_record() -> Record:
    return read_record(DEAL)


def check_script() -> Game:
    """The deal with the steps' moves, as the engine plays them (a test's proof)."""
    record = tutorial_record()
    moves = tuple(step.expect for step in STEPS if step.expect is not None)
    trial = Record(record.players, record.options, record.seed, moves, record.start)
    return replay(trial)


def same_taught(made: Command, expected: Command) -> bool:
    """The move a step teaches, its cards picked in any order (an attack's value and suit
    do not depend on the order, B-ATK-2)."""
    if isinstance(made, Attack) and isinstance(expected, Attack):
        return replace(made, cards=()) == replace(expected, cards=()) and Counter(
            made.cards
        ) == Counter(expected.cards)
    return bool(made == expected)


def lesson(step: int = 0) -> Lesson[Step]:
    """The lesson on the steps, from `step` (regicide.play.lesson), in Baisch's words."""
    return Lesson(STEPS, move_words, step, same_taught)


class ScriptedOpponent:
    """Seat 2 of the tutorial: the step's move while the lesson runs, then the instant
    player (a computer player like any other: it sees only its view)."""

    name = "instant"

    def __init__(self, lesson: Lesson[Step]) -> None:
        self.lesson = lesson
        self.after: ComputerPlayer = make_player("instant")

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        step = self.lesson.step
        move = step.expect if step is not None and step.by == OPPONENT else None
        return move if move is not None else self.after.choose(view, rng, cancel=cancel)


def resume_step(extra: Mapping[str, Any], moves: int) -> int:
    """Where a saved tutorial stands: its remembered step, if the moves made agree."""
    step = extra.get(STEP_KEY)
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        return 0
    made = sum(1 for index, item in enumerate(STEPS) if item.move and index < step)
    return step if made == moves else 0
