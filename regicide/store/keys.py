"""The app's own keys in a record file, beside the game's (FORMAT.md: unknown keys are kept on
save and ignored on load): what the play wing writes and the store and records read."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

SECONDS_KEY = "seconds_played"  # the time played, in whole seconds
DAILY_KEY = "daily"  # the date of a daily deal (YYYY-MM-DD), in its record
SEATS_KEY = "seats"  # who sits where: "human" or a computer player's name, per seat
HUMAN = "human"  # a person at the screen, in SEATS_KEY
#: The file of games/ that keeps this finished game: named in the autosave before that file
#: is written, so a game whose archive failed (or was cut short) is archived again later.
ARCHIVE_KEY = "archive"
MAX_SECONDS = 10**9  # about 31 years: any more is not a time anybody played


def seconds_played(extra: Mapping[str, Any]) -> float:
    """The time a record says was played (0 when it says nothing usable: not a number, below
    zero, infinite, `.nan`, or more than MAX_SECONDS)."""
    value = extra.get(SECONDS_KEY)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0.0
    usable = 0 <= value <= MAX_SECONDS and (isinstance(value, int) or math.isfinite(value))
    return float(value) if usable else 0.0
