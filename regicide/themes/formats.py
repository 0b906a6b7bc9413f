"""A theme's PNG, JPEG, font and sound files read through before the app uses them (no pygame
here): what passes here, the app's image, font and sound loaders take without an error and
without a word on the terminal (libpng prints a `libpng error` line for a truncated PNG).

- PNG: every chunk's length and CRC, the critical chunks in order, and the image data
  inflated to exactly the bytes its header promises (streamed, never held whole);
- JPEG: its segments up to the scan, a frame of a size, and the end-of-image marker;
- TrueType and OpenType: the table directory inside the file, and the tables FreeType reads
  to open a face (head, hhea, hmtx, maxp, cmap; glyf and loca, or CFF) of sane sizes;
- WAV: RIFF chunks, a PCM (or float) format the mixer plays, and data; Ogg: its first page
  and a Vorbis or Opus stream.

Each check returns nothing or raises FormatProblem with a sentence of ours.
"""

from __future__ import annotations

import struct
import zlib

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # PNG colour type -> samples per pixel
_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
#: The seven passes of an interlaced PNG: (x start, y start, x step, y step).
_ADAM7 = (
    (0, 0, 8, 8),
    (4, 0, 8, 8),
    (0, 4, 4, 8),
    (2, 0, 4, 4),
    (0, 2, 2, 4),
    (1, 0, 2, 2),
    (0, 1, 1, 2),
)
_INFLATE_STEP = 1 << 20


class FormatProblem(ValueError):
    """A file that is not what it says it is; the message says what is wrong with it."""


# -- PNG --------------------------------------------------------------------------------------


def check_png(data: bytes) -> tuple[int, int]:
    """The size of a whole, readable PNG."""
    chunks = list(_chunks(data))
    kinds = [kind for kind, _ in chunks]
    if not kinds or kinds[0] != b"IHDR" or kinds[-1] != b"IEND":
        raise FormatProblem("is a PNG without its header or its end (cut short?)")
    unknown = [kind for kind in kinds if kind[:1].isupper() and kind not in _CRITICAL]
    if unknown:
        raise FormatProblem(f"is a PNG with a chunk no reader knows ({unknown[0].decode()})")
    width, height, depth, colour, interlace = _header(chunks[0][1])
    if colour == 3 and b"PLTE" not in kinds:
        raise FormatProblem("is a PNG of a palette without its palette")
    image = b"".join(body for kind, body in chunks if kind == b"IDAT")
    expected = _data_size(width, height, depth * _CHANNELS[colour], interlace)
    _inflate_exactly(image, expected)
    return (width, height)


_CRITICAL = {b"IHDR", b"PLTE", b"IDAT", b"IEND"}


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """Every chunk (kind, body), each of the length it states and with its CRC right."""
    if data[:8] != PNG_SIGNATURE:
        raise FormatProblem("is not a PNG image")
    chunks, offset = [], 8
    while offset < len(data):
        if offset + 12 > len(data):
            raise FormatProblem("is a PNG cut short (in a chunk's header)")
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        end = offset + 8 + length
        if end + 4 > len(data):
            raise FormatProblem(f"is a PNG cut short (in its {_kind(kind)} chunk)")
        crc = struct.unpack(">I", data[end : end + 4])[0]
        if zlib.crc32(data[offset + 4 : end]) != crc:
            raise FormatProblem(f"is a damaged PNG (its {_kind(kind)} chunk's checksum is wrong)")
        chunks.append((kind, data[offset + 8 : end]))
        offset = end + 4
        if kind == b"IEND":
            break
    return chunks


def _kind(kind: bytes) -> str:
    return kind.decode("ascii", "replace") if kind.isalpha() else "unnamed"


def _header(body: bytes) -> tuple[int, int, int, int, int]:
    if len(body) != 13:
        raise FormatProblem("is a PNG with a damaged header")
    width, height, depth, colour, method, filters, interlace = struct.unpack(">IIBBBBB", body)
    if colour not in _DEPTHS or depth not in _DEPTHS[colour]:
        raise FormatProblem(f"is a PNG of an unknown kind (colour type {colour}, depth {depth})")
    if method or filters or interlace > 1 or not width or not height:
        raise FormatProblem("is a PNG with a damaged header")
    return width, height, depth, colour, interlace


