"""The engine's reasons a move is refused, in the player's language (issue 35). The engine is
pure (no translation seam inside it) and gives each reason as facts (engine/refusals.py: its
English with named placeholders, and the values it names); the table, Records and Load show
them through `reason_words`, which says each whole in the player's language: a reason that
names nothing by the same English (listed here, so the extractor finds it; a test checks
every such reason of the engine is listed), a reason with a value in it (a suit, a hero, a
seat, a slot, a card, a count) by its own sentence for the player, each value worded (a test
checks every such reason the engine can give is listed).
"""

from __future__ import annotations

from regicide.games.baisch.engine import Card, Grouped, Hero, Refusal, Suit
from regicide.games.baisch.narrate.words import SUIT_SYMBOLS, card_short, hero_name
from regicide.i18n import N_, _, number

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


#: The engine's reasons with a value in them: its English (the refusal's `why`) and the same
#: sentence for the player, marked for the catalogs.
SENTENCES: dict[str, str] = {
    "This turn's attack symbol is {suit}: attack with that suit.": N_(
        "This turn's attack symbol is {suit}: attack with that suit."
    ),
    "This turn's attack symbol is {suit}; your King is not.": N_(
        "This turn's attack symbol is {suit}; your King is not."
    ),
    "Your {hero} hero is usable from your next turn.": N_(
        "Your {hero} is usable from your next turn."
    ),
    "You do not own the {hero} hero.": N_("You do not own the {hero}."),
    "{card} is not a usable card of your hand (prey and blocked cards are locked).": N_(
        "{card} is not a usable card of your hand (prey and blocked cards are locked)."
    ),
    "Your slot {slot} is empty.": N_("Your slot {slot} is empty."),
    "Your slot {slot} is not empty.": N_("Your slot {slot} is not empty."),
    "A Saboteur besieges your slot {slot}.": N_("A Saboteur besieges your slot {slot}."),
    "Slot {slot} is sabotaged or locked this turn.": N_(
        "Slot {slot} is sabotaged or locked this turn."
    ),
    "You have only {count} ready Mercenaries.": N_("You have only {count} ready Mercenaries."),
    "You have only {count} ready Reservists.": N_("You have only {count} ready Reservists."),
    "Slot {slot} of P{seat} holds no card.": N_("Seat {seat}'s slot {slot} holds no card."),
    "Slot {slot} of P{seat} holds no face-down card.": N_(
        "Seat {seat}'s slot {slot} holds no face-down card."
    ),
    "The {hero} hero is not in the pool.": N_("The {hero} is not in the pool."),
    "The {hero} hero is not among the spoils.": N_("The {hero} is not among the spoils."),
    "P{seat} does not own the {hero} hero.": N_("Seat {seat} does not own the {hero}."),
    "P{seat}'s King is already face up.": N_("Seat {seat}'s King is already face up."),
    "P{seat} has no hand card.": N_("Seat {seat} has no card in hand."),
    "Your slot {slot} does not hold {card}.": N_("Your slot {slot} does not hold {card}."),
    "Add from 0 to {ready} Reservists.": N_("Add from 0 to {ready} Reservists."),
    "Name a seat from 1 to {players}.": N_("Name a seat from 1 to {players}."),
    "You made no attack on an opponent: name a face-down slot to reveal ({slots}).": N_(
        "You made no attack on an opponent: name a face-down slot to reveal ({slots})."
    ),
    "Slot {slot} cannot be the one revealed (it holds no face-down card).": N_(
        "Slot {slot} cannot be the one revealed (it holds no face-down card)."
    ),
}


def reason_words(reason: Refusal) -> str:
    """The engine's refusal in the player's language, whole."""
    return reason.fill(_(SENTENCES.get(reason.why, reason.why)), _value_words)


def fact_words(value: object) -> str | None:
    """A value of a Baisch record error's facts in the player's language (a refused move's
    reason, a number its English groups), or None (not one of Baisch's)."""
    if isinstance(value, Refusal):
        return reason_words(value)
    if isinstance(value, Grouped):
        return number(value.value)
    return None


def _value_words(value: object) -> str:
    """A refusal's value as the player reads it: a hero by its name, a suit by its symbol, a
    card as printed, a number as the language writes it, a list of slots as written."""
    if isinstance(value, Hero):
        return hero_name(value)
    if isinstance(value, Suit):
        return SUIT_SYMBOLS[value]
    if isinstance(value, Card):
        return card_short(value)
    if isinstance(value, int):
        return number(value)
    return str(value)
