"""How to play's pictures are real positions (issue 20, item 15): each is a whole, valid deck
that the engine reads like a record's `start:`, and its moves are legal."""

from __future__ import annotations

import pytest

from regicide.games.regicide.ui.help_pictures import PICTURES, position_of
from regicide.games.regicide.ui.help_text import SECTIONS


@pytest.mark.parametrize("heading", sorted(PICTURES))
def test_each_picture_is_a_legal_position_of_its_section(heading: str) -> None:
    assert heading in [title for title, _ in SECTIONS]
    state = position_of(PICTURES[heading])
    assert state.players == PICTURES[heading].players and state.enemy is not None
