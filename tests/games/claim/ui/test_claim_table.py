"""Claim's table driven like a player, headless: real pygame events through the app, one frame
at a time (tests/ui/driver.py). A whole game by keys against the computer, a drag onto the
trick, two people at one screen behind the cover, undo, the end screen, the replay and the
new-game screen's deck builder, and the first game with its coach."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pygame
import pytest

from regicide.games.claim.decks import factions_of
from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import (
    CardPlayed,
    FactionClaimed,
    Game,
    Margin,
    PlayCard,
    SeatView,
    TrickWon,
    parse_card,
    view,
)
from regicide.games.claim.narrate import card_name
from regicide.games.claim.ui.board import LOG_PANEL, TALLY
from regicide.games.claim.ui.ending import EndScene
from regicide.games.claim.ui.kit import KIT
from regicide.games.claim.ui.new_game import NewGameScene
from regicide.games.claim.ui.table import ClaimTable, move_sound
from regicide.games.claim.ui.telling import barred_cards
from regicide.games.claim.ui.tutorial import TutorialTable
from regicide.i18n import ENGLISH, use_language
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.store.keys import DAILY_KEY
from regicide.ui.scenes.replay import ReplayScene
from tests.ui.driver import Ui, key_event, mouse_event

SAFETY = 4000  # frames: far more than any game of 26 tricks needs


def open_table(ui: Ui, seats: tuple[str, str], seed: int = 7) -> ClaimTable:
    chairs = seats_of(GAME, seats)
    session = deal_session(GAME, 2, seed=seed, seats=chairs, saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    ui.step()
    assert isinstance(table, ClaimTable)
    return table


def legal_index(view: SeatView) -> int:
    """The hand position of the first card the rules allow now."""
    playable = [move.card for move in view.legal_moves if isinstance(move, PlayCard)]
    return view.hand.index(playable[0])


def play_one_by_keys(ui: Ui, table: ClaimTable) -> None:
    """The person's decision by keys: a choice's number, or a card's number then Enter."""
    if table.choices():
        ui.press(pygame.K_1)
        return
    index = legal_index(table.view)
    ui.press(pygame.K_0 if index == 9 else pygame.K_1 + index)
    ui.press(pygame.K_RETURN)


def land(ui: Ui, table: ClaimTable) -> int:
    """Frames until every card in the air has landed (how many it took)."""
    for frame in range(SAFETY):
        if not table.animating:
            return frame
        ui.step()
    raise AssertionError("the cards never landed")


def play_to_the_end(ui: Ui, table: ClaimTable) -> None:
    """The person's decisions by keys, the computer's in their frames, to the game's end."""
    for _ in range(SAFETY):
        if table.session.over:
            return
        if table.play.person_acting:
            play_one_by_keys(ui, table)
        else:
            ui.step()


def autoplayed_against_casual(ui: Ui) -> ClaimTable:
    """A game against the Casual computer played to its end by autoplay (A)."""
    table = open_table(ui, ("human", "casual"))
    ui.press(pygame.K_a)
    for _ in range(SAFETY):
        if table.session.over:
            break
        ui.step()
    ui.frames(2)
    return table


def _tutorial(ui: Ui) -> TutorialTable:
    """Claim's tutorial opened from its kit, three frames in (the coach's first page up)."""
    KIT.tutorial(ui.ctx)
    ui.ctx.stack.apply()
    table = ui.top
    assert isinstance(table, TutorialTable)
    ui.frames(3)
    return table


def test_a_whole_game_against_the_computer_by_keys_ends_on_the_end_screen(ui: Ui) -> None:
    table = open_table(ui, ("human", "instant"))
    play_to_the_end(ui, table)
    ui.frames(2)
    assert table.session.over
    end = ui.top
    assert isinstance(end, EndScene)
    assert end.title() in ("You win!", "You lose", "A draw")
    assert len(end.lines()) == len(table.game.state.options.factions) + 1
    ui.press(pygame.K_r)  # Watch the replay
    ui.ctx.stack.apply()
    assert isinstance(ui.top, ReplayScene)


