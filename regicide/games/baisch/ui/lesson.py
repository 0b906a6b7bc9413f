"""Baisch's interactive first game, headless: a stated deal for two, the coach's steps
through it, the lesson that follows a session along them (the play wing's `Lesson`), and
the scripted opponent.

The deal is an ordinary record from a stated deal (docs/baisch-records.md, `phase: setup`),
so the engine knows no special case. The newcomer makes the setup (two discards, the King,
the defences), gives heroes in the draft and names the starting player; then the steps
teach a plunder, the attack suit, a defence attack, prey, a Joker, the suit lock, the
opponent's no-attack reveal, taking and placing one's own defence, a failed plunder, a hero's
power (the Spy) and an attack with one's own King (the Warlord) that ends the game. While a
step waits for a move, the lesson's guard lets only that move through (the person's, or the
scripted opponent's); a setup step waits for its cards to lie in their boxes; information
steps wait for Next. After the last step the game is the person's to finish, against the
instant player.
"""

from __future__ import annotations

import random
import re
import threading
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import (
    Attack,
    Card,
    ChooseSetup,
    Command,
    Game,
    PlaceDefense,
    Record,
    SeatView,
    full_deck,
    parse_card,
    parse_move,
    read_record,
    replay,
)
from regicide.games.baisch.narrate import move_words
from regicide.games.protocol import ComputerPlayer
from regicide.i18n import N_, _, word_list
from regicide.play.lesson import READ, STEP_KEY, Lesson

PERSON, OPPONENT = 1, 2

#: The dealt cards: yours (seat 1) and Seat 2's, eight each (B-SETUP-2).
DEALT = (
    ("AC", "10D", "4C", "7S", "5S", "JK", "2D", "3H"),
    ("QD", "6H", "10C", "8D", "5H", "9C", "3S", "2C"),
)
#: The draw pile's top, in order: stack A (8♠ under 9♦), stack B (2♥ under 7♣), the card
#: a won plunder puts on B (4♦), stack A rebuilt (5♣, K♥), the card a failed plunder adds.
DRAW_TOP = ("8S", "9D", "2H", "7C", "4D", "5C", "KH", "6C")


def _draw() -> list[str]:
    """The draw pile, top first: DRAW_TOP, then every other card in the deck's order."""
    left = Counter(card.text for card in full_deck())
    left.subtract([*DRAW_TOP, *(card for hand in DEALT for card in hand)])
    rest = []
    for card in full_deck():
        if left[card.text] > 0:
            left[card.text] -= 1
            rest.append(card.text)
    return [*DRAW_TOP, *rest]


#: The deal: a stated deal of a two-player game; you are first in the draft.
DEAL: dict[str, Any] = {
    "format": "baisch-record",
    "version": 1,
    "players": 2,
    "options": {},
    "seed": 2026,
    "draft_order": [PERSON, OPPONENT],
    "start": {
        "phase": "setup",
        "seats": [{"hand": list(hand)} for hand in DEALT],
        "draw": _draw(),
    },
    "moves": [],
}

ARRANGE = N_("Put the cards in the boxes the tutorial names first.")
KEY = re.compile(r"\{key (\w+)\}")


@dataclass(frozen=True)
class Step:
    """One step: its words, what it points at (a place on the table or the screen, or
    None), and what it waits for: the move in notation (made by the person or the scripted
    opponent), or on the setup screen cards lying in boxes (`arrange`: card, box), or Next."""

    title: str
    text: str
    point: str | None = None
    move: str | None = None
    by: int = PERSON
    arrange: tuple[tuple[str, str], ...] = ()

    def heading(self) -> str:
        """The step's title in the player's language."""
        return _(self.title)

    @property
    def expect(self) -> Command | None:
        return None if self.move is None else parse_move(self.move)

    def said(self, hand: Sequence[Card]) -> str:
        """The text, its `{keys}` naming the number keys that pick the step's cards in the
        hand as the table orders it ("press 3 and 4"), its `{key 7S}` the one key of 7♠."""
        text = KEY.sub(lambda found: _key(parse_card(found.group(1)), hand), _(self.text))
        expect = self.expect
        if "{keys}" not in text:
            return text
        if isinstance(expect, Attack):
            cards = [p.card for p in expect.cards]
        elif isinstance(expect, PlaceDefense):
            cards = [expect.card]
        else:
            return text
        return text.replace("{keys}", pick_keys(cards, hand))


def _key(card: Card, hand: Sequence[Card]) -> str:
    number = hand.index(card) + 1 if card in hand else 0
    return str(number) if 0 < number <= 9 else _("its number")


