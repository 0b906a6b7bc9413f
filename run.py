"""Set everything up, then play or test — the README's two quick-start commands.

    python3 run.py              set up .venv from the lock, then start the game
    python3 run.py test         the same setup with the dev tools, then the test suite
    python3 run.py test --latest
                                the suite in .venv-latest against the newest releases that
                                pyproject.toml allows, after a list of the versions it used
    python3 run.py lint         ruff, mypy, shellcheck and actionlint (CI runs this first)
    python3 run.py build        the standalone app in dist/Regicide, then its smoke test
                                (the built executable, not the source)
    python3 run.py lock         compile locks/ again from pyproject.toml's bounds (uv)
    python3 run.py extract      the words of the source into regicide/locale/<part>.pot (the
                                shell's, each game's), then every language's catalogs brought
                                up to them (docs/translating.md)

Extra arguments are passed on: `python3 run.py play --players 3`, `python3 run.py test -k yield`.

The setup installs exactly the versions of locks/app.txt (to play) or locks/dev.txt (for
everything else), each file checked against its hash, with nothing but pip. A .venv set up from
another lock, another pyproject.toml or another Python is made again at the next call, so a
change of the lock reaches every clone by itself; a current one is used as it is. Set
REGICIDE_VENV to keep the setup in another folder (.ci/run keeps one per Python). Every command
compiles the translations (regicide/locale/*/LC_MESSAGES/*.mo) whose source is newer.

Only the standard library is used here, so this works on a fresh machine with Python 3.10+.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PYPROJECT = ROOT / "pyproject.toml"
APP_LOCK = ROOT / "locks" / "app.txt"
DEV_LOCK = ROOT / "locks" / "dev.txt"
LATEST = ROOT / ".venv-latest"
STAMP = ".regicide-setup"
MINIMUM = (3, 10)


def venv_folder() -> Path:
    return Path(os.environ.get("REGICIDE_VENV") or ROOT / ".venv").resolve()


def venv_tool(folder: Path, name: str) -> Path:
    """A program inside a virtual environment (Windows keeps them under Scripts)."""
    if os.name == "nt":
        return folder / "Scripts" / f"{name}.exe"
    return folder / "bin" / name


def setup_digest(lock: Path) -> str:
    """Identifies one setup: the lock, the project's own metadata and this Python."""
    python = f"{sys.implementation.name} {sys.version_info[0]}.{sys.version_info[1]}"
    parts = (lock.name.encode(), lock.read_bytes(), PYPROJECT.read_bytes(), python.encode())
    return hashlib.sha256(b"\0".join(parts)).hexdigest()


def ensure_setup(lock: Path, good_enough: tuple[Path, ...] = ()) -> Path:
    """The Python of a virtual environment holding `lock` (or one of `good_enough`): used as it
    is when current, completed when it holds the app and the dev tools are asked for, and
    made again from scratch otherwise, so that nothing of an older lock stays behind."""
    folder = venv_folder()
    stamp = folder / STAMP
    current = stamp.read_text(encoding="utf-8") if stamp.exists() else ""
    python = venv_tool(folder, "python")
    if python.exists() and current in {setup_digest(each) for each in (lock, *good_enough)}:
        return python
    if not (python.exists() and current == setup_digest(APP_LOCK)):
        create_venv(folder)
    print(f"Installing locks/{lock.name} into {folder.name} ...", flush=True)
    stamp.unlink(missing_ok=True)
    install_lock(python, lock)
    stamp.write_text(setup_digest(lock), encoding="utf-8")
    return python


def create_venv(folder: Path) -> None:
    """A new, empty virtual environment in `folder`, which must be one already or not exist."""
    if folder.exists() and any(folder.iterdir()) and not (folder / "pyvenv.cfg").exists():
        raise SetupError(f"{folder} is not a virtual environment: move it, or set REGICIDE_VENV")
    version = ".".join(map(str, sys.version_info[:3]))
    print(f"Creating {folder.name} (Python {version}) ...", flush=True)
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    except subprocess.CalledProcessError:
        raise SetupError(
            "this Python cannot make a virtual environment with pip "
            "(on Debian or Ubuntu: sudo apt install python3-venv)"
        ) from None


