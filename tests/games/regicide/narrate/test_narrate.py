"""Words players read (narrate.py): card names with suit symbols, never record notation."""

from __future__ import annotations

import random
import re
from dataclasses import fields

import pytest

from regicide.games.regicide.definition import GAME
from regicide.games.regicide.engine import (
    JESTER,
    ChooseNext,
    DamageDealt,
    Discard,
    EnemyAttacked,
    EnemyDefeated,
    FlipToken,
    Game,
    IllegalMove,
    PlayCards,
    TavernHealed,
    Yield,
    Yielded,
    parse_card,
    view,
)
from regicide.games.regicide.narrate import (
    TEAMMATE_NAMES,
    Tone,
    acting_banner,
    acting_lines,
    banner_text,
    card_name,
    card_title,
    cards_text,
    damage_label,
    defeated_text,
    effect_text,
    hand_caption,
    move_text,
    named,
    named_lines,
    readable,
    teammate_names,
    tokens_text,
)
from regicide.games.regicide.narrate.ending import move_line, story_tiles
from regicide.games.regicide.story import Story
from tests.builders import cards, game_at, play

NOTATION_CARD = r"\b(10|[2-9AJQK])[CDHS]\b"


@pytest.mark.parametrize(
    ("card", "name", "title"),
    [
        ("AH", "A♥", "Ace of Hearts"),
        ("10S", "10♠", "Ten of Spades"),
        ("7C", "7♣", "Seven of Clubs"),
        ("QD", "Q♦", "Queen of Diamonds"),
        ("KS", "K♠", "King of Spades"),
        ("JKR", "Jester", "Jester"),
    ],
)
def test_cards_are_named_with_suit_symbols(card: str, name: str, title: str) -> None:
    assert card_name(parse_card(card)) == name
    assert card_title(parse_card(card)) == title


def test_engine_sentences_become_readable() -> None:
    assert readable("You don't hold 7H.") == "You don't hold 7♥."
    assert readable("A combo needs cards of the same rank (4S 6H differ).") == (
        "A combo needs cards of the same rank (4♠ 6♥ differ)."
    )
    assert readable("A royal (JS) is played alone") == "A royal (J♠) is played alone"
    assert readable("JKR alone, AS with 10D") == "Jester alone, A♠ with 10♦"
    assert readable("As a rule, Ace AND seats 2S") == "As a rule, Ace AND seats 2♠"


def test_every_refusal_in_random_games_reads_without_notation() -> None:
    """Try wrong moves in many positions: no sentence a player sees keeps record notation."""
    picker = random.Random(3)
    wrong = [
        Yield(),
        FlipToken(),
        ChooseNext(2),
        Discard(cards("KH")),
        PlayCards(cards("AS 2S 3S")),
    ]
    for seed in range(40):
        game = Game.new(picker.randint(1, 4), seed=seed)
        for _ in range(30):
            if not game.legal_moves():
                break
            for command in (*wrong, PlayCards(game.state.current_hand[:2])):
                try:
                    game.submit(command)
                    game.undo()
                except IllegalMove as illegal:
                    assert not re.search(NOTATION_CARD, readable(illegal.reason)), illegal.reason
            game.submit(picker.choice(game.legal_moves()))


def test_moves_and_counts_in_words() -> None:
    assert move_text(PlayCards(cards("AH 10S"))) == "Play A♥ 10♠"
    assert move_text(Discard(cards("9C"))) == "Discard 9♣"
    assert move_text(Yield()) == "Yield"
    assert move_text(FlipToken()) == "Flip a Jester token"
    assert move_text(ChooseNext(3)) == "Seat 3 goes next"
    # the move list names who chose whom (issue 33, item 9: not "Seat 2: Seat 2 goes next")
    assert move_line(1, 3, ChooseNext(3)) == "Seat 1: chooses Seat 3 to go next"
    assert move_line(2, 3, ChooseNext(2)) == "Seat 2: goes next itself"
    assert move_line(2, 3, Yield()) == "Seat 2: Yield"
    assert cards_text(cards("5C 5D")) == "5♣ 5♦"
    assert defeated_text(3) == "3 of 12 defeated"
    assert tokens_text(2) == "Jester tokens: 2 left"
    assert tokens_text(0) == "Jester tokens: none left"


