"""The arguments fuzz (issue 24): `regicide` command lines built from every command's own
options and a pool of hostile values, each run as `regicide.cli.main` in a forked child with
standard output and error strict UTF-8.

A command line is a command (or none), zero to three positional values, and zero to four of
the command's options (or unknown ones, or repeated), each with a hostile value or none:
numbers of 5,000 digits, `nan`, `inf`, `1e999`, `-1`, empty, escapes, a right-to-left
override, a newline, a name that is not UTF-8, 3,000 characters, dates that do not exist,
paths to devices, folders and nowhere, and real records (one under a name that is not UTF-8).

What would open a window or run for minutes is stubbed in the child: the app and the replay
viewer (`run_app`, `run_replay_app`), `simulate`'s games and `bench`'s measurements; `hint`
thinks at most half a second. A failure is exit 70 (an "unexpected error") or any exit other
than 0, 1, 2, an exception out of `main`, a hang (30 s), or a refusal (exit 2) that is not one
printable line of at most 400 characters without a usage block.

    .venv/bin/python benchmarks/fuzz_files.py --files 0 --arguments 300 [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from benchmarks.fuzz_files import MESSAGE_LIMIT, in_child, played
from regicide.cli import build_parser, main
from regicide.games.registry import game_named
from regicide.store.saves import game_text

HOSTILE_VALUES = [
    "",
    "-1",
    "0",
    "1",
    "2",
    "4",
    "7",
    "3.5",
    "nan",
    "inf",
    "-inf",
    "1e999",
    "1e-300",
    "9" * 5000,
    str(10**20),
    "\x1b[2J\x07",
    "\u202eevil",
    "a\nb",
    os.fsdecode(b"\xff\xfe"),
    "x" * 3000,
    "-",
    "--",
    "human,strong,instant",
    ",".join(["human"] * 5),
    "strong",
    "random",
    "nope",
    "regicide",
    "classic",
    "2026-02-30",
    "2026-11-25",
    "1Z844-MM01R",
    "../../etc/passwd",
    "/dev/full",
    "/dev/zero",
    "/",
    "/nonexistent/board.png",
    "board.png",
]


@dataclass(frozen=True)
class Grammar:
    """A command's option strings, and how many positional values it takes."""

    options: list[str]
    positionals: int


def grammar_of(parser: argparse.ArgumentParser) -> dict[str, Grammar]:
    """Every command's grammar (`""`: the command line without a command)."""
    found: dict[str, Grammar] = {"": _grammar(parser)}
    for action in parser._actions:  # argparse keeps its sub-commands here
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found[name] = _grammar(sub)
    return found


def _grammar(parser: argparse.ArgumentParser) -> Grammar:
    actions = [action for action in parser._actions if action.dest != "help"]
    options = [option for action in actions for option in action.option_strings]
    positionals = sum(1 for action in actions if not action.option_strings)
    return Grammar(options, positionals)


def command_line(rng: random.Random, commands: dict[str, Grammar], values: Values) -> list[str]:
    """A command, its positional values (a record, most of the time), and some options."""
    command = rng.choice(list(commands))
    grammar = commands[command]
    argv = [command] if command else []
    wanted = grammar.positionals + rng.choice([-1, 0, 0, 0, 1])
    for index in range(max(0, wanted)):
        if command == "theme" and index == 0:
            argv.append("check")
        else:
            argv.append(rng.choice(values.records if rng.random() < 0.6 else values.hostile))
    for _ in range(rng.choice([0, 1, 1, 2, 3, 4])):
        argv.append(rng.choice([*grammar.options, *grammar.options, "--nosuch", "-x"]))
        if rng.random() < 0.85:
            argv.append(rng.choice(values.hostile))
    return argv


@dataclass(frozen=True)
class Values:
    hostile: list[str]
    records: list[str]


def _nothing(*args: Any, **kwargs: Any) -> int:
    return 0


