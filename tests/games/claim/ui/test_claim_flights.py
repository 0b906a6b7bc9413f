"""Claim's cards in flight, driven like a player through the app (tests/ui/driver.py): a played
card flies from the hand to the trick, the prize face up to the winner's followers and the
blind card face down to the loser's (C-P1-3/4), Undead to the score pile (C-UND-1), Dwarves to
the loser in phase two (C-DWA-1), the trick's cards to the discard pile (C-P1-5). The cards
land where the engine put them, no panel counts a card before it lands, the table rests
afterwards, a key lands every card at once, and reduced motion fades cards in where they land.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import pygame

from regicide.games.claim.engine import Card, CardPlayed, Event, GameState, PlayCard, SeatView, view
from regicide.games.claim.ui.board import Board
from regicide.games.claim.ui.flights import Flight, Flights
from regicide.games.claim.ui.table import ClaimTable
from regicide.games.claim.ui.transit import Place, transfers
from regicide.ui.pacing import FRAME_SECONDS
from tests.games.claim.claim_builders import play, random_game, table
from tests.games.claim.ui.test_claim_table import land, legal_index, open_table
from tests.ui.driver import Ui


@dataclass(frozen=True)
class Seen:
    """One frame of a flight: the card it shows (None: its back), where, how opaque."""

    flight: Flight
    card: Card | None
    at: tuple[float, float]
    alpha: float


def normal_speed(ui: Ui, *, reduced: bool = False) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal", reduced_motion=reduced)


def watch(ui: Ui, claim: ClaimTable) -> list[tuple[SeatView, list[Seen]]]:
    """Every frame until the cards rest: what the table shows, and the cards in the air."""
    frames = []
    while claim.animating:
        shown = claim.scene().view
        flying = [Seen(f, f.card, (f.x, f.y), f.alpha) for f in claim.flights.flying]
        frames.append((shown, flying))
        ui.step()
        assert len(frames) < 1000, "the cards never landed"
    return frames


def center(rect: pygame.Rect) -> tuple[float, float]:
    return (float(rect.centerx), float(rect.centery))


def last_seen(frames: list[tuple[SeatView, list[Seen]]], card: Card | None) -> list[Seen]:
    """Each flight of `card` (None: a face-down card) at its last frame."""
    last: dict[int, Seen] = {}
    for _, flying in frames:
        for seen in flying:
            if seen.card == card:
                last[id(seen.flight)] = seen
    return list(last.values())


def play_first_legal(ui: Ui, claim: ClaimTable) -> Card:
    """The person takes the screen (two people share it) and plays a card the rules allow."""
    if claim.covered:
        ui.press(pygame.K_RETURN)
    index = legal_index(claim.view)
    card = claim.view.hand[index]
    ui.press(pygame.K_1 + index)
    ui.press(pygame.K_RETURN)
    return card


def test_a_played_card_flies_from_the_hand_to_the_trick_and_lands_where_the_engine_put_it(
    ui: Ui,
) -> None:
    normal_speed(ui)
    claim = open_table(ui, ("human", "human"))
    ui.press(pygame.K_RETURN)
    start = center(claim.board.hand_rects(len(claim.view.hand))[legal_index(claim.view)])
    card = play_first_legal(ui, claim)
    assert claim.animating and claim.game.moves == (PlayCard(card),)
    frames = watch(ui, claim)
    (flight,) = last_seen(frames, card)
    first = next(seen for _, flying in frames for seen in flying if seen.card == card)
    assert abs(first.at[0] - start[0]) < 60 and abs(first.at[1] - start[1]) < 60
    engine = claim.view
    assert engine.plays == (card,)
    player = view(claim.game.state, claim.game.state.leader)  # as its player saw it: its side
    target = claim.board.spot(Place("table"), 0, 1, player, card)
    assert (flight.flight.x, flight.flight.y) == center(target)  # it landed on the trick
    assert claim.scene().view == engine  # at rest the table shows the engine's view
    assert all(card not in shown.table for shown, _ in frames[:-1])  # not there before it lands


def test_a_won_trick_sends_the_prize_up_the_blind_card_down_and_the_panels_wait(ui: Ui) -> None:
    normal_speed(ui)
    claim = open_table(ui, ("human", "human"))
    play_first_legal(ui, claim)
    land(ui, claim)
    prize = claim.view.prize
    assert prize is not None
    play_first_legal(ui, claim)
    watcher = claim.viewer
    frames = watch(ui, claim)
    winner = next(shown.winner for shown, _ in frames if shown.winner)
    loser = 3 - winner
    (prize_flight,) = last_seen(frames, prize)
    blind = last_seen(frames, None)
    assert len(blind) == 1  # the blind card flies face down (C-VIS-4)
    seat_view = view(claim.game.state, watcher)
    to_winner = claim.board.spot(Place("followers", winner), 0, 1, seat_view, prize)
    to_loser = claim.board.spot(Place("followers", loser), 0, 1, seat_view, prize)
    assert (prize_flight.flight.x, prize_flight.flight.y) == center(to_winner)
    assert (blind[0].flight.x, blind[0].flight.y) == center(to_loser)
    for shown, flying in frames:  # no pile counts a card still in the air
        if any(seen.card == prize for seen in flying):
            assert shown.follower_sizes[winner - 1] == 0
    assert claim.game.state.followers[winner - 1] == (prize,)
    assert claim.view.follower_sizes == (1, 1) and claim.view.discard_size >= 1
    wanted = ui.ctx.stack.next_frame_in()
    assert wanted is None or wanted > FRAME_SECONDS  # the table rests


def test_the_table_rests_once_the_computers_card_has_landed(ui: Ui) -> None:
    normal_speed(ui)
    claim = open_table(ui, ("human", "instant"))
    flown: set[Card | None] = set()
    for _ in range(2000):
        if claim.play.person_acting and not claim.animating and claim.game.moves:
            break
        if claim.play.person_acting and not claim.animating:
            play_first_legal(ui, claim)
        flown.update(flight.card for flight in claim.flights.flying)
        ui.step()
    assert claim.play.person_acting and not claim.flights.flying
    theirs = {
        event.card
        for turn in claim.game.history
        for event in turn.events
        if isinstance(event, CardPlayed) and event.seat != claim.viewer
    }
    assert theirs and theirs <= flown  # the computer's card flew to the trick
    for _ in range(400):  # its words float a moment over the landed card, then fade
        if not claim.flights.timeline.effects:
            break
        ui.step()
    assert not claim.flights.timeline.effects
    wanted = ui.ctx.stack.next_frame_in()
    assert wanted is None or wanted > FRAME_SECONDS


def test_a_key_lands_every_card_at_once_and_does_no_more(ui: Ui) -> None:
    normal_speed(ui)
    claim = open_table(ui, ("human", "human"))
    card = play_first_legal(ui, claim)
    assert claim.animating
    ui.press(pygame.K_1)
    assert not claim.animating and not claim.flights.flying
    assert claim.scene().view.plays == (card,) and claim.game.moves == (PlayCard(card),)
    assert claim.selected is None  # the key only hurried the card


def test_reduced_motion_fades_cards_in_where_they_land_and_still_holds_the_trick(
    ui: Ui,
) -> None:
    normal_speed(ui, reduced=True)
    claim = open_table(ui, ("human", "human"))
    play_first_legal(ui, claim)
    land(ui, claim)
    play_first_legal(ui, claim)
    frames = watch(ui, claim)
    places: dict[int, set[tuple[float, float]]] = {}
    for _, flying in frames:
        for seen in flying:
            places.setdefault(id(seen.flight), set()).add(seen.at)
    assert places and all(len(at) == 1 for at in places.values())  # none travels
    assert any(seen.alpha < 1 for _, flying in frames for seen in flying)  # they fade in
    assert len(frames) * FRAME_SECONDS > 0.5  # the finished trick is still held a moment


def fly(board: Board, before: GameState, events: list[Event], seat: int = 1) -> Flights:
    """The table's flights of `events` from `before`, as `seat` sees them, scheduled."""
    flights = Flights()
    flights.play(before, events, seat, board.spot)
    assert flights.busy
    return flights


