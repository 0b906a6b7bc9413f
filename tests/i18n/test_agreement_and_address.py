"""Words read as each language says them (issue 35): one German form of address in all three
games (the glossary's imperative with -e: "Klicke", never "klick"), a seat's or a player's name
set in apposition where no article fits every name ("Joueur 1 · partisans", never "Partisans
de Joueur 1"), a hero's figures agreeing with the hero (French "Saboteurs · 2 prêts"), and the
number keys a hand really has ("1–5", one card "1")."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from babel.messages.catalog import Catalog

from regicide.games.baisch.engine import Hero
from regicide.games.baisch.ui.hero_pieces import SHORT_STANDING, STANDING
from regicide.games.regicide.narrate import idle_lines, select_first
from regicide.i18n import use_language
from regicide.i18n.catalogs import language_parts, read_catalog
from tests.builders import game_at

#: The German imperatives with an -e form (glossary-de.md), said short: "klick", "drück"…
SHORT_IMPERATIVE = re.compile(
    r"(?<![\wÄÖÜäöüß])(klick|drück|zieh|leg|schau|schick|greif|schlag|wähl|mach|setz|füg|stell"
    r"|zeig|tausch|deck|bau|geh|schließ|bleib|kauf)(?![\wÄÖÜäöüß])",
    re.IGNORECASE,
)
#: The nouns spelt like one: "ein Klick", "(Klick oder Tasten", "das Deck", Claim's move
#: notation ("seer keep deck").
NOUNS = re.compile(r"((Ein |ein |\(|oder |dem |Das |das )(Klick|Deck)|^Deck$|keep deck)")


def _translations(catalog: Catalog) -> list[str]:
    """Every translated text of `catalog`, each plural form apart."""
    found: list[str] = []
    for message in catalog:
        if message.id and message.string:
            strings = message.string
            found += [strings] if isinstance(strings, str) else list(strings)
    return found


@pytest.mark.parametrize("part", language_parts("de"))
def test_german_says_every_imperative_in_its_e_form(part: str) -> None:
    """Read in German (issue 35): Baisch and Claim said "Klick … an", "drück", where Regicide
    says "Klicke … an", "drücke"."""
    short = [
        text
        for text in _translations(read_catalog("de", part=part))
        if SHORT_IMPERATIVE.search(NOUNS.sub("", text))
    ]
    assert short == []


#: A seat's or a player's name after a preposition, where the names ("Joueur 1", "IA forte",
#: "Starke KI") take no one article: per language, the parts where such a name is shown.
AFTER_A_PREPOSITION = {
    "fr": (r"\b(de|du|des)\s+\{(name|seat)\}", ("app", "claim", "regicide")),
    "es": (r"\b(de|del)\s+\{(name|seat)\}", ("app", "claim", "regicide")),
    "de": (r"\bvon\s+\{(name|seat)\}", ("app", "claim")),
}


@pytest.mark.parametrize("code", list(AFTER_A_PREPOSITION))
def test_a_seat_s_name_stands_in_apposition(code: str) -> None:
    """Read in French (issue 35): "Partisans de Joueur 1", and in a replay "de IA forte"
    (Spanish "Seguidores de IA fuerte", German "Gefolge von Starke KI")."""
    pattern, parts = AFTER_A_PREPOSITION[code]
    found = [
        text
        for part in parts
        for text in _translations(read_catalog(code, part=part))
        if re.search(pattern, text)
    ]
    assert found == []


@pytest.mark.parametrize(
    ("code", "figures", "battery"),
    [("en", "2 ready", "ready"), ("fr", "2 prêts", "prête"), ("es", "2 listos", "lista")],
)
def test_a_hero_s_figures_agree_with_the_hero(code: str, figures: str, battery: str) -> None:
    """Read in French (issue 35): "Saboteurs · 2 prêtes", feminine under a masculine hero;
    the Mercenaries' short state said one form for any number ("2 prête")."""
    use_language(code)
    player = SimpleNamespace(
        saboteurs_ready=2, reserves_ready=2, mercs_ready=2, mercs_supply=4, battery_active=True
    )
    for hero in (Hero.SABOTEURS, Hero.RESERVISTS):
        assert STANDING[hero](player) == figures  # type: ignore[arg-type]
    assert SHORT_STANDING[Hero.MERCENARIES](player) == figures  # type: ignore[arg-type]
    assert SHORT_STANDING[Hero.BATTERY](player) == battery  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("code", "five", "one"),
    [
        ("en", "1–5", "key 1"),
        ("de", "1–5", "Taste 1"),
        ("fr", "1–5", "touche 1"),
        ("es", "1–5", "tecla 1"),
    ],
)
def test_the_hint_names_the_keys_the_hand_has(code: str, five: str, one: str) -> None:
    """Read in every language (issue 35): the table's hint said "keys 1–8" whatever the
    hand's size; a hand of five has keys 1–5, a hand of one the key 1."""
    use_language(code)
    for hand, said, unsaid in (("2C 3C 4C 5C 6C", five, "1–8"), ("2C", one, "–")):
        game = game_at(enemy="JC", hands=[hand])
        how = idle_lines(game.view(1), None)[0][0]
        first = select_first(len(game.view(1).hand))
        assert said in how and unsaid not in how, how
        assert unsaid not in first and ("1" in first), first