def test_effects_say_what_happened() -> None:
    js = parse_card("JS")
    assert effect_text(DamageDealt(16, doubled=True), 1) == "−16  ♣×2"
    exact = effect_text(EnemyDefeated(js, exact=True), 2)
    assert exact == "Exact kill: J♠ goes on top of the tavern"
    assert effect_text(EnemyDefeated(js, exact=False), 2) == "J♠ goes to the discard pile"
    assert effect_text(TavernHealed(cards("2C 3C")), 1) == "♥ Heal 2"
    assert effect_text(TavernHealed(()), 1) == "♥ Nothing to heal"
    assert effect_text(EnemyAttacked(1, 0), 1) == "The shield holds: no damage"
    assert effect_text(EnemyAttacked(2, 7), 3) == "Seat 2 takes 7 damage"
    assert effect_text(EnemyAttacked(1, 7), 1) == "You take 7 damage"
    assert effect_text(Yielded(3), 4) == "Seat 3 yields"
    assert card_name(JESTER) == "Jester"


def test_the_banner_names_the_seat_and_the_options() -> None:
    solo = game_at(enemy="JC", hands=["7H 9D"])
    assert banner_text(view(solo.state, 1), False, True) == "Play cards or flip a Jester token"
    trio = game_at(3, enemy="JC", hands=["7H", "9D", "3S"], current=2)
    seen = view(trio.state, 1)
    assert banner_text(seen, True, False) == "Seat 2: play cards or yield"


def test_the_end_screen_counts_one_move_in_the_singular() -> None:
    numbers = {field.name: 0 for field in fields(Story)}
    one = Story(**{**numbers, "moves": 1, "biggest_play": ()})
    two = Story(**{**numbers, "moves": 2, "biggest_play": ()})
    assert ("1", "move") in story_tiles(one, None)
    assert ("2", "moves") in story_tiles(two, None)


def test_the_hand_caption_of_a_replay_does_not_say_your() -> None:
    """At the table the hand is the viewer's own; in a replay it is the seat's."""
    solo = view(Game.new(1, seed=1).state, 1)
    trio = view(Game.new(3, seed=1).state, 2)
    assert hand_caption(solo) == "Your hand (8 of 8)"
    assert hand_caption(solo, watching=True) == "The hand (8 of 8)"
    assert hand_caption(trio, watching=True) == "Seat 2's hand (6 of 6)"


def test_the_log_speaks_plainly() -> None:
    """Issue 20, item 9: "You hold" (not "You holds"), a heal of nothing said as such, and the
    enemy's strike mid-sentence in small letters."""
    solo = Game.new(1, seed=1)
    dealt = [words for words, _ in GAME.setup_lines(solo, 1)]
    assert not any("You holds" in line for line in dealt)
    game = game_at(enemy="JS", hands=["5H 3C 9D"], discard="")
    play(game, "play 5H")
    (move, *_) = [words for words, _ in GAME.turn_lines(game, 0, 1)]
    assert "nothing to heal" in move and "healed 0" not in move
    assert "the enemy strikes: you must discard 10 or more" in move


def test_a_computer_s_turn_is_spoken_of_not_to_the_person() -> None:
    """Issue 20, item 3: the banner and the side panel name the seat that acts."""
    trio = game_at(3, enemy="JC", hands=["7H", "9D 8S", "3S"], current=2)
    play(trio, "yield")
    seen = view(trio.state, 1)
    assert acting_banner(seen, "Seat 2 (computer)") == "Seat 2 (computer) takes 10 damage"
    lines = [words for words, _ in acting_lines(seen, thinking=True, autoplay=False)]
    assert lines[:2] == ["Thinking…", "Must discard cards worth at least 10, from 2 cards"]
    assert damage_label(seen) == "Seat 2 takes" and damage_label(view(trio.state, 2)) == "You take"
    solo = view(Game.new(1, seed=1).state, 1)
    assert acting_banner(solo, "Autoplay", "you") == "Autoplay plays for you"


def test_computer_teammates_are_called_by_their_names_and_people_by_their_seats() -> None:
    """Issue 33, item 3: the names are chosen in one place; words about seats take them."""
    names = teammate_names([2, 4])
    assert names == {2: TEAMMATE_NAMES[2], 4: TEAMMATE_NAMES[4]}
    said = named("Seat 2 chose Seat 3 to go next; draw 4: you 2, seat 4 2", names)
    assert said == f"{names[2]} chose Seat 3 to go next; draw 4: you 2, {names[4]} 2"
    assert named_lines([("Seat 4's hand", Tone.DIM)], names) == [(f"{names[4]}'s hand", Tone.DIM)]
    assert len(set(TEAMMATE_NAMES.values())) == 4
