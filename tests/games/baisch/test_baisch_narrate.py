"""Words (regicide/games/baisch/narrate): every event has a line from every side, lines name
only what the reader may know, previews and summaries read right."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from regicide.games.baisch import engine as engine_package
from regicide.games.baisch.engine import (
    ALL_SEATS,
    Attack,
    Game,
    Hero,
    Options,
    Outcome,
    Suit,
    parse_card,
    parse_move,
    preview_attack,
    view,
)
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.narrate import (
    HERO_EXPLANATIONS,
    card_name,
    log_lines,
    move_words,
    outcome_summary,
    preview_sentence,
    turn_limit_words,
)
from regicide.games.baisch.narrate.reasons import REASONS, SENTENCES, reason_words
from regicide.games.baisch.narrate.records import summary_lines
from regicide.games.baisch.records import statistics
from regicide.games.baisch.ui.options import option_label
from regicide.games.baisch.ui.side import info_lines
from regicide.i18n import ENGLISH, PSEUDO, _, use_language
from regicide.i18n.pseudo import english_words
from tests.games.baisch.baisch_builders import biased_choice, game_at, idle_table, plain, play


def _finished(seed: int) -> Game:
    game = Game.new(3, seed=seed)
    rng = random.Random(seed)
    while game.outcome is None and game.state.turn < 200:
        game.submit(biased_choice(game.legal_moves(), rng))
    return game


@pytest.mark.parametrize("seat", [1, 2, None, ALL_SEATS])
def test_every_seen_event_has_a_line(seat: int | None) -> None:
    for seed in range(3):
        lines = log_lines(_finished(seed), seat)
        assert lines and all(line and "\n" not in line for line in lines)


def test_a_merchant_draw_is_named_only_to_its_owner() -> None:
    game = game_at(
        [{**plain("KSv", ["3Sv"], ["2C"]), "heroes": ["merchant"]}, plain("KCv", ["8Cv"])]
    )
    drawn = game.state.draw[0]
    play(game, "merchant 2C")
    name = drawn.text[:-1] if not drawn.is_joker else "Joker"
    own, other = log_lines(game, 1)[-1], log_lines(game, 2)[-1]
    assert name in own and "drew a card" in other


def test_a_blocked_attack_is_never_named_to_the_defender() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C", "5C"]), {**plain("KCv", ["3Dv"]), "heroes": ["battery"]}]
    )
    play(game, "attack P2.1 9C 5C", "block")
    told = " ".join(log_lines(game, 2))
    assert "9♣" not in told and "2 face-down cards" in told
    assert "9♣ 5♣" in " ".join(log_lines(game, 1))


def test_an_attack_preview_against_a_face_down_card() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["7S", "5S"]), plain("KCv", ["9Cv", "4C^"])])
    seen = view(game.state, 1)
    blind = preview_attack(seen, parse_move("attack P2.1 7S 5S"))  # type: ignore[arg-type]
    assert (
        preview_sentence(blind) == "7♠ + 5♠ = 12 against a face-down card: unknown until revealed"
    )
    known = preview_attack(seen, Attack(parse_move("attack P2.2 7S").target, ()))  # type: ignore[union-attr]
    assert known.defense == 4


def test_a_joker_against_face_down_cards_is_told_what_it_does_never_vs_a_question_mark() -> None:
    """Played by hand (issue 32): a Joker picked showed "Joker vs ?" on every face-down
    target. It beats any slot or King, face down or not, and any stack's top but a Joker
    (B-JOKER-2, B-PLUNDER-3): the preview, its sentence and the panel's label say so."""
    game = game_at(
        [plain("KSv", ["2Dv"], ["JK", "3C"]), plain("QDv", ["8Cv"], ["3H"])],
        stacks={"A": "5C^ 9Dv", "B": "2H^ 4Dv"},
    )
    seen = view(game.state, 1)
    slot = preview_attack(seen, parse_move("attack P2.1 JK"))  # type: ignore[arg-type]
    assert slot.outcome == "wins" and slot.defense is None
    assert preview_sentence(slot).endswith("against a face-down card: wins whatever it is")
    stack = preview_attack(seen, parse_move("plunder A JK"))  # type: ignore[arg-type]
    assert stack.outcome == "unknown"
    assert preview_sentence(stack).endswith("against a face-down card: wins unless it is a Joker")
    labels = [option_label(parse_move(move), seen) for move in ("attack P2.1 JK", "plunder A JK")]
    assert labels == [
        "Seat 2 · slot 1: Joker wins",
        "Plunder stack A: Joker wins unless a Joker is on top",
    ]


