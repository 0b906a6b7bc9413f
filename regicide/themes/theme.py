"""Themes: YAML -> a frozen Theme, from the shipped `themes/` and the player's themes folder.

A theme is `<name>.yaml`, or a folder `<name>/` holding `theme.yaml` and the theme's own files
(fonts, a felt texture, a back image, sounds, an image card set). Every key is optional and
has the classic theme's value as its default (themes/README.md lists them); unknown keys,
bad values and files that leave the theme's folder are refused. Loading collects every
problem, each naming the file and the key (`neon.yaml: suits.hearts: 'reddish' is not a
colour; use #rrggbb`), so that `regicide theme check` can list them all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regicide.i18n import _
from regicide.store.documents import DocumentError, read_document
from regicide.store.paths import user_themes_dir
from regicide.support.resources import asset_path, themes_dir
from regicide.themes.cardsets import CardSet, load_card_set
from regicide.themes.files import FileProblem, check_font, check_image, check_sound, inside
from regicide.themes.verdicts import VERDICTS

Color = tuple[int, int, int]
_HEX = re.compile(r"^#([0-9a-fA-F]{6})$")
# A theme's name as the settings file keeps it (store/settings.py checks the same).
_KEY = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
DEFAULT_THEME = "classic"


FOLDER_FILE = "theme.yaml"
TABLE_STYLES = ("vignette", "gradient", "flat")
BACK_PATTERNS = ("lattice", "stripes", "dots", "plain")
SOUND_NAMES = ("card", "draw", "shuffle", "hit", "shield", "defeat", "victory", "loss", "flip",
               "trick", "claimed")  # fmt: skip


def _exists(path: Path, test: Callable[[Path], bool] = Path.exists) -> bool:
    """`test(path)`, where a name the file system cannot even look up (too long, a NUL in
    it) is simply not there: a theme's odd names become messages, never a crash."""
    try:
        return test(path)
    except (OSError, ValueError):
        return False


