"""The Baisch table played like a person plays it (issue 23): real pygame events through
`App.step` — the setup and draft screens, attacks by keys and by dragging, the hero menus, the
hot-seat cover between people (B-INFO-2) with the Battery Tower's out-of-turn decision behind
it, undo, autoplay to the end, the end screen."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from regicide import i18n
from regicide.games.baisch import GAME
from regicide.games.baisch.engine import (
    Attack,
    Battery,
    ChooseSetup,
    EndTurn,
    GiveHero,
    Hero,
    JokerDrawHero,
    JokerTakeHero,
    Options,
    Phase,
    Status,
    TargetKind,
    parse_card,
    view,
)
from regicide.games.baisch.narrate import move_words
from regicide.games.baisch.narrate.reasons import REASONS
from regicide.games.baisch.ui import furniture
from regicide.games.baisch.ui.board import LOCK_TIP
from regicide.games.baisch.ui.choosers import actions_menu, phase_chooser
from regicide.games.baisch.ui.draft_screen import DraftScreen
from regicide.games.baisch.ui.hero_pieces import hero_state, short_state
from regicide.games.baisch.ui.layout import (
    CARD_RATIO,
    OWN_LINE_ABOVE,
    OWN_PIECES,
    BoardLayout,
    Zone,
)
from regicide.games.baisch.ui.new_game import NewGameScene, seats_words
from regicide.games.baisch.ui.options import option_label
from regicide.games.baisch.ui.overlays import GameOverScene
from regicide.games.baisch.ui.replay_board import BaischReplayBoard
from regicide.games.baisch.ui.table_drawing import DROP_GUIDE
from regicide.i18n import ENGLISH, use_language
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui import widgets
from regicide.ui.context import AppContext
from regicide.ui.kits import kit_of
from regicide.ui.scenes.menu import MenuScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.standings import StandingsScene
from regicide.ui.widgets import Frame
from tests.games.baisch.baisch_builders import game_at, plain, play
from tests.games.baisch.ui.baisch_driver import BaischUi, spy_said
from tests.games.baisch.ui.baisch_gallery import battery_cover, dealt, drafted, won_game
from tests.ui.drawn import Drawn, spy_cuts
from tests.ui.driver import Ui, drag_frames, key_event, motion_event, mouse_event


def _commands(baisch: BaischUi) -> list[object]:
    return [turn.command for turn in baisch.game.history]


def _against_the_computer(ui: Ui, seats: list[dict[str, Any]]) -> BaischUi:
    """A person (Seat 1, to act) against an instant computer, from a stated position."""
    baisch = BaischUi(ui.app)
    game = game_at(seats)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    return baisch


def test_the_setup_and_the_draft_by_keys(ui: Ui) -> None:
    baisch = dealt(ui)
    assert baisch.phase() is Phase.SETUP and not baisch.table.covered
    baisch.press(pygame.K_RETURN)  # nothing chosen yet: confirm is refused
    assert not baisch.game.history
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    assert isinstance(_commands(baisch)[0], ChooseSetup)
    assert baisch.phase() is Phase.DRAFT
    baisch.press(pygame.K_RIGHT)
    baisch.press(pygame.K_RETURN)
    given = [command for command in _commands(baisch) if isinstance(command, GiveHero)]
    assert given and given[0].hero is not Hero.MERCENARIES  # the arrow moved off the first


def test_a_suggested_setup_takes_back_the_refusal_said_before(ui: Ui) -> None:
    """Played in German at 1280×720 200% (issue 35): Enter on an empty setup said in red
    what was still to choose, and after S filled every box the red line still said so; a
    suggestion (or clearing the boxes) takes the refusal back."""
    baisch = dealt(ui)
    screen = baisch.table.setup_screen
    assert screen is not None
    for undo in (pygame.K_c, pygame.K_s):
        baisch.press(pygame.K_RETURN)  # nothing chosen yet: refused, in red
        assert screen.message.startswith("Still to choose")
        baisch.press(undo)
        assert screen.message == ""
    assert screen.choosing.choice() is not None


def test_the_setup_by_mouse_card_then_box(ui: Ui) -> None:
    baisch = dealt(ui)
    screen = baisch.table.setup_screen
    assert screen is not None
    frame = baisch.ctx.frame
    baisch.click(screen.card_rect(frame, 0).center)
    baisch.click(screen.box_rect(frame, "king").center)
    assert screen.choosing.roles[0] == "king"
    assert screen.choosing.choice() is None  # a King alone is not yet a setup
    assert screen.choosing.missing() == "Still to choose: 2 more cards for the graveyard."
    for index in (1, 2):
        baisch.click(screen.card_rect(frame, index).center)
        baisch.click(screen.box_rect(frame, "discard").center)
        if index == 1:
            assert screen.choosing.missing() == "Still to choose: 1 more card for the graveyard."
    baisch.click(screen.card_rect(frame, 3).center)
    baisch.click(screen.box_rect(frame, "slot 1").center)
    assert screen.choosing.choice() is not None and not screen.choosing.missing()
    confirm = next(b for b in screen.buttons(frame) if b.label == "Confirm")
    baisch.click(confirm.rect.center)
    assert isinstance(_commands(baisch)[0], ChooseSetup)


def test_a_turn_by_keys_then_autoplay_to_the_end(ui: Ui) -> None:
    baisch = drafted(ui)
    baisch.table.computers.helper = "instant"
    assert baisch.phase() is Phase.PLAY and baisch.table.session.to_act == 1
    baisch.press(pygame.K_1)
    labels = baisch.panel_labels()
    assert any(label.startswith("Plunder stack A") for label in labels), labels
    baisch.press(pygame.K_TAB)
    baisch.press(pygame.K_RETURN)
    assert isinstance(_commands(baisch)[-1], Attack)
    baisch.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.press(pygame.K_DOWN)
    ui.press(pygame.K_RETURN)
    assert baisch.table.play.autoplay
    for _ in range(20000):
        baisch.step(dt=0.1)
        if isinstance(ui.top, GameOverScene):
            break
    assert isinstance(ui.top, GameOverScene) and baisch.state.status is Status.OVER
    assert "last player standing" in " ".join(ui.top.ending.lines)


def test_an_attack_by_dragging_a_card_onto_an_enemy_slot(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.drag(baisch.card_point("9C"), baisch.zone_point(Zone("slot", 2, 1)))
    attack = next(c for c in _commands(baisch) if isinstance(c, Attack))
    assert attack.target.seat == 2 and [p.card.text for p in attack.cards] == ["9C"]


def test_a_drop_nowhere_plays_nothing_and_says_so(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.drag(baisch.card_point("9C"), baisch.zone_point(Zone("king", 1)))
    assert not baisch.game.history and baisch.table.message


def test_a_click_on_an_own_hero_opens_its_actions(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [
            {**plain("KSv", ["2Dv"], ["9C"]), "heroes": ["spy"]},
            plain("KCv", ["3Dv", "4Dv"]),
        ],
    )
    rect = next(rect for rect, seat, hero in baisch.table.board.heroes if hero is Hero.SPY)
    assert rect is not None
    baisch.click(rect.center)
    labels = baisch.panel_labels()
    assert any("slot 1" in label for label in labels), labels
    baisch.press(pygame.K_1)
    assert type(_commands(baisch)[-1]).__name__.startswith("Spy")


def test_undo_takes_back_the_persons_move(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv", "4Dv"])],
    )
    baisch.select("9C")
    baisch.click_panel("Seat 2 · slot 1")
    assert baisch.game.history
    baisch.press(pygame.K_z, pygame.KMOD_CTRL)
    assert not baisch.game.history and "9C" in [card.text for card in baisch.hand()]


def test_the_battery_decision_waits_behind_the_cover_for_its_owner(ui: Ui) -> None:
    baisch = battery_cover(ui)
    table = baisch.table
    assert baisch.phase() is Phase.BATTERY and table.covered and table.session.to_act == 2
    assert baisch.panel_labels() == []  # nothing of Seat 2's shows before they take the screen
    baisch.click((10, 300))
    assert not table.covered and table.viewer == 2
    assert baisch.panel_labels() == ["Block it", "Let it through"]
    baisch.press(pygame.K_1)
    assert _commands(baisch)[-1] == Battery(True)
    assert table.session.to_act == 1 and table.covered  # back to Seat 1, behind the cover


def test_the_setup_and_the_draft_name_a_seat_only_between_people(ui: Ui) -> None:
    """The one person at a table is "you" (as every other line calls them) on the setup and
    the draft screens; people sharing the screen read whose turn the screen shows."""
    alone = dealt(ui, ("human", "instant", "instant"), seed=8)
    screen = alone.table.setup_screen
    assert screen is not None and screen.heading() == "Set up your table"
    alone.press(pygame.K_s)
    alone.press(pygame.K_RETURN)
    state = alone.state
    assert alone.phase() is Phase.DRAFT and state.to_act == 1
    assert alone.table.draft.heading(state) == "Give Seat 2 a hero"
    held = alone.table.draft.held_line(state)
    assert held.startswith("You: ") and "   ·   Seat 2: " in held
    as_seat_2 = DraftScreen(alone.table.submit, you=2)  # seat 2's "you" is given one
    assert as_seat_2.heading(state) == "Seat 1 gives you a hero"
    shared = dealt(ui, ("human", "human", "instant", "instant"), seed=8)
    shared.press(pygame.K_RETURN)  # Seat 1 takes the screen
    screen = shared.table.setup_screen
    assert screen is not None and screen.heading() == "Seat 1: set up your table"
    assert shared.table.draft.held_line(shared.state).startswith("Seat 1: —")


def test_four_seats_two_people_pass_the_screen(ui: Ui) -> None:
    baisch = dealt(ui, ("human", "human", "instant", "instant"), seed=8)
    table = baisch.table
    assert table.covered and table.session.to_act == 1
    baisch.press(pygame.K_RETURN)
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    assert table.covered and table.session.to_act == 2  # Seat 1's choice hidden from Seat 2
    baisch.press(pygame.K_RETURN)
    assert table.viewer == 2 and table.setup_screen is not None
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    for _ in range(40):  # the computers set up; the draft passes between the people
        playing = baisch.phase() is Phase.PLAY
        if table.covered:
            baisch.press(pygame.K_RETURN)
        elif playing and table.person_playing:
            break
        elif table.play.person_acting:
            baisch.press(pygame.K_RETURN)  # the first hero on offer, the first choice
        else:
            baisch.settle()
    assert baisch.phase() is Phase.PLAY and table.person_playing
    assert table.viewer == table.session.to_act in (1, 2)
    _person_turn(baisch, attack=False)
    assert isinstance(_commands(baisch)[-1], EndTurn)


def test_the_last_attack_shows_the_end_screen(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])],
    )
    baisch.select("QH")
    baisch.click_panel("Seat 2's King")
    assert isinstance(ui.top, GameOverScene)
    assert ui.top.ending.title == "You win!"
    ui.press(pygame.K_r)
    assert type(ui.top).__name__ == "ReplayScene"


def test_the_end_screen_words_and_keys_are_the_other_games(ui: Ui) -> None:
    """Issue 32, item 7: 'Quit to title', undo on Ctrl+Z (U does nothing), the deal's code."""
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])],
    )
    baisch.select("QH")
    baisch.click_panel("Seat 2's King")
    scene = ui.top
    assert isinstance(scene, GameOverScene)
    labels = [button.label for button in scene.laid_out()]
    assert "Quit to title" in labels and "Back to the title" not in labels
    ui.press(pygame.K_u)
    assert ui.top is scene
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    assert not isinstance(ui.top, GameOverScene) and baisch.game.outcome is None


