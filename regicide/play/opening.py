"""Opening a game: a fresh deal, a saved game to go on with, or a game that replaces the one
in progress. The one place a `Session` is made for play (the table, `regicide play`, the
benchmarks and the tests all come here), so every game starts the same way.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from regicide.games.protocol import GameDef
from regicide.games.registry import DEFAULT, game_named
from regicide.i18n import ngettext
from regicide.play.seating import seats_from_record, seats_of
from regicide.play.session import Saver, Seat, Session
from regicide.store.keys import HUMAN
from regicide.store.saves import Saved
from regicide.support.words import players_text


@dataclass(frozen=True)
class Opening:
    """A fresh deal (game, players, seed, variants, seats, record notes) or a saved game to
    go on with."""

    game: str = DEFAULT
    players: int = 1
    seed: int | None = None
    variants: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    notes: Mapping[str, Any] = field(default_factory=dict)
    saved: Saved | None = None


def new_seed() -> int:
    """A fresh seed for a new deal (the engines themselves never read the clock)."""
    return time.time_ns() % 2_147_483_647


def open_session(opening: Opening, saver: Saver | None = None) -> Session:
    """The session an opening asks for: the saved game, or a fresh deal."""
    if opening.saved is not None:
        return resume_session(opening.saved, saver)
    game = game_named(opening.game)
    seats = seats_of(game, opening.seats or (HUMAN,) * opening.players)
    return deal_session(
        game,
        opening.players,
        seed=opening.seed,
        variants=opening.variants,
        seats=seats,
        saver=saver,
        notes=opening.notes,
    )


def deal_session(
    game: GameDef,
    players: int,
    *,
    seed: int | None = None,
    variants: Sequence[str] = (),
    seats: Sequence[Seat] = (),
    saver: Saver | None = None,
    notes: Mapping[str, Any] | None = None,
) -> Session:
    """A session of a fresh deal of `game` (a new seed unless one is given); `notes` are
    the app's record keys it starts with (a daily deal's date), in its first autosave."""
    match = game.new_match(players, new_seed() if seed is None else seed, variants)
    return Session(game, match, tuple(seats), saver, notes=dict(notes or {}))


def resume_session(saved: Saved, saver: Saver | None = None) -> Session:
    """Go on with a saved game as it was: its seats (computers included) and its keys."""
    game, match, extra = saved
    seats = seats_from_record(game, extra, game.players(match.state))
    return Session(game, match, seats, saver, extra=extra)


def in_progress_text(saved: Saved) -> str:
    """What is put aside when a new game starts: "Your solo game of Regicide in progress
    (3 of 12 enemies, 24 moves) will be kept in Records › Games." """
    game, match, _ = saved
    count = len(match.history)
    return ngettext(
        "Your {players} game of {game} in progress ({progress}, {count} move) will be kept in "
        "Records › Games.",
        "Your {players} game of {game} in progress ({progress}, {count} moves) will be kept in "
        "Records › Games.",
        count,
    ).format(
        players=players_text(game.players(match.state)),
        game=game.title,
        progress=game.progress(match.state),
        count=count,
    )
