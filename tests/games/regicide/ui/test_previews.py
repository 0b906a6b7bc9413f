"""The live preview (ARCHITECTURE.md step 1): selected cards show what the engine says they
would do, an illegal selection shows why, and the Play button agrees."""

from __future__ import annotations

from regicide.games.regicide.engine import can_play
from regicide.games.regicide.engine.preview import preview_play
from regicide.games.regicide.narrate import Tone, refusal_words
from tests.builders import cards, game_at
from tests.ui.driver import Ui

TEN_DISCARDS = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2S"


def _lines(ui: Ui) -> tuple[str, list[str]]:
    title, lines = ui.preview()
    return title, [text for text, _ in lines]


def test_worked_example_1_preview_heal_8_and_16_doubled(ui: Ui) -> None:
    """RULES.md worked example 1: JS, discard pile of 10, select AC and 7H."""
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS))
    ui.select("AC 7H")
    preview = preview_play(ui.state, cards("AC 7H"))
    assert not isinstance(preview, str)
    assert (preview.heal, preview.damage, preview.doubled) == (8, 16, True)
    title, lines = _lines(ui)
    assert title == "Play A♣ 7♥"
    assert "Attack value 8" in lines
    assert "♥ Heal 8 from the discard pile" in lines
    assert "Deals 16 (♣ doubled)" in lines
    assert any(line.startswith("Then take 10 damage") for line in lines)
    assert _play_button(ui) == (True, "")


def test_an_illegal_selection_previews_the_reason_and_disables_play(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS))
    ui.select("7H 9D")
    reason = can_play(ui.state, cards("7H 9D"))
    assert reason
    shown = refusal_words(reason)  # players read card names, never the record notation
    assert "7♥ 9♦" in shown and "7H" not in shown
    assert _lines(ui) == ("Play 7♥ 9♦?", [shown])
    assert _play_button(ui) == (False, shown)


def test_a_disabled_play_button_click_says_why_and_plays_nothing(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS))
    ui.select("7H 9D")
    before = ui.state
    ui.click_button("Play")
    refused = can_play(before, cards("7H 9D"))
    assert refused is not None
    reason = refusal_words(refused)
    assert ui.state is before and ui.preview()[1] == [(reason, Tone.DANGER)]
    assert ui.table.current_message == "" and ui.table.tooltip() == ""  # said only once


def test_with_nothing_selected_the_play_button_asks_for_cards(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D"]))
    title, lines = _lines(ui)
    assert title == "Your move"
    assert not any("yield" in line.lower() for line in lines)  # solo: yielding is no option
    assert _play_button(ui) == (False, "Select cards first.")


def test_the_preview_foresees_an_exact_kill(ui: Ui) -> None:
    ui.open(game_at(enemy="JH", hands=["10S 4D"], damage=10))
    ui.select("10S")
    assert "Exact: defeats it, and it goes on top of the tavern" in _lines(ui)[1]


def test_the_suffer_preview_counts_the_selected_value(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["2H 9D 3S 10S"]))
    ui.play_by_keys("2H")
    ui.select("3S")
    title, lines = _lines(ui)
    assert title == "Take 10 damage"
    assert lines[0] == "Selected 3 of 10 needed (your hand holds 22)"
    discard = ui.button("Discard")
    assert not discard.enabled and discard.reason


def _play_button(ui: Ui) -> tuple[bool, str]:
    button = ui.button("Play")
    return button.enabled, button.reason