def _stub() -> None:
    """In the child: nothing opens a window or runs for minutes."""
    from regicide.commands import bench, computer  # noqa: PLC0415
    from regicide.ui import app  # noqa: PLC0415

    app.run_app = _nothing
    app.run_replay_app = _nothing
    computer.run_simulate = _nothing
    computer.MAX_THINK, computer.MAX_ITERATIONS = 0.5, 50
    for part in bench.PARTS:
        bench.PARTS[part] = lambda: (lambda theme, scale: {}, lambda result: "")


def run_line(argv: list[str], folder: Path) -> dict[str, object]:
    """`regicide ARGV` in this (child) process: its exit status and what it printed."""
    _stub()
    os.chdir(folder)
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status: object = main(argv)
    except SystemExit as leaving:
        status = leaving.code
    except BaseException as error:  # what the fuzz is for
        return {"status": f"raised {type(error).__name__}", "stderr": str(error)[:300]}
    err.flush()
    buffer = err.buffer
    assert isinstance(buffer, io.BytesIO)
    return {"status": status, "stderr": buffer.getvalue().decode("utf-8", "replace")}


def problem_of(argv: list[str], result: dict[str, object]) -> str | None:
    """What is wrong with how a command line ended (None: nothing)."""
    status, stderr = result["status"], str(result["stderr"])
    if status not in (0, 1, 2, None):
        return f"exit {status}: {stderr[:200]}"
    lines = stderr.splitlines()
    if not all(line.isprintable() and len(line) <= MESSAGE_LIMIT for line in lines):
        return f"a line that is not printable or too long: {stderr[:200]!r}"
    listed = argv[:1] == ["theme"]  # theme check lists every problem, one a line
    if status == 2 and ("usage:" in stderr or (len(lines) != 1 and not listed)):
        return f"a refusal that is not one line: {stderr[:200]!r}"
    return None


@dataclass
class ArgumentsReport:
    lines: int = 0
    exits: Counter[str] = field(default_factory=Counter)
    by_command: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[dict[str, str]] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        commands = {name: dict(counts) for name, counts in self.by_command.items()}
        return {
            "lines": self.lines,
            "exits": dict(self.exits),
            "by_command": commands,
            "failures": self.failures,
        }


def fuzz_arguments(count: int, seed: int = 1) -> ArgumentsReport:
    """`count` hostile command lines, each run in a child."""
    rng, report = random.Random(seed), ArgumentsReport()
    commands = grammar_of(build_parser())
    with tempfile.TemporaryDirectory(prefix="regicide-arguments-") as temporary:
        folder = Path(temporary)
        os.environ["REGICIDE_HOME"] = str(folder / "home")
        values = Values(HOSTILE_VALUES, _records(folder))
        for _ in range(count):
            argv = command_line(rng, commands, values)
            result, _ = in_child(partial(run_line, argv, folder))
            status = str(result.get("status", result.get("died")))
            report.lines += 1
            report.exits[status] += 1
            command = argv[0] if argv and argv[0] and argv[0] in commands else "(none)"
            report.by_command.setdefault(command, Counter())[status] += 1
            problem = str(result["died"]) if "died" in result else problem_of(argv, result)
            if problem is not None:
                report.failures.append({"argv": repr(argv)[:300], "error": problem})
    return report


def _records(folder: Path) -> list[str]:
    """Records to name: a game in progress, one over, and one under a name not UTF-8."""
    game = game_named("regicide")
    paths = [folder / "playing.json", folder / "over.json", folder / os.fsdecode(b"mine\xff.json")]
    for path, moves in zip(paths, (6, 400, 6), strict=True):
        path.write_text(game_text(game, played(2, 5, moves)), encoding="utf-8")
    return [str(path) for path in paths]


def text_report(report: ArgumentsReport) -> str:
    lines = [f"{report.lines:,} command lines; exit statuses {dict(sorted(report.exits.items()))}"]
    lines += [
        f"  {name}: {dict(sorted(counts.items()))}"
        for name, counts in sorted(report.by_command.items())
    ]
    lines.append(f"failures: {len(report.failures)}")
    lines += [f"  {failure['argv']}: {failure['error']}" for failure in report.failures[:20]]
    return "\n".join(lines)
