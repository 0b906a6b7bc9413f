"""Why the rules refuse a move, as facts (the kernel's `Refusal`): Regicide's code (`Why`) and
the values it names (a card, the damage due, a seat …). The game's narrate words each refusal
in the player's language (narrate/refusals.py); the engine keeps one English sentence per code
for the machine's side only: `regicide check`'s reason (FORMAT.md) and the errors of a record
that cannot be read, which stay English whatever the player's language.
"""

from __future__ import annotations

from enum import Enum

from regicide.games import kernel
from regicide.games.regicide.engine.cards import Card, format_cards


class Why(Enum):
    """Each reason the rules refuse a move; its value is the English the machine's side reads,
    with the refusal's values as named placeholders."""

    NOT_A_MOVE = "{move} is not a Regicide move."
    GAME_OVER = "The game is over."
    DISCARD_FIRST = "First discard cards worth at least {due} to survive the attack."
    CHOOSE_FIRST = "First choose who takes the next turn."
    PLAY_NOT_DISCARD = "It is time to play cards or yield, not to discard."
    NOT_HELD = "You don't hold {card}."
    HELD_ONCE = "You hold only one {card}."
    NO_SUCH_SEAT = "There is no seat {seat}; choose 1 to {players}."
    SOLO_NO_YIELD = "A solo player may not yield."
    SOLO_YIELD_TWICE = "You yielded last turn; a solo player may not yield twice in a row."
    EVERY_OTHER_YIELDED = "Every other player yielded on their last turn; you must play."
    OTHER_YIELDED = "The other player yielded in a row; you must play."
    OTHERS_YIELDED = "The other {others} players yielded in a row; you must play."
    TOKENS_SOLO_ONLY = "Jester tokens are only used in a solo game."
    TOKENS_USED = "Both Jester tokens have been used."
    FLIP_CHANGES_NOTHING = "Flipping would change nothing: your hand and the tavern are both empty."
    NO_CARDS = "Choose at least one card to play, or yield."
    JESTER_ALONE = "The Jester is always played alone."
    CARD_TWICE = "Each card can be played only once."
    ACE_PAIR = "An Ace pairs with exactly one other card; it never joins a combo."
    TOO_MANY = "A play has at most {limit} cards."
    ROYAL_IN_COMBO = "A royal ({card}) is played alone or with an Ace, never in a combo."
    MIXED_RANKS = "A combo needs cards of the same rank ({cards} differ)."
    COMBO_OVER = "That combo totals {total}; combos may total at most {limit}."
    DISCARD_NOTHING = "Choose cards worth at least {due} to discard."
    DISCARD_SHORT = "Those cards are worth {total}; you must discard at least {due}."
    DISCARD_STRICT = (
        "Strict discard: without {card} the rest already covers {due}; discard only what you need."
    )


#: A refusal's value: a number, a card, cards, or a word of the record's (a move's text).
Value = int | str | Card | tuple[Card, ...]


class Refusal(kernel.Refusal[Why, Value]):
    """Why a move is refused: `why` and the values its sentence names (by placeholder); its
    English writes cards in record notation ("You don't hold 7H.")."""

    def noted(self, value: Value) -> str:
        """Cards as the record writes them ("7H", "7H 9D"), other values as they are."""
        return format_cards(value) if isinstance(value, tuple) else str(value)


#: The refusal `why` naming its values (`refuse(Why.NOT_HELD, card=card)`).
refuse = kernel.Refusals(Refusal).refuse
