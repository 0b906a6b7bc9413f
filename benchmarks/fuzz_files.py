"""A mutation fuzz of the files Regicide reads (issue 7): records, autosaves, saves, settings
and themes, mutated thousands of times and fed to `regicide check` and to the app's loaders.

Every mutated file goes through every reader, in this process (fast; the same code the app
and the command run):

- `check`: `regicide check FILE` (`check.run_check`); an exception escaping it is what the
  command reports as exit 70;
- `save`: `load_saved`, how Continue and Load read the autosave and saves (SaveError only),
  then, for a game it loads, the game written back with its unknown keys and read again;
- `saves`: `list_saves` over a folder holding the file (never raises);
- `settings`: `load_settings` (never raises);
- `theme`: `load_theme` from a folder holding the file (ThemeError only).

A failure is an exception a reader must not raise, a message that is not one printable line
of at most 400 characters, or a case slower than the limit. The report gives the histogram of
`regicide check` exit codes, each reader's outcomes, the slowest case and the largest peak of
memory one case added (the peak RSS of a forked child that reads it, less a baseline).

It also runs the names fuzz (`benchmarks/fuzz_names.py`: records under hostile file names
through every command and list that names a file) and the arguments fuzz
(`benchmarks/fuzz_arguments.py`: hostile command lines through `regicide`'s own parser).

    .venv/bin/python benchmarks/fuzz_files.py --files 5000 [--seed 1] [--json] [--keep DIR]
    .venv/bin/python benchmarks/fuzz_files.py --files 300 --subprocess 30   # also real processes
    .venv/bin/python benchmarks/fuzz_files.py --files 0 --names 500 --arguments 1000
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path

import yaml

from regicide.commands.check import run_check
from regicide.games.regicide.engine import Game, position_data
from regicide.games.registry import game_named
from regicide.store.documents import MAX_BYTES, DocumentError, read_document
from regicide.store.library import list_saves
from regicide.store.saves import SaveError, game_text, load_saved
from regicide.store.settings import Settings, load_settings, save_settings
from regicide.support.oneline import one_line
from regicide.support.resources import themes_dir
from regicide.themes.theme import ThemeError, find_themes, load_theme

REGICIDE = game_named("regicide")
MESSAGE_LIMIT = 400
SLOW_SECONDS = 1.5  # one reader slower than this on one file is a failure (the benchmark's own run)

# --- seeds: valid files of every kind ------------------------------------------------------


def played(players: int, seed: int, moves: int) -> Game:
    """A game `moves` moves in (the last legal move each time), or to its end if sooner."""
    game = Game.new(players, seed=seed)
    while len(game.history) < moves and (options := game.legal_moves()):
        game.submit(options[-1])
    return game


def seed_files(folder: Path) -> list[tuple[str, bytes]]:
    """(kind, bytes) of valid files: autosaves, YAML records, positions, saves, settings,
    themes."""
    seeds: list[tuple[str, bytes]] = []
    for players in range(1, 5):
        game = played(players, seed=players * 7, moves=6 + players * 4)
        seeds.append(("autosave", game_text(REGICIDE, game, {"seconds_played": 12}).encode()))
        summary = {"summary": {"players": players, "moves": len(game.history)}}
        seeds.append(("save", game_text(REGICIDE, game, {**summary, "note": "mine"}).encode()))
        moves = [str(move) for move in json.loads(game_text(REGICIDE, game))["moves"]]
        record = {"format": "regicide-record", "version": 1, "players": players, "seed": 7}
        seeds.append(("record", yaml.safe_dump({**record, "moves": moves[:5]}).encode()))
        start = {**record, "start": position_data(game.state), "moves": []}
        seeds.append(("position", yaml.safe_dump(start, sort_keys=False).encode()))
    for settings in (Settings(), Settings("fast", False, True, "midnight")):
        save_settings(settings, folder / "settings.yaml")
        seeds.append(("settings", (folder / "settings.yaml").read_bytes()))
    seeds += [("theme", path.read_bytes()) for path in sorted(themes_dir().glob("*.yaml"))]
    return seeds


# --- mutations --------------------------------------------------------------------------

TOKENS = [
    b"*a",
    b"&a ",
    b"!!python/object/apply:os.system ['true']",
    b"!!binary aGk=",
    b"!!set {a, b}",
    b"9" * 5000,
    b"next " + b"7" * 20000,
    b"play" + b" 2C" * 2000,
    b"\x1b[2J\x07",
    b"\x00",
    b"\xff\xfe",
    b"\r\n",
    "\u202e".encode(),
    b"{",
    b"[",
    b"]",
    b"- ",
    b": ",
    b".nan",
    b"1e999",
    b"2001-13-01",
    b"~",
    b"<<: *a",
    b"? ",
    b"%YAML 1.1\n",
    b"---\n",
    b"\n...\n",
    b'"\\ud800"',
    b"[" * 70,
    b"-1",
    b"99999999999999999999",
    b"true",
    b"null",
    b'"../../../etc/passwd"',
]

Mutator = Callable[[random.Random, bytes, list[bytes]], bytes]


def _flip(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    if not data:
        return data
    index = rng.randrange(len(data))
    return data[:index] + bytes([data[index] ^ (1 << rng.randrange(8))]) + data[index + 1 :]


def _insert_token(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    index = rng.randrange(len(data) + 1)
    return data[:index] + rng.choice(TOKENS) + data[index:]


def _replace_token(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    start = rng.randrange(len(data) + 1)
    end = min(len(data), start + rng.randrange(1, 40))
    return data[:start] + rng.choice(TOKENS) + data[end:]


def _delete(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    start = rng.randrange(len(data) + 1)
    return data[:start] + data[start + rng.randrange(1, 200) :]


def _repeat(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    """A chunk repeated until the file nears (sometimes passes) the 4 MiB cap."""
    start = rng.randrange(len(data) + 1)
    chunk = data[start : start + rng.randrange(1, 64)] or b"x"
    times = rng.choice([10, 1000, (MAX_BYTES // len(chunk)) // 2, MAX_BYTES // len(chunk) + 1])
    return data[:start] + chunk * times + data[start:]


def _splice(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    other = rng.choice(others)
    return data[: rng.randrange(len(data) + 1)] + other[rng.randrange(len(other) + 1) :]


def _truncate(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


_UNREADABLE = object()


def _tree(data: bytes) -> object:
    """The file's data through our own reader (its limits keep the fuzz itself fast)."""
    path = Path(tempfile.gettempdir(), f"regicide-fuzz-{os.getpid()}.yaml")
    path.write_bytes(data)
    try:
        return read_document(path)
    except DocumentError:
        return _UNREADABLE
    finally:
        path.unlink()


