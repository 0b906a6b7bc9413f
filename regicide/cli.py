"""The `regicide` command. With no arguments it opens the app; sub-commands do the rest.

Each sub-command is a module of `regicide.commands` that registers its own parser, options and
exit codes. None of them loads pygame until it runs a window, so `regicide check` never does.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from regicide import __version__
from regicide.commands import (
    bench,
    check,
    code,
    computer,
    log,
    play,
    records,
    replay,
    solve,
    theme,
)
from regicide.commands.arguments import Parser

Runner = Callable[[argparse.Namespace], int]

#: The sub-commands, each a module that registers its own parser (`register`) and runner.
COMMANDS: tuple[ModuleType, ...] = (
    play,
    check,
    replay,
    code,
    log,
    records,
    theme,
    computer,
    solve,
    bench,
)


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
        from regicide.support.oneline import one_line

        what = one_line(f"{type(error).__name__}: {error}", 200)
        print(
            f"regicide: unexpected error ({what}); set REGICIDE_DEBUG=1 to see the details",
            file=sys.stderr,
        )
        return 70


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="regicide",
        description="A desktop card table: Regicide, the cooperative card game, and more.",
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
    for command in COMMANDS:
        command.register(commands)
    return parser


def _run_app(args: argparse.Namespace) -> int:
    if args.smoke_test:
        from regicide.ui.smoke import run_smoke_test

        return run_smoke_test()
    from regicide.ui.app import run_app

    return run_app(first_frame_only=args.exit_after_first_frame)