class ThemeError(Exception):
    """A theme that cannot be used; `problems` lists each one, naming the file and key."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(problems[0] if len(problems) == 1 else "; ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Colors:
    """The flat palette the UI draws with (the YAML groups it in table, cards, suits, panel)."""

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
    red_suit: Color  # the hearts colour (things that are "red" outside the cards)
    black_suit: Color  # the spades colour
    royal_trim: Color
    highlight: Color


@dataclass(frozen=True)
class SuitColors:
    hearts: Color
    diamonds: Color
    clubs: Color
    spades: Color


@dataclass(frozen=True)
class Fonts:
    """Font files, as paths (a bundled font under assets/fonts, or the theme's own)."""

    title: str
    body: str
    body_bold: str
    card: str
    symbols: str


@dataclass(frozen=True)
class TableStyle:
    style: str  # vignette | gradient | flat
    texture: Path | None  # an image tiled over the felt


@dataclass(frozen=True)
class CardStyle:
    pattern: str  # the drawn back's pattern: lattice | stripes | dots | plain
    back_image: Path | None  # an image for the back instead of the drawn one
    corner_radius: float  # of the card's width
    border: float  # the edge's thickness, times the usual
    index_size: float  # the corner index, times the usual
    image_set: CardSet | None  # faces (and back) from images instead of drawn


@dataclass(frozen=True)
class Theme:
    name: str
    colors: Colors
    fonts: Fonts
    suits: SuitColors
    table: TableStyle
    cards: CardStyle
    key: str = DEFAULT_THEME  # the file or folder name, which settings store
    description: str = ""
    author: str = ""
    licence: str = ""
    animation_speed: float = 1.0  # times the player's chosen speed
    sounds: tuple[tuple[str, Path], ...] = ()  # (sound name, file) replacing the bundled ones


# -- the keys: section -> key -> (kind, default) -------------------------------------------------

_SCHEMA: dict[str, dict[str, tuple[str, Any]]] = {
    "table": {
        "felt": ("colour", "#1d5c3f"),
        "edge": ("colour", "#0c2e1f"),
        "style": ("choice:" + "|".join(TABLE_STYLES), "vignette"),
        "texture": ("image", None),
    },
    "cards": {
        "face": ("colour", "#fbf7ee"),
        "edge": ("colour", "#7d7260"),
        "back": ("colour", "#7a1f2b"),
        "back_pattern": ("colour", "#d4ae63"),
        "trim": ("colour", "#b8892f"),
        "pattern": ("choice:" + "|".join(BACK_PATTERNS), "lattice"),
        "back_image": ("image", None),
        "corner_radius": ("number:0:0.25", 0.083),
        "border": ("number:0:4", 1.0),
        "index_size": ("number:0.6:1.6", 1.0),
        "image_set": ("cardset", None),
    },
    "suits": {
        "hearts": ("colour", "#c0262d"),
        "diamonds": ("colour", "#c0262d"),
        "clubs": ("colour", "#1e1e24"),
        "spades": ("colour", "#1e1e24"),
    },
    "panel": {
        "fill": ("colour", "#0f2519"),
        "edge": ("colour", "#c9a45c"),
        "text": ("colour", "#f4ecd8"),
        "text_dim": ("colour", "#a9bba6"),
        "accent": ("colour", "#e8c260"),
        "danger": ("colour", "#e0594e"),
        "good": ("colour", "#86d492"),
        "highlight": ("colour", "#ffd966"),
    },
    "fonts": {
        "title": ("font", "EBGaramond12-Bold.otf"),
        "body": ("font", "DejaVuSans.ttf"),
        "body_bold": ("font", "DejaVuSans-Bold.ttf"),
        "card": ("font", "DejaVuSerif-Bold.ttf"),
        "symbols": ("font", "DejaVuSans.ttf"),
    },
    "sounds": {name: ("sound", None) for name in SOUND_NAMES},
}
_TOP: dict[str, tuple[str, Any]] = {
    "name": ("text", None),
    "description": ("text", ""),
    "author": ("text", ""),
    "licence": ("text", ""),
    "animation_speed": ("number:0.25:4", 1.0),
}


def schema() -> dict[str, dict[str, tuple[str, Any]]]:
    """Every key by section ("" for the top level): (kind, default). For docs and tests."""
    return {"": dict(_TOP), **{section: dict(keys) for section, keys in _SCHEMA.items()}}


# -- loading ------------------------------------------------------------------------------------


def theme_file(path: Path) -> tuple[Path, Path | None]:
    """(the YAML file, the theme's own folder or None) for a theme given as file or folder."""
    if _exists(path, Path.is_dir):
        return path / FOLDER_FILE, path
    return path, None


def read_theme(path: Path, key: str | None = None) -> Theme:
    """The theme in `path` (a `.yaml` file or a folder with `theme.yaml`); ThemeError lists
    every problem found."""
    file, root = theme_file(path)
    label = f"{path.name}/{FOLDER_FILE}" if root else path.name
    reader = _Reader(label, root)
    try:
        data = read_document(file)
    except DocumentError as error:
        # the reader's words are already the player's (the file's name is joined as they are)
        raise ThemeError([_("{key}: {problem}").format(key=label, problem=error)]) from None
    if not isinstance(data, dict):
        raise ThemeError([f"{label}: expected a mapping of keys (name, table, cards, ...)"])
    theme = reader.build(data, key or (path.stem if root is None else path.name))
    VERDICTS.save()
    if reader.problems:
        raise ThemeError(reader.problems)
    return theme


class _Reader:
    """Reads one theme document, noting every problem and carrying on with the default."""

    def __init__(self, label: str, root: Path | None) -> None:
        self.label = label
        self.root = root
        self.problems: list[str] = []

    def fail(self, key: str, problem: str) -> None:
        self.problems.append(f"{self.label}: {key}: {problem}")

    def build(self, data: dict[Any, Any], key: str) -> Theme:
        known = set(_TOP) | set(_SCHEMA)
        for unknown in sorted(map(str, set(data) - known)):
            self.problems.append(
                f"{self.label}: unknown key '{unknown}' (known: {', '.join(sorted(known))})"
            )
        top = {name: self.value("", name, data.get(name), spec) for name, spec in _TOP.items()}
        parts = {section: self.section(section, data.get(section)) for section in _SCHEMA}
        table, cards, suits, panel = parts["table"], parts["cards"], parts["suits"], parts["panel"]
        return Theme(
            name=top["name"] or key.replace("-", " ").replace("_", " ").title(),
            key=key,
            description=top["description"],
            author=top["author"],
            licence=top["licence"],
            animation_speed=top["animation_speed"],
            colors=Colors(
                felt=table["felt"],
                felt_edge=table["edge"],
                panel=panel["fill"],
                panel_edge=panel["edge"],
                text=panel["text"],
                text_dim=panel["text_dim"],
                accent=panel["accent"],
                danger=panel["danger"],
                good=panel["good"],
                card_face=cards["face"],
                card_edge=cards["edge"],
                card_back=cards["back"],
                card_back_pattern=cards["back_pattern"],
                red_suit=suits["hearts"],
                black_suit=suits["spades"],
                royal_trim=cards["trim"],
                highlight=panel["highlight"],
            ),
            suits=SuitColors(**suits),
            fonts=Fonts(**parts["fonts"]),
            table=TableStyle(style=table["style"], texture=table["texture"]),
            cards=CardStyle(
                pattern=cards["pattern"],
                back_image=cards["back_image"],
                corner_radius=cards["corner_radius"],
                border=cards["border"],
                index_size=cards["index_size"],
                image_set=cards["image_set"],
            ),
            sounds=tuple(sorted((k, v) for k, v in parts["sounds"].items() if v is not None)),
        )

    def section(self, section: str, value: object) -> dict[str, Any]:
        keys = _SCHEMA[section]
        if value is None:
            value = {}
        if not isinstance(value, dict):
            self.fail(section, "expected a mapping of keys")
            value = {}
        for unknown in sorted(map(str, set(value) - set(keys))):
            self.fail(f"{section}.{unknown}", f"unknown key (known: {', '.join(keys)})")
        return {
            name: self.value(section, name, value.get(name), spec) for name, spec in keys.items()
        }

    def value(self, section: str, name: str, raw: object, spec: tuple[str, Any]) -> Any:
        kind, default = spec
        where = f"{section}.{name}" if section else name
        fallback = _plain(kind, default)
        if raw is None:
            return fallback
        head, _, rest = kind.partition(":")
        try:
            return _READERS[head](self, raw, rest)
        except FileProblem as problem:
            self.fail(where, str(problem))
        except ValueError as problem:
            self.fail(where, str(problem))
        return fallback

    # -- files --------------------------------------------------------------------------------

    def own_file(self, raw: object, check: Callable[[Path, str], object]) -> Path:
        if self.root is None:
            raise FileProblem(
                f"{raw!r}: only a theme folder (with theme.yaml) can hold its own files"
            )
        path = inside(self.root, raw)
        check(path, str(raw))
        return path

    def font(self, raw: object) -> str:
        if not isinstance(raw, str):
            raise ValueError(f"{raw!r} is not a font file name")
        if self.root is not None and _exists(self.root / raw):
            return str(self.own_file(raw, check_font))
        if "/" in raw or "\\" in raw or not _exists(asset_path("fonts", raw), Path.is_file):
            raise ValueError(f"no font file '{raw}' in the theme's folder or in assets/fonts")
        return str(asset_path("fonts", raw))

    def card_set(self, raw: object) -> CardSet:
        if not isinstance(raw, str) or not raw:
            raise ValueError(f"{raw!r} is not a card set name")
        if self.root is not None and _exists(self.root / raw):
            folder = inside(self.root, raw)
            label = f"{self.label.rsplit('/', 1)[0]}/{raw}"
        elif _KEY.match(raw) and _exists(asset_path("cards", raw), Path.is_dir):
            folder, label = asset_path("cards", raw), f"assets/cards/{raw}"
        else:
            raise ValueError(f"no card set '{raw}' in the theme's folder or in assets/cards")
        card_set, problems = load_card_set(folder, label)
        self.problems.extend(problems)
        if card_set is None:
            raise ValueError("the card set cannot be used (see above)")
        return card_set


def _plain(kind: str, default: Any) -> Any:
    if kind == "colour":
        return _hex(default)
    if kind == "font":
        return str(asset_path("fonts", default))
    return default


def _hex(text: str) -> Color:
    value = int(text[1:], 16)
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)


