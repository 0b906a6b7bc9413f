"""One Refusal for every game (the kernel's): a game's own kinds of why and its own notation,
the machinery (values by name, English, the error refusing the move) shared; Regicide's and
Baisch's engines refuse with it, Claim's refusals are the kernel's `Said`."""

from __future__ import annotations

from enum import Enum

import pytest

from regicide.games import kernel
from regicide.games.baisch import engine as baisch
from regicide.games.claim import engine as claim
from regicide.games.kernel import IllegalMove, Refusal, Refusals, said
from regicide.games.regicide import engine as regicide


class Why(Enum):
    LATE = "Too late for {card}; {seat} waits."
    OVER = "The game is over."


class Shouted(Refusal[Why, str]):
    """A game that writes its values in capitals."""

    def noted(self, value: str) -> str:
        return value.upper()


refuse = Refusals(Shouted).refuse


def test_a_refusal_s_english_is_its_code_s_with_values_as_the_game_notes_them() -> None:
    late = refuse(Why.LATE, seat="north", card="7h")
    assert str(late) == "Too late for 7H; NORTH waits."
    assert late.value("card") == "7h"
    with pytest.raises(KeyError):
        late.value("due")
    plain = Refusals(Refusal[str, int]).refuse  # a game that writes its values as they are
    assert str(plain("Slot {slot} is empty.", slot=2)) == "Slot 2 is empty."


def test_a_narrate_fills_its_own_words_with_the_values_as_it_writes_them() -> None:
    late = refuse(Why.LATE, seat="north", card="7h")
    assert (
        late.fill("{seat} wartet; zu spät für {card}.", str.title)
        == "North wartet; zu spät für 7H."
    )
    assert refuse(Why.OVER).fill("Die Partie ist vorbei.", str.title) == "Die Partie ist vorbei."


def test_equal_facts_make_equal_refusals_and_a_bare_one_is_made_once() -> None:
    assert refuse(Why.LATE, seat="n", card="c") == refuse(Why.LATE, card="c", seat="n")
    assert refuse(Why.LATE, card="c", seat="n").values == (("card", "c"), ("seat", "n"))
    assert refuse(Why.OVER) is refuse(Why.OVER)
    assert str(refuse(Why.OVER)) == "The game is over."


def test_the_move_refused_carries_the_english_and_the_facts() -> None:
    for facts in (refuse(Why.LATE, seat="n", card="c"), said("you do not hold {card}", card=7)):
        illegal = IllegalMove.because(facts)
        assert (illegal.reason, illegal.facts, str(illegal)) == (str(facts), facts, str(facts))


def test_each_game_refuses_with_the_kernel_s_refusal_in_its_own_notation() -> None:
    card = regicide.parse_card("7H")
    held = regicide.refuse(regicide.Why.NOT_HELD, card=card)
    assert isinstance(held, kernel.Refusal)
    assert str(regicide.refuse(regicide.Why.MIXED_RANKS, cards=(card, card))) == (
        "A combo needs cards of the same rank (7H 7H differ)."
    )
    with pytest.raises(baisch.IllegalMove) as ended:
        baisch.Game.new(2, seed=3).submit(baisch.EndTurn())  # the setup is not chosen yet
    assert isinstance(ended.value.facts, baisch.Refusal)
    assert isinstance(ended.value.facts, kernel.Refusal)
    assert ended.value.reason == str(ended.value.facts)
    game = claim.Game.new(seed=3)
    with pytest.raises(claim.IllegalMove) as refused:
        game.submit(claim.SeerChoice(keep_prize=True))
    assert refused.value.facts == said("nothing is waiting for that choice: play a card")
