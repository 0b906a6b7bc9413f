"""Regicide's table words are asked for when shown (issue 35): a language chosen after import
changes them (the seats' kinds were frozen in English at import), cards are named in full as
each language does, and the engine's loss is told from its facts in the player's language."""

from __future__ import annotations

import pytest

from regicide.games.regicide.engine import GameLost, SoloEnd, Stuck, parse_card
from regicide.games.regicide.narrate import card_title, level_badge, loss_text, seat_kind_text
from regicide.i18n import use_language


@pytest.mark.parametrize(
    ("code", "kind", "badge"),
    [("en", "Strong AI", "Strong"), ("de", "Starke KI", "Stark"), ("es", "IA fuerte", "Fuerte")],
)
def test_the_seats_kinds_follow_the_language_chosen_after_import(
    code: str, kind: str, badge: str
) -> None:
    use_language(code)
    label, about = seat_kind_text("strong")
    assert label == kind and about
    assert level_badge("strong")[0] == badge


@pytest.mark.parametrize(
    ("code", "jack", "seven"),
    [
        ("en", "Jack of Spades", "Seven of Hearts"),
        ("de", "Pik-Bube", "Herz-Sieben"),
        ("fr", "Valet de pique", "Sept de cœur"),
        ("es", "Jota de picas", "Siete de corazones"),
    ],
)
def test_a_card_in_full_is_named_as_each_language_names_it(
    code: str, jack: str, seven: str
) -> None:
    use_language(code)
    assert (card_title(parse_card("JS")), card_title(parse_card("7H"))) == (jack, seven)


def test_the_engine_s_loss_is_told_in_the_player_s_language() -> None:
    """R-END-2: the engine holds facts (what the seat lacked, the damage due, what it held);
    narrate words them for the seat at the screen or another."""
    lost = GameLost(2, Stuck.SHORT.value, due=15, held=12)
    solo = GameLost(1, Stuck.NO_CARDS.value, due=10, solo=SoloEnd.NO_TOKEN.value)
    use_language("de")
    assert loss_text(lost) == "Platz 2 musste 15 abwerfen, hatte aber nur 12."
    assert loss_text(lost, you=2) == "Du musstest 15 abwerfen, hattest aber nur 12."
    assert "keine Narrenmarke" in loss_text(solo)
    use_language("en")
    assert loss_text(solo) == (
        "You had to discard 10 but had no cards left, and no Jester token was left."
    )