def _colour(reader: _Reader, raw: object, _: str) -> Color:
    if not isinstance(raw, str) or not _HEX.match(raw):
        raise ValueError(f"{raw!r} is not a colour; use #rrggbb")
    return _hex(raw)


def _text(reader: _Reader, raw: object, _: str) -> str:
    if not isinstance(raw, str) or len(raw) > 300:
        raise ValueError(f"{_short(raw)} is not text (up to 300 characters)")
    return raw.strip()


def _number(reader: _Reader, raw: object, bounds: str) -> float:
    low, high = (float(part) for part in bounds.split(":"))
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not low <= raw <= high:
        raise ValueError(f"{_short(raw)} is not a number from {low:g} to {high:g}")
    return float(raw)


def _choice(reader: _Reader, raw: object, options: str) -> str:
    if raw not in options.split("|"):
        raise ValueError(f"{_short(raw)} is not one of {options.replace('|', ', ')}")
    return str(raw)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_READERS: dict[str, Callable[[_Reader, object, str], Any]] = {
    "colour": _colour,
    "text": _text,
    "number": _number,
    "choice": _choice,
    "image": lambda reader, raw, _: reader.own_file(raw, check_image),
    "sound": lambda reader, raw, _: reader.own_file(raw, check_sound),
    "font": lambda reader, raw, _: reader.font(raw),
    "cardset": lambda reader, raw, _: reader.card_set(raw),
}