def _data_size(width: int, height: int, bits: int, interlace: int) -> int:
    """The bytes the image data inflates to: each row a filter byte and its pixels."""

    def rows(columns: int, count: int) -> int:
        return 0 if not columns or not count else count * (1 + (columns * bits + 7) // 8)

    if not interlace:
        return rows(width, height)
    return sum(
        rows((width - x + step_x - 1) // step_x, (height - y + step_y - 1) // step_y)
        for x, y, step_x, step_y in _ADAM7
    )


def _inflate_exactly(image: bytes, expected: int) -> None:
    """Inflate the image data a step at a time, counting: exactly `expected` bytes."""
    inflater, produced, pending = zlib.decompressobj(), 0, image
    try:
        while pending or not inflater.eof:
            out = inflater.decompress(pending, _INFLATE_STEP)
            produced += len(out)
            pending = inflater.unconsumed_tail
            if produced > expected:
                raise FormatProblem("is a PNG with more image data than its size")
            if not out and not pending:
                break
    except zlib.error:
        raise FormatProblem("is a damaged PNG (its image data cannot be read)") from None
    if produced < expected or not inflater.eof:
        raise FormatProblem("is a PNG cut short (its image data ends early)")


# -- JPEG ---------------------------------------------------------------------------------------


def check_jpeg(data: bytes) -> tuple[int, int]:
    """The size of a JPEG whose segments hold together and that ends as a JPEG ends."""
    if data[:3] != b"\xff\xd8\xff":
        raise FormatProblem("is not a JPEG image")
    index, size = 2, None
    while True:
        if index + 4 > len(data) or data[index] != 0xFF:
            raise FormatProblem("is a damaged JPEG (a segment is cut short)")
        marker = data[index + 1]
        length = struct.unpack(">H", data[index + 2 : index + 4])[0]
        if length < 2 or index + 2 + length > len(data):
            raise FormatProblem("is a damaged JPEG (a segment is cut short)")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC) and length >= 7:
            height, width = struct.unpack(">HH", data[index + 5 : index + 9])
            size = (width, height)
        index += 2 + length
        if marker == 0xDA:  # the scan: the image data follows, to the end marker
            break
    if size is None or not all(size):
        raise FormatProblem("is a JPEG without a frame of a size")
    if data.rstrip(b"\x00")[-2:] != b"\xff\xd9":
        raise FormatProblem("is a JPEG cut short (it has no end marker)")
    return size


# -- fonts ----------------------------------------------------------------------------------------

_FONT_VERSIONS = (b"\x00\x01\x00\x00", b"OTTO", b"true")
_REQUIRED_TABLES = (b"head", b"hhea", b"hmtx", b"maxp", b"cmap")


def check_font(data: bytes) -> None:
    """A TrueType or OpenType font FreeType can open: the tables it reads, where they say."""
    if data[:4] not in _FONT_VERSIONS or len(data) < 12:
        raise FormatProblem("is not a TrueType or OpenType font")
    tables = _font_tables(data)
    missing = [tag.decode() for tag in _REQUIRED_TABLES if tag not in tables]
    outlines = (b"glyf" in tables and b"loca" in tables) or b"CFF " in tables or b"CFF2" in tables
    if missing or not outlines:
        named = ", ".join(missing) or "glyf and loca, or CFF"
        raise FormatProblem(f"is a font without the tables a font needs ({named})")
    head, maxp, hhea = tables[b"head"], tables[b"maxp"], tables[b"hhea"]
    if len(head) < 54 or head[12:16] != b"\x5f\x0f\x3c\xf5":
        raise FormatProblem("is a font with a damaged head table")
    units, location = struct.unpack(">H", head[18:20])[0], struct.unpack(">h", head[50:52])[0]
    glyphs = struct.unpack(">H", maxp[4:6])[0] if len(maxp) >= 6 else 0
    metrics = struct.unpack(">H", hhea[34:36])[0] if len(hhea) >= 36 else 0
    if not 16 <= units <= 16384 or location not in (0, 1) or not glyphs:
        raise FormatProblem("is a font with damaged tables (head, maxp)")
    if not 1 <= metrics <= glyphs or len(tables[b"hmtx"]) < 4 * metrics:
        raise FormatProblem("is a font with damaged metrics (hhea, hmtx)")
    if b"loca" in tables and len(tables[b"loca"]) < (glyphs + 1) * (2 << location):
        raise FormatProblem("is a font with a damaged loca table")
    _check_cmap(tables[b"cmap"])


def _font_tables(data: bytes) -> dict[bytes, bytes]:
    count = struct.unpack(">H", data[4:6])[0]
    if not 1 <= count <= 300 or 12 + 16 * count > len(data):
        raise FormatProblem("is a font with a damaged table directory")
    tables = {}
    for number in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * number : 28 + 16 * number])
        if offset + length > len(data):
            raise FormatProblem(f"is a font cut short (its {_kind(tag)} table)")
        tables[tag] = data[offset : offset + length]
    return tables


def _check_cmap(cmap: bytes) -> None:
    if len(cmap) < 4:
        raise FormatProblem("is a font with a damaged cmap table")
    count = struct.unpack(">H", cmap[2:4])[0]
    if not count or 4 + 8 * count > len(cmap):
        raise FormatProblem("is a font with a damaged cmap table")
    for number in range(count):
        offset = struct.unpack(">I", cmap[8 + 8 * number : 12 + 8 * number])[0]
        if offset + 4 > len(cmap):
            raise FormatProblem("is a font with a damaged cmap table")


# -- sounds ---------------------------------------------------------------------------------------


def check_sound(data: bytes) -> None:
    """A WAV of PCM or float samples with its data, or an Ogg Vorbis or Opus stream."""
    if data[:4] == b"OggS":
        head = data[:512]
        if len(data) < 28 or data[4] != 0 or not (b"\x01vorbis" in head or b"OpusHead" in head):
            raise FormatProblem("is an Ogg file without a Vorbis or Opus sound")
        return
    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise FormatProblem("is not a WAV or Ogg sound")
    chunks = _riff_chunks(data)
    form = chunks.get(b"fmt ")
    if form is None or len(form) < 16 or b"data" not in chunks:
        raise FormatProblem("is a WAV without its format or its data")
    kind, channels, rate, _, _, bits = struct.unpack("<HHIIHH", form[:16])
    if kind not in (1, 3, 0xFFFE) or not 1 <= channels <= 8 or not 1000 <= rate <= 384_000:
        raise FormatProblem("is a WAV of a kind the mixer does not play")
    if bits not in (8, 16, 24, 32):
        raise FormatProblem("is a WAV of a kind the mixer does not play")


def _riff_chunks(data: bytes) -> dict[bytes, bytes]:
    chunks: dict[bytes, bytes] = {}
    offset = 12
    while offset + 8 <= len(data):
        kind, length = struct.unpack("<4sI", data[offset : offset + 8])
        if offset + 8 + length > len(data):
            raise FormatProblem(f"is a WAV cut short (its {_kind(kind.strip())} chunk)")
        chunks.setdefault(kind, data[offset + 8 : offset + 8 + length])
        offset += 8 + length + (length & 1)
    return chunks