def test_undead_fly_to_the_winners_score_pile_and_the_rest_to_the_discard(ui: Ui) -> None:
    state = table("UND3 GOB1", "KNI5 GOB2", prize="KNI4", deck="DWA0 DWA1")
    events, after = play(state, "UND3", "KNI5")  # the Knight does not follow: seat 1 wins
    moved = {(move.card, move.source, move.target) for move in transfers(state, after)}
    assert (Card("UND", 3), Place("hands", 1), Place("scores", 1)) in moved  # C-UND-1
    assert (Card("KNI", 5), Place("hands", 2), Place("discard")) in moved  # C-P1-5
    assert (Card("KNI", 4), Place("prize"), Place("followers", 1)) in moved  # C-P1-3
    assert (Card("DWA", 0), Place("deck"), Place("followers", 2)) in moved  # C-P1-4
    board = open_table(ui, ("human", "human")).board
    flights = fly(board, state, events)
    to_score = board.spot(Place("scores", 1), 0, 1, view(after, 1), Card("UND", 3))
    goals = [(m.target.card, m.to) for m in flights.timeline.motions if "x" in m.to]
    assert (Card("UND", 3), {"x": to_score.centerx, "y": to_score.centery,
                             "width": to_score.width}) in goals  # fmt: skip
    assert any(card is None for card, _ in goals)  # the blind card flies face down
    flights.skip()
    assert flights.shown == after and not flights.flying