def test_the_end_screen_gives_a_fresh_deals_code(ui: Ui) -> None:
    baisch = BaischUi(ui.app)
    table = baisch.deal(["human", "instant"], seed=11)
    code = table.session.code
    assert code and f"Deal code {code}" in table._deal_lines()


def _menu_label(ui: Ui, start: str) -> str:
    scene = ui.top
    assert isinstance(scene, MenuScene)
    return next(b.label for b in scene.laid_out() if b.label.startswith(start))


def _menu_click(ui: Ui, start: str) -> None:
    """Click the top menu's button whose label starts with `start`."""
    scene = ui.top
    assert isinstance(scene, MenuScene)
    button = next(b for b in scene.laid_out() if b.label.startswith(start))
    ui.click(button.rect.center)


@pytest.mark.parametrize(
    ("players", "people", "words"),
    [
        (2, 1, "You against 1 computer."),
        (4, 1, "You against 3 computers."),
        (4, 3, "3 people share this screen, their cards hidden in turn; 1 computer."),
        (2, 2, "2 people share this screen, their cards hidden in turn."),
        (3, 0, "Computers only: watch them play."),
    ],
)
def test_the_new_game_screen_counts_people_and_computers_in_words(
    players: int, people: int, words: str
) -> None:
    assert seats_words(players, people) == words


def test_the_new_game_screen_seats_four_with_two_people_and_an_original_rule(ui: Ui) -> None:
    ui.app.start(NewGameScene(ui.ctx))
    _menu_click(ui, "Players:")
    _menu_click(ui, "Players:")
    while "Human" not in _menu_label(ui, "Seat 2:"):  # strong → … → human
        _menu_click(ui, "Seat 2:")
    assert _menu_label(ui, "Original rules") == "Original rules, more seats…: Off"  # not "0 on"
    _menu_click(ui, "Original rules")
    _menu_click(ui, "Original: a King's tie loses")
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, NewGameScene)
    assert _menu_label(ui, "Original rules") == "Original rules, more seats…: 1 on"
    _menu_click(ui, "Start the game")
    baisch = BaischUi(ui.app)
    baisch.settle()
    table = baisch.table
    assert baisch.state.players == 4 and baisch.state.options.king_tie_eliminates
    assert [table.session.seat(n).is_human for n in (1, 2, 3, 4)] == [True, True, False, False]
    assert table.covered  # two people: the first takes the screen


