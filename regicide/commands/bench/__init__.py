"""`regicide bench PART [--json] [--theme NAME] [--ui-scale PERCENT]`: performance
measurements (never timed unit tests). The frame and start-up measurements draw with the
theme named (default classic) at the UI scale given (default 100)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from regicide.commands.arguments import whole
from regicide.commands.bench.long_game import read_long_game
from regicide.store.settings import UI_SCALES
from regicide.support.oneline import one_line
from regicide.themes.theme import ThemeError, load_theme

Measure = Callable[[str, int], dict[str, Any]]  # (theme, UI scale in percent) -> figures
Describe = Callable[[dict[str, Any]], str]


def _engine() -> tuple[Measure, Describe]:
    from regicide.games.registry import DEFAULT, game_named

    game = game_named(DEFAULT)
    return (lambda theme, ui_scale: game.measure_engine(read_long_game)), game.describe_engine


def _frame() -> tuple[Measure, Describe]:
    from regicide.commands.bench.frame import describe_frames, measure_frames

    return measure_frames, describe_frames


def _startup() -> tuple[Measure, Describe]:
    from regicide.commands.bench.startup import describe_startup, measure_startup

    return measure_startup, describe_startup


def _idle() -> tuple[Measure, Describe]:
    from regicide.commands.bench.idle import describe_idle, measure_idle

    return measure_idle, describe_idle


def _turns() -> tuple[Measure, Describe]:
    from regicide.commands.bench.turns import describe_turns, measure_turns

    return measure_turns, describe_turns


def _records() -> tuple[Measure, Describe]:
    from regicide.commands.bench.records import describe_records, measure_records

    return (lambda theme, ui_scale: measure_records()), describe_records


def _scans() -> tuple[Measure, Describe]:
    from regicide.commands.bench.scans import describe_scans, measure_scans

    return (lambda theme, ui_scale: measure_scans()), describe_scans


PARTS: dict[str, Callable[[], tuple[Measure, Describe]]] = {
    "engine": _engine,
    "frame": _frame,
    "startup": _startup,
    "records": _records,
    "scans": _scans,
    "idle": _idle,
    "turns": _turns,
}


def run_bench(part: str, *, as_json: bool, theme: str = "classic", ui_scale: int = 100) -> int:
    """Measure `part` and print its figures; exit 2 with one line for a theme that cannot be
    drawn with (it is loaded as the app would, before anything is measured)."""
    try:
        load_theme(theme)
    except (ThemeError, OSError) as error:
        print(one_line(f"regicide bench: --theme {theme}: {error}"), file=sys.stderr)
        return 2
    measure, describe = PARTS[part]()
    result = measure(theme, ui_scale)
    print(json.dumps(result) if as_json else describe(result))
    return 0


def ui_scale(text: str) -> int:
    """One of the UI scales Settings offers, in percent."""
    scale = whole(text)
    if scale not in UI_SCALES:
        raise argparse.ArgumentTypeError(
            f"{scale} is not a UI scale Settings offers ({', '.join(map(str, UI_SCALES))})"
        )
    return scale


def register(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    bench = commands.add_parser("bench", help="measure performance (benchmarks/README.md)")
    bench.add_argument("part", choices=tuple(PARTS), help="what to measure")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument(
        "--theme", default="classic", help="draw with this theme (frame, startup, idle)"
    )
    bench.add_argument(
        "--ui-scale",
        type=ui_scale,
        default=100,
        metavar="PERCENT",
        help=f"draw at this UI scale in percent ({', '.join(map(str, UI_SCALES))}; "
        "frame, startup, idle)",
    )
    bench.set_defaults(
        run=lambda args: run_bench(
            args.part, as_json=args.json, theme=args.theme, ui_scale=args.ui_scale
        )
    )