def install_lock(python: Path, lock: Path) -> None:
    """Exactly the lock's versions, each checked against its hash, then Regicide itself
    (editable, built by the lock's setuptools: nothing is fetched that the lock does not name)."""
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "--quiet", "install"]
    subprocess.run([*pip, "--require-hashes", "--requirement", str(lock)], cwd=ROOT, check=True)
    subprocess.run(
        [*pip, "--no-deps", "--no-build-isolation", "--editable", "."], cwd=ROOT, check=True
    )


class SetupError(Exception):
    """A setup that cannot go on; the message says what to do."""


def compile_catalogs(python: Path) -> None:
    """Each language's .mo from its .po, where missing or older (Babel, in the setup): the
    game reads a .po itself when this fails, so a problem is told and the command goes on."""
    if subprocess.call([str(python), "-m", "regicide.i18n.compiling"], cwd=ROOT) != 0:
        print("(the catalogs above stay uncompiled: see docs/translating.md)", flush=True)


LINT_FOLDERS = ("regicide", "tests", "benchmarks", "assets", "packaging", "run.py")


def lint(python: Path) -> int:
    """Run every lint step; report all failures, not just the first."""
    folder = python.parent.parent
    scripts = sorted(path.relative_to(ROOT).as_posix() for path in ROOT.glob("packaging/**/*.sh"))
    steps: tuple[list[str | Path], ...] = (
        [python, "-m", "ruff", "check", *LINT_FOLDERS],
        [python, "-m", "ruff", "format", "--check", *LINT_FOLDERS],
        [python, "-m", "mypy", "regicide", "packaging"],
        [venv_tool(folder, "shellcheck"), *scripts, ".ci/run"],
        [venv_tool(folder, "actionlint")],  # .github/workflows, and their run: steps
        [python, "-m", "regicide.i18n.check"],  # every catalog complete, placeholders kept
    )
    # actionlint checks the run: steps with the shellcheck it finds on PATH.
    env = {**os.environ, "PATH": f"{python.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    failed = 0
    for program, *arguments in steps:
        name = Path(program).stem
        if not Path(program).exists():  # shellcheck has no wheel for Linux on ARM
            print(f"(skipped: {name} is not installed on this system)", flush=True)
            continue
        print("$", name, *arguments, flush=True)
        failed |= subprocess.call([str(program), *map(str, arguments)], cwd=ROOT, env=env) != 0
    return 1 if failed else 0


def build(python: Path) -> int:
    """PyInstaller with build_app.spec, then the built executable's --smoke-test."""
    started = time.monotonic()
    pyinstaller = [
        str(python),
        "-m",
        "PyInstaller",
        "build_app.spec",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        "dist",
        "--workpath",
        "build/pyinstaller",
    ]
    quiet = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if subprocess.call(pyinstaller, cwd=ROOT, env=quiet) != 0:
        return 1
    print(
        f"Built dist/Regicide in {time.monotonic() - started:.0f} s; running its smoke test ...",
        flush=True,
    )
    executable = ROOT / "dist" / "Regicide" / ("Regicide.exe" if os.name == "nt" else "Regicide")
    return subprocess.call([str(executable), "--smoke-test"], cwd=ROOT)


# --- the lock ------------------------------------------------------------------------------

PYPI = "https://pypi.org/simple"
PYTHONS = ("3.10", "3.11", "3.12", "3.13", "3.14")
#: Where the lock must install from wheels alone: the systems the release builds on, and
#: Linux on ARM (a Raspberry Pi) for the game itself.
DEV_SYSTEMS = (
    "x86_64-manylinux_2_28",
    "x86_64-pc-windows-msvc",
    "aarch64-apple-darwin",
    "x86_64-apple-darwin",
)
APP_SYSTEMS = (*DEV_SYSTEMS, "aarch64-manylinux_2_28")


def lock(python: Path) -> int:
    """Resolve the newest versions pyproject.toml allows, for every Python from 3.10 and
    every system at once (uv's universal resolution), with the hash of every file on PyPI;
    then check that each supported Python and system finds a wheel for every package."""
    # The dev lock first; the app lock takes its versions, so that one is part of the other.
    compile_lock(python, DEV_LOCK, "--extra", "dev", "--upgrade")
    compile_lock(python, APP_LOCK, "--constraint", str(DEV_LOCK))
    gaps = [*wheel_gaps(python, DEV_LOCK, DEV_SYSTEMS), *wheel_gaps(python, APP_LOCK, APP_SYSTEMS)]
    for gap in gaps:
        print(gap, file=sys.stderr)
    print(
        f"locks/{DEV_LOCK.name}: {package_count(DEV_LOCK)} packages, locks/{APP_LOCK.name}: "
        f"{package_count(APP_LOCK)}; Python {PYTHONS[0]} to {PYTHONS[-1]} on "
        f"{', '.join(APP_SYSTEMS)}: {'wheels missing' if gaps else 'a wheel for every package'}"
    )
    return 1 if gaps else 0


def uv_compile(python: Path) -> list[str]:
    """uv pip compile against PyPI itself, whatever a developer's uv or pip is set up to use:
    the lock must name the files and hashes that every machine can fetch."""
    uv = [str(python), "-m", "uv", "pip", "compile", "--quiet", "--no-config"]
    return [*uv, "--default-index", PYPI]


def compile_lock(python: Path, output: Path, *options: str) -> None:
    """pyproject.toml's dependencies and build backend, for every Python and system."""
    command = [*uv_compile(python), "pyproject.toml", "-", *options, "--universal"]
    command += ["--python-version", PYTHONS[0]]  # the oldest: not the Python uv runs on
    command += ["--generate-hashes", "--custom-compile-command", "python3 run.py lock"]
    command += ["--output-file", str(output.relative_to(ROOT))]
    backend = "".join(f"{requirement}\n" for requirement in build_requirements())
    subprocess.run(command, cwd=ROOT, input=backend, text=True, check=True)


def build_requirements() -> list[str]:
    """pyproject.toml's [build-system] requires (tomllib needs Python 3.11; this runs on 3.10)."""
    text = PYPROJECT.read_text(encoding="utf-8")
    table = text.split("[build-system]", 1)[1].split("\n[", 1)[0]
    found = re.search(r"^requires\s*=\s*\[(.*?)\]", table, re.MULTILINE | re.DOTALL)
    if found is None:
        raise SetupError("pyproject.toml has no [build-system] requires")
    return re.findall(r"\"([^\"]+)\"", found.group(1))


def wheel_gaps(python: Path, lock: Path, systems: tuple[str, ...]) -> list[str]:
    """Each Python and system for which some package of `lock` has no wheel."""
    gaps = []
    for version in PYTHONS:
        for system in systems:
            # Offline: the resolution just before fetched every page these need.
            command = [*uv_compile(python), "--offline", "--only-binary", ":all:", "--no-deps"]
            command += ["--python-version", version, "--python-platform", system]
            command += [str(lock), "--output-file", os.devnull]
            result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                gaps.append(f"{lock.name}, Python {version} on {system}: {result.stderr.strip()}")
    return gaps


def package_count(lock: Path) -> int:
    return len(re.findall(r"^[A-Za-z0-9]", lock.read_text(encoding="utf-8"), re.MULTILINE))


# --- the words --------------------------------------------------------------------------


def extract(python: Path) -> int:
    """Each part's template from the source, then every language's catalog of it brought up
    to date (new words empty, changed ones fuzzy), then the check (regicide/i18n/extracting.py)."""
    steps = ("regicide.i18n.extracting", "regicide.i18n.check")
    return subprocess.call([str(python), "-m", steps[0]], cwd=ROOT) or subprocess.call(
        [str(python), "-m", steps[1]], cwd=ROOT
    )


# --- the newest releases -------------------------------------------------------------------


def pytest_command(python: Path, arguments: list[str]) -> list[str]:
    """pytest on every core (pytest-xdist, `-n auto`): the suite's files are independent, each
    test makes its own REGICIDE_HOME. `-n 0` (or `-p no:xdist`) runs it in one process."""
    spread = not any(
        word.startswith(("-n", "--numprocesses")) or word == "no:xdist" for word in arguments
    )
    return [str(python), "-m", "pytest", *(["-n", "auto"] if spread else []), *arguments]


#: A folder in memory, where the system has one (Linux): the tests' temporary folders go there.
MEMORY_FOLDER = Path("/dev/shm")


def test_environment() -> dict[str, str]:
    """The environment the tests run in: their temporary folders (pytest's tmp_path, each
    app's REGICIDE_HOME) in memory where the system offers a folder there and TMPDIR is not
    set. A full run makes about 20,000 files and folders, and pytest deletes an old run's
    one by one: on a virtual disk mounted with `discard`, 84 s of waiting for one run's."""
    env = dict(os.environ)
    if "TMPDIR" not in env and MEMORY_FOLDER.is_dir() and os.access(MEMORY_FOLDER, os.W_OK):
        env["TMPDIR"] = str(MEMORY_FOLDER)
    return env


def run_tests(python: Path, arguments: list[str]) -> int:
    """pytest with `arguments` in `test_environment`; its exit status."""
    return subprocess.call(pytest_command(python, arguments), cwd=ROOT, env=test_environment())


def test_latest(arguments: list[str]) -> int:
    """The suite in a fresh .venv-latest with the newest releases pyproject.toml allows."""
    create_venv(LATEST)
    python = venv_tool(LATEST, "python")
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "--quiet", "install"]
    print("Installing the newest releases pyproject.toml allows into .venv-latest ...", flush=True)
    newest = ["--upgrade", "--editable", ".[dev]", *build_requirements()]
    subprocess.run([*pip, *newest], cwd=ROOT, check=True)
    print(versions_report(python), flush=True)
    compile_catalogs(python)
    return run_tests(python, arguments)