def test_the_replay_board_hides_what_the_seat_did_not_know_until_spoilers(ctx: AppContext) -> None:
    """B-INFO-1 in the replay viewer: a seat's view by default; spoilers show every King."""
    game = game_at([plain("KSv", ["2Dv"], ["QH"]), plain("4Cv", ["3Dv"], ["3H"])])
    board = BaischReplayBoard(ctx, game)
    board.show(0, spoilers=False)
    assert board.board.seen.player(2).king is None
    board.show(0, spoilers=True)
    assert board.board.seen.player(2).king == parse_card("4C")
    assert board.next_frame_in() is None


def test_a_picked_king_stays_under_its_caption_and_a_picked_hand_card_rises(ui: Ui) -> None:
    """Played by hand at 960×540 200%: the own King picked to attack rose over its caption
    "King" (B-KING-1). A King or slot card picked keeps its place, outlined; a hand card
    rises."""
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    baisch = _against_the_computer(ui, [plain("KSv", [], ["9C"]), plain("QDv", ["8Cv"], ["3H"])])
    board = baisch.table.board
    king = next(s for s in board.sprites.drawn() if s.zone.kind == "king" and s.zone.seat == 1)
    hand = next(s for s in board.sprites.drawn() if s.zone.kind == "hand" and s.zone.seat == 1)
    resting = board.card_rect(king), board.card_rect(hand)
    baisch.press(pygame.K_k)
    baisch.press(pygame.K_1)
    assert baisch.table.controls.picks().king
    assert board.card_rect(king) == resting[0]
    baisch.press(pygame.K_k)  # the King put down, the hand card picked
    assert board.card_rect(hand).top < resting[1].top


def test_a_priest_that_missed_says_its_second_draw_is_left() -> None:
    """Played by hand (1280×720 200%): after a Priest's draw missed, the piece still said
    "ready", as if no draw had been made; it says "1 of 2 draws" (B-HERO-PRIEST-2/3)."""
    me = {**plain("KSv", ["2Dv"], ["7S", "5S"]), "heroes": ["priest"]}
    game = game_at([me, plain("QDv", ["8Cv"], ["9H"])], stacks={"A": "5C^ 9Dv", "B": "2H^ 4Dv"})
    play(game, "plunder A 7S", "priest P2")
    seen = view(game.state, 1)
    assert hero_state(Hero.PRIEST, seen.me, seen.usage) == "1 of 2 draws"
    assert short_state(Hero.PRIEST, seen.me, seen.usage) == "1 of 2"


