"""Set everything up, then play or test — the README's two quick-start commands.

    python3 run.py            create .venv if needed, install Regicide, start the game
    python3 run.py test       the same setup (with the dev tools), then run the test suite
    python3 run.py lint       the dev setup, then ruff and mypy (CI runs this before the tests)
    python3 run.py build      the dev setup, then the standalone app in dist/Regicide, then its
                              smoke test (the built executable, not the source)

Extra arguments are passed on: `python3 run.py play --players 3`, `python3 run.py test -k yield`.
Only the standard library is used here, so this works on a fresh machine with Python 3.10+.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
MINIMUM = (3, 10)


def venv_python() -> Path:
    """The interpreter inside .venv (Windows keeps it under Scripts)."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def install_digest(spec: str) -> str:
    """Identifies one install: the pyproject.toml it came from and the extras asked for."""
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + spec.encode()).hexdigest()


def ensure_installed(spec: str, good_enough: tuple[str, ...] = ()) -> Path:
    """Create .venv and (re)install `spec` unless an install of it (or of a superset) is current."""
    python = venv_python()
    if not python.exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / ".regicide-installed"
    current = stamp.read_text(encoding="utf-8") if stamp.exists() else ""
    if current not in {install_digest(s) for s in (spec, *good_enough)}:
        print(f"Installing Regicide ({spec}) into .venv ...", flush=True)
        pip = [str(python), "-m", "pip", "--disable-pip-version-check", "-q"]
        # pygame-ce installs the same `pygame` package as the original pygame, which older
        # setups of this folder installed: remove that one first so the two never mix.
        subprocess.run(
            [*pip, "uninstall", "-y", "pygame"], cwd=ROOT, capture_output=True, check=False
        )
        subprocess.run([*pip, "install", "-e", spec], cwd=ROOT, check=True)
        stamp.write_text(install_digest(spec), encoding="utf-8")
    return python


LINT_STEPS = (
    ("ruff", "check", "regicide", "tests", "benchmarks", "assets", "run.py"),
    ("ruff", "format", "--check", "regicide", "tests", "benchmarks", "assets", "run.py"),
    ("mypy", "regicide"),
)


def lint(python: Path) -> int:
    """Run every lint step; report all failures, not just the first."""
    failed = 0
    for step in LINT_STEPS:
        print("$", " ".join(step), flush=True)
        failed |= subprocess.call([str(python), "-m", *step], cwd=ROOT) != 0
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


def main(argv: list[str]) -> int:
    if sys.version_info < MINIMUM:
        print(f"Regicide needs Python {MINIMUM[0]}.{MINIMUM[1]} or newer.", file=sys.stderr)
        return 1
    if argv[:1] == ["test"]:
        python = ensure_installed(".[dev]")
        return subprocess.call([str(python), "-m", "pytest", *argv[1:]], cwd=ROOT)
    if argv[:1] == ["lint"]:
        python = ensure_installed(".[dev]")
        return lint(python)
    if argv[:1] == ["build"]:
        python = ensure_installed(".[dev]")
        return build(python)
    # A test setup already holds everything the game needs: keep it rather than reinstall.
    python = ensure_installed(".", good_enough=(".[dev]",))
    return subprocess.call([str(python), "-m", "regicide", *argv], cwd=ROOT)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except subprocess.CalledProcessError as error:
        print(f"Setup failed: {error}", file=sys.stderr)
        sys.exit(error.returncode or 1)
    except KeyboardInterrupt:
        sys.exit(130)
