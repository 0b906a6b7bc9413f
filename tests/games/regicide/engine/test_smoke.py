from regicide.games.regicide.engine import Game, Status


def test_a_fresh_game_starts_at_step_one() -> None:
    game = Game.new(2, seed=1)
    assert game.state.status is Status.PLAYING
    assert len(game.state.hands[0]) == 7