def test_the_replay_calls_no_seat_you(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> None:
    """Played by hand (a hot-seat game's replay at 960×540 200%): the seat whose view the
    replay shows was named "Seat 3 (you)", a computer's seat. The replay's watcher is an
    onlooker: "Seat 3 · hand 2"."""
    said = spy_said(monkeypatch, ui)
    board = BaischReplayBoard(ui.ctx, won_game())
    board.show(0, spoilers=False)
    board.draw(ui.ctx.window.surface, "", (0, 0), False)
    assert "Seat 1 · hand 2" in said and not any("(you)" in words for words in said), said


def test_the_replay_s_info_names_the_seat_to_play(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> None:
    """Read in a real window (German, 960×540 200%): the replay's info box said "Zug 8: Du
    bist am Zug" about the seat it shows, the banner "Sicht: Platz 1". Nobody watching a
    replay is "you": the box names the seat, in every language."""
    said = spy_said(monkeypatch, ui)
    board = BaischReplayBoard(ui.ctx, game_at([plain("KSv", [], ["9C"]), plain("QDv", [], ["3H"])]))
    board.show(0, spoilers=False)
    for language in (ENGLISH, "de"):  # the conftest puts English back afterwards
        use_language(language)
        board.draw(ui.ctx.window.surface, "", (0, 0), False)
    assert any(words.endswith("Seat 1's turn") for words in said), said
    assert any(words.endswith("Platz 1 ist am Zug") for words in said), said
    assert not any(words.endswith(("Your turn", "Du bist am Zug")) for words in said), said


def test_the_replay_s_floating_notes_call_nobody_you(ctx: AppContext) -> None:
    """The replay's moves float the table's notes ("You plundered stack A", "You took the
    slot") about the seat shown: a replay's watcher is no seat, so they name it."""
    game = game_at(
        [plain("KSv", ["2Dv"], ["7S"]), plain("QDv", ["8Cv"], ["9H"])],
        stacks={"A": "5C^ 3Dv", "B": "2H^ 4Dv"},
    )
    play(game, "plunder A 7S")
    board = BaischReplayBoard(ctx, game)
    board.show(0, spoilers=False)
    played: list[str] = []
    board.board.play = lambda steps: played.extend(  # type: ignore[method-assign]
        note.text for _seen, _hold, notes in steps for note in notes
    )
    board.play(1, spoilers=False)
    assert "Seat 1 plundered stack A" in played, played
    assert not any(words.startswith("You") for words in played), played


def test_a_hint_on_the_setup_screen_fills_its_boxes(ui: Ui) -> None:
    baisch = dealt(ui)
    baisch.table.computers.helper = "instant"
    baisch.press(pygame.K_h)
    screen = baisch.table.setup_screen
    assert screen is not None
    for _ in range(600):
        if screen.choosing.choice() is not None:
            break
        baisch.step()
    assert screen.choosing.choice() is not None
    assert baisch.table.current_message()[0].startswith("Hint:")
    baisch.press(pygame.K_RETURN)
    assert isinstance(_commands(baisch)[0], ChooseSetup)


def _person_turn(baisch: BaischUi, attack: bool) -> None:
    """A person's simple turn: by keys the first card's first option, or E for the end of
    the turn and, when it asks where Mercenaries go or which slot turns up, a click on its
    first way to end."""
    table = baisch.table
    if attack and baisch.hand():
        baisch.press(pygame.K_1)
        baisch.press(pygame.K_TAB)
        baisch.press(pygame.K_RETURN)
        table.controls.reset()
        return
    baisch.press(pygame.K_e)
    if table.controls.choosing is not None:
        baisch.click_panel("End turn")


def test_two_people_and_two_computers_play_until_someone_falls(ui: Ui) -> None:
    """Every hand-over between the people is covered, and each person acts only from their
    own chair (B-INFO-2)."""
    baisch = dealt(ui, ("human", "human", "instant", "instant"), seed=8)
    table, covers, moves = baisch.table, 0, 0
    for _ in range(400):
        if any(baisch.state.seat(seat).out for seat in range(1, 5)):
            break
        if table.covered:
            covers += 1
            baisch.press(pygame.K_RETURN)
        elif not table.play.person_acting:
            baisch.step(dt=0.1)
        else:
            assert table.viewer == table.session.to_act
            phase = baisch.phase()
            if phase is Phase.SETUP:
                baisch.press(pygame.K_s)
                baisch.press(pygame.K_RETURN)
            elif phase is Phase.PLAY:
                moves += 1
                _person_turn(baisch, attack=moves % 2 == 1)
            else:
                baisch.press(pygame.K_RETURN)  # the draft's hero, a decision's first choice
    assert any(baisch.state.seat(seat).out for seat in range(1, 5))
    assert covers >= 4 and moves >= 4


def test_a_finished_game_is_kept_and_its_records_page_lists_it(ui: Ui) -> None:
    """The game won at the table goes to the archive; Baisch's records page counts it and
    watches it again."""
    game = game_at([plain("KSv", ["2Dv"], ["QH", "5C"]), plain("4Cv", [], ["3H"])])
    seats = seats_of(GAME, ["human", "instant"], 0.05)
    ui.ctx.navigation.open(Session(GAME, game, seats, saver=ui.ctx.autosaver))
    baisch = BaischUi(ui.app)
    baisch.settle()
    baisch.select("QH")
    baisch.click_panel("Seat 2's King")
    ui.press(pygame.K_ESCAPE)  # the end screen's way to the title
    page = kit_of(GAME).records(ui.ctx)
    assert isinstance(page, StandingsScene)
    ui.app.start(page)
    ui.frames(1)
    assert len(page.games) == 1 and page.lines[0].startswith("Games: 1")
    ui.press(pygame.K_RETURN)  # Watch replay
    assert type(ui.top).__name__ == "ReplayScene"


def test_speed_baisch_ends_a_persons_turn_when_its_minute_is_up(ui: Ui) -> None:
    """B-VAR-SPEED-1: the bar counts the minute down; at its end the turn ends by itself."""
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C"]), plain("KCv", ["3Dv"])], options=Options(speed=True)
    )
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    table = baisch.table
    assert table.next_frame_in() == pytest.approx(1.0, abs=0.05)  # the clock's next second
    ui.app.rest(30.0)
    baisch.step()
    assert not baisch.game.history and table.turn_clock == pytest.approx(30.0, abs=0.1)
    ui.app.rest(30.0)
    baisch.step()
    assert isinstance(_commands(baisch)[0], EndTurn)


@pytest.mark.parametrize(
    ("hero", "command"),
    [
        ("merchant", "MerchantTrade"),
        ("mage", "MageReplace"),
        ("saboteurs", "Sabotage"),
        ("fortified", "Fortify"),
        ("spy", "Spy"),
    ],
)
def test_a_heros_action_by_keys_from_the_actions_menu(ui: Ui, hero: str, command: str) -> None:
    """J opens the hero and Joker actions; a number picks the hero, then its first action
    (each with its line of explanation)."""
    baisch = _against_the_computer(
        ui,
        [
            {**plain("KSv", ["2Dv"], ["9D", "5C"]), "heroes": [hero]},
            plain("KCv", ["3Dv", "4Hv"]),
        ],
    )
    baisch.press(pygame.K_j)
    labels = baisch.panel_labels()
    name = next(label for label in labels if label.lower().startswith(hero[:4]))
    baisch.press(pygame.K_1 + labels.index(name))
    assert baisch.table.controls.choosing is not None, baisch.table.message
    assert len(baisch.panel_labels()) >= 2  # its actions, and Back
    baisch.press(pygame.K_1)
    assert type(_commands(baisch)[-1]).__name__.startswith(command)


def test_the_graveyard_s_count_is_shown_whole(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> None:
    """'Graveyard 16' at its full size, never shortened to 'Graveyard…' (it was at 1280×720)."""
    shown: list[tuple[str, bool]] = []
    real = widgets.ellipsized

    def spy(cache: Any, text: str, px: int, width: int, color: Any, *, bold: bool = False) -> Any:
        if text.startswith("Graveyard"):
            whole = cache.body_exact(text, px, color, bold).get_width() <= width
            shown.append((text, whole and px == cache.body_px(11)))
        return real(cache, text, px, width, color, bold=bold)

    monkeypatch.setattr(widgets, "ellipsized", spy)
    graveyard = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "2C", "3C"]
    game = game_at(
        [plain("KSv", ["2Dv"], ["9S"]), plain("KCv", ["8Cv"])], graveyard=[*graveyard, "4C"]
    )
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    baisch.step()
    assert shown and all(whole for _, whole in shown), shown


def test_a_turns_autoplay_on_from_the_draft_and_off_again(ui: Ui) -> None:
    """A turns autoplay on and off, as on every table of the house, at any moment of the game:
    the draft too."""
    baisch = dealt(ui)
    baisch.table.computers.helper = "instant"
    baisch.press(pygame.K_s)
    baisch.press(pygame.K_RETURN)
    assert baisch.phase() is Phase.DRAFT
    a_key = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")]
    baisch.step(a_key)
    assert baisch.table.play.autoplay
    baisch.step(a_key)
    assert not baisch.table.play.autoplay and baisch.phase() is Phase.DRAFT
    baisch.step(a_key)
    for _ in range(2000):
        baisch.step(dt=0.1)
        if baisch.phase() is not Phase.DRAFT:
            break
    assert baisch.phase() is not Phase.DRAFT  # the computer gave the person's heroes


SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _head(label: str) -> str:
    """A panel label as its button shows it where it is too long to show whole even at the
    least size: its head before the colon, the rest said on a line under it (panel.py)."""
    return label.partition(":")[0].rstrip()


def _reach(baisch: BaischUi, wheel: bool) -> set[str]:
    """The labels of the panel's buttons that come into view as the focus walks along them,
    by Down or by the mouse wheel over the panel."""
    seen: set[str] = set()
    table = baisch.table
    panel = table.board.layout.panel
    if wheel:
        baisch.step(
            [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0)
                )
            ]
        )
    for _ in range(len(baisch.panel_buttons()) + 1):
        shown = baisch.panel_buttons()
        seen |= {_head(b.label) for b in shown if b.rect.width and panel.contains(b.rect)}
        if wheel:
            baisch.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
        else:
            baisch.press(pygame.K_DOWN)
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("wheel", [False, True])
def test_every_legal_attack_of_the_selection_is_reachable_in_the_panel(
    ui: Ui, size: tuple[int, int], scale: int, wheel: bool
) -> None:
    """Issue 32, item 2: with four players and J♣ picked, every target the engine allows
    for J♣ comes into view in the panel, by keys and by the mouse wheel, at every size."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    them = [
        plain(king, [f"{rank}{suit}v" for rank in (6, 7, 8)])
        for king, suit in (("QDv", "C"), ("QHv", "H"), ("QSv", "S"))
    ]
    stacks = {"A": "5C^ 9Dv", "B": "2H^ 9Sv"}
    game = game_at(
        [plain("KSv", ["5Dv"], ["JC", "2D"]), *them], options=Options(basic=True), stacks=stacks
    )
    baisch = BaischUi(ui.app)
    seats = ["human", "instant", "instant", "instant"]
    baisch.open(Session(GAME, game, seats_of(GAME, seats, 0.05)))
    baisch.select("JC")
    seen = baisch.table.seen()
    wanted = {
        option_label(move, seen)
        for move in game.legal_moves()
        if isinstance(move, Attack) and [p.card.text for p in move.cards] == ["JC"]
    }
    assert len(wanted) == 11  # two stacks and nine slots
    assert {_head(label) for label in wanted} <= _reach(baisch, wheel)


def test_a_won_card_carries_a_lock_badge_and_says_why(ui: Ui) -> None:
    """Issue 32, item 3 (B-PREY-1): prey is marked in the hand, the reason in its tip."""
    baisch = _against_the_computer(
        ui, [plain("KSv", ["2Dv"], ["9S", "3C"]), plain("QDv", ["8Cv", "4Hv"], ["3H"])]
    )
    board = baisch.table.board
    assert not board.locked_sprites()
    baisch.select("9S")
    baisch.click_panel("Seat 2 · slot 1")
    baisch.settle()
    locked = board.locked_sprites()
    assert [sprite.shown.text for sprite in locked if sprite.shown] == ["8C"]
    rect = board.card_rect(locked[0])
    assert (rect, LOCK_TIP) in board.tips


def test_a_computers_move_is_said_in_a_short_paragraph(ui: Ui) -> None:
    """Issue 32, item 4: what the computer attacked, with what, and what came of it, at the
    top of the side column; a person's move clears it."""
    baisch = _against_the_computer(
        ui, [plain("KSv", ["2D^", "3Dv"], ["4C"]), plain("QDv", ["8Cv"], ["9D", "9H"])]
    )
    assert baisch.table.moves_said == []
    baisch.press(pygame.K_e)
    baisch.settle()
    said = [words for words, _ in baisch.table.moves_said]
    assert all(words.startswith("Seat 2 ") for words in said), said
    assert any("attacked your slot" in words and "against" in words for words in said), said
    assert said[-1] == "Seat 2 ended the turn."
    baisch.select("4C")
    baisch.click_panel("Place")
    assert baisch.table.moves_said == []


