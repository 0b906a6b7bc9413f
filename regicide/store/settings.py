"""The player's settings (settings.yaml): read leniently, never crash, write atomically."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from regicide.store.documents import DocumentError, read_document, write_document

#: Animation speed names and their time factors; "instant" skips animations.
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    theme: str = "classic"
    volume: int = 80  # percent
    reduced_motion: bool = False  # short fades instead of cards flying

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.animation_speed]


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings in `path` (defaults if it does not exist), and a problem to show, if any.

    A bad value falls back to its default and is reported; the file is left as it is.
    """
    if not path.exists():
        return Settings(), None
    try:
        data = read_document(path)
    except DocumentError as error:
        return Settings(), f"{path.name}: {error}; using the default settings"
    if not isinstance(data, dict):
        return Settings(), f"{path.name}: not a mapping of settings; using the defaults"
    settings, problems = Settings(), []
    for field in fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        if _valid(field.name, value):
            settings = replace(settings, **{field.name: value})
        else:
            problems.append(f"{field.name}: {value!r} is not a valid value")
    problem = f"{path.name}: " + "; ".join(problems) if problems else None
    return settings, problem


def _valid(name: str, value: object) -> bool:
    if name == "animation_speed":
        return value in SPEEDS
    if name == "volume":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    if name == "theme":
        return isinstance(value, str) and bool(value)
    return isinstance(value, bool)


def save_settings(settings: Settings, path: Path) -> None:
    write_document(path, asdict(settings))