def test_every_hero_has_a_name_and_an_explanation() -> None:
    assert set(HERO_EXPLANATIONS) == set(Hero)
    assert all(len(text) < 100 for text in HERO_EXPLANATIONS.values())


def test_move_words_and_card_names() -> None:
    game = _finished(1)
    for move in game.moves[:80]:
        assert move_words(move)
    assert card_name(parse_move("place QS 1").card) == "Queen of Spades"  # type: ignore[union-attr]


def test_the_outcome_summary_names_the_winner() -> None:
    game = _finished(2)
    assert game.outcome is not None
    winner = game.outcome.winners[0]
    assert outcome_summary(game.outcome, winner).startswith("You win")
    assert outcome_summary(game.outcome, None).startswith(f"Seat {winner} wins")


@pytest.mark.parametrize(
    ("language", "place"),
    [(ENGLISH, "(Seat 3 second, you third)."), ("fr", "(joueur\u00a03 deuxième, vous troisième).")],
)
def test_the_reader_s_own_place_is_said_to_him(speaking: None, language: str, place: str) -> None:
    """Read in a real French window: 'Le joueur 2 gagne … (joueur 1 deuxième)' told seat 1 of
    himself as of a stranger; the winner's 'You win' already spoke to him."""
    outcome = Outcome(winners=(2,), places=(3, 1), turns=18, assisted=False)
    use_language(language)
    assert outcome_summary(outcome, 1).endswith(place)
    assert "you" not in outcome_summary(outcome, None).lower()


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ("attack P2.1 7C +merc 1", "Attack Seat 2's slot 1 with 7♣ with 1 Mercenary"),
        ("attack P2.1 7C +merc 3 +res 1", "with 3 Mercenaries and 1 Reservist"),
        ("reserve 1", "Add 1 Reservist"),
        ("reserve 2", "Add 2 Reservists"),
        ("end merc 1:1 2:2", "End the turn, 1 Mercenary on slot 1, 2 Mercenaries on slot 2"),
    ],
)
def test_figures_are_counted_in_words_that_agree(move: str, words: str) -> None:
    assert words in move_words(parse_move(move))


def test_a_draw_is_said_with_its_cause_and_who_shares_it() -> None:
    """B-WIN-2/3: the end sentence of a draw and the warning before the turn limit."""
    game = idle_table()
    play(game, *["end"] * 5)
    assert game.outcome is not None
    said = outcome_summary(game.outcome, 2)
    assert "third time" in said and "Seat 1 and you share it" in said
    assert turn_limit_words(379) is None and turn_limit_words(401) is None
    assert "20 turns left" in (turn_limit_words(380) or "")
    assert "last turn" in (turn_limit_words(400) or "")


