"""Computer players: they answer every decision from the view alone, honestly, and the
simulation reports what the brief asks."""

from __future__ import annotations

import pickle
import random
import threading
from pathlib import Path

import pytest
import yaml

from regicide.games.baisch.ai import PLAYER_NAMES, explain, make_player, simulate
from regicide.games.baisch.ai.policy import proposals
from regicide.games.baisch.ai.search import EXPERT_PLANS, PLANS
from regicide.games.baisch.engine import (
    Attack,
    EndTurn,
    Game,
    Options,
    Phase,
    SeatView,
    TakeDefense,
    TargetKind,
    read_record,
    replay,
    view,
)
from tests.games.baisch.baisch_builders import game_at, plain, play, take_back_wins


def _budget(name: str) -> dict[str, object]:
    return {"iterations": 1} if name in ("strong", "expert") else {}


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_every_player_finishes_games_through_every_phase(name: str) -> None:
    player = make_player(name, **_budget(name))  # type: ignore[arg-type]
    phases = set()
    for seed in range(1 if name in ("strong", "expert") else 2):  # the searches cost most
        game = Game.new(3, seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.state.turn < 60:
            seat = game.state.to_act
            assert seat is not None
            phases.add(game.state.phase)
            seen = view(game.state, seat)
            command = player.choose(seen, rng)
            assert command in seen.legal_moves
            game.submit(command)
    assert {Phase.SETUP, Phase.DRAFT, Phase.START, Phase.PLAY} <= phases


@pytest.mark.parametrize("name", ["instant", "strong"])
def test_the_battery_decision_and_the_reserve_window_are_answered(name: str) -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["9C"]), "heroes": ["reservists"]},
            {**plain("KCv", ["JCv"]), "heroes": ["battery"]},
        ]
    )
    player = make_player(name, **_budget(name))  # type: ignore[arg-type]
    play(game, "attack P2.1 9C")
    assert game.state.phase is Phase.BATTERY
    game.submit(player.choose(view(game.state, 2), random.Random(1)))
    if game.state.phase is Phase.RESERVE:
        game.submit(player.choose(view(game.state, 1), random.Random(1)))
    assert game.state.phase is Phase.PLAY


