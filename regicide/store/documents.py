"""Reading and writing YAML documents safely: records, saves, settings and themes.

Reading refuses, with a sentence naming the line, anything a hand-made or hostile file could
use to hurt us: files over MAX_BYTES, text that is not UTF-8, YAML aliases (an "alias bomb"
expands exponentially once walked), nesting deeper than MAX_DEPTH, and any tag beyond plain
data (only `yaml.safe_load` ever builds objects). Writing is atomic: a crash mid-write leaves
the old file intact.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import yaml

MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 64

# libyaml's C parser when PyYAML was built with it (the PyPI wheels are): ~10x faster.
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class DocumentError(Exception):
    """A file that cannot be read as a document; the message says where and why."""


def read_document(path: Path) -> object:
    """The plain data (dicts, lists, strings, numbers) in a YAML or JSON file."""
    text = _read_text(path)
    try:
        _check_structure(text)
        return yaml.load(text, Loader=_Loader)  # a SafeLoader (C or Python): plain data only
    except yaml.MarkedYAMLError as error:
        raise DocumentError(_describe_yaml_error(error)) from None
    except yaml.YAMLError as error:
        raise DocumentError(f"not valid YAML ({error})") from None
    except RecursionError:
        raise DocumentError(f"nested deeper than {MAX_DEPTH} levels") from None


def _read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise DocumentError("is a folder, not a file")
        if size > MAX_BYTES:
            raise DocumentError(f"is too large ({size:,} bytes; the limit is {MAX_BYTES:,})")
        data = path.read_bytes()
    except FileNotFoundError:
        raise DocumentError("no such file") from None
    except PermissionError:
        raise DocumentError("permission denied") from None
    except OSError as error:
        raise DocumentError(f"cannot be read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DocumentError(f"is not UTF-8 text (bad byte at offset {error.start})") from None
    if not text.strip():
        raise DocumentError("is empty")
    return text


def _check_structure(text: str) -> None:
    """Refuse aliases and deep nesting before anything is built (a cheap event scan)."""
    depth = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            line = event.start_mark.line + 1 if event.start_mark else "?"
            raise DocumentError(f"line {line}: YAML aliases (*name) are not allowed in this file")
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise DocumentError(f"nested deeper than {MAX_DEPTH} levels")
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _describe_yaml_error(error: yaml.MarkedYAMLError) -> str:
    mark = error.problem_mark or error.context_mark
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
    problem = error.problem or error.context or "not valid YAML"
    if isinstance(error, yaml.constructor.ConstructorError) and "tag" in problem:
        problem = f"{problem} (only plain data is allowed; tags like !!python are refused)"
    return f"{where}{problem}"


class _PlainDumper(_Dumper):  # type: ignore[misc]
    """Never writes anchors and aliases, which `read_document` refuses."""

    def ignore_aliases(self, data: object) -> bool:
        return True


def write_document(path: Path, data: object) -> None:
    """Write `data` as YAML atomically: to a temporary file beside it, then rename.

    Lists of plain values are written inline (`hand: [AS, 8H]`), the rest as blocks.
    """
    text = yaml.dump(
        data,
        Dumper=_PlainDumper,
        sort_keys=False,
        allow_unicode=True,
        width=100,
        default_flow_style=None,
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
