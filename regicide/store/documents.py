"""Reading and writing YAML documents safely: records, saves, settings and themes.

Reading refuses, with a sentence naming the line, anything a hand-made or hostile file could
use to hurt us: files over MAX_BYTES (even a device that never ends), text that is not UTF-8,
YAML aliases (an "alias bomb" expands exponentially once walked), nesting deeper than
MAX_DEPTH, more than MAX_NODES values (a few MB of `[[],[],...]` would take a GB and many
seconds to build), numbers longer than MAX_NUMBER_CHARS, values a plain-data tag cannot read
(`!!int abc`, `2001-13-01`), keys written twice, a second document, and any tag beyond plain
data (only safe-loader constructors ever build objects). Each refusal is a sentence of ours,
the same with libyaml's C parser or PyYAML's own; what those two find wrong themselves (in
English words that differ between them and between releases) is said in our words too, at the
line and column where the file breaks.
Writing is atomic: a crash mid-write leaves the old file intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any, NoReturn

import yaml

from regicide.i18n import _, number
from regicide.store.files import TEMPORARY_SUFFIX, sync_folder, temporary_prefix
from regicide.support.oneline import NAME_LIMIT, one_line

MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 64
#: A 297-move game with its events holds about 8,000 values, a record of the most moves a
#: record may hold (10,000) without events about 10,000; building 30,000 from YAML takes
#: about 0.25 s, and decoding as many cards of events about as long. A file written by hand
#: is YAML; one the app writes is JSON, which C parses ~10x faster, so JSON may hold more:
MAX_NODES = 30_000
#: the app's own records (JSON) up to each game's cap of moves with their events: Regicide's
#: 10,000 moves at about 27 values a move, Baisch's 8,000 at up to 38 (issue 29: a 1,181-move
#: Baisch game the app wrote was refused). 4 MiB of `[],` is still refused, long before
#: anything reads it.
MAX_JSON_NODES = 350_000
MAX_NUMBER_CHARS = 1000  # longer integers cannot even be printed (Python's 4,300-digit limit)

_INT_TAG = "tag:yaml.org,2002:int"
_YAML_TAGS = "tag:yaml.org,2002:"
# What PyYAML's safe constructors raise, besides YAMLError, on a value they cannot read.
_BAD_VALUE_ERRORS = (ArithmeticError, AttributeError, KeyError, TypeError, ValueError)


class _Refusal(yaml.constructor.ConstructorError):
    """A value the loader refuses, in our words, at its line (PyYAML's mark)."""

    def __init__(self, problem: str, mark: yaml.Mark | None) -> None:
        super().__init__(None, None, problem, mark)


def _plain_data_loader(base: Any) -> Any:
    """`base` (a safe loader), but a tag beyond plain data, a value its tag cannot read, a
    number too long to read and a key written twice are refusals naming the line."""

    class Loader(base):  # type: ignore[misc]
        def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
            if node.tag not in self.yaml_constructors:
                raise _Refusal(_tag_refused(node.tag), node.start_mark)
            if node.tag == _INT_TAG and len(str(node.value)) > MAX_NUMBER_CHARS:
                raise _Refusal(_too_long_number(), node.start_mark)
            try:
                return super().construct_object(node, deep)
            except _BAD_VALUE_ERRORS:
                kind = node.tag.rsplit(":", 1)[-1]
                problem = _("{value} is not a valid {kind}").format(
                    value=_short(node.value), kind=kind
                )
                raise _Refusal(problem, node.start_mark) from None

        def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> Any:
            """Refuse a key written twice: YAML would silently keep only the last one."""
            seen: set[str] = set()
            for key_node, _value in node.value:
                if isinstance(key_node, yaml.ScalarNode):
                    if key_node.value in seen:
                        raise _Refusal(_key_twice(key_node.value), key_node.start_mark)
                    seen.add(key_node.value)
            return super().construct_mapping(node, deep)

    return Loader


def _tag_refused(tag: str) -> str:
    name = "!!" + tag.removeprefix(_YAML_TAGS) if tag.startswith(_YAML_TAGS) else tag
    return _(
        "the tag {tag} is refused: only plain data is allowed (text, numbers, true/false, "
        "dates, lists and mappings)"
    ).format(tag=_detail(name, 60))


def _key_twice(key: str) -> str:
    """A key written twice (YAML and JSON would silently keep the last one)."""
    return _("the key '{key}' appears twice").format(key=_short(key)[1:-1])


def _too_long_number() -> str:
    return _("a number longer than {limit} characters").format(limit=MAX_NUMBER_CHARS)


def _too_deep() -> str:
    return _("nested deeper than {limit} levels").format(limit=MAX_DEPTH)


def _too_many(limit: int) -> str:
    return _("too many values (the limit is {limit})").format(limit=number(limit))


#: PyYAML's own parser, in Python: slower, but it reads little ahead and has no limits of its own.
_PythonLoader = _plain_data_loader(yaml.SafeLoader)
#: libyaml's C parser when PyYAML was built with it (the PyPI wheels are): ~10x faster.
_Loader = _plain_data_loader(yaml.CSafeLoader) if hasattr(yaml, "CSafeLoader") else _PythonLoader
_Dumper: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _short(value: object) -> str:
    text = repr(value) if isinstance(value, str) else "this value"
    return text if len(text) <= 40 else text[:37] + "..."


class DocumentError(Exception):
    """A file that cannot be read as a document; the message says where and why."""


def read_document(path: Path) -> object:
    """The plain data (dicts, lists, strings, numbers) in a YAML or JSON file."""
    text = _read_text(path)
    if text.lstrip().startswith(("{", "[")):
        data = _read_json(text)  # the autosave is JSON: its C parser is ~10x faster
        if data is not _NOT_JSON:
            _check_tree(data)
            return data
    try:
        _check_structure(text)
        return yaml.load(text, Loader=_Loader)  # a SafeLoader (C or Python): plain data only
    except yaml.reader.ReaderError as error:
        raise DocumentError(_describe_reader_error(text, error)) from None
    except yaml.MarkedYAMLError as error:
        raise DocumentError(_describe_yaml_error(error)) from None
    except yaml.YAMLError:
        raise DocumentError(_("is not valid YAML")) from None
    except RecursionError:
        raise DocumentError(_too_deep()) from None
    except _BAD_VALUE_ERRORS as error:  # a safety net; the loader names the line
        raise DocumentError(
            _("is not valid YAML ({detail})").format(detail=type(error).__name__)
        ) from None


_NOT_JSON = object()


class _JsonRefusal(ValueError):
    """A JSON value refused in our words: a key written twice, NaN, a number too long."""


def _read_json(text: str) -> object:
    """JSON (it has no aliases or tags); anything that is not plain JSON goes to YAML."""
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_no_constant,
            parse_int=_bounded_int,
        )
    except json.JSONDecodeError:
        return _NOT_JSON  # YAML flow style such as {a: 1} is not JSON
    except RecursionError:
        raise DocumentError(_too_deep()) from None
    except _JsonRefusal as error:
        raise DocumentError(str(error)) from None


