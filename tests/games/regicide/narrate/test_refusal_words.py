"""The engine's refusals in the player's words (issue 35): the engine gives facts (a code and
its values), narrate words every code whole in each language, cards as players write them;
the English stays the engine's own sentence, which `check` prints (tests/commands)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

import pytest

from regicide.games.regicide.engine import Refusal, Value, Why, parse_card, refuse
from regicide.games.regicide.narrate import REFUSAL_WORDS, refusal_words
from regicide.i18n import ENGLISH, use_language

ENGINE = Path(__file__).resolve().parents[4] / "regicide" / "games" / "regicide" / "engine"
#: A value for every placeholder a refusal names.
SAMPLES: dict[str, Value] = {
    "move": "Nonsense()",
    "due": 13,
    "card": parse_card("7H"),
    "cards": (parse_card("7H"), parse_card("9D")),
    "seat": 4,
    "players": 3,
    "others": 3,
    "limit": 10,
    "total": 11,
}


def _sample(why: Why) -> Refusal:
    names = [name for _, name, _, _ in Formatter().parse(why.value) if name]
    return refuse(why, **{name: SAMPLES[name] for name in names})


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    use_language(ENGLISH)


def _refused_codes() -> set[str]:
    """Every `Why.X` the engine's source refuses with (`refuse(Why.X, …)`)."""
    found = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "refuse":
                code = node.args[0]
                assert isinstance(code, ast.Attribute), f"{path.name}:{node.lineno}"
                found.add(code.attr)
    return found


def _sentences_raised() -> list[str]:
    """Where the engine's source raises IllegalMove with a sentence of its own."""
    found = []
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            raised = isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalMove"
            if raised and any(isinstance(arg, ast.Constant | ast.JoinedStr) for arg in node.args):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_every_refusal_the_engine_gives_is_worded_in_narrate() -> None:
    assert _refused_codes() == {why.name for why in Why}
    assert set(REFUSAL_WORDS) == set(Why)
    assert _sentences_raised() == []


@pytest.mark.parametrize("why", list(Why), ids=lambda why: why.name)
def test_narrate_s_english_is_the_engine_s_sentence(why: Why) -> None:
    assert REFUSAL_WORDS[why] == why.value
    refusal = _sample(why)
    assert refusal_words(refusal) == str(refusal).replace("7H", "7♥").replace("9D", "9♦")


@pytest.mark.parametrize("language", ["de", "fr", "es"])
@pytest.mark.parametrize("why", list(Why), ids=lambda why: why.name)
def test_every_refusal_is_worded_in_each_language(language: str, why: Why) -> None:
    refusal = _sample(why)
    english = refusal_words(refusal)
    use_language(language)
    words = refusal_words(refusal)
    assert words != english and "{" not in words
    shown = {"card": "7♥", "cards": "7♥ 9♦"}
    for name, value in refusal.values:
        assert shown.get(name, str(value)) in words
