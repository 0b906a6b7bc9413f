"""An enemy opening a headline takes its article where the language puts one (issue 35):
"Le Roi de pique tombe !", "¡La Jota de picas cae!"; English and German keep none."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from regicide.games.regicide.engine import parse_card
from regicide.games.regicide.narrate import defeat_title, enemy_subject
from regicide.i18n import ENGLISH, use_language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    use_language(ENGLISH)


@pytest.mark.parametrize(
    ("language", "card", "headline"),
    [
        ("en", "KS", "King of Spades defeated"),
        ("fr", "KS", "Le Roi de pique tombe"),
        ("fr", "QH", "La Dame de cœur tombe"),
        ("es", "JS", "¡La Jota de picas cae"),
        ("es", "KD", "¡El Rey de diamantes cae"),
    ],
)
def test_an_enemy_s_fall_is_headlined_with_its_article(
    language: str, card: str, headline: str
) -> None:
    use_language(language)
    title = defeat_title(parse_card(card))
    assert title.startswith(headline) and title.endswith("!")  # French spaces it its own way


@pytest.mark.parametrize("language", ["fr", "es"])
def test_every_enemy_opens_a_headline_with_an_article(language: str) -> None:
    use_language(language)
    articles = {"fr": ("Le ", "La "), "es": ("El ", "La ")}[language]
    for text in ("JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"):
        assert enemy_subject(parse_card(text)).startswith(articles), text