def test_a_card_dragged_onto_the_trick_is_played(ui: Ui) -> None:
    table = open_table(ui, ("human", "human"))
    ui.press(pygame.K_RETURN)  # seat to act takes the screen
    view = table.view
    index = legal_index(view)
    rect = table.board.hand_rects(len(view.hand))[index]
    target = table.board.trick_rect.center
    ui.step([mouse_event(pygame.MOUSEBUTTONDOWN, rect.center)])
    for step in range(1, 7):
        x = rect.centerx + (target[0] - rect.centerx) * step / 6
        y = rect.centery + (target[1] - rect.centery) * step / 6
        ui.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0),
                                    buttons=(1, 0, 0))])  # fmt: skip
    assert table.scene().dragged_to == target  # the card follows the pointer
    ui.step([mouse_event(pygame.MOUSEBUTTONUP, target)])
    assert table.game.moves == (PlayCard(view.hand[index]),)


def test_two_people_pass_the_screen_behind_a_cover(ui: Ui) -> None:
    table = open_table(ui, ("human", "human"))
    assert table.covered  # nobody's cards show before the first player takes the screen
    first = table.play.acting_seat
    ui.press(pygame.K_RETURN)
    assert not table.covered and table.viewer == first
    play_one_by_keys(ui, table)
    ui.step()
    assert table.covered and table.viewer == 3 - first  # the other player's turn, covered
    ui.click(table.board.trick_rect.center)
    assert not table.covered