def test_a_seat_is_named_with_a_capital_in_every_sentence() -> None:
    """Issue 32, item 7: 'Sabotage Seat 2's slot 1' as 'Spy on Seat 2's slot 1'; a King's
    fall says 'Seat 2 beat Seat 1's King'."""
    assert move_words(parse_move("sabotage P2.1")) == "Sabotage Seat 2's slot 1"
    assert move_words(parse_move("spy P2.1")) == "Spy on Seat 2's slot 1"
    game = game_at([plain("KSv", ["2Dv"], ["AH"]), plain("QDv")], options=Options(basic=True))
    play(game, "attack P2.king AH")
    lines = log_lines(game, None)
    assert any("Seat 1 beat Seat 2's King" in line for line in lines), lines


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_a_king_attack_s_button_begins_with_a_capital(code: str) -> None:
    """Read in Spanish at 960x540 200% (issue 35): the panel's button for a King attack said
    "el Rey del puesto 2" (words written as a verb's object), in lower case."""
    game = game_at([plain("KSv", ["2Dv"], ["AH"]), plain("QDv")], options=Options(basic=True))
    use_language(code)
    try:
        label = option_label(parse_move("attack P2.king AH"), view(game.state, 1))
    finally:
        use_language(ENGLISH)
    assert label[:1].isupper(), label


def test_the_attack_in_the_reservist_window_is_said_on_the_table() -> None:
    """Issue 32, item 9 (B-HERO-RES-4): the side column names the target, the cards, the
    value against the revealed defence and what the attacker may still do."""
    game = game_at(
        [{**plain("KSv", ["2Dv"], ["7S", "5S"]), "heroes": ["reservists"]}, plain("KC^", ["QDv"])]
    )
    play(game, "attack P2.1 7S 5S")
    for seat, who in ((1, "You attack"), (2, "Seat 1 attacks your")):
        lines = [text for text, _ in info_lines(view(game.state, seat), seat)]
        said = next(line for line in lines if line.startswith(who))
        assert "7♠ 5♠: 12 against 12" in said and "may add Reservists" in said
        assert "; you may" in said if seat == 1 else "; Seat 1 may" in said


def test_a_seat_that_is_out_is_told_so_first_while_the_others_play_on() -> None:
    """B-ELIM-1: the knocked-out person reads it at the top of the column, the others not."""
    for seed in range(40):
        game, rng = Game.new(3, seed=seed), random.Random(seed)
        while game.outcome is None and not view(game.state, 1).eliminated:
            game.submit(biased_choice(game.legal_moves(), rng))
        if game.outcome is None:
            break
    out = view(game.state, 1).eliminated[0]
    standing = next(seat for seat in (1, 2, 3) if seat not in view(game.state, 1).eliminated)
    told = [text for text, _ in info_lines(view(game.state, out), out)]
    assert told[0].startswith("You are out")
    assert not any(
        "You are out" in text for text, _ in info_lines(view(game.state, standing), standing)
    )


def test_the_side_column_warns_of_the_turn_limit_and_a_repetition() -> None:
    """B-WIN-2/3: a position seen twice and the turns left are said before the draw."""
    game = idle_table(turn=385)
    play(game, "end", "end", "end", "end")
    lines = [text for text, _ in info_lines(view(game.state, 1), 1)]
    assert any("11 turns left" in line for line in lines)
    assert any("come up twice" in line for line in lines)
    play(game, "end")
    lines = [text for text, _ in info_lines(view(game.state, 1), 1)]
    assert lines == ["A draw, shared by Seat 1 and Seat 2."]


# -- issue 35: the words through the translation seam -----------------------------------------


@pytest.fixture
def speaking() -> Iterator[None]:
    """The test speaks its language; the rest of the suite English again after it."""
    yield
    use_language(ENGLISH)


@pytest.mark.parametrize("language", [ENGLISH, "de", "fr", "es"])
def test_the_side_column_keeps_each_short_value_whole(speaking: None, language: str) -> None:
    """At 1920x1080 200% the French column wrapped 'Actions de défense : 0 / sur 3' and
    'Couleur d’attaque : non / fixée': a value of up to three words is joined by no-break
    spaces, so a line breaks after its label, never inside its value; a second pair on a line
    ('Pillage : libre · Attaque / du Roi : libre') is whole; English at 200% wrapped
    'Defence actions: 0 of / 3' and 'King / attack: free' alike."""
    game = game_at([{**plain("KSv", ["2Dv"], ["9C"]), "heroes": ["general"]}, plain("KCv")])
    use_language(language)
    lines = [text for text, _tone in info_lines(view(game.state, 1), 1)]
    values = [
        part.split(":", 1)[1].strip()
        for line in lines[1:]  # the turn's line, then the limits
        for part in line.split(" · ")
        if ":" in part
    ]
    assert len(values) == 5, lines
    assert not [value for value in values if " " in value and len(value.split()) <= 3], lines
    later = [part for line in lines for part in line.split(" · ")[1:]]  # "… · King attack: free"
    assert later and not [part for part in later if " " in part], lines


