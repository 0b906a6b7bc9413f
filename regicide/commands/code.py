"""`regicide code` and `regicide daily` (docs/codes.md): read or make seed codes, show the
daily deal. Exit 0 with the answer on standard output (a short line, or one JSON object with
`--json`); exit 2 with one line on standard error for anything that cannot be used. Never
imports pygame.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from datetime import date
from typing import Any, TextIO

from regicide.play.codes import CodeError, Deal, make_code, quoted, read_code, rules_named
from regicide.play.daily import daily_deal
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def run_code(
    code: str | None,
    *,
    players: int | None,
    seed: int | None,
    variants: Sequence[str],
    as_json: bool,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """Read CODE, or make the code of --players/--seed/--variant; print what it stands for."""
    try:
        deal = _wanted_deal(code, players, seed, variants)
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
    as_json: bool,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """Print the code and seed of the daily deal of --date (default: today, local date)."""
    try:
        day = date.today() if date_text is None else read_date(date_text)
    except ValueError as problem:
        print(one_line(f"regicide daily: {problem}"), file=err)
        return EXIT_UNUSABLE
    deal = daily_deal(day)
    code = make_code(deal)
    if as_json:
        report = {"date": day.isoformat(), "code": code, "seed": deal.seed, "players": deal.players}
        print(json.dumps(report, indent=2), file=out)
    else:
        print(f"Regicide daily {day.isoformat()}: code {code}, seed {deal.seed}", file=out)
    return EXIT_OK


def code_report(code: str, deal: Deal) -> dict[str, Any]:
    """The JSON object of `regicide code`: rules as the record format's mapping of the
    variants that are on (FORMAT.md `rules:`).
    """
    rules = {name: True for name in deal.rules.enabled()}
    return {"code": code, "players": deal.players, "seed": deal.seed, "rules": rules}


def describe(deal: Deal) -> str:
    """`2 players, seed 42, variants strict_discard, open_hands` (or `official rules`)."""
    variants = deal.rules.enabled()
    rules = f"variants {', '.join(variants)}" if variants else "official rules"
    people = "player" if deal.players == 1 else "players"
    return f"{deal.players} {people}, seed {deal.seed}, {rules}"


def read_date(text: str) -> date:
    """A calendar date written YYYY-MM-DD; ValueError with a one-line message otherwise."""
    try:
        if _DATE.fullmatch(text):
            return date.fromisoformat(text)
    except ValueError:
        pass  # the right shape but no such day (2026-02-30): the same message
    raise ValueError(f"{quoted(text)} is not a date: write YYYY-MM-DD, e.g. 2026-11-21")


def _wanted_deal(
    code: str | None, players: int | None, seed: int | None, variants: Sequence[str]
) -> Deal:
    """The deal CODE stands for, or the one the options describe; never both."""
    making = players is not None or seed is not None or bool(variants)
    if code is not None and making:
        raise CodeError("give a CODE to read or --seed to make one, not both")
    if code is not None:
        return read_code(code)
    if seed is None:
        raise CodeError("give a CODE to read, or --seed (with --players, --variant) to make one")
    return Deal(players or 1, seed, rules_named(variants))