def test_undo_takes_back_the_persons_move_and_the_computers_answer(ui: Ui) -> None:
    table = open_table(ui, ("human", "instant"))
    for _ in range(200):
        if table.play.person_acting and len(table.game.moves) >= 2:
            break
        if table.play.person_acting:
            play_one_by_keys(ui, table)
        ui.step()
    moves = len(table.game.moves)
    assert moves >= 2 and table.play.person_acting
    ui.step([key_event(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(table.game.moves) < moves
    assert table.play.person_acting  # back to the person's own decision


def test_a_forbidden_card_is_explained_and_not_played(ui: Ui) -> None:
    table = open_table(ui, ("human", "human"), seed=3)
    ui.press(pygame.K_RETURN)
    play_one_by_keys(ui, table)
    ui.step()
    ui.press(pygame.K_RETURN)  # the follower takes the screen
    view = table.view
    allowed = {move.card for move in view.legal_moves if isinstance(move, PlayCard)}
    forbidden = [index for index, card in enumerate(view.hand) if card not in allowed]
    if not forbidden:
        return  # this deal lets the follower play anything: nothing to refuse
    ui.press(pygame.K_1 + forbidden[0])
    assert "must play" in table.preview()
    ui.press(pygame.K_RETURN)
    assert len(table.game.moves) == 1 and "must play" in table.message


def click_label(ui: Ui, scene: NewGameScene, label: str) -> None:
    """Click the button called `label` where the screen lays it out."""
    ui.click(next(b for b in scene.laid_out() if b.label == label).rect.center)


def test_the_deck_builder_names_a_deck_or_says_why_not(ui: Ui) -> None:
    scene = NewGameScene(ui.ctx)
    ui.app.start(scene)
    ui.frames(1)
    assert scene.deck_text().startswith("Deck: Doppelgangers, Dwarves, Goblins")
    click_label(ui, scene, "☐ Dragons")
    assert scene.flags == {"dragons"} and "Dragons" in scene.deck_text()
    for name in ("Trolls", "Seers", "Ghosts"):
        click_label(ui, scene, f"☐ {name}")
    start = scene.buttons()[0]
    assert not start.enabled and "at most three" in scene.deck_text()
    click_label(ui, scene, "Deck: a random draw")
    assert factions_of(scene.flags)  # a deck the rules allow


def test_the_coach_teaches_the_prize_as_it_is_turned_up_before_the_computer_leads(
    ui: Ui,
) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")  # the computer waits
    KIT.tutorial(ui.ctx)
    ui.ctx.stack.apply()
    table = ui.top
    assert isinstance(table, TutorialTable)
    waited = 0
    while not table.game.moves:  # the computer thinks about its lead
        ui.step()
        if not table.game.moves:
            waited += 1
            assert table.taught == ["prize"] and "played for the prize" in table.tip
    assert waited  # the prize was taught while the computer had not led yet
    for _ in range(SAFETY):
        if table.play.person_acting and not table.animating:
            break
        ui.step()
    ui.step()
    assert table.taught == ["prize", "knights"]  # your decision: the rule that binds it
    assert table.pages[table.page].startswith("Knights beat Goblins")  # shown, the prize kept
    assert "played for the prize" in table.tip


def test_the_first_game_coaches_the_prize_and_knights_over_goblins_then_plays_on(ui: Ui) -> None:
    table = _tutorial(ui)  # the computer leads a Goblin; you hold Knights and no Goblin
    assert table.taught == ["prize", "knights"]  # both at trick 1, the prize first
    assert "played for the prize" in table.tip and "Knights beat Goblins" in table.tip
    knight = next(i for i, card in enumerate(table.view.hand) if card.faction == "KNI")
    ui.press(pygame.K_1 + knight)
    assert "wins: Knight beats the led Goblin" in table.preview()
    ui.press(pygame.K_RETURN)
    assert table.game.state.followers[0]  # the Knight won the prize
    play_to_the_end(ui, table)
    assert table.session.over
    assert {"knights", "prize", "phase two", "scoring"} <= set(table.taught)


def test_a_hint_lifts_the_card_it_suggests_and_says_why(ui: Ui) -> None:
    table = open_table(ui, ("human", "instant"))
    ui.frames(3)
    ui.press(pygame.K_h)
    assert table.message == "Thinking…"
    deadline = time.monotonic() + 60
    while not table.message.startswith("Hint") and time.monotonic() < deadline:
        ui.step()
        time.sleep(0.01)  # the helper thinks in the worker process
    assert table.message.startswith("Hint: ")
    assert table.selected is not None and table.session.match.assisted
    ui.press(pygame.K_RETURN)  # the hinted card played: the hint spoke of a decision now made
    assert table.game.moves and not table.message.startswith("Hint")


def test_a_finished_trick_stays_on_the_table_a_moment_and_a_key_moves_on(ui: Ui) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")
    table = open_table(ui, ("human", "human"))
    ui.press(pygame.K_RETURN)
    play_one_by_keys(ui, table)  # the lead
    land(ui, table)  # the lead card flies to the trick; then the cover
    ui.press(pygame.K_RETURN)  # the follower takes the screen
    play_one_by_keys(ui, table)  # the trick is finished
    ui.frames(25)  # the second card has landed (0.3 s): the trick is held
    assert table.animating and len(table.scene().view.table) == 2
    assert not table.covered  # the next person's cover waits for the trick to go
    ui.press(pygame.K_SPACE)
    ui.step()
    assert not table.animating and table.covered


def test_under_autoplay_the_coach_moves_on_to_phase_two(ui: Ui) -> None:
    table = _tutorial(ui)
    ui.press(pygame.K_a)
    for _ in range(SAFETY):
        if table.view.phase == 2 and table.view.to_act == table.viewer and not table.animating:
            break
        ui.step()
    ui.frames(2)
    assert table.view.phase == 2
    assert "Phase two" in table.tip and "prize" not in table.tip


def test_esc_closes_the_follower_strip_before_the_menu(ui: Ui) -> None:
    table = open_table(ui, ("human", "instant"))
    for _ in range(SAFETY):
        if table.view.followers and table.play.person_acting and not table.animating:
            break
        play_one_by_keys(ui, table) if table.play.person_acting else ui.step()
    ui.press(pygame.K_f)
    assert table.peeking
    ui.press(pygame.K_ESCAPE)
    assert not table.peeking and ui.top is table  # the strip closed; no menu over it
    ui.press(pygame.K_ESCAPE)
    assert ui.top is not table  # the second Esc opens the menu


def test_a_new_game_remembers_the_opponent_on_the_table(ui: Ui) -> None:
    open_table(ui, ("human", "instant"))
    ui.ctx.navigation.new_game(GAME)
    ui.ctx.stack.apply()
    scene = ui.top
    assert isinstance(scene, NewGameScene)
    assert any(label == "Opponent: Casual AI" for label in ui.labels())  # was "instant"


def test_a_new_game_from_the_title_remembers_the_last_games_opponent(ui: Ui) -> None:
    """Finished against Casual, back at the title: New game offers Casual again (it fell
    back to the Strong AI once no table was open)."""
    autoplayed_against_casual(ui)
    ui.ctx.to_title()
    ui.ctx.stack.apply()
    ui.ctx.navigation.new_game(GAME)
    ui.ctx.stack.apply()
    assert isinstance(ui.top, NewGameScene)
    assert "Opponent: Casual AI" in ui.labels()


def test_the_focus_ring_stays_where_enter_goes_and_a_key_puts_the_hover_down(ui: Ui) -> None:
    """The Start button says Enter: the pointer lights the row under it without taking the focus
    ring from Start (tests/ui/test_menus_one_lit_row.py); a key moves the ring and puts the
    hover down, so one row is lit until the pointer moves again."""
    scene = NewGameScene(ui.ctx)
    ui.ctx.stack.push(scene)
    ui.ctx.stack.apply()
    ui.frames(1)
    buttons = scene.laid_out()
    assert buttons[0].label == "Start" and scene.focus.index == 0
    ui.step([mouse_event(pygame.MOUSEMOTION, buttons[2].rect.center)])
    assert _lit_rows(scene) == [0, 2]
    ui.press(pygame.K_DOWN)
    assert _lit_rows(scene) == [1]
    ui.step([mouse_event(pygame.MOUSEMOTION, buttons[3].rect.center)])
    assert _lit_rows(scene) == [1, 3]


def _lit_rows(scene: NewGameScene) -> list[int]:
    """The rows drawn highlighted: hovered by the pointer or holding the keyboard's focus."""
    buttons = scene.laid_out()
    return [
        index
        for index, button in enumerate(buttons)
        if button.rect.collidepoint(scene.mouse) or index == scene.focus.index
    ]


def test_a_trick_won_and_a_faction_decided_have_their_sounds() -> None:
    assert move_sound((CardPlayed(1, parse_card("GOB3")),)) == "card"
    assert move_sound((CardPlayed(2, parse_card("GOB5")), TrickWon(2))) == "trick"
    assert move_sound((TrickWon(1), FactionClaimed("GOB", 1, Margin.MORE))) == "claimed"


def test_each_side_has_a_plate_with_a_face_and_a_name(ui: Ui) -> None:
    table = open_table(ui, ("human", "casual"))
    scene = table.scene()
    assert scene.names == ("You", "Casual AI")
    assert scene.faces == ("seat-1", "computer-instant")
    assert all(table.board.portraits.get(face, 40) is not None for face in scene.faces)


def _follow_barred(ui: Ui) -> ClaimTable:
    """A table where the person follows a trick and the follow rule bars some of their cards."""
    game = Game.new(seed=1)
    rng = random.Random(1)
    while True:
        state = game.state
        if state.to_act == 1 and state.plays and barred_cards(view(state, 1)):
            break
        legal = game.legal_moves()
        game.submit(legal[int(rng.random() * len(legal))])
    session = Session(GAME, game, seats_of(GAME, ("human", "casual")), saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    ui.frames(2)
    assert isinstance(table, ClaimTable)
    return table


def test_a_dimmed_card_under_the_pointer_says_why(ui: Ui) -> None:
    """Following with cards the follow rule bars: they are dimmed (the scene's `barred`
    agrees with the engine), and the pointer over one shows its reason (C-TRICK-3)."""
    table = _follow_barred(ui)
    seen = table.view
    allowed = {move.card for move in seen.legal_moves if isinstance(move, PlayCard)}
    barred = table.scene().barred
    assert barred == {i for i, card in enumerate(seen.hand) if card not in allowed}
    index = min(barred)
    rect = table.board.hand_rects(len(seen.hand))[index]
    ui.step([mouse_event(pygame.MOUSEMOTION, (rect.left + 4, rect.centery))])
    assert table.preview().startswith(f"{card_name(seen.hand[index])} may not be played")


def test_enter_on_a_barred_card_says_why_in_the_player_s_language(ui: Ui) -> None:
    """Played in German in a real window (issue 35): Enter on a card the follow rule bars
    showed the engine's English ("Goblins were led and you hold some, …"); it says the
    German reason, as the pointer over the card does, and plays nothing (C-TRICK-3)."""
    table = _follow_barred(ui)
    use_language("de")
    try:
        index = min(table.scene().barred)
        moves = len(table.game.moves)
        ui.press(pygame.K_1 + index if index < 9 else pygame.K_0)
        ui.press(pygame.K_RETURN)
        said, reason = table.message, barred_cards(table.view)[index]
    finally:
        use_language(ENGLISH)
    assert said == reason and "darf nicht" in said and "were led" not in said
    assert len(table.game.moves) == moves


def test_the_arrows_walk_only_the_cards_the_follow_rule_allows(ui: Ui) -> None:
    """Following a trick, Left and Right step from one playable card to the next and round
    again, past the dimmed ones (in a real window Right lifted a barred Goblin and Enter
    only earned a refusal); Enter then plays the lifted card (C-TRICK-3)."""
    table = _follow_barred(ui)
    barred = set(barred_cards(table.view))
    playable = [index for index in range(len(table.view.hand)) if index not in barred]
    walked = []
    for _press in range(len(playable) + 1):
        ui.press(pygame.K_RIGHT)
        walked.append(table.selected)
    assert walked == [*playable, playable[0]]
    ui.press(pygame.K_LEFT)
    assert table.selected == playable[-1]
    moves, lifted = len(table.game.moves), table.view.hand[playable[-1]]
    ui.press(pygame.K_RETURN)
    assert table.game.moves[moves] == PlayCard(lifted)


@pytest.mark.parametrize("scale", [100, 200], ids=lambda scale: f"{scale}pc")
def test_a_refusal_stands_clear_of_the_open_log(ui: Ui, scale: int) -> None:
    """With the log open, a long refusal (the follow rule's, C-TRICK-3) is written right of
    the log panel, whole: in a real window it ran in under the panel and lost its start."""
    ui.ctx.update_settings(ui_scale=scale)
    table = _follow_barred(ui)
    ui.press(pygame.K_l)
    assert ui.ctx.log_open
    index = min(table.scene().barred)
    ui.press(pygame.K_1 + index if index < 9 else pygame.K_0)
    ui.press(pygame.K_RETURN)
    ui.step()
    place = table.chrome._note_place()
    assert place is not None and table.message
    _labels, box = place
    assert box.left >= ui.ctx.frame.rect(*LOG_PANEL).right
    assert box.right <= ui.ctx.frame.rect(*TALLY).left


def test_the_coach_turns_its_pages_with_c(ui: Ui) -> None:
    """C turns the coach's pages round, once the person is to play (a computer's lead,
    which comes when its thread is done, moves the coach on to a step of its own). The page
    first shown depends on when the lead came: the trick's moment's tip, or the rule after
    it (its own page, turned to at once), so the round starts wherever the coach is."""
    table = _tutorial(ui)
    for _ in range(SAFETY):
        if table.play.person_acting and not table.animating:
            break
        ui.step()
    ui.frames(2)  # the coach reads the decision once the table is at rest
    pages, first = len(table.pages), table.page
    assert pages >= 2
    for turned in range(1, pages + 1):
        ui.press(pygame.K_c)
        assert table.page == (first + turned) % pages


def test_the_log_calls_the_computer_by_its_level_and_the_person_you(ui: Ui) -> None:
    """L: the log says "Casual AI" for the computer, "You" for the person facing the screen,
    never "Seat 2"; `regicide log`'s words (no names given) keep "Seat N" (FORMAT.md)."""
    table = open_table(ui, ("human", "casual"))
    for _ in range(SAFETY):
        if len(table.game.moves) >= 4 and table.play.person_acting and not table.animating:
            break
        play_one_by_keys(ui, table) if table.play.person_acting else ui.step()
    ui.press(pygame.K_l)
    told = " ".join(text for text, _ in table.log_view().lines)
    assert "Casual AI played" in told and "You played" in told
    assert "Seat 2" not in told and "seat 2" not in told
    plain = [GAME.turn_lines(table.game, i, 1) for i in range(len(table.game.moves))]
    assert "Seat 2 played" in " ".join(text for lines in plain for text, _ in lines)


def test_the_end_screen_calls_the_computer_by_its_level(ui: Ui) -> None:
    autoplayed_against_casual(ui)
    end = ui.top
    assert isinstance(end, EndScene)
    said = " ".join(end.lines())
    assert "Casual AI" in said or "you win" in said.lower()
    assert "seat" not in said.lower()


def test_the_pause_menu_names_a_daily_claim_by_its_day_in_the_player_s_language(ui: Ui) -> None:
    """Read in French (issue 35): the pause menu said "Claim du jour 2026-11-29", the
    record's date; it says the day as the language writes it ("29 nov.")."""
    use_language("fr")
    notes = {DAILY_KEY: "2026-11-29"}
    session = deal_session(GAME, 2, seed=7, seats=seats_of(GAME, ("human", "instant")), notes=notes)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    assert isinstance(table, ClaimTable)
    assert table.daily_words() == "Claim du jour 29 nov."