def _twins() -> tuple[SeatView, SeatView]:
    """Two games that differ only in cards seat 1 cannot see."""
    first = game_at(
        [
            plain("KSv", ["2Dv"], ["9H", "8H", "3C"]),
            plain("KCv", ["JDv", "4Sv"], ["5S", "6S"]),
        ],
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    second = game_at(
        [
            plain("KSv", ["2Dv"], ["9H", "8H", "3C"]),
            plain("QCv", ["9Dv", "4Sv"], ["JD", "6S"]),
        ],
        stacks={"A": "5C^ 5Sv", "B": "3S^ 7Sv"},
    )
    return view(first.state, 1), view(second.state, 1)


@pytest.mark.parametrize("name", [*PLAYER_NAMES, "instant"])
def test_players_are_honest(name: str) -> None:
    one, two = _twins()
    assert one == two
    choices = [
        make_player(name, iterations=3).choose(seen, random.Random(7))  # type: ignore[arg-type]
        for seen in (one, two)
    ]
    assert choices[0] == choices[1]


def test_strong_with_iterations_is_deterministic_and_picklable() -> None:
    seen, _ = _twins()
    first = make_player("strong", iterations=2)
    again = pickle.loads(pickle.dumps(make_player("strong", iterations=2)))
    assert first.choose(seen, random.Random(3)) == again.choose(seen, random.Random(3))


def test_expert_weighs_strongs_plans_and_each_taking_back_on_three_times_the_rollouts() -> None:
    """Issue 34: Expert searches deeper than Strong: Strong's plans, and each attacking one
    again taking face-up defence back (B-DEF-2), on three times Strong's rollouts."""
    strong, expert = make_player("strong", iterations=40), make_player("expert", iterations=40)
    assert expert.plans[: len(PLANS)] == PLANS == strong.plans  # type: ignore[attr-defined]
    assert all(plan.take_back for plan in expert.plans[len(PLANS) :])  # type: ignore[attr-defined]
    assert len(EXPERT_PLANS) == len(PLANS) + sum(plan.max_attacks > 0 for plan in PLANS)
    rollouts = expert.iterations * len(EXPERT_PLANS)  # type: ignore[attr-defined]
    assert abs(rollouts - 3 * 40 * len(PLANS)) <= len(EXPERT_PLANS)


def test_expert_takes_a_defence_card_back_to_win_where_strong_ends_its_turn() -> None:
    """Issue 34: in `take_back_wins` Strong's plans take defence back only late in a game,
    so it ends its turn; Expert's plans also do it early, and it wins."""
    game = take_back_wins()
    seen = view(game.state, 1)
    for seed in range(3):
        choice = make_player("strong", iterations=4).choose(seen, random.Random(seed))
        assert isinstance(choice, EndTurn)
    expert, rng = make_player("expert", iterations=4), random.Random(1)
    while game.outcome is None and game.state.current == 1:
        game.submit(expert.choose(view(game.state, 1), rng))
    assert game.outcome is not None and game.outcome.winners == (1,)


def test_strong_stops_when_cancelled() -> None:
    seen, _ = _twins()
    cancel = threading.Event()
    cancel.set()
    command = make_player("strong", think=60.0).choose(seen, random.Random(1), cancel=cancel)
    assert command in seen.legal_moves


def test_a_hint_explains_an_attack_with_its_odds() -> None:
    seen, _ = _twins()
    attacks = [move for move in seen.legal_moves if isinstance(move, Attack)]
    reason = explain(seen, attacks[0])
    assert reason.startswith(("Plunder", "Attack")) and " = " in reason


def test_unknown_player_names_are_refused() -> None:
    with pytest.raises(ValueError, match="no computer player is called 'oracle'"):
        make_player("oracle")


def test_simulate_reports_the_statistics() -> None:
    report = simulate(2, "instant", "random", 4, 11)
    for key in ("games", "wins", "win_rate", "ci95", "seconds_per_move", "capped", "seed"):
        assert key in report
    assert report["games"] == 4 and 0 <= report["ci95"][0] <= report["win_rate"]


def test_views_commands_and_events_pickle_for_worker_processes() -> None:
    game = Game.new(3, seed=4)
    events = game.submit(game.legal_moves()[0])
    seen = view(game.state, 2)
    for thing in (seen, game.legal_moves()[:5], events, game.setup, game.state):
        assert pickle.loads(pickle.dumps(thing)) == thing


def _proposals(game: Game) -> list[Attack]:
    """Every attack any of the strong player's plans would make first, from seat 1's view."""
    seen = view(game.state, 1)
    return [
        command
        for plan in PLANS
        for command in proposals(seen, plan)
        if isinstance(command, Attack)
    ]


def test_the_strong_player_never_sends_its_king_against_a_top_that_may_be_a_joker() -> None:
    """Issue 32, item 8 (B-KING-8): a face-down Harvest top may be an unseen Joker, and a
    King plundering a Joker falls; an Ace King still takes a stack whose top is known."""
    hidden = game_at(
        [plain("ASv", [], ["3D"]), plain("QDv", ["9Cv"])],
        options=Options(basic=True),
        stacks={"A": "5C^ 9Dv", "B": "2H^ 7Cv"},
    )
    kings = [command.target for command in _proposals(hidden) if command.king]
    assert kings and all(target.kind is TargetKind.SLOT for target in kings)  # an Ace: safe
    known = game_at(
        [plain("ASv", [], ["3D"]), plain("QDv", ["9Cv"])],
        options=Options(basic=True),
        stacks={"A": "5C^ 9D^", "B": "2H^ 7Cv"},
    )
    assert any(command.king and command.target.index == 0 for command in _proposals(known))


def test_the_strong_player_throws_no_long_shot_at_a_hidden_defence() -> None:
    """Issue 32, item 8: a 2 beats a face-down card only if it is a Joker."""
    game = game_at(
        [plain("KSv", ["9Hv"], ["2S", "3D"]), plain("QDv", ["9Cv"])],
        options=Options(basic=True),
        stacks={"A": "5C^ JK^", "B": "2H^ JK^"},
        graveyard=["JK"],
    )
    assert not [c for c in _proposals(game) if c.target.kind is TargetKind.SLOT]


def test_the_seat_that_stands_better_steps_out_of_a_repetition() -> None:
    """D48, B-WIN-2: a seat ahead plays on boldly once this turn's opening has come up
    twice, rather than let the game be drawn; before, it keeps its cards."""
    game = game_at(
        [
            {"king": "KS^", "slots": ["9C^", "9D^", "9S^"], "hand": ["2H", "3H"]},
            {"king": "QD^", "slots": ["10C^"], "hand": []},
        ],
        options=Options(basic=True),
        stacks={"A": "5C^ 8Dv", "B": "4H^ QCv"},
    )
    instant = make_player("instant")
    assert isinstance(instant.choose(view(game.state, 1), random.Random(1)), EndTurn)
    play(game, "end", "end", "end", "end")
    seen = view(game.state, 1)
    assert seen.repeats == 2
    assert isinstance(instant.choose(seen, random.Random(1)), Attack)


RECORDS = Path(__file__).parent / "records"
STACK = TargetKind.STACK


def recorded(name: str) -> Game:
    """The game of a record file under tests/games/baisch/records, every move replayed."""
    return replay(read_record(yaml.safe_load((RECORDS / name).read_text(encoding="utf-8"))))


@pytest.mark.parametrize("name", ["strong", "expert"])
def test_a_searching_king_never_plunders_a_top_that_may_be_the_last_joker(name: str) -> None:
    """Issue 34: one Joker among the 51 cards seat 1 has not seen, so either face-down top
    may be it (B-KING-8: the King would be eliminated). Neither searching level sends its
    King there, though the plunder would almost surely pay; its Ace King may take the
    face-down defence, which no card beats (a Joker defends 1, B-JOKER-2)."""
    game = recorded("king-against-a-hidden-top.yaml")
    seen = view(game.state, 1)
    for seed in range(3):
        choice = make_player(name, iterations=2).choose(seen, random.Random(seed))
        assert not (isinstance(choice, Attack) and choice.king and choice.target.kind is STACK)
    kings = [command.target.kind for command in _proposals(game) if command.king]
    assert kings and STACK not in kings


def test_a_casual_player_that_stands_as_well_breaks_a_repetition() -> None:
    """Issue 34, D48 (B-WIN-2): two Casual players, seed 5, the same opening for the second
    time and seat 2 standing as well as seat 1. Seat 2 does not end its turn quietly (the
    third time draws): it plays on, and the game goes on to a winner."""
    game = recorded("casual-repetition.yaml")
    seat = game.state.to_act
    assert seat == 2 and view(game.state, 2).repeats == 2
    casual = make_player("casual")
    rng = random.Random(5)
    choice = casual.choose(view(game.state, 2), rng)
    assert isinstance(choice, (Attack, TakeDefense))
    while game.outcome is None and game.state.turn < 400:
        acting = game.state.to_act
        assert acting is not None
        game.submit(casual.choose(view(game.state, acting), rng))
    assert game.outcome is not None and game.outcome.winners
