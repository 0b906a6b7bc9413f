"""Claim behind the game protocol (definition.py, decks.py, records.py): a deal named by its
variant flags deals again from its code, a finished game's result and words, and the records
folded from archived games."""

from __future__ import annotations

from datetime import date

import pytest

from regicide.games.claim.decks import deck_problem, factions_of, namable_decks, variants_of
from regicide.games.claim.definition import GAME
from regicide.games.claim.engine import Game, Options, build_deck
from regicide.games.protocol import ArchivedGame, ResultKind
from regicide.games.registry import game_named, game_of_document
from regicide.i18n import long_day
from tests.games.claim.claim_builders import random_game


def test_the_registry_knows_claim_by_name_and_by_its_records() -> None:
    assert game_named("claim") is GAME
    assert game_of_document({"format": "claim-record"}) is GAME


@pytest.mark.parametrize("flags", namable_decks())
def test_c_deck_1_every_deck_the_flags_name_is_a_52_card_deck(flags: tuple[str, ...]) -> None:
    factions = factions_of(flags)
    assert build_deck(factions).in_play == 52
    assert variants_of(factions) == flags


def test_flags_that_make_no_deck_are_refused_with_the_reason() -> None:
    assert deck_problem(("dragons", "trolls", "seers", "ghosts")) is not None
    assert deck_problem(("shadows", "dragons", "trolls", "seers", "ghosts")) is None
    with pytest.raises(ValueError, match="not one of Claim's factions"):
        GAME.new_match(2, 1, ("elves",))


def test_a_fresh_deal_says_how_to_deal_it_again() -> None:
    match = GAME.new_match(2, 42, ("dragons",))
    assert GAME.deal_of(match) == (2, 42, ("dragons",))
    again = GAME.new_match(*GAME.deal_of(match))  # type: ignore[misc]
    assert again.state == match.state


def test_a_deck_the_flags_cannot_name_has_no_code() -> None:
    match = Game.new(seed=1, options=Options(("GOB", "KNI", "DRA", "DWA", "DOP")))
    assert GAME.deal_of(match) is None


def test_c_score_5_a_finished_game_has_a_result_and_its_words() -> None:
    game = random_game(5)
    result = GAME.result(game)
    assert result is not None and result.summary.endswith(".")
    assert result.kind in (ResultKind.WON, ResultKind.DRAW)
    assert GAME.to_act(game.state) is None and GAME.progress(game.state) == "trick 26/26"
    line = GAME.share_line(game, date(2026, 11, 21))
    day = long_day(date(2026, 11, 21))
    assert line.startswith(f"Claim daily {day} · ") and "factions" in line
    assert GAME.move_text(game, 0).startswith("Seat ")
    assert GAME.setup_lines(game, 1) and GAME.turn_lines(game, 0, None)


def archived(
    game: Game, people: tuple[int, ...], daily: str | None = None, seats: tuple[str, ...] = ()
) -> ArchivedGame:
    result = GAME.result(game)
    assert result is not None
    return ArchivedGame(
        file="x.yaml",
        game="claim",
        players=2,
        status=result.kind.value,
        winners=result.winners,
        people=people,
        assisted=False,
        moves=len(game.history),
        details=GAME.facts(game),
        daily=daily,
        seats=seats,
    )


def test_records_count_games_against_the_computer_and_between_friends() -> None:
    games = [random_game(seed) for seed in range(6)]
    kept = [archived(game, (1,)) for game in games[:4]] + [archived(g, (1, 2)) for g in games[4:]]
    stats = GAME.statistics(kept, None)
    solo = stats.against_computer
    assert solo.games == 4 and solo.wins + solo.losses + solo.draws == 4
    assert stats.between_friends.games == 2 and stats.games == 6
    assert sum(stats.factions_won.values()) == sum(
        sum(seat == 1 for seat in game.details["claimed"].values()) for game in kept[:4]
    )
    assert GAME.summary_lines(stats)[0].startswith("Against the computer: 4 played")
    assert GAME.result_text(kept[0]).split()[0] in ("Won", "Lost", "Draw")
    assert stats.as_json()["games"] == 6


def test_records_count_each_computer_opponent_apart() -> None:
    """Games, wins, losses and draws against each computer player (issue 22) by its level
    (issue 34: an old record's "instant" counts with Casual), strongest first; a record that
    does not say who sat there is counted with the computer, not by name."""
    games = [random_game(seed) for seed in range(9)]
    sat = [("human", "instant")] * 2 + [("casual", "human")] + [("strong", "human")] * 3
    sat += [("human", "expert"), ("beginner", "human"), ()]
    people = [(1,)] * 2 + [(2,)] * 4 + [(1,), (2,), (1,)]
    kept = [archived(g, p, seats=s) for g, p, s in zip(games, people, sat, strict=True)]
    stats = GAME.statistics(kept, None)
    assert list(stats.by_opponent) == ["expert", "strong", "casual", "beginner"]
    for name, chosen in (("casual", kept[:3]), ("strong", kept[3:6])):
        record = stats.by_opponent[name]
        assert record.games == 3
        assert record.wins == sum(g.won and not g.drawn for g in chosen)
        assert record.draws == sum(g.drawn for g in chosen)
        assert record.wins + record.losses + record.draws == 3
    assert stats.against_computer.games == 9
    lines = GAME.summary_lines(stats)
    assert lines[2].startswith("  against Strong AI: 3 played, won ")
    assert lines[3].startswith("  against Casual AI: 3 played, won ")
