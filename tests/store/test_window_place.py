"""Item 8 of the table issue: the window opens at a size that fits the desktop, and where it
was last time while that still fits."""

from __future__ import annotations

from pathlib import Path

from regicide.store.window_place import (
    DEFAULT_SIZE,
    MINIMUM_SIZE,
    Place,
    choose_place,
    fitting_size,
    read_place,
    write_place,
)


def test_a_large_desktop_gets_the_default_size() -> None:
    assert fitting_size((1920, 1080)) == DEFAULT_SIZE


def test_a_laptop_screen_gets_a_16_9_window_inside_it() -> None:
    width, height = fitting_size((1366, 768))
    assert width <= 1366 * 0.9 and height <= 768 * 0.9
    assert (width, height) >= MINIMUM_SIZE and abs(width / height - 16 / 9) < 0.01


def test_a_tiny_desktop_gets_at_most_the_desktop() -> None:
    assert fitting_size((960, 540)) == (960, 540)
    assert fitting_size((800, 600)) == (800, 540)


def test_a_remembered_place_is_used_while_it_fits() -> None:
    remembered = Place((1500, 900), (40, 30))
    assert choose_place(remembered, (1920, 1080)) == remembered
    assert choose_place(remembered, (1366, 768)) == Place(fitting_size((1366, 768)))
    assert choose_place(Place((1500, 900), (5000, 30)), (1920, 1080)) == Place((1500, 900))


def test_the_place_round_trips_and_odd_files_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "window.json"
    write_place(path, Place((1400, 800), (10, 20)))
    assert read_place(path) == Place((1400, 800), (10, 20))
    for odd in ("[1, 2]", '{"size": [1e9, 2]}', '{"size": "big"}', "{", '{"size": [1, 2, 3]}'):
        path.write_text(odd, encoding="utf-8")
        assert read_place(path) is None
    assert read_place(tmp_path / "missing.json") is None
