"""The interactive tutorial as data (no pygame): a scripted solo deal and its steps, read from
a YAML file, and the lesson that follows a session through them.

The deal is an ordinary record with a stated position (docs/records.md), so the engine knows
no special case. The lesson is a session listener and guard: while a step waits for a move,
only that move is accepted (anything else is refused with the step's own instruction); the
step moves on when the move is made. Info steps wait for Next. After the last step the deal
is the player's to finish, with every rule back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regicide.games.regicide.engine import (
    Command,
    NotationError,
    Record,
    RecordError,
    parse_move,
    read_record,
    replay,
)
from regicide.games.regicide.narrate import move_text
from regicide.play.lesson import STEP_KEY
from regicide.play.lesson import Lesson as PlayLesson
from regicide.store.documents import DocumentError, read_document

FORMAT_NAME = "regicide-tutorial"
POINTS = (
    "castle",
    "tavern",
    "discard",
    "enemy",
    "enemy_panel",
    "hand",
    "table",
    "tokens",
    "banner",
    "preview",
)


class TutorialError(Exception):
    """A tutorial file that cannot be used; says which step and what."""


@dataclass(frozen=True)
class Step:
    """One step: words, what to point at, and the move it waits for (None: wait for Next)."""

    title: str
    text: str
    point: str | None
    expect: Command | None


@dataclass(frozen=True)
class Script:
    record: Record
    steps: tuple[Step, ...]

    @property
    def moves(self) -> tuple[Command, ...]:
        """The moves the steps ask for, in order."""
        return tuple(step.expect for step in self.steps if step.expect is not None)


def load_script(path: Path) -> Script:
    """Read and check a tutorial file; its moves must be legal in its deal."""
    try:
        data = read_document(path)
    except DocumentError as error:
        raise TutorialError(f"{path.name}: {error}") from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT_NAME:
        raise TutorialError(f"{path.name}: not a tutorial (format: {FORMAT_NAME})")
    try:
        record = read_record(data.get("record"))
    except RecordError as error:
        raise TutorialError(f"{path.name}: record.{error}") from None
    steps = tuple(_step(item, index, path.name) for index, item in enumerate(_list(data, path)))
    script = Script(record, steps)
    _check_moves(script, path.name)
    return script


def _list(data: Mapping[str, Any], path: Path) -> list[Any]:
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise TutorialError(f"{path.name}: steps: expected a list of steps")
    return steps


def _step(item: object, index: int, name: str) -> Step:
    where = f"{name}: steps[{index}]"
    if not isinstance(item, Mapping):
        raise TutorialError(f"{where}: expected a mapping with title and text")
    title, text = item.get("title"), item.get("text")
    if not isinstance(title, str) or not isinstance(text, str):
        raise TutorialError(f"{where}: title and text must be text")
    point = item.get("point")
    if point is not None and not _known_point(point):
        raise TutorialError(f"{where}: point: {point!r} is not something the table shows")
    expect = item.get("expect")
    try:
        move = parse_move(expect) if isinstance(expect, str) else None
    except NotationError as error:
        raise TutorialError(f"{where}: expect: {error}") from None
    return Step(title, " ".join(text.split()), point, move)


def _known_point(point: object) -> bool:
    if not isinstance(point, str):
        return False
    kind, _, rest = point.partition(" ")
    return point in POINTS or (kind in ("card", "button") and bool(rest))


def _check_moves(script: Script, name: str) -> None:
    """The deal with the steps' moves must be a legal game: replay it through the engine."""
    record = script.record
    trial = Record(record.players, record.rules, record.seed, script.moves, record.start)
    try:
        replay(trial)
    except RecordError as error:
        raise TutorialError(
            f"{name}: the steps' moves do not fit the deal ({error.what})"
        ) from None


class Lesson(PlayLesson[Step]):
    """Follows a session through the script (regicide.play.lesson), its moves in
    Regicide's words."""

    def __init__(self, script: Script, step: int = 0) -> None:
        super().__init__(script.steps, move_text, step)
        self.script = script


def resume_step(extra: Mapping[str, Any], script: Script, moves: int) -> int:
    """Where a saved tutorial game stands: its remembered step, checked against its moves
    (a step cannot be ahead of the moves made for it)."""
    step = extra.get(STEP_KEY)
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        return 0
    taught = [index for index, item in enumerate(script.steps) if item.expect is not None]
    made = sum(1 for index in taught if index < step)
    return step if made == moves else 0
