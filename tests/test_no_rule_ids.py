"""Rule IDs (R-SOLO-2, C-TRICK-3, B-ATK-2) are for the code and its tests, never for players:
no sentence a player reads names one — not a game's words (narrate), its hints, its table
talk, How to play, nor any other string the package holds (a refusal, a chooser's line)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

import regicide
from regicide.games.protocol import GameDef, Match
from regicide.games.registry import GAMES

RULE_ID = re.compile(r"\b[A-Z]-[A-Z]+(?:-[A-Z]+)*-\d")
MOST_MOVES = 300  # a game's words are all met well before this; it bounds the test's time


def _game_words(game: GameDef, players: int, seed: int) -> list[str]:
    """Every sentence the game says over a whole game its first computer plays for every
    seat: the setup, each turn's lines for every seat and for the table, each move's text,
    each hint's explanation and what the computers say aloud."""
    match: Match = game.new_match(players, seed)
    player = game.make_player(game.computer_players[0], think=0.01, iterations=20)
    rng = random.Random(seed)
    seats: list[int | None] = [None, *range(1, players + 1)]
    words = [text for seat in seats for text, _ in game.setup_lines(match, seat)]
    while (seat := game.to_act(match.state)) is not None and len(match.history) < MOST_MOVES:
        talk = game.table_talk(match, [seat])
        words += game.talk_lines(match, talk)
        command = player.choose(match.view(seat), rng, **talk)
        words.append(game.explain(match.view(seat), command))
        match.submit(command)
        index = len(match.history) - 1
        words.append(game.move_text(match, index))
        words += [text for who in seats for text, _ in game.turn_lines(match, index, who)]
    return words


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_rule_id_in_a_games_words_or_hints(game: GameDef, seed: int) -> None:
    for players in (game.seat_counts[0], game.seat_counts[-1]):
        named = [words for words in _game_words(game, players, seed) if RULE_ID.search(words)]
        assert not named, named[:5]


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_no_rule_id_in_how_to_play(game: GameDef) -> None:
    from regicide.ui.kits import kit_of  # noqa: PLC0415 (pygame's half, only here)

    named = [
        text
        for heading, body in kit_of(game).help_pages()
        for text in (heading, body)
        if RULE_ID.search(text)
    ]
    assert not named, named


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings (docstrings cite rule IDs)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_no_string_of_the_package_names_a_rule_id() -> None:
    """Refusals, choosers' lines, tooltips and file errors included: a rule ID goes in a
    comment beside the sentence."""
    package = Path(regicide.__file__).parent
    named = [
        f"{path.relative_to(package)}:{line}: {text!r}"
        for path in sorted(package.rglob("*.py"))
        for line, text in _strings(path)
        if RULE_ID.search(text)
    ]
    assert not named, "\n".join(named)
