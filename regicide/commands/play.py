"""`regicide play`: what to open straight away, read from the command line before any window.

`--players N [--seed S]` deals a fresh game, `--code CODE` the deal of a seed code, `--daily`
today's daily deal, `--load FILE` a saved game; `--seats human,strong,instant` says who sits
where. Anything it cannot use is one printable line and exit 2, before pygame starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from regicide.games.regicide.engine import Game, Rules
from regicide.play.codes import CodeError, read_code
from regicide.play.daily import daily_deal
from regicide.play.seating import SEAT_CHOICES
from regicide.play.session import DAILY_KEY, HUMAN, SEATS_KEY
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line


class PlayError(ValueError):
    """A `regicide play` option it cannot use; the message is one line for the terminal."""


@dataclass(frozen=True)
class Opening:
    """A fresh deal (players, seed, rules, seats, record notes) or a saved game to go on with."""

    players: int = 1
    seed: int | None = None
    rules: Rules | None = None
    seats: tuple[str, ...] = ()
    notes: Mapping[str, Any] = field(default_factory=dict)
    saved: tuple[Game, dict[str, Any]] | None = None


def opening_of(
    players: int | None,
    seed: int | None,
    seats: str | None,
    *,
    load: Path | None = None,
    code: str | None = None,
    daily: bool = False,
) -> Opening:
    """What the options ask for; raises PlayError for options that clash or cannot be used."""
    chosen = [
        name for name, given in (("--load", load), ("--code", code), ("--daily", daily)) if given
    ]
    if len(chosen) > 1:
        raise PlayError(f"{' and '.join(chosen)} cannot be used together")
    if chosen and seed is not None:
        raise PlayError(f"--seed cannot be used with {chosen[0]} (it has its own deal)")
    if load is not None:
        return _saved(load, players, seats)
    if code is not None or daily:
        try:
            deal = read_code(code) if code is not None else daily_deal(date.today())
        except CodeError as problem:
            raise PlayError(f"--code: {problem}") from None
        if players is not None and players != deal.players:
            raise PlayError(f"this deal is for {deal.players} players, not --players {players}")
        notes = {DAILY_KEY: date.today().isoformat()} if daily else {}
        return Opening(deal.players, deal.seed, deal.rules, _seats(seats, deal.players), notes)
    count = players or (len(seats.split(",")) if seats else 1)
    return Opening(count, seed, None, _seats(seats, count))


def _saved(path: Path, players: int | None, seats: str | None) -> Opening:
    if players is not None:
        raise PlayError("--players cannot be used with --load (the saved game has its seats)")
    try:
        game, extra = load_saved(path)
    except SaveError as error:
        raise PlayError(
            f"--load {path.name}: {str(error).removeprefix(path.name + ': ')}"
        ) from None
    if seats is not None:
        extra = {**extra, SEATS_KEY: list(_seats(seats, game.state.players))}
    return Opening(game.state.players, saved=(game, extra))


def _seats(text: str | None, players: int) -> tuple[str, ...]:
    """`human,strong,instant`: one name per seat (default: all human)."""
    if text is None:
        return (HUMAN,) * players
    names = tuple(name.strip().lower() for name in text.split(","))
    unknown = [name for name in names if name not in SEAT_CHOICES]
    if unknown:
        raise PlayError(
            one_line(f"--seats: {unknown[0]!r} is not a seat; use {', '.join(SEAT_CHOICES)}")
        )
    if len(names) != players:
        raise PlayError(f"--seats names {len(names)} seats for a game of {players} players")
    return names
