"""`regicide check FILE` (FORMAT.md) on record files written to tmp_path. Exit 0 prints the
state; exit 1 names the first illegal move; exit 2 refuses a file it cannot use, without a
traceback. Each case runs the command line through `regicide.cli.main`; a good file, an
illegal move, a missing file, the hostile files (under a memory cap), a closed pipe and the
check that pygame stays unloaded run it as a user or an acceptance test does, a process of its
own (`python -m regicide check FILE`).
"""

from __future__ import annotations

import io
import json
import os
import random
import resource
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
import yaml

from regicide.cli import main
from regicide.games.regicide.engine import (
    Game,
    GameState,
    Rules,
    format_move,
    legal_moves,
    position_data,
    read_position,
)
from regicide.games.regicide.engine.cards import cards_value
from tests.builders import cards, game_at, play, position, refused

OUTPUT_KEYS = {
    "players",
    "status",
    "phase",
    "current",
    "enemy",
    "enemy_attack",
    "enemy_health",
    "damage",
    "shield",
    "immunity_cancelled",
    "damage_due",
    "castle",
    "tavern",
    "discard",
    "table",
    "hands",
    "yields_in_a_row",
    "tokens_used",
    "enemies_defeated",
    "medal",
    "loss_reason",
    "error",
    "legal_moves",
}
TEN_DISCARDS = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2S"
TIMEOUT = 30
MEMORY_LIMIT = 512 * 1024 * 1024  # address space for hostile files; a plain check needs ~100 MB

Data = dict[str, Any]


# --- helpers ------------------------------------------------------------------------------


