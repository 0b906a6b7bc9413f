"""A hostile Baisch record in Records, in the player's language (issue 35): the line under the
list tells the chosen file's reason whole, however long (a hero its move does not name lists
all twelve; at 960x540 200% in German it took four lines where two were kept, cut to
"… saboteurs, fortified, mage,…"). It is listed on Baisch's own page, where a player looks
for a Baisch game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from regicide.games.registry import BAISCH
from regicide.i18n import ENGLISH, use_language
from regicide.store.archive import games_dir
from regicide.ui.scenes.saves import HEAD
from regicide.ui.scenes.standings import DETAIL_WIDTH
from regicide.ui.widgets import wrap_parts
from tests.ui.driver import Ui
from tests.ui.test_records_scene import _open_page


@pytest.mark.parametrize("language", ["de", "fr", ENGLISH])
def test_a_bad_hero_in_a_baisch_record_is_told_whole_under_the_list(
    ui: Ui, home: Path, language: str
) -> None:
    data = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    data.pop("events", None)
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2026-11-23_150000.yaml").write_text(json.dumps({**data, "moves": ["give nobody"]}))
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scene = _open_page(ui, BAISCH, language)  # the file says it is Baisch's: listed there
    words = scene.detail_words()
    assert "warlord)" in words, words
    font = scene._look.text.body_font(scene._look.frame.px(HEAD))
    lines = wrap_parts(words, font, scene._look.frame.px(DETAIL_WIDTH))
    assert len(lines) <= scene._laid_out()[1], lines
    assert scene.rows_shown() >= 1
    ui.frames(2)
    use_language(ENGLISH)