def _structural(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    """Parse, replace one value anywhere with a hostile one, write back (JSON or YAML)."""
    tree = _tree(data)
    if tree is _UNREADABLE:
        return _insert_token(rng, data, others)
    return _dump(rng, _replace_somewhere(rng, tree, _hostile_value(rng)))


def _dump(rng: random.Random, tree: object) -> bytes:
    """JSON or YAML at random; what JSON cannot hold (bytes, dates) written as text."""
    if rng.random() < 0.5:
        return json.dumps(tree, default=str).encode()
    return yaml.safe_dump(tree, allow_unicode=True).encode()


def _hostile_value(rng: random.Random) -> object:
    choices: list[object] = [
        10**4000,
        -(10**30),
        [1] * 50_000,
        {"a": [[[[]]]]},
        "\x1b[31m\n\x07" * 3,
        "x" * 100_000,
        None,
        True,
        3.5,
        "play " + " ".join(["AS"] * 50),
        "next 0",
        [],
        {},
        "../../etc/passwd",
        "classic\x00",
    ]
    return rng.choice(choices)


def _replace_somewhere(rng: random.Random, tree: object, value: object) -> object:
    if isinstance(tree, dict) and tree and rng.random() < 0.8:
        key = rng.choice(list(tree))
        return {**tree, key: _replace_somewhere(rng, tree[key], value)}
    if isinstance(tree, list) and tree and rng.random() < 0.8:
        index = rng.randrange(len(tree))
        return [*tree[:index], _replace_somewhere(rng, tree[index], value), *tree[index + 1 :]]
    return value


def _move(rng: random.Random, data: bytes, others: list[bytes]) -> bytes:
    """Change, add or drop one move of a record (JSON: its stored events then disagree)."""
    tree = _tree(data)
    if tree is _UNREADABLE:
        return _flip(rng, data, others)
    if not isinstance(tree, dict) or not isinstance(tree.get("moves"), list):
        return _structural(rng, data, others)
    moves = list(tree["moves"])
    index = rng.randrange(len(moves) + 1)
    move = rng.choice(MOVES) + " " * rng.randrange(2) + rng.choice(CARDS) * rng.randrange(3)
    moves[index : index + rng.randrange(2)] = [] if rng.random() < 0.3 else [move.strip()]
    tree["moves"] = moves
    if rng.random() < 0.5:
        tree.pop("events", None)
    return _dump(rng, tree)


MOVES = ["play", "discard", "yield", "flip", "next 1", "next 2", "next 5", "play JKR"]
CARDS = [" AS", " 2C", " 10H", " KD", " JKR", " T♠", " 7h", " 1X"]

MUTATORS: dict[str, Mutator] = {
    "move": _move,
    "flip": _flip,
    "insert": _insert_token,
    "replace": _replace_token,
    "delete": _delete,
    "repeat": _repeat,
    "splice": _splice,
    "truncate": _truncate,
    "structural": _structural,
}


#: How often each mutator is picked: the semantic ones reach deeper into the readers.
WEIGHTS = [4, 1, 2, 2, 1, 1, 1, 1, 3]


def mutate(rng: random.Random, data: bytes, others: list[bytes]) -> tuple[bytes, list[str]]:
    """One to three mutations in a row; returns the bytes and the mutators' names."""
    names = rng.choices(list(MUTATORS), WEIGHTS, k=rng.choice([1, 1, 1, 2, 3]))
    for name in names:
        try:
            data = MUTATORS[name](rng, data, others)[: MAX_BYTES + 64]
        except (TypeError, ValueError, RecursionError):  # data a dumper cannot write
            data = _flip(rng, data, others)
    return data, names


# --- readers ----------------------------------------------------------------------------


class Unexpected(Exception):
    """A reader did what it must never do: raise, or print a message that is not one line."""


def _line_ok(message: str) -> None:
    if not message.isprintable() or len(message) > MESSAGE_LIMIT:
        raise Unexpected(f"message not one short printable line: {message[:120]!r}")


def read_check(path: Path) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = run_check(path, out=out, err=err)
    if code != 0:
        text = err.getvalue()
        if not text.endswith("\n") or text.count("\n") != 1:
            raise Unexpected(f"exit {code} with {text.count(chr(10))} lines on stderr")
        _line_ok(text[:-1])
    return f"exit {code}"


def read_save(path: Path) -> str:
    try:
        game, match, extra = load_saved(path)
    except SaveError as error:
        _line_ok(str(error))
        return "refused"
    again = path.with_name("again.json")
    again.write_text(game_text(game, match, extra), encoding="utf-8")
    if load_saved(again).extra.keys() - {"saved_at"} != extra.keys() - {"saved_at"}:
        raise Unexpected("unknown keys lost on the way back")
    return "loaded"


def read_saves_folder(path: Path) -> str:
    entries = list_saves(path.parent)
    for entry in entries:
        if entry.problem is not None:
            _line_ok(entry.problem)
    return "listed"


def read_settings(path: Path) -> str:
    _, problem = load_settings(path)
    if problem is not None:
        _line_ok(problem)
        return "defaults"
    return "read"


def read_theme(path: Path) -> str:
    """As the app loads a theme (ui/app.py): ThemeError, or an OSError from looking up a font
    name, becomes a notice made one line there."""
    try:
        load_theme(path.stem, folder=path.parent)
    except (ThemeError, OSError) as error:
        _line_ok(one_line(f"{error}; using the classic theme"))
        return "refused"
    return "loaded"


def read_theme_folder(path: Path) -> str:
    """The file as a user theme folder's theme.yaml (its fonts and card set may be its own
    files), listed as the settings scene lists the player's themes."""
    folder = path.parent / "themes" / "case"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "theme.yaml").write_bytes(path.read_bytes())
    (entry,) = [item for item in find_themes(folder.parent) if item.path == folder]
    if entry.problem:
        for line in entry.problem.splitlines():
            _line_ok(one_line(line))
        return "refused"
    return "loaded"


