"""The files a theme or card set names: kept inside its own folder, sized and sniffed.

No pygame here (themes know nothing of the UI): images are recognised by their first bytes
and measured from their headers (PNG, JPEG, SVG), fonts and sounds by their signatures. A
file is refused, with a sentence saying why, when its name leaves the folder (an absolute
path, `..`, a symlink pointing out), when it is not a regular file, when it is larger than
MAX_FILE_BYTES, or when it is an image wider or taller than MAX_IMAGE_PX.
"""

from __future__ import annotations

import re
import stat
import struct
from pathlib import Path, PurePosixPath, PureWindowsPath

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_IMAGE_PX = 4096
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".svg")
FONT_SUFFIXES = (".ttf", ".otf")
SOUND_SUFFIXES = (".wav", ".ogg")

_SVG_SIZE = re.compile(r"""\b(width|height)\s*=\s*["']\s*([0-9.]+)\s*(px)?\s*["']""")
_SVG_VIEWBOX = re.compile(
    r"""\bviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)"""
)


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


def check_image(path: Path, label: str) -> tuple[int, int] | None:
    """The pixel size of an image file (None for an SVG without one), or FileProblem when
    it is not a PNG, JPEG or SVG image or is larger than MAX_IMAGE_PX either way."""
    head = regular_file(path, label, IMAGE_SUFFIXES, 64)  # a PNG says its size at once
    if head[:8] != b"\x89PNG\r\n\x1a\n":  # a JPEG or SVG may say it further on
        head = regular_file(path, label, IMAGE_SUFFIXES)
    size = _image_size(head)
    if size is False or size is True:
        raise FileProblem(f"'{label}' is not a PNG, JPEG or SVG image")
    if _kind(head) != _SUFFIX_KINDS[path.suffix.lower()]:
        raise FileProblem(f"'{label}' is a {_kind(head)} image named as {path.suffix.lower()}")
    if size is not None and (max(size) > MAX_IMAGE_PX or min(size) < 1):
        raise FileProblem(
            f"'{label}' is {size[0]}x{size[1]} pixels; the limit is {MAX_IMAGE_PX} each way"
        )
    return size


def check_font(path: Path, label: str) -> None:
    head = regular_file(path, label, FONT_SUFFIXES)
    if head[:4] not in (b"\x00\x01\x00\x00", b"OTTO", b"true"):
        raise FileProblem(f"'{label}' is not a TrueType or OpenType font")


def check_sound(path: Path, label: str) -> None:
    head = regular_file(path, label, SOUND_SUFFIXES)
    if not (head[:4] == b"RIFF" and head[8:12] == b"WAVE") and head[:4] != b"OggS":
        raise FileProblem(f"'{label}' is not a WAV or Ogg sound")


_SUFFIX_KINDS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".svg": "SVG"}


def _kind(head: bytes) -> str:
    if head[:8] == b"\x89PNG\r\n\x1a\n":
        return "PNG"
    return "JPEG" if head[:3] == b"\xff\xd8\xff" else "SVG"


def _image_size(head: bytes) -> tuple[int, int] | bool | None:
    """(width, height) from an image's first bytes; None if unknown (SVG); False if it is
    not an image we read."""
    if head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR":
        width, height = struct.unpack(">II", head[16:24])
        return (width, height)
    if head[:3] == b"\xff\xd8\xff":
        return _jpeg_size(head)
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    if text.startswith("<") and "<svg" in text:
        return _svg_size(text[text.index("<svg") :])
    return False


def _jpeg_size(head: bytes) -> tuple[int, int] | bool:
    """Walk the JPEG markers to the first start-of-frame (its size)."""
    index = 2
    while index + 9 < len(head):
        if head[index] != 0xFF:
            return False
        marker = head[index + 1]
        length = struct.unpack(">H", head[index + 2 : index + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", head[index + 5 : index + 9])
            return (width, height)
        index += 2 + length
    return False  # no frame in the first 64 KB: refuse rather than guess


def _svg_size(tag: str) -> tuple[int, int] | None:
    opening = tag[: tag.find(">") + 1] or tag[:2000]
    sizes = {name: float(value) for name, value, _ in _SVG_SIZE.findall(opening)}
    if "width" in sizes and "height" in sizes:
        return (round(sizes["width"]), round(sizes["height"]))
    box = _SVG_VIEWBOX.search(opening)
    if box:
        return (round(float(box.group(1))), round(float(box.group(2))))
    return None
