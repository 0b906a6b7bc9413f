"""The player's settings (settings.yaml): read leniently, never crash, write atomically."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from regicide.games.registry import DEFAULT
from regicide.i18n import PSEUDO, SYSTEM, _, languages
from regicide.store.documents import DocumentError, read_document, write_document
from regicide.support.oneline import one_line, shown

#: Animation speed names and their time factors; "instant" skips animations.
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
#: The UI scales Settings offers, in percent (a settings file may hold any whole number
#: from the first to the last).
UI_SCALES = (100, 125, 150, 175, 200)


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    theme: str = "classic"
    volume: int = 80  # percent
    reduced_motion: bool = False  # short fades instead of cards flying
    ui_scale: int = 100  # percent: how big words (and the panels around them) are drawn
    ask_before_token: bool = True  # solo: a Jester token is spent only once confirmed
    game: str = DEFAULT  # the game last chosen: the title, Records and Settings open on it
    language: str = SYSTEM  # "system" (the system's own), or "en", "de", … (regicide/locale)

    @property
    def text_scale(self) -> float:
        return self.ui_scale / 100

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.animation_speed]


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings in `path` (defaults if it does not exist), and a problem to show, if any.

    A bad value (of the wrong type, unknown, or a theme that is not a plain name) falls back to
    its default alone; all of them are reported in one line. The file is left as it is.
    """
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = read_document(path)
    except DocumentError as error:
        return Settings(), _(
            "{file}: {problem}; using the default settings (fix or delete it)"
        ).format(file=path.name, problem=error)
    if not isinstance(data, dict):
        return Settings(), _("{file}: not a mapping of settings; using the defaults").format(
            file=path.name
        )
    settings, problems = Settings(), []
    for field in fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        problem = _problem(field.name, value)
        if problem is None:
            settings = replace(settings, **{field.name: value})
        else:
            problems.append(
                _("{setting}: {value} {problem}").format(
                    setting=field.name, value=shown(value), problem=problem
                )
            )
    if not problems:
        return settings, None
    told = _(
        "{file}: {problems} (the default is used; change it in Settings or fix the file)"
    ).format(file=path.name, problems="; ".join(problems))
    return settings, one_line(told)


#: A theme setting names a theme (themes/<name>.yaml): never a path, never hidden.
THEME_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")


def _problem(name: str, value: object) -> str | None:
    """Why `value` cannot be the setting `name`, or None when it can."""
    return _CHECKS.get(name, _boolean_problem)(value)


def _speed_problem(value: object) -> str | None:
    ok = isinstance(value, str) and value in SPEEDS
    return None if ok else _("is not a speed ({speeds})").format(speeds=", ".join(SPEEDS))


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _volume_problem(value: object) -> str | None:
    return None if _whole(value, 0, 100) else _not_whole(0, 100)


def _scale_problem(value: object) -> str | None:
    low, high = UI_SCALES[0], UI_SCALES[-1]
    return None if _whole(value, low, high) else _not_whole(low, high)


def _not_whole(low: int, high: int) -> str:
    return _("is not a whole number from {low} to {high}").format(low=low, high=high)


def _language_problem(value: object) -> str | None:
    """A language setting is "system" or a language the app has words for (regicide/locale),
    or the pseudo-language of the tests."""
    ok = isinstance(value, str) and value in {SYSTEM, PSEUDO, *languages()}
    return (
        None
        if ok
        else _("is not a language ({languages})").format(
            languages=", ".join((SYSTEM, *languages()))
        )
    )


def _theme_problem(value: object) -> str | None:
    ok = isinstance(value, str) and THEME_NAME.match(value) is not None
    return None if ok else _("is not a theme name (like classic or midnight)")


def _game_problem(value: object) -> str | None:
    """A name no game answers to falls back to the first game when read."""
    ok = isinstance(value, str) and THEME_NAME.match(value) is not None
    return None if ok else _("is not a game's name (like regicide or claim)")


def _boolean_problem(value: object) -> str | None:
    return None if isinstance(value, bool) else _("is not true or false")


_CHECKS: dict[str, Callable[[object], str | None]] = {
    "animation_speed": _speed_problem,
    "volume": _volume_problem,
    "ui_scale": _scale_problem,
    "language": _language_problem,
    "theme": _theme_problem,
    "game": _game_problem,
}


def save_settings(settings: Settings, path: Path) -> None:
    write_document(path, asdict(settings))
