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

from regicide.games.baisch import GAME as BAISCH
from regicide.games.baisch.engine import Hero, view
from regicide.games.baisch.ui.hero_pieces import SHORT_STANDING, STANDING, hero_state
from regicide.games.claim.narrate.tricks import trick_reason
from regicide.games.regicide.narrate import idle_lines, select_first
from regicide.i18n import use_language
from regicide.i18n.catalogs import language_parts, read_catalog
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.support.words import number_keys
from tests.builders import game_at
from tests.games.baisch.baisch_builders import game_at as baisch_game
from tests.games.baisch.baisch_builders import plain
from tests.games.baisch.ui.baisch_driver import BaischUi
from tests.games.claim.claim_builders import cards
from tests.ui.driver import Ui

#: The German imperatives with an -e form (glossary-de.md), said short: "klick", "drück"…
SHORT_IMPERATIVE = re.compile(
    r"(?<![\wÄÖÜäöüß])(klick|drück|zieh|leg|schau|schick|greif|schlag|wähl|mach|setz|füg|stell"
    r"|zeig|tausch|deck|bau|geh|schließ|bleib|kauf)(?![\wÄÖÜäöüß])",
    re.IGNORECASE,
)
#: The nouns spelt like one: "ein Klick", "(Klick oder Tasten", "das Deck", Claim's move
#: notation ("seer keep deck").
NOUNS = re.compile(r"((Ein |ein |\(|oder |dem |Das |das )(Klick|Deck)|^Deck$|keep deck)")
#: A placeholder is no German word ("{deck}": a number of cards).
PLACEHOLDER = re.compile(r"\{\w+\}")


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
        if SHORT_IMPERATIVE.search(NOUNS.sub("", PLACEHOLDER.sub("", text)))
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
    ("code", "figures", "battery", "ready"),
    [
        ("en", "2 ready", "ready", "ready"),
        ("fr", "2 prêts", "prête", "disponible"),
        ("es", "2 listos", "lista", "disponible"),
    ],
)
def test_a_hero_s_figures_agree_with_the_hero(
    code: str, figures: str, battery: str, ready: str
) -> None:
    """Read in French (issue 35): "Saboteurs · 2 prêtes", feminine under a masculine hero;
    the Mercenaries' short state said one form for any number ("2 prête"); and any hero
    ready said "prêt" (Spanish "listo") under "Tour fortifiée" too: a word of no gender."""
    use_language(code)
    me = {**plain("KSv", ["2Dv"], ["7S"]), "heroes": ["fortified"]}
    seen = view(baisch_game([me, plain("QDv", ["8Cv"], ["9H"])]).state, 1)
    assert hero_state(Hero.FORTIFIED, seen.me, seen.usage) == ready
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


@pytest.mark.parametrize(
    ("code", "ten"),
    [("en", "1–9 and 0"), ("de", "1–9 und 0"), ("fr", "1–9 et 0"), ("es", "1–9 y 0")],
)
def test_baisch_s_guide_names_the_keys_the_hand_has(ui: Ui, code: str, ten: str) -> None:
    """Read in French and German at 960x540 200% (issue 35): Baisch's guide said "clic ou
    1–9" over a hand of two cards (Claim's note "1–9 et 0" likewise): the keys a hand of
    three has are 1–3; ten cards and more, 1–9 and 0."""
    use_language(code)
    game = baisch_game([plain("KSv", ["2Dv"], ["9S", "3C", "4H"]), plain("QDv", ["8Cv"], ["3H"])])
    baisch = BaischUi(ui.app)
    baisch.open(Session(BAISCH, game, seats_of(BAISCH, ["human", "instant"], 0.05)))
    guide = next(row[0] for row in baisch.table.controls.content().rows if isinstance(row, tuple))
    assert "1–3" in guide and "1–9" not in guide, guide
    assert (number_keys(1), number_keys(9), number_keys(13)) == ("1", "1–9", ten)


#: A faction's one-card name ("Sombra", "Ombre", "Untoter") in a Claim sentence stands where
#: no word agrees with it: in parentheses ("la más alta (Sombra)"), or as a card's name with
#: its value ("Sombra 9 gana a 6") with no article or adjective before it ("el mejor
#: Sombra", "der beste Untoter"). Per language, the words that would agree.
AGREEING = {
    "es": "el|la|los|las|un|una|mejor|más",
    "fr": "le|la|les|un|une|meilleur|meilleure|plus",
    "de": "der|die|das|den|dem|ein|eine|einen|beste|bester|höchste|höchster|niedrigster",
}


def _one_card_name_agrees(code: str, text: str) -> bool:
    """Whether `text` puts a faction's one-card name where a word must agree with it."""
    bare = re.sub(r"\{single\} \{best\}", "CARD", text.replace("({single})", ""))
    return "{single}" in bare or re.search(rf"\b({AGREEING[code]})\s+CARD", bare) is not None


@pytest.mark.parametrize("code", ["de", "es", "fr"])
def test_a_claim_faction_s_one_card_name_agrees_with_no_word(code: str) -> None:
    """Read in Spanish (issue 35): "Sombra más alto 7", "el mejor Sombra"; French "meilleur
    Ombre", German "der beste Untoter": the words around a faction's name agreed with one
    gender, whichever faction it named."""
    bare = [
        text
        for text in _translations(read_catalog(code, part="claim"))
        if _one_card_name_agrees(code, text)
    ]
    assert bare == []


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (
            "es",
            "Enano\u00a09 no asiste a la facción de salida (No\u00a0muertos), "
            "así que gana quien salió",
        ),
        (
            "fr",
            "Nain\u00a09 ne fournit pas la faction entamée (Morts-vivants), "
            "donc celui qui a entamé gagne",
        ),
        (
            "de",
            "Zwerg\u00a09 bedient nicht die ausgespielte Fraktion (Untote), "
            "also gewinnt, wer ausgespielt hat",
        ),
    ],
)
def test_a_card_off_the_led_faction_is_named_as_a_card(code: str, said: str) -> None:
    """Read in Spanish (issue 35): "Goblin no asiste a la facción de salida (Enano)": a bare
    faction name as the subject, and the led faction in the singular where the table names
    factions in the plural. The follower is its card ("Enano 9"), the led faction its name;
    a card's name and a two-word faction's hold together with a no-break space (the log
    wrapped "Reclutaste No / muerto 2", "Enano / 6")."""
    use_language(code)
    assert trick_reason(*cards("UND3 DWA9")) == said
