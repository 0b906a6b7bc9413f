"""Moves and records from files may be hostile: refused early and cheaply, with a sentence,
never with a plain ValueError from deep inside Python (FORMAT.md: no traceback for bad input)."""

from __future__ import annotations

from typing import Any

import pytest

from regicide.games.regicide.engine import (
    ChooseNext,
    Discard,
    NotationError,
    RecordError,
    parse_move,
    read_record,
)
from regicide.games.regicide.engine.notation import MAX_MOVE_CARDS
from regicide.games.regicide.engine.record import MAX_MOVES
from tests.builders import cards

EIGHT = "2C 3C 4C 5C 6C 7C 8C 9C"


def record(moves: list[str], **keys: Any) -> dict[str, Any]:
    return {"format": "regicide-record", "version": 1, "players": 1, **keys, "moves": moves}


def refusal(move: str) -> str:
    with pytest.raises(NotationError) as raised:
        parse_move(move)
    return str(raised.value)


def test_no_legal_move_names_more_cards_than_a_solo_hand_holds() -> None:
    """R-SETUP-3: the largest hand is 8 (solo), so no discard names more; a play names 4."""
    assert MAX_MOVE_CARDS == 8
    assert parse_move(f"discard {EIGHT}") == Discard(cards(EIGHT))


@pytest.mark.parametrize("count", [9, 100, 1_300_000])
def test_a_move_naming_too_many_cards_is_refused_before_they_are_read(count: int) -> None:
    message = refusal("discard " + "QQ " * count)  # not even cards: never parsed one by one
    assert message.endswith(f"names {count:,} cards; a move names at most 8")
    assert len(message) < 120  # the move itself is quoted only in part


def test_a_long_move_of_another_verb_is_refused_for_its_extra_words() -> None:
    assert "extra words" in refusal("yield " + "x " * 100_000)
    assert "seat number" in refusal("next " + "2 " * 100_000)


@pytest.mark.parametrize("digits", [7, 4_301, 50_000])
def test_a_seat_number_too_long_for_int_is_a_notation_error(digits: int) -> None:
    """Python's int() refuses more than 4,300 digits with a plain ValueError: never reached."""
    message = refusal("next " + "9" * digits)
    assert f"names a seat number of {digits:,} digits" in message
    assert len(message) < 120


@pytest.mark.parametrize("move", ["next 0", "next 00", "next -1", "next ²", "next 2 3", "next x"])
def test_what_is_not_a_seat_number_is_refused(move: str) -> None:
    assert "needs one seat number from 1" in refusal(move)


def test_leading_zeros_still_name_a_seat() -> None:
    assert parse_move("next 0003") == ChooseNext(3)
    assert parse_move("next " + "0" * 5_000 + "2") == ChooseNext(2)


def test_a_record_of_too_many_moves_is_refused_before_any_is_read() -> None:
    with pytest.raises(RecordError) as raised:
        read_record(record(["not a move"] * (MAX_MOVES + 1)))
    assert raised.value.where == "moves"
    assert str(raised.value) == "moves: holds 10,001 moves; a record holds at most 10,000"


def test_a_record_at_the_cap_is_read() -> None:
    assert len(read_record(record(["yield"] * MAX_MOVES)).moves) == MAX_MOVES


def test_the_move_at_fault_is_named() -> None:
    moves = ["play 2C", "yield", "flip", "discard " + "2C " * 1_300_000]
    with pytest.raises(RecordError) as raised:
        read_record(record(moves))
    assert str(raised.value).startswith("moves[3]: move 4: 'discard 2C 2C")
    assert str(raised.value).endswith("names 1,300,000 cards; a move names at most 8")


@pytest.mark.parametrize("key", ["seed", "players", "version", "first_seat"])
def test_huge_numbers_are_described_not_printed(key: str) -> None:
    """Python cannot even print an integer of 5,000 digits: the message says how long it is."""
    with pytest.raises(RecordError) as raised:
        read_record({**record([]), key: 10**5000})
    assert raised.value.where == key
    assert "5,001 digits" in str(raised.value) and len(str(raised.value)) < 150


def test_a_seed_of_a_thousand_digits_is_the_longest_accepted() -> None:
    assert read_record(record([], seed=10**1000 - 1)).seed == 10**1000 - 1
    with pytest.raises(RecordError, match="seed: a number of about 1,001 digits is too long"):
        read_record(record([], seed=-(10**1000)))


def test_huge_numbers_in_a_position_are_described() -> None:
    start = {"castle": [], "enemy": "KS", "tavern": [], "hands": [[]], "damage": 10**5000}
    with pytest.raises(RecordError) as raised:
        read_record(record([], start=start))
    assert raised.value.where == "start.damage" and "5,001 digits" in str(raised.value)
