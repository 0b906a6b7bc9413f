"""Claim's words: card names, trick reasons, log lines from each seat's point of view, the end's
faction-by-faction summary, move words and hint reasons."""

from __future__ import annotations

import pytest

from regicide.games.claim.engine import (
    ALL_SEATS,
    BlindCardTaken,
    BlindCardTakenUnseen,
    FactionResult,
    GhostChoice,
    Margin,
    PlayCard,
    PrizeRecruited,
    SeerChoice,
    SmashChoice,
    format_move,
    record_of,
    seen_by,
    view,
)
from regicide.games.claim.narrate import (
    card_name,
    ending_lines,
    event_line,
    faction_line,
    log_lines,
    move_reason,
    move_words,
    outcome_text,
    trick_reason,
    would_win,
)
from regicide.i18n import ENGLISH, use_language
from tests.games.claim.claim_builders import cards, play, random_game, table, whole_table


def card(code: str) -> object:
    return cards(code)[0]


def test_cards_have_names() -> None:
    assert card_name(cards("KNI7")[0]) == "Knight 7"
    assert card_name(cards("SHA12")[0]) == "Shadow 12"
    assert card_name(cards("UND0")[0]) == "Undead 0"


def test_trick_reasons_say_why() -> None:
    assert trick_reason(*cards("GOB9 KNI2")) == "Knight beats the led Goblin"
    assert trick_reason(*cards("UND4 DOP6")) == "Doppelganger counts as Undead, so 6 beats 4"
    assert trick_reason(*cards("GOB5 DOP5")).endswith("the tie goes to the leader")
    off_faction = "Dwarf 9 does not follow the led faction (Undead), so the leader wins"
    assert trick_reason(*cards("UND3 DWA9")) == off_faction
    assert trick_reason(*cards("GHO8 GHO9")) == "Ghost 9 beats Ghost 8"
    assert would_win(*cards("GOB9 KNI2")).startswith("wins")


@pytest.mark.parametrize("language", [ENGLISH, "de", "fr", "es"])
def test_a_trick_reason_has_no_colon_of_its_own(language: str) -> None:
    """It follows one ('You won: …', 'wins: …'): read in real French and Spanish windows,
    'Vous gagnez : le Doppelgänger compte comme Nain : 1 bat 0' said two at once."""
    use_language(language)
    try:
        reasons = [
            trick_reason(*cards(pair))
            for pair in ("GOB9 KNI2", "UND4 DOP6", "UND6 DOP4", "GOB5 DOP5", "GOB5 GOB5")
        ]
        reasons.append(trick_reason(*cards("UND3 DWA9")))
    finally:
        use_language(ENGLISH)
    assert not [reason for reason in reasons if ":" in reason], reasons


@pytest.mark.parametrize("language", [ENGLISH, "de", "fr", "es"])
def test_a_faction_s_end_line_has_one_colon(language: str) -> None:
    """The French end screen said 'Morts-vivants : vous gagnez, 5 cartes chacun, la plus
    haute (Mort-vivant) : 9 contre 6' (two colons, and so long its heading shrank to the
    least text at 1920x1080 200%): a tie broken by the best card is one clause."""
    scores = (cards("KNI2 KNI9"), cards("KNI5 KNI7"))
    cyclops = (cards("CYC4 CYC8"), cards("CYC1 CYC9"))
    use_language(language)
    try:
        lines = [
            faction_line(FactionResult("KNI", 1, Margin.HIGHEST), scores, 1),
            faction_line(FactionResult("CYC", 2, Margin.LOWEST), cyclops),
        ]
    finally:
        use_language(ENGLISH)
    assert [line.count(":") for line in lines] == [1, 1], lines


def test_events_are_told_from_each_seats_point_of_view() -> None:
    state = table("", "")
    assert event_line(PrizeRecruited(1, cards("DWA7")[0]), 1, state) == "You recruited Dwarf 7"
    assert event_line(PrizeRecruited(1, cards("DWA7")[0]), 2, state) == "Seat 1 recruited Dwarf 7"
    blind = BlindCardTaken(2, cards("UND1")[0])
    assert event_line(seen_by(blind, 1, state), 1, state) == "Seat 2 took an unseen card"
    assert event_line(seen_by(blind, 2, state), 2, state) == "You took Undead 1 blind"
    assert seen_by(blind, 1, state) == BlindCardTakenUnseen(2)


def test_the_log_never_tells_a_seat_the_other_blind_cards() -> None:
    game = random_game(15)
    lines = log_lines(game, 1)
    blind_of_two = [
        event.card
        for turn in game.history
        for event in turn.events
        if isinstance(event, BlindCardTaken) and event.seat == 2
    ]
    told = [line for line in lines if line.startswith("Seat 2 took")]
    assert len(told) == len(blind_of_two)
    assert all(line == "Seat 2 took an unseen card" for line in told)
    assert any(line.startswith("You took ") and line.endswith(" blind") for line in lines)


def test_log_lines_read_a_record_and_every_point_of_view() -> None:
    game = random_game(16)
    record = record_of(game)
    assert log_lines(record, 2) == log_lines(game, 2)
    spectator = log_lines(game, None)
    everyone = log_lines(game, ALL_SEATS)
    assert len(spectator) == len(everyone)
    assert "took an unseen card" in " ".join(spectator)
    assert spectator[-1] in ("Seat 1 wins the game", "Seat 2 wins the game", "The game is a draw")