VERSIONS = """\
import importlib.metadata, json
print(json.dumps({d.metadata["Name"]: d.version for d in importlib.metadata.distributions()}))
"""


def versions_report(python: Path) -> str:
    """Every package of the environment with its version, and the lock's where it differs."""
    found = subprocess.run(
        [str(python), "-c", VERSIONS], capture_output=True, text=True, check=True
    )
    installed: dict[str, str] = json.loads(found.stdout)
    locked = locked_versions(DEV_LOCK)
    lines = ["The newest releases pyproject.toml allows (the lock's version where it differs):"]
    for name in sorted(installed, key=str.lower):
        pinned = locked.get(normalized(name), "not in the lock")
        if name not in {"pip", "regicide"}:
            differs = f"  (lock: {pinned})" if pinned != installed[name] else ""
            lines.append(f"  {name} {installed[name]}{differs}")
    return "\n".join(lines)


def locked_versions(lock: Path) -> dict[str, str]:
    """name -> version of a lock (the last one where markers pin one per Python)."""
    pins = re.findall(r"^([A-Za-z0-9._-]+)==([^ ;\\]+)", lock.read_text(encoding="utf-8"), re.M)
    return {normalized(name): version for name, version in pins}


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# --- the commands --------------------------------------------------------------------------


DEV_COMMANDS = {"lint": lint, "build": build, "lock": lock, "extract": extract}


