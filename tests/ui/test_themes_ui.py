"""Themes on screen: the one card painter (drawn or image set) and its cache, every shipped
theme on every scene, switching theme under a running table, and the settings scene driven
by real keys and clicks."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from regicide.games.regicide.engine import parse_cards
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.store.settings import load_settings
from regicide.support.resources import asset_path
from regicide.themes.theme import find_themes, load_theme
from regicide.ui.app import create_context
from regicide.ui.assets import TextCache
from regicide.ui.cardart import CardArt, card_height
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.scenes.title import TitleScene
from tests.builders import game_at
from tests.ui.driver import Ui
from tests.ui.gallery import STAGES

SHIPPED = ("classic", "midnight", "contrast", "parlour")
AH, JKR = parse_cards("AH JKR")


# -- the painter ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", SHIPPED)
def test_every_card_comes_at_the_size_asked_for_and_is_cached(ctx: object, name: str) -> None:
    theme = load_theme(name)
    art = CardArt(theme, TextCache(theme))
    for width in (40, 97, 180):
        face = art.face(AH, width)
        assert face.get_size() == (width, card_height(width))
        assert art.face(AH, width) is face  # cached by size
        assert art.back(width).get_size() == face.get_size()
        assert art.token(True, width).get_size() == (width, width)
    assert art.has(AH, 97) and not art.has(AH, 98)


def test_the_image_set_draws_its_own_pictures(ctx: object) -> None:
    parlour, classic = load_theme("parlour"), load_theme("classic")
    image = CardArt(parlour, TextCache(parlour)).face(AH, 120)
    drawn = CardArt(classic, TextCache(classic)).face(AH, 120)
    source = pygame.image.load(str(asset_path("cards", "parlour", "AH.png")))
    scaled = pygame.transform.smoothscale(source.convert_alpha(), image.get_size())
    center = (60, card_height(120) // 2)
    assert image.get_at(center) == scaled.get_at(center)
    assert image.get_at(center) != drawn.get_at(center)


def test_a_set_without_a_jester_borrows_the_drawn_one(
    ctx: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "home" / "themes" / "plain"
    shutil.copytree(asset_path("cards", "parlour"), folder / "deck")
    (folder / "deck" / "JKR.png").unlink()
    (folder / "deck" / "cardset.yaml").write_text("name: No jester\nhas_jesters: false\n")
    (folder / "theme.yaml").write_text("cards:\n  image_set: deck\n")
    theme = load_theme("plain")
    assert theme.cards.image_set is not None and not theme.cards.image_set.has_jesters
    classic = load_theme("classic")
    jester = CardArt(theme, TextCache(theme)).face(JKR, 100)
    drawn = CardArt(classic, TextCache(classic)).face(JKR, 100)
    assert pygame.image.tobytes(jester, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


# -- every theme, every scene --------------------------------------------------------------------


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_theme_draws_the_scenes(ui: Ui, name: str) -> None:
    ui.ctx.apply_theme(name)
    assert ui.ctx.theme.key == name and ui.ctx.settings.theme == name
    ui.to_title()
    ui.click_button("Settings")
    ui.frames(2)
    ui.press(pygame.K_ESCAPE)
    ui.open(game_at(3, enemy="QH", hands=["JKR 7H 9D 2S", "3S 5C", "4C 4D 8H"], shield=5))
    ui.frames(2)
    ui.press(pygame.K_ESCAPE)
    ui.frames(2)
    felt = ui.ctx.window.surface.get_at((5, 400))
    assert felt != pygame.Color(0, 0, 0, 255) or name == "contrast"


def test_switching_theme_redraws_the_running_table(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D AS"]))
    table = ui.top
    assert isinstance(table, TableScene)
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Settings")
    ui.press(pygame.K_RIGHT)  # the theme row has the focus first
    chosen = ui.ctx.settings.theme
    ui.press(pygame.K_ESCAPE)
    ui.press(pygame.K_ESCAPE)
    ui.step()
    assert ui.top is table and table.board.look.theme.key == chosen != "classic"


# -- the settings scene --------------------------------------------------------------------------


def _settings(ui: Ui) -> SettingsScene:
    ui.to_title()
    ui.click_button("Settings")
    scene = ui.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_arrows_choose_a_theme_and_it_is_saved(ui: Ui) -> None:
    scene = _settings(ui)
    keys = scene.theme_keys
    assert keys[:4] == ["classic", "contrast", "midnight", "parlour"]
    ui.press(pygame.K_RIGHT)
    assert ui.ctx.theme.key == "contrast"
    ui.press(pygame.K_LEFT)
    ui.press(pygame.K_LEFT)
    assert ui.ctx.theme.key == keys[-1]
    settings, problem = load_settings(ui.ctx.settings_file)
    assert problem is None and settings.theme == keys[-1]


def test_tab_moves_the_focus_ring_and_the_arrows_change_what_it_is_on(ui: Ui) -> None:
    scene = _settings(ui)
    assert scene.focus.index == 0
    for _ in range(4):
        ui.press(pygame.K_TAB)
    assert scene.laid_out()[scene.focus.index or 0].label.startswith("Volume: 80%")
    ui.press(pygame.K_LEFT)
    ui.press(pygame.K_LEFT)
    assert ui.ctx.settings.volume == 60 and ui.ctx.sounds.volume == pytest.approx(0.6)
    ui.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    ui.press(pygame.K_RETURN)  # Sound: Enter toggles it
    assert ui.ctx.settings.sound is True
    ui.press(pygame.K_UP)
    ui.press(pygame.K_UP)
    ui.press(pygame.K_RIGHT)
    assert ui.ctx.settings.animation_speed == "slow"  # from "instant" (the last), round
    assert load_settings(ui.ctx.settings_file)[0].volume == 60


def test_the_focus_ring_is_drawn_in_the_highlight_colour(ui: Ui) -> None:
    scene = _settings(ui)
    ui.press(pygame.K_DOWN)
    ui.frames(1)
    row = scene.laid_out()[1].rect
    ring = row.inflate(ui.ctx.frame.px(10), ui.ctx.frame.px(10))
    surface = ui.ctx.window.surface
    highlight = pygame.Color(*ui.ctx.theme.colors.highlight)
    assert surface.get_at((ring.centerx, ring.top + 1)) == highlight
    unfocused = scene.laid_out()[2].rect.inflate(ui.ctx.frame.px(10), ui.ctx.frame.px(10))
    assert surface.get_at((unfocused.centerx, unfocused.top + 1)) != highlight


def test_a_click_on_a_row_s_left_half_steps_back(ui: Ui) -> None:
    scene = _settings(ui)
    volume = next(row for row in scene.laid_out() if row.label.startswith("Volume"))
    ui.click((volume.rect.left + 20, volume.rect.centery))
    assert ui.ctx.settings.volume == 70
    ui.click((volume.rect.right - 20, volume.rect.centery))
    assert ui.ctx.settings.volume == 80


def test_enter_on_back_and_escape_both_leave(ui: Ui) -> None:
    scene = _settings(ui)
    ui.press(pygame.K_UP)  # from the first row round to Show themes folder, then Back
    ui.press(pygame.K_UP)
    assert scene.laid_out()[scene.focus.index or 0].label == "Back"
    ui.press(pygame.K_RETURN)
    assert isinstance(ui.top, TitleScene)
    _settings(ui)
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_a_broken_user_theme_is_listed_with_its_reason(ui: Ui, home: Path) -> None:
    (home / "themes").mkdir(parents=True)
    (home / "themes" / "neon.yaml").write_text("suits:\n  hearts: reddish\n", encoding="utf-8")
    (home / "themes" / "sunset.yaml").write_text("name: Sunset\n", encoding="utf-8")
    scene = _settings(ui)
    assert [entry.key for entry in scene.broken] == ["neon"]
    assert "sunset" in scene.theme_keys and "neon" not in scene.theme_keys
    ui.frames(1)  # drawn without trouble


def test_a_broken_theme_in_the_settings_never_stops_the_app(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (home / "themes").mkdir(parents=True)
    (home / "themes" / "neon.yaml").write_text("suits:\n  hearts: reddish\n", encoding="utf-8")
    (home / "settings.yaml").write_text("theme: neon\n", encoding="utf-8")
    ctx = create_context()
    assert ctx.theme.key == "classic"
    assert ctx.notices == [
        "neon.yaml: suits.hearts: 'reddish' is not a colour; use #rrggbb; using the classic theme"
    ]
    assert [entry.key for entry in find_themes() if entry.problem] == ["neon"]


# -- reduced motion (issue 12) -------------------------------------------------------------------


def test_with_reduced_motion_a_played_card_fades_in_at_its_place(ui: Ui) -> None:
    ui.ctx.update_settings(reduced_motion=True, animation_speed="normal")
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    assert ui.table.board.look.reduced_motion
    ui.select("10S")
    key = ui.key_of("10S")
    sprite = ui.table.board.sprites[key]
    ui.press(pygame.K_RETURN)
    goal = ui.placements()[key]
    seen = []
    for _ in range(60):
        ui.step()
        seen.append(((sprite.x, sprite.y), sprite.alpha))
        if sprite.alpha >= 1:
            break
    assert all(place == (goal.x, goal.y) for place, _ in seen)  # never in flight
    alphas = [alpha for _, alpha in seen]
    assert alphas[0] < 0.5 and alphas[-1] == 1.0 and alphas == sorted(alphas)
    assert len(seen) <= 20  # short: a fifth of a second or so at 60 frames a second
    ui.settle()
    assert not ui.misplaced()


def test_reduced_motion_is_a_setting_row_and_is_saved(ui: Ui) -> None:
    _settings(ui)
    ui.click_button("Reduced motion")
    assert ui.ctx.settings.reduced_motion
    assert load_settings(ui.ctx.settings_file)[0].reduced_motion


SVG_SEVEN = """<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350"
viewBox="0 0 250 350">
<rect width="250" height="350" rx="20" fill="#ffffff"/>
<circle cx="125" cy="175" r="90" fill="#c00000"/></svg>"""


def test_an_svg_card_is_drawn_sharp_at_each_size(ctx: object, home: Path) -> None:
    folder = home / "themes" / "vector"
    shutil.copytree(asset_path("cards", "parlour"), folder / "deck")
    (folder / "deck" / "7H.png").unlink()
    (folder / "deck" / "7H.svg").write_text(SVG_SEVEN, encoding="utf-8")
    (folder / "theme.yaml").write_text("cards:\n  image_set: deck\n", encoding="utf-8")
    theme = load_theme("vector")
    art = CardArt(theme, TextCache(theme))
    for width in (60, 250):
        image = art.face(parse_cards("7H")[0], width)
        height = card_height(width)
        assert image.get_size() == (width, height)
        assert image.get_at((width // 2, height // 2))[:3] == (0xC0, 0, 0)


def test_files_that_break_after_the_check_fall_back_to_drawn_art(ctx: object, home: Path) -> None:
    """A PNG whose header is fine but whose data is not, a font that only starts like one,
    each damaged after the theme was checked (the check reads them through): drawing falls
    back instead of failing."""
    folder = home / "themes" / "shaky"
    shutil.copytree(asset_path("cards", "parlour"), folder / "deck")
    shutil.copy(folder / "deck" / "back.png", folder / "back.png")
    shutil.copy(asset_path("fonts", "DejaVuSans.ttf"), folder / "broken.ttf")
    (folder / "theme.yaml").write_text(
        "cards:\n  image_set: deck\n  back_image: back.png\nfonts:\n  card: broken.ttf\n",
        encoding="utf-8",
    )
    theme = load_theme("shaky")
    head = (folder / "deck" / "7H.png").read_bytes()[:40]
    (folder / "deck" / "7H.png").write_bytes(head + b"\x00" * 100)
    (folder / "back.png").write_bytes(head + b"\x00" * 100)
    (folder / "broken.ttf").write_bytes(b"\x00\x01\x00\x00" + b"\x00" * 100)
    art = CardArt(theme, TextCache(theme))
    seven = art.face(parse_cards("7H")[0], 90)
    assert seven.get_size() == (90, card_height(90))
    assert art.back(90).get_size() == (90, card_height(90))


def test_a_paletted_back_image_is_used(ctx: object, home: Path) -> None:
    folder = home / "themes" / "paletted"
    folder.mkdir(parents=True)
    small = pygame.Surface((30, 42), depth=8)
    small.set_palette([(200, 0, 200)] * 256)
    small.fill(0)
    pygame.image.save(small, str(folder / "back.png"))
    (folder / "theme.yaml").write_text("cards:\n  back_image: back.png\n", encoding="utf-8")
    theme = load_theme("paletted")
    back = CardArt(theme, TextCache(theme)).back(100)
    assert back.get_at((50, 70))[:3] == (200, 0, 200)


@pytest.mark.parametrize("name", SHIPPED)
@pytest.mark.parametrize("stage", sorted(STAGES))
def test_every_shipped_theme_renders_every_gallery_scene(ui: Ui, name: str, stage: str) -> None:
    """The gallery's scenes (tests/ui/gallery.py), each drawn in each shipped theme."""
    ui.ctx.apply_theme(name)
    STAGES[stage](ui)
    ui.frames(2)
    assert ui.top is not None and ui.ctx.theme.key == name


