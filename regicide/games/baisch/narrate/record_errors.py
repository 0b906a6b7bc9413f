"""Why a Baisch record cannot be read, in the player's language (issue 35): the engine gives
its notation errors as facts (a `Said`: the English with named placeholders, and its values),
this words each one it lists whole, a move or card quoted as the file writes it (notation is
a machine contract). An error not listed here stays English whole (None): a move word's
arguments the parsers refuse, a move the rules refuse, a position's problem (tests/i18n/
test_record_errors.py scans the engine's notation and card reader and counts them)."""

from __future__ import annotations

from regicide.i18n import N_, _, error_words

#: The record reader's sentences this words, each its English (the fact's code), marked for the
#: catalogs.
RECORD_WORDS = frozenset(
    {
        N_("{key}: {problem}"),
        N_("move {number}: {problem}"),
        N_("'{text}' is too long for a move (at most {limit} characters)"),
        N_("'{text}' is empty; write a move such as 'end'"),
        N_("'{text}' does not start with a move word ({words})"),
        N_("'{text}' is not a card (write e.g. 7H, 10S, QD, AC or JK)"),
        N_("'{text}' is not a card id (1 to 55)"),
    }
)


def record_error_words(error: Exception) -> str | None:
    """A Baisch record's `error` in the player's language, whole, or None (it stays English)."""
    return error_words(error, RECORD_WORDS, _translate)


def _translate(message: str) -> str:
    return _(message)  # looked up in Baisch's own catalog (this module's part)
