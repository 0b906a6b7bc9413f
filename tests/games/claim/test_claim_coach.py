"""The coach of Claim's first game (narrate/coach.py): from one seat's view, the first rule
that binds its decision, each taught once; and the first game's deal is a whole, valid deck."""

from __future__ import annotations

from regicide.games.claim.engine import view
from regicide.games.claim.narrate.coach import coach_tip
from regicide.games.claim.tutorial import tutorial_game
from tests.games.claim.claim_builders import play, table


def tip_after(lead: str, hand: str, taught: tuple[str, ...] = ()) -> str | None:
    """The tip for seat 2 following seat 1's `lead`."""
    _, state = play(table(f"{lead} UND9", hand), lead)
    found = coach_tip(view(state, 2), taught)
    return None if found is None else found[0]


def test_c_trick_3_the_follow_rule_is_taught_when_it_binds() -> None:
    assert tip_after("DWA5", "DWA2 UND3") == "follow"


def test_c_kni_1_knights_over_a_led_goblin_are_taught_first() -> None:
    assert tip_after("GOB5", "KNI2 UND3") == "knights"


def test_c_dop_1_a_doppelganger_may_always_follow() -> None:
    assert tip_after("UND4", "DOP2 KNI3") == "doppelganger"
    assert tip_after("DWA5", "DWA2 DOP3", taught=("follow",)) == "doppelganger"


def test_each_tip_is_taught_once_and_only_to_the_seat_to_act() -> None:
    _, state = play(table("DWA5 UND9", "DWA2 UND3"), "DWA5")
    assert coach_tip(view(state, 1), ()) is None  # seat 1 waits
    taught = ("follow", "prize", "undead")
    assert coach_tip(view(state, 2), taught) is None


def test_the_first_game_begins_with_the_computer_leading() -> None:
    game = tutorial_game()
    assert game.state.to_act == 2 and not game.dealt


def test_c_und_1_undead_are_taught_when_one_is_played_not_when_one_is_held() -> None:
    assert tip_after("DWA5", "UND2 GOB3", taught=("prize",)) != "undead"
    assert tip_after("UND4", "GOB2 KNI3", taught=("prize",)) == "undead"
