"""`regicide log FILE --lang CODE` (issue 35): the log's words in the language asked for, its
own messages in English; a language it does not speak is refused in one line."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from regicide.cli import main
from regicide.commands import log
from regicide.games.protocol import GameDef, Line, Match, Tone
from regicide.i18n import _, language
from regicide.i18n.pseudo import english_words
from regicide.play.gamelog import GameLog

RECORD = Path(__file__).resolve().parents[1] / "golden" / "records" / "won-gold.json"


class SpokenLog(GameLog):
    """A log whose lines go through the seam, as the games' narrate will."""

    def lines(
        self, game: GameDef, match: Match, seat: int | None, upto: int | None = None
    ) -> list[Line]:
        return [(_("Back"), Tone.TEXT), (language(), Tone.TEXT)]


def _log(monkeypatch: pytest.MonkeyPatch, *arguments: str) -> tuple[int, str, str]:
    monkeypatch.setattr(log, "GameLog", SpokenLog)
    out, err = io.StringIO(), io.StringIO()
    lang = arguments[0] if arguments else "en"
    status = log.run_log(RECORD, None, out, err, lang=lang)
    return status, out.getvalue(), err.getvalue()


def test_the_log_is_english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _log(monkeypatch) == (0, "Back\nen\n", "")


@pytest.mark.parametrize(("code", "back"), [("de", "Zurück"), ("fr", "Retour"), ("es", "Volver")])
def test_the_log_speaks_the_language_asked_for(
    monkeypatch: pytest.MonkeyPatch, code: str, back: str
) -> None:
    assert _log(monkeypatch, code) == (0, f"{back}\n{code}\n", "")


def test_the_pseudo_language_shows_every_word_went_through_the_seam(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    status, out, _ = _log(monkeypatch, "pseudo")
    assert status == 0 and english_words(out.splitlines()[0]) == []


def test_a_language_it_does_not_speak_is_refused_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    status, out, err = _log(monkeypatch, "tlh")
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and "--lang tlh" in err and "de" in err


def test_the_command_line_takes_lang(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(log, "GameLog", SpokenLog)
    assert main(["log", str(RECORD), "--lang", "de"]) == 0
    assert capsys.readouterr().out == "Zurück\nde\n"


CLAIM_RECORD = Path(__file__).resolve().parents[1] / "games" / "claim" / "records"


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", ("Stich 1", "Preiskarte")),
        ("fr", ("Pli 1", "carte-prix")),
        ("es", ("Baza 1", "premio")),
    ],
)
def test_a_claim_log_is_told_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], code: str, words: tuple[str, ...]
) -> None:
    """`regicide log FILE --lang de` on a Claim record: the game's own words in German."""
    record = next(CLAIM_RECORD.glob("*.yaml"))
    assert main(["log", str(record), "--lang", code]) == 0
    out = capsys.readouterr().out
    assert all(word in out for word in words), out[:400]
    assert "Trick 1" not in out


def test_every_word_of_a_claim_log_goes_through_the_seam(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """In the pseudo-language no line of a Claim log keeps a plain English word."""
    record = next(CLAIM_RECORD.glob("*.yaml"))
    assert main(["log", str(record), "--lang", "pseudo"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and [line for line in lines if english_words(line)] == []


@pytest.mark.parametrize(
    ("code", "words", "english"),
    [
        ("de", ("Du spieltest", "Herz-Bube bewacht das Tor"), "You played"),
        ("fr", ("Vous avez joué", "Valet de cœur garde la porte"), "You played"),
        ("es", ("Jugaste", "Jota de corazones guarda la puerta"), "You played"),
    ],
)
def test_a_regicide_log_is_told_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], code: str, words: tuple[str, ...], english: str
) -> None:
    """`regicide log FILE --lang de` on a Regicide record: its moves, cards and enemies in
    German (the sentences agree with "you": "Du spieltest", not "Du spielte")."""
    assert main(["log", str(RECORD), "--lang", code]) == 0
    out = capsys.readouterr().out
    assert all(word in out for word in words), out[:400]
    assert english not in out


@pytest.mark.parametrize("record", ["won-gold.json", "first-release-solo-loss.yaml"])
def test_every_word_of_a_regicide_log_goes_through_the_seam(
    capsys: pytest.CaptureFixture[str], record: str
) -> None:
    """In the pseudo-language no line of a Regicide log keeps a plain English word: the
    moves, the powers, the enemies, and the loss told from the engine's facts."""
    path = RECORD.parent / record
    assert main(["log", str(path), "--lang", "pseudo"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and [line for line in lines if english_words(line)] == []


BAISCH_RECORD = (
    Path(__file__).resolve().parents[1] / "games" / "baisch" / "records" / "casual-repetition.yaml"
)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", ("Zug 1: Platz 2 ist am Zug.", "Erntestapel", "Söldner")),
        ("fr", ("Tour\u00a01\u00a0: au tour du joueur\u00a02.", "piles de récolte", "Mercenaires")),
        ("es", ("Turno\u00a01: le toca al puesto\u00a02.", "pilas de cosecha", "Mercenarios")),
    ],
)
def test_a_baisch_log_is_told_in_the_language_asked_for(
    capsys: pytest.CaptureFixture[str], code: str, words: tuple[str, ...]
) -> None:
    """`regicide log FILE --lang de` on a Baisch record: its turns, stacks and heroes in
    German (French, Spanish), no English sentence left."""
    assert main(["log", str(BAISCH_RECORD), "--lang", code]) == 0
    out = capsys.readouterr().out
    assert all(word in out for word in words), out[:600]
    assert "Turn 1" not in out and "Harvest" not in out


def test_every_word_of_a_baisch_log_goes_through_the_seam(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """In the pseudo-language no line of a Baisch log keeps a plain English word, and no
    translation is left out for placeholders that differ."""
    assert main(["log", str(BAISCH_RECORD), "--lang", "pseudo"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines and [line for line in lines if english_words(line)] == []
    assert captured.err == ""