def main(argv: list[str]) -> int:
    if sys.version_info < MINIMUM:
        print(f"Regicide needs Python {MINIMUM[0]}.{MINIMUM[1]} or newer.", file=sys.stderr)
        return 1
    command, arguments = (argv[0], argv[1:]) if argv else ("", [])
    if command == "test" and "--latest" in arguments:
        return test_latest([word for word in arguments if word != "--latest"])
    if command == "test":
        python = ensure_setup(DEV_LOCK)
        compile_catalogs(python)
        return run_tests(python, arguments)
    if command in DEV_COMMANDS:
        python = ensure_setup(DEV_LOCK)
        compile_catalogs(python)
        return DEV_COMMANDS[command](python)
    # A test setup already holds everything the game needs: keep it rather than reinstall.
    python = ensure_setup(APP_LOCK, good_enough=(DEV_LOCK,))
    compile_catalogs(python)
    return subprocess.call([str(python), "-m", "regicide", *argv], cwd=ROOT)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except SetupError as problem:
        print(f"Setup failed: {problem}", file=sys.stderr)
        sys.exit(1)
    except subprocess.CalledProcessError as error:
        print(f"Setup failed: {error}", file=sys.stderr)
        sys.exit(error.returncode or 1)
    except KeyboardInterrupt:
        sys.exit(130)
