"""Every refusal of a file is in our words, the same whether PyYAML reads with libyaml's C
parser or with its own Python one, and whatever either of them says (issue 18: PyYAML 6.0.4's
libyaml refused deep nesting in words of its own before our check ran)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from regicide.store import documents
from regicide.store.documents import MAX_DEPTH, DocumentError, read_document

PARSERS = ["libyaml", "python"]


@pytest.fixture(params=PARSERS)
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Read with one parser; libyaml only where PyYAML was built with it (the wheels are)."""
    if request.param == "libyaml" and not hasattr(yaml, "CSafeLoader"):
        pytest.skip("this PyYAML was built without libyaml")
    if request.param == "python":
        monkeypatch.setattr(documents, "_Loader", documents._PythonLoader)
    yield request.param


def refusal(tmp_path: Path, content: str) -> str:
    path = tmp_path / "record.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DocumentError) as raised:
        read_document(path)
    message = str(raised.value)
    assert "\n" not in message and "Error" not in message  # one line, no class names
    return message


NESTED = f"nested deeper than {MAX_DEPTH} levels"
PLAIN_DATA = "only plain data is allowed (text, numbers, true/false, dates, lists and mappings)"

REFUSALS = [
    pytest.param("moves: " + "[" * 100_000 + "]" * 100_000, f"line 1: {NESTED}", id="deep-lists"),
    pytest.param("x: " + "{a: " * 50_000 + "}" * 50_000, f"line 1: {NESTED}", id="deep-mappings"),
    pytest.param(
        "".join("  " * level + "a:\n" for level in range(MAX_DEPTH + 2)),
        f"line {MAX_DEPTH + 1}: {NESTED}",
        id="deep-blocks",
    ),
    pytest.param(
        "a: &x 1\nb: *x\n",
        "line 2: YAML aliases (*name) are not allowed in this file",
        id="alias",
    ),
    pytest.param(
        "a: *x\n", "line 1: YAML aliases (*name) are not allowed in this file", id="unknown-alias"
    ),
    pytest.param(
        "x: !custom 1\n", f"line 1, column 4: the tag !custom is refused: {PLAIN_DATA}", id="tag"
    ),
    pytest.param(
        "x: 1\ny: !!python/object/apply:os.system [ls]\n",
        f"line 2, column 4: the tag !!python/object/apply:os.system is refused: {PLAIN_DATA}",
        id="python-tag",
    ),
    pytest.param(
        "a: 1\n---\nb: 2\n",
        "line 2: a second YAML document begins here; a file holds one",
        id="two-documents",
    ),
    pytest.param(
        "format: x\nx: \x01\n",
        "line 2, column 4: the character U+0001 cannot appear in YAML text",
        id="control-character",
    ),
    pytest.param(
        "a: \uffff\n",
        "line 1, column 4: the character U+FFFF cannot appear in YAML text",
        id="non-character",
    ),
    pytest.param(
        "moves: [\n  !!int abc]\n", "line 2, column 3: 'abc' is not a valid int", id="bad-int"
    ),
    pytest.param(
        "seed: 2001-13-01\n",
        "line 1, column 7: '2001-13-01' is not a valid timestamp",
        id="bad-date",
    ),
    pytest.param(
        f"seed: {'9' * 5000}\n",
        "line 1, column 7: a number longer than 1000 characters",
        id="long-number",
    ),
    pytest.param(
        "moves: []\nmoves: [yield]\n",
        "line 2, column 1: the key 'moves' appears twice",
        id="key-twice",
    ),
]


@pytest.mark.parametrize(("content", "message"), REFUSALS)
def test_refusals_are_our_sentences_with_either_parser(
    tmp_path: Path, parser: str, content: str, message: str
) -> None:
    assert refusal(tmp_path, content) == message


def test_nesting_is_refused_before_libyaml_reaches_its_own_limit(tmp_path: Path) -> None:
    """libyaml stops at 1,000 levels, reading 1,024 characters ahead; ours is 64 levels."""
    deep = "[" * 999 + "]" * 999
    assert refusal(tmp_path, f"a: 1\nmoves: {deep}\n") == f"line 2: {NESTED}"
    assert refusal(tmp_path, f"moves: {deep}\nb: [\n") == f"line 1: {NESTED}"


NOT_YAML = "this is not valid YAML"
SYNTAX_ERRORS = [
    pytest.param(
        "format: [regicide-record\nversion: 1\n",
        f"line 2, column 8: {NOT_YAML}: a list opened with [ is not closed, or lacks a comma",
        id="open-list",
    ),
    pytest.param(
        "a: {b: 1\nc: 2\n",
        f"line 2, column 2: {NOT_YAML}: a mapping opened with {{ is not closed, or lacks a comma",
        id="open-mapping",
    ),
    pytest.param(
        "a: 'never closed\n",
        f"line 2, column 1: {NOT_YAML}: a quoted text is never closed",
        id="open-quote",
    ),
    pytest.param(
        "a: b: c\n",
        f"line 1, column 5: {NOT_YAML}: a character is out of place (a colon, a tab, or a sign "
        "that cannot begin a value)",
        id="two-colons",
    ),
    pytest.param(
        "a:\n\tb: 1\n",
        f"line 2, column 1: {NOT_YAML}: a character is out of place (a colon, a tab, or a sign "
        "that cannot begin a value)",
        id="a-tab",
    ),
    pytest.param(
        "- a\nb: 1\n",
        f"line 2, column 1: {NOT_YAML}: the indentation, a dash or a bracket is out of place",
        id="list-then-key",
    ),
]


@pytest.mark.parametrize(("content", "message"), SYNTAX_ERRORS)
def test_what_the_parser_finds_is_said_in_our_words(
    tmp_path: Path, parser: str, content: str, message: str
) -> None:
    """Read on the French title (issue 35): a broken autosave's notice kept the parser's own
    English ("did not find expected key"), whose words differ between the two parsers; where
    the file breaks is said in our words, the same with either parser."""
    assert refusal(tmp_path, content) == message


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"seed": ' + "9" * 5000 + "}", "a number longer than 1000 characters"),
        ('{"seed": -Infinity}', "-Infinity is not a number a record can hold"),
        ('{"a": 1, "a": 2}', "the key 'a' appears twice"),
    ],
)
def test_json_refusals_are_our_sentences(tmp_path: Path, content: str, message: str) -> None:
    """Python's own int() refuses 4,300 digits in words that vary by version: ours come first."""
    assert refusal(tmp_path, content) == message


def test_the_longest_number_allowed_is_read(tmp_path: Path, parser: str) -> None:
    path = tmp_path / "record.yaml"
    path.write_text(f"seed: {'9' * 1000}\n", encoding="utf-8")
    assert read_document(path) == {"seed": int("9" * 1000)}
