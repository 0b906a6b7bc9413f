"""What the Records and Continue lines say of a Baisch game in progress, phase by phase
(B-SETUP-3/4, B-DRAFT-2, B-SETUP-7): choosing the starting player is not the draft."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest

from regicide.games.baisch.definition import BaischGame
from regicide.games.baisch.engine.state import GameState, Phase


@pytest.mark.parametrize(
    ("phase", "words"),
    [
        (Phase.SETUP, "setting up"),
        (Phase.DRAFT, "hero draft"),
        (Phase.START, "choosing who starts"),
    ],
)
def test_each_phase_before_play_is_named_for_what_happens(phase: Phase, words: str) -> None:
    state = cast(GameState, SimpleNamespace(phase=phase))
    assert BaischGame().progress(state) == words
