"""`regicide play`: what to open straight away, read from the command line before any window.

`[--game NAME] --players N [--seed S]` deals a fresh game, `--code CODE` the deal of a seed
code (the code names its game), `--daily` today's daily deal, `--load FILE` a saved game;
`--seats human,strong,casual` says who sits where. Anything it cannot use is one printable
line and exit 2, before pygame starts.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from regicide.commands.arguments import whole
from regicide.commands.options import add_game, players
from regicide.games.computers import level_name
from regicide.games.protocol import GameDef
from regicide.games.registry import UnknownGame, game_named
from regicide.play.codes import CodeError, read_code
from regicide.play.daily import daily_deal
from regicide.play.opening import Opening
from regicide.play.seating import seat_choices
from regicide.store.keys import DAILY_KEY, HUMAN, SEATS_KEY
from regicide.store.saves import Saved, SaveError, load_saved
from regicide.support.oneline import one_line, shown, shown_name
from regicide.support.words import count_text, seat_counts_text


class PlayError(ValueError):
    """A `regicide play` option it cannot use; the message is one line for the terminal."""


def opening_of(
    players: int | None,
    seed: int | None,
    seats: str | None,
    *,
    game: str | None = None,
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
    if load is not None or code is not None:
        if game is not None:
            raise PlayError(f"--game cannot be used with {chosen[0]} (it names its own game)")
        if load is not None:
            return _saved(load, players, seats)
    kind = _game(game)
    if code is not None or daily:
        return _dealt(kind, code, players, seats)
    count = players or (len(seats.split(",")) if seats else kind.default_players)
    _check_players(kind, count)
    return Opening(kind.name, count, seed, (), _seats(kind, seats, count))


def _game(name: str | None) -> GameDef:
    try:
        return game_named(name or "regicide")
    except UnknownGame as error:
        raise PlayError(f"--game: {error}") from None


def _check_players(game: GameDef, players: int) -> None:
    counts = game.seat_counts
    if players not in counts:
        raise PlayError(
            f"{game.title} is for {seat_counts_text(counts)}, not {count_text(players)}"
        )


def _dealt(game: GameDef, code: str | None, players: int | None, seats: str | None) -> Opening:
    """The deal of a seed code, or the daily deal of `game` (with its daily seats)."""
    try:
        deal = read_code(code) if code is not None else daily_deal(game, date.today())
    except CodeError as problem:
        raise PlayError(f"--code: {problem}") from None
    if players is not None and players != deal.players:
        raise PlayError(f"this deal is for {count_text(deal.players)}, not --players {players}")
    kind = game_named(deal.game)
    notes = {DAILY_KEY: date.today().isoformat()} if code is None else {}
    named = seats if seats is not None or code is not None else ",".join(kind.daily_seats)
    return Opening(
        kind.name, deal.players, deal.seed, deal.variants, _seats(kind, named, deal.players), notes
    )


def _saved(path: Path, players: int | None, seats: str | None) -> Opening:
    if players is not None:
        raise PlayError("--players cannot be used with --load (the saved game has its seats)")
    try:
        game, match, extra = load_saved(path)
    except SaveError as error:
        raise PlayError(f"--load {shown_name(path.name)}: {error.problem}") from None
    count = game.players(match.state)
    if seats is not None:
        extra = {**extra, SEATS_KEY: list(_seats(game, seats, count))}
    return Opening(game.name, count, saved=Saved(game, match, extra))


def _seats(game: GameDef, text: str | None, players: int) -> tuple[str, ...]:
    """`human,strong,casual`: one name per seat (default: all human); an old name
    ("instant") is the level it became."""
    if text is None:
        return (HUMAN,) * players
    choices = seat_choices(game)
    names = tuple(level_name(name.strip().lower()) for name in text.split(","))
    unknown = [name for name in names if name not in choices]
    if unknown:
        named = ", ".join(choices)
        raise PlayError(f"--seats: {shown(unknown[0])} is not a seat; use {named}")
    if len(names) != players:
        raise PlayError(f"--seats names {len(names)} seats for a game of {count_text(players)}")
    return names


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    play = commands.add_parser(
        "play",
        help="start straight into a game: a new deal, a seed code, the daily deal or a save",
        description="Open the app straight on a game. An unfinished game in progress is kept "
        "in the archive first (Records, Games). Exit 2 for options it cannot use.",
    )
    add_game(play, "the game to deal")
    play.add_argument("--players", type=players, default=None, help="seats (default: the game's)")
    play.add_argument("--seed", type=whole, default=None, help="deal from this seed")
    play.add_argument(
        "--seats",
        metavar="LIST",
        help="who sits where: human or a level (beginner, casual, strong, expert), e.g. "
        "human,strong,casual (default: all human)",
    )
    play.add_argument("--code", metavar="CODE", help="play the deal of this seed code")
    play.add_argument("--daily", action="store_true", help="play today's daily deal")
    play.add_argument("--load", type=Path, metavar="FILE", help="go on with a saved game")
    play.set_defaults(run=_play)


def _play(args: argparse.Namespace) -> int:
    try:
        opening = opening_of(
            args.players,
            args.seed,
            args.seats,
            game=args.game,
            load=args.load,
            code=args.code,
            daily=args.daily,
        )
    except PlayError as problem:
        print(one_line(f"regicide play: {problem}"), file=sys.stderr)
        return 2
    from regicide.ui.app import run_app  # noqa: PLC0415 (pygame only once the options are good)

    return run_app(opening, first_frame_only=args.exit_after_first_frame)
