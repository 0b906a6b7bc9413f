"""Issue 20, item 14's smaller things at the table: "Restart this deal" in the pause menu deals
the same cards again (after asking, the unfinished game kept), and the health bar's ghost is
the damage the selection would deal (R-DMG-1, R-CLUB-1), none for a selection it refuses."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.i18n import use_language
from regicide.store.archive import archived_files, games_dir
from regicide.ui.scenes.confirm import ConfirmScene
from tests.builders import game_at
from tests.ui.driver import Ui


def test_restart_this_deal_deals_the_same_cards_again(ui: Ui, home: Path) -> None:
    ui.to_title()
    ui.click_button("New solo game")
    ui.settle()
    first = ui.table
    dealt, seed = first.state.current_hand, first.game.seed
    ui.play_by_keys(str(dealt[0]))
    ui.settle()
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Restart this deal")
    assert isinstance(ui.top, ConfirmScene)  # this game is unfinished: asked first
    assert "Restart this deal" in [button.label for button in ui.top.buttons()]
    ui.press(pygame.K_RETURN)
    ui.settle()
    again = ui.table
    assert isinstance(again, TableScene) and again is not first
    assert again.game.seed == seed and again.state.current_hand == dealt
    assert not again.session.match.history
    assert len(archived_files(games_dir())) == 1  # the unfinished one, kept


def test_the_health_bar_ghost_is_the_damage_of_the_selection(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D 3S 3C 10S KD 5H"], discard="2C 4C 6C 8C"))
    assert ui.table._ghost() == 0
    ui.select("AC 7H")  # 8, clubs doubled (R-CLUB-1)
    assert ui.table._ghost() == 16
    ui.select("9D")  # A♣ 7♥ 9♦ is no legal play: no ghost
    assert ui.table._ghost() == 0


def test_an_empty_hand_is_told_what_it_can_do_instead_of_selecting(ui: Ui) -> None:
    """Issue 33 (last mile), item 2: with no card in hand the side panel never asks to select
    cards; it says the hand is empty and offers the yield (R-YIELD-1) or, solo, a Jester token
    (R-SOLO-2)."""
    ui.open(game_at(2, enemy="JS", hands=["", "5H 6H"]))
    _title, lines = ui.table.preview()
    words = [text for text, _tone in lines]
    assert not any(text.startswith("Select cards") for text in words), words
    assert words[0] == "Your hand is empty, so there is no card to play."
    assert any(text.startswith("Yield: take") for text in words), words
    ui.open(game_at(enemy="JS", hands=[""], tokens_used=0))
    words = [text for text, _tone in ui.table.preview()[1]]
    assert words[0] == "Your hand is empty, so there is no card to play."
    assert "Flip a Jester token for a new hand of 8." in words, words


def test_the_yield_line_counts_its_damage_in_the_language_s_plural(ui: Ui) -> None:
    """Read in French (issue 35): a shield covering the whole attack said "Passer : subir 0
    dégâts sans jouer"; French counts 0 and 1 in the singular."""
    use_language("fr")
    ui.open(game_at(2, enemy="JS", hands=["5H 6H", "7H"], shield=10))
    words = [text for text, _tone in ui.table.preview()[1]]
    assert "Passer\u00a0: subir 0 dégât sans jouer" in words, words
    ui.open(game_at(2, enemy="JS", hands=["5H 6H", "7H"]))
    words = [text for text, _tone in ui.table.preview()[1]]
    assert "Passer\u00a0: subir 10 dégâts sans jouer" in words, words
