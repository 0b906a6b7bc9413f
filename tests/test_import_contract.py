"""Who may import whom (ARCHITECTURE.md): read from the source with `ast`, nothing imported.

Every module under regicide/ is parsed and each of its imports resolved to the module it
loads, type-only imports (`if TYPE_CHECKING:`) included: they are arrows of the design too.

- the engine is pure: standard library and `regicide.games.regicide.engine` only;
- everything else imports the engine through its front door, `regicide.games.regicide.engine`,
  never one of its modules (so the engine's inside may change freely);
- files, themes and the headless session know nothing of the UI (nor of pygame);
- the UI's modules form no import cycle.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "regicide"
STANDARD = frozenset(sys.stdlib_module_names) | {"__future__"}


@dataclass(frozen=True)
class Arrow:
    """`importer` loads `target` (a module name) at `line`; `type_only` under TYPE_CHECKING."""

    importer: str
    target: str
    line: int
    type_only: bool

    def __str__(self) -> str:
        kind = " (type only)" if self.type_only else ""
        return f"{self.importer}:{self.line} -> {self.target}{kind}"


@cache
def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its __init__)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


@cache
def arrows() -> tuple[Arrow, ...]:
    return tuple(arrow for name, path in modules().items() for arrow in _arrows_of(name, path))


def _arrows_of(name: str, path: Path) -> Iterator[Arrow]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node, type_only in _imports(tree, type_only=False):
        for target in _targets(node, package):
            yield Arrow(name, target, node.lineno, type_only)


def _imports(
    node: ast.AST, *, type_only: bool
) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement below `node`, and whether it sits under `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child, type_only
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            yield from _imports_of_body(child.body, type_only=True)
            yield from _imports_of_body(child.orelse, type_only=type_only)
        else:
            yield from _imports(child, type_only=type_only)


def _imports_of_body(
    body: list[ast.stmt], *, type_only: bool
) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    for statement in body:
        yield from _imports(ast.Module(body=[statement], type_ignores=[]), type_only=type_only)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> Iterator[str]:
    """The modules an import loads: `from a import b` loads module a.b when there is one."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
        base = f"{parent}.{base}" if base else parent
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        own = alias.name in bound_names(
            base
        )  # `from regicide.games.regicide.engine import view`: the function
        yield submodule if submodule in modules() and not own else base


@cache
def bound_names(package: str) -> frozenset[str]:
    """The names a package's __init__ binds itself (a submodule of the same name is hidden)."""
    path = modules().get(package)
    if path is None or path.name != "__init__.py":
        return frozenset()
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(target.id for target in targets if isinstance(target, ast.Name))
    return frozenset(names)


def violations(importers: str, allowed: Callable[[str], bool]) -> list[str]:
    """The arrows from modules under `importers` whose target `allowed(target)` refuses."""
    return [
        str(arrow)
        for arrow in arrows()
        if _under(arrow.importer, importers) and not allowed(arrow.target)
    ]


def _under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


# --- the parser itself ---------------------------------------------------------------------


def test_the_parser_sees_the_whole_package_and_its_type_only_arrows() -> None:
    names = modules()
    assert {
        "regicide.games.regicide.engine",
        "regicide.games.regicide.engine.rules",
        "regicide.ui.app",
        "regicide.cli",
    } <= set(names)
    found = {(arrow.importer, arrow.target) for arrow in arrows()}
    assert ("regicide.games.regicide.engine.rules", "regicide.games.regicide.engine.plays") in found
    assert ("regicide.commands.check", "regicide.games.registry") in found
    assert ("regicide.games.regicide.engine.cards", "collections.abc") in found
    assert "evolve" in bound_names("regicide.games.regicide.engine")  # the function, not its module


def test_a_name_the_front_door_binds_is_not_its_module() -> None:
    tree = ast.parse("from regicide.games.regicide.engine import evolve, events\n")
    node = next(_imports(tree, type_only=False))[0]
    assert list(_targets(node, "regicide.ui")) == [
        "regicide.games.regicide.engine",
        "regicide.games.regicide.engine.events",
    ]


def test_type_checking_imports_are_arrows_too() -> None:
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a.b\n")
    assert [kind for _, kind in _imports(tree, type_only=False)] == [False, True]


# --- the contract --------------------------------------------------------------------------

GAMES_PACKAGE = "regicide.games"
#: What the shell may import of `regicide.games`: the registry and the protocol (a game itself
#: only through the registry); games share besides the standings of their records, the glue of
#: their definitions, the shell of their computer players, the kernel of their engines and
#: the measured strength of their levels.
SHARED = ("regicide.games", "regicide.games.registry", "regicide.games.protocol")
SHARED_BY_GAMES = (
    *SHARED,
    "regicide.games.standings",
    "regicide.games.glue",
    "regicide.games.computers",
    "regicide.games.kernel",
    "regicide.games.measured",
    "regicide.games.tally",
)


def game_packages() -> tuple[str, ...]:
    """Every game's package (`regicide.games.<name>`, a folder with an engine)."""
    return tuple(
        sorted(
            name.rpartition(".")[0]
            for name in modules()
            if name.startswith(GAMES_PACKAGE + ".") and name.endswith(".engine")
        )
    )


def test_every_game_is_found() -> None:
    assert "regicide.games.regicide" in game_packages()


KERNEL = "regicide.games.kernel"


