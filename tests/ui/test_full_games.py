"""Whole games played through the window only: keys, clicks and drags, checked against the
engine after every step."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import (
    ChooseNext,
    Discard,
    FlipToken,
    Game,
    Medal,
    Phase,
    PlayCards,
    Status,
    parse_card,
    sort_cards,
)
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from tests.builders import cards, game_at
from tests.ui.driver import Ui

SOLO_ENDGAME_TAVERN = "2S 3S 4S 5S 6S 7S 8S 9S 10C 2H 3H 5H 6H 7H 8H 9H"


def test_solo_endgame_with_two_token_flips_wins_bronze(ui: Ui) -> None:
    """R-SOLO-2/3/5: flip by F, flip by clicking the token, then fight the last King."""
    ui.open(game_at(enemy="KD", castle="", damage=14, hands=["4H"], tavern=SOLO_ENDGAME_TAVERN))

    ui.flip_token()
    assert ui.state.tokens_used == 1
    assert ui.state.hand(1) == cards("2S 3S 4S 5S 6S 7S 8S 9S")

    ui.click(ui.table.board.layout.token(0).center)  # the spent token refuses
    assert ui.table.current_message == "That Jester token has already been used."
    ui.click(ui.table.board.layout.token(1).center)
    ui.answer("Spend the token")
    ui.settle()
    assert ui.state.tokens_used == 2
    assert ui.state.hand(1) == sort_cards(cards("10C 2H 3H 5H 6H 7H 8H 9H"))

    ui.play_by_keys("10C")
    assert (ui.state.damage, ui.state.phase, ui.state.damage_due) == (34, Phase.SUFFER, 20)

    ui.play_by_keys("9H 8H 3H")  # Enter discards in the suffer step
    assert ui.game.history[-1].command == Discard(cards("3H 8H 9H"))
    assert ui.state.phase is Phase.PLAY

    ui.drag_cards("7H", ui.table.board.layout.enemy.center)
    assert ui.state.status is Status.WON and ui.state.medal is Medal.BRONZE
    assert isinstance(ui.top, GameOverScene)


def test_solo_win_without_flips_earns_gold(ui: Ui) -> None:
    """R-SOLO-5: no token used, gold by the rules (a stated position earns the player no
    medal: the end screen says why, test_table_asks)."""
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")
    assert ui.state.medal is Medal.GOLD
    assert ui.game.outcome is not None and ui.game.outcome.medal is None
    assert isinstance(ui.top, GameOverScene)


def test_three_players_jester_seat_choice_defeat_and_covers(ui: Ui) -> None:
    """R-JEST-1/4, R-DEF-1/4 and the hot-seat cover, for three people at one screen."""
    ui.open(
        game_at(
            3,
            enemy="JC",
            hands=["JKR 6C 4D 9S 8S", "10S 3D 9H", "5S 4H 7C"],
            table=["8C"],
            damage=8,
        )
    )
    _expect_cover(ui, seat=1)
    ui.uncover()
    assert ui.table.viewer == 1 and not ui.misplaced()

    ui.drag_cards("JKR", ui.table.board.layout.enemy.center)
    assert ui.game.history[-1].command == PlayCards(cards("JKR"))
    assert ui.state.immunity_cancelled and ui.state.phase is Phase.CHOOSE_NEXT
    assert not ui.table.covered  # seat 1 still has to choose

    ui.click(ui.table.board.layout.seat_choice(1).center)  # "Seat 1 (you)": play on
    ui.settle()
    assert ui.game.history[-1].command == ChooseNext(1)
    assert ui.state.current == 1 and ui.state.phase is Phase.PLAY and not ui.table.covered

    ui.play_by_keys("6C")  # 8 + 12 = 20: an exact kill, JC goes on the tavern
    state = ui.state
    assert state.enemies_defeated == 1 and state.enemy == parse_card("JD")
    assert state.tavern[0] == parse_card("JC") and state.table == ()
    assert state.current == 1 and not ui.table.covered  # R-DEF-4: seat 1 goes on

    ui.play_by_keys("4D")  # Diamonds blocked by JD: 4 damage, then 10 to suffer
    assert (ui.state.phase, ui.state.damage_due) == (Phase.SUFFER, 10)
    ui.play_by_keys("9S 8S")
    assert ui.state.current == 2 and ui.state.hand(1) == ()
    _expect_cover(ui, seat=2)
    ui.click(ui.table.board.layout.enemy.center)  # a click anywhere takes the screen
    ui.settle()
    assert not ui.table.covered and ui.table.viewer == 2 and not ui.misplaced()

    ui.play_by_keys("10S")  # the shield of 10 stops JD's attack; seat 3 is next
    assert (ui.state.shield, ui.state.damage, ui.state.current) == (10, 14, 3)
    _expect_cover(ui, seat=3)
    ui.uncover()

    ui.play_by_keys("7C")  # 14 + 14 = 28 defeats JD
    assert ui.state.enemies_defeated == 2 and ui.state.current == 3
    assert ui.state.enemy == parse_card("JH") and not ui.misplaced()


def _expect_cover(ui: Ui, seat: int) -> None:
    """The cover is up for `seat`: no hand shows a face, and no action can be taken."""
    table = ui.table
    assert table.covered and table.viewer == seat == ui.state.current
    hands = [key for key in table.hand_keys()]
    placements = ui.placements()
    assert hands and all(placements[key].face == 0 for key in hands)
    assert all(table.board.sprites[key].face == 0 for key in hands)
    assert table.action_buttons() == []
    history = len(ui.game.history)
    ui.press(pygame.K_1)
    ui.press(pygame.K_y)
    assert table.selection == set() and len(ui.game.history) == history


def test_a_seeded_solo_game_played_to_the_end_by_keys(ui: Ui) -> None:
    """The whole loop, keys only: each move is a legal move mapped to 1–8, Enter and F."""
    ui.open(Game.new(1, seed=2024))
    for _ in range(400):
        if ui.state.status is not Status.PLAYING:
            break
        move = _choose(ui.game)
        _enter_by_keys(ui, move)
        assert ui.game.history[-1].command == move
    assert ui.state.status in (Status.WON, Status.LOST)
    assert len(ui.game.history) >= 20 and ui.state.enemies_defeated >= 1
    assert isinstance(ui.top, GameOverScene)


def _choose(game: Game) -> PlayCards | Discard | FlipToken:
    """A simple player: the hardest hit, the cheapest discard, a flip only when forced."""
    moves = game.legal_moves()
    plays = [move for move in moves if isinstance(move, PlayCards)]
    discards = [move for move in moves if isinstance(move, Discard)]
    if plays:
        return max(plays, key=lambda move: sum(card.value for card in move.cards))
    if discards:
        return min(discards, key=lambda move: sum(card.value for card in move.cards))
    flip = moves[0]
    assert isinstance(flip, FlipToken)
    return flip


def _enter_by_keys(ui: Ui, move: PlayCards | Discard | FlipToken) -> None:
    if isinstance(move, FlipToken):
        ui.flip_token()
    else:
        ui.select(" ".join(str(card) for card in move.cards))
        assert ui.table.selected_cards() == move.cards
        ui.press(pygame.K_RETURN)
    ui.settle()
