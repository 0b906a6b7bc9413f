"""Why a Claim record cannot be read, in the player's language (issue 35): the engine gives
its notation errors as facts (a `Said`: the English with named placeholders, and its values),
this words each one it lists whole, a move or card quoted as the file writes it (notation is
a machine contract). An error not listed here stays English whole (None): (tests/i18n/
test_record_errors.py scans the engine's record reader and rules for every sentence they can
raise). A card is quoted as the file writes it (`DWA3`), a faction named in the player's
language, a move's notation kept as written."""

from __future__ import annotations

from regicide.games.claim.engine import Card, FactionNamed
from regicide.games.claim.narrate.words import faction_name
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
        N_("'{text}' names {faction}, whose rules are provisional"),
        N_("'{text}' is not a card: {faction} have no {value}"),
        # a position (FORMAT.md `start`) and the record's keys
        N_("{card} appears {count} times; the deck has {deck} ({factions})"),
        N_("{card} is not a card of this game's deck ({factions})"),
        N_("{card} is missing: hands and deck hold every card of the deck"),
        N_("holds 1 item; expected {size}"),
        N_("holds {count} items; expected {size}"),
        N_(
            "Claim is played here by 2 players, not {players}: the 3–4 player variant is "
            "provisional and not available"
        ),
        N_("{leader} is no seat (1 or 2)"),
        N_("is too long (at most {digits} digits)"),
        # the factions a record chooses (C-DECK-1..4)
        N_("{faction} ({code}) are chosen twice"),
        N_("{faction} play only together with {partner} (a duo)"),
        N_("'{code}' is not a faction code (CLAIM.md §2)"),
        N_(
            "{faction} ({code}) are provisional: their rules are incomplete, so this table "
            "does not offer them"
        ),
        N_(
            "these factions make {size} cards, not {deck}: a deck needs one duo and three "
            "10-card factions"
        ),
        N_(
            "these factions make {size} cards, not {deck}: a deck needs four 10-card factions "
            "and Shadows (as 12 cards), or a duo and three factions"
        ),
        # a move the rules refuse (C-TRICK-3, C-DOP-2, C-SEE-1, C-GHO-1, C-GIA-1)
        N_("the game is over"),
        N_("nothing is waiting for that choice: play a card"),
        N_("only {card} may be smashed now (or none)"),
        N_("you do not hold {card}"),
        N_("{led} were led and you hold one, so you must play a Doppelganger"),
        N_("{led} were led and you hold some, so you must play one of them or a Doppelganger"),
        N_("seat {seat} must first choose what its Seer keeps: seer keep prize or seer keep deck"),
        N_("seat {seat} must first choose whether to keep its Ghost: ghost keep or ghost take"),
        N_("seat {seat} must first choose whether to smash {gnome}: {smash} or no smash"),
    }
)


def record_error_words(error: Exception) -> str | None:
    """A Claim record's `error` in the player's language, whole, or None (it stays English)."""
    return error_words(error, RECORD_WORDS, _translate, _fact_words)


def _translate(message: str) -> str:
    return _(message)  # looked up in Claim's own catalog (this module's part)


def _fact_words(value: object) -> str | None:
    """A faction by its name in the player's language; a card as the file writes it (`DWA3`:
    the record's author finds it there)."""
    if isinstance(value, FactionNamed):
        return faction_name(value.code)
    if isinstance(value, Card):
        return str(value)
    return None
