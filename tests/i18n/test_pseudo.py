"""The pseudo-language (issue 35): every message of the template accented, about 40% longer
and in brackets, its placeholders kept, so a word that bypasses the seam shows as English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from regicide.games.registry import CLAIM, game_of_document
from regicide.i18n import PSEUDO, _, ngettext, use_language
from regicide.i18n.pseudo import english_words, pseudo
from regicide.store.record_words import error_words as record_words_of
from regicide.themes.problem_words import theme_words
from regicide.themes.theme import find_themes


def test_pseudo_words_are_accented_longer_and_bracketed() -> None:
    for english in ("Back", "How to play {game}", "Scroll with the wheel · Esc to go back"):
        written = pseudo(english)
        assert written.startswith("[") and written.endswith("]")
        assert english_words(written) == []
        assert len(written) >= 1.35 * len(english.replace("{game}", ""))
    assert "{game}" in pseudo("How to play {game}")


def test_english_words_are_found_and_placeholders_are_not_words() -> None:
    assert english_words("Regicide 0.1 · a card table") == ["Regicide", "card", "table"]
    assert english_words(pseudo("{count} themes")) == []


def test_the_pseudo_language_is_built_from_the_template() -> None:
    assert use_language(PSEUDO) is None
    assert _("Back") == pseudo("Back")
    themes = ngettext(
        "{count} theme could not be loaded:", "{count} themes could not be loaded:", 2
    )
    assert themes == pseudo("{count} themes could not be loaded:")
    assert _("words the template does not hold") == "words the template does not hold"


def test_a_record_s_and_a_theme_s_refusals_leave_no_english_word(home: Path) -> None:
    """A Claim record's refused move, a Regicide position's problem and a broken theme's
    problems: in the pseudo language nothing but what the files write (a key, a move, a
    card, a value) is left unbracketed."""
    claim = CLAIM.record_data(CLAIM.new_match(2, 5), {})
    claim.pop("events", None)
    records = [
        {**claim, "moves": ["DOP5", "DWA3"]},
        {**claim, "factions": ["GOB", "UND", "DWA", "DOP", "DRA"]},
        {"format": "regicide-record", "version": 1, "players": 1, "moves": [],
         "start": {"castle": ["7C"], "tavern": [], "hands": [[]]}},
    ]  # fmt: skip
    use_language(PSEUDO)
    for record in records:
        with pytest.raises(Exception) as refused:
            game_of_document(record).read_match(record)
        told = record_words_of(refused.value, game_of_document(record))
        assert english_words(told.split(": ", 1)[1]) == [], told
    (home / "themes").mkdir(parents=True)
    (home / "themes" / "neon.yaml").write_text(
        "suits:\n  hearts: reddish\ncolour: red\n", encoding="utf-8"
    )
    (entry,) = [entry for entry in find_themes() if entry.problem]
    for problem in entry.problem.splitlines():
        told = theme_words(problem)
        written = re.sub(r"neon\.yaml|suits\.hearts|'\w+'|\(\S+: [\w, ]+\)", "", told)
        assert english_words(written) == [], told
