"""The game log (gamelog.py, narrate.log): every event in plain words, newest last, only what
the reading seat may know — a heal says how many cards, another seat's draw how many, the
reader's own draws which."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from regicide.games.regicide.engine import (
    ALL_SEATS,
    Game,
    PlayCards,
    parse_move,
    record_data,
    record_of,
)
from regicide.play.gamelog import GameLog
from tests.builders import REGICIDE, game_at
from tests.toy.higher_card import GAME as TOY

ROOT = Path(__file__).resolve().parents[2]
NOTATION = r"\b(10|[2-9AJQK])[CDHS]\b"


def _played(game: Game, *moves: str) -> Game:
    for move in moves:
        game.submit(parse_move(move))
    return game


def _texts(game: Game, seat: int | None) -> list[str]:
    return [text for text, _ in GameLog().lines(REGICIDE, game, seat)]


def heal_jester_and_exact_kill() -> Game:
    """Three seats against the Jack of Clubs: seat 1 heals, then seat 2 plays a Diamond and
    the seats draw round the table."""
    game = game_at(
        3,
        enemy="JC",
        hands=["7H 10S 4D", "9D 6C 3S", "5S 2C 8D"],
        discard="2H 3H 4H 5H 6H",
    )
    return _played(game, "play 7H", "discard 10S", "play 9D")


def test_a_heal_says_how_many_never_which() -> None:
    game = heal_jester_and_exact_kill()
    for seat in (1, 2, 3, None, ALL_SEATS):
        lines = _texts(game, seat)
        played = next(line for line in lines if line.startswith("Seat 1 played 7♥"))
        assert "healed 5" in played and "damage 7" in played


def test_a_draw_shows_its_cards_only_to_the_drawer() -> None:
    game = heal_jester_and_exact_kill()
    seen_by_three = next(line for line in _texts(game, 3) if line.startswith("Seat 2 played 9♦"))
    seen_by_two = next(line for line in _texts(game, 2) if line.startswith("Seat 2 played 9♦"))
    assert "Seat 3 drew" in seen_by_three and "Seat 3 drew" in seen_by_two
    own = seen_by_two.split(": ", 1)[1].split(", ")[0]  # seat 2's own draws come first
    assert own.startswith("drew") and "(" in own  # seat 2 sees what it drew
    theirs = next(part for part in seen_by_two.split(", ") if part.startswith("Seat 3 drew"))
    assert "(" not in theirs  # of seat 3's draws, only how many


def test_a_jester_and_an_exact_kill_in_words() -> None:
    game = game_at(3, enemy="JC", hands=["JKR 4D", "6C 3S", "5S 2C"], damage=8, table=["8C"])
    _played(game, "play JKR", "next 2", "play 6C")
    lines = _texts(game, 1)
    assert "Seat 1 played Jester: immunity cancelled, chooses who goes next" in lines
    assert "Seat 1 chose Seat 2 to go next" in lines
    assert "Jack of Clubs defeated exactly: placed on the tavern" in lines
    assert any(line.endswith("steps forward") for line in lines)


def test_the_deal_shows_each_seat_its_own_hand() -> None:
    game = Game.new(2, seed=5)
    own = _texts(game, 1)
    assert own[0] == "Each seat is dealt 7 cards" and own[1].startswith("Seat 1 holds")
    table = _texts(game, ALL_SEATS)
    assert table[0].startswith("Seat 1 was dealt") and table[1].startswith("Seat 2 was dealt")


def test_the_solo_deal_is_told_to_the_player() -> None:
    """Issue 33, item 9: one player has no "each seat"."""
    own = _texts(Game.new(1, seed=5), 1)
    assert own[0] == "You are dealt 8 cards" and own[1].startswith("You hold")


def test_no_line_keeps_record_notation() -> None:
    game = Game.new(3, seed=11)
    picker = random.Random(2)
    while game.legal_moves() and len(game.history) < 80:
        game.submit(picker.choice(game.legal_moves()))
    for text in _texts(game, ALL_SEATS):
        assert not re.search(NOTATION, text), text


def test_the_log_is_told_once_and_follows_undo() -> None:
    game = Game.new(1, seed=3)
    log = GameLog()
    game.submit(game.legal_moves()[0])
    first = log.lines(REGICIDE, game, 1)
    game.undo()
    assert len(log.lines(REGICIDE, game, 1)) < len(first)
    game.submit(PlayCards(game.state.hand(1)[:1]))
    assert log.lines(REGICIDE, game, 1)[-1][0].startswith("You played")


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "regicide", "log", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


def test_regicide_log_prints_the_same_lines(tmp_path: Path) -> None:
    game = heal_jester_and_exact_kill()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_data(record_of(game))), encoding="utf-8")
    result = _cli(str(path), "--seat", "2")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == _texts(game, 2)
    everyone = _cli(str(path))
    assert everyone.stdout.splitlines() == _texts(game, ALL_SEATS)


@pytest.mark.parametrize(
    ("content", "args", "expected"),
    [
        ("format: regicide-record\nversion: 1\nplayers: 1\nmoves: [fly]\n", (), "fly"),
        ("just words", (), "not a Regicide record"),
        (None, ("--seat", "5"), "seats 1 to 3"),
    ],
)
def test_regicide_log_refuses_in_one_line(
    tmp_path: Path, content: str | None, args: tuple[str, ...], expected: str
) -> None:
    path = tmp_path / "game.yaml"
    if content is None:
        data = record_data(record_of(heal_jester_and_exact_kill()))
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path.write_text(content, encoding="utf-8")
    result = _cli(str(path), *args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and expected in result.stderr


def test_the_log_names_each_seat_as_the_table_calls_it() -> None:
    """The table gives the seats' names ("Casual AI"); the log passes them to the game's words
    and remembers a move's lines for those names only (the toy game uses them)."""
    match = TOY.new_match(2, 3)
    match.submit(match.legal_moves()[0])
    log = GameLog()
    plain = [text for text, _ in log.lines(TOY, match, 1)]
    named = [text for text, _ in log.lines(TOY, match, 1, names=("You", "Casual AI"))]
    assert plain[-1].startswith("Seat 1: play")
    assert named[-1].startswith("You: play")
    assert [text for text, _ in log.lines(TOY, match, 1)] == plain
