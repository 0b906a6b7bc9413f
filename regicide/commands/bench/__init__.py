"""`regicide bench PART [--json] [--theme NAME] [--ui-scale PERCENT]`: performance
measurements (never timed unit tests). The frame and start-up measurements draw with the
theme named (default classic) at the UI scale given (default 100)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

Measure = Callable[[str, int], dict[str, Any]]  # (theme, UI scale in percent) -> figures
Describe = Callable[[dict[str, Any]], str]


def _engine() -> tuple[Measure, Describe]:
    from regicide.commands.bench.engine import describe_engine, measure_engine

    return (lambda theme, ui_scale: measure_engine()), describe_engine


def _frame() -> tuple[Measure, Describe]:
    from regicide.commands.bench.frame import describe_frames, measure_frames

    return measure_frames, describe_frames


def _startup() -> tuple[Measure, Describe]:
    from regicide.commands.bench.startup import describe_startup, measure_startup

    return measure_startup, describe_startup


def _records() -> tuple[Measure, Describe]:
    from regicide.commands.bench.records import describe_records, measure_records

    return (lambda theme, ui_scale: measure_records()), describe_records


PARTS: dict[str, Callable[[], tuple[Measure, Describe]]] = {
    "engine": _engine,
    "frame": _frame,
    "startup": _startup,
    "records": _records,
}


def run_bench(part: str, *, as_json: bool, theme: str = "classic", ui_scale: int = 100) -> int:
    measure, describe = PARTS[part]()
    result = measure(theme, ui_scale)
    print(json.dumps(result) if as_json else describe(result))
    return 0
