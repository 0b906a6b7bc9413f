"""Files: settings, saves, the autosaver, user folders and themes. Bad files never crash,
never lose data, and are never rewritten behind the player's back."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from regicide.games.regicide.engine import Game, parse_move
from regicide.store import documents
from regicide.store.documents import DocumentError, read_document, write_document
from regicide.store.paths import autosave_path, config_dir, data_dir, settings_path
from regicide.store.saves import SaveError, load_game, load_saved, save_game, set_aside
from regicide.store.settings import Settings, load_settings, save_settings
from regicide.themes.theme import ThemeError, available_themes, load_theme
from tests.builders import REGICIDE


def test_missing_settings_are_the_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.yaml") == (Settings(), None)


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    chosen = Settings(animation_speed="fast", sound=False, fullscreen=True, theme="midnight")
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)


def test_a_bad_setting_falls_back_alone_and_the_file_is_untouched(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("animation_speed: warp\nsound: false\n", encoding="utf-8")
    before = path.read_bytes()
    settings, problem = load_settings(path)
    assert settings == Settings(sound=False)
    assert problem == (
        "settings.yaml: animation_speed: 'warp' is not a speed (slow, normal, fast, instant) "
        "(the default is used; change it in Settings or fix the file)"
    )
    assert path.read_bytes() == before


@pytest.mark.parametrize("text", ["[1, 2", "- just\n- a list\n", "a: *alias\n"])
def test_an_unreadable_settings_file_gives_the_defaults_and_a_reason(
    tmp_path: Path, text: str
) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text(text, encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings()
    assert problem is not None and problem.startswith("settings.yaml:")


def played_game() -> Game:
    game = Game.new(2, seed=9)
    for _ in range(3):
        game.submit(game.legal_moves()[0])
    return game


def test_a_saved_game_loads_as_the_same_game(tmp_path: Path) -> None:
    game = played_game()
    path = tmp_path / "autosave.yaml"
    save_game(REGICIDE, game, path)
    loaded = load_game(path)
    assert loaded.state == game.state and loaded.history == game.history


def test_a_damaged_save_says_what_is_wrong(tmp_path: Path) -> None:
    game = played_game()
    path = tmp_path / "autosave.yaml"
    save_game(REGICIDE, game, path)
    data = read_document(path)
    assert isinstance(data, dict)
    data["moves"][0] = "play QQ"
    write_document(path, data)
    with pytest.raises(SaveError, match=r"autosave.yaml: moves\[0\]: move 1: 'QQ' is not a card"):
        load_game(path)


def test_a_save_whose_events_were_edited_is_refused(tmp_path: Path) -> None:
    game = played_game()
    path = tmp_path / "autosave.yaml"
    save_game(REGICIDE, game, path)
    data = read_document(path)
    assert isinstance(data, dict)
    data["events"][1] = data["events"][2]
    write_document(path, data)
    with pytest.raises(SaveError, match="the stored events do not match move 1"):
        load_game(path)


def test_an_unreadable_save_is_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    path.write_text("not: [a record", encoding="utf-8")
    kept = set_aside(path)
    assert kept is not None and kept.read_text(encoding="utf-8") == "not: [a record"
    assert kept.name.startswith("autosave-unreadable-") and not path.exists()
    assert set_aside(path) is None


def test_regicide_home_holds_every_user_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    assert data_dir() == config_dir() == tmp_path
    assert autosave_path() == tmp_path / "autosave.yaml"
    assert settings_path() == tmp_path / "settings.yaml"


def test_without_regicide_home_the_platform_folders_are_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("REGICIDE_HOME", raising=False)
    assert data_dir().name == "Regicide" and config_dir().name == "Regicide"


def test_every_bundled_theme_loads() -> None:
    assert {"classic", "midnight"} <= set(available_themes())
    for name in available_themes():
        theme = load_theme(name)
        assert theme.colors.felt != theme.colors.card_face


def test_a_theme_error_names_the_file_and_key(tmp_path: Path) -> None:
    text = (Path(__file__).parents[2] / "themes" / "classic.yaml").read_text(encoding="utf-8")
    (tmp_path / "broken.yaml").write_text(text.replace('felt: "#1d5c3f"', 'felt: "green"'), "utf-8")
    with pytest.raises(
        ThemeError, match=r"broken.yaml: table.felt: 'green' is not a colour; use #rrggbb"
    ):
        load_theme("broken", tmp_path)
    (tmp_path / "extra.yaml").write_text(text + "sparkle: true\n", encoding="utf-8")
    with pytest.raises(ThemeError, match=r"extra\.yaml: unknown key 'sparkle'"):
        load_theme("extra", tmp_path)


def test_a_record_written_for_a_move_replays(tmp_path: Path) -> None:
    """The notation in saved files is the one `regicide check` reads."""
    game = played_game()
    save_game(REGICIDE, game, tmp_path / "g.yaml")
    data = read_document(tmp_path / "g.yaml")
    assert isinstance(data, dict)
    assert [parse_move(move) for move in data["moves"]] == list(game.moves)


def test_json_and_yaml_read_the_same_record(tmp_path: Path) -> None:
    game = played_game()
    save_game(REGICIDE, game, tmp_path / "a.yaml")  # the app writes JSON
    data = read_document(tmp_path / "a.yaml")
    write_document(tmp_path / "b.yaml", data)  # YAML
    assert read_document(tmp_path / "b.yaml") == data


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"moves": [], "moves": ["play 7H"]}', "the key 'moves' appears twice"),
        ('{"seed": NaN}', "NaN is not a number a record can hold"),
    ],
)
def test_json_that_would_lose_or_invent_data_is_refused(
    tmp_path: Path, text: str, reason: str
) -> None:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError, match=reason):
        read_document(path)


def test_yaml_flow_mappings_still_read(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text("{format: regicide-record, moves: [play 7H]}", encoding="utf-8")
    assert read_document(path) == {"format": "regicide-record", "moves": ["play 7H"]}


def test_the_document_loader_is_a_safe_loader() -> None:
    """read_document uses yaml.load with its own loader (the C parser, plus refusals of
    duplicate keys and giant numbers): it must build plain data only, like yaml.safe_load."""
    loader = documents._Loader
    assert issubclass(loader, yaml.constructor.SafeConstructor)
    assert not issubclass(loader, yaml.constructor.FullConstructor)
    assert "tag:yaml.org,2002:python/object/apply" not in loader.yaml_multi_constructors


GOLDEN = Path(__file__).parents[1] / "golden" / "records"


@pytest.mark.parametrize("name", sorted(path.name for path in GOLDEN.glob("*.yaml")))
def test_files_written_by_the_first_release_still_open(name: str) -> None:
    """Saves of the first release (stored as they were written, YAML with its own wording of
    a loss) keep opening: the facts must match, today's words replace the old ones."""
    _, game, extra = load_saved(GOLDEN / name)
    assert game.history and "saved_at" in extra
