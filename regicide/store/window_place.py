"""Where the window opens: the last size and position (window.json beside the settings), or
a size that fits the desktop. Pure geometry and a small file; no pygame here.

A remembered place is used only while it still fits a desktop of the size seen now (a laptop
unplugged from a large screen opens on the laptop's screen, not off it).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from regicide.store.documents import DocumentError, read_document, write_text_atomic

DEFAULT_SIZE = (1280, 720)
MINIMUM_SIZE = (960, 540)
DESKTOP_SHARE = 0.9  # leave room for the desktop's own bars
MAX_SIDE = 16_384


@dataclass(frozen=True)
class Place:
    size: tuple[int, int]
    position: tuple[int, int] | None = None  # None: centred by the system


def fitting_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The default 1280x720, or the largest 16:9 size within 90% of a smaller desktop (not
    below the minimum unless the desktop itself is smaller)."""
    room_w, room_h = (int(side * DESKTOP_SHARE) for side in desktop)
    if room_w >= DEFAULT_SIZE[0] and room_h >= DEFAULT_SIZE[1]:
        return DEFAULT_SIZE
    scale = min(room_w / DEFAULT_SIZE[0], room_h / DEFAULT_SIZE[1])
    width, height = round(DEFAULT_SIZE[0] * scale), round(DEFAULT_SIZE[1] * scale)
    if width < MINIMUM_SIZE[0] or height < MINIMUM_SIZE[1]:
        return (min(MINIMUM_SIZE[0], desktop[0]), min(MINIMUM_SIZE[1], desktop[1]))
    return (width, height)


def choose_place(remembered: Place | None, desktop: tuple[int, int]) -> Place:
    """The remembered place if it fits `desktop`, else a fitting size, centred."""
    if remembered is not None:
        width, height = remembered.size
        if MINIMUM_SIZE[0] <= width <= desktop[0] and MINIMUM_SIZE[1] <= height <= desktop[1]:
            position = remembered.position
            if position is not None and not _on_screen(position, remembered.size, desktop):
                position = None
            return Place(remembered.size, position)
    return Place(fitting_size(desktop))


def _on_screen(position: tuple[int, int], size: tuple[int, int], desktop: tuple[int, int]) -> bool:
    x, y = position
    return 0 <= x <= desktop[0] - size[0] // 2 and 0 <= y <= desktop[1] - 80


def read_place(path: Path) -> Place | None:
    """The remembered place, or None (missing, damaged or odd files are simply ignored)."""
    try:
        data = read_document(path)
    except DocumentError:
        return None
    if not isinstance(data, dict):
        return None
    size, position = _pair(data.get("size")), _pair(data.get("position"))
    return Place(size, position) if size is not None else None


def _pair(value: object) -> tuple[int, int] | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(type(item) is int and -MAX_SIDE < item < MAX_SIDE for item in value)
    ):
        return (value[0], value[1])
    return None


def write_place(path: Path, place: Place) -> None:
    """Best effort: a place that cannot be remembered only means a default one next time."""
    data = {"size": list(place.size), "position": list(place.position or ())}
    if place.position is None:
        del data["position"]
    with contextlib.suppress(OSError):
        write_text_atomic(path, json.dumps(data) + "\n")