def _check_tree(data: object) -> None:
    """The limits of `_check_structure` for parsed JSON (MAX_JSON_NODES values): what reads
    the data afterwards (a record's events, card by card) costs far more per value than
    parsing it did."""
    stack, nodes = [(data, 0)], 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_JSON_NODES:
            raise DocumentError(_too_many(MAX_JSON_NODES))
        if isinstance(value, (dict, list)):
            if depth >= MAX_DEPTH:
                raise DocumentError(_too_deep())
            items = value.values() if isinstance(value, dict) else value
            nodes += len(value) if isinstance(value, dict) else 0  # its keys
            stack.extend((item, depth + 1) for item in items)


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    data: dict[str, object] = {}
    for key, value in pairs:
        if key in data:
            raise _JsonRefusal(_key_twice(key))
        data[key] = value
    return data


def _no_constant(name: str) -> object:
    raise _JsonRefusal(_("{name} is not a number a record can hold").format(name=name))


def _bounded_int(digits: str) -> int:
    """Python's int() refuses more than 4,300 digits in words of its own: refuse first."""
    if len(digits) > MAX_NUMBER_CHARS:
        raise _JsonRefusal(_too_long_number())
    return int(digits)


def _read_text(path: Path) -> str:
    data = read_bytes(path, MAX_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = error.object[: error.start].count(b"\n") + 1
        problem = _("is not UTF-8 text (bad byte {byte} at offset {offset})").format(
            byte=f"0x{error.object[error.start]:02X}", offset=error.start
        )
        raise DocumentError(_on_line(line, problem)) from None
    if not text.strip():
        raise DocumentError(_("is empty"))
    return text


def _cannot_read(error: OSError) -> str:
    return _("cannot be read ({problem})").format(problem=error.strerror or error)


def _missing(path: Path) -> str:
    """Why a file is not there: none of that name, or no folder it could be in (named)."""
    folder = path.parent
    if folder.is_dir():
        return _("no such file")
    return _("no such file (there is no folder {folder})").format(
        folder=one_line(os.fspath(folder), NAME_LIMIT)
    )


def read_bytes(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of a regular file, or DocumentError saying why not.

    The file is opened without blocking and checked before a byte is read: a pipe (FIFO), a
    device or a socket where a file should be would otherwise stall the start for ever.
    """
    try:
        handle = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        raise DocumentError(_missing(path)) from None
    except PermissionError:
        raise DocumentError(_("permission denied")) from None
    except OSError as error:
        raise DocumentError(_cannot_read(error)) from None
    except ValueError:  # a NUL character in the name
        raise DocumentError(_("its name holds a NUL character")) from None
    try:
        _check_regular(os.fstat(handle), limit)
        with os.fdopen(handle, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)  # bounded: the file may have grown since fstat
    except OSError as error:
        raise DocumentError(_cannot_read(error)) from None
    finally:
        os.close(handle)
    if len(data) > limit:
        raise DocumentError(
            _("is too large (the limit is {limit} bytes)").format(limit=number(limit))
        )
    return data


#: Never wait on a pipe or device (O_NONBLOCK), never leak the handle to a child (O_CLOEXEC).
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def _check_regular(status: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(status.st_mode):
        raise DocumentError(_("is a folder, not a file"))
    if not stat.S_ISREG(status.st_mode):
        raise DocumentError(_("is not a regular file (a pipe, device or socket); remove it"))
    if status.st_size > limit:
        raise DocumentError(
            _("is too large ({size} bytes; the limit is {limit})").format(
                size=number(status.st_size), limit=number(limit)
            )
        )


def _check_structure(text: str) -> None:
    """Refuse, before anything is built, what `_scan` refuses (a cheap scan of events).

    libyaml reads up to 1,024 characters ahead and has limits of its own (1,000 levels of
    nesting), so it may stop, in words of its own, before our scan reached that place. Then
    PyYAML's parser in Python, which reads less ahead and has no such limits, scans the text
    again up to that line, so that our refusals come first.
    """
    try:
        _scan(text, _Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        if _Loader is not _PythonLoader and mark is not None:
            with contextlib.suppress(yaml.YAMLError):  # the cut text itself ends too early
                _scan(_through_line(text, mark.line), _PythonLoader)
        raise


def _through_line(text: str, line: int) -> str:
    """`text` up to the end of its line number `line` (counted from 0)."""
    end = -1
    for _line in range(line + 1):
        end = text.find("\n", end + 1)
        if end < 0:
            return text
    return text[: end + 1]


def _scan(text: str, loader: Any) -> None:
    """Refuse a second document, aliases (an "alias bomb" expands exponentially once walked),
    nesting deeper than MAX_DEPTH and more than MAX_NODES values."""
    depth = nodes = documents = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                _refuse(event, _("a second YAML document begins here; a file holds one"))
        elif isinstance(event, yaml.AliasEvent):
            _refuse(event, _("YAML aliases (*name) are not allowed in this file"))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif isinstance(event, (yaml.ScalarEvent, yaml.CollectionStartEvent)):
            nodes += 1
            depth += isinstance(event, yaml.CollectionStartEvent)
            _check_value(event, nodes, depth)


def _check_value(event: yaml.NodeEvent, nodes: int, depth: int) -> None:
    if nodes > MAX_NODES:
        _refuse(event, _too_many(MAX_NODES))
    if depth > MAX_DEPTH:
        _refuse(event, _too_deep())


def _refuse(event: yaml.Event, problem: str) -> NoReturn:
    raise DocumentError(_on_line(event.start_mark.line + 1 if event.start_mark else 0, problem))


def _on_line(line: int, problem: str) -> str:
    """A problem on a line of the file: "line 3: …" (a line unknown: the problem alone)."""
    return _("line {line}: {problem}").format(line=line, problem=problem) if line else problem


def _describe_reader_error(text: str, error: yaml.reader.ReaderError) -> str:
    """A character YAML forbids (a control character): where it first occurs, by line."""
    if not isinstance(error.character, int):
        return _("is not valid YAML text")
    problem = _("the character {character} cannot appear in YAML text").format(
        character=f"U+{error.character:04X}"
    )
    index = text.find(chr(error.character))
    if index < 0:
        return problem
    line = text.count("\n", 0, index) + 1
    return _at(line, index - text.rfind("\n", 0, index), problem)


def _describe_yaml_error(error: yaml.MarkedYAMLError) -> str:
    """Our refusals as they are; what PyYAML's or libyaml's parser finds (their words differ
    between the two and between versions, and are English) said in our words instead, from
    what each was reading when it stopped: the player's language, and where the file breaks."""
    mark = error.problem_mark or error.context_mark
    problem = str(error.problem) if isinstance(error, _Refusal) else _parser_finding(error)
    return _at(mark.line + 1, mark.column + 1, problem) if mark else problem


def _parser_finding(error: yaml.MarkedYAMLError) -> str:
    """What the parser stopped at, in our words: both parsers raise the same classes and name
    what they were reading ("while scanning a quoted scalar") in the same words."""
    context = str(error.context or "")
    if "quoted scalar" in context:
        return _("this is not valid YAML: a quoted text is never closed")
    if "flow sequence" in context:
        return _("this is not valid YAML: a list opened with [ is not closed, or lacks a comma")
    if "flow mapping" in context:
        return _("this is not valid YAML: a mapping opened with { is not closed, or lacks a comma")
    if isinstance(error, yaml.scanner.ScannerError):
        return _(
            "this is not valid YAML: a character is out of place (a colon, a tab, or a sign "
            "that cannot begin a value)"
        )
    if isinstance(error, yaml.parser.ParserError):
        return _("this is not valid YAML: the indentation, a dash or a bracket is out of place")
    return _("this is not valid YAML")


def _at(line: int, column: int, problem: str) -> str:
    """A problem where it is in the file: "line 3, column 1: …"."""
    return _("line {line}, column {column}: {problem}").format(
        line=line, column=column, problem=problem
    )


def _detail(text: object, limit: int = 120) -> str:
    """Another library's words, or a user's, on one line and at most `limit` characters."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


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
    write_text_atomic(path, text)


def write_text_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: written beside it, synced, renamed, and the
    folder synced so that the new name survives a power cut."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644  # mkstemp would make 0600
    handle, temporary = tempfile.mkstemp(
        prefix=temporary_prefix(path), suffix=TEMPORARY_SUFFIX, dir=path.parent
    )
    try:
        os.chmod(temporary, mode)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)
