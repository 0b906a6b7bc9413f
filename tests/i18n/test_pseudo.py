"""The pseudo-language (issue 35): every message of the template accented, about 40% longer
and in brackets, its placeholders kept, so a word that bypasses the seam shows as English."""

from __future__ import annotations

from regicide.i18n import PSEUDO, _, ngettext, use_language
from regicide.i18n.pseudo import english_words, pseudo


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
