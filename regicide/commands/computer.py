"""`regicide simulate` and `regicide hint`: the computer players of any game, headless (never
loads pygame).

simulate: G games between computer players from seeds S, S+1, … (each game decides how:
Regicide's seats play together, Claim's and Baisch's against each other), a progress bar on
standard error, the statistics as text or one JSON object. hint: the move a computer player
suggests for the seat to act at the end of a record and why; exit 2 for a file it cannot use
(as the app loads it, an illegal move in it included), 1 when the game there is over.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path
from typing import Any, TextIO

from regicide.commands.arguments import whole
from regicide.commands.options import add_budget, add_game, players, positive
from regicide.games.computers import level_name
from regicide.games.protocol import GameDef, Simulation
from regicide.games.registry import DEFAULT, game_named
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import one_line, shown

EXIT_OK, EXIT_OVER, EXIT_UNUSABLE = 0, 1, 2
MAX_THINK = 3600.0  # an hour a decision is more than any game needs
MAX_ITERATIONS = 10_000_000
MAX_GAMES = 1_000_000  # a simulation that ends within days, not aeons
MAX_WORKERS = 64


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    simulate = commands.add_parser(
        "simulate",
        help="play computer against computer and print win rate and speed",
        description="Play GAMES games of computer players dealt from seeds SEED, SEED+1, ... "
        "and print the statistics (win rate with a 95% Wilson interval, seconds per move, and "
        "each game's own figures). A progress bar goes to standard error. In Claim and Baisch "
        "--bot plays against --opponent; in Regicide every seat is --bot, together.",
    )
    add_game(simulate, "the game to simulate")
    simulate.add_argument(
        "--bot", default="casual", help="random, beginner, casual, strong or expert"
    )
    simulate.add_argument("--opponent", help="Claim, Baisch: the computer player it faces")
    simulate.add_argument("--players", type=players, help="seats (default: the game's usual)")
    simulate.add_argument("--games", type=positive, default=100, help="how many (default 100)")
    simulate.add_argument("--seed", type=whole, default=1, help="the first deal's seed (default 1)")
    add_budget(simulate)
    simulate.add_argument("--workers", type=positive, default=1, help="processes (default 1)")
    simulate.add_argument(
        "--variant", action="extend", nargs="+", default=[], metavar="NAME", help="variants on"
    )
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.set_defaults(run=_simulate)

    hint = commands.add_parser(
        "hint",
        help="suggest a move for the seat to act at the end of a record",
        description="Print the move a computer player suggests for the seat to act at the end "
        "of a game record (any game), and why. Exit 1 when the game is over, 2 for a file or "
        "an option it cannot use.",
    )
    hint.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    hint.add_argument(
        "--bot", default=None, help="random, beginner, casual, strong or expert (default strong)"
    )
    hint.add_argument("--seed", type=whole, default=0, help="the player's random seed")
    add_budget(hint)
    hint.add_argument("--json", action="store_true", help="print one JSON object")
    hint.set_defaults(run=_hint)


def _simulate(args: argparse.Namespace) -> int:
    game = game_named(args.game or DEFAULT)
    try:
        _check_budget(args.think, args.iterations)
        _check_counts(args.games, args.workers)
        request = Simulation(
            bot=_player(game, args.bot),
            opponent=None if args.opponent is None else _player(game, args.opponent),
            players=args.players or game.default_players,
            games=args.games,
            seed=args.seed,
            think=args.think,
            iterations=args.iterations,
            workers=args.workers,
            variants=_variants(game, args.variant),
        )
        return run_simulate(game, request, as_json=args.json)
    except ValueError as problem:
        print(one_line(f"regicide simulate: {problem}"), file=sys.stderr)
        return EXIT_UNUSABLE


def run_simulate(
    game: GameDef,
    request: Simulation,
    *,
    as_json: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Play the games, show progress on `err`, print the summary on `out`; ValueError for a
    request the game cannot play."""
    out, err = out or sys.stdout, err or sys.stderr

    def progress(done: int, wins: int) -> None:
        width = 30
        filled = width * done // max(request.games, 1)
        bar = "#" * filled + "." * (width - filled)
        err.write(f"\rsimulate [{bar}] {done}/{request.games} games, {wins} won")
        err.flush()

    report = game.simulate(request, progress)
    err.write("\n")
    print(json.dumps(report) if as_json else game.simulate_text(report), file=out)
    return EXIT_OK


def _player(game: GameDef, name: str) -> str:
    """The computer player `name` names in `game`: a level, "random", or an old name
    ("instant") as the level it became; ValueError naming the choices otherwise."""
    level = level_name(name)
    if level not in game.computer_players:
        choices = ", ".join(game.computer_players)
        raise ValueError(f"{game.title} has no computer player {shown(name)}; choose {choices}")
    return level


def _variants(game: GameDef, names: list[str]) -> tuple[str, ...]:
    unknown = [name for name in names if name not in game.variants]
    if unknown:
        choices = ", ".join(game.variants) or "none"
        raise ValueError(
            f"unknown variant {shown(unknown[0])} (the variants of {game.title}: {choices})"
        )
    return tuple(name for name in game.variants if name in names)


def _check_counts(games: int, workers: int) -> None:
    """A simulation that ends, on no more processes than a machine has use for."""
    if games > MAX_GAMES:
        raise ValueError(f"--games must be at most {MAX_GAMES:,}")
    if workers > MAX_WORKERS:
        raise ValueError(f"--workers must be at most {MAX_WORKERS}")


def _check_budget(think: float | None, iterations: int | None) -> None:
    """A thinking budget a search can finish: a finite, positive time, a bounded count."""
    if think is not None and not (math.isfinite(think) and 0 < think <= MAX_THINK):
        raise ValueError(f"--think must be more than 0 and at most {MAX_THINK:g} seconds")
    if iterations is not None and iterations > MAX_ITERATIONS:
        raise ValueError(f"--iterations must be at most {MAX_ITERATIONS:,}")


def _hint(args: argparse.Namespace) -> int:
    return run_hint(
        args.file,
        bot=args.bot,
        seed=args.seed,
        think=args.think,
        iterations=args.iterations,
        as_json=args.json,
    )


def run_hint(
    path: Path,
    *,
    bot: str | None = None,
    seed: int = 0,
    think: float | None = None,
    iterations: int | None = None,
    as_json: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """`regicide hint FILE`: the move `bot` (default: the game's helper) suggests for the seat
    to act, and why."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        game, match, _ = load_saved(path)
        _check_budget(think, iterations)
        name = _player(game, bot or game.helper_player)
    except (SaveError, ValueError) as problem:
        print(one_line(f"regicide hint: {problem}"), file=err)
        return EXIT_UNUSABLE
    seat = game.to_act(match.state)
    if seat is None:
        print(one_line(f"regicide hint: {path.name}: the game is over"), file=err)
        return EXIT_OVER
    budget = 1.0 if think is None and iterations is None else think
    player = game.make_player(name, think=budget, iterations=iterations)
    view = match.view(seat)
    command = player.choose(view, random.Random(seed))
    reason = game.explain(view, command)
    move = game.format_move(command)
    if as_json:
        data: dict[str, Any] = {"move": move, "reason": reason, "seat": seat, "bot": name}
        print(json.dumps(data, ensure_ascii=False), file=out)
    else:
        print(f"{move}\n{reason}", file=out)
    return EXIT_OK
