"""Image card sets: a folder of one image per card and a `cardset.yaml` that names it.

Card files are recognised by their names, ours (`7H.png`, `10S.png`, `KD.png`, `JKR.png`,
`back.png`) or those of the KDE and Aisleriot decks (`7_heart`, `1_club`, `king_spade`,
`red_joker`, `back`), so a free deck converts by copying its files. No pygame here: images are
checked from their headers (see `theme_files`) and drawn by `regicide.ui.cardart`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from regicide.store.documents import DocumentError, read_document
from regicide.themes.files import IMAGE_SUFFIXES, FileProblem, check_image

METADATA = "cardset.yaml"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
EVERY_CARD = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
JESTER, BACK = "JKR", "back"

_OURS = re.compile(r"^(10|[2-9AJQK])([CDHS])$", re.IGNORECASE)
_KDE = re.compile(
    r"^(1[0-3]|[1-9]|ace|jack|queen|king)_(club|diamond|heart|spade)s?$", re.IGNORECASE
)
_KDE_RANKS = {"1": "A", "ace": "A", "11": "J", "jack": "J", "12": "Q", "queen": "Q"}
_KDE_RANKS |= {"13": "K", "king": "K"}
_JESTERS = {"jkr", "joker", "jester", "red_joker", "black_joker", "joker_red", "joker_black"}
_BACKS = {"back", "back_1", "back1", "card_back"}
_KEYS = {"name", "author", "licence", "size", "has_jesters"}


def card_code(stem: str) -> str | None:
    """The card a file name stands for (`7H`, `KS`, `JKR`, `back`), or None.

    >>> [card_code(name) for name in ("7h", "10S", "king_spade", "1_heart", "red_joker")]
    ['7H', '10S', 'KS', 'AH', 'JKR']
    """
    lowered = stem.lower()
    if lowered in _JESTERS:
        return JESTER
    if lowered in _BACKS:
        return BACK
    ours = _OURS.match(stem)
    if ours:
        return f"{ours.group(1).upper()}{ours.group(2).upper()}"
    kde = _KDE.match(lowered)
    if kde:
        rank = _KDE_RANKS.get(kde.group(1), kde.group(1))
        return f"{rank}{kde.group(2)[0].upper()}"
    return None


@dataclass(frozen=True)
class CardSet:
    """A checked card set: its words and, for every card it draws, the image file."""

    name: str
    author: str
    licence: str
    folder: Path
    size: tuple[int, int]  # the size its images are made at (width, height)
    has_jesters: bool
    images: tuple[tuple[str, Path], ...]  # (card code, file), sorted

    def image(self, code: str) -> Path | None:
        return dict(self.images).get(code)


def load_card_set(folder: Path, label: str) -> tuple[CardSet | None, list[str]]:
    """The card set in `folder` and every problem found (each starting with `label`)."""
    problems: list[str] = []
    meta = _metadata(folder, label, problems)
    images: dict[str, Path] = {}
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        code = card_code(path.stem)
        if code is None or path.suffix.lower() not in IMAGE_SUFFIXES:
            continue
        where = f"{label}/{path.name}"
        try:
            if path.is_symlink() and not path.resolve().is_relative_to(folder.resolve()):
                raise FileProblem(f"'{path.name}' leads outside the card set's folder (a symlink)")
            check_image(path.resolve(), path.name)
        except FileProblem as problem:
            problems.append(f"{where}: {problem}")
            continue
        if code in images:
            problems.append(f"{where}: a second image for {code}")
        images[code] = path.resolve()
    missing = [code for code in EVERY_CARD if code not in images]
    if missing:
        shown = ", ".join(missing[:6]) + (
            f" and {len(missing) - 6} more" if len(missing) > 6 else ""
        )
        problems.append(f"{label}: no image for {shown} (e.g. {missing[0]}.png)")
    has_jesters = bool(meta.get("has_jesters", JESTER in images))
    if has_jesters and JESTER not in images:
        problems.append(f"{label}/{METADATA}: has_jesters: true, but there is no JKR image")
    if problems:
        return None, problems
    card_set = CardSet(
        name=str(meta.get("name", folder.name)),
        author=str(meta.get("author", "")),
        licence=str(meta.get("licence", "")),
        folder=folder.resolve(),
        size=_size(meta.get("size")),
        has_jesters=has_jesters,
        images=tuple(sorted(images.items())),
    )
    return card_set, []


def _metadata(folder: Path, label: str, problems: list[str]) -> dict[str, object]:
    """`cardset.yaml`: name, author, licence, size [w, h], has_jesters (all optional)."""
    where = f"{label}/{METADATA}"
    if not folder.is_dir():
        problems.append(f"{label}: no card set folder")
        return {}
    path = folder / METADATA
    if not path.is_file():
        problems.append(f"{where}: missing (name, author, licence, size, has_jesters)")
        return {}
    try:
        data = read_document(path)
    except DocumentError as error:
        problems.append(f"{where}: {error}")
        return {}
    if not isinstance(data, dict):
        problems.append(f"{where}: expected a mapping of keys")
        return {}
    for key in sorted(set(data) - _KEYS):
        problems.append(f"{where}: unknown key '{key}' (known: {', '.join(sorted(_KEYS))})")
    return _checked_metadata(
        {key: value for key, value in data.items() if key in _KEYS}, where, problems
    )


def _checked_metadata(
    meta: dict[str, object], where: str, problems: list[str]
) -> dict[str, object]:
    for key in ("name", "author", "licence"):
        if key in meta and not isinstance(meta[key], str):
            problems.append(f"{where}: {key}: expected text")
    if "has_jesters" in meta and not isinstance(meta["has_jesters"], bool):
        problems.append(f"{where}: has_jesters: expected true or false")
    size = meta.get("size")
    if isinstance(size, list) and _is_size(size):
        meta["size"] = (int(size[0]), int(size[1]))
    elif size is not None:
        problems.append(f"{where}: size: expected [width, height] in pixels")
        meta.pop("size")
    return meta


def _size(value: object) -> tuple[int, int]:
    if isinstance(value, tuple) and len(value) == 2:
        return (int(value[0]), int(value[1]))
    return (250, 350)


def _is_size(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(part, int) and not isinstance(part, bool) for part in value)
        and all(0 < part <= 4096 for part in value)
    )
