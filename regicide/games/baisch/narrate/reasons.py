"""The engine's reasons a move is refused, in the player's language. The engine is pure (no
translation seam inside it) and writes its reasons in English; the table shows them through
`reason_words`, which asks the catalogs for the same English (marked here, so the extractor
finds them; a test checks every constant reason of the engine is listed) and says the
reasons with values in them (a suit, a hero, a seat, a slot, a card, a count) whole in the
player's language too, matched by their English (a test checks every reason with a value
the engine's source can write is matched). Only the engine's checks of a game's options
and draft order, which a record's reader reports, stay English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from regicide.games.baisch.engine import Hero, Suit, parse_card
from regicide.games.baisch.narrate.words import SUIT_SYMBOLS, card_short, hero_name
from regicide.i18n import N_, _

#: Every reason the engine gives without a value in it (engine/*.py), as it writes it.
REASONS = (
    N_("A Joker attacks alone."),
    N_("A King can be assaulted only when its owner has no defence card."),
    N_("A Saboteur already sits on that slot."),
    N_("All cards of an attack share one suit."),
    N_("An attack needs a card, a Joker or your King."),
    N_("Attack an opponent who is still in the game."),
    N_("Attack only with usable cards of your hand (not prey, not blocked)."),
    N_("Attack with your King only without defence cards."),
    N_("Basic-Baisch has no heroes."),
    N_("Choose exactly two cards for the graveyard."),
    N_("Choose only among your dealt cards, each card once."),
    N_("Commit zero or more figures."),
    N_("Defence slots are numbered 1 to 3."),
    N_("Finish the pending decision first."),
    N_("Mercenaries go only on your occupied defence slots."),
    N_("Name an opponent who is still in the game."),
    N_("Name each slot (1 to 3) at most once for the Mercenaries."),
    N_("Name what goes into each of the three defence slots (a card or nothing)."),
    N_("No attack waits for a Battery Tower decision."),
    N_("No slot is revealed at the end of this turn."),
    N_("None of your Saboteurs sits on that slot."),
    N_("Only the Lieutenant lets defence cards attack."),
    N_("Place at least one Mercenary on each slot named."),
    N_("Plunder with your King only without defence cards."),
    N_("Reservists join after the reveal only when the attack is not winning (A7)."),
    N_("Stack on one of your single, unsabotaged defence cards."),
    N_("That Harvest stack is empty."),
    N_("That defence slot holds no card."),
    N_("That is not a Baisch command."),
    N_("The General allows three defence actions a turn; they are used."),
    N_("The King attacks alone."),
    N_("The Priest works once this turn's attack symbol is set."),
    N_("The Spy reveals defence cards and Kings, not Harvest stacks."),
    N_("The Spy turns a King only when no defence card is face down."),
    N_("The game is over."),
    N_("The hero draft is over."),
    N_("The setup choices are already made."),
    N_("The stacked card must have the suit of the card below."),
    N_("The starting player is already known."),
    N_("The turn can end only when no decision is pending."),
    N_("There are no spoils to choose from."),
    N_("There are two Harvest stacks, A and B."),
    N_("You can resign only during your own turn, between actions."),
    N_("You have already attacked with your King this turn."),
    N_("You have already placed a defence card this turn."),
    N_("You have already plundered this turn."),
    N_("You have already taken a defence slot back this turn."),
    N_("You have no King."),
    N_("You have no ready Saboteur."),
    N_("You have no usable Mercenaries to place."),
    N_("You have no usable Mercenaries."),
    N_("You have no usable Reservists."),
    N_("Your Fortified Tower has stacked a card this turn."),
    N_("Your Mage has worked this turn."),
    N_("Your Merchant has traded this turn."),
    N_("Your Priest is done for this turn."),
    N_("Your Spy has no reveal left this turn."),
    N_("Your Spy is already extended this turn."),
)


def _suit(letter: str) -> str:
    return SUIT_SYMBOLS[Suit(letter)]


def _hero(value: str) -> str:
    return hero_name(Hero(value))


def _card(text: str) -> str:
    return card_short(parse_card(text))


#: The engine's reasons with a value in them that the table shows most: its English as a
#: pattern, the same sentence marked for the catalogs, and how each value is said.
PATTERNS: tuple[tuple[re.Pattern[str], str, dict[str, Callable[[str], str]]], ...] = (
    (
        re.compile(r"This turn's attack symbol is (?P<suit>[CDHS]): attack with that suit\."),
        N_("This turn's attack symbol is {suit}: attack with that suit."),
        {"suit": _suit},
    ),
    (
        re.compile(r"This turn's attack symbol is (?P<suit>[CDHS]); your King is not\."),
        N_("This turn's attack symbol is {suit}; your King is not."),
        {"suit": _suit},
    ),
    (
        re.compile(r"Your (?P<hero>[a-z]+) hero is usable from your next turn\."),
        N_("Your {hero} is usable from your next turn."),
        {"hero": _hero},
    ),
    (
        re.compile(r"You do not own the (?P<hero>[a-z]+) hero\."),
        N_("You do not own the {hero}."),
        {"hero": _hero},
    ),
    (
        re.compile(
            r"(?P<card>\S+) is not a usable card of your hand \(prey and blocked cards are "
            r"locked\)\."
        ),
        N_("{card} is not a usable card of your hand (prey and blocked cards are locked)."),
        {"card": _card},
    ),
    (re.compile(r"Your slot (?P<slot>\d) is empty\."), N_("Your slot {slot} is empty."), {}),
    (
        re.compile(r"Your slot (?P<slot>\d) is not empty\."),
        N_("Your slot {slot} is not empty."),
        {},
    ),
    (
        re.compile(r"A Saboteur besieges your slot (?P<slot>\d)\."),
        N_("A Saboteur besieges your slot {slot}."),
        {},
    ),
    (
        re.compile(r"Slot (?P<slot>\d) is sabotaged or locked this turn\."),
        N_("Slot {slot} is sabotaged or locked this turn."),
        {},
    ),
    (
        re.compile(r"You have only (?P<count>\d+) ready Mercenaries\."),
        N_("You have only {count} ready Mercenaries."),
        {},
    ),
    (
        re.compile(r"You have only (?P<count>\d+) ready Reservists\."),
        N_("You have only {count} ready Reservists."),
        {},
    ),
    (
        re.compile(r"Slot (?P<slot>\d) of P(?P<seat>\d) holds no card\."),
        N_("Seat {seat}'s slot {slot} holds no card."),
        {},
    ),
    (
        re.compile(r"Slot (?P<slot>\d) of P(?P<seat>\d) holds no face-down card\."),
        N_("Seat {seat}'s slot {slot} holds no face-down card."),
        {},
    ),
    (
        re.compile(r"The (?P<hero>[a-z]+) hero is not in the pool\."),
        N_("The {hero} is not in the pool."),
        {"hero": _hero},
    ),
    (
        re.compile(r"The (?P<hero>[a-z]+) hero is not among the spoils\."),
        N_("The {hero} is not among the spoils."),
        {"hero": _hero},
    ),
    (
        re.compile(r"P(?P<seat>\d) does not own the (?P<hero>[a-z]+) hero\."),
        N_("Seat {seat} does not own the {hero}."),
        {"hero": _hero},
    ),
    (
        re.compile(r"P(?P<seat>\d)'s King is already face up\."),
        N_("Seat {seat}'s King is already face up."),
        {},
    ),
    (re.compile(r"P(?P<seat>\d) has no hand card\."), N_("Seat {seat} has no card in hand."), {}),
    (
        re.compile(r"Your slot (?P<slot>\d) does not hold (?P<card>\S+)\."),
        N_("Your slot {slot} does not hold {card}."),
        {"card": _card},
    ),
    (
        re.compile(r"Add from 0 to (?P<ready>\d+) Reservists\."),
        N_("Add from 0 to {ready} Reservists."),
        {},
    ),
    (
        re.compile(r"Name a seat from 1 to (?P<players>\d)\."),
        N_("Name a seat from 1 to {players}."),
        {},
    ),
    (
        re.compile(
            r"You made no attack on an opponent: name a face-down slot to reveal "
            r"\((?P<slots>[\d, ]+)\)\."
        ),
        N_("You made no attack on an opponent: name a face-down slot to reveal ({slots})."),
        {},
    ),
    (
        re.compile(
            r"Slot (?P<slot>\d) cannot be the one revealed \(it holds no face-down card\)\."
        ),
        N_("Slot {slot} cannot be the one revealed (it holds no face-down card)."),
        {},
    ),
)


def reason_words(reason: str) -> str:
    """The engine's reason (English) in the player's language."""
    for pattern, words, said in PATTERNS:
        found = pattern.fullmatch(reason)
        if found is not None:
            values = {name: said.get(name, str)(value) for name, value in found.groupdict().items()}
            return _(words).format(**values)
    return _(reason)