def test_a_computers_attack_waiting_on_the_persons_battery_is_said_once(ui: Ui) -> None:
    """Played by hand at 960×540 200%: the side column said the computer's attack twice, its
    move ("Seat 3 attacked Seat 1's slot 1 with 1 face-down card.") over the attack still
    waiting for the Battery Tower ("Seat 3 attacks your slot 1 …; you may block it"). The
    waiting attack says it (A4, B-HERO-BAT-1); the move's line is left out."""
    me = {**plain("KSv", ["2D^", "3Dv"], ["4C"]), "heroes": ["battery"]}
    baisch = _against_the_computer(ui, [me, plain("QDv", ["8Cv"], ["9D", "9H"])])
    baisch.press(pygame.K_e)
    baisch.settle()
    assert baisch.phase() is Phase.BATTERY
    said = " ".join(words for words, _ in baisch.table.painter.info_rows())
    assert "attacks your slot" in said and "attacked" not in said, said
    baisch.press(pygame.K_1)  # blocked: the attack told, then what came of it
    said = " ".join(words for words, _ in baisch.table.said_moves())
    assert "Seat 2 attacked your slot" in said and "You blocked" in said, said
    assert said.index("Seat 2 attacked your slot") < said.index("You blocked"), said


def test_the_battery_question_names_a_joker_as_the_side_column_does() -> None:
    """Played by hand: the Battery Tower's question said "with one card" where the side
    column beside it said "with a Joker" (a Joker source is public, B-INFO-1)."""
    game = game_at(
        [
            plain("KSv", ["2Dv"], ["JK", "5H"]),
            {**plain("KCv", ["3Dv"], ["4S"]), "heroes": ["battery"]},
        ]
    )
    play(game, "attack P2.1 JK")
    chooser = phase_chooser(game.state, 2)
    assert chooser is not None
    assert chooser.lines[0] == "Seat 1 attacks your slot 1 with a Joker."


def test_the_computers_moves_are_told_again_to_the_next_person_at_the_screen(ui: Ui) -> None:
    """Played by hand (hot seat, two people and a computer, 960×540 200%): the computer's
    moves were said to Seat 2, who faced the screen while it played, and Seat 1 read them
    after the pass screen with Seat 2's "you" and Seat 2's knowledge ("Seat 3 drew 7♥ from
    you with the Priest"); and what the other person did was never said to Seat 1. The side
    column tells Seat 1 every move since its own last, as Seat 1 may know them (B-INFO-1,
    B-INFO-2)."""
    seats = [
        plain("KSv", ["2Dv"], ["3S"]),
        plain("KCv", ["3Dv"], ["5S"]),
        plain("KHv", ["6Dv"], ["9C", "8C"]),
    ]
    game = game_at(seats, current=2)
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "human", "instant"], 0.05)))
    baisch.press(pygame.K_RETURN)  # Seat 2 takes the screen
    baisch.press(pygame.K_e)
    baisch.settle()
    table = baisch.table
    assert table.covered and table.session.to_act == 1
    said_to_two = " ".join(words for words, _ in table.moves_said)
    assert "Seat 3 won your slot 1: 3♦" in said_to_two, said_to_two
    baisch.press(pygame.K_RETURN)  # Seat 1 takes the screen
    said = " ".join(words for words, _ in table.said_moves())
    assert "Seat 3 won Seat 2's slot 1: 3♦" in said and "your" not in said, said
    # and what the other person did behind the pass screen (Seat 2 ended its turn)
    assert said.startswith("Seat 2 ended the turn."), said


def test_a_battery_block_is_said_on_the_table_at_the_attacked_slot(ui: Ui) -> None:
    """Issue 32, item 3 (B-HERO-BAT-3/4): the block floats at its target in the
    announcement lane, naming whose tower it was and the lock it leaves, not only in the
    log."""
    floated: list[Any] = []
    baisch = battery_cover(ui)
    board = baisch.table.board
    original = board._float

    def spy(note: Any, start: float) -> None:
        floated.append(note)
        original(note, start)

    board._float = spy  # type: ignore[method-assign]
    baisch.click((10, 300))  # Seat 2 takes the screen
    baisch.press(pygame.K_1)  # and blocks
    block = next(note for note in floated if "Battery Tower" in note.text)
    assert block.text == "Your Battery Tower blocked it: the cards go back, locked"
    assert block.target is not None and (block.target.seat, block.target.index) == (2, 1)


