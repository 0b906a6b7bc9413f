"""Every word a player reads about Baisch: card and hero names, each seen event as a line from
a seat's point of view (naming only what that seat may know), a move's words, an attack's
preview, each hero's one-line explanation and the outcome's summary. Pure: the standard
library and the engine's front door only."""

from regicide.games.baisch.narrate.log import event_line, log_lines, seen_lines, step_summary
from regicide.games.baisch.narrate.words import (
    HERO_EXPLANATIONS,
    attack_words,
    called_words,
    card_name,
    card_short,
    cards_short,
    draw_words,
    hero_name,
    hero_short,
    move_words,
    outcome_summary,
    preview_sentence,
    seat_name,
    target_words,
    turn_limit_words,
)

__all__ = [
    "HERO_EXPLANATIONS",
    "attack_words",
    "called_words",
    "card_name",
    "card_short",
    "cards_short",
    "draw_words",
    "event_line",
    "hero_name",
    "hero_short",
    "log_lines",
    "move_words",
    "outcome_summary",
    "preview_sentence",
    "seat_name",
    "seen_lines",
    "step_summary",
    "target_words",
    "turn_limit_words",
]
