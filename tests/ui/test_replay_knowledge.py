"""A replay with spoilers off shows what the viewing seat knew at each move: no line of the
move list (nor the banner's move) names a card that seat did not know when the move was made
(Baisch's list read "Seat 3: Set up with King A♥" to every seat); spoilers on name every
card. What a seat knew is what its own log said up to that move (the game's narrate)."""

from __future__ import annotations

import random
import re

import pytest

from regicide.games.protocol import GameDef, Match
from regicide.games.registry import game_named
from regicide.ui.scenes.replay import ReplayScene
from tests.games.baisch.baisch_builders import instant_game
from tests.ui.driver import Ui

CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")  # a card named in the games of French suits
MOVES = 80


def _played(game: GameDef, players: int, seed: int) -> Match:
    """`MOVES` moves (or to the end) of the game's first computer on every seat."""
    match = game.new_match(players, seed)
    player, rng = game.make_player(game.computer_players[0], think=0.01), random.Random(seed)
    while len(match.history) < MOVES and (seat := game.to_act(match.state)) is not None:
        match.submit(player.choose(match.view(seat), rng))
    return match


def _known(game: GameDef, match: Match, seat: int, index: int) -> set[str]:
    """The cards `seat` had been told of by the end of move `index` (its own log)."""
    lines = [text for text, _ in game.setup_lines(match, seat)]
    for done in range(index + 1):
        lines += [text for text, _ in game.turn_lines(match, done, seat)]
    return set(CARD.findall(" ".join(lines)))


@pytest.mark.parametrize(("name", "players"), [("baisch", 3), ("regicide", 3), ("baisch", 2)])
def test_no_move_list_line_names_a_card_the_viewing_seat_did_not_know(
    ui: Ui, name: str, players: int
) -> None:
    game = game_named(name)
    match = _played(game, players, seed=4)
    scene = ReplayScene(ui.ctx, game, match, "replay")
    ui.app.start(scene)
    for position in range(0, len(match.history) + 1, 7):
        scene.go_to(position)
        viewer = scene.viewer
        assert viewer is not None
        for index, line in enumerate(scene.move_lines()):
            unknown = set(CARD.findall(line)) - _known(game, match, viewer, index)
            assert not unknown, (position, viewer, index, line)
        ui.step()  # the board, the list and the banner draw from the same knowledge


def test_spoilers_name_every_card_and_hide_none() -> None:
    """The Baisch setup a seat made in secret, named whole with spoilers on."""
    game = game_named("baisch")
    match = _played(game, 3, seed=4)
    mover = match.state_after(1).to_act
    assert mover is not None
    other = next(seat for seat in (1, 2, 3) if seat != mover)
    whole, seen = game.move_text(match, 1), game.move_text(match, 1, other)
    assert CARD.search(whole) and "King" in whole
    assert not CARD.search(seen) and f"Seat {mover}" in seen
    assert game.move_text(match, 1, mover) == whole


def test_at_the_end_the_replay_knows_what_the_winner_knew(ui: Ui) -> None:
    """Once the game is over no seat acts: the words follow the winner, whose view the
    board shows."""
    game = game_named("baisch")
    match = next(
        played
        for played in (instant_game(2, seed) for seed in range(1, 20))
        if played.outcome is not None and played.outcome.winners
    )
    scene = ReplayScene(ui.ctx, game, match, "replay")
    ui.app.start(scene)
    scene.go_to(len(match.history))
    result = game.result(match)
    assert result is not None and scene.viewer == result.winners[0]