READERS: dict[str, Callable[[Path], str]] = {
    "check": read_check,
    "save": read_save,
    "saves": read_saves_folder,
    "settings": read_settings,
    "theme": read_theme,
    "theme folder": read_theme_folder,
}


# --- the run ----------------------------------------------------------------------------

HANG_SECONDS = 30.0  # a case still running after this is killed and counted as a hang


@dataclass
class Report:
    files: int = 0
    seconds: float = 0.0
    check_exits: Counter[str] = field(default_factory=Counter)
    outcomes: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[dict[str, str]] = field(default_factory=list)
    slowest_ms: float = 0.0  # the slowest reader on one file
    slowest_case: str = ""
    peak_mb: float = 0.0  # the most memory one case added to the process (peak RSS growth)
    peak_case: str = ""
    subprocess_exits: Counter[str] = field(default_factory=Counter)

    def as_json(self) -> dict[str, object]:
        """Plain data (`asdict` would turn each Counter into a Counter of its pairs)."""
        data = {item.name: getattr(self, item.name) for item in fields(self)}
        data["outcomes"] = {name: dict(counts) for name, counts in self.outcomes.items()}
        return {
            key: dict(value) if isinstance(value, Counter) else value for key, value in data.items()
        }


def read_all(path: Path) -> dict[str, object]:
    """Every reader on the file: outcomes, failures, and the time each took."""
    outcomes: dict[str, str] = {}
    failures: list[str] = []
    times: dict[str, float] = {}
    for name, reader in READERS.items():
        started = time.perf_counter()
        try:
            outcomes[name] = reader(path)
        except Exception as error:
            outcomes[name] = f"FAILED {type(error).__name__}"
            where = traceback.extract_tb(error.__traceback__)[-1]
            what = f"{type(error).__name__}: {str(error)[:200]}"
            failures.append(f"[{name}] {what} at {where.name}:{where.lineno}")
        times[name] = (time.perf_counter() - started) * 1000
    return {"outcomes": outcomes, "failures": failures, "ms": times}


