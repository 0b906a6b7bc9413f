"""Why a Baisch record cannot be read, in the player's language (issue 35): the engine gives
its record errors as facts (a `Said`: the English with named placeholders, and its values),
this words each one it lists whole, a move, card, hero or key quoted as the file writes it
(notation is a machine contract), a number as the language writes it, a move the rules refuse
in the table's own words (narrate/reasons.py). An error not listed here stays English whole
(None); tests/i18n/test_baisch_record_errors.py scans the engine's record reader and rules for
every sentence they can raise."""

from __future__ import annotations

from regicide.games.baisch.narrate.reasons import fact_words
from regicide.i18n import N_, _, error_words

#: The record reader's sentences this words, each its English (the fact's code), marked for the
#: catalogs.
RECORD_WORDS = frozenset(
    {
        N_("{key}: {problem}"),
        N_("move {number}: {problem}"),
        # A move in notation (engine/notation.py, cards.py, heroes.py).
        N_("'{text}' is too long for a move (at most {limit} characters)"),
        N_("'{text}' is empty; write a move such as 'end'"),
        N_("'{text}' does not start with a move word ({words})"),
        N_("'{text}' is not a card (write e.g. 7H, 10S, QD, AC or JK)"),
        N_("'{text}' is not a card id (1 to 55)"),
        N_("'{text}' is not a hero (one of {heroes})"),
        N_("'{text}' has '{word}' where a card (7H, 10S, QD, AC, JK) belongs"),
        N_("'{text}' has '{word}' where a seat (P1 to P6) belongs"),
        N_("'{text}' has '{word}' where a seat number ({low} to {high}) belongs"),
        N_("'{text}' has '{word}' where a slot ({low} to {high}) belongs"),
        N_("'{text}' has '{word}' where a figure count ({low} to {high}) belongs"),
        N_("'{text}' has '{word}' where a count ({low} to {high}) belongs"),
        N_("'{text}' has '{word}' where a target (A, B, P2.1, P2.king) belongs"),
        N_("'{text}' is not of the form '{form}'"),
        N_("'{text}' is not of the form '{form}' or '{other}'"),
        N_("'{text}' names more than three defence slots"),
        N_("'{text}' names no target"),
        N_("'{text}' plunders stacks A or B; attacks aim at P<n>.<slot> or P<n>.king"),
        N_("'{text}' spies on an opponent's slot or King"),
        # A record's keys (engine/record.py, setup.py, codec.py).
        N_("a number of about {digits} digits is too long"),
        N_("name each seat 1 to {players} once"),
        N_("Baisch is played by {low} to {high} players."),
        N_("Each player is dealt {low} to {high} cards."),
        N_("{players} players with {deal} cards each need more than 55 cards."),
        N_("'{name}' is not a Baisch event"),
        N_("expected {expected} items, found {found}"),
        N_("missing"),
        N_("{word} is not a {kind}"),
        N_("expected {entries} entries (the setup, then one per move), found {found}"),
        N_(
            "the stored events do not match the setup (the file was edited or is from another "
            "version)"
        ),
        N_(
            "the stored events do not match move {number} (the file was edited or is from "
            "another version)"
        ),
        # A stated position (engine/position.py).
        N_("'{word}' needs ^ (face up) or v (face down) after it"),
        N_("write play (a turn's start) or setup (a stated deal)"),
        N_("missing (one entry per player)"),
        N_("expected {players} seats, found {found}"),
        N_("a setup position holds only seats and draw"),
        N_("each seat is dealt {deal} cards"),
        N_("Basic-Baisch has no heroes"),
        N_("name one King card"),
        N_("names a card that is not in the hand"),
        N_("a slot holds one card or a Fortified pair"),
        N_("figures sit only on occupied slots"),
        N_("ready, supply and placed make 8 with the hero"),
        N_("write [ready, supply]"),
        N_("write C, D, H or S"),
        N_("{card} appears more often than the deck holds it"),
        N_("cards missing from the position: {cards}"),
        N_("a hero has at most one owner"),
        N_("owned heroes and the pool hold each hero once"),
        N_("list each seat that is out, once"),
        N_("at least two players must still be in the game"),
        N_("the current player is out of the game"),
        N_("a player who is out holds no cards"),
        N_("missing (every player in the game has one)"),
        N_("a Saboteur of another seat"),
        N_("P{seat} owns no Saboteurs"),
        N_("ready and placed Saboteurs make two with the hero"),
    }
)


def record_error_words(error: Exception) -> str | None:
    """A Baisch record's `error` in the player's language, whole, or None (it stays English)."""
    return error_words(error, RECORD_WORDS, _translate, fact_words)


def _translate(message: str) -> str:
    return _(message)  # looked up in Baisch's own catalog (this module's part)
