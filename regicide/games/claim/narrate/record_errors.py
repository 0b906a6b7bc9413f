"""Why a Claim record cannot be read, in the player's language (issue 35): the engine gives
its notation errors as facts (a `Said`: the English with named placeholders, and its values),
this words each one it lists whole, a move or card quoted as the file writes it (notation is
a machine contract). An error not listed here stays English whole (None): a move the rules
refuse, a position's problem, a faction named in its English name (tests/i18n/
test_record_errors.py scans the engine's notation and card reader)."""

from __future__ import annotations

from regicide.i18n import N_, _, error_words

#: The record reader's sentences this words, each its English (the fact's code), marked for the
#: catalogs.
RECORD_WORDS = frozenset(
    {
        N_("{key}: {problem}"),
        N_("move {number}: {problem}"),
        N_("'{text}' is not a move (it is empty)"),
        N_("'{text}' smashes a card that is no Gnome"),
        N_(
            "'{text}' is not a move (a card such as GOB7, or seer keep prize, seer keep deck, "
            "ghost keep, ghost take, smash GNO5, no smash)"
        ),
        N_("'{text}' is not a card (a faction code and a value, e.g. GOB7)"),
        N_("'{text}' names no faction ('{code}' is not a faction code)"),
        N_("'{text}' names a copy {card} does not have ({copies})"),
        N_("it is a single card"),
        N_("copies {first} to {last}"),
    }
)


def record_error_words(error: Exception) -> str | None:
    """A Claim record's `error` in the player's language, whole, or None (it stays English)."""
    return error_words(error, RECORD_WORDS, _translate)


def _translate(message: str) -> str:
    return _(message)  # looked up in Claim's own catalog (this module's part)