def isolated(path: Path) -> tuple[dict[str, object], float]:
    """`read_all` in a forked child: a crash or a hang stays in the child, and the child's
    peak RSS is this case's memory (C allocations such as libyaml's included)."""
    result, peak_mb = in_child(lambda: read_all(path))
    if "died" in result:
        failure: dict[str, object] = {"outcomes": {}, "failures": [result["died"]]}
        return {**failure, "ms": {"all": HANG_SECONDS * 1000}}, peak_mb
    return result, peak_mb


def in_child(work: Callable[[], dict[str, object]]) -> tuple[dict[str, object], float]:
    """`work()` in a forked child, its result sent back as JSON, with the child's peak RSS
    in MiB; `{"died": reason}` when the child hung (HANG_SECONDS) or died."""
    reading, writing = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(reading)
        try:
            os.write(writing, json.dumps(work()).encode())
        finally:
            os._exit(0)
    os.close(writing)
    text = _read_until(reading, time.monotonic() + HANG_SECONDS)
    if text is None:
        os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    peak_mb = usage.ru_maxrss / 1024
    if not text:
        return {"died": "hang" if text is None else f"child died (status {status})"}, peak_mb
    return json.loads(text), peak_mb


def _read_until(handle: int, deadline: float) -> str | None:
    """Everything the child writes, or None if it is still writing at `deadline`."""
    chunks: list[bytes] = []
    try:
        while (left := deadline - time.monotonic()) > 0:
            if select.select([handle], [], [], left)[0]:
                chunk = os.read(handle, 65536)
                if not chunk:
                    return b"".join(chunks).decode()
                chunks.append(chunk)
        return None
    finally:
        os.close(handle)


def baseline_mb(folder: Path) -> float:
    """A child's peak RSS for a tiny valid file: what every case starts from."""
    path = folder / "case" / "case.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("sound: true\n", encoding="utf-8")
    return max(isolated(path)[1] for _ in range(3))


def run_case(
    folder: Path, data: bytes, label: str, report: Report, base_mb: float, *, slow: float | None
) -> None:
    """Write the file, give it to every reader in a child, and note outcomes, time, memory; a
    reader slower than `slow` seconds on it is a failure (None: the time is only reported)."""
    path = folder / "case" / "case.yaml"  # alone in its folder (the saves list reads it)
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    result, peak_mb = isolated(path)
    outcomes: dict[str, str] = result["outcomes"]  # type: ignore[assignment]
    for name, outcome in outcomes.items():
        report.outcomes.setdefault(name, Counter())[outcome] += 1
    if "check" in outcomes:
        report.check_exits[outcomes["check"].removeprefix("exit ")] += 1
    failures: list[str] = result["failures"]  # type: ignore[assignment]
    report.failures += [{"case": label, "error": failure} for failure in failures]
    times: dict[str, float] = result["ms"]  # type: ignore[assignment]
    reader, elapsed = max(times.items(), key=lambda item: item[1])
    where = f"{label} ({len(data):,} bytes)"
    if elapsed > report.slowest_ms:
        report.slowest_ms, report.slowest_case = elapsed, f"{where}, {reader}"
    if peak_mb - base_mb > report.peak_mb:
        report.peak_mb, report.peak_case = peak_mb - base_mb, where
    if slow is not None and elapsed > slow * 1000:
        report.failures.append({"case": label, "error": f"[{reader}] slow: {elapsed:.0f} ms"})