def _rich_game() -> Any:
    """Four seats; seat 1 holds five heroes with actions, two Jokers, cards to place and
    slots to take back; the others hold heroes a Joker may send back (§12, §13)."""
    heroes = ["spy", "mage", "merchant", "saboteurs", "fortified"]
    me = {**plain("KSv", ["5Dv", "10Dv", "JDv"], ["JK", "JK", "9S", "4D", "2H"]), "heroes": heroes}
    them = [
        {**plain(king, [f"{rank}{suit}v" for rank in (6, 7, 8)], [f"3{suit}"]), "heroes": [hero]}
        for king, suit, hero in (
            ("QDv", "C", "general"),
            ("QHv", "H", "warlord"),
            ("QSv", "S", "battery"),
        )
    ]
    return game_at([me, *them])


def _along(baisch: BaischUi, wheel: bool) -> set[str]:
    """As `_reach`, one frame a step (a menu does not animate: nothing to settle)."""
    seen: set[str] = set()
    panel = baisch.table.board.layout.panel
    baisch.step([motion_event(panel.center, (0, 0), held=False)])
    down = key_event(pygame.K_DOWN, 0)
    for _ in range(len(baisch.panel_buttons()) + 1):
        seen |= {
            _head(b.label)
            for b in baisch.table.controls.buttons
            if b.rect.width and panel.contains(b.rect)
        }
        wheel_event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        baisch.step([wheel_event if wheel else down])
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("wheel", [False, True])
def test_every_hero_joker_and_take_back_move_is_reachable_in_the_actions_menu(
    ui: Ui, size: tuple[int, int], scale: int, wheel: bool
) -> None:
    """Issue 32, item 2: every hero ability, Joker action and take-back the engine offers
    (its legal moves) comes into view in the J menu and its sub-menus, by keys and by the
    wheel, at every size and scale; a Joker picked offers "Spend the Joker on a hero…" with
    all its choices too."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    game = _rich_game()
    baisch = BaischUi(ui.app)
    baisch.open(
        Session(GAME, game, seats_of(GAME, ["human", "instant", "instant", "instant"], 0.05))
    )
    menu = actions_menu(game.legal_moves(), 1)
    groups = {choice.label: choice.opens for choice in menu.choices}
    assert {"Spy", "Mage", "Merchant", "Saboteurs", "Fortified Tower", "Spend a Joker",
            "Take a defence slot back"} <= set(groups)  # fmt: skip
    for title, opened in groups.items():
        assert opened is not None
        baisch.press(pygame.K_j)
        assert title in _along(baisch, wheel)
        if wheel:
            _wheel_and_click(baisch, title)
        else:
            _focus_and_enter(baisch, title)
        wanted = {_head(choice.label) for choice in opened.choices}
        assert len(wanted) == len(opened.choices)
        assert wanted <= _along(baisch, wheel), title
        baisch.press(pygame.K_ESCAPE)
        baisch.press(pygame.K_ESCAPE)
    baisch.select("JK")
    spend = [m for m in game.legal_moves() if isinstance(m, JokerDrawHero | JokerTakeHero)]
    assert len(spend) >= 4
    assert "Spend the Joker on a hero…" in _along(baisch, wheel)
    _wheel_and_click(baisch, "Spend the Joker on a hero…")
    assert {move_words(move) for move in spend} <= _along(baisch, wheel)


def _wheel_and_click(baisch: BaischUi, label: str) -> None:
    """The wheel over the panel until `label` shows whole in it, then a click on it."""
    panel = baisch.table.board.layout.panel
    baisch.step(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))]
    )
    for direction in (1, -1):
        for _ in range(len(baisch.panel_buttons()) + 1):
            button = next(b for b in baisch.panel_buttons() if b.label == label)
            if button.rect.width and panel.contains(button.rect):
                baisch.click(button.rect.center)
                return
            baisch.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-direction, flipped=False)])
    raise AssertionError(f"{label!r} never came into view")


def _focus_and_enter(baisch: BaischUi, label: str) -> None:
    """Down until `label` has the focus, then Enter (the keyboard's way into a sub-menu)."""
    for _ in range(len(baisch.panel_buttons()) + 1):
        table = baisch.table
        focused = table.controls.buttons[table.controls.focus] if table.controls.keyed else None
        if focused is not None and focused.label == label:
            baisch.press(pygame.K_RETURN)
            return
        baisch.press(pygame.K_DOWN)
    raise AssertionError(f"{label!r} never took the focus")


def test_the_attack_suit_sits_on_a_card_face_and_basic_baisch_speaks_of_no_heroes(
    ui: Ui,
) -> None:
    """A black suit was drawn black on the dark panel (unreadable): it sits on a tile of
    the cards' face colour. Basic-Baisch's guide no longer says to click one's heroes
    (B-VAR-BASIC-1: there are none)."""
    game = game_at(
        [plain("KSv", ["2Dv"], ["9S", "3C"]), plain("QDv", ["8Cv", "4Hv"], ["3H"])],
        options=Options(basic=True),
    )
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    assert not any("hero" in text for text in _panel_words(baisch))
    baisch.select("9S")
    baisch.click_panel("Seat 2 · slot 1")
    symbol = baisch.table.board.layout.symbol
    surface = ui.ctx.window.surface
    face = tuple(ui.ctx.theme.colors.card_face)
    colors = {
        tuple(surface.get_at((x, symbol.centery + 8))[:3]) for x in range(symbol.left, symbol.right)
    }
    assert face in colors


def _panel_words(baisch: BaischUi) -> list[str]:
    return [row[0] for row in baisch.table.controls.content().rows if isinstance(row, tuple)]


def test_a_joker_picked_in_basic_baisch_offers_whole_targets_and_no_hero(ui: Ui) -> None:
    """Seen in the tutorial at 960×540: "Seat 2 · slot 2: Joker vs 10…" was cut, "Selected:
    JK" read as notation, and a Joker offered to buy a hero in Basic-Baisch, which has none
    (B-VAR-BASIC-1)."""
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    game = game_at(
        [plain("KSv", ["2Dv"], ["JK", "3C"]), plain("QDv", ["8Cv", "10H^"], ["3H"])],
        options=Options(basic=True),
    )
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    baisch.select("JK")
    labels = baisch.panel_labels()
    # the whole target on its button; its odds with it, or on a line under it where the
    # label cannot be whole at the least size (panel._whole)
    target = "Seat 2 · slot 2"
    assert any(label in (target, f"{target}: Joker wins") for label in labels), labels
    assert not any("Spend the Joker" in label for label in labels)
    assert "Selected: Joker" in _panel_words(baisch)
    colors = (ui.ctx.theme.colors.text, ui.ctx.theme.colors.text_dim)
    for button in baisch.panel_buttons():
        assert not widgets.button_face(button, ui.ctx.text, colors).cut, button.label


def test_a_harvest_stacks_covered_card_shows_its_rank_and_suit() -> None:
    """Issue 32, item 6: the card under a stack's top showed "Q" with no suit: the cascade
    steps down far enough for the corner's rank and the suit under it (three tenths of a
    card's height, as the card faces draw their corner)."""
    layout = BoardLayout(Frame(1280, 720), 2, 1)
    bottom, top = layout.stack_spot(0, 0, 2), layout.stack_spot(0, 1, 2)
    assert top.y - bottom.y >= bottom.width * CARD_RATIO * 0.3


def test_enter_with_nothing_picked_says_what_to_pick_and_opens_no_menu(ui: Ui) -> None:
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.press(pygame.K_RETURN)
    assert baisch.table.controls.choosing is None and not baisch.game.history
    assert baisch.table.message.startswith("Pick cards first")
    baisch.press(pygame.K_DOWN)  # a button with the focus: Enter presses it
    baisch.press(pygame.K_RETURN)
    assert baisch.table.controls.choosing is not None


def _spy_labels(monkeypatch: pytest.MonkeyPatch) -> dict[str, pygame.Rect]:
    """Where the table's furniture draws each of its labels (the first of its words)."""
    drawn: dict[str, pygame.Rect] = {}
    real = furniture.Furniture.label

    def spy(self: Any, surface: Any, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(self, surface, words, *args, **kwargs)
        drawn.setdefault(words, rect)
        return rect

    monkeypatch.setattr(furniture.Furniture, "label", spy)
    return drawn


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_deck_and_graveyard_words_keep_apart_at_200_percent(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """'Deck 35' and 'Graveyard 5' nearly touched at 200%: a clear gap between them."""
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    drawn = _spy_labels(monkeypatch)
    game = game_at([plain("KSv", ["2Dv"], ["9S"]), plain("KCv", ["8Cv"])], graveyard=["4C"])
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    baisch.step()
    deck = drawn["Deck"].union(drawn[str(len(baisch.state.draw))])
    graveyard = drawn["Graveyard"].union(drawn["1"])
    assert graveyard.left - deck.right >= ui.ctx.frame.px(4), (deck, graveyard)


def test_a_long_table_line_wraps_inside_the_table_at_200_percent(ui: Ui) -> None:
    """'Autoplay on: …' ran past both edges of a 960×540 window at 200%: it wraps, and
    stays left of the side column."""
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    baisch = _against_the_computer(
        ui,
        [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])],
    )
    baisch.table.say("Autoplay on: the computer plays your seat (A gives it back).")
    surface = ui.ctx.window.surface
    pill = baisch.table.painter._draw_message(surface)
    assert pill is not None
    assert pill.left >= 0 and pill.right <= baisch.table.board.layout.info.left, pill


@pytest.mark.parametrize("scale", [100, 200])
def test_a_grown_harvest_stack_keeps_off_the_own_kings_caption(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """A stack of six cards cascaded down over the own King's and slot 1's captions."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))])
    drawn = _spy_labels(monkeypatch)
    stacks = {"A": "2C^ 3C^ 4C^ 5C^ 6C^ 9Dv", "B": "2H^ 3H^ 4H^ 5H^ 6H^ 7Cv"}
    game = game_at([plain("KSv", ["2Dv"], ["9S"]), plain("KCv", ["8Cv"])], stacks=stacks)
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "instant"], 0.05)))
    baisch.step()
    layout = baisch.table.board.layout
    for index in (0, 1):
        cards = layout.stack_cards(index, 6)
        assert not cards.colliderect(drawn["King"]) and not cards.colliderect(drawn["1"])


def test_the_spy_menu_shows_its_discard_options_whole(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Discard 10♣ for two more Spy re…' was cut at 1280×720: each option is said whole."""
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720))])
    record = Drawn()
    spy_cuts(monkeypatch, record)
    baisch = _against_the_computer(
        ui,
        [
            {**plain("KSv", ["2Dv"], ["10C", "JK", "6H"]), "heroes": ["spy"]},
            plain("KCv", ["3Dv", "4Hv"]),
        ],
    )
    baisch.press(pygame.K_j)
    labels = baisch.panel_labels()
    baisch.press(pygame.K_1 + next(n for n, label in enumerate(labels) if label == "Spy"))
    record.clear()
    baisch.step()
    assert any("10♣" in label for label in baisch.panel_labels())
    assert not record.cut, record.cut


