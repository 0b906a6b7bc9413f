"""The Jester talk (R-JEST-4: "I'd like to go next" / "I'd rather not"), the choice of the next
seat that listens to it, hints in words, and thinking on a worker thread that can be cancelled."""

from __future__ import annotations

import random
import re

from regicide.games.regicide.ai import (
    StrongPlayer,
    explain,
    hint,
    make_player,
    wish,
)
from regicide.games.regicide.engine import (
    ChooseNext,
    Discard,
    FlipToken,
    Game,
    Phase,
    PlayCards,
    Yield,
    parse_cards,
    view,
)
from regicide.games.regicide.narrate import SUIT_SYMBOLS, wish_line, wish_lines, wish_text
from regicide.play.thinking import BackgroundChoice
from tests.builders import game_at, play, position

NOTATION = re.compile(r"\b(10|[2-9AJQK])[CDHS]\b")


def after_jester(hands: list[str], enemy: str = "QS", **numbers: int) -> Game:
    """A 3-player game in which seat 1 has just played its Jester and names the next seat."""
    return play(game_at(3, enemy=enemy, hands=hands, **numbers), "play JKR")


def test_a_seat_that_can_finish_the_enemy_asks_to_go() -> None:
    game = after_jester(["JKR 2C", "10C 3D", "4D"], enemy="JH", damage=5)
    assert game.state.phase is Phase.CHOOSE_NEXT
    assert wish(view(game.state, 2)) is True  # 10♣ doubles to 20
    assert wish(view(game.state, 3)) is False


def test_the_chooser_follows_the_wishes() -> None:
    seen = view(after_jester(["JKR 2C", "3D 4H 5C", "6D 7H"]).state, 1)
    for player in (make_player("instant"), StrongPlayer(think=None, iterations=1)):
        choice = player.choose(seen, random.Random(1), wishes={2: False, 3: True})
        assert choice == ChooseNext(3)
        choice = player.choose(seen, random.Random(1), wishes={2: True, 3: False})
        assert choice == ChooseNext(2)
    # without talk: the seat holding most cards
    assert make_player("instant").choose(seen, random.Random(1)) == ChooseNext(2)


def test_the_talk_has_words() -> None:
    assert wish_text(True) == "I'd like to go next"
    assert wish_text(False) == "I'd rather not"
    assert wish_line(2, 3, True) == "Seat 2: I'd like to go next"


def test_the_talk_of_seats_that_said_the_same_is_one_line() -> None:
    """R-JEST-4 in as few lines as it takes (the chooser's panel is small at a big UI scale)."""
    assert wish_lines({4: False, 2: False, 3: False}, 4) == ["Seats 2, 3 and 4: I'd rather not"]
    assert wish_lines({3: False, 2: True}, 3) == [
        "Seat 2: I'd like to go next",
        "Seat 3: I'd rather not",
    ]
    assert wish_lines({}, 3) == []


def test_a_hint_says_why_in_card_names() -> None:
    state = position(1, enemy="QC", hands=["7H 10S 5D 2C"], discard="3C 4C 5C 6C 7C 8C 9C")
    seen = view(state, 1)
    reason = explain(seen, PlayCards(parse_cards("7H")))
    assert reason.startswith("Play 7♥: heals 7")
    assert "Queen's 15" in reason and not NOTATION.search(reason)
    assert explain(seen, PlayCards(parse_cards("10S"))).startswith("Play 10♠: raises the shield")
    suggestion = hint(seen, random.Random(1), make_player("instant"))
    assert suggestion.command in seen.legal_moves and suggestion.reason
    assert any(symbol in suggestion.reason for symbol in SUIT_SYMBOLS.values())


def test_every_kind_of_move_has_a_reason() -> None:
    suffering = play(game_at(2, enemy="JC", hands=["9D 3H 2S", "4S"]), "play 2S").state
    assert suffering.phase is Phase.SUFFER
    reason = explain(view(suffering, 1), Discard(parse_cards("9D")))
    assert reason.startswith("Discard 9♦: covers the 8 damage")
    played = position(2, enemy="JC", hands=["9D 3H", "4S"])
    assert explain(view(played, 1), Yield()).startswith("Yield:")
    solo = play(game_at(1, enemy="JC", hands=["2D 3C"]), "play 3C").state
    assert explain(view(solo, 1), FlipToken()).startswith("Flip a Jester token: your hand")
    chooser = after_jester(["JKR 2C", "3D", "6D"]).state
    assert explain(view(chooser, 1), ChooseNext(3)).startswith("Seat 3 goes next")


def test_thinking_in_the_background_gives_the_same_choice() -> None:
    state = position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"], discard="3C 4C 5C")
    seen = view(state, 1)
    player = StrongPlayer(think=None, iterations=2, candidates=3, horizon=4)
    background = BackgroundChoice(player, seen, 5)
    assert background.wait(30)
    assert background.done
    assert background.result == player.choose(seen, random.Random(5))


def test_a_cancelled_search_stops_soon() -> None:
    state = position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"], discard="3C 4C 5C")
    background = BackgroundChoice(StrongPlayer(think=600.0), view(state, 1), 5)
    background.cancel()
    assert background.wait(60)  # long before the search's own 600 s would end it
    assert background.cancelled


def test_a_search_shared_among_processes_chooses_as_one_process_does() -> None:
    state = position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"], discard="3C 4C 5C")
    seen = view(state, 1)
    alone = StrongPlayer(think=None, iterations=4, candidates=3, horizon=4)
    shared = StrongPlayer(think=None, iterations=4, candidates=3, horizon=4, workers=2)
    try:
        assert shared.choose(seen, random.Random(8)) == alone.choose(seen, random.Random(8))
    finally:
        shared.close()
