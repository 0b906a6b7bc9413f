"""Claim's computer players: they decide from a seat's view alone (C-VIS-11, T-32), the same
view and generator give the same decision whatever the hidden cards, they pickle, and the
simulation plays fair matches."""

from __future__ import annotations

import pickle
import random
import threading
from dataclasses import fields
from pathlib import Path

import pytest
import yaml

from regicide.games.claim.ai import (
    PLAYER_NAMES,
    Cancelled,
    InstantPlayer,
    StrongPlayer,
    make_player,
    simulate,
)
from regicide.games.claim.ai.simulate import describe
from regicide.games.claim.engine import (
    Game,
    GameState,
    Options,
    PlayCard,
    SeatView,
    determinize,
    legal_moves,
    read_record,
    replay,
    view,
)
from regicide.games.claim.narrate import hint
from tests.games.claim.claim_builders import cards, play, random_game, whole_table

EXPANDED = ("GNO", "GIA", "SEE", "GHO", "TRO")


def positions() -> list[GameState]:
    """Positions of both phases, base and expanded decks, choices included."""
    found = [random_game(seed, moves=3 + 9 * seed).state for seed in range(5)]
    found += [random_game(seed, factions=EXPANDED, moves=5 + 8 * seed).state for seed in range(5)]
    return [state for state in found if state.to_act is not None]


def test_t_32_a_player_gets_a_view_that_holds_no_state() -> None:
    state = Game.new(seed=1).state
    seen = view(state, state.to_act or 1)
    assert not any(isinstance(getattr(seen, f.name), GameState) for f in fields(SeatView))
    assert not hasattr(seen, "deck") and not hasattr(seen, "hands")
    with pytest.raises((AttributeError, TypeError)):  # frozen, with slots: no room for it
        seen.state = state  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_hidden_cards_never_change_a_decision(name: str) -> None:
    player = make_player(name, iterations=3)
    for number, state in enumerate(positions()):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        other = determinize(seen, random.Random(number + 99))  # the same view, other hidden cards
        assert view(other, seat) == seen
        chosen = player.choose(seen, random.Random(number))
        assert chosen == player.choose(view(other, seat), random.Random(number))
        assert chosen in legal_moves(state)


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_players_views_and_moves_pickle(name: str) -> None:
    player = make_player(name, iterations=2)
    state = positions()[3]
    seen = view(state, state.to_act or 1)
    again = pickle.loads(pickle.dumps(player))
    assert again.name == player.name
    assert pickle.loads(pickle.dumps(seen)) == seen
    move = player.choose(seen, random.Random(0))
    assert pickle.loads(pickle.dumps(move)) == move
    events = [event for turn in random_game(2, factions=EXPANDED).history for event in turn.events]
    assert pickle.loads(pickle.dumps(events)) == events


def test_the_strong_player_with_iterations_is_deterministic() -> None:
    player = StrongPlayer(think=None, iterations=6)
    state = positions()[6]
    seen = view(state, state.to_act or 1)
    assert {player.choose(seen, random.Random(5)) for _ in range(3)} == {
        player.choose(seen, random.Random(5))
    }


def test_a_cancelled_search_stops() -> None:
    cancel = threading.Event()
    cancel.set()
    state = positions()[2]
    seen = view(state, state.to_act or 1)
    assert len(seen.legal_moves) > 1
    with pytest.raises(Cancelled):
        StrongPlayer(think=30.0).choose(seen, random.Random(0), cancel=cancel)


def test_a_player_asked_out_of_turn_refuses() -> None:
    state = Game.new(seed=3).state
    waiting = 3 - (state.to_act or 1)
    with pytest.raises(ValueError, match="no decision"):
        InstantPlayer().choose(view(state, waiting), random.Random(0))


def test_an_unknown_player_name_is_refused() -> None:
    with pytest.raises(ValueError, match="random, beginner, casual, strong, expert"):
        make_player("genius")


def test_the_instant_player_wins_a_prize_worth_having() -> None:
    state = whole_table("GOB4 UND1", "GOB7 GOB1 UND2", prize="KNI9", deck="GOB0 GOB0 UND0")
    _, state = play(state, "GOB4")
    assert InstantPlayer().choose(view(state, 2), random.Random(0)) == PlayCard(cards("GOB7")[0])
    state = whole_table("GOB4 UND1", "GOB7 GOB1 UND2", prize="GOB0", deck="KNI9 DOP9 DOP8")
    _, state = play(state, "GOB4")  # a poor prize: lose it with the cheaper card
    assert InstantPlayer().choose(view(state, 2), random.Random(0)) == PlayCard(cards("GOB1")[0])


def test_simulate_swaps_seats_on_each_deal_and_counts() -> None:
    report = simulate("instant", "random", 4, 30)
    assert report["games"] == 4
    assert report["wins"] + report["losses"] + report["draws"] == 4
    assert 0.0 <= report["ci95"][0] <= report["win_rate"] <= report["ci95"][1] <= 1.0
    assert set(report["factions_won"]) == {"DOP", "DWA", "GOB", "KNI", "UND"}
    assert (report["bot"], report["opponent"], report["seed"]) == ("instant", "random", 30)
    assert report["seconds_per_move"] > 0


def test_simulate_in_processes_gives_the_same_results() -> None:
    one = simulate("instant", "random", 4, 7)
    two = simulate("instant", "random", 4, 7, workers=2)
    for key in ("wins", "losses", "draws", "factions_won"):
        assert one[key] == two[key]


def test_the_statistics_read_for_people() -> None:
    text = describe(simulate("random", "random", 2, 1))
    assert "win_rate" in text and "random against random, 2 games" in text


def test_hint_gives_the_move_and_a_sentence() -> None:
    state = positions()[1]
    seen = view(state, state.to_act or 1)
    command, reason = hint(seen, random.Random(0), InstantPlayer())
    assert command in seen.legal_moves
    assert reason and reason[0].isupper()


def test_expanded_games_play_to_the_end_with_every_player() -> None:
    for name in ("random", "instant"):
        player = make_player(name)
        game = Game.new(seed=4, options=Options(EXPANDED))
        rng = random.Random(4)
        while (seat := game.state.to_act) is not None:
            game.submit(player.choose(view(game.state, seat), rng))
        assert game.outcome is not None


def test_casual_leads_no_low_undead_into_one_it_knows_the_other_seat_holds() -> None:
    """Issue 34, Claim's Casual weak spot: seat 2 won the UND7 as a prize (C-VIS-3), so it
    is in its phase-two hand. With six cards left Casual plays every lead out perfectly on
    its deals (endgame.py): the UND6, which wins, not the UND1, which loses the game."""
    path = Path(__file__).parent / "records" / "casual-low-undead.yaml"
    game = replay(read_record(yaml.safe_load(path.read_text(encoding="utf-8"))))
    seen = view(game.state, 1)
    assert cards("UND7")[0] in seen.exposed[1] and seen.phase == 2
    for seed in range(4):
        assert make_player("casual").choose(seen, random.Random(seed)) == PlayCard(cards("UND6")[0])