def pick_keys(cards: Sequence[Card], hand: Sequence[Card]) -> str:
    """'press 3 and 4': the keys that pick `cards` (a card held twice: the first, then the
    next) in `hand`, keys 1 to 9 for its first nine cards."""
    free = list(enumerate(hand, 1))
    keys: list[str] = []
    for card in cards:
        found = next(((n, held) for n, held in free if held == card), None)
        if found is None or found[0] > 9:
            return _("pick them with the mouse")
        free.remove(found)
        keys.append(str(found[0]))
    return _("press {keys}").format(keys=word_list(keys))


SETUP_MOVE = "setup king AC defend 10D 4C discard 2D 3H"

STEPS: tuple[Step, ...] = (
    Step(
        N_("Welcome to Baisch"),
        N_(
            "Every player hides a King behind up to three defence cards and holds heroes "
            "with powers. Beat the others' Kings and be the last one standing. First you set up "
            "your table from the eight cards you were dealt."
        ),
        "dealt",
    ),
    Step(
        N_("Two cards to the graveyard"),
        N_(
            "Each player throws two cards face up into the graveyard. Throw your weakest: press "
            "{key 2D} (the 2♦) and then D, and {key 3H} (the 3♥) and then D. Or click a card, "
            "then the Graveyard box."
        ),
        "box discard",
        arrange=(("2D", "discard"), ("3H", "discard")),
    ),
    Step(
        N_("Your King"),
        N_(
            "Your King lies face down; if it falls, you are out. It can attack too, so a strong "
            "King helps: press {key AC} (the A♣, worth 14, the most a card can be) and then K."
        ),
        "box king",
        arrange=(("AC", "king"),),
    ),
    Step(
        N_("Your defence"),
        N_(
            "Up to three defence cards guard your King face down: while you hold one, nobody may "
            "attack your King. Press {key 10D} (10♦) and Q for slot 1, {key 4C} (4♣) and W for "
            "slot 2. Fewer defence cards leave more to attack with: 7♠ 5♠ and the Joker stay "
            "in your hand."
        ),
        "box slots",
        arrange=(("10D", "slot 1"), ("4C", "slot 2")),
    ),
    Step(
        N_("Confirm"),
        N_(
            "Press Enter (or Confirm). Each player chooses in secret; when all have chosen, the "
            "discards turn face up and the King and defences go face down on the table."
        ),
        "confirm",
        SETUP_MOVE,
    ),
    Step(
        N_("Seat 2 sets up"),
        N_("Seat 2 chooses his King, defences and discards."),
        None,
        "setup king QD defend 6H 10C discard 8D 5H",
        OPPONENT,
    ),
    Step(
        N_("The hero draft"),
        N_(
            "Each player gets two heroes, given by the others one at a time: nobody picks his "
            "own. You give first. Give Seat 2 one that will not hurt you: click the Merchant (or "
            "the arrows and Enter)."
        ),
        "hero merchant",
        "give merchant",
    ),
    Step(N_("Seat 2 gives"), N_("Seat 2 gives you a hero."), None, "give spy", OPPONENT),
    Step(
        N_("Your second gift"),
        N_("Give Seat 2 the Priest: click it. Point at a hero to read all it does."),
        "hero priest",
        "give priest",
    ),
    Step(
        N_("Seat 2 gives"), N_("Seat 2 gives you your second hero."), None, "give warlord", OPPONENT
    ),
    Step(
        N_("Who starts"),
        N_(
            'The first in the draft names the starting player. Choose "You start" in the panel '
            "(or press 1)."
        ),
        "panel",
        "start P1",
    ),
    Step(
        N_("Your table"),
        N_(
            "Bottom left: your King (face down: only you see it, the band says so) and your "
            "defence slots, as you chose them. Your hand lies along the bottom."
        ),
        "own",
    ),
    Step(
        N_("Your heroes"),
        N_(
            "Seat 2 gave you the Spy and the Warlord. Heroes work from the first turn. Point at "
            "a hero to read its power; click it for its actions."
        ),
        "heroes",
    ),
    Step(
        N_("Your opponent"),
        N_(
            "Seat 2's King and his two defence cards are at the top, face down. The graveyard "
            "holds the four discards, face up."
        ),
        "opponent",
    ),
    Step(
        N_("The Harvest stacks"),
        N_(
            "Each stack shows a face-up card under a face-down top card. "
            "Beat the top card and the whole stack is yours."
        ),
        "stacks",
    ),
    Step(
        N_("Plunder"),
        N_(
            "Pick 7♠ and 5♠ (click them or {keys}) and drag them onto stack "
            'A: 12 against a face-down card. Or choose "Plunder stack A" in the panel.'
        ),
        "stack A",
        "plunder A 7S 5S",
    ),
    Step(
        N_("The attack suit"),
        N_(
            "12 beat the 9♦: both stack cards are in your hand, usable at once. Your first "
            "attack set the suit: every attack this turn must be in Spades, or a Joker."
        ),
        "symbol",
    ),
    Step(
        N_("Attack a defence card"),
        N_(
            "Pick 8♠ ({keys}), just plundered, and drag it onto Seat 2's slot 1, or choose "
            '"Seat 2 · slot 1" in the panel. Its card is face down: unknown until revealed.'
        ),
        "slot 2 1",
        "attack P2.1 8S",
    ),
    Step(
        N_("Prey"),
        N_("8 beat the 6♥: it is yours, but a won card is prey, locked until your next turn."),
        "hand",
    ),
    Step(
        N_("A Joker"),
        N_(
            "A Joker attacks alone, whatever the suit, and beats any defence card: pick it "
            '({keys}) and drag it onto slot 2, or choose "Seat 2 · slot 2" in the panel.'
        ),
        "slot 2 2",
        "attack P2.2 JK",
    ),
    Step(
        N_("The suit lock"),
        N_(
            "Seat 2 has no defence card left: his King may be attacked. But this turn only in "
            "Spades or with a Joker, and you hold neither (your King is a Club). "
            "Press E (or End turn) to end your turn."
        ),
        "panel",
        "end",
    ),
    Step(
        N_("Seat 2 plays"),
        N_("Watch Seat 2 place a new defence card."),
        "opponent",
        "place 9C 1",
        OPPONENT,
    ),
    Step(
        N_("Seat 2 ends his turn"),
        N_(
            "He attacked nobody, so he must turn one face-down defence "
            "card face up: the no-attack reveal."
        ),
        "opponent",
        "end reveal 1",
        OPPONENT,
    ),
    Step(
        N_("The reveal"),
        N_("Slot 1 shows the 9♣ now. Your prey are unlocked: they are ordinary cards again."),
        "slot 2 1",
    ),
    Step(
        N_("Your own defence"),
        N_(
            "Each turn you may take one defence card back into your hand and place one. Pick "
            "slot 2 (click its card or press Shift+2) and drag it onto your hand, or choose "
            '"Take slot 2 back" in the panel.'
        ),
        "own",
        "take 2",
    ),
    Step(
        N_("Place a defence card"),
        N_(
            "The 4♣ is back in your hand. Now place 9♦ face down in the empty slot 2: pick it "
            '({keys}) and drag it there, or choose "Place 9♦ in slot 2". Your slots shield your '
            "King."
        ),
        "own",
        "place 9D 2",
    ),
    Step(
        N_("A failed plunder"),
        N_(
            "Stack B's top card is face down. Plunder it with 4♣ (click it or {keys}): if the "
            "top is worth 4 or more, the plunder fails."
        ),
        "stacks",
        "plunder B 4C",
    ),
    Step(
        N_("The plunder failed"),
        N_(
            "The top was the 4♦: a tie fails, a plunder must be higher. Your 4♣ went to the "
            "graveyard; the 4♦ stays face up and a new card covers it, so the stack grows; one "
            "plunder a turn, so no second try. Your plunder set this turn's suit: Clubs."
        ),
        "stacks",
    ),
    Step(
        N_("Break the last defence"),
        N_("Attack the 9♣ with 10♣ ({keys}), last turn's prey, in Clubs: 10 beats 9."),
        "slot 2 1",
        "attack P2.1 10C",
    ),
    Step(
        N_("A hero's power: the Spy"),
        N_(
            "Seat 2's King is face down. Once a turn your Spy turns an enemy's face-down "
            "defence card up, or his King when he has none: click your Spy (or press J, then "
            '"Spy") and choose "Spy on Seat 2\'s King".'
        ),
        "king 2",
        "spy P2.king",
    ),
    Step(
        N_("His King"),
        N_(
            "It is the Q♦, worth 12. Your Warlord lets your own King attack though you hold "
            "defence cards. Press K to pick your King (A♣, a Club like this turn's suit) and "
            'choose "Seat 2\'s King": 14 beats 12. A King that loses is out of the game.'
        ),
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
    if isinstance(made, ChooseSetup) and isinstance(expected, ChooseSetup):
        mine, taught = made.choice, expected.choice  # the two discards in either order
        same_rest = (mine.king, mine.defense) == (taught.king, taught.defense)
        return same_rest and Counter(mine.discard) == Counter(taught.discard)
    return bool(made == expected)


def lesson(step: int = 0) -> Lesson[Step]:
    """The lesson on the steps, from `step` (regicide.play.lesson), in Baisch's words."""
    return Lesson(STEPS, move_words, step, same_taught, _waiting)


def _waiting(step: Step) -> str:
    """What a step without a move waits for: its cards in their boxes, or Next."""
    return ARRANGE if step.arrange else READ


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