@pytest.mark.parametrize(
    ("language", "nouns"),
    [("fr", "case|pile|joueur|Joueur|tour|Tour"), ("es", "casilla|pila|Pila|puesto|Puesto|turno")],
)
def test_a_slot_a_seat_and_a_turn_keep_their_number(
    speaking: None, language: str, nouns: str
) -> None:
    """The French log wrapped 'Joueur 2 a lancé le Mage sur votre case / 2 : K♥ au
    cimetière.' in a real window: a no-break space holds 'case 2', 'joueur 2', 'pile A' and
    'tour 3' (Spanish 'casilla 2'…) together."""
    use_language(language)
    told = "\n".join(_every_word(_finished(0), 1))
    split = re.findall(rf"\b(?:{nouns}) [0-9AB]\b", told)
    assert told and not split, split[:5]


def test_the_short_face_down_mark_agrees_with_its_card(speaking: None) -> None:
    """A face-down card too narrow for 'boca abajo' said the bare direction 'abajo' in a real
    Spanish window; the short mark is an adjective of the card, as French 'cachée' is."""
    for language, ending in (("es", "a"), ("fr", "e")):
        use_language(language)
        short = _("down")
        assert short.endswith(ending), (language, short)  # "una carta tapada", "une carte cachée"


def _every_word(game: Game, seat: int | None) -> list[str]:
    """Every sentence a seat may read of a game: its log, each move's words, the side
    column's lines after each move, the outcome."""
    words = log_lines(game, seat)
    for index, turn in enumerate(game.history):
        words.append(move_words(turn.command))
        state = game.state_after(index + 1)
        reader = seat if seat not in (None, ALL_SEATS) else 1
        words += [line for line, _tone in info_lines(view(state, reader), reader)]
    if game.outcome is not None:
        words.append(outcome_summary(game.outcome, seat))
    return words


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_sentence_of_a_game_goes_through_the_seam(speaking: None, seed: int) -> None:
    """Issue 35: random three-seat games with heroes, told to each seat and a spectator in
    the pseudo-language: no plain English word in any line (a word that did not go through
    `_` stays unaccented), and in German none of them is the English sentence."""
    game = _finished(seed)
    assert use_language(PSEUDO) is None
    for seat in (1, 2, None):
        leaks = [line for line in _every_word(game, seat) if english_words(line)]
        assert leaks == [], leaks[:5]
    use_language(ENGLISH)
    english = set(_every_word(game, 1))
    assert use_language("de") is None
    german = _every_word(game, 1)
    assert not [line for line in german if line in english and english_words(line)]


SUIT_SENTENCE = "This turn's attack symbol is {suit}: attack with that suit."


def _refusals() -> list[ast.Call]:
    """Every `refuse(...)` the engine's rules make (their source, read)."""
    return [
        node
        for tree in _engine_sources()
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "refuse"
    ]


def _engine_reasons() -> set[str]:
    """Every reason the engine's rules give without a value in it."""
    return {ast.literal_eval(call.args[0]) for call in _refusals() if not call.keywords}


def _engine_sources() -> Iterator[ast.Module]:
    folder = Path(engine_package.__file__).parent
    for source in sorted(folder.glob("*.py")):
        yield ast.parse(source.read_text(encoding="utf-8"))


#: A value like the engine's for each name its reasons name.
SAMPLE_VALUES: dict[str, object] = {
    "hero": Hero.SPY,
    "card": parse_card("7H"),
    "suit": Suit.CLUBS,
    "slots": "1, 3",
}