@pytest.mark.parametrize("key", [pygame.K_1, pygame.K_e])
def test_a_key_pressed_while_cards_move_acts(ui: Ui, key: int) -> None:
    """Issue 32 (played by hand): a key pressed while the cards of an attack were still
    flying was lost (it only finished the motion). It finishes the motion and acts: 1 picks
    the first hand card, E ends the turn. Meanwhile the panel says it is the person's turn
    (it said "Seat 1 to play" to Seat 1, as if someone else were to play)."""
    ui.ctx.update_settings(animation_speed="normal")
    baisch = _against_the_computer(
        ui, [plain("KSv", ["2Dv"], ["9C", "5H", "3S"]), plain("KCv", ["3Dv", "4Dv"], ["2S"])]
    )
    table = baisch.table
    baisch.select("9C")
    button = next(b for b in baisch.panel_buttons() if b.label.startswith("Seat 2 · slot 1"))
    point = button.rect.center
    baisch.step([motion_event(point, (0, 0), held=False)])
    baisch.step([mouse_event(pygame.MOUSEBUTTONDOWN, point)])
    baisch.step([mouse_event(pygame.MOUSEBUTTONUP, point)])
    baisch.step()
    assert table.animating  # the attack's cards are on their way
    assert table.painter._panel_content().title == "Your turn"  # not "Seat 1 to play"
    made = len(baisch.game.history)
    baisch.step([key_event(key, unicode=pygame.key.name(key))])
    baisch.step([pygame.event.Event(pygame.TEXTINPUT, text=pygame.key.name(key))])
    if key == pygame.K_e:
        assert isinstance(baisch.game.history[made].command, EndTurn)
    else:
        assert [p.card.text for p in table.controls.picks().cards] == [baisch.hand()[0].text]