def fuzz(
    files: int, seed: int = 1, keep: Path | None = None, slow: float | None = SLOW_SECONDS
) -> Report:
    """Mutate `files` files from the seeds and read each with every reader. A reader slower
    than `slow` seconds on one file fails the run; the tests pass None, since a time is the
    benchmark's to judge on a quiet machine, not a test's (the slowest case is reported)."""
    rng, report = random.Random(seed), Report()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="regicide-fuzz-") as temporary:
        folder = Path(temporary)
        seeds = seed_files(folder)
        base_mb = baseline_mb(folder)
        for number in range(files):
            kind, original = seeds[number % len(seeds)]
            data, names = mutate(rng, original, [item for _, item in seeds])
            label = f"#{number} {kind} {'+'.join(names)}"
            failures = len(report.failures)
            run_case(folder, data, label, report, base_mb, slow=slow)
            if keep is not None and len(report.failures) > failures:
                keep.mkdir(parents=True, exist_ok=True)
                (keep / f"case-{number}.yaml").write_bytes(data)
            report.files += 1
    report.seconds = time.perf_counter() - started
    return report


def subprocess_sample(count: int, seed: int, report: Report) -> None:
    """`regicide check` as a real process on `count` more mutated files: the exit codes."""
    rng = random.Random(seed + 1)
    with tempfile.TemporaryDirectory(prefix="regicide-fuzz-") as temporary:
        folder = Path(temporary)
        seeds = seed_files(folder)
        for number in range(count):
            _, original = seeds[number % len(seeds)]
            data, _ = mutate(rng, original, [item for _, item in seeds])
            path = folder / "case.yaml"
            path.write_bytes(data)
            done = subprocess.run(
                [sys.executable, "-m", "regicide", "check", str(path)],
                capture_output=True,
                timeout=60,
                check=False,
            )
            report.subprocess_exits[str(done.returncode)] += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--subprocess", type=int, default=0, metavar="N")
    parser.add_argument("--keep", type=Path, metavar="DIR", help="keep failing cases here")
    parser.add_argument("--names", type=int, default=0, metavar="N", help="hostile file names")
    parser.add_argument("--arguments", type=int, default=0, metavar="N", help="command lines")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    # They import this module's helpers: imported here, once it is loaded.
    from benchmarks.fuzz_arguments import fuzz_arguments  # noqa: PLC0415
    from benchmarks.fuzz_arguments import text_report as arguments_report  # noqa: PLC0415
    from benchmarks.fuzz_names import fuzz_names  # noqa: PLC0415
    from benchmarks.fuzz_names import text_report as names_report  # noqa: PLC0415

    report = fuzz(args.files, args.seed, args.keep)
    subprocess_sample(args.subprocess, args.seed, report)
    names = fuzz_names(args.names, args.seed)
    arguments = fuzz_arguments(args.arguments, args.seed)
    if args.json:
        both = {"files": report.as_json(), "names": names.as_json()}
        print(json.dumps({**both, "arguments": arguments.as_json()}, indent=2))
    else:
        print(text_report(report))
        print(names_report(names))
        print(arguments_report(arguments))
    return 1 if report.failures or names.failures or arguments.failures else 0


def text_report(report: Report) -> str:
    lines = [
        f"{report.files:,} files in {report.seconds:.1f} s",
        f"regicide check exit codes: {dict(sorted(report.check_exits.items()))}",
        *(f"  {name}: {dict(sorted(counts.items()))}" for name, counts in report.outcomes.items()),
    ]
    if report.subprocess_exits:
        lines.append(f"real processes, exit codes: {dict(sorted(report.subprocess_exits.items()))}")
    lines += [
        f"slowest read of one file: {report.slowest_ms:.0f} ms, {report.slowest_case}",
        f"largest memory of one case: {report.peak_mb:.1f} MiB more, {report.peak_case}",
        f"failures: {len(report.failures)}",
        *(f"  {failure['case']}: {failure['error']}" for failure in report.failures[:20]),
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    # Run as a script, this folder is first on the path, not the project's: the names and
    # arguments fuzzes are imported as modules of `benchmarks` (as the tests import them).
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    raise SystemExit(main())
