"""The example record of the README and docs/records.md is a legal game (issue 20, item 9):
a reader who copies it into a file gets exit 0 from `regicide check`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from regicide.games.regicide.engine import read_record, replay

ROOT = Path(__file__).resolve().parents[4]


@pytest.mark.parametrize("document", ["README.md", "docs/records.md"])
def test_the_example_record_plays_every_move(document: str) -> None:
    text = (ROOT / document).read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", text, re.DOTALL)
    example = next(block for block in blocks if "format: regicide-record" in block)
    data = yaml.safe_load(example.replace("start: ...", ""))
    game = replay(read_record(data))  # raises at the first illegal move
    assert len(game.history) == len(data["moves"]) == 3