def test_the_end_summary_says_how_each_faction_went() -> None:
    scores = (cards("GOB1 GOB2 KNI2 KNI9 GOB0"), cards("GOB3 KNI5 KNI7 GOB0"))
    assert faction_line(FactionResult("GOB", 1, Margin.MORE), scores) == (
        "Goblins: seat 1 wins, 3 cards to 2"
    )
    assert faction_line(FactionResult("KNI", 1, Margin.HIGHEST), scores, 1) == (
        "Knights: you win, 2 cards each, highest Knight 9 against 7"
    )
    assert faction_line(FactionResult("DWA", 0, Margin.EMPTY), scores) == (
        "Dwarves: nobody, no one has any"
    )
    tied = (cards("GOB0 GOB0"), cards("GOB0 GOB0"))
    assert faction_line(FactionResult("GOB", 0, Margin.TIED), tied) == (
        "Goblins: nobody, 2 cards each and the best Goblin tied at 0"
    )
    cyclops = (cards("CYC4 CYC8"), cards("CYC1 CYC9"))
    assert faction_line(FactionResult("CYC", 2, Margin.LOWEST), cyclops) == (
        "Cyclops: seat 2 wins, 2 cards each, lowest Cyclops 1 against 4"
    )


def test_the_outcome_in_a_sentence() -> None:
    game = random_game(17)
    outcome = game.outcome
    assert outcome is not None
    lines = ending_lines(outcome, game.state.scores, 1)
    assert len(lines) == 6
    assert lines[-1] == outcome_text(outcome, 1)
    assert "factions" in lines[-1]


def test_moves_have_words() -> None:
    assert move_words(PlayCard(cards("KNI7")[0])) == "play Knight 7"
    assert move_words(SeerChoice(keep_prize=False)) == "keep the peeked card"
    assert move_words(GhostChoice(keep_ghost=True)) == "keep the Ghost"
    assert move_words(SmashChoice(cards("GNO5")[0])) == "smash Gnome 5"
    assert move_words(SmashChoice(None)) == "spare the Gnome"


def test_hint_reasons_follow_the_trick() -> None:
    state = whole_table("GOB4 UND1", "GOB7 GOB1 UND2", prize="KNI9", deck="GOB0 GOB0 UND0")
    lead = view(state, 1)
    assert move_reason(lead, PlayCard(cards("GOB4")[0])).startswith(
        "Lead Goblin 4 for the prize, Knight 9: 1 unseen Goblin or Doppelganger could beat it"
    )
    _, state = play(state, "GOB4")
    follow = view(state, 2)
    assert move_reason(follow, PlayCard(cards("GOB7")[0])) == (
        "Play Goblin 7: Goblin 7 beats Goblin 4, so you recruit Knight 9 (the dimmed cards "
        "may not be played: Goblins were led, so you must play one of your Goblins or a "
        "Doppelganger)"
    )
    assert "you take the deck's next card instead" in move_reason(
        follow, PlayCard(cards("GOB1")[0])
    )


def test_a_doppelganger_lead_names_no_faction_twice() -> None:
    state = table("DOP4 UND1", "GOB7 GOB1 UND2", prize="KNI9", deck="GOB0 GOB0 UND0")
    reason = move_reason(view(state, 1), PlayCard(cards("DOP4")[0]))
    assert reason.endswith(": 5 unseen Doppelgangers could beat it"), reason
    assert "Doppelgangers or Doppelgangers" not in reason


def test_a_seers_choice_has_a_reason_in_card_names() -> None:
    seers = ("GOB", "KNI", "SEE", "UND", "DWA")
    state = table("SEE6", "SEE2", prize="KNI9", deck="UND1 GOB5 GOB6", factions=seers)
    seer = view(play(state, "SEE6", "SEE2")[1], 1)
    assert SeerChoice(keep_prize=True) in seer.legal_moves
    reason = move_reason(seer, SeerChoice(keep_prize=True))
    assert reason.startswith("Keep Knight 9, the better follower"), reason
    assert reason.endswith("leave Undead 1 to the other player"), reason
    assert reason.count("Knight 9") == 1  # named once: the hint fits at 200% (issue 35)
    assert "KNI9" not in reason and "UND1" not in reason


def test_the_seers_log_says_who_kept_a_card_seen_and_who_got_the_other() -> None:
    seers = ("GOB", "KNI", "SEE", "UND", "DWA")
    state = table("SEE6", "SEE2", prize="KNI9", deck="UND1 GOB5 GOB6", factions=seers)
    _, state = play(state, "SEE6", "SEE2")
    events, _ = play(state, format_move(SeerChoice(keep_prize=False)))
    told = [event_line(seen_by(event, 1, state), 1, state) for event in events]
    assert "You kept the deck's top card, Undead 1, seen with the Seer" in told
    assert not any("blind" in line for line in told), told
    theirs = [event_line(seen_by(event, 2, state), 2, state) for event in events]
    assert "Seat 1 kept the deck's top card, seen with the Seer" in theirs