def run_check(
    path: Path, *, cwd: Path | None = None, memory_limit: int | None = None, real: bool = False
) -> subprocess.CompletedProcess[str]:
    """`regicide check PATH`: in a process of its own (`python -m regicide check PATH`, as
    outside acceptance tests run it) where the test says `real`, limits its memory or chooses
    its folder; else the same command line through `regicide.cli.main` in this process (its
    exit code, stdout and stderr), which spares a Python start a file."""
    if not real and cwd is None and memory_limit is None:
        return in_process(["check", str(path)])

    def limit_memory() -> None:
        if memory_limit is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))

    return subprocess.run(
        [sys.executable, "-m", "regicide", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        preexec_fn=limit_memory,
        check=False,
    )


def in_process(arguments: list[str]) -> subprocess.CompletedProcess[str]:
    """`regicide ARGUMENTS` run by the command's own entry point in this process."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(arguments)
        except SystemExit as stop:  # argparse's own exit, as the real command's
            code = stop.code if isinstance(stop.code, int) else 2
    return subprocess.CompletedProcess(arguments, code, out.getvalue(), err.getvalue())


def record(players: int, moves: list[str], **keys: Any) -> Data:
    return {"format": "regicide-record", "version": 1, "players": players, **keys, "moves": moves}


def write(tmp_path: Path, content: Data | str | bytes, name: str = "record.yaml") -> Path:
    """A file holding `content`: YAML for a dict, else the text or bytes as given."""
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(yaml.safe_dump(content, sort_keys=False, allow_unicode=True), "utf-8")
    return path


def check_ok(tmp_path: Path, content: Data | str | bytes, *, real: bool = False) -> Data:
    """Exit 0, nothing on stderr, one JSON object with every FORMAT.md key and no error."""
    result = run_check(write(tmp_path, content), real=real)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    report = json.loads(result.stdout)
    assert isinstance(report, dict)
    assert set(report) >= OUTPUT_KEYS
    assert report["error"] is None
    return report


def check_illegal(tmp_path: Path, content: Data, move: int, *, real: bool = False) -> Data:
    """Exit 1: stderr is exactly `move N: <reason>`, stdout the state with the same error."""
    result = run_check(write(tmp_path, content), real=real)
    assert result.returncode == 1, result.stderr
    report: Data = json.loads(result.stdout)
    assert set(report) >= OUTPUT_KEYS
    assert report["error"]["move"] == move
    assert result.stderr == f"move {move}: {report['error']['reason']}\n"
    return report


def expected(state: GameState) -> Data:
    """The report FORMAT.md asks for, read straight from the engine's state."""
    return {
        "players": state.players,
        "status": state.status.value,
        "phase": state.phase.value,
        "current": state.current,
        "enemy": str(state.enemy) if state.enemy else None,
        "damage": state.damage,
        "shield": state.shield,
        "immunity_cancelled": state.immunity_cancelled,
        "damage_due": state.damage_due,
        "castle": [str(card) for card in state.castle],
        "tavern": [str(card) for card in state.tavern],
        "discard": [str(card) for card in state.discard],
        "table": [[str(card) for card in play] for play in state.table],
        "hands": [[str(card) for card in hand] for hand in state.hands],
        "yields_in_a_row": state.yields_in_a_row,
        "tokens_used": state.tokens_used,
        "enemies_defeated": state.enemies_defeated,
        "medal": state.medal.value if state.medal else None,
        "loss_reason": state.loss_reason,
        "legal_moves": [format_move(move) for move in legal_moves(state)],
    }


def assert_matches(report: Data, state: GameState) -> None:
    assert {key: report[key] for key in expected(state)} == expected(state)
    if state.enemy is not None:
        assert report["enemy_attack"] == state.enemy.enemy_attack
        assert report["enemy_health"] == state.enemy.enemy_health


def start(players: int = 1, **kwargs: Any) -> Data:
    """A FORMAT.md `start:` mapping; tests.builders places every card not mentioned."""
    return position_data(position(players, **kwargs))


def random_moves(game: Game, count: int, seed: int) -> list[str]:
    """Play up to `count` legal moves chosen by a seeded picker; returns them as text."""
    picker = random.Random(seed)
    moves: list[str] = []
    while len(moves) < count and game.legal_moves():
        move = picker.choice(game.legal_moves())
        game.submit(move)
        moves.append(format_move(move))
    return moves


# --- good files: exit 0 -------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 3])
@pytest.mark.parametrize("count", [0, 6])
def test_fresh_deal_and_moves_match_the_engine(tmp_path: Path, players: int, count: int) -> None:
    game = Game.new(players, seed=20261121)
    moves = random_moves(game, count, seed=players)
    assert len(moves) == count
    real = players == 3 and count == 6  # one of them as a process of its own
    report = check_ok(tmp_path, record(players, moves, seed=20261121), real=real)
    assert_matches(report, game.state)
    if count == 0:
        assert report["phase"] == "play" and report["current"] == 1
        assert len(report["castle"]) == 11 and report["enemy"][0] == "J"
        assert [len(hand) for hand in report["hands"]] == ([8] if players == 1 else [6, 6, 6])
        assert len(report["tavern"]) == (32 if players == 1 else 23)


@pytest.mark.parametrize("move", ["play AC 7H", "play 7h ac"])
def test_example_1_clubs_double_and_hearts_heal(tmp_path: Path, move: str) -> None:
    data = start(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS)
    report = check_ok(tmp_path, record(1, [move], start=data))
    assert report["damage"] == 16 and len(report["discard"]) == 2
    assert len(report["tavern"]) == len(data["tavern"]) + 8
    assert report["table"] == [move.upper().split()[1:]]  # in the order the move wrote them
    assert report["hands"] == [["9D"]]
    assert report["phase"] == "suffer" and report["damage_due"] == 10
    assert report["legal_moves"] == ["flip"]  # 9D cannot cover 10; a token can


def test_two_jesters_in_a_hand_are_one_legal_move(tmp_path: Path) -> None:
    data = start(4, enemy="JS", hands=["JKR JKR 2C 7H AC", "3C", "4C", "5C"])
    report = check_ok(tmp_path, record(4, [], start=data))
    assert report["hands"][0] == ["AC", "2C", "7H", "JKR", "JKR"]
    assert report["legal_moves"] == [
        "play AC",
        "play 2C",
        "play 7H",
        "play JKR",
        "play AC 2C",
        "play AC 7H",
        "yield",
    ]


def test_example_5_jester_raises_a_spade_shield_and_hands_over(tmp_path: Path) -> None:
    data = start(3, enemy="JS", hands=["2C", "3C", "JKR 4C"], table=["5S", "AS 8H"], current=3)
    report = check_ok(tmp_path, record(3, ["play JKR"], start=data))
    assert report["shield"] == 14 and report["immunity_cancelled"] is True
    assert report["table"] == [["5S"], ["AS", "8H"], ["JKR"]]
    assert report["phase"] == "choose_next" and report["current"] == 3
    assert report["legal_moves"] == ["next 1", "next 2", "next 3"]
    assert report["damage_due"] == 0


TAVERN_9 = "AC 4C 5C 6C 7C 8C 9C 10C AD 2D 3D 4D 5D 6D 7D 8D 9D 10D AH 3H 4H 5H 6H 8H 9H 10H AS"
EXAMPLE_9_TAVERN = [*TAVERN_9.split(), "4S", "5S", "6S", "7S", "8S", "9S", "10S", "2C"]
EXAMPLE_9 = """\
format: regicide-record
version: 1
players: 1
seed: 9
start:
  castle: [QH, QD, QC, KS, KH, KD, KC]
  enemy: QS
  damage: 0
  table: [[2S], [3S]]
  tavern: [{tavern}]
  discard: [JC, JD, JH, JS]
  hands: [[7H, 2H, 3C]]
  current: 1
  yields_in_a_row: 0
  tokens_used: {tokens}
  enemies_defeated: 4
moves: [{moves}]
"""


def example_9(tokens: int, moves: str) -> str:
    """RULES.md example 9 as a fully hand-written record (every card stated)."""
    return EXAMPLE_9.format(tavern=", ".join(EXAMPLE_9_TAVERN), tokens=tokens, moves=moves)


def test_example_9_a_solo_flip_saves_the_game(tmp_path: Path) -> None:
    report = check_ok(tmp_path, example_9(0, "play 7H"))
    assert report["damage"] == 7 and report["phase"] == "suffer"
    assert report["damage_due"] == 15 and report["legal_moves"] == ["flip"]
    assert report["table"] == [["2S"], ["3S"], ["7H"]] and report["discard"] == []
    assert sorted(report["tavern"][-4:]) == ["JC", "JD", "JH", "JS"]  # 7H healed them all
    flipped = check_ok(tmp_path, example_9(0, "play 7H, flip"))
    assert flipped["status"] == "playing" and flipped["tokens_used"] == 1
    assert sorted(flipped["hands"][0]) == sorted(EXAMPLE_9_TAVERN[:8])
    assert flipped["tavern"] == EXAMPLE_9_TAVERN[8:] + report["tavern"][-4:]
    assert flipped["discard"] == ["2H", "3C"]


def test_example_9_without_tokens_is_lost(tmp_path: Path) -> None:
    report = check_ok(tmp_path, example_9(2, "play 7H"))
    assert report["status"] == "lost" and report["phase"] == "over"
    assert report["legal_moves"] == [] and report["medal"] is None
    assert isinstance(report["loss_reason"], str) and "15" in report["loss_reason"]
    assert report["damage_due"] == 0  # only in `suffer`


def test_example_10_two_flips_then_a_bronze_win(tmp_path: Path) -> None:
    tavern = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2H 3H 4H 5H 6H 7H 8H"
    data = start(enemy="KS", castle="", hands=["2D"], damage=20, tavern=tavern)
    report = check_ok(tmp_path, record(1, ["flip", "flip", "play 10C"], start=data))
    assert report["status"] == "won" and report["medal"] == "bronze"
    assert report["phase"] == "over" and report["legal_moves"] == []
    assert report["tokens_used"] == 2 and report["loss_reason"] is None
    assert report["enemies_defeated"] == data["enemies_defeated"] + 1


def test_a_solo_win_without_tokens_is_gold(tmp_path: Path) -> None:
    data = start(enemy="KS", castle="", hands=["10C 2D"], damage=20, enemies_defeated=11)
    report = check_ok(tmp_path, record(1, ["play 10C"], start=data))
    assert report["status"] == "won" and report["medal"] == "gold"
    assert report["enemies_defeated"] == 12 and report["castle"] == []


def test_a_multiplayer_win_has_no_medal(tmp_path: Path) -> None:
    data = start(2, enemy="KS", castle="", hands=["10C", "2D"], damage=20)
    report = check_ok(tmp_path, record(2, ["play 10C"], start=data))
    assert report["status"] == "won" and report["medal"] is None


SUFFER_HAND = "AH 2C 4S 6D 9S 10H"


def minimal_sets(hand: str, due: int) -> list[str]:
    """Every discard from `hand` covering `due` from which no card can be dropped."""
    found = set()
    for size in range(1, len(hand.split()) + 1):
        for chosen in combinations(cards(hand), size):
            total = cards_value(chosen)
            if total >= due and all(total - card.value < due for card in chosen):
                found.add(frozenset(chosen))
    return sorted(" ".join(sorted(str(card) for card in group)) for group in found)


def test_suffer_lists_only_minimal_discards(tmp_path: Path) -> None:
    data = start(2, enemy="JC", hands=[SUFFER_HAND, "3D"])
    report = check_ok(tmp_path, record(2, ["yield"], start=data))
    assert report["phase"] == "suffer" and report["damage_due"] == 10
    assert report["yields_in_a_row"] == 1 and report["current"] == 1
    moves = report["legal_moves"]
    assert all(move.startswith("discard ") for move in moves)
    listed = sorted(" ".join(sorted(move.split()[1:])) for move in moves)
    assert listed == minimal_sets(SUFFER_HAND, 10)
    assert len(moves) == len(set(moves))


def test_a_non_minimal_discard_is_legal_unless_strict(tmp_path: Path) -> None:
    data = start(2, enemy="JC", hands=[SUFFER_HAND, "3D"])
    moves = ["yield", "discard 4S 6D 10H"]
    report = check_ok(tmp_path, record(2, moves, start=data))
    assert report["current"] == 2 and report["hands"][0] == ["AH", "2C", "9S"]
    strict = check_illegal(
        tmp_path, record(2, moves, rules={"strict_discard": True}, start=data), move=2
    )
    assert "Strict discard" in strict["error"]["reason"] and strict["phase"] == "suffer"
    strict_ok = record(2, ["yield", "discard 9S 10H"], rules={"strict_discard": True}, start=data)
    assert check_ok(tmp_path, strict_ok)["hands"][0] == ["AH", "2C", "4S", "6D"]


# --- the same record written in every accepted form -----------------------------------

FORMS_START: Data = {"enemy": "JS", "hands": ["10H 2H 3D"], "discard": TEN_DISCARDS}


def forms_game() -> Game:
    return play(game_at(seed=4, **FORMS_START), "play 10H")


def forms_record() -> Data:
    return record(1, ["play 10H"], seed=4, start=start(**FORMS_START))


def as_json() -> str:
    return json.dumps(forms_record())


def with_bom() -> bytes:
    return b"\xef\xbb\xbf" + yaml.safe_dump(forms_record()).encode()


def with_symbols() -> str:
    data = forms_record()
    data["start"]["hands"] = [["t♥", "2♥", "3d"]]
    data["start"]["enemy"] = "j♠"
    data["moves"] = ["PLAY 10♥"]
    return yaml.safe_dump(data, allow_unicode=True)


def with_extra_keys() -> str:
    data = forms_record()
    data.update(comment="hand-made", app_stats={"wins": 3}, another=[1, 2])
    return yaml.safe_dump(data)


def with_empty_rules() -> str:
    return yaml.safe_dump({**forms_record(), "rules": {}})


@pytest.mark.parametrize(
    "content", [as_json, with_bom, with_symbols, with_extra_keys, with_empty_rules]
)
def test_accepted_forms_give_the_canonical_report(tmp_path: Path, content: Any) -> None:
    report = check_ok(tmp_path, content())
    assert_matches(report, forms_game().state)
    assert report["hands"] == [["2H", "3D"]] and report["table"] == [["10H"]]


def test_no_seed_key_is_a_valid_repeatable_deal(tmp_path: Path) -> None:
    first = check_ok(tmp_path, record(2, []))
    second = check_ok(tmp_path, record(2, []))
    assert first == second
    every = (
        first["castle"]
        + [first["enemy"]]
        + first["tavern"]
        + [card for hand in first["hands"] for card in hand]
    )
    assert sorted(every) == sorted(str(card) for card in Game.new(2, seed=1).state.all_cards())


def test_a_null_enemy_reveals_the_castle_top(tmp_path: Path) -> None:
    data = start(enemy="JH", hands=["5C"])
    data["castle"] = ["JH", *data["castle"]]
    data["enemy"] = None
    report = check_ok(tmp_path, record(1, [], start=data))
    assert report["enemy"] == "JH" and report["castle"] == data["castle"][1:]
    assert report["enemy_attack"] == 10 and report["enemy_health"] == 20


def test_an_omitted_enemy_also_reveals_the_castle_top(tmp_path: Path) -> None:
    data = start(enemy="QD", hands=["5C"])
    data["castle"] = ["QD", *data["castle"]]
    del data["enemy"]
    report = check_ok(tmp_path, record(1, [], start=data))
    assert report["enemy"] == "QD" and report["enemy_health"] == 30


# --- illegal moves: exit 1 ---------------------------------------------------------------


def test_an_illegal_move_reports_the_state_just_before_it(tmp_path: Path) -> None:
    game = Game.new(3, seed=7)
    moves = random_moves(game, 3, seed=7)
    reason = refused(game, "play KD")
    report = check_illegal(tmp_path, record(3, [*moves, "play KD", "yield"], seed=7), move=4)
    assert report["error"] == {"move": 4, "reason": reason}
    assert_matches(report, game.state)


ILLEGAL = [
    pytest.param(1, ["yield"], 1, id="solo-yield"),
    pytest.param(1, ["play 2C 3C"], 1, id="mixed-combo"),
    pytest.param(1, ["play 2C", "play 5C"], 2, id="after-the-game-ended"),
    pytest.param(1, ["discard 2C"], 1, id="discard-in-step-1"),
    pytest.param(3, ["play JKR", "next 4"], 2, id="no-seat-4"),
    pytest.param(3, ["play JKR", "play 2C"], 2, id="play-before-choosing"),
    pytest.param(2, ["yield", "yield"], 2, id="discard-expected"),
    pytest.param(2, ["flip"], 1, id="flip-in-a-team-game"),
]


def illegal_start(players: int) -> Data:
    hands = {1: ["2C 3C 5C"], 2: ["2C 5C", "8D"], 3: ["JKR 2C", "8D", "9D"]}[players]
    return start(players, enemy="KC", castle="", hands=hands, damage=38, shield=15)


@pytest.mark.parametrize(("players", "moves", "number"), ILLEGAL)
def test_illegal_moves_exit_1(tmp_path: Path, players: int, moves: list[str], number: int) -> None:
    data = illegal_start(players)
    game = Game.from_position(read_position(data, players, Rules()))
    play(game, *moves[: number - 1])
    reason = refused(game, moves[number - 1])
    report = check_illegal(tmp_path, record(players, moves, start=data), move=number)
    assert report["error"]["reason"] == reason
    assert_matches(report, game.state)


#: The reason `check` gives for each of ILLEGAL, byte for byte (FORMAT.md): the engine gives a
#: refusal's facts, and its English sentence stays what it always was.
ILLEGAL_REASONS = {
    "solo-yield": "A solo player may not yield.",
    "mixed-combo": "A combo needs cards of the same rank (2C 3C differ).",
    "after-the-game-ended": "The game is over.",
    "discard-in-step-1": "It is time to play cards or yield, not to discard.",
    "no-seat-4": "There is no seat 4; choose 1 to 3.",
    "play-before-choosing": "First choose who takes the next turn.",
    "discard-expected": "First discard cards worth at least 5 to survive the attack.",
    "flip-in-a-team-game": "Jester tokens are only used in a solo game.",
}


@pytest.mark.parametrize(
    ("players", "moves", "number", "reason"),
    [pytest.param(*case.values, ILLEGAL_REASONS[str(case.id)], id=case.id) for case in ILLEGAL],
)
def test_check_s_reasons_stay_the_english_sentences(
    tmp_path: Path, players: int, moves: list[str], number: int, reason: str
) -> None:
    report = check_illegal(tmp_path, record(players, moves, start=illegal_start(players)), number)
    assert report["error"]["reason"] == reason


def test_a_move_after_the_end_says_the_game_is_over(tmp_path: Path) -> None:
    data = illegal_start(1)
    content = record(1, ["play 2C", "flip"], start=data)
    report = check_illegal(tmp_path, content, move=2, real=True)  # as a process of its own
    assert report["status"] == "won" and report["error"]["reason"] == "The game is over."


# --- unusable files: exit 2 --------------------------------------------------------------


def check_unusable(path: Path, *needles: str, **limits: Any) -> str:
    """Exit 2, nothing on stdout, one message naming the file and saying what is wrong."""
    result = run_check(path, **limits)
    assert result.returncode == 2, (result.returncode, result.stdout[:200], result.stderr)
    assert result.stdout == ""
    assert "Traceback" not in result.stderr and "unexpected error" not in result.stderr
    assert result.stderr.startswith(f"{path}: ")
    message = result.stderr.removeprefix(f"{path}: ")
    for needle in needles:
        assert needle in message
    return message


def good_start() -> Data:
    return start(enemy="JC", hands=["2C 3C"])


def changed(data: Data, changes: Data) -> Data:
    """`data` with keys set, or removed where the change is None."""
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


def with_start(**changes: Any) -> Data:
    return record(1, [], start=changed(good_start(), changes))


def with_keys(**changes: Any) -> Data:
    return changed(record(1, ["play 2C"], seed=1), changes)


def moved_to_hand(count: int) -> Data:
    data = good_start()
    data["hands"] = [data["hands"][0] + data["tavern"][:count]]
    data["tavern"] = data["tavern"][count:]
    return record(1, [], start=data)


def tavern_card_in_castle() -> Data:
    data = good_start()
    data["castle"] = [data["tavern"][0], *data["castle"]]
    data["tavern"] = data["tavern"][1:]
    return record(1, [], start=data)


UNUSABLE_DOCUMENTS = [
    pytest.param("", ["is empty"], id="empty"),
    pytest.param("  \n\n", ["is empty"], id="blank"),
    pytest.param("format: [regicide-record\nversion: 1\n", ["line 2"], id="not-yaml"),
    pytest.param("a: b: c\n", ["line 1"], id="not-yaml-mapping"),
    pytest.param("- format\n- regicide-record\n", ["not a Regicide record"], id="a-list"),
    pytest.param("just some text\n", ["not a Regicide record"], id="a-scalar"),
    pytest.param("42\n", ["not a Regicide record"], id="a-number"),
    pytest.param(b"format: x\nversion: 1\n\xff\xfe\n", ["line 3", "UTF-8"], id="bad-utf-8"),
    pytest.param("players: 1\nname: Zoë\n".encode("latin-1"), ["line 2", "UTF-8"], id="latin-1"),
    pytest.param("format: x\nx: \x01\n", ["line 2", "U+0001"], id="control-char"),
    pytest.param("moves: [\n  !!int abc]\n", ["line 2", "int"], id="bad-int-tag"),
    pytest.param("seed: 2001-13-01\n", ["line 1", "timestamp"], id="bad-date"),
    pytest.param("x: !!bool maybe\n", ["line 1", "bool"], id="bad-bool-tag"),
    pytest.param(f"seed: {'9' * 5000}\n", ["line 1", "number"], id="5000-digit-int"),
    pytest.param(f"seed: 0x{'f' * 5000}\n", ["line 1", "number"], id="5000-digit-hex"),
    pytest.param("a: 1\n---\nb: 2\n", ["line 2"], id="two-documents"),
    pytest.param("x: !custom 1\n", ["line 1", "!custom"], id="custom-tag"),
]


@pytest.mark.parametrize(("content", "needles"), UNUSABLE_DOCUMENTS)
def test_documents_that_are_not_records(
    tmp_path: Path, content: str | bytes, needles: list[str]
) -> None:
    check_unusable(write(tmp_path, content), *needles)


UNUSABLE_RECORDS = [
    pytest.param(with_keys(format="regicide-save"), ["format", "regicide-record"], id="format"),
    pytest.param(with_keys(format=None), ["format"], id="no-format"),
    pytest.param(with_keys(version=None), ["version", "missing"], id="no-version"),
    pytest.param(with_keys(version="1"), ["version"], id="version-text"),
    pytest.param(with_keys(version=0), ["version"], id="version-0"),
    pytest.param(with_keys(version=1.5), ["version"], id="version-float"),
    pytest.param(with_keys(players=0), ["players", "out of range"], id="players-0"),
    pytest.param(with_keys(players=5), ["players", "out of range"], id="players-5"),
    pytest.param(with_keys(players="two"), ["players", "'two'"], id="players-two"),
    pytest.param(with_keys(players=True), ["players"], id="players-true"),
    pytest.param(with_keys(players=None), ["players"], id="no-players"),
    pytest.param(with_keys(rules={"easy_mode": True}), ["rules.easy_mode", "unknown"], id="var"),
    pytest.param(with_keys(rules={"strict_discard": "on"}), ["rules.strict_discard"], id="flag"),
    pytest.param(with_keys(rules=["strict_discard"]), ["rules"], id="rules-list"),
    pytest.param(with_keys(seed="abc"), ["seed"], id="seed-text"),
    pytest.param(with_keys(seed=1.5), ["seed"], id="seed-float"),
    pytest.param(with_keys(moves=None), ["moves", "missing"], id="no-moves"),
    pytest.param(with_keys(moves="play 2C"), ["moves"], id="moves-text"),
    pytest.param(with_keys(moves=["play 2C", 7]), ["moves[1]"], id="move-number"),
    pytest.param(with_keys(moves=["jump 7H"]), ["moves[0]", "jump"], id="move-word"),
    pytest.param(with_keys(moves=["play"]), ["moves[0]", "no cards"], id="play-nothing"),
    pytest.param(with_keys(moves=["discard"]), ["moves[0]", "no cards"], id="discard-nothing"),
    pytest.param(with_keys(moves=["next x"]), ["moves[0]", "next x"], id="next-x"),
    pytest.param(with_keys(moves=["next"]), ["moves[0]"], id="next-nothing"),
    pytest.param(with_keys(moves=["yield now"]), ["moves[0]", "extra"], id="yield-words"),
    pytest.param(with_keys(moves=[""]), ["moves[0]", "empty"], id="empty-move"),
    pytest.param(with_keys(moves=["play 2C", "play 7X"]), ["moves[1]", "7X"], id="card-7X"),
    pytest.param(with_keys(moves=["play 11H"]), ["moves[0]", "11H"], id="card-11H"),
    pytest.param(with_keys(moves=["play 1H"]), ["moves[0]", "1H"], id="card-1H"),
]


@pytest.mark.parametrize(("content", "needles"), UNUSABLE_RECORDS)
def test_records_with_a_bad_key(tmp_path: Path, content: Data, needles: list[str]) -> None:
    check_unusable(write(tmp_path, content), *needles)


def test_a_newer_version_says_so(tmp_path: Path) -> None:
    message = check_unusable(write(tmp_path, with_keys(version=2)), "version", "2", "newer")
    assert message.startswith("version: ") and "update" in message.lower()


def duplicate_card() -> Data:
    data = good_start()
    data["tavern"] = [*data["tavern"], "2C"]
    return record(1, [], start=data)


def missing_card() -> Data:
    data = good_start()
    data["tavern"] = data["tavern"][1:]
    return record(1, [], start=data)


INVALID_POSITIONS = [
    pytest.param(
        duplicate_card(), ["start", "2C appears 2 times", "hands[0]"], id="duplicate-card"
    ),
    pytest.param(missing_card(), ["start", "missing"], id="missing-card"),
    pytest.param(moved_to_hand(7), ["start.hands[0]", "9 cards", "limit"], id="over-full-hand"),
    pytest.param(
        with_start(hands=[["2C"], ["3C"]]), ["start.hands", "expected 1 hand "], id="two-hands"
    ),
    pytest.param(with_start(hands=None), ["start.hands", "missing"], id="no-hands"),
    pytest.param(with_start(castle=None), ["start.castle", "missing"], id="no-castle"),
    pytest.param(with_start(tavern=None), ["start.tavern", "missing"], id="no-tavern"),
    pytest.param(with_start(damage=20), ["start.damage", "out of range"], id="damage-20"),
    pytest.param(with_start(damage=-1), ["start.damage"], id="damage-negative"),
    pytest.param(with_start(shield=-3), ["start.shield"], id="shield-negative"),
    pytest.param(with_start(current=2), ["start.current", "out of range"], id="current-2"),
    pytest.param(with_start(current=0), ["start.current"], id="current-0"),
    pytest.param(with_start(tokens_used=3), ["start.tokens_used"], id="tokens-3"),
    pytest.param(with_start(enemies_defeated=12), ["start.enemies_defeated"], id="defeated-12"),
    pytest.param(with_start(immunity_cancelled="no"), ["start.immunity_cancelled"], id="flag"),
    pytest.param(tavern_card_in_castle(), ["start.castle[0]", "not a royal"], id="castle-number"),
    pytest.param(with_start(enemy="7H"), ["start.enemy", "not a royal"], id="enemy-number"),
    pytest.param(with_start(foo=1), ["start.foo", "unknown key"], id="unknown-key"),
    pytest.param(with_start(hands=[["2C", "7X"]]), ["start.hands[0][1]", "7X"], id="card-7X"),
    pytest.param(with_start(table=[[]]), ["start.table[0]"], id="empty-play"),
    pytest.param(with_start(table="5S"), ["start.table"], id="table-text"),
    pytest.param(with_start(discard={"a": 1}), ["start.discard"], id="discard-mapping"),
    pytest.param(record(1, [], start=["castle"]), ["start"], id="start-list"),
]


@pytest.mark.parametrize(("content", "needles"), INVALID_POSITIONS)
def test_invalid_positions(tmp_path: Path, content: Data, needles: list[str]) -> None:
    check_unusable(write(tmp_path, content), *needles)


def test_a_null_enemy_with_an_empty_castle(tmp_path: Path) -> None:
    data = start(enemy="KS", castle="", hands=["2C"])
    data["enemy"] = None
    check_unusable(write(tmp_path, record(1, [], start=data)), "start.enemy", "castle is empty")


def test_a_missing_file(tmp_path: Path) -> None:
    check_unusable(tmp_path / "nowhere.yaml", "no such file", real=True)


def test_a_directory(tmp_path: Path) -> None:
    check_unusable(tmp_path, "folder")


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_an_unreadable_file(tmp_path: Path) -> None:
    path = write(tmp_path, record(1, []))
    path.chmod(0)
    check_unusable(path, "permission denied")


# --- hostile files: refused quickly, with little memory, nothing run ---------------------


def test_a_python_tag_is_refused_and_never_run(tmp_path: Path) -> None:
    pwned = tmp_path / "PWNED"
    for key in ("moves: [", "seed: ", "? "):
        attack = f'!!python/object/apply:os.system ["touch {pwned}"]'
        text = f"format: regicide-record\nversion: 1\nplayers: 1\n{key}{attack}"
        text += "]\n" if key.endswith("[") else "\n"
        path = write(tmp_path, text)
        check_unusable(path, "line 4", "python", cwd=tmp_path, memory_limit=MEMORY_LIMIT)
        assert not pwned.exists()
    assert sorted(tmp_path.iterdir()) == [path]


def alias_bomb() -> str:
    """Billion laughs: 9 levels of 9 aliases, 387,420,489 strings once expanded."""
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in range(1, 10):
        lines.append(f"a{level}: &a{level} [{', '.join([f'*a{level - 1}'] * 9)}]")
    return "format: regicide-record\nversion: 1\nplayers: 1\nmoves: *a9\n" + "\n".join(lines)


def many_values() -> str:
    return "format: regicide-record\nversion: 1\nplayers: 1\nmoves: []\nx: [" + "[]," * 1_300_000


HOSTILE = [
    pytest.param(alias_bomb(), ["line 4", "alias"], id="alias-bomb"),
    pytest.param("moves: " + "[" * 100_000 + "]" * 100_000, ["nested"], id="deep-lists"),
    pytest.param("x: " + "{a: " * 50_000 + "}" * 50_000, ["nested"], id="deep-mappings"),
    pytest.param("moves:\n" + "- play 7H\n" * 600_000, ["too large"], id="6-MB"),
    pytest.param(many_values() + "]\n", ["too many values"], id="4-MB-of-lists"),
]


@pytest.mark.parametrize(("content", "needles"), HOSTILE)
def test_hostile_files_are_refused_within_a_memory_cap(
    tmp_path: Path, content: str, needles: list[str]
) -> None:
    """Refused under a 512 MB address-space cap; the subprocess timeout catches a hang.
    (How fast is a benchmark question, not a unit test's: no wall-clock assertion here.)"""
    check_unusable(write(tmp_path, content), *needles, memory_limit=MEMORY_LIMIT)


def test_an_endless_device_is_refused(tmp_path: Path) -> None:
    check_unusable(Path("/dev/zero"), "not a regular file", memory_limit=MEMORY_LIMIT)


# --- headless and read-only --------------------------------------------------------------

NO_PYGAME = """\
import importlib.util
import sys
from regicide.cli import main
assert importlib.util.find_spec("pygame") is not None, "install pygame to make this test count"
code = main(["check", sys.argv[1]])
assert code == 0, code
assert "pygame" not in sys.modules, "regicide check imported pygame"
"""


def test_check_never_imports_pygame(tmp_path: Path) -> None:
    path = write(tmp_path, record(3, ["play JKR", "next 2"], start=illegal_start(3)))
    result = subprocess.run(
        [sys.executable, "-c", NO_PYGAME, str(path)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["table"] == [["JKR"]]


@pytest.mark.parametrize(
    ("content", "code"),
    [(record(1, [], seed=3), 0), (record(1, ["yield"]), 1), (record(1, ["jump"]), 2)],
)
def test_the_file_is_left_untouched(tmp_path: Path, content: Data, code: int) -> None:
    path = write(tmp_path, content)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    before = path.read_bytes(), path.stat().st_mtime_ns
    assert run_check(path).returncode == code
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(tmp_path.iterdir()) == [path]


# --- keys written twice, and a reader that goes away ----------------------------------------


def test_a_key_written_twice_is_refused_with_its_line(tmp_path: Path) -> None:
    text = "format: regicide-record\nversion: 1\nplayers: 1\nmoves: [play 7H]\nmoves: []\n"
    result = run_check(write(tmp_path, text))
    assert result.returncode == 2 and result.stdout == ""
    assert "line 5" in result.stderr and "the key 'moves' appears twice" in result.stderr


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    path = write(tmp_path, record(1, [], seed=3))
    pipeline = f"{sys.executable} -m regicide check {path} | head -c 1 > /dev/null"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", pipeline],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    assert "Traceback" not in result.stderr and "unexpected error" not in result.stderr


def test_check_help_points_at_the_projects_own_record_docs() -> None:
    """The record format is documented in this repository, and --help says where."""
    result = subprocess.run(
        [sys.executable, "-m", "regicide", "check", "--help"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0 and "docs/records.md" in result.stdout
    assert "FORMAT.md" not in result.stdout
    docs = Path(__file__).resolve().parents[2] / "docs" / "records.md"
    assert "## `regicide check FILE`" in docs.read_text(encoding="utf-8")
