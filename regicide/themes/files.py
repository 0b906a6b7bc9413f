"""The files a theme or card set names: kept inside its own folder, sized and sniffed.

No pygame here (themes know nothing of the UI): every file is read through before the app
uses it, the same way for the app and for `regicide theme check` (`themes/formats.py`: PNG,
JPEG, fonts, sounds; `themes/svg.py`: SVG and what drawing it costs), so that what passes
here, the app's loaders take without an error or a word on the terminal. A file is refused,
with a sentence saying why, when its name leaves the folder (an absolute path, `..`, a
symlink pointing out), when it is not a regular file, when it is larger than
MAX_FILE_BYTES, when it is not what its name says or not whole, or when it is an image wider
or taller than MAX_IMAGE_PX.
"""

from __future__ import annotations

import stat
import struct
from pathlib import Path, PurePosixPath, PureWindowsPath

from regicide.themes.formats import PNG_SIGNATURE, FormatProblem, check_jpeg, check_png
from regicide.themes.formats import check_font as read_font
from regicide.themes.formats import check_sound as read_sound
from regicide.themes.svg import SvgProblem, read_svg
from regicide.themes.verdicts import VERDICTS

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_IMAGE_PX = 4096
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".svg")
FONT_SUFFIXES = (".ttf", ".otf")
SOUND_SUFFIXES = (".wav", ".ogg")


class FileProblem(Exception):
    """A file a theme may not use; the message says why (without the file's key)."""


def inside(root: Path, name: object) -> Path:
    """`name` (a relative path written in a theme) as a path under `root`, or FileProblem.

    Refuses absolute paths, drive letters, `..` and anything that resolves (through
    symlinks) outside `root`.
    """
    if not isinstance(name, str) or not name.strip():
        raise FileProblem(f"{name!r} is not a file name")
    if "\\" in name or PureWindowsPath(name).drive or PurePosixPath(name).is_absolute():
        raise FileProblem(f"'{name}' must be a path inside the theme's folder (no absolute paths)")
    if ".." in PurePosixPath(name).parts:
        raise FileProblem(f"'{name}' may not leave the theme's folder ('..')")
    path = root / name
    try:
        resolved = path.resolve(strict=True)
    except FileNotFoundError:
        raise FileProblem(f"no file '{name}' in the theme's folder") from None
    except (OSError, RuntimeError) as error:  # a symlink loop
        raise FileProblem(f"'{name}' cannot be read ({error})") from None
    if not resolved.is_relative_to(root.resolve()):
        raise FileProblem(f"'{name}' leads outside the theme's folder (a symlink)")
    return resolved


def regular_file(
    path: Path, label: str, suffixes: tuple[str, ...], length: int = 64 * 1024
) -> bytes:
    """The first `length` bytes of `path` (enough to recognise it), after checking it is a
    regular file of an allowed kind and size."""
    try:
        info = path.stat()
    except OSError as error:
        raise FileProblem(f"'{label}' cannot be read ({error.strerror or error})") from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(f"'{label}' is not a regular file")
    if path.suffix.lower() not in suffixes:
        raise FileProblem(f"'{label}' is not a {' or '.join(s[1:] for s in suffixes)} file")
    if info.st_size > MAX_FILE_BYTES:
        raise FileProblem(
            f"'{label}' is too large ({info.st_size:,} bytes; the limit is {MAX_FILE_BYTES:,})"
        )
    try:
        with path.open("rb") as stream:
            return stream.read(length)
    except OSError as error:
        raise FileProblem(f"'{label}' cannot be read ({error.strerror or error})") from None


def check_image(path: Path, label: str) -> tuple[int, int]:
    """The pixel size of an image file, read through (`themes/formats.py`, `themes/svg.py`):
    FileProblem when it is not a whole PNG, JPEG or simple SVG image, when it is larger than
    MAX_IMAGE_PX either way, or (an SVG) when drawing it would cost too much. An image that
    passed before and has not changed since is not read again (`themes/verdicts.py`)."""
    known = VERDICTS.size_of(path)
    if known is not None:
        return known
    size = _read_through(path, label)
    VERDICTS.passed(path, size)
    return size


def _read_through(path: Path, label: str) -> tuple[int, int]:
    data = regular_file(path, label, IMAGE_SUFFIXES, MAX_FILE_BYTES)
    kind = _kind(data)
    if kind is None:
        raise FileProblem(f"'{label}' is not a PNG, JPEG or SVG image")
    if kind != _SUFFIX_KINDS[path.suffix.lower()]:
        raise FileProblem(f"'{label}' is a {kind} image named as {path.suffix.lower()}")
    try:
        if kind == "SVG":
            return _checked_svg(data, label)
        size = _png_size(data) if kind == "PNG" else check_jpeg(data)
        _check_size(size, label)  # before the data is inflated: a small file may promise a lot
        if kind == "PNG":
            check_png(data)
    except (FormatProblem, SvgProblem) as problem:
        raise FileProblem(f"'{label}' {problem}") from None
    return size


def _checked_svg(data: bytes, label: str) -> tuple[int, int]:
    try:
        facts = read_svg(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise FileProblem(f"'{label}' is an SVG that is not UTF-8 text") from None
    _check_size(facts.size, label)
    facts.check_work()
    return facts.size


def _check_size(size: tuple[int, int], label: str) -> None:
    if max(size) > MAX_IMAGE_PX or min(size) < 1:
        raise FileProblem(
            f"'{label}' is {size[0]}x{size[1]} pixels; the limit is {MAX_IMAGE_PX} each way"
        )


def _png_size(data: bytes) -> tuple[int, int]:
    width, height = struct.unpack(">II", data[16:24])
    return (width, height)


def check_font(path: Path, label: str) -> None:
    """A TrueType or OpenType font the app's font loader opens (`themes/formats.py`)."""
    data = regular_file(path, label, FONT_SUFFIXES, MAX_FILE_BYTES)
    try:
        read_font(data)
    except FormatProblem as problem:
        raise FileProblem(f"'{label}' {problem}") from None


def check_sound(path: Path, label: str) -> None:
    """A WAV or Ogg sound the mixer plays (`themes/formats.py`)."""
    data = regular_file(path, label, SOUND_SUFFIXES, MAX_FILE_BYTES)
    try:
        read_sound(data)
    except FormatProblem as problem:
        raise FileProblem(f"'{label}' {problem}") from None


_SUFFIX_KINDS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".svg": "SVG"}


def _kind(data: bytes) -> str | None:
    """The kind of image its first bytes say (None: not one of ours)."""
    if data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR" and len(data) >= 24:
        return "PNG"
    if data[:3] == b"\xff\xd8\xff":
        return "JPEG"
    text = data.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    return "SVG" if text.startswith("<") and "<svg" in text else None
