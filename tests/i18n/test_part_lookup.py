"""Each part's words are its own (issue 35): a word is looked up in the catalog of the part
whose code asks for it, then the shell's, then the other parts'. The same English in two
parts ("Start": Claim's new-game button and the replay's first-move button) reads as each
part translates it, on each part's own screens.

The catalogs here are made for the test (every part translating the same English its own
way), so the test holds whatever words the real catalogs settle on."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from babel.messages.catalog import Catalog

from regicide.games.baisch.ui.tutorial import TutorialTable as BaischTutorial
from regicide.games.claim.ui import tutorial as claim_tutorial
from regicide.games.claim.ui.new_game import NewGameScene
from regicide.games.regicide.ui.scenes.tutorial import TutorialScene
from regicide.i18n import _, _Seam, owned, part_of
from regicide.i18n.catalogs import chained, compiled_of
from regicide.ui.scenes.pause import PauseScene
from tests.ui.driver import Ui

PARTS = ("app", "regicide", "claim", "baisch")
SHARED = ("Start", "Start the tutorial again", "Resume")


@pytest.fixture
def each_part_its_own(ui: Ui) -> Iterator[None]:
    """Every part translates each shared word as "<part>: <word>" (once the app has started
    and chosen its language)."""
    compiled = {}
    for part in PARTS:
        catalog = Catalog(locale="de")
        for english in SHARED:
            catalog.add(english, f"{part}: {english}")
        compiled[part] = compiled_of(catalog)[0]
    before = _Seam.lookups
    _Seam.lookups = chained(compiled)
    try:
        yield
    finally:
        _Seam.lookups = before


def test_a_module_s_part_is_its_game_package_or_the_shell() -> None:
    assert part_of("regicide.games.claim.ui.new_game") == "claim"
    assert part_of("regicide.games.baisch") == "baisch"
    assert part_of("regicide.ui.scenes.replay") == "app"
    assert part_of("regicide.games.registry") == "registry"  # no catalog: the shell's lookup
    assert part_of("tests.i18n.test_part_lookup") == "app"


@pytest.mark.usefixtures("each_part_its_own")
def test_claim_s_start_and_the_shell_s_start_are_each_their_part_s(ui: Ui) -> None:
    scene = NewGameScene(ui.ctx)
    labels = [button.label for button in scene.buttons()]
    assert "claim: Start" in labels and "app: Start" not in labels
    assert _("Start") == "app: Start"  # asked by code outside every game: the shell's


@pytest.mark.usefixtures("each_part_its_own")
def test_a_game_s_word_the_shell_shows_is_the_game_s(ui: Ui) -> None:
    """The pause menu (the shell's) labels its restart with the tutorial's own words, and its
    own buttons with the shell's."""
    assert owned(TutorialScene, SHARED[1]) == "regicide: Start the tutorial again"
    assert owned(BaischTutorial, SHARED[1]) == "baisch: Start the tutorial again"
    claim_tutorial.start_tutorial(ui.ctx)
    ui.ctx.stack.apply()
    ui.frames(2)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    labels = [button.label for button in ui.top.buttons()]
    assert "claim: Start the tutorial again" in labels and "app: Resume" in labels
