"""Why a Regicide record cannot be read, in the player's language (issue 35): the engine gives
its record errors as facts (a `Said`: the English with named placeholders, and its values),
this words each one it lists whole. A move or card is quoted as the file writes it (notation
is a machine contract); a number as the language writes it; a move the rules refuse in the
words of the table's own refusals. An error not listed here stays English whole (None), never
told half in one language and half in another; tests/i18n/test_record_errors.py scans the
engine's record reader for every sentence it can raise."""

from __future__ import annotations

from regicide.games.regicide.engine import Refusal
from regicide.games.regicide.narrate.refusals import refusal_words
from regicide.i18n import N_, _, error_words

#: The record reader's sentences this words, each its English (the fact's code), marked for the
#: catalogs.
RECORD_WORDS = frozenset(
    {
        N_("{key}: {problem}"),
        N_("move {number}: {problem}"),
        N_("'{text}' is not a move (it is empty)"),
        N_("'{text}' names no cards ('{verb}' needs at least one)"),
        N_("'{text}' names {named} cards; a move names at most {limit}"),
        N_("'{text}' has extra words ('{verb}' takes none)"),
        N_("'{text}' starts with an unknown word (moves: {verbs})"),
        N_("'{text}' needs one seat number from 1 ('next 2')"),
        N_("'{text}' names a seat number of {digits} digits ('next 2')"),
        N_("'{text}' is not a card (write rank then suit, like 7H or 10S)"),
        N_("'{text}' is not a card (ranks A 2-10 J Q K, suits C D H S, or JKR)"),
        # the record's limits
        N_("a number of about {about} digits is too long (at most {digits} digits)"),
        N_("holds {count} moves; a record holds at most {limit}"),
        # a position (FORMAT.md `start`): cards as the file writes them, keys as named there
        N_("missing (castle, tavern and hands are required)"),
        N_("{card} is not a royal; the castle holds J, Q and K"),
        N_("no enemy is given and the castle is empty: nothing is left to fight"),
        N_("{card} is not a royal; enemies are J, Q and K"),
        N_("expected 1 hand (one per seat), found {found}"),
        N_("expected {players} hands (one per seat), found {found}"),
        N_("seat {seat} holds {count} cards; the hand limit for 1 player is {limit}"),
        N_("seat {seat} holds {count} cards; the hand limit for {players} players is {limit}"),
        N_("a play holds at least one card"),
        N_("{card} appears {count} times (in {places}) but a {players}-player deck has {deck}"),
        N_(
            "{card} appears {count} times (in {places}) but a {players}-player deck has {deck}; "
            "also too many: {extra}"
        ),
        N_("cards missing from the position: {cards}"),
    }
)


def record_error_words(error: Exception) -> str | None:
    """A Regicide record's `error` in the player's language, whole, or None (it stays
    English: an error this does not know as facts)."""
    return error_words(error, RECORD_WORDS, _translate, _refusal_words)


def _translate(message: str) -> str:
    return _(message)  # looked up in Regicide's own catalog (this module's part)


def _refusal_words(value: object) -> str | None:
    return refusal_words(value) if isinstance(value, Refusal) else None