def test_dwarves_fly_to_the_loser_in_phase_two(ui: Ui) -> None:
    state = table("DWA3 GOB1", "DWA5 GOB2", phase=2)
    events, after = play(state, "DWA3", "DWA5")  # C-DWA-1: seat 2 wins, seat 1 gets them
    moved = {(move.card, move.target) for move in transfers(state, after)}
    assert {(Card("DWA", 3), Place("scores", 1)), (Card("DWA", 5), Place("scores", 1))} <= moved
    flights = fly(open_table(ui, ("human", "human")).board, state, events)
    flights.skip()
    assert flights.shown == after


def test_no_card_is_shown_twice_while_a_whole_game_flies(ui: Ui) -> None:
    """Every move of a random game, its flights stepped to the end: while cards fly the table
    holds no card in two places (the one it left and the one it goes to), and it ends at the
    engine's state."""
    board = open_table(ui, ("human", "human")).board
    game = random_game(11)
    deck = Counter(game.state.deck_list.cards)
    flights = Flights()
    for index, turn in enumerate(game.history):
        before, after = game.state_after(index), game.state_after(index + 1)
        flights.play(before, turn.events, before.to_act or 1, board.spot)
        while flights.busy:
            flights.update(0.05, 1.0)
            assert flights.shown is not None
            assert not Counter(flights.shown.all_cards()) - deck  # no card in two places
        assert flights.shown == after and not flights.flying


def test_while_a_finished_trick_is_only_held_the_table_asks_for_no_frames(ui: Ui) -> None:
    """Nothing moves while both cards lie on the trick: the loop may sleep until they go."""
    normal_speed(ui)
    claim = open_table(ui, ("human", "human"))
    play_first_legal(ui, claim)
    land(ui, claim)
    play_first_legal(ui, claim)
    for _ in range(100):
        if claim.scene().view.winner and not claim.flights.flying:
            break
        ui.step()
    assert claim.animating and len(claim.scene().view.table) == 2
    wanted = claim.next_frame_in()
    assert wanted is not None and FRAME_SECONDS < wanted <= 0.55
    ui.app.rest(wanted)
    ui.step()
    assert claim.flights.flying  # the hold is over: the prize and the blind card go