def _engine_reasons_with_values() -> list[Refusal]:
    """Every reason the engine's rules give with a value in it, with values like the ones it
    gives (a slot 2, the Spy, 7H)."""
    return [
        refuse(
            ast.literal_eval(call.args[0]),
            **{str(word.arg): SAMPLE_VALUES.get(str(word.arg), 2) for word in call.keywords},
        )
        for call in _refusals()
        if call.keywords
    ]


def test_every_reason_with_a_value_is_said_whole() -> None:
    """Issue 35: each refusal carrying a hero, a seat, a slot, a suit, a card or a count has
    its own sentence for the player, said whole with each value worded."""
    reasons = _engine_reasons_with_values()
    assert len(reasons) >= 20
    assert [reason.why for reason in reasons if reason.why not in SENTENCES] == []
    assert "{" not in "".join(reason_words(reason) for reason in reasons)


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_every_reason_is_worded_in_each_language(language: str) -> None:
    reasons = [refuse(why) for why in sorted(_engine_reasons())] + _engine_reasons_with_values()
    english = [reason_words(reason) for reason in reasons]
    use_language(language)
    try:
        same = [
            str(reason)
            for reason, was in zip(reasons, english, strict=True)
            if reason_words(reason) == was
        ]
    finally:
        use_language(ENGLISH)
    assert same == []


def test_every_reason_the_engine_gives_is_in_the_players_language(speaking: None) -> None:
    """Issue 35: the engine stays pure and gives its reasons as facts; every reason that names
    nothing is listed for the catalogs (narrate/reasons.py), and in the pseudo-language each
    is said with no English word, as are the reasons with a suit, a hero or a slot in them."""
    assert _engine_reasons() <= set(REASONS)
    assert use_language(PSEUDO) is None
    samples = [refuse(why) for why in REASONS] + _engine_reasons_with_values()
    assert [str(reason) for reason in samples if english_words(reason_words(reason))] == []
    use_language("de")
    assert reason_words(refuse(SUIT_SENTENCE, suit=Suit.CLUBS)) == (
        "Die Angriffsfarbe dieses Zuges ist ♣: Greife in dieser Farbe an."
    )


@pytest.mark.parametrize("language", ["de", "fr", "es"])
def test_records_keep_each_label_with_its_number(language: str) -> None:
    """Issue 35: at 960x540 200% the German Records line broke after 'ausgeschieden:', its
    0 alone at the start of the next line; a no-break space after each colon keeps them."""
    use_language(language)
    try:
        lines = summary_lines(statistics([]))
    finally:
        use_language(ENGLISH)
    kings = lines[1]  # Kings beaten, times eliminated, the average game
    assert kings.count("\u00a0") >= 3, kings
    assert ": " not in kings, kings


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (ENGLISH, ["The attack card: 9♣.", "took slot 2 back: 1 face-down card."]),
        (
            "fr",
            [
                "La carte d’attaque\u00a0: 9♣.",
                "Au cimetière\u00a0: 9♣.",
                "la case\u00a02\u00a0: 1 carte face cachée.",
            ],
        ),
        ("de", ["Die Angriffskarte: 9♣.", "9♣ kam auf den Friedhof."]),
    ],
)
def test_a_single_card_and_an_unseen_one_are_said_as_such(
    speaking: None, language: str, said: list[str]
) -> None:
    """One attack card is said in the singular, and a card the reader may not see is counted
    ('1 face-down card'), never shown as '?' ('… took slot 2 back: ?.' read in a real window)."""
    game = game_at([plain("KSv", ["2Dv"], ["9C"]), plain("KCv", ["KDv", "4Hv"])])
    play(game, "attack P2.1 9C", "end", "take 2")
    use_language(language)
    told = "\n".join(log_lines(game, 1))
    assert all(words in told for words in said), told
    assert "?" not in told
