"""Computer players by level in the app (issue 34): each game's New game offers Beginner,
Casual, Strong and Expert, each with what it is and its measured strength (the words of
regicide/games/measured.py, checked against the runs by tests/games/test_measured.py), and seats
the level chosen; the title says how hard today's daily deal is once it was worked out, the
app asking its worker process to work it out when none is kept."""

from __future__ import annotations

from dataclasses import asdict
from datetime import date

from regicide.games.baisch.ui.new_game import NewGameScene as BaischNewGame
from regicide.games.claim.ui.new_game import NewGameScene as ClaimNewGame
from regicide.games.measured import strength_text
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.daily import daily_deal
from regicide.play.grading import GradeRequest
from regicide.play.thinking import ThreadThinker, thinking_with
from regicide.store.daily_grade import keep_grade
from regicide.store.paths import data_dir
from regicide.ui.app import ask_daily_grades
from regicide.ui.scenes.menu import MenuScene
from tests.builders import REGICIDE
from tests.ui.driver import Ui


def click(ui: Ui, start: str) -> str:
    """Click the menu's button whose label starts with `start`; its label and note after."""
    scene = ui.top
    assert isinstance(scene, MenuScene)
    ui.click(next(b for b in scene.laid_out() if b.label.startswith(start)).rect.center)
    after = next(b for b in scene.laid_out() if b.label.startswith(start))
    return f"{after.label} | {after.about}"


def test_regicide_s_seats_cycle_through_the_levels_and_seat_the_one_chosen(ui: Ui) -> None:
    ui.to_title()
    ui.click_button("New game")
    assert isinstance(ui.top, NewGameScene)
    seen = [click(ui, "Seat 2:") for _ in range(5)]
    assert [words.split(" | ")[0] for words in seen] == [
        "Seat 2: Expert AI",
        "Seat 2: Human",
        "Seat 2: Beginner AI",
        "Seat 2: Casual AI",
        "Seat 2: Strong AI",
    ]
    for words, level in zip(seen, ("expert", "human", "beginner", "casual", "strong"), strict=True):
        assert level == "human" or strength_text("regicide", level) in words
    assert "Solo: won 5 of 200 deals" in seen[3] and "Solo: won 169 of 200 deals" in seen[4]
    click(ui, "Seat 2:")  # Expert
    ui.click_button("Start the game")
    ui.settle()
    assert isinstance(ui.top, TableScene) and ui.table.session.seat_names() == ["human", "expert"]


def test_claim_s_opponent_cycles_through_the_levels(ui: Ui) -> None:
    scene = ClaimNewGame(ui.ctx)
    ui.app.start(scene)
    ui.frames(1)
    expert = click(ui, "Opponent:")
    assert expert.startswith("Opponent: Expert AI | Thinks three")
    assert expert.endswith(strength_text("claim", "expert"))
    assert click(ui, "Opponent:").startswith("Opponent: a friend")
    beginner = click(ui, "Opponent:")
    assert beginner.startswith("Opponent: Beginner AI") and "325 of 400" in beginner
    casual = click(ui, "Opponent:")
    assert beginner.endswith(strength_text("claim", "beginner"))
    assert casual.endswith(strength_text("claim", "casual")) and "{" not in beginner + casual


def test_baisch_s_seats_name_each_level_and_what_it_is(ui: Ui) -> None:
    """Each level by the name the table will call the seat ("Strong AI"), and a person
    "Human", as Regicide's New game has them (Baisch's said "Strong computer", "Person")."""
    ui.app.start(BaischNewGame(ui.ctx))
    ui.frames(1)
    words = [click(ui, "Seat 2:") for _ in range(5)]
    labels = [line.split(" | ")[0] for line in words]
    assert labels == [
        "Seat 2: Expert AI",
        "Seat 2: Human",
        "Seat 2: Beginner AI",
        "Seat 2: Casual AI",
        "Seat 2: Strong AI",
    ]
    assert all("{" not in line and line.endswith("Press to change.") for line in words)
    for line, level in zip(words, ("expert", "human", "beginner", "casual", "strong"), strict=True):
        assert level == "human" or strength_text("baisch", level) in line


def test_the_title_says_how_hard_today_s_daily_deal_is(ui: Ui) -> None:
    today = date.today().isoformat()
    seed = daily_deal(REGICIDE, date.today()).seed
    grade = {"game": "regicide", "day": today, "seed": seed}
    keep_grade(data_dir(), {**grade, "line": "winnable; the Strong AI wins it 7 times in 10"})
    ui.to_title()
    about = ui.button("Daily deal").about
    assert about.endswith("How hard: winnable; the Strong AI wins it 7 times in 10.")


class Graded(ThreadThinker):
    """Threads, with grades asked for noted and a count of grades kept the test sets."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[GradeRequest] = []
        self.graded = 0

    def grade(self, request: GradeRequest) -> None:
        self.asked.append(request)


def test_the_app_asks_for_today_s_grade_and_the_title_shows_it_once_kept(ui: Ui) -> None:
    thinker = Graded()
    with thinking_with(thinker):
        ask_daily_grades(thinker)
        assert [(asked.game, asked.day) for asked in thinker.asked] == [
            ("regicide", date.today().isoformat())
        ]
        ui.to_title()
        assert "How hard" not in ui.button("Daily deal").about
        asked = thinker.asked[0]
        keep_grade(asked.folder, {**asdict(asked), "folder": None, "line": "winnable; x"})
        ui.frames(1)
        assert "How hard" not in ui.button("Daily deal").about  # read once, until told
        thinker.graded = 1  # the worker says it kept a grade
        ui.frames(1)
        assert ui.button("Daily deal").about.endswith("How hard: winnable; x.")
        ask_daily_grades(thinker)
        assert len(thinker.asked) == 1  # kept: not asked again