def test_with_reduced_motion_the_enemy_does_not_shake_and_no_confetti_falls(ui: Ui) -> None:
    ui.ctx.update_settings(reduced_motion=True, animation_speed="normal")
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    enemy = ui.table.board.sprites[ui.key_of("JC")]
    home = enemy.x
    ui.select("9D")
    ui.press(pygame.K_RETURN)
    for _ in range(120):  # the play, the draws, then the damage (which would jolt it)
        ui.step()
        assert enemy.x == home
    ui.settle()
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"], enemies_defeated=11))
    ui.play_by_keys("10C")
    ui.frames(40)
    assert isinstance(ui.top, GameOverScene) and ui.top.won and ui.top.confetti is None


def test_titles_draw_their_figures_lining(ui: Ui) -> None:
    """Issue 20, item 14: EB Garamond's old-style 1 reads as a ı: titles draw digits as tall
    as capitals ("Seat 1", "0.1.0")."""
    white = (255, 255, 255)
    lining = ui.ctx.text.title("1", 60, white).get_bounding_rect().height
    old_style = ui.ctx.text.render("1", ui.ctx.theme.fonts.title, 60, white)
    capital = ui.ctx.text.title("S", 60, white).get_bounding_rect().height
    assert lining > 1.2 * old_style.get_bounding_rect().height
    assert abs(lining - capital) <= 0.15 * capital
