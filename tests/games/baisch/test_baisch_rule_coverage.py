"""Every rule ID of BAISCH.md has a test named after it (`test_b_plunder_4_...`), and every
scenario T01-T39 of its §19 one whose name carries the T id after the rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
#: The shared BAISCH.md beside the clone: the first `shared/` up from here (a worktree sits
#: deeper than the main clone).
RULES_FILE = next(
    (
        folder / "shared" / "BAISCH.md"
        for folder in Path(__file__).resolve().parents
        if (folder / "shared" / "BAISCH.md").is_file()
    ),
    Path(__file__).resolve().parents[4] / "shared" / "BAISCH.md",
)
RULE_IDS = [
    "B-COMP-1",
    "B-COMP-2",
    "B-COMP-3",
    "B-COMP-4",
    "B-COMP-5",
    "B-PLAY-1",
    "B-PLAY-2",
    "B-PLAY-3",
    "B-RNG-1",
    "B-SETUP-1",
    "B-SETUP-2",
    "B-SETUP-3",
    "B-SETUP-4",
    "B-SETUP-5",
    "B-SETUP-6",
    "B-SETUP-7",
    "B-DRAFT-1",
    "B-DRAFT-2",
    "B-DRAFT-3",
    "B-DRAFT-4",
    "B-DRAFT-5",
    "B-DRAFT-6",
    "B-ATK-1",
    "B-ATK-2",
    "B-ATK-3",
    "B-ATK-4",
    "B-ATK-5",
    "B-ATK-6",
    "B-ATK-7",
    "B-ATK-8",
    "B-ATK-9",
    "B-TURN-1",
    "B-TURN-2",
    "B-TURN-3",
    "B-TURN-4",
    "B-TURN-5",
    "B-TURN-6",
    "B-TURN-7",
    "B-PLUNDER-1",
    "B-PLUNDER-2",
    "B-PLUNDER-3",
    "B-PLUNDER-4",
    "B-PLUNDER-5",
    "B-PLUNDER-6",
    "B-PLUNDER-7",
    "B-ATTACK-1",
    "B-ATTACK-2",
    "B-ATTACK-3",
    "B-ATTACK-4",
    "B-ATTACK-5",
    "B-ATTACK-6",
    "B-ATTACK-7",
    "B-KING-1",
    "B-KING-2",
    "B-KING-3",
    "B-KING-4",
    "B-KING-5",
    "B-KING-6",
    "B-KING-7",
    "B-KING-8",
    "B-PREY-1",
    "B-PREY-2",
    "B-PREY-3",
    "B-DEF-1",
    "B-DEF-2",
    "B-DEF-3",
    "B-DEF-4",
    "B-DEF-5",
    "B-REVEAL-1",
    "B-REVEAL-2",
    "B-REVEAL-3",
    "B-JOKER-1",
    "B-JOKER-2",
    "B-JOKER-3",
    "B-JOKER-4",
    "B-JOKER-5",
    "B-JOKER-6",
    "B-HERO-1",
    "B-HERO-2",
    "B-HERO-3",
    "B-HERO-4",
    "B-HERO-MERC-1",
    "B-HERO-MERC-2",
    "B-HERO-MERC-3",
    "B-HERO-MERC-4",
    "B-HERO-MERC-5",
    "B-HERO-MERC-6",
    "B-HERO-SPY-1",
    "B-HERO-SPY-2",
    "B-HERO-SPY-3",
    "B-HERO-SPY-4",
    "B-HERO-GEN-1",
    "B-HERO-BAT-1",
    "B-HERO-BAT-2",
    "B-HERO-BAT-3",
    "B-HERO-BAT-4",
    "B-HERO-BAT-5",
    "B-HERO-BAT-6",
    "B-HERO-MERCH-1",
    "B-HERO-PRIEST-1",
    "B-HERO-PRIEST-2",
    "B-HERO-PRIEST-3",
    "B-HERO-RES-1",
    "B-HERO-RES-2",
    "B-HERO-RES-3",
    "B-HERO-RES-4",
    "B-HERO-RES-5",
    "B-HERO-LT-1",
    "B-HERO-LT-2",
    "B-HERO-LT-3",
    "B-HERO-SAB-1",
    "B-HERO-SAB-2",
    "B-HERO-SAB-3",
    "B-HERO-SAB-4",
    "B-HERO-FORT-1",
    "B-HERO-FORT-2",
    "B-HERO-FORT-3",
    "B-HERO-FORT-4",
    "B-HERO-MAGE-1",
    "B-HERO-MAGE-2",
    "B-HERO-WAR-1",
    "B-HERO-WAR-2",
    "B-ELIM-1",
    "B-ELIM-2",
    "B-ELIM-3",
    "B-ELIM-4",
    "B-WIN-1",
    "B-WIN-2",
    "B-WIN-3",
    "B-DECK-1",
    "B-DECK-2",
    "B-DECK-3",
    "B-INFO-1",
    "B-INFO-2",
    "B-INFO-3",
    "B-VAR-BASIC-1",
    "B-VAR-SPEED-1",
    "B-VAR-OPT-1",
]
SCENARIOS = [f"t{number:02d}" for number in range(1, 40)]


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_baisch_*.py"):
        names.update(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_baisch_rule_has_a_test(rule: str) -> None:
    prefix = "test_" + rule.lower().replace("-", "_") + "_"
    assert any(name.startswith(prefix) for name in _test_names()), f"no test named {prefix}..."


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_baisch_scenario_has_a_test(scenario: str) -> None:
    assert any(f"_{scenario}_" in name for name in _test_names()), f"no test for {scenario}"


@pytest.mark.skipif(not RULES_FILE.exists(), reason="the shared BAISCH.md is not beside this clone")
def test_the_baisch_list_matches_baisch_md() -> None:
    text = RULES_FILE.read_text(encoding="utf-8")
    found = re.findall(r"^- \*\*(B-[A-Z]+(?:-[A-Z]+)*-\d+)\*\*", text, flags=re.MULTILINE)
    assert found == RULE_IDS
