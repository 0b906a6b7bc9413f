"""Every rule ID of RULES.md has at least one test named after it (`test_r_club_1_...`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
RULES_FILE = Path(__file__).resolve().parents[5] / "shared" / "RULES.md"
RULE_IDS = [
    "R-COMP-1",
    "R-COMP-2",
    "R-COMP-3",
    "R-VAL-1",
    "R-VAL-2",
    "R-VAL-3",
    "R-SETUP-1",
    "R-SETUP-2",
    "R-SETUP-3",
    "R-SETUP-4",
    "R-SETUP-5",
    "R-SETUP-6",
    "R-TURN-1",
    "R-TURN-2",
    "R-TURN-3",
    "R-PLAY-1",
    "R-PLAY-2",
    "R-PLAY-3",
    "R-PLAY-4",
    "R-PLAY-5",
    "R-PLAY-6",
    "R-PLAY-7",
    "R-YIELD-1",
    "R-YIELD-2",
    "R-YIELD-3",
    "R-POW-1",
    "R-POW-2",
    "R-POW-3",
    "R-HEART-1",
    "R-DIAM-1",
    "R-CLUB-1",
    "R-SPADE-1",
    "R-JEST-1",
    "R-JEST-2",
    "R-JEST-3",
    "R-JEST-4",
    "R-JEST-5",
    "R-DMG-1",
    "R-DEF-1",
    "R-DEF-2",
    "R-DEF-3",
    "R-DEF-4",
    "R-SUF-1",
    "R-SUF-2",
    "R-SUF-3",
    "R-END-1",
    "R-END-2",
    "R-SOLO-1",
    "R-SOLO-2",
    "R-SOLO-3",
    "R-SOLO-4",
    "R-SOLO-5",
    "R-INFO-1",
    "R-INFO-2",
]


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_*.py"):
        names.update(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_has_a_test(rule: str) -> None:
    prefix = "test_" + rule.lower().replace("-", "_") + "_"
    assert any(name.startswith(prefix) for name in _test_names()), f"no test named {prefix}..."


@pytest.mark.skipif(not RULES_FILE.exists(), reason="the shared RULES.md is not beside this clone")
def test_the_list_matches_rules_md() -> None:
    text = RULES_FILE.read_text(encoding="utf-8")
    assert re.findall(r"^- (R-[A-Z]+-\d+)", text, flags=re.MULTILINE) == RULE_IDS
