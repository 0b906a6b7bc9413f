"""Why the rules refuse a move, in the player's language: the engine gives the facts (a
`Refusal`: its code `Why` and the values it names), this words them whole, a card as players
write it ("You don't hold 7♥."). The English here is the engine's own sentence for each code
(a test holds every code listed and each English equal to the engine's, which `check`
prints)."""

from __future__ import annotations

from regicide.games.regicide.engine import Card, Refusal, Why
from regicide.games.regicide.narrate.words import card_name, cards_text
from regicide.i18n import N_, _

#: Each refusal's sentence, marked for the catalogs; its placeholders are the refusal's values.
REFUSAL_WORDS: dict[Why, str] = {
    Why.NOT_A_MOVE: N_("{move} is not a Regicide move."),
    Why.GAME_OVER: N_("The game is over."),
    Why.DISCARD_FIRST: N_("First discard cards worth at least {due} to survive the attack."),
    Why.CHOOSE_FIRST: N_("First choose who takes the next turn."),
    Why.PLAY_NOT_DISCARD: N_("It is time to play cards or yield, not to discard."),
    Why.NOT_HELD: N_("You don't hold {card}."),
    Why.HELD_ONCE: N_("You hold only one {card}."),
    Why.NO_SUCH_SEAT: N_("There is no seat {seat}; choose 1 to {players}."),
    Why.SOLO_NO_YIELD: N_("A solo player may not yield."),
    Why.SOLO_YIELD_TWICE: N_("You yielded last turn; a solo player may not yield twice in a row."),
    Why.EVERY_OTHER_YIELDED: N_("Every other player yielded on their last turn; you must play."),
    Why.OTHER_YIELDED: N_("The other player yielded in a row; you must play."),
    Why.OTHERS_YIELDED: N_("The other {others} players yielded in a row; you must play."),
    Why.TOKENS_SOLO_ONLY: N_("Jester tokens are only used in a solo game."),
    Why.TOKENS_USED: N_("Both Jester tokens have been used."),
    Why.FLIP_CHANGES_NOTHING: N_(
        "Flipping would change nothing: your hand and the tavern are both empty."
    ),
    Why.NO_CARDS: N_("Choose at least one card to play, or yield."),
    Why.JESTER_ALONE: N_("The Jester is always played alone."),
    Why.CARD_TWICE: N_("Each card can be played only once."),
    Why.ACE_PAIR: N_("An Ace pairs with exactly one other card; it never joins a combo."),
    Why.TOO_MANY: N_("A play has at most {limit} cards."),
    Why.ROYAL_IN_COMBO: N_("A royal ({card}) is played alone or with an Ace, never in a combo."),
    Why.MIXED_RANKS: N_("A combo needs cards of the same rank ({cards} differ)."),
    Why.COMBO_OVER: N_("That combo totals {total}; combos may total at most {limit}."),
    Why.DISCARD_NOTHING: N_("Choose cards worth at least {due} to discard."),
    Why.DISCARD_SHORT: N_("Those cards are worth {total}; you must discard at least {due}."),
    Why.DISCARD_STRICT: N_(
        "Strict discard: without {card} the rest already covers {due}; discard only what you need."
    ),
}


def refusal_words(refusal: Refusal) -> str:
    """The refusal said in the player's language, its cards as players write them."""
    return refusal.fill(_(REFUSAL_WORDS[refusal.why]), _said)


def _said(value: object) -> str:
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(value, tuple):
        return cards_text(value)
    return str(value)