@pytest.mark.parametrize("game", game_packages())
def test_a_games_engine_imports_only_the_standard_library_the_kernel_and_itself(
    game: str,
) -> None:
    engine = f"{game}.engine"

    def allowed(target: str) -> bool:
        return (
            target.partition(".")[0] in STANDARD or _under(target, engine) or _under(target, KERNEL)
        )

    assert violations(engine, allowed) == []


def test_the_kernel_imports_only_the_standard_library_and_itself() -> None:
    def allowed(target: str) -> bool:
        return target.partition(".")[0] in STANDARD or _under(target, KERNEL)

    assert violations(KERNEL, allowed) == []


@pytest.mark.parametrize("game", game_packages())
def test_outside_an_engine_everything_comes_through_its_front_door(game: str) -> None:
    engine = f"{game}.engine"
    outside = [
        str(arrow)
        for arrow in arrows()
        if not _under(arrow.importer, engine) and arrow.target.startswith(engine + ".")
    ]
    assert outside == [], f"import these names from {engine} itself"


def test_the_shell_reaches_games_only_through_the_registry() -> None:
    """Outside the games' own packages, only the registry imports a game (its front door,
    the package itself); everything else knows games by the protocol."""
    games = game_packages()
    wrong = [
        str(arrow)
        for arrow in arrows()
        if any(_under(arrow.target, game) for game in games)
        and not any(_under(arrow.importer, game) for game in games)
        and not (arrow.importer == "regicide.games.registry" and arrow.target in games)
    ]
    assert wrong == []


def test_a_game_imports_no_other_game() -> None:
    games = game_packages()
    wrong = [
        str(arrow)
        for arrow in arrows()
        for game in games
        if _under(arrow.importer, game)
        and any(_under(arrow.target, other) for other in games if other != game)
    ]
    assert wrong == []


def test_games_share_only_the_protocol_and_the_standings() -> None:
    """A game may import the shell (the play wing, the UI toolkit) but of `regicide.games`
    only what every game shares."""
    games = game_packages()
    wrong = [
        str(arrow)
        for arrow in arrows()
        for game in games
        if _under(arrow.importer, game)
        and _under(arrow.target, GAMES_PACKAGE)
        and not _under(arrow.target, game)
        and arrow.target not in SHARED_BY_GAMES
    ]
    assert wrong == []


@pytest.mark.parametrize("importer", ["regicide.store", "regicide.themes"])
def test_files_and_themes_know_nothing_of_the_ui_or_the_play_wing(importer: str) -> None:
    def allowed(target: str) -> bool:
        return not any(
            _under(target, part) for part in ("regicide.ui", "regicide.play", "regicide.commands")
        )

    assert violations(importer, allowed) == []


def test_the_play_wing_knows_nothing_of_the_ui_or_the_commands() -> None:
    def allowed(target: str) -> bool:
        return not (_under(target, "regicide.ui") or _under(target, "regicide.commands"))

    assert violations("regicide.play", allowed) == []


@pytest.mark.parametrize("game", game_packages())
def test_a_game_s_headless_half_imports_neither_the_store_nor_the_play_wing(game: str) -> None:
    """A game's rules, computer players, words, records, definition, tutorial words and
    engine bench (everything outside its ui/) stay headless: files are the store's (the
    bench command reads the long record and hands its data in) and games in progress the
    play wing's, reached from the game's ui/ or from commands/."""
    shell = ("regicide.store", "regicide.play")
    wrong = [
        str(arrow)
        for arrow in arrows()
        if _under(arrow.importer, game)
        and not _under(arrow.importer, f"{game}.ui")
        and any(_under(arrow.target, part) for part in shell)
    ]
    assert wrong == []


def test_the_headless_rule_sees_every_room_of_a_game() -> None:
    """The rule above covers the benches too: each game's bench module is parsed, and none
    reads a file through the store."""
    benches = [f"{game}.bench" for game in game_packages() if f"{game}.bench" in modules()]
    assert len(benches) >= 3
    assert not [a for a in arrows() if a.importer in benches and _under(a.target, "regicide.store")]


def headless() -> list[str]:
    """What runs without a window: the play wing, the store, the protocol and registry, and
    every game's engine, computer players, words, records and definition."""
    parts = ["regicide.play", "regicide.store", *SHARED_BY_GAMES[1:]]
    for game in game_packages():
        parts += [f"{game}.{room}" for room in ("engine", "ai", "narrate", "records", "definition")]
    return [part for part in parts if part in modules()]


@pytest.mark.parametrize("importer", headless())
def test_the_headless_parts_never_load_pygame_or_the_ui(importer: str) -> None:
    def allowed(target: str) -> bool:
        return not (_under(target, "pygame") or _under(target, "regicide.ui") or ".ui." in target)

    assert violations(importer, allowed) == []


def cycles() -> list[list[str]]:
    """The strongly connected components of more than one module of the package (Tarjan),
    type-only and late imports included."""
    graph: dict[str, set[str]] = {name: set() for name in modules()}
    for arrow in arrows():
        if arrow.importer in graph and arrow.target in graph and arrow.target != arrow.importer:
            graph[arrow.importer].add(arrow.target)
    return [sorted(group) for group in _components(graph) if len(group) > 1]


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for successor in sorted(graph[node]):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            group = []
            while not group or group[-1] != node:
                group.append(stack.pop())
            groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_cycle_finder_finds_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert sorted(sorted(group) for group in _components(graph) if len(group) > 1) == [
        ["a", "b", "c"]
    ]


def test_no_module_of_the_package_takes_part_in_an_import_cycle() -> None:
    assert cycles() == []
