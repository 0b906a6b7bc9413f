"""The words under a card's picture are its game's: Regicide's Aces are Companions and its
Jester a JESTER, Baisch's Joker a JOKER and its Ace nothing, a new game's cards nothing unless
it says so; two games' Aces of Hearts are two pictures when their words differ."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

import regicide.games.regicide.ui  # noqa: F401 (names Regicide's captions, as its tables do)
from regicide.games.baisch.engine import parse_card as baisch_card
from regicide.games.baisch.ui.faces import face as baisch_face
from regicide.games.regicide.engine import parse_cards
from regicide.themes.theme import load_theme
from regicide.ui.assets import TextCache
from regicide.ui.cardart import CardArt
from regicide.ui.playing_card import caption_of

AH, JKR, SEVEN = parse_cards("AH JKR 7H")
CAPTIONS = ("COMPANION", "JESTER", "JOKER")


@dataclass(frozen=True)
class Suit:
    value: str


@dataclass(frozen=True)
class NewCard:
    """A card of a game the painters have never seen: an Ace with no words of its own."""

    rank: int = 1
    suit: Suit | None = Suit("H")
    is_jester: bool = False
    is_royal: bool = False
    is_ace: bool = True

    def __str__(self) -> str:
        return "AH"


def test_each_game_names_its_own_captions() -> None:
    assert (caption_of(AH), caption_of(JKR), caption_of(SEVEN)) == ("COMPANION", "JESTER", "")
    ace, joker = baisch_face(baisch_card("AH")), baisch_face(baisch_card("JK"))
    assert (caption_of(ace), caption_of(joker)) == ("", "JOKER")
    assert caption_of(NewCard()) == ""


def _words_painted(card: object, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    theme = load_theme("classic")
    text = TextCache(theme)
    words: list[str] = []
    render = text.render

    def spy(said: str, *args: object) -> pygame.Surface:
        words.append(said)
        return render(said, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "render", spy)
    CardArt(theme, text).face(card, 120)  # type: ignore[arg-type]
    return words


def test_a_new_games_ace_carries_no_other_games_words(
    ctx: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not set(CAPTIONS) & set(_words_painted(NewCard(), monkeypatch))
    assert "COMPANION" in _words_painted(AH, monkeypatch)


def test_two_games_aces_of_hearts_are_two_pictures(ctx: object) -> None:
    theme = load_theme("classic")
    art = CardArt(theme, TextCache(theme))
    regicide_ace = art.face(AH, 120)
    baisch_ace = art.face(baisch_face(baisch_card("AH")), 120)
    assert regicide_ace is not baisch_ace
    assert pygame.image.tobytes(regicide_ace, "RGBA") != pygame.image.tobytes(baisch_ace, "RGBA")
