"""`regicide code` and `regicide daily` (docs/codes.md): read or make seed codes of any
game, show each game's daily deal. Exit 0 with the answer on standard output (a short line, or
one JSON object with `--json`); exit 2 with one line on standard error for anything that cannot
be used. Never imports pygame.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from datetime import date
from typing import Any, TextIO

from regicide.commands.arguments import whole
from regicide.commands.daily import GRADE_OPTIONS, MAX_GAMES, run_grade
from regicide.commands.options import add_game, players, positive
from regicide.games.registry import DEFAULT, game_named
from regicide.play.codes import CodeError, Deal, make_code, quoted, read_code, variants_named
from regicide.play.daily import daily_deal
from regicide.store.paths import data_dir
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    code = commands.add_parser(
        "code",
        help="read a seed code, or make one (docs/codes.md)",
        description="Read a seed code (which game, players, seed, variants) or make the code "
        "of a deal. Exit 2 with one line for a code or options it cannot use.",
    )
    code.add_argument("code", nargs="?", metavar="CODE", help="a code to read, e.g. 1Z844-MM01R")
    add_game(code, "make a code: the game")
    code.add_argument("--players", type=players, help="make a code: seats (default: the game's)")
    code.add_argument("--seed", type=whole, help="make a code: the seed")
    code.add_argument(
        "--variant",
        action="extend",
        nargs="+",
        default=[],
        metavar="NAME",
        help="make a code: turn these variants on (docs/records.md names them)",
    )
    code.add_argument("--json", action="store_true", help="print one JSON object")
    code.set_defaults(
        run=lambda args: run_code(
            args.code,
            game=args.game,
            players=args.players,
            seed=args.seed,
            variants=args.variant,
            as_json=args.json,
        )
    )
    daily = commands.add_parser(
        "daily",
        help="print the code and seed of the daily deal",
        description="Print the seed code and seed of a game's daily deal (the same for "
        "everyone on that day).",
    )
    add_game(daily, "the game's daily deal")
    daily.add_argument("--date", help="YYYY-MM-DD (default: today, local date)")
    daily.add_argument("--json", action="store_true", help="print one JSON object")
    daily.add_argument(
        "--grade",
        action="store_true",
        help="Regicide: how hard the deal is, no card shown (worked out once a day: minutes)",
    )
    for option in GRADE_OPTIONS:  # the grade's budget, for tests and benchmarks
        daily.add_argument(f"--{option}", type=positive, default=None, help=argparse.SUPPRESS)
    daily.set_defaults(
        run=lambda args: run_daily(
            args.date, game=args.game, as_json=args.json, grade=_grade_budget(args)
        )
    )


def _grade_budget(args: argparse.Namespace) -> dict[str, int] | None:
    """With --grade, what the options change of the grade's budget (Strong's games and
    sampled deals, the solver's states); else None."""
    if not args.grade:
        return None
    return {name: getattr(args, name) for name in GRADE_OPTIONS if getattr(args, name)}


def run_code(
    code: str | None,
    *,
    game: str | None = None,
    players: int | None,
    seed: int | None,
    variants: Sequence[str],
    as_json: bool,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Read CODE, or make the code of --players/--seed/--variant; print what it stands for."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        deal = _wanted_deal(code, game, players, seed, variants)
        canonical = make_code(deal)
    except CodeError as problem:
        print(one_line(f"regicide code: {problem}"), file=err)
        return EXIT_UNUSABLE
    if as_json:
        print(json.dumps(code_report(canonical, deal), indent=2), file=out)
    else:
        print(f"{canonical}: {describe(deal)}", file=out)
    return EXIT_OK


def run_daily(
    date_text: str | None,
    *,
    game: str | None = None,
    as_json: bool,
    grade: dict[str, int] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Print the code and seed of the daily deal of --date (default: today, local date), or
    with `grade` (Regicide's only) how hard it is (commands/daily.py)."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        day = date.today() if date_text is None else read_date(date_text)
    except ValueError as problem:
        print(one_line(f"regicide daily: {problem}"), file=err)
        return EXIT_UNUSABLE
    kind = game_named(game or DEFAULT)
    if grade is not None:
        if kind.name != DEFAULT or grade.get("games", 0) > MAX_GAMES:
            why = "--grade grades Regicide's daily deal only" if kind.name != DEFAULT else ""
            why = why or f"--games must be at most {MAX_GAMES}"
            print(f"regicide daily: {why}", file=err)
            return EXIT_UNUSABLE
        return run_grade(day, data_dir(), grade, as_json=as_json, out=out, err=err)
    deal = daily_deal(kind, day)
    code = make_code(deal)
    if as_json:
        report = {
            "game": kind.name,
            "date": day.isoformat(),
            "code": code,
            "seed": deal.seed,
            "players": deal.players,
        }
        print(json.dumps(report, indent=2), file=out)
    else:
        print(f"{kind.title} daily {day.isoformat()}: code {code}, seed {deal.seed}", file=out)
    return EXIT_OK


def code_report(code: str, deal: Deal) -> dict[str, Any]:
    """The JSON object of `regicide code`: the game, and rules as the record format's mapping
    of the variants that are on (FORMAT.md `rules:`).
    """
    rules = dict.fromkeys(deal.variants, True)
    return {
        "code": code,
        "game": deal.game,
        "players": deal.players,
        "seed": deal.seed,
        "rules": rules,
    }


def describe(deal: Deal) -> str:
    """`Regicide, 2 players, seed 42, variants strict_discard, open_hands` (or `official
    rules`)."""
    rules = f"variants {', '.join(deal.variants)}" if deal.variants else "official rules"
    people = "player" if deal.players == 1 else "players"
    title = game_named(deal.game).title
    return f"{title}, {deal.players} {people}, seed {deal.seed}, {rules}"


def read_date(text: str) -> date:
    """A calendar date written YYYY-MM-DD; ValueError with a one-line message otherwise."""
    try:
        if _DATE.fullmatch(text):
            return date.fromisoformat(text)
    except ValueError:
        pass  # the right shape but no such day (2026-02-30): the same message
    raise ValueError(f"{quoted(text)} is not a date: write YYYY-MM-DD, e.g. 2026-11-21")


def _wanted_deal(
    code: str | None,
    game: str | None,
    players: int | None,
    seed: int | None,
    variants: Sequence[str],
) -> Deal:
    """The deal CODE stands for, or the one the options describe; never both."""
    making = game is not None or players is not None or seed is not None or bool(variants)
    if code is not None and making:
        raise CodeError("give a CODE to read or --seed to make one, not both")
    if code is not None:
        return read_code(code)
    if seed is None:
        raise CodeError("give a CODE to read, or --seed (with --players, --variant) to make one")
    kind = game_named(game or DEFAULT)
    chosen = variants_named(kind, variants)
    return Deal(players or kind.default_players, seed, chosen, kind.name)
