"""`regicide solve --seed S [--json] [--limit N]` (issue 34): is Regicide's solo deal of seed
S winnable with every card known, and by which line? The open-hand solver's answer
(`regicide.games.regicide.ai.solver`): winnable with the line, lost (every line searched), or
unknown (the node limit came first). Exit 0 with an answer, 2 for options it cannot use."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from regicide.commands.arguments import whole
from regicide.commands.options import positive
from regicide.games.protocol import DealJudge
from regicide.games.registry import DEFAULT, game_named
from regicide.support.oneline import one_line

EXIT_OK, EXIT_UNUSABLE = 0, 2
NODE_LIMIT = 200_000  # the solver's default (regicide.games.regicide.ai.solver)
MAX_LIMIT = 100_000_000  # a solve that ends within hours


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    solve = commands.add_parser(
        "solve",
        help="is a Regicide solo deal winnable with every card known, and how",
        description="Search the solo deal of SEED with every card known (the castle, the "
        "tavern and the luck of every heal): print whether it is winnable and a winning line, "
        "lost (every line searched), or unknown (the node limit came first).",
    )
    solve.add_argument("--seed", type=whole, required=True, help="the deal's seed")
    solve.add_argument(
        "--limit",
        type=positive,
        default=NODE_LIMIT,
        help=f"states to search (default {NODE_LIMIT:,})",
    )
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.set_defaults(run=lambda args: run_solve(args.seed, args.limit, as_json=args.json))


def run_solve(
    seed: int,
    limit: int,
    *,
    as_json: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Solve the deal and print the answer (text, or one JSON object)."""
    out, err = out or sys.stdout, err or sys.stderr
    if limit > MAX_LIMIT:
        print(one_line(f"regicide solve: --limit must be at most {MAX_LIMIT:,}"), file=err)
        return EXIT_UNUSABLE
    game = game_named(DEFAULT)
    assert isinstance(game, DealJudge), "Regicide solves its deals"
    answer = game.solve(seed, limit)
    print(json.dumps(answer) if as_json else solution_text(answer), file=out)
    return EXIT_OK


def solution_text(answer: dict[str, Any]) -> str:
    """The answer for people: a first line with the verdict, then the line's moves."""
    seed, verdict, nodes = answer["seed"], answer["verdict"], answer["nodes"]
    if verdict == "winnable":
        head = (
            f"Seed {seed}: winnable with every card known ({len(answer['line'])} moves, "
            f"{answer['medal'] or 'no'} medal; {nodes:,} states searched)"
        )
        return "\n".join([head, *answer["line"]])
    if verdict == "lost":
        return f"Seed {seed}: lost whatever is played ({nodes:,} states: every line searched)"
    return (
        f"Seed {seed}: unknown (no win found in {answer['limit']:,} states; try a larger --limit)"
    )