def test_the_battery_cover_says_whose_decision_and_why_keeping_the_cards_secret(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32 (hot seat by hand): the pass screen called Seat 2 in the middle of Seat 1's
    turn without a word of why. It says the attack and the Battery Tower's decision, from
    Seat 2's view: the attacking card (9♣, not yet revealed) is named nowhere."""
    baisch = battery_cover(ui)
    said = spy_said(monkeypatch, ui)
    baisch.step()
    told = " ".join(said)
    assert baisch.table.covered
    assert (
        "Seat 1 attacks your slot 1" in told and "block the attack with your Battery Tower" in told
    ), said
    assert "9" not in told.replace("Seat 1", "").replace("Seat 2", "")
    baisch.click((10, 300))  # Seat 2 takes the screen and lets the attack through
    baisch.press(pygame.K_2)
    assert baisch.table.covered and baisch.table.session.to_act == 1
    assert baisch.table.cover_reason(1).startswith("Your turn goes on")
    baisch.click((10, 300))  # Seat 1 reads what came of the attack
    said = " ".join(words for words, _tone in baisch.table.said_moves())
    # in Seat 1's words: Seat 2's decision by name, Seat 1's win as its own
    assert "Seat 2 let the attack through" in said and "9 against 3" in said, said
    assert "You won Seat 2's slot 1" in said and "You let" not in said, said


@pytest.mark.parametrize(
    ("size", "scale", "code"),
    [((960, 540), 200, "en"), ((1920, 1080), 200, "en"), ((960, 540), 200, "de")],
)
def test_the_lock_ribbon_holds_its_word_at_200_percent(
    ui: Ui, size: tuple[int, int], scale: int, code: str
) -> None:
    """Played by hand at 960×540 200% (issue 32): the word on a prey's lock ribbon ran over
    the ribbon's edges (the ribbon kept the card's proportions, the word the text scale).
    Read in German in a real window (issue 35): neither "gesperrt" nor "Sperre" fitted the
    card and the ribbon was drawn without a word; the shorter is made smaller instead."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    baisch = _against_the_computer(
        ui, [plain("KSv", ["2Dv"], ["9S", "3C"]), plain("QDv", ["8Cv", "4Hv"], ["3H"])]
    )
    baisch.select("9S")
    baisch.click_panel("Seat 2 · slot 1")
    assert use_language(code) is None  # the table's words from here on
    baisch.settle()
    bands = baisch.table.board.lock_bands
    assert bands
    for band, word in bands:
        assert band.contains(word), (band, word)


def test_a_button_naming_a_king_reads_as_a_label_in_french(ui: Ui) -> None:
    """Played in French (issue 35): the button to attack a King said "le Roi du joueur 2",
    the words that follow a verb in a sentence; a button's own words start it."""
    use_language("fr")
    baisch = _against_the_computer(ui, [plain("KSv", ["2Dv"], ["9S"]), plain("QDv", [], ["3H"])])
    seen = baisch.table.seen()
    kings = [
        option_label(move, seen)
        for move in baisch.game.legal_moves()
        if isinstance(move, Attack) and move.target.kind is TargetKind.KING
    ]
    assert kings and all(label.startswith("Le Roi du joueur\u00a02") for label in kings), kings


def test_a_hero_s_ready_figures_are_counted_in_the_language_s_plural() -> None:
    """Read in French (issue 35): a hero's figures said "2 prêt(s)", a plural in brackets;
    they are counted as French counts them, agreeing with the hero who holds them (masculine
    or mixed: "Réservistes · 2 prêts", never "2 prêtes")."""
    me = {**plain("KSv", ["2Dv"], ["7S"]), "heroes": ["reservists", "mercenaries"]}
    seen = view(game_at([me, plain("QDv", ["8Cv"], ["9H"])]).state, 1)
    use_language("fr")
    try:
        assert hero_state(Hero.RESERVISTS, seen.me, seen.usage) == "2 prêts"
        assert hero_state(Hero.MERCENARIES, seen.me, seen.usage).startswith("4 prêts · ")
    finally:
        use_language(ENGLISH)


@pytest.mark.parametrize("code", ["en", "de", "fr", "es", "pseudo"])
def test_a_refusal_keeps_off_the_own_seat_s_line(ui: Ui, code: str) -> None:
    """Read in French at 960x540 200% (issue 35): the red refusal, wrapped onto two lines,
    covered "Joueur 1 (vous) · main 2" under the middle band while it showed: it stays above
    the own seat's line in every language."""
    use_language(code)
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    baisch = _against_the_computer(ui, [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])])
    baisch.table.say(max((i18n._(reason) for reason in REASONS), key=len))  # the longest
    pill = baisch.table.painter._draw_message(ui.ctx.window.surface)
    assert pill is not None
    own_line = ui.ctx.frame.point(0, OWN_PIECES[1] - OWN_LINE_ABOVE)[1]
    assert pill.bottom <= own_line, (pill, own_line)


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
def test_the_table_s_line_for_a_refused_enter_or_drop_leaves_the_attack_suit_readable(
    ui: Ui, code: str
) -> None:
    """Seen in French at 960x540 200% (issue 35): Enter with nothing picked said on three
    lines what to pick, and its pill covered the attack suit's box ("non fixée"); it and the
    guide of a drop on no target say it in two lines, clear of that box."""
    use_language(code)
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    baisch = _against_the_computer(ui, [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])])
    baisch.press(pygame.K_RETURN)  # nothing picked: refused
    symbol = baisch.table.board.layout.symbol
    for words in (baisch.table.message, i18n._(DROP_GUIDE)):
        baisch.table.say(words)
        pill = baisch.table.painter._draw_message(ui.ctx.window.surface)
        assert pill is not None
        assert not pill.colliderect(symbol), (words, pill, symbol)


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_a_drag_over_no_target_is_guided_in_the_player_s_language(ui: Ui, code: str) -> None:
    """Dragging a card over no target showed the drop guide in English whatever the
    language (it was drawn as marked for translation, not translated)."""
    use_language(code)
    baisch = _against_the_computer(ui, [plain("KSv", ["2Dv"], ["9C", "5H"]), plain("KCv", ["3Dv"])])
    nowhere = baisch.table.board.layout.pool.center  # the heroes' pool takes no cards
    frames = drag_frames(baisch.card_point("9C"), nowhere, 6)
    for events in frames[:-1]:  # held there, not yet dropped
        baisch.step(events)
    words, warns = baisch.table.painter.line_words()
    assert (words, warns) == (i18n._(DROP_GUIDE), False)
    assert words != DROP_GUIDE


def test_a_computer_s_seat_is_named_by_its_level(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> None:
    """Played in a real window (1280×720): the computer's panel said "Seat 2 · computer ·
    hand 1", whatever its level; it says "Seat 2 · Expert AI · hand 1", as New game named it
    (the seat's number stays: the log calls the seat by it)."""
    said = spy_said(monkeypatch, ui)
    game = game_at([plain("KSv", ["2Dv"], ["7S", "5S"]), plain("QDv", ["8Cv"], ["9H"])])
    baisch = BaischUi(ui.app)
    baisch.open(Session(GAME, game, seats_of(GAME, ["human", "expert"], 0.05)))
    baisch.settle()
    assert "Seat 2 · Expert AI · hand 1" in said, said
    assert not any("computer" in words for words in said), said