# -- finding themes -----------------------------------------------------------------------------


@dataclass(frozen=True)
class ThemeEntry:
    """One theme found on disk: loaded, or refused with the reason."""

    key: str
    path: Path
    shipped: bool
    theme: Theme | None
    problem: str = ""  # every problem, one a line


MAX_THEMES = 200  # a themes folder is read whole each time Settings opens: keep it bounded


def _candidates(folder: Path) -> list[tuple[str, Path]]:
    if not _exists(folder, Path.is_dir):
        return []
    found: list[tuple[str, Path]] = []
    for path in sorted(folder.iterdir())[: MAX_THEMES * 2]:
        if path.name.startswith("."):
            continue
        if _exists(path, Path.is_dir) or path.suffix == ".yaml":
            found.append((path.stem if path.suffix == ".yaml" else path.name, path))
    return found[:MAX_THEMES]


def find_themes(user_folder: Path | None = None) -> list[ThemeEntry]:
    """Every shipped theme, then every theme in the player's folder (invalid ones with their
    reason; a user theme may not take a shipped theme's name)."""
    entries = [_entry(key, path, True) for key, path in _candidates(themes_dir())]
    taken = {entry.key for entry in entries}
    for key, path in _candidates(user_folder or user_themes_dir()):
        problem = _name_problem(key, path, taken)
        if problem is not None:
            entries.append(ThemeEntry(key, path, False, None, problem))
        else:
            entries.append(_entry(key, path, False))
            taken.add(key)
    return entries


def _name_problem(key: str, path: Path, taken: Collection[str]) -> str | None:
    """Why the app takes `path` for no theme of the player's (None: it is one)."""
    if key in taken:
        return f"{path.name}: a shipped theme has this name; give yours another"
    if not _KEY.match(key):
        return f"{path.name}: a theme's name is small letters, digits, - and _ (up to 40)"
    return None


def name_problem(path: Path) -> str | None:
    """What the app would say of the name of the theme at `path`, judged as `find_themes`
    judges the player's themes (None: the app finds it by that name): `regicide theme check`
    refuses what the app refuses."""
    if not _exists(path, Path.is_dir) and path.suffix != ".yaml":
        return f"{path.name}: a theme file's name ends in .yaml (the app looks for no other)"
    key = path.stem if path.suffix == ".yaml" else path.name
    shipped = themes_dir().resolve()
    if _exists(path) and path.resolve().parent == shipped:
        return _name_problem(key, path, ())
    return _name_problem(key, path, {name for name, _ in _candidates(themes_dir())})


def _entry(key: str, path: Path, shipped: bool) -> ThemeEntry:
    try:
        return ThemeEntry(key, path, shipped, read_theme(path, key))
    except ThemeError as error:
        return ThemeEntry(key, path, shipped, None, "\n".join(error.problems))


def load_theme(name: str = DEFAULT_THEME, folder: Path | None = None) -> Theme:
    """The theme called `name`: from `folder` if given, else shipped, else the player's."""
    if not _KEY.match(name):
        raise ThemeError([f"{name!r}: not a theme name"])
    folders = [folder] if folder else [themes_dir(), user_themes_dir()]
    for place in folders:
        for path in (place / f"{name}.yaml", place / name):
            if _exists(path, Path.is_file) or _exists(path / FOLDER_FILE, Path.is_file):
                return read_theme(path, name)
    raise ThemeError([f"{name}: no such theme"])


def available_themes(folder: Path | None = None) -> list[str]:
    """The names of the themes that load (shipped, then the player's)."""
    if folder is not None:
        return sorted(key for key, _ in _candidates(folder))
    return [entry.key for entry in find_themes() if entry.theme is not None]
