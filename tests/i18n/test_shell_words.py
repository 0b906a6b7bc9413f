"""The shell's words (issue 35) are asked for when they are shown, never frozen at import: a
screen drawn in English speaks the language chosen at run time from its next frame, and the
words the shell keeps in tables (themes, levels, speeds, results) or builds from counts
(plurals, places, shares) go through the seam whole."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from regicide.games.baisch import GAME as BAISCH
from regicide.games.measured import MEASURED, strength_text
from regicide.games.protocol import Result, ResultKind
from regicide.i18n import PSEUDO, _, long_day, use_language
from regicide.i18n.pseudo import english_words
from regicide.play.codes import CodeError, read_code
from regicide.play.daily import daily_deal
from regicide.play.table import verdict_words
from regicide.store.access import open_folder
from regicide.store.daily_grade import keep_grade
from regicide.store.documents import DocumentError, read_document
from regicide.store.library import SaveEntry
from regicide.store.lock import FolderLock
from regicide.store.paths import data_dir
from regicide.store.saves import SaveError, load_saved
from regicide.support import words
from regicide.themes.theme import find_themes
from regicide.themes.words import SHIPPED_WORDS
from regicide.ui.app import speak_chosen_language
from regicide.ui.kits import kit_of, options_of
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.saves import (
    SAVE_COLUMNS,
    ListLook,
    SaveActions,
    save_columns,
    time_name,
    untold,
)
from regicide.ui.scenes.settings import Setting, SettingsScene
from regicide.ui.scenes.title import TitleScene
from tests.builders import REGICIDE
from tests.ui.driver import Ui


def _unbracketed(texts: list[str]) -> list[str]:
    """The plain English words among `texts` (the games' titles are names, not words)."""
    return [word for text in texts for word in english_words(text) if word not in NAMES]


NAMES = {"Regicide", "Claim", "Baisch"}


def test_the_title_changes_language_at_its_next_frame(ui: Ui) -> None:
    ui.to_title()
    english = ui.labels()
    assert "Settings" in english and "Learn to play" in english
    ui.ctx.apply_language(PSEUDO)  # what Settings' Language row does
    ui.step()
    assert ui.labels() != english
    assert _unbracketed([label for label in ui.labels() if label not in english]) == []
    assert "Settings" not in ui.labels()


def test_settings_rows_and_values_change_language_at_run_time(ui: Ui) -> None:
    scene = SettingsScene(ui.ctx)
    ui.ctx.stack.push(scene)
    ui.frames(1)
    assert "Theme: Classic" in ui.labels()
    ui.ctx.apply_language(PSEUDO)
    ui.frames(1)
    games = {option.name for option in options_of(kit_of(scene.game))}  # the game's own words
    rows = [row for row in scene.laid_out() if not (isinstance(row, Setting) and row.name in games)]
    texts = [f"{row.label} {row.about}" for row in rows]
    assert _unbracketed(texts) == []


def test_dialog_defaults_are_read_when_the_dialog_is_made(ui: Ui) -> None:
    """Cancel and New deal were default arguments, English from import on."""
    use_language(PSEUDO)
    confirm = ConfirmScene(ui.ctx, "?", "", ("Go", lambda: None))
    pause = PauseScene(ui.ctx, lambda: None, SaveActions())
    labels = [confirm.cancel_label, pause.restart_label]
    assert all(label.startswith("[") for label in labels)
    assert _unbracketed(pause.header_lines()) == []


def test_counts_places_and_shares_are_whole_sentences() -> None:
    use_language(PSEUDO)
    made = [
        words.count_text(1),
        words.count_text(3),
        words.seat_counts_text([2]),
        words.seat_counts_text([1, 2, 3, 4]),
        words.seat_counts_text([2, 4, 6]),
        words.players_text(1),
        words.players_text(3),
        *(words.ordinal(place) for place in (1, 2, 3, 4, 11, 21, 22, 23)),
        words.speed_about(0.5),
        words.speed_about(0.4),
        *words.results_lines(
            3, 2, 1, {"1": {"games": 3, "wins": 2}}, {"casual": {"games": 1, "wins": 1}}
        ),
        *words.apart_lines(2, 1),
        words.assisted_end_line(True),
        words.deal_text("Regicide", 2, ()),
        words.daily_title("{day}"),
        words.code_line("1Z844-MM01R"),
    ]
    assert _unbracketed(made) == []
    use_language("en")
    assert [words.ordinal(place) for place in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
    ]  # fmt: skip
    assert words.count_text(1) == "1 player" and words.count_text(2) == "2 players"
    assert words.day_text("2026-11-25") == "25 Nov" and words.day_text("soon") == "soon"


@pytest.mark.parametrize("measured", MEASURED, ids=lambda run: f"{run.game}-{run.level}")
def test_each_level_s_measured_strength_is_one_sentence(measured: object) -> None:
    use_language(PSEUDO)
    for level in ("beginner", "casual", "strong", "expert"):
        game = measured.game  # type: ignore[attr-defined]
        assert _unbracketed([strength_text(game, level)]) == [], (game, level)


@pytest.mark.parametrize(
    ("winners", "people", "kind"),
    [((), (), ResultKind.DRAW), ((), (), ResultKind.LOST), ((1,), (1,), ResultKind.WON),
     ((), (1, 2), ResultKind.LOST), ((1, 2, 3), (1, 2, 3), ResultKind.WON),
     ((2,), (1, 2), ResultKind.WON), ((1, 3), (), ResultKind.WON)],
)  # fmt: skip
def test_every_verdict_goes_through_the_seam(
    winners: tuple[int, ...], people: tuple[int, ...], kind: ResultKind
) -> None:
    use_language(PSEUDO)
    verdict = verdict_words(Result(kind, winners, "summary"), people)
    assert verdict.startswith("[") and _unbracketed([verdict]) == []


def test_a_mistyped_code_is_told_in_the_player_s_language() -> None:
    use_language(PSEUDO)
    for typed in ("1Z844-MM01Q", "UUUU", "12", "00000-00000-00000-000"):
        with pytest.raises(CodeError) as refused:
            read_code(typed)
        assert _unbracketed([str(refused.value).replace(typed, "")]) == [], typed


def test_every_shipped_theme_s_name_and_description_is_in_the_catalogs() -> None:
    """The extractor reads Python: a theme's YAML words reach the catalogs through
    SHIPPED_WORDS, which must name every shipped theme's name, description and author."""
    shipped = [entry.theme for entry in find_themes() if entry.shipped and entry.theme]
    assert shipped
    for theme in shipped:
        assert {theme.name, theme.description, theme.author} <= set(SHIPPED_WORDS), theme.key


def test_the_saves_list_says_its_columns_and_cells_in_the_language(tmp_path: Path) -> None:
    use_language(PSEUDO)
    entry = SaveEntry(tmp_path / "Mine.yaml", "2026-11-25T10:00:00", status="draw", assisted=True)
    cells = save_columns(entry)
    assert _unbracketed([column.heading for column in SAVE_COLUMNS]) == []
    playing = save_columns(SaveEntry(tmp_path / "Mine.yaml", "", status="playing"))
    assert _unbracketed([cells[5], cells[6], playing[5], time_name()]) == []
    assert long_day(date.today()) in time_name()


def test_the_daily_grade_on_the_title_speaks_the_language_chosen(ui: Ui) -> None:
    """Read on the German title (issue 35): the daily deal's grade, kept by the worker process
    in the language it spoke, said "Wie schwer: winnable; the Strong AI, thinking about…";
    the title says a whole kept grade again in the language chosen now."""
    seed = daily_deal(REGICIDE, date.today()).seed
    kept = {"verdict": "winnable", "wins": 7, "played": 10, "games": 10, "defeated": 110}
    line = "winnable; the Strong AI, thinking about 10% as long as at the table, won 7 of 10"
    today = date.today().isoformat()
    grade = {"game": "regicide", "day": today, "seed": seed, **kept, "iterations": 10}
    keep_grade(data_dir(), {**grade, "line": line})
    use_language("de")
    ui.to_title()
    assert isinstance(ui.top, TitleScene)
    note = ui.top._daily_grade()
    assert "gewinnbar; die Starke KI" in note and "winnable" not in note
    keep_grade(data_dir(), {"game": "regicide", "day": today, "seed": seed, "line": line})
    ui.top._grade = None  # a line alone (an older file): said as it was kept
    assert line in ui.top._daily_grade()


def test_a_file_that_cannot_be_read_is_told_in_the_player_s_language(tmp_path: Path) -> None:
    """Read on the German title (issue 35): a broken autosave's notice said its reason in
    English ("line 3, column 1: this is not valid YAML"); the command line stays English."""
    broken, empty = tmp_path / "autosave.yaml", tmp_path / "empty.yaml"
    broken.write_text("game: regicide\nrecord: {{{\n", encoding="utf-8")
    empty.write_text("\n", encoding="utf-8")
    with pytest.raises(DocumentError, match="line 3, column 1: this is not valid YAML"):
        read_document(broken)
    use_language("de")
    with pytest.raises(DocumentError, match="Zeile 3, Spalte 1: das ist kein gültiges YAML"):
        read_document(broken)
    with pytest.raises(DocumentError, match="ist leer"):
        read_document(empty)
    with pytest.raises(DocumentError, match="Datei nicht vorhanden"):
        read_document(tmp_path / "missing.yaml")


def test_a_broken_autosave_s_notice_on_the_title_is_all_in_the_player_s_language(
    ui: Ui,
) -> None:
    """Read on the French title (issue 35): the notice said "(autosave.yaml: ligne 3,
    colonne 1 : ce n'est pas du YAML valide (did not find expected key))": the parser's
    English, and a file name glued on with an English colon. Now where the file breaks, in
    French, and nothing else."""
    ui.ctx.autosave.parent.mkdir(parents=True, exist_ok=True)
    ui.ctx.autosave.write_text("game: regicide\nrecord: {{{\n", encoding="utf-8")
    use_language("fr")
    ui.to_title()
    notice = " ".join(ui.ctx.notices)
    assert "ligne 3, colonne 1\u00a0: ce n’est pas du YAML valide\u00a0:" in notice, notice
    assert "autosave" not in notice and "did not" not in notice and "expected" not in notice


def test_a_file_s_name_and_its_problem_are_joined_as_the_language_writes_it(
    tmp_path: Path,
) -> None:
    """A save that cannot be loaded names its file before the problem: French puts a
    no-break space before the colon (issue 35), English none."""
    broken = tmp_path / "partie.yaml"
    broken.write_text("a: 'x\n", encoding="utf-8")
    with pytest.raises(SaveError, match=r"^partie\.yaml: line 2"):
        load_saved(broken)
    use_language("fr")
    with pytest.raises(SaveError, match=re.escape("partie.yaml\u00a0: ligne 2")):
        load_saved(broken)


@pytest.mark.parametrize(
    ("code", "said"), [("fr", "Parties entre amis\u00a0: 1"), ("es", "Partidas entre amigos: 1")]
)
def test_one_game_between_friends_is_counted_as_the_language_writes_one(
    code: str, said: str
) -> None:
    """Read on French Baisch Records (issue 35): "Entre amis : 1 jouées", a plural past
    participle after one game (Spanish "1 jugadas" likewise); the count follows a label, as
    the page's other counts do."""
    use_language(code)
    assert words.apart_lines(1, 0) == [said]


def test_another_window_on_the_folder_is_told_in_the_language_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in a second German window (issue 35): "Regicide is already open on … (in use by
    process 3078)" came in English, made before the settings' language was spoken."""
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    (tmp_path / "settings.yaml").write_text("language: de\n", encoding="utf-8")
    first = FolderLock(tmp_path)
    try:
        speak_chosen_language()
        second = open_folder()
    finally:
        first.release()
    assert second.read_only is not None
    assert "Regicide ist bereits mit" in second.read_only
    assert "benutzt von" in second.read_only and "in use" not in second.read_only


