"""The `regicide` command. With no arguments it opens the app; sub-commands do the rest.

Each sub-command imports what it needs when it runs, so `regicide check` never loads pygame
and nothing heavy happens at import time.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from regicide import __version__

Runner = Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    runner: Runner = args.run
    try:
        status = runner(args)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `regicide check game.yaml | head`: the reader went away
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as error:  # a bug, not bad input: one clear line unless debugging
        if os.environ.get("REGICIDE_DEBUG"):
            raise
        from regicide.oneline import one_line

        what = one_line(f"{type(error).__name__}: {error}", 200)
        print(
            f"regicide: unexpected error ({what}); set REGICIDE_DEBUG=1 to see the details",
            file=sys.stderr,
        )
        return 70


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="regicide", description="Regicide, the cooperative card game, on your desktop."
    )
    parser.set_defaults(run=_run_app)
    parser.add_argument(
        "--version", action="version", version=f"Regicide {__version__}", help="print the version"
    )
    parser.add_argument("--exit-after-first-frame", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, draw the title and a game, play a few moves, exit 0 if all worked",
    )
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")

    play = commands.add_parser(
        "play",
        help="start straight into a game: a new deal, a seed code, the daily deal or a save",
        description="Open the app straight on a game. An unfinished game in progress is kept "
        "in the archive first (Records, Games). Exit 2 for options it cannot use.",
    )
    play.add_argument("--players", type=_players, default=None, help="1 to 4 (default 1)")
    play.add_argument("--seed", type=int, default=None, help="deal from this seed")
    play.add_argument(
        "--seats",
        metavar="LIST",
        help="who sits where, e.g. human,strong,instant (default: all human)",
    )
    play.add_argument("--code", metavar="CODE", help="play the deal of this seed code")
    play.add_argument("--daily", action="store_true", help="play today's daily deal")
    play.add_argument("--load", type=Path, metavar="FILE", help="go on with a saved game")
    play.set_defaults(run=_run_play)

    check = commands.add_parser(
        "check",
        help="play a record file headlessly and print the state",
        description="Play a game record (YAML or JSON) without a window and print the state as "
        "JSON. Exit 0: every move legal; 1: an illegal move; 2: the file cannot be used. "
        "The format and the output are described in docs/records.md.",
    )
    check.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    check.set_defaults(run=_run_check)

    replay = commands.add_parser(
        "replay",
        help="watch a recorded game again (or draw one moment of it to a PNG)",
        description="Open the replay viewer on a game record (a saved game, an archived game "
        "or any record of docs/records.md). With --png, draw the board after --move N (default: "
        "the end) to a PNG file without opening a window.",
    )
    replay.add_argument("file", type=Path, help="a record (YAML or JSON)")
    replay.add_argument("--png", type=Path, metavar="OUT.png", help="write this PNG and exit")
    replay.add_argument(
        "--move", type=int, metavar="N", help="the moment: after move N (0: the deal)"
    )
    replay.set_defaults(run=_run_replay)

    code = commands.add_parser("code", help="read a seed code, or make one (docs/codes.md)")
    code.add_argument("code", nargs="?", metavar="CODE", help="a code to read, e.g. 1Z844-MM01R")
    code.add_argument("--players", type=_players, help="make a code: 1 to 4 (default 1)")
    code.add_argument("--seed", type=int, help="make a code: the seed")
    code.add_argument(
        "--variant",
        action="extend",
        nargs="+",
        default=[],
        metavar="NAME",
        help="make a code: turn these variants on (see RULES.md)",
    )
    code.add_argument("--json", action="store_true", help="print one JSON object")
    code.set_defaults(run=_run_code)

    daily = commands.add_parser("daily", help="print the code and seed of the daily deal")
    daily.add_argument("--date", help="YYYY-MM-DD (default: today, local date)")
    daily.add_argument("--json", action="store_true", help="print one JSON object")
    daily.set_defaults(run=_run_daily)

    log = commands.add_parser(
        "log",
        help="print a recorded game's log in plain words",
        description="Print every event of a game record in plain words, newest last. With "
        "--seat, only what that seat could know; without it, what the seats knew together.",
    )
    log.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    log.add_argument("--seat", type=int, metavar="N", help="tell the game as seat N saw it")
    log.set_defaults(run=_run_log)

    records = commands.add_parser(
        "records",
        help="print your medals and statistics (from the archive of finished games)",
        description="Medals and statistics of every game kept in the games folder of your "
        "data folder (REGICIDE_HOME/games when REGICIDE_HOME is set).",
    )
    records.add_argument("--json", action="store_true", help="print one JSON object")
    records.set_defaults(run=_run_records)

    theme = commands.add_parser(
        "theme",
        help="check a theme or card set (themes/README.md)",
        description="theme check PATH: validate a theme (a .yaml file or a folder with "
        "theme.yaml) or a card set folder. Exit 0 if it can be used, 2 with every problem.",
    )
    theme.add_argument("action", choices=("check",), help="what to do")
    theme.add_argument("path", type=Path, help="the theme file or folder, or a card set folder")
    theme.set_defaults(run=_run_theme)

    _add_ai_commands(commands)

    _add_bench_command(commands)
    return parser


def _add_bench_command(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """`regicide bench PART`: the performance measurements (see regicide/bench)."""
    from regicide.store.settings import UI_SCALES

    bench = commands.add_parser("bench", help="measure performance")
    bench.add_argument(
        "part", choices=("engine", "frame", "startup", "records"), help="what to measure"
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--theme", default="classic", help="draw with this theme (frame, startup)")
    bench.add_argument(
        "--ui-scale",
        type=int,
        default=100,
        choices=UI_SCALES,
        help="draw at this UI scale in percent (frame, startup)",
    )
    bench.set_defaults(run=_run_bench)


def _add_ai_commands(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """`simulate` and `hint`: the computer players (issue 10)."""
    simulate = commands.add_parser(
        "simulate",
        help="play all-computer games and print win rate, enemies defeated and speed",
        description="Play GAMES all-computer games dealt from seeds SEED, SEED+1, ... and print "
        "the statistics (win rate with a 95%% Wilson interval, enemies defeated, medals, "
        "seconds per move). A progress bar goes to standard error.",
    )
    simulate.add_argument("--bot", default="instant", help="random, instant or strong")
    simulate.add_argument("--players", type=_players, default=1, help="1 to 4 (default 1)")
    simulate.add_argument("--games", type=_positive, default=100, help="how many (default 100)")
    simulate.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    _add_budget(simulate)
    simulate.add_argument("--workers", type=_positive, default=1, help="processes (default 1)")
    simulate.add_argument(
        "--variant", action="extend", nargs="+", default=[], metavar="NAME", help="variants on"
    )
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.set_defaults(run=_run_simulate)

    hint = commands.add_parser(
        "hint",
        help="suggest a move for the seat to act at the end of a record",
        description="Print the move a computer player suggests for the seat to act at the end "
        "of a game record, and why. Exit 1 when the game is over, 2 for a file it cannot use.",
    )
    hint.add_argument("file", type=Path, help="a record (YAML or JSON), see docs/records.md")
    hint.add_argument("--bot", default="strong", help="random, instant or strong (default)")
    hint.add_argument("--seed", type=int, default=0, help="the player's random seed")
    _add_budget(hint)
    hint.add_argument("--json", action="store_true", help="print one JSON object")
    hint.set_defaults(run=_run_hint)


def _add_budget(parser: argparse.ArgumentParser) -> None:
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument(
        "--think", type=float, metavar="SECONDS", help="strong: seconds per decision (default 1)"
    )
    budget.add_argument(
        "--iterations", type=_positive, metavar="I", help="strong: sampled deals per decision"
    )


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError("must be a whole number of at least 1")
    return int(text)


def _bot(name: str) -> str:
    from regicide.ai import PLAYER_NAMES

    if name not in PLAYER_NAMES:
        raise SystemExit(f"regicide: no computer player {name!r}; choose {', '.join(PLAYER_NAMES)}")
    return name


def _run_simulate(args: argparse.Namespace) -> int:
    from regicide.ai.commands import run_simulate, simulate_settings

    try:
        settings = simulate_settings(
            _bot(args.bot), args.players, args.think, args.iterations, args.variant
        )
    except ValueError as problem:
        print(f"regicide simulate: {problem}", file=sys.stderr)
        return 2
    return run_simulate(settings, args.games, args.seed, workers=args.workers, as_json=args.json)


def _run_hint(args: argparse.Namespace) -> int:
    from regicide.ai.commands import run_hint

    return run_hint(
        args.file,
        bot=_bot(args.bot),
        seed=args.seed,
        think=args.think if args.think is not None else 1.0,
        iterations=args.iterations,
        as_json=args.json,
    )


def _players(text: str) -> int:
    if text not in ("1", "2", "3", "4"):
        raise argparse.ArgumentTypeError("Regicide is played by 1 to 4 players")
    return int(text)


def _run_app(args: argparse.Namespace) -> int:
    if args.smoke_test:
        from regicide.ui.smoke import run_smoke_test

        return run_smoke_test()
    from regicide.ui.app import run_app

    return run_app(first_frame_only=args.exit_after_first_frame)


def _run_play(args: argparse.Namespace) -> int:
    from regicide.oneline import one_line
    from regicide.play_command import PlayError, opening_of

    try:
        opening = opening_of(
            args.players, args.seed, args.seats, load=args.load, code=args.code, daily=args.daily
        )
    except PlayError as problem:
        print(one_line(f"regicide play: {problem}"), file=sys.stderr)
        return 2
    from regicide.ui.app import run_app

    return run_app(opening, first_frame_only=args.exit_after_first_frame)


def _run_replay(args: argparse.Namespace) -> int:
    from regicide.replaying import run_replay

    return run_replay(args.file, png=args.png, move=args.move)


def _run_log(args: argparse.Namespace) -> int:
    from regicide.gamelog import run_log

    return run_log(args.file, args.seat)


def _run_records(args: argparse.Namespace) -> int:
    from regicide.records_command import run_records

    return run_records(args.json)


def _run_check(args: argparse.Namespace) -> int:
    from regicide.check import run_check

    return run_check(args.file)


def _run_theme(args: argparse.Namespace) -> int:
    from regicide.theme_check import run_theme_check

    return run_theme_check(args.path)


def _run_bench(args: argparse.Namespace) -> int:
    from regicide.bench import run_bench

    return run_bench(args.part, as_json=args.json, theme=args.theme, ui_scale=args.ui_scale)


def _run_code(args: argparse.Namespace) -> int:
    from regicide.code_commands import run_code

    return run_code(
        args.code, players=args.players, seed=args.seed, variants=args.variant, as_json=args.json
    )


def _run_daily(args: argparse.Namespace) -> int:
    from regicide.code_commands import run_daily

    return run_daily(args.date, as_json=args.json)
