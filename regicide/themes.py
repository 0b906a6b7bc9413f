"""Themes: themes/<name>.yaml -> a frozen Theme. Strict keys; errors name the file and key."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from regicide.resources import asset_path, themes_dir
from regicide.store.documents import DocumentError, read_document

Color = tuple[int, int, int]
_HEX = re.compile(r"^#([0-9a-fA-F]{6})$")
DEFAULT_THEME = "classic"


class ThemeError(Exception):
    """A theme file that cannot be used; says which file and key."""


@dataclass(frozen=True)
class Colors:
    felt: Color
    felt_edge: Color
    panel: Color
    panel_edge: Color
    text: Color
    text_dim: Color
    accent: Color
    danger: Color
    good: Color
    card_face: Color
    card_edge: Color
    card_back: Color
    card_back_pattern: Color
    red_suit: Color
    black_suit: Color
    royal_trim: Color
    highlight: Color


@dataclass(frozen=True)
class Fonts:
    """File names under assets/fonts."""

    title: str
    body: str
    body_bold: str
    card: str
    symbols: str


@dataclass(frozen=True)
class Theme:
    name: str
    colors: Colors
    fonts: Fonts


def load_theme(name: str = DEFAULT_THEME, folder: Path | None = None) -> Theme:
    """Read themes/<name>.yaml; raises ThemeError naming the file and the key at fault."""
    path = (folder or themes_dir()) / f"{name}.yaml"
    try:
        data = read_document(path)
    except DocumentError as error:
        raise ThemeError(f"{path.name}: {error}") from None
    section = _mapping(data, path.name, {"name", "colors", "fonts"})
    colors = _mapping(section.get("colors"), f"{path.name}: colors", _names(Colors))
    fonts = _mapping(section.get("fonts"), f"{path.name}: fonts", _names(Fonts))
    return Theme(
        name=str(section.get("name", name)),
        colors=Colors(**{key: _color(colors, key, path.name) for key in _names(Colors)}),
        fonts=Fonts(**{key: _font(fonts, key, path.name) for key in _names(Fonts)}),
    )


def _names(kind: type) -> set[str]:
    return {field.name for field in fields(kind)}


def _mapping(value: object, where: str, known: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ThemeError(f"{where}: expected a mapping of keys")
    unknown = sorted(set(value) - known)
    if unknown:
        raise ThemeError(f"{where}: unknown key '{unknown[0]}'")
    return value


def _color(colors: dict[str, Any], key: str, file: str) -> Color:
    match = _HEX.match(str(colors.get(key, "")))
    if match is None:
        raise ThemeError(f'{file}: colors.{key}: expected a colour like "#1f5a3a"')
    value = int(match.group(1), 16)
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)


def _font(fonts: dict[str, Any], key: str, file: str) -> str:
    name = fonts.get(key)
    if not isinstance(name, str) or not asset_path("fonts", name).is_file():
        raise ThemeError(f"{file}: fonts.{key}: no font file {name!r} in assets/fonts")
    return name


def available_themes(folder: Path | None = None) -> list[str]:
    return sorted(path.stem for path in (folder or themes_dir()).glob("*.yaml"))
