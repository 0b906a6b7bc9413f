"""The names fuzz (issue 24): records under hostile file names, through every command and list
that names a file.

A name is one to three hostile parts (bytes that are not UTF-8, terminal escapes, a
right-to-left override, a newline, wide characters up to the system's 255 bytes, names that
look like options, shell and format characters...) with `.yaml` or `.json`, holding a valid
record or a mutated one. Each case runs in a forked child (`fuzz_files.in_child`) with
standard output and error strict UTF-8 (most desktop locales), through:

- `check`, `log`, `hint` (`regicide check/log/hint FILE`, in process): an exception escaping
  is what the command reports as exit 70; a refusal must be one printable line;
- `load`: `load_saved` (Continue, Load, `play --load`): SaveError only, one printable line;
- `saves`: `list_saves` over a folder holding the file: every name the list shows printable;
- `records`: `regicide records` and `records --json` over a games folder holding the file;
- `title`: the replay viewer's title (`shown_name`), printable.

    .venv/bin/python benchmarks/fuzz_files.py --files 0 --names 300 [--seed 1] [--json]
"""

from __future__ import annotations

import io
import os
import random
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from benchmarks.fuzz_files import MESSAGE_LIMIT, in_child, mutate, seed_files
from regicide.commands.check import run_check
from regicide.commands.computer import run_hint
from regicide.commands.log import run_log
from regicide.commands.records import run_records
from regicide.store.library import list_saves
from regicide.store.saves import SaveError, load_saved
from regicide.support.oneline import shown_name

PARTS = [
    b"mine\xff",
    b"\xc3",
    b"\x1b[2J\x07",
    "\u202egnp".encode(),
    b"line\nbreak",
    b"tab\there",
    b"-h",
    b"--help",
    b" spaced ",
    "界".encode() * 60,
    "😀".encode() * 20,
    b"x" * 200,
    b"a\x7fb",
    b"\x9b31m",
    b"...",
    b"CON",
    b"'quotes' and \"quotes\"",
    b"%s%n{0}",
    b"$(touch pwned)",
    b"~",
    b"*?[",
    b"back\\slash",
    "\u200b\ufeff".encode(),
    b"\xed\xa0\x80",  # a surrogate written as UTF-8
]
NAME_BYTES = 255


def hostile_name(rng: random.Random) -> bytes:
    """One to three hostile parts and a suffix, within the system's 255 bytes."""
    suffix = rng.choice([b".yaml", b".json"])
    name = b"".join(rng.choice(PARTS) for _ in range(rng.choice([1, 1, 2, 3])))
    return name[: NAME_BYTES - len(suffix)] + suffix


class Unexpected(Exception):
    """A reader did what it must never do."""


def _strict() -> io.TextIOWrapper:
    """A standard stream as a strict UTF-8 terminal has it."""
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")


def _printed(stream: io.TextIOWrapper) -> str:
    stream.flush()
    buffer = stream.buffer
    assert isinstance(buffer, io.BytesIO)
    return buffer.getvalue().decode("utf-8")


def _one_line(text: str, what: str) -> None:
    lines = text.splitlines()
    if len(lines) != 1 or not lines[0].isprintable() or len(lines[0]) > MESSAGE_LIMIT:
        raise Unexpected(f"{what}: not one printable line: {text[:120]!r}")


def _command(run: Callable[[io.TextIOWrapper, io.TextIOWrapper], int], name: str) -> str:
    out, err = _strict(), _strict()
    status = run(out, err)
    printed = _printed(out) + _printed(err)
    if not all(line.isprintable() for line in printed.splitlines()):
        raise Unexpected(f"{name} printed a line that is not printable")
    if status == 2:
        _one_line(_printed(err), name)
    return f"exit {status}"


def read_load(path: Path) -> str:
    try:
        load_saved(path)
    except SaveError as error:
        _one_line(str(error), "load")
        return "refused"
    return "loaded"


def read_saves(path: Path) -> str:
    for entry in list_saves(path.parent):
        _one_line(entry.name, "saves name")
        entry.name.encode("utf-8")
    return "listed"


def read_records(path: Path) -> str:
    for as_json in (False, True):
        _command(partial(_records, as_json), "records")
    return "printed"


def _records(as_json: bool, out: io.TextIOWrapper, err: io.TextIOWrapper) -> int:
    return run_records(as_json, out, err)


def read_title(path: Path) -> str:
    _one_line(shown_name(path.with_suffix("")), "title")
    return "shown"


READERS: dict[str, Callable[[Path], str]] = {
    "check": lambda path: _command(lambda out, err: run_check(path, out, err), "check"),
    "log": lambda path: _command(lambda out, err: run_log(path, None, out, err), "log"),
    "hint": lambda path: _command(
        lambda out, err: run_hint(path, bot="random", out=out, err=err), "hint"
    ),
    "load": read_load,
    "saves": read_saves,
    "records": read_records,
    "title": read_title,
}


def read_named(path: Path) -> dict[str, object]:
    """Every reader on the file (in the child): outcomes and failures."""
    outcomes: dict[str, str] = {}
    failures: list[str] = []
    for name, reader in READERS.items():
        try:
            outcomes[name] = reader(path)
        except Exception as error:
            outcomes[name] = f"FAILED {type(error).__name__}"
            failures.append(f"[{name}] {type(error).__name__}: {str(error)[:200]}")
    return {"outcomes": outcomes, "failures": failures}


@dataclass
class NamesReport:
    names: int = 0
    outcomes: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[dict[str, str]] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        outcomes = {name: dict(counts) for name, counts in self.outcomes.items()}
        return {"names": self.names, "outcomes": outcomes, "failures": self.failures}


def fuzz_names(count: int, seed: int = 1) -> NamesReport:
    """`count` records under hostile names, each through every reader in a child."""
    rng, report = random.Random(seed), NamesReport()
    with tempfile.TemporaryDirectory(prefix="regicide-names-") as temporary:
        home = Path(temporary)
        seeds = [data for kind, data in seed_files(home) if kind in ("autosave", "save")]
        os.environ["REGICIDE_HOME"] = str(home)
        for number in range(count):
            data = rng.choice(seeds)
            if rng.random() < 0.3:
                data, _ = mutate(rng, data, seeds)
            name = hostile_name(rng)
            _run_named(home, name, data, f"#{number} {name[:60]!r}", report)
            report.names += 1
    return report


def _run_named(home: Path, name: bytes, data: bytes, label: str, report: NamesReport) -> None:
    """The file as the one save and the one archived game, through every reader."""
    for place in ("saves", "games"):
        folder = home / place
        folder.mkdir(exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
        (folder / os.fsdecode(name)).write_bytes(data)
    result, _ = in_child(lambda: read_named(home / "saves" / os.fsdecode(name)))
    if "died" in result:
        report.failures.append({"case": label, "error": str(result["died"])})
        return
    outcomes: dict[str, str] = result["outcomes"]  # type: ignore[assignment]
    for reader, outcome in outcomes.items():
        report.outcomes.setdefault(reader, Counter())[outcome] += 1
    failures: list[str] = result["failures"]  # type: ignore[assignment]
    report.failures += [{"case": label, "error": failure} for failure in failures]


def text_report(report: NamesReport) -> str:
    lines = [f"{report.names:,} hostile names"]
    lines += [
        f"  {name}: {dict(sorted(counts.items()))}" for name, counts in report.outcomes.items()
    ]
    lines.append(f"failures: {len(report.failures)}")
    lines += [f"  {failure['case']}: {failure['error']}" for failure in report.failures[:20]]
    return "\n".join(lines)