def test_a_list_row_s_hidden_cells_are_titled_as_the_language_writes_it(ui: Ui) -> None:
    """Read in French (issue 35): the saves list's line under a row said "Nom: …,
    Enregistrée: …" with the English colon; French sets a no-break space before it."""
    use_language("fr")
    look = ListLook(ui.ctx.text, ui.ctx.frame)
    cells = ("A long evening", "Regicide", "2026-11-29 21:18", "4", "1/12", "perdue", "")
    told = untold(SAVE_COLUMNS, [], cells, look)
    assert "Nom\u00a0: A long evening" in told


def test_baisch_s_average_game_is_written_as_the_language_writes_a_decimal() -> None:
    """Read on the French Records (issue 35): "partie moyenne : 24.5 tours" kept the English
    decimal point."""
    use_language("fr")
    stats = replace(BAISCH.statistics([], None), games=2, mean_turns=24.5)
    lines = BAISCH.summary_lines(stats)
    assert any("24,5\u00a0tours" in line or "24,5 tours" in line for line in lines), lines


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_parlour_theme_s_credit_names_its_cards_as_its_row_names_the_theme(
    ui: Ui, code: str
) -> None:
    """Read in Spanish (issue 35): the Salón theme's credit said "cartas: Parlour (CC0-1.0)",
    its card set named in English where the row said "Salón"."""
    use_language(code)
    ui.ctx.apply_theme("parlour")
    scene = SettingsScene(ui.ctx)
    ui.ctx.stack.push(scene)
    ui.frames(1)
    name = _(ui.ctx.theme.name)
    credit = " ".join(line for line, _color in scene._caption_lines(1000))
    assert f"{name} (" in credit, credit
    assert code == "en" or "Parlour" not in credit, credit
