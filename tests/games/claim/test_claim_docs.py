"""The examples of docs/claim-records.md pass: each record there, checked, gives the JSON shown
under it."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from regicide.commands.check import run_check

DOCS = Path(__file__).resolve().parents[3] / "docs" / "claim-records.md"
EXAMPLE = re.compile(
    r"<!-- example: (?P<name>[\w-]+) -->\s*```yaml\n(?P<record>.*?)```"
    r".*?```json\n(?P<report>.*?)```",
    re.DOTALL,
)


def examples() -> dict[str, tuple[str, str]]:
    text = DOCS.read_text(encoding="utf-8")
    return {m["name"]: (m["record"], m["report"]) for m in EXAMPLE.finditer(text)}


def check_text(tmp_path: Path, record: str) -> tuple[int, dict[str, object]]:
    path = tmp_path / "example.yaml"
    path.write_text(record, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_check(path, out, err)
    return code, json.loads(out.getvalue())


def test_the_docs_have_their_examples() -> None:
    assert set(examples()) == {"stated-deal", "seer"}


@pytest.mark.parametrize("name", ["stated-deal", "seer"])
def test_each_example_gives_the_output_shown(tmp_path: Path, name: str) -> None:
    record, report = examples()[name]
    code, printed = check_text(tmp_path, record)
    assert code == 0
    assert printed == json.loads(report)


def test_the_seer_example_goes_on_as_the_docs_say(tmp_path: Path) -> None:
    record, _ = examples()["seer"]
    code, printed = check_text(
        tmp_path, record.replace("[SEE9, SEE0]", "[SEE9, SEE0, seer keep deck]")
    )
    assert code == 0
    assert printed["followers"] == [["DWA9"], ["UND4"]]
    assert (printed["trick"], printed["prize"]) == (2, "DWA0")
