"""The app's own keys in a record file, beside the game's (FORMAT.md: unknown keys are kept on
save and ignored on load): what the play wing writes and the store and records read."""

from __future__ import annotations

SECONDS_KEY = "seconds_played"  # the time played, in whole seconds
DAILY_KEY = "daily"  # the date of a daily deal (YYYY-MM-DD), in its record
SEATS_KEY = "seats"  # who sits where: "human" or a computer player's name, per seat
HUMAN = "human"  # a person at the screen, in SEATS_KEY
