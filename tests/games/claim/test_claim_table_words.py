"""What Claim's table tells a player, without a window: the cards it dims are exactly those the
engine forbids (C-TRICK-3, C-DOP-2) in every state of 200 random games, each with its reason;
a faction's standing in words; no card code in any sentence a player reads."""

from __future__ import annotations

import random
import re

from regicide.games.claim.engine import (
    FACTIONS,
    FactionResult,
    Game,
    Margin,
    Options,
    PlayCard,
    Tally,
    view,
)
from regicide.games.claim.narrate import (
    card_name,
    ending_lines,
    faction_line,
    log_lines,
    move_reason,
)
from regicide.games.claim.narrate.standing import Sides, deciding_values, standing_words
from regicide.games.claim.ui.help_text import SECTIONS
from regicide.games.claim.ui.replay_board import deck_words
from regicide.games.claim.ui.telling import barred_cards, in_sentence, sayings
from regicide.i18n import use_language
from tests.games.claim.claim_builders import BASE_FACTIONS, cards, play, table

CODE = re.compile(r"\b(GOB|KNI|UND|DWA|DOP|GNO|GIA|DRA|TRO|SEE|GHO|CYC|SHA|TRI)\d")
SEERS = ("GOB", "KNI", "SEE", "UND", "DWA")


def _games(count: int, factions: tuple[str, ...] = BASE_FACTIONS) -> list[Game]:
    """`count` random games, every state kept in their histories."""
    games = []
    for seed in range(count):
        game = Game.new(seed=seed, options=Options(tuple(factions)))
        rng = random.Random(seed)
        while game.outcome is None:
            moves = game.legal_moves()
            game.submit(moves[int(rng.random() * len(moves))])
        games.append(game)
    return games


def test_the_dimmed_cards_are_the_ones_the_engine_forbids_in_200_random_games() -> None:
    checked = dimmed = 0
    for game in _games(200):
        for index in range(len(game.history) + 1):
            state = game.state_after(index)
            if state.to_act is None:
                continue
            seen = view(state, state.to_act)
            allowed = {move.card for move in seen.legal_moves if isinstance(move, PlayCard)}
            barred = barred_cards(seen)
            if seen.awaiting is None:
                expected = {i for i, card in enumerate(seen.hand) if card not in allowed}
                assert set(barred) == expected, (index, seen.hand, seen.plays)
            for position, reason in barred.items():  # each dimmed card says why, by name
                assert reason.startswith(f"{card_name(seen.hand[position])} may not be played")
            checked += 1
            dimmed += len(barred)
            other = view(state, 3 - state.to_act)
            assert barred_cards(other) == {}  # nothing is dimmed for the seat not to play
    assert checked > 200 * 26 and dimmed > 0


def test_a_dimmed_card_says_why() -> None:
    _, state = play(table("GOB4", "GOB7 KNI9 DOP1"), "GOB4")
    barred = barred_cards(view(state, 2))
    knight = view(state, 2).hand.index(cards("KNI9")[0])
    assert set(barred) == {knight}
    assert barred[knight].startswith("Knight 9 may not be played: Goblins were led")


def test_a_faction_standing_reads_at_a_glance() -> None:
    lead = Tally("GOB", ((1, 4, 5, 7), (2, 3, 9)), 1, Margin.MORE)
    assert standing_words(lead, 1) == "you lead 4–3"
    assert standing_words(lead, 2) == "they lead 4–3"
    tie = Tally("KNI", ((3, 9), (5, 7)), 1, Margin.HIGHEST)
    assert standing_words(tie, 1) == "tied 2–2, your 9 beats their 7"
    assert standing_words(tie, 2) == "tied 2–2, their 9 beats your 7"
    assert standing_words(tie, 1, short=True) == "tied 2–2, your 9 wins"
    assert deciding_values(tie) == (9, 7)
    assert deciding_values(lead) == (None, None)
    people = Sides("seat 2", "seat 1")
    assert standing_words(tie, 2, people) == "tied 2–2, seat 1's 9 beats seat 2's 7"
    assert standing_words(lead, 2, people) == "seat 1 leads 4–3"
    nobody = Tally("GOB", ((0, 0), (0, 0)), 0, Margin.TIED)
    assert standing_words(nobody, 1) == "tied 2–2, both best 0: nobody"
    assert standing_words(nobody, 1, short=True) == "tied 2–2: nobody"
    assert standing_words(Tally("DWA", ((), ()), 0, Margin.EMPTY), 1) == "none yet"


def test_a_broken_tie_between_named_seats_reads_as_french_writes_it() -> None:
    """Read in a French Claim replay (issue 35): "1–1, le 9 de joueur 2 gagne": French says
    "du joueur 2", "de l'IA forte", so no sentence puts "de" before a side's name."""
    use_language("fr")
    people = Sides(in_sentence("Seat 2"), in_sentence("Seat 1"))
    said = [
        standing_words(Tally("KNI", ((3, 9), (5, 7)), 1, margin), 2, people, short=short)
        for margin in (Margin.HIGHEST, Margin.LOWEST)
        for short in (False, True)
    ]
    assert said[0] == "égalité 2–2, le 9 (joueur 1) bat le 7 (joueur 2)"
    assert not [sentence for sentence in said if " de joueur" in sentence], said


def test_the_end_names_the_computer() -> None:
    scores = (cards("GOB1 GOB2 KNI2"), cards("GOB3 KNI5 KNI7 GOB0 GOB5"))
    line = faction_line(FactionResult("GOB", 2, Margin.MORE), scores, 1, ("You", "Strong AI"))
    assert line == "Goblins: Strong AI wins, 3 cards to 2"


def test_no_sentence_a_player_reads_holds_a_card_code() -> None:
    """Every log line from each side, every hint reason and the end's lines of random games,
    base and with Seers."""
    for game in _games(6) + _games(6, SEERS):
        for reader in (1, 2, None):
            for line in log_lines(game, reader):
                assert not CODE.search(line), line
        outcome = game.outcome
        assert outcome is not None
        for line in ending_lines(outcome, game.state.scores, 1, ("You", "Strong AI")):
            assert not CODE.search(line), line
        for index in range(len(game.history)):
            state = game.state_after(index)
            if state.to_act is None:
                continue
            seen = view(state, state.to_act)
            for move in seen.legal_moves:
                reason = move_reason(seen, move)
                assert not CODE.search(reason), reason
                assert "Doppelgangers or Doppelgangers" not in reason
                assert "seat" not in reason.lower(), reason  # never "seat 2" for the computer
            for reason in barred_cards(seen).values():
                assert not CODE.search(reason), reason
            assert not CODE.search(deck_words(state.deck))  # the replay's spoilers
            for said in sayings(game.history[index].events, 1, ("You", "Strong AI")):
                assert not CODE.search(said.words), said.words  # the words over a move


def test_how_to_play_counts_the_goblin_zeros_as_the_deck_does() -> None:
    """C-COMP-1: 14 Goblins, five of them 0s, as How to play says."""
    zeros = FACTIONS["GOB"].values.count(0)
    words = {0: "no", 4: "four", 5: "five"}[zeros]
    text = " ".join(body for _, body in SECTIONS)
    assert f"14 cards, {words} of them 0s" in text
