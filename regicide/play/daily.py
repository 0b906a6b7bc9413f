"""The daily deal: one deal of each game a calendar day, the same for everyone (docs/codes.md).

Its seed comes from the game's name and the date alone, so every copy of the app deals the same
game on the same day with nothing to download. Pure: no pygame, no files, no clock (callers
pass the dates). The daily results and streaks of the records come from `regicide.games.
standings`; each game writes its own spoiler-free line to share (`GameDef.share_line`).
"""

from __future__ import annotations

import hashlib
from datetime import date

from regicide.games.protocol import GameDef
from regicide.play.codes import Deal

_SEED_BITS = 31  # like the seeds of ordinary new games


def daily_seed(day: date, game: str = "regicide") -> int:
    """The first 31 bits of SHA-256 of `<game>-daily-YYYY-MM-DD` (big-endian), so any
    program can derive it (docs/codes.md); Regicide's is `regicide-daily-YYYY-MM-DD`.
    """
    text = f"{game}-daily-{day.isoformat()}"
    digest = hashlib.sha256(text.encode("ascii")).digest()
    return int.from_bytes(digest, "big") >> (len(digest) * 8 - _SEED_BITS)


def daily_deal(game: GameDef, day: date) -> Deal:
    """The day's deal of `game`: its daily seats, the official rules (no variants), the
    day's seed."""
    return Deal(len(game.daily_seats), daily_seed(day, game.name), (), game.name)
