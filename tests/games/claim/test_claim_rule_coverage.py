"""Every rule ID of CLAIM.md that this engine builds has a test named after it
(`test_c_knight_1_...`); the IDs of PARTIAL factions and variants are listed apart, so a new
ID in CLAIM.md must be sorted into one list or the other."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
CLAIM_FILE = Path(__file__).resolve().parents[4] / "shared" / "CLAIM.md"


def _ids(prefix: str, count: int) -> list[str]:
    return [f"C-{prefix}-{number}" for number in range(1, count + 1)]


BUILT = [
    *_ids("CONV", 6),
    *_ids("COMP", 4),
    "C-ZONE-1",
    *_ids("SETUP", 5),
    *_ids("TRICK", 9),
    *_ids("P1", 9),
    *_ids("P2", 5),
    "C-GOB-1",
    *_ids("KNI", 3),
    *_ids("UND", 3),
    *_ids("DWA", 3),
    *_ids("DOP", 3),
    *_ids("SCORE", 8),
    *_ids("VIS", 11),
    "C-PLAYERS-1",
    "C-MP-8",  # the variant is refused, as C-MP-8 requires while it is provisional
    *_ids("DECK", 5),
    *_ids("GNO", 2),
    *_ids("GIA", 2),
    "C-DRA-1",
    *_ids("TRO", 3),
    "C-SEE-1",
    "C-SHA-1",
    *_ids("TRI", 2),
    *_ids("GHO", 2),
    "C-CYC-1",
    "C-ORDER-1",
    "C-ORDER-4",
    "C-ORDER-5",
    "C-ORDER-6",
]
#: Rules of PARTIAL factions and of the provisional 3–4 player variant (CLAIM.md §2, §10), and
#: the resolution steps that exist only for them (declarations, swaps, modifiers).
NOT_BUILT = [
    "C-TRICK-10",
    "C-VIS-12",
    *_ids("MP", 7),
    *_ids("WER", 2),
    *_ids("VAM", 3),
    "C-ZOM-1",
    "C-FEL-1",
    "C-DEM-1",
    "C-FEL-2",
    *_ids("POI", 2),
    "C-FRB-1",
    "C-YET-1",
    "C-ICE-1",
    "C-EAG-1",
    "C-LEL-1",
    "C-MNK-1",
    "C-PRP-1",
    "C-SAN-1",
    "C-SCO-1",
    "C-AWA-1",
    "C-SAT-1",
    "C-MEM-1",
    "C-MIN-1",
    "C-TIN-1",
    "C-VAL-1",
    "C-ELF-1",
    *_ids("WIZ", 2),
    "C-DRU-1",
    "C-SHP-1",
    *_ids("PHX", 2),
    "C-UNI-1",
    "C-AUT-1",
    "C-BAR-1",
    "C-GRI-1",
    "C-PEA-1",
    "C-RAC-1",
    "C-VIK-1",
    "C-BEA-1",
    "C-BUG-1",
    "C-ORDER-2",
    "C-ORDER-3",
]
#: §14's scenarios of built rules (T-39, T-41, T-43 and T-44 concern PARTIAL rules).
SCENARIOS = [f"T-{number:02d}" for number in range(1, 39)] + ["T-40", "T-42"]


def _test_names() -> set[str]:
    names = set()
    for path in TESTS.glob("test_claim_*.py"):
        names.update(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    return names


@pytest.mark.parametrize("rule", BUILT + SCENARIOS)
def test_every_built_rule_and_scenario_has_a_test(rule: str) -> None:
    prefix = "test_" + rule.lower().replace("-", "_") + "_"
    assert any(name.startswith(prefix) for name in _test_names()), f"no test named {prefix}..."


@pytest.mark.skipif(not CLAIM_FILE.exists(), reason="the shared CLAIM.md is not beside this clone")
def test_the_lists_hold_every_rule_of_claim_md() -> None:
    text = CLAIM_FILE.read_text(encoding="utf-8")
    found = re.findall(r"^- (C-[A-Z0-9]+-\d+)", text, flags=re.MULTILINE)
    assert sorted(found) == sorted(BUILT + NOT_BUILT)
    scenarios = re.findall(r"^- (T-\d+)", text, flags=re.MULTILINE)
    assert sorted([*SCENARIOS, "T-39", "T-41", "T-43", "T-44"]) == sorted(scenarios)
