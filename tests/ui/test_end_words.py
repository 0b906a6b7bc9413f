"""The end of a game says why (issue 20, items 6, 7 and 13): the real reason a win earns no
medal (R-SOLO-5: what helped, a stated position, an easing variant), a loss that was helped
says so too, and a daily deal names itself with the streak its result makes."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from regicide.games.regicide.engine import Medal, Outcome, Status
from regicide.games.regicide.narrate.marks import Help, assisted_line, game_marks, helps_of
from regicide.games.regicide.narrate.records import daily_result_text, daily_streak_text
from regicide.games.regicide.records import daily_standing
from regicide.games.regicide.story import Story
from regicide.games.regicide.ui.scenes.game_over import Ending, GameOverScene
from regicide.store.records import read_archive
from tests.archive_samples import fill, won_record
from tests.ui.driver import Ui

DAY = date(2026, 11, 25)
STORY = Story(40, 30, 2, 120, 20, ("10C",), 2, 12, 0, 8)


def _scene(ui: Ui, outcome: Outcome, players: int = 1, **more: object) -> GameOverScene:
    ending = Ending(outcome, players, 1, STORY, 60.0, _nothing, None, _nothing, **more)  # type: ignore[arg-type]
    return GameOverScene(ui.ctx, ending)


def _nothing() -> None:
    return None


def _won(assisted: bool = False, dealt: bool = True) -> Outcome:
    medal = None if assisted or not dealt else Medal.GOLD
    return Outcome(Status.WON, medal, None, 12, assisted, dealt)


def test_an_assisted_win_gives_what_helped_as_its_reason(ui: Ui) -> None:
    """R-SOLO-5: the reason is the help used (a hint here), never a guess."""
    words = _scene(ui, _won(assisted=True), help_used=(Help.HINT,)).victory_words()
    assert words == "Assisted: a hint showed the computer's move, so this win earns no medal."
    autoplay = _scene(ui, _won(assisted=True), help_used=(Help.AUTOPLAY,)).victory_words()
    assert "autoplay" in autoplay and "undo" not in autoplay


def test_an_assisted_game_names_every_help_used(ui: Ui) -> None:
    """A hint, then autoplay, then an undo of shown cards: the end names all three, in the
    order they were first used (issue 33, item 6)."""
    helps = (Help.HINT, Help.AUTOPLAY, Help.UNDO)
    words = _scene(ui, _won(assisted=True), help_used=helps).victory_words()
    assert words == (
        "Assisted: a hint showed the computer's move, the computer played for you (autoplay)"
        " and an undo took back a move that had shown hidden cards, so this win earns no medal."
    )


def test_an_old_record_naming_one_help_still_says_it() -> None:
    assert helps_of("hint") == (Help.HINT,)
    assert helps_of(["autoplay", "nonsense", "hint", "autoplay"]) == (Help.AUTOPLAY, Help.HINT)
    assert helps_of(None) == ()


def test_a_win_from_a_stated_position_earns_no_medal_and_says_so(ui: Ui) -> None:
    """R-SOLO-5 from a position: 11 royals already down is no achievement of this game."""
    words = _scene(ui, _won(dealt=False)).victory_words()
    assert "stated position" in words and "no medal" in words


def test_a_loss_that_was_helped_says_so(ui: Ui) -> None:
    lost = Outcome(Status.LOST, None, "You could not cover 20 damage.", 5, True, True)
    scene = _scene(ui, lost, help_used=(Help.UNDO,))
    assert scene.assisted_words() == (
        "Assisted: an undo took back a move that had shown hidden cards."
    )


def test_a_team_win_that_was_helped_says_what_helped(ui: Ui) -> None:
    words = _scene(ui, _won(assisted=True), 3, help_used=(Help.AUTOPLAY,)).victory_words()
    assert words.startswith("The castle has fallen.") and "autoplay" in words
    assert "medal" not in words  # a team earns none to lose


def test_the_assisted_line_without_a_known_reason_lists_what_may_have_helped() -> None:
    assert "hint" in assisted_line((), won=True, solo=True)


def test_the_table_marks_a_daily_deal_help_and_a_stated_position() -> None:
    marks = game_marks(DAY, True, (Help.HINT,), dealt=False)
    assert [mark.words for mark in marks] == ["Daily deal · 25 Nov", "Assisted", "Set position"]
    assert "hint" in marks[1].tip and "no medal" in marks[2].tip


def test_the_daily_streak_counts_the_day_just_played(tmp_path: Path) -> None:
    """A won daily deal of today makes today's streak; a second try does not count."""
    fill(tmp_path, [won_record(0, daily="2026-11-24"), won_record(0, daily="2026-11-25")])
    games = read_archive(tmp_path).games
    assert daily_standing(games, DAY) == (True, 2)
    assert daily_result_text(True, 2) == "Won 2 days in a row"
    again = [won_record(0, daily="2026-11-25"), won_record(1, daily="2026-11-25")]
    fill(tmp_path / "again", again)
    counts, _ = daily_standing(read_archive(tmp_path / "again").games, DAY)
    assert not counts and "first result counts" in daily_result_text(counts, 2)


def test_the_daily_streak_in_words() -> None:
    assert daily_streak_text(0, 0) == "no daily win in a row now"
    assert daily_streak_text(1, 4) == "won 1 day in a row (best 4)"


def test_a_win_without_a_medal_leaves_no_blank_band_for_one(ui: Ui) -> None:
    """Issue 33, item 10: the numbers follow the words closely where no medal is drawn; a
    medal keeps its room."""
    bare = _scene(ui, _won(dealt=False))
    at = bare.places()
    assert at.tiles_top - bare._lines_bottom(at.width) <= 30
    medal = _scene(ui, _won())
    assert medal.places().tiles_top >= medal._lines_bottom(medal.places().width)
