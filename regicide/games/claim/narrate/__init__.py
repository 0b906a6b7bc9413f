"""Every word a player reads about Claim: card names ("Knight 7"), moves, each seen event as a
log line from a seat's point of view, why a trick went the way it did, the end's
faction-by-faction summary, hints. Pure: the standard library and the engine's front door."""

from regicide.games.claim.narrate.ending import (
    ending_lines,
    faction_line,
    faction_verdict,
    outcome_text,
)
from regicide.games.claim.narrate.hints import Chooser, follow_words, hint, move_reason
from regicide.games.claim.narrate.log import event_line, log_lines, setup_texts, turn_texts
from regicide.games.claim.narrate.tricks import trick_reason, would_win
from regicide.games.claim.narrate.words import (
    card_name,
    cards_text,
    faction_name,
    faction_singular,
    move_words,
    seat_name,
    seat_object,
)

__all__ = [
    "Chooser",
    "card_name",
    "cards_text",
    "ending_lines",
    "event_line",
    "faction_line",
    "faction_name",
    "faction_singular",
    "faction_verdict",
    "follow_words",
    "hint",
    "log_lines",
    "move_reason",
    "move_words",
    "outcome_text",
    "seat_name",
    "seat_object",
    "setup_texts",
    "trick_reason",
    "turn_texts",
    "would_win",
]
